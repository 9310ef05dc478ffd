// The `trust_decision` outbox topic: an account approved, un-approved or deleted once approved,
// or a public warning issued, re-renders the transparency report (it counts approvals by rule
// and by admin, and warnings issued). Frozen history: the topic list as it stands today.
migrate(
  (app) => {
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
      'trust_decision',
    ];
    app.save(events);
  },
  (app) => {
    const events = app.findCollectionByNameOrId('change_events');
    const topic = events.fields.getByName('topic');
    topic.values = topic.values.filter((v) => v !== 'trust_decision');
    app.save(events);
  },
);
