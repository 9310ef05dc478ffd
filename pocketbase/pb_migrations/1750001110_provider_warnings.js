// Public warnings on a provider (docs/DATA-MODEL.md § provider_warnings, docs/DECISIONS.md
// § Public warnings): an admin marks a provider whose reviews look manipulated; its page, its
// cards and its comparisons say so until the warning is lifted or expires. No client writes:
// admins issue and lift through the custom routes of pb_hooks/provider-warnings.pb.js (audited,
// with the provider's outbox event); admins may read; the public pages read them server-side.
migrate(
  (app) => {
    const ADMIN = '@request.auth.is_admin = true';
    const users = app.findCollectionByNameOrId('users');
    const providers = app.findCollectionByNameOrId('providers');
    app.save(
      new Collection({
        type: 'base',
        name: 'provider_warnings',
        listRule: ADMIN,
        viewRule: ADMIN,
        createRule: null,
        updateRule: null,
        deleteRule: null,
        fields: [
          {
            name: 'provider',
            type: 'relation',
            collectionId: providers.id,
            maxSelect: 1,
            required: true,
            cascadeDelete: true,
          },
          {
            name: 'reason',
            type: 'select',
            maxSelect: 1,
            required: true,
            values: [
              'review_ring',
              'bought_reviews',
              'insider_reviews',
              'duplicate_reviews',
              'other',
            ],
          },
          { name: 'note', type: 'text', max: 500 },
          { name: 'issued_by', type: 'relation', collectionId: users.id, maxSelect: 1 },
          { name: 'expires_at', type: 'date' },
          { name: 'lifted_at', type: 'date' },
          { name: 'lifted_by', type: 'relation', collectionId: users.id, maxSelect: 1 },
          // Set once the expiry has been announced to the pages (the hourly cron's outbox event).
          { name: 'expiry_published', type: 'bool' },
          { name: 'created', type: 'autodate', onCreate: true, onUpdate: false },
          { name: 'updated', type: 'autodate', onCreate: true, onUpdate: true },
        ],
        indexes: [
          'CREATE INDEX idx_provider_warnings_provider ON provider_warnings (provider, lifted_at)',
          'CREATE INDEX idx_provider_warnings_created ON provider_warnings (created)',
        ],
      }),
    );
  },
  (app) => {
    app.delete(app.findCollectionByNameOrId('provider_warnings'));
  },
);
