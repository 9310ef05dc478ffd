// Review integrity signals (docs/DATA-MODEL.md § review_signals, docs/SECURITY.md § Review
// signals). Every new review gets one `review_signals` row (the signals it tripped, whether it
// was held, the admin's later decision); a held review waits as `moderation = 'verifying'`
// (hidden like `held`). `review_networks` keeps a keyed hash of the network a review came from
// for 30 days (superusers only); `review_text_bands` indexes the MinHash bands of each review's
// text so a near-duplicate is found without reading every review (superusers only).
migrate(
  (app) => {
    const ADMIN = '@request.auth.is_admin = true';
    const reviews = app.findCollectionByNameOrId('reviews');
    const users = app.findCollectionByNameOrId('users');
    const providers = app.findCollectionByNameOrId('providers');

    const moderation = reviews.fields.getByName('moderation');
    moderation.values = ['under_review', 'held', 'removed', 'verifying'];
    app.save(reviews);

    app.save(
      new Collection({
        type: 'base',
        name: 'review_signals',
        // Admins read; written by the reviews hook only.
        listRule: ADMIN,
        viewRule: ADMIN,
        createRule: null,
        updateRule: null,
        deleteRule: null,
        fields: [
          {
            name: 'review',
            type: 'relation',
            collectionId: reviews.id,
            maxSelect: 1,
            required: true,
            cascadeDelete: true,
          },
          {
            name: 'provider',
            type: 'relation',
            collectionId: providers.id,
            maxSelect: 1,
            required: true,
            cascadeDelete: true,
          },
          {
            name: 'reviewer',
            type: 'relation',
            collectionId: users.id,
            maxSelect: 1,
            required: true,
            cascadeDelete: true,
          },
          { name: 'signals', type: 'json', maxSize: 20000 },
          { name: 'held', type: 'bool' },
          { name: 'held_at', type: 'date' },
          { name: 'decision', type: 'select', maxSelect: 1, values: ['publish', 'remove'] },
          { name: 'decided_at', type: 'date' },
          { name: 'decided_by', type: 'relation', collectionId: users.id, maxSelect: 1 },
          { name: 'created', type: 'autodate', onCreate: true, onUpdate: false },
          { name: 'updated', type: 'autodate', onCreate: true, onUpdate: true },
        ],
        indexes: [
          'CREATE UNIQUE INDEX idx_review_signals_review ON review_signals (review)',
          'CREATE INDEX idx_review_signals_held ON review_signals (held, held_at)',
          'CREATE INDEX idx_review_signals_created ON review_signals (created)',
          'CREATE INDEX idx_review_signals_reviewer ON review_signals (reviewer)',
        ],
      }),
    );

    app.save(
      new Collection({
        type: 'base',
        name: 'review_networks',
        // Superusers only: never in any API answer.
        listRule: null,
        viewRule: null,
        createRule: null,
        updateRule: null,
        deleteRule: null,
        fields: [
          {
            name: 'user',
            type: 'relation',
            collectionId: users.id,
            maxSelect: 1,
            required: true,
            cascadeDelete: true,
          },
          {
            name: 'provider',
            type: 'relation',
            collectionId: providers.id,
            maxSelect: 1,
            required: true,
            cascadeDelete: true,
          },
          {
            name: 'review',
            type: 'relation',
            collectionId: reviews.id,
            maxSelect: 1,
            required: true,
            cascadeDelete: true,
          },
          // HMAC-SHA256 of the /24 (IPv4) or /48 (IPv6) prefix with a server secret.
          { name: 'net', type: 'text', required: true, max: 128 },
          { name: 'created', type: 'autodate', onCreate: true, onUpdate: false },
        ],
        indexes: [
          'CREATE INDEX idx_review_networks_provider ON review_networks (provider, net, created)',
          'CREATE INDEX idx_review_networks_created ON review_networks (created)',
          'CREATE INDEX idx_review_networks_user ON review_networks (user)',
        ],
      }),
    );

    app.save(
      new Collection({
        type: 'base',
        name: 'review_text_bands',
        listRule: null,
        viewRule: null,
        createRule: null,
        updateRule: null,
        deleteRule: null,
        fields: [
          {
            name: 'review',
            type: 'relation',
            collectionId: reviews.id,
            maxSelect: 1,
            required: true,
            cascadeDelete: true,
          },
          // "<band>:<hash>" (no text: a band cannot be read back).
          { name: 'band', type: 'text', required: true, max: 32 },
        ],
        indexes: [
          'CREATE INDEX idx_review_text_bands_band ON review_text_bands (band)',
          'CREATE INDEX idx_review_text_bands_review ON review_text_bands (review)',
        ],
      }),
    );
  },
  (app) => {
    for (const name of ['review_text_bands', 'review_networks', 'review_signals']) {
      app.delete(app.findCollectionByNameOrId(name));
    }
    // A review still waiting stays hidden, as one held by a report.
    app
      .db()
      .newQuery("UPDATE reviews SET moderation = 'held' WHERE moderation = 'verifying'")
      .execute();
    const reviews = app.findCollectionByNameOrId('reviews');
    reviews.fields.getByName('moderation').values = ['under_review', 'held', 'removed'];
    app.save(reviews);
  },
);
