// Issue 13, slice A: a provider's public reply to a review ("Respuesta del proveedor"), one
// per review, with one rejoinder by the reviewer. Who may write which field is checked by
// pb_hooks/replies.pb.js (so refusals carry contract codes); the rules below are the outer
// bound: the provider's owner and the review's author write, admins delete (moderation).
migrate(
  (app) => {
    const ADMIN = '@request.auth.is_admin = true';
    const SIGNED_IN = '@request.auth.id != ""';
    const reviews = app.findCollectionByNameOrId('reviews');
    const providers = app.findCollectionByNameOrId('providers');
    const users = app.findCollectionByNameOrId('users');
    // Same audience as the review it answers (reviews' list rule).
    const visible = `(provider.status = "approved" && provider.verified = true) || (${SIGNED_IN} && (provider.user = @request.auth.id || review.reviewer = @request.auth.id)) || ${ADMIN}`;
    app.save(
      new Collection({
        type: 'base',
        name: 'review_replies',
        listRule: visible,
        viewRule: visible,
        // Only the provider's owner (checked by the hook, with its own code).
        createRule: SIGNED_IN,
        // The owner edits `body`, the review's author adds `rejoinder` once (hook).
        updateRule: `${SIGNED_IN} && (provider.user = @request.auth.id || review.reviewer = @request.auth.id)`,
        deleteRule: `(${SIGNED_IN} && provider.user = @request.auth.id) || ${ADMIN}`,
        fields: [
          {
            name: 'review',
            type: 'relation',
            collectionId: reviews.id,
            maxSelect: 1,
            required: true,
            cascadeDelete: true,
          },
          // Server-kept: the review's provider.
          {
            name: 'provider',
            type: 'relation',
            collectionId: providers.id,
            maxSelect: 1,
            required: true,
            cascadeDelete: true,
          },
          // Server-kept: the account that replied (hidden like reviews.reviewer).
          {
            name: 'author',
            type: 'relation',
            collectionId: users.id,
            maxSelect: 1,
            hidden: true,
            cascadeDelete: false,
          },
          { name: 'body', type: 'text', required: true, max: 3000 },
          // Server-kept: set when the body changes after creation ("editada").
          { name: 'edited_at', type: 'date' },
          { name: 'rejoinder', type: 'text', max: 3000 },
          // Server-kept: when the reviewer added the rejoinder.
          { name: 'rejoinder_at', type: 'date' },
          { name: 'created', type: 'autodate', onCreate: true, onUpdate: false },
          { name: 'updated', type: 'autodate', onCreate: true, onUpdate: true },
        ],
        indexes: [
          'CREATE UNIQUE INDEX idx_review_replies_review ON review_replies (review)',
          'CREATE INDEX idx_review_replies_provider ON review_replies (provider, created)',
        ],
      }),
    );

    // The outbox gets the new topic (the contract's OUTBOX_TOPICS).
    const events = app.findCollectionByNameOrId('change_events');
    const topic = events.fields.getByName('topic');
    topic.values = [
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
    app.delete(app.findCollectionByNameOrId('review_replies'));
    const events = app.findCollectionByNameOrId('change_events');
    const topic = events.fields.getByName('topic');
    topic.values = topic.values.filter((v) => v !== 'review_reply');
    app.save(events);
  },
);
