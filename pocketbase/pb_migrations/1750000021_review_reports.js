// Issue 13, slice B: reports on reviews and moderation. Reviews get a server-kept moderation
// state and `hidden` flag (src/lib/contract/moderation.ts); hidden reviews leave the public
// rules here and every aggregate (contract visibility.ts). Reports are written by members
// (pb_hooks/reports.pb.js) and decided by admins through /api/lp/admin/reviews/{id}/moderation.
migrate(
  (app) => {
    const ADMIN = '@request.auth.is_admin = true';
    const SIGNED_IN = '@request.auth.id != ""';

    const reviews = app.findCollectionByNameOrId('reviews');
    reviews.fields.add(
      new SelectField({
        name: 'moderation',
        maxSelect: 1,
        values: ['under_review', 'held', 'removed'],
      }),
    );
    reviews.fields.add(new BoolField({ name: 'hidden' }));
    // Public: reviews of public providers that moderation does not hide. The author always
    // sees their own; the provider's owner sees the visible ones; admins everything.
    const visible = `((provider.status = "approved" && provider.verified = true) && hidden = false) || (${SIGNED_IN} && (reviewer = @request.auth.id || (provider.user = @request.auth.id && hidden = false))) || ${ADMIN}`;
    reviews.listRule = visible;
    reviews.viewRule = `(@request.context != "expand" || anonymous = false || (${SIGNED_IN} && reviewer = @request.auth.id)) && (${visible})`;
    app.save(reviews);

    const replies = app.findCollectionByNameOrId('review_replies');
    const repliesVisible = `((provider.status = "approved" && provider.verified = true) && review.hidden = false) || (${SIGNED_IN} && (provider.user = @request.auth.id || review.reviewer = @request.auth.id)) || ${ADMIN}`;
    replies.listRule = repliesVisible;
    replies.viewRule = repliesVisible;
    app.save(replies);

    const providers = app.findCollectionByNameOrId('providers');
    const users = app.findCollectionByNameOrId('users');
    app.save(
      new Collection({
        type: 'base',
        name: 'review_reports',
        // Admins read the queue; a reporter reads their own reports.
        listRule: `(${SIGNED_IN} && reporter = @request.auth.id) || ${ADMIN}`,
        viewRule: `(${SIGNED_IN} && reporter = @request.auth.id) || ${ADMIN}`,
        // Who may report (approved member or the provider's owner, not the author) is checked
        // by the hook, with codes.
        createRule: SIGNED_IN,
        // Decided only through the admin moderation route.
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
          // Server-kept: the review's provider.
          {
            name: 'provider',
            type: 'relation',
            collectionId: providers.id,
            maxSelect: 1,
            required: true,
            cascadeDelete: true,
          },
          // Server-kept: the caller. Hidden: an admin sees the reports, not who made them.
          {
            name: 'reporter',
            type: 'relation',
            collectionId: users.id,
            maxSelect: 1,
            required: true,
            hidden: true,
            cascadeDelete: true,
          },
          // Server-kept: whether the reporter owned the review's provider when reporting.
          { name: 'by_owner', type: 'bool' },
          {
            name: 'reason',
            type: 'select',
            maxSelect: 1,
            required: true,
            values: ['harmful', 'personal_data', 'spam', 'not_real', 'other_company'],
          },
          { name: 'detail', type: 'text', max: 2000 },
          { name: 'status', type: 'select', maxSelect: 1, values: ['open', 'upheld', 'dismissed'] },
          { name: 'decided_by', type: 'relation', collectionId: users.id, maxSelect: 1 },
          { name: 'decided_at', type: 'date' },
          { name: 'decision_reason', type: 'text', max: 2000 },
          { name: 'created', type: 'autodate', onCreate: true, onUpdate: false },
          { name: 'updated', type: 'autodate', onCreate: true, onUpdate: true },
        ],
        indexes: [
          // One open report per person and review.
          "CREATE UNIQUE INDEX idx_review_reports_open ON review_reports (review, reporter) WHERE status = 'open'",
          'CREATE INDEX idx_review_reports_status ON review_reports (status, created)',
          'CREATE INDEX idx_review_reports_provider ON review_reports (provider, created)',
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
    const ADMIN = '@request.auth.is_admin = true';
    const SIGNED_IN = '@request.auth.id != ""';
    app.delete(app.findCollectionByNameOrId('review_reports'));
    const reviews = app.findCollectionByNameOrId('reviews');
    reviews.fields.removeByName('moderation');
    reviews.fields.removeByName('hidden');
    const visible = `(provider.status = "approved" && provider.verified = true) || (${SIGNED_IN} && (reviewer = @request.auth.id || provider.user = @request.auth.id)) || ${ADMIN}`;
    reviews.listRule = visible;
    reviews.viewRule = `(@request.context != "expand" || anonymous = false || (${SIGNED_IN} && reviewer = @request.auth.id)) && (${visible})`;
    app.save(reviews);
    const replies = app.findCollectionByNameOrId('review_replies');
    const repliesVisible = `(provider.status = "approved" && provider.verified = true) || (${SIGNED_IN} && (provider.user = @request.auth.id || review.reviewer = @request.auth.id)) || ${ADMIN}`;
    replies.listRule = repliesVisible;
    replies.viewRule = repliesVisible;
    app.save(replies);
    const events = app.findCollectionByNameOrId('change_events');
    const topic = events.fields.getByName('topic');
    topic.values = topic.values.filter((v) => v !== 'review_report');
    app.save(events);
  },
);
