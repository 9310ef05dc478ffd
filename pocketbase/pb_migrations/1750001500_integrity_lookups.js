// Lookups that keep the integrity signals' cost flat as reviews and providers grow
// (docs/PERFORMANCE.md § Review signals, docs/DATA-MODEL.md § review_text_shingles):
// - `providers.website_domain` (hidden, indexed): the website's host without `www.`, written
//   by the providers' save hook ("-" when the website has none); the competitor check finds
//   the providers at a reviewer's e-mail domain through the index instead of reading every
//   provider. Rows saved before this migration hold "" until the hourly job fills them.
// - `review_text_shingles` (superusers only): the hashes of each review text's word shingles,
//   so the near-duplicate check compares its candidates without re-reading and re-splitting
//   their texts. Cascade-deleted with the review; rewritten with its MinHash bands.
migrate(
  (app) => {
    const providers = app.findCollectionByNameOrId('providers');
    providers.fields.add(new TextField({ name: 'website_domain', max: 255, hidden: true }));
    providers.addIndex('idx_providers_website_domain', false, 'website_domain', '');
    app.save(providers);

    const reviews = app.findCollectionByNameOrId('reviews');
    app.save(
      new Collection({
        type: 'base',
        name: 'review_text_shingles',
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
          // Base-36 FNV-1a hashes of the distinct shingles, space-separated (no text: a hash
          // cannot be read back); "" for a text too short to compare.
          { name: 'hashes', type: 'text', max: 20000 },
        ],
        indexes: [
          'CREATE UNIQUE INDEX idx_review_text_shingles_review ON review_text_shingles (review)',
        ],
      }),
    );
  },
  (app) => {
    app.delete(app.findCollectionByNameOrId('review_text_shingles'));
    const providers = app.findCollectionByNameOrId('providers');
    providers.removeIndex('idx_providers_website_domain');
    providers.fields.removeByName('website_domain');
    app.save(providers);
  },
);
