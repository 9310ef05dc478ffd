// Quarterly recognitions (docs/DATA-MODEL.md § recognitions, docs/DECISIONS.md § Quarterly
// recognitions): `recognition_quarters` holds one row per published quarter (its presence freezes
// the quarter), `recognitions` the awards of that quarter with the figures that earned them.
// Public read (a recognition only while its provider is public); no one writes through the API:
// the quarterly job of pb_hooks/recognitions.pb.js writes them, and its hooks refuse even a
// superuser's API writes, so a published quarter is never rewritten. A `recognition` outbox topic
// re-renders the archive and the recognised providers' pages and cards.
migrate(
  (app) => {
    const providers = app.findCollectionByNameOrId('providers');
    const QUARTER = '^[0-9]{4}-t[1-4]$';
    app.save(
      new Collection({
        type: 'base',
        name: 'recognition_quarters',
        listRule: '',
        viewRule: '',
        createRule: null,
        updateRule: null,
        deleteRule: null,
        fields: [
          { name: 'quarter', type: 'text', required: true, pattern: QUARTER, max: 7 },
          { name: 'published_at', type: 'date', required: true },
          // Public providers whose figures were read (the archive prints it).
          { name: 'providers_considered', type: 'number', onlyInt: true, min: 0 },
          { name: 'recognitions', type: 'number', onlyInt: true, min: 0 },
        ],
        indexes: [
          'CREATE UNIQUE INDEX idx_recognition_quarters_quarter ON recognition_quarters (quarter)',
        ],
      }),
    );
    app.save(
      new Collection({
        type: 'base',
        name: 'recognitions',
        listRule: 'provider.status = "approved" && provider.verified = true',
        viewRule: 'provider.status = "approved" && provider.verified = true',
        createRule: null,
        updateRule: null,
        deleteRule: null,
        fields: [
          { name: 'quarter', type: 'text', required: true, pattern: QUARTER, max: 7 },
          {
            name: 'kind',
            type: 'select',
            maxSelect: 1,
            required: true,
            values: ['top_rated', 'fastest_growing'],
          },
          {
            name: 'provider',
            type: 'relation',
            collectionId: providers.id,
            maxSelect: 1,
            required: true,
            cascadeDelete: true,
          },
          // The category's name (providers name their categories by name).
          { name: 'category', type: 'text', required: true, max: 100 },
          { name: 'country', type: 'text', required: true, max: 60 },
          // The 12-month average (top_rated) or the growth rate (fastest_growing).
          { name: 'value', type: 'number' },
          { name: 'reviews', type: 'number', onlyInt: true, min: 0 },
          { name: 'base', type: 'number', onlyInt: true, min: 0 },
          { name: 'eligible', type: 'number', onlyInt: true, min: 0 },
        ],
        indexes: [
          'CREATE INDEX idx_recognitions_quarter ON recognitions (quarter)',
          'CREATE INDEX idx_recognitions_provider ON recognitions (provider, quarter)',
        ],
      }),
    );
    const events = app.findCollectionByNameOrId('change_events');
    const topic = events.fields.getByName('topic');
    topic.values = topic.values.concat(['recognition']);
    app.save(events);
  },
  (app) => {
    const events = app.findCollectionByNameOrId('change_events');
    const topic = events.fields.getByName('topic');
    topic.values = topic.values.filter((v) => v !== 'recognition');
    app.save(events);
    app.delete(app.findCollectionByNameOrId('recognitions'));
    app.delete(app.findCollectionByNameOrId('recognition_quarters'));
  },
);
