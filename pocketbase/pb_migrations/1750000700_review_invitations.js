// review invitations and provenance.
//
// review_invitations: one row per address a provider's owner invited. Created, opened and
// closed only by the routes of pb_hooks/invitations.pb.js (every API rule is superuser-only):
// the owner reads their counts through GET /api/lp/providers/{id}/invitations. The link's
// token is stored only as its SHA-256 (`token_hash`, hidden).
//
// reviews.source ('invited' | 'organic') and reviews.reviewer_verification ('linkedin' |
// 'email') are server-kept (pb_hooks/invitations.pb.js): a client's value is always replaced.
// Existing reviews are organic; their verification is read from the author's LinkedIn link
// (PocketBase's generic `oidc` provider) as it stands today.
migrate(
  (app) => {
    const users = app.findCollectionByNameOrId('users');
    const providers = app.findCollectionByNameOrId('providers');
    const reviews = app.findCollectionByNameOrId('reviews');
    app.save(
      new Collection({
        type: 'base',
        name: 'review_invitations',
        listRule: null,
        viewRule: null,
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
          // The owner who sent it (emptied when that account is deleted).
          { name: 'invited_by', type: 'relation', collectionId: users.id, maxSelect: 1 },
          { name: 'email', type: 'email', required: true },
          { name: 'token_hash', type: 'text', required: true, hidden: true, max: 64 },
          {
            name: 'status',
            type: 'select',
            maxSelect: 1,
            required: true,
            values: ['sent', 'opened', 'reviewed'],
          },
          { name: 'sent_at', type: 'date', required: true },
          { name: 'expires', type: 'date', required: true },
          { name: 'opened_at', type: 'date' },
          // The member the link was bound to (their verified e-mail is `email`).
          { name: 'user', type: 'relation', collectionId: users.id, maxSelect: 1 },
          // The review it turned into (set with status `reviewed`).
          { name: 'review', type: 'relation', collectionId: reviews.id, maxSelect: 1 },
          { name: 'created', type: 'autodate', onCreate: true, onUpdate: false },
          { name: 'updated', type: 'autodate', onCreate: true, onUpdate: true },
        ],
        indexes: [
          'CREATE UNIQUE INDEX idx_review_invitations_token ON review_invitations (token_hash)',
          'CREATE INDEX idx_review_invitations_provider ON review_invitations (provider, sent_at)',
          'CREATE INDEX idx_review_invitations_email ON review_invitations (provider, email)',
          'CREATE INDEX idx_review_invitations_user ON review_invitations (user, provider)',
        ],
      }),
    );
    reviews.fields.add(
      new SelectField({ name: 'source', maxSelect: 1, values: ['invited', 'organic'] }),
    );
    reviews.fields.add(
      new SelectField({
        name: 'reviewer_verification',
        maxSelect: 1,
        values: ['linkedin', 'email'],
      }),
    );
    app.save(reviews);
    app
      .db()
      .newQuery(
        `UPDATE reviews SET source = 'organic',
           reviewer_verification = CASE WHEN EXISTS (
             SELECT 1 FROM _externalAuths ea
             WHERE ea.collectionRef = {:users} AND ea.recordRef = reviews.reviewer AND ea.provider = 'oidc'
           ) THEN 'linkedin' ELSE 'email' END`,
      )
      .bind({ users: users.id })
      .execute();
  },
  (app) => {
    const reviews = app.findCollectionByNameOrId('reviews');
    reviews.fields.removeByName('source');
    reviews.fields.removeByName('reviewer_verification');
    app.save(reviews);
    app.delete(app.findCollectionByNameOrId('review_invitations'));
  },
);
