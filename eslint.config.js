import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import astro from 'eslint-plugin-astro';
import globals from 'globals';

export default [
  {
    ignores: [
      'dist/',
      '.astro/',
      '.cache/',
      'node_modules/',
      'pb_data/',
      'pocketbase/bin/',
      'pocketbase/pb_hooks/lib/domain.gen.js',
      'test-results/',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  ...astro.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node, ...globals.browser } },
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
    },
  },
  {
    // PocketBase JSVM (goja): ES5+ globals injected by the server.
    files: ['pocketbase/**/*.js'],
    languageOptions: {
      sourceType: 'script',
      globals: {
        $app: 'readonly', $apis: 'readonly', $os: 'readonly', $security: 'readonly', $filesystem: 'readonly',
        $dbx: 'readonly', $mails: 'readonly', $template: 'readonly', $http: 'readonly', $filepath: 'readonly',
        __hooks: 'readonly', migrate: 'readonly', Collection: 'readonly', Record: 'readonly', Field: 'readonly',
        routerAdd: 'readonly', routerUse: 'readonly', cronAdd: 'readonly', BadRequestError: 'readonly',
        ForbiddenError: 'readonly', NotFoundError: 'readonly', UnauthorizedError: 'readonly', ApiError: 'readonly',
        TooManyRequestsError: 'readonly', DynamicModel: 'readonly', MailerMessage: 'readonly', Context: 'readonly',
        onBootstrap: 'readonly', onServe: 'readonly', onRecordCreate: 'readonly', onRecordUpdate: 'readonly',
        onRecordDelete: 'readonly', onRecordCreateRequest: 'readonly', onRecordUpdateRequest: 'readonly',
        onRecordDeleteRequest: 'readonly', onRecordEnrich: 'readonly', onRecordAfterCreateSuccess: 'readonly',
        onRecordAfterUpdateSuccess: 'readonly', onRecordAfterDeleteSuccess: 'readonly', onRecordValidate: 'readonly',
        onRecordAuthRequest: 'readonly', onRecordConfirmVerificationRequest: 'readonly', onRecordsListRequest: 'readonly',
        onRecordViewRequest: 'readonly', onMailerRecordVerificationSend: 'readonly', onRecordAuthWithOAuth2Request: 'readonly',
        RecordField: 'readonly', TextField: 'readonly', NumberField: 'readonly', BoolField: 'readonly', EmailField: 'readonly',
        URLField: 'readonly', DateField: 'readonly', AutodateField: 'readonly', SelectField: 'readonly', FileField: 'readonly',
        RelationField: 'readonly', JSONField: 'readonly', EditorField: 'readonly', PasswordField: 'readonly',
        module: 'writable', require: 'readonly', sleep: 'readonly', toString: 'readonly', unmarshal: 'readonly',
      },
    },
    rules: { 'no-var': 'off', '@typescript-eslint/no-require-imports': 'off', 'no-redeclare': 'off' },
  },
];
