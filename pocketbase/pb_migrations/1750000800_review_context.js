// a review's context and sub-ratings, and the per-provider aggregate of them.
// - reviews: the service contracted, the reviewer's company size, country and industry, how
//   long the relationship lasted and whether it continues, four sub-ratings (0 = not given),
//   whether "¿Lo recomendarías?" was answered (`would_recommend` itself is from the first
//   schema), and the private contract model and cost band. Every field is optional (older
//   reviews have none); the values are checked by pb_hooks/lib/reviews.js against the lists
//   of src/lib/contract/review-context.ts (text fields here so the lists live once).
//   `contract_model` and `cost_band` are hidden: never in API output, not filterable or
//   sortable by anyone but superusers; the hooks take them from the request body.
// - review_facts: one row per provider with reviews, written by the hooks only after every
//   review change (sub-rating averages, recommendation share, private fields as counts once
//   at least 3 public reviews gave them); public to read when the provider is public.
migrate(
  (app) => {
    const reviews = app.findCollectionByNameOrId('reviews');
    for (const name of [
      'service',
      'company_size',
      'reviewer_country',
      'industry',
      'relationship_duration',
      'relationship_status',
    ]) {
      reviews.fields.add(new TextField({ name: name, max: 100 }));
    }
    for (const name of ['rating_quality', 'rating_compliance', 'rating_support', 'rating_value']) {
      reviews.fields.add(new NumberField({ name: name, min: 0, max: 5, onlyInt: true }));
    }
    reviews.fields.add(new BoolField({ name: 'recommend_answered' }));
    for (const name of ['contract_model', 'cost_band']) {
      reviews.fields.add(new TextField({ name: name, max: 40, hidden: true }));
    }
    app.save(reviews);

    const providers = app.findCollectionByNameOrId('providers');
    const publicProvider = 'provider.status = "approved" && provider.verified = true';
    const facts = new Collection({
      type: 'base',
      name: 'review_facts',
      listRule: publicProvider,
      viewRule: publicProvider,
      createRule: null,
      updateRule: null,
      deleteRule: null,
      fields: [
        {
          name: 'provider',
          type: 'relation',
          required: true,
          collectionId: providers.id,
          cascadeDelete: true,
          maxSelect: 1,
        },
        { name: 'facts', type: 'json', maxSize: 20000 },
        { name: 'updated', type: 'autodate', onCreate: true, onUpdate: true },
      ],
      indexes: ['CREATE UNIQUE INDEX idx_review_facts_provider ON review_facts (provider)'],
    });
    app.save(facts);
  },
  (app) => {
    app.delete(app.findCollectionByNameOrId('review_facts'));
    const reviews = app.findCollectionByNameOrId('reviews');
    for (const name of [
      'service',
      'company_size',
      'reviewer_country',
      'industry',
      'relationship_duration',
      'relationship_status',
      'rating_quality',
      'rating_compliance',
      'rating_support',
      'rating_value',
      'recommend_answered',
      'contract_model',
      'cost_band',
    ]) {
      reviews.fields.removeByName(name);
    }
    app.save(reviews);
  },
);
