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

// Import boundaries (../shared/design/ARCHITECTURE.md § Parts, docs/ARCHITECTURE.md): which part
// of src may import which. Imports are written `@/lib/x/…` or relative (`../data/…`,
// `../lib/data/…`); each regex below matches both forms of one part.
const libPart = (name) => `(?:@/lib/|(?:\\.\\./)+(?:lib/)?)${name}(?:/|\\.ts$|$)`;
const srcPart = (name) => `(?:@/|(?:\\.\\./)+)${name}(?:/|\\.ts$|$)`;
const forbid = (message, lib, src = []) => ({
  regex: `^(?:${[...lib.map(libPart), ...src.map(srcPart)].join('|')})`,
  message,
});
const boundary = (files, ...patterns) => ({
  files,
  rules: { 'no-restricted-imports': ['error', { patterns }] },
});
const BOUNDARIES = [
  boundary(['src/lib/contract/**'], {
    regex: '^(?:@/(?!lib/contract/)|\\.\\./)',
    message:
      'src/lib/contract is the leaf every runtime shares: it imports nothing of the project.',
  }),
  boundary(
    ['src/lib/domain/**'],
    forbid(
      'src/lib/domain holds pure rules: it imports only src/lib/contract (declare the shape it reads instead of importing a view model).',
      ['data', 'view', 'stores', 'messages', 'config', 'pb-client', 'backend-errors'],
      ['server', 'islands', 'components', 'layouts', 'pages'],
    ),
  ),
  boundary(
    ['src/lib/data/**'],
    forbid(
      'src/lib/data reads PocketBase for pages: no client stores, views, islands or web server.',
      ['stores', 'pb-client', 'backend-errors'],
      ['server', 'islands', 'components', 'layouts', 'pages'],
    ),
  ),
  boundary(
    ['src/components/**', 'src/layouts/**'],
    forbid(
      'Views render what pages pass them: types from src/lib/view or src/lib/contract, never src/lib/data, client stores or the web server.',
      ['data', 'stores', 'pb-client'],
      ['server', 'pages'],
    ),
  ),
  boundary(
    ['src/islands/**'],
    forbid(
      'Islands talk to PocketBase through the client (src/lib/pb-client, stores): never the server-side data layer or the web server.',
      ['data'],
      ['server', 'pages'],
    ),
  ),
  boundary(
    ['src/server/**'],
    forbid(
      'The web server renders through Astro: it imports no island, view or client store.',
      ['stores', 'pb-client'],
      ['islands', 'components', 'layouts'],
    ),
  ),
  boundary(
    ['src/pages/**'],
    forbid(
      'Pages load data and compose views: the web server is not theirs to import.',
      [],
      ['server'],
    ),
  ),
];

const TYPED_APP = ['src/**/*.ts', 'src/**/*.tsx'];
const TYPED_OTHER = ['scripts/**/*.ts', 'tests/**/*.ts'];

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
  ...BOUNDARIES,
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
        Middleware: 'readonly',
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
        onRecordRequestVerificationRequest: 'readonly',
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
  {
    // The islands and browser scripts call a custom route through `callApi` (src/lib/pb-client.ts),
    // typed by its entry of the wire contract (src/lib/contract/api-routes.ts), never through
    // the SDK's untyped `send` (docs/ARCHITECTURE.md § How to add a custom route).
    files: ['src/islands/**/*.{ts,tsx}', 'src/browser/**/*.ts'],
    rules: {
      'no-restricted-syntax': [
        'error',
        {
          selector: "CallExpression[callee.property.name='send']",
          message:
            'Call a custom route with callApi(API.name, params, { query, body }) (src/lib/pb-client.ts).',
        },
      ],
    },
  },
  // Type-aware rules (issue 21 §3). The app's code gets typescript-eslint's
  // recommendedTypeChecked; async event handlers in JSX attributes and listener arguments are
  // the one pattern allowed to return a promise. Tests and scripts (JSON from PocketBase is
  // `any` by nature there) get the rules that catch real bugs: floating or misused promises,
  // awaiting a non-promise, throwing a non-error, stringifying an object.
  ...tseslint.configs.recommendedTypeChecked.map((c) => ({ ...c, files: TYPED_APP })),
  {
    files: [...TYPED_APP, ...TYPED_OTHER],
    languageOptions: {
      parserOptions: { projectService: true, tsconfigRootDir: import.meta.dirname },
    },
    rules: {
      '@typescript-eslint/no-misused-promises': [
        'error',
        { checksVoidReturn: { attributes: false, arguments: false } },
      ],
    },
  },
  {
    files: TYPED_OTHER,
    rules: {
      '@typescript-eslint/no-floating-promises': 'error',
      '@typescript-eslint/await-thenable': 'error',
      '@typescript-eslint/only-throw-error': 'error',
      '@typescript-eslint/no-base-to-string': 'error',
    },
  },
];
