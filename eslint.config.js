import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import astro from 'eslint-plugin-astro';
import globals from 'globals';

// A literal that reads as a sentence for people: opening ¿ or ¡, two words ending in . ! or ?,
// or words with Spanish accents ("Método no permitido"). Code strings (SQL, filters, paths,
// header values) match none of these.
const SENTENCE =
  '/^[¿¡]|[A-Za-zÁÉÍÓÚÑáéíóúñ]+ [A-Za-zÁÉÍÓÚÑáéíóúñ]+.*[.!?]$|[a-z] [^ ]*[áéíóúñ]|[áéíóúñ][^ ]* [a-z]/';
const LITERAL_MESSAGE =
  'User-facing text lives in the catalogue: raise an error code (src/lib/contract/errors.ts) or use src/lib/messages/.';
const literalMessageRule = [
  { selector: `Literal[value=${SENTENCE}]`, message: LITERAL_MESSAGE },
  { selector: `TemplateElement[value.raw=${SENTENCE}]`, message: LITERAL_MESSAGE },
];

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
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_' },
      ],
    },
  },
  {
    // PocketBase JSVM (goja): ES5+ globals injected by the server.
    files: ['pocketbase/**/*.js'],
    languageOptions: {
      sourceType: 'script',
      globals: {
        $app: 'readonly',
        $apis: 'readonly',
        $os: 'readonly',
        $security: 'readonly',
        $filesystem: 'readonly',
        $dbx: 'readonly',
        $mails: 'readonly',
        $template: 'readonly',
        $http: 'readonly',
        $filepath: 'readonly',
        __hooks: 'readonly',
        migrate: 'readonly',
        Collection: 'readonly',
        Record: 'readonly',
        Field: 'readonly',
        routerAdd: 'readonly',
        routerUse: 'readonly',
        cronAdd: 'readonly',
        BadRequestError: 'readonly',
        ForbiddenError: 'readonly',
        NotFoundError: 'readonly',
        UnauthorizedError: 'readonly',
        ApiError: 'readonly',
        TooManyRequestsError: 'readonly',
        ValidationError: 'readonly',
        DynamicModel: 'readonly',
        DateTime: 'readonly',
        arrayOf: 'readonly',
        MailerMessage: 'readonly',
        Context: 'readonly',
        onBootstrap: 'readonly',
        onServe: 'readonly',
        onRecordCreate: 'readonly',
        onRecordUpdate: 'readonly',
        onRecordDelete: 'readonly',
        onRecordCreateRequest: 'readonly',
        onRecordUpdateRequest: 'readonly',
        onRecordDeleteRequest: 'readonly',
        onRecordEnrich: 'readonly',
        onRecordAfterCreateSuccess: 'readonly',
        onRecordAfterUpdateSuccess: 'readonly',
        onRecordAfterDeleteSuccess: 'readonly',
        onRecordValidate: 'readonly',
        onRecordAuthRequest: 'readonly',
        onRecordConfirmVerificationRequest: 'readonly',
        onRecordsListRequest: 'readonly',
        onRecordViewRequest: 'readonly',
        onMailerRecordVerificationSend: 'readonly',
        onRecordAuthWithOAuth2Request: 'readonly',
        onRecordAuthWithPasswordRequest: 'readonly',
        onRecordConfirmPasswordResetRequest: 'readonly',
        onRecordConfirmEmailChangeRequest: 'readonly',
        RecordField: 'readonly',
        TextField: 'readonly',
        NumberField: 'readonly',
        BoolField: 'readonly',
        EmailField: 'readonly',
        URLField: 'readonly',
        DateField: 'readonly',
        AutodateField: 'readonly',
        SelectField: 'readonly',
        FileField: 'readonly',
        RelationField: 'readonly',
        JSONField: 'readonly',
        EditorField: 'readonly',
        PasswordField: 'readonly',
        module: 'writable',
        require: 'readonly',
        sleep: 'readonly',
        toString: 'readonly',
        unmarshal: 'readonly',
      },
    },
    rules: {
      'no-var': 'off',
      '@typescript-eslint/no-require-imports': 'off',
      'no-redeclare': 'off',
    },
  },
  {
    // Migrations are frozen history (docs/ARCHITECTURE.md): they inline what they need, so a
    // later change of live code can never change what a fresh database gets.
    files: ['pocketbase/pb_migrations/**/*.js'],
    rules: {
      'no-restricted-syntax': [
        'error',
        {
          selector: "CallExpression[callee.name='require']",
          message:
            'Migrations are frozen history: inline the values instead of requiring live code.',
        },
      ],
    },
  },
  {
    // One catalogue of copy (issue 21 §2): the hooks and the web server raise error codes
    // (src/lib/contract/errors.ts) and take user-facing text from src/lib/messages/; a literal
    // sentence here is copy that escaped the catalogue.
    files: ['pocketbase/pb_hooks/**/*.js', 'src/server/**/*.ts'],
    rules: {
      'no-restricted-syntax': ['error', ...literalMessageRule],
    },
  },
];
