// the published ranking score. Providers get the score the lists are ordered by
// (`ranking_score`), its stored inputs (`ranking_sum`, `ranking_weight`: Σwᵢrᵢ and Σwᵢ of the
// public reviews on the ranking day, hidden from the API) and the 12-month average and count;
// the one `ranking_prior` record holds the ranking day and m (the mean of every public review),
// public to read, written by the hooks only (pb_hooks/lib/ranking.js, src/lib/contract/ranking.ts).
// The `ranking` outbox topic records the daily recompute.
migrate(
  (app) => {
    const providers = app.findCollectionByNameOrId('providers');
    providers.fields.add(new NumberField({ name: 'ranking_score', min: 0, max: 5 }));
    providers.fields.add(new NumberField({ name: 'ranking_sum', min: 0, hidden: true }));
    providers.fields.add(new NumberField({ name: 'ranking_weight', min: 0, hidden: true }));
    providers.fields.add(new NumberField({ name: 'rating_12m', min: 0, max: 5 }));
    providers.fields.add(new NumberField({ name: 'reviews_12m', min: 0, onlyInt: true }));
    providers.addIndex('idx_providers_ranking', false, 'ranking_score', '');
    app.save(providers);

    const prior = new Collection({
      type: 'base',
      name: 'ranking_prior',
      listRule: '',
      viewRule: '',
      createRule: null,
      updateRule: null,
      deleteRule: null,
      fields: [
        // 00:00 UTC of the ranking day ("" before the first recompute).
        { name: 'as_of', type: 'text' },
        // m: the mean rating of every public review, and how many there were.
        { name: 'mean', type: 'number', min: 0, max: 5 },
        { name: 'reviews', type: 'number', min: 0, onlyInt: true },
        { name: 'updated', type: 'autodate', onCreate: true, onUpdate: true },
      ],
    });
    app.save(prior);
    const row = new Record(prior);
    row.set('id', 'rankingprior001');
    row.set('as_of', '');
    app.save(row);

    const events = app.findCollectionByNameOrId('change_events');
    events.fields.getByName('topic').values = [
      'provider',
      'review',
      'category',
      'blog_post',
      'blog_category',
      'blog_tag',
      'case_study',
      'favorite',
      'review_reply',
      'review_report',
      'helpful_vote',
      'ranking',
    ];
    app.save(events);

    // Frozen history: no live code here. The data already there is scored by the hooks: with
    // `as_of` empty the ranking day is stale, so the hourly job or the next review write
    // (pb_hooks/lib/ranking.js ensureDay) recomputes every score.
  },
  (app) => {
    app.delete(app.findCollectionByNameOrId('ranking_prior'));
    const providers = app.findCollectionByNameOrId('providers');
    providers.removeIndex('idx_providers_ranking');
    for (const f of [
      'ranking_score',
      'ranking_sum',
      'ranking_weight',
      'rating_12m',
      'reviews_12m',
    ]) {
      providers.fields.removeByName(f);
    }
    app.save(providers);
    const events = app.findCollectionByNameOrId('change_events');
    const topic = events.fields.getByName('topic');
    topic.values = topic.values.filter((v) => v !== 'ranking');
    app.save(events);
  },
);
