// Issue 13, slice C: "Útil" votes on reviews, one per member and review (a toggle: create to
// mark, delete to unmark). reviews.helpful_count is kept exact by pb_hooks/votes.pb.js.
migrate(
  (app) => {
    const SIGNED_IN = '@request.auth.id != ""';
    const reviews = app.findCollectionByNameOrId('reviews');
    const providers = app.findCollectionByNameOrId('providers');
    const users = app.findCollectionByNameOrId('users');
    app.save(
      new Collection({
        type: 'base',
        name: 'helpful_votes',
        // One's own votes only (who voted what is nobody else's business).
        listRule: `${SIGNED_IN} && user = @request.auth.id`,
        viewRule: `${SIGNED_IN} && user = @request.auth.id`,
        // Eligibility (a visible review, not one's own) is checked by the hook, with codes.
        createRule: SIGNED_IN,
        updateRule: null,
        deleteRule: `${SIGNED_IN} && user = @request.auth.id`,
        fields: [
          {
            name: 'review',
            type: 'relation',
            collectionId: reviews.id,
            maxSelect: 1,
            required: true,
            cascadeDelete: true,
          },
          // Server-kept: the caller.
          {
            name: 'user',
            type: 'relation',
            collectionId: users.id,
            maxSelect: 1,
            required: true,
            cascadeDelete: true,
          },
          // Server-kept: the review's provider (outbox).
          {
            name: 'provider',
            type: 'relation',
            collectionId: providers.id,
            maxSelect: 1,
            required: true,
            cascadeDelete: true,
          },
          { name: 'created', type: 'autodate', onCreate: true, onUpdate: false },
        ],
        indexes: [
          'CREATE UNIQUE INDEX idx_helpful_votes_review_user ON helpful_votes (review, user)',
        ],
      }),
    );
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
    ];
    app.save(events);
  },
  (app) => {
    app.delete(app.findCollectionByNameOrId('helpful_votes'));
    const events = app.findCollectionByNameOrId('change_events');
    const topic = events.fields.getByName('topic');
    topic.values = topic.values.filter((v) => v !== 'helpful_vote');
    app.save(events);
  },
);
