// Failed password sign-ins per account (pb_hooks/auth.pb.js), for the per-account limit of
// docs/SECURITY.md. No API rules: only the hooks (and superusers) read or write it. `account`
// is a SHA-256 of the lower-cased identity, so the table holds no e-mail addresses and counts
// unknown addresses the same way as registered ones.
migrate(
  (app) => {
    app.save(
      new Collection({
        type: 'base',
        name: 'login_failures',
        listRule: null,
        viewRule: null,
        createRule: null,
        updateRule: null,
        deleteRule: null,
        fields: [
          { name: 'account', type: 'text', required: true, max: 64 },
          { name: 'created', type: 'autodate', onCreate: true, onUpdate: false },
          { name: 'updated', type: 'autodate', onCreate: true, onUpdate: true },
        ],
        indexes: ['CREATE INDEX idx_login_failures_account ON login_failures (account, created)'],
      }),
    );
  },
  (app) => {
    app.delete(app.findCollectionByNameOrId('login_failures'));
  },
);
