// Issue 11: nobody but its author learns who wrote an anonymous review through the records API.
// `reviews.reviewer` is hidden, so filters and sorts on it are refused, but expand ignores the
// hidden flag of the relation it follows; the two ends of that relation therefore get rules:
// - users are expanded for nobody but themselves (admins read other accounts directly or
//   through /api/lp/admin/*): closes `reviews?expand=reviewer`, `expand=provider.user`, …;
// - anonymous reviews are expanded for nobody but their author: closes
//   `users?expand=reviews_via_reviewer`.
// audit_log records each use of the admin route that reveals an author for moderation
// (pb_hooks/admin.pb.js); written only by the server, readable by admins.
migrate(
  (app) => {
    const ADMIN = '@request.auth.is_admin = true';
    const SIGNED_IN = '@request.auth.id != ""';

    const users = app.findCollectionByNameOrId('users');
    users.viewRule = `id = @request.auth.id || (@request.context != "expand" && ${ADMIN})`;
    app.save(users);

    const reviews = app.findCollectionByNameOrId('reviews');
    const visible = `(provider.status = "approved" && provider.verified = true) || (${SIGNED_IN} && (reviewer = @request.auth.id || provider.user = @request.auth.id)) || ${ADMIN}`;
    reviews.viewRule = `(@request.context != "expand" || anonymous = false || (${SIGNED_IN} && reviewer = @request.auth.id)) && (${visible})`;
    app.save(reviews);

    app.save(
      new Collection({
        type: 'base',
        name: 'audit_log',
        listRule: ADMIN,
        viewRule: ADMIN,
        createRule: null,
        updateRule: null,
        deleteRule: null,
        fields: [
          // The caller's id and auth collection (`users` or `_superusers`).
          { name: 'actor', type: 'text', required: true, max: 50 },
          { name: 'actor_collection', type: 'text', required: true, max: 50 },
          { name: 'action', type: 'text', required: true, max: 100 },
          // `<collection>/<id>` of the record acted on.
          { name: 'target', type: 'text', required: true, max: 120 },
          { name: 'created', type: 'autodate', onCreate: true, onUpdate: false },
        ],
        indexes: ['CREATE INDEX idx_audit_log_target ON audit_log (target, created)'],
      }),
    );
  },
  (app) => {
    const ADMIN = '@request.auth.is_admin = true';
    const SIGNED_IN = '@request.auth.id != ""';
    app.delete(app.findCollectionByNameOrId('audit_log'));

    const reviews = app.findCollectionByNameOrId('reviews');
    reviews.viewRule = `(provider.status = "approved" && provider.verified = true) || (${SIGNED_IN} && (reviewer = @request.auth.id || provider.user = @request.auth.id)) || ${ADMIN}`;
    app.save(reviews);

    const users = app.findCollectionByNameOrId('users');
    users.viewRule = `id = @request.auth.id || ${ADMIN}`;
    app.save(users);
  },
);
