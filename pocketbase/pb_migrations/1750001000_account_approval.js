// Approval from evidence (docs/DECISIONS.md § Approval from evidence): each approved account
// records the rule that approved it, `approved_by` (company_domain | invitation | linkedin |
// admin; empty while pending), and the admin who approved it (`approved_admin`) when the rule
// is `admin`. Both are server-kept (pb_hooks/users.pb.js). Accounts approved before this
// migration are backfilled: an account linked to LinkedIn (the generic `oidc` provider) was
// approved by its LinkedIn sign-in, any other by an admin, named from the audit log's
// `user_approved` row when there is one.
const LINKEDIN_PROVIDER = 'oidc';

migrate(
  (app) => {
    const users = app.findCollectionByNameOrId('users');
    users.fields.add(new TextField({ name: 'approved_by', max: 30 }));
    users.fields.add(
      new RelationField({
        name: 'approved_admin',
        collectionId: users.id,
        maxSelect: 1,
        cascadeDelete: false,
      }),
    );
    app.save(users);
    app
      .db()
      .newQuery(
        `UPDATE users SET approved_by = CASE WHEN EXISTS (
           SELECT 1 FROM _externalAuths ea
           WHERE ea.collectionRef = {:users} AND ea.recordRef = users.id AND ea.provider = {:oidc}
         ) THEN 'linkedin' ELSE 'admin' END
         WHERE approved = TRUE AND approved_by = ''`,
      )
      .bind({ users: users.id, oidc: LINKEDIN_PROVIDER })
      .execute();
    app
      .db()
      .newQuery(
        `UPDATE users SET approved_admin = COALESCE((
           SELECT a.actor FROM audit_log a
           WHERE a.action = 'user_approved' AND a.target = 'users/' || users.id
             AND a.actor_collection = 'users' AND a.actor IN (SELECT id FROM users)
           ORDER BY a.created DESC LIMIT 1
         ), '')
         WHERE approved_by = 'admin' AND approved_admin = ''`,
      )
      .execute();
  },
  (app) => {
    const users = app.findCollectionByNameOrId('users');
    users.fields.removeByName('approved_by');
    users.fields.removeByName('approved_admin');
    app.save(users);
  },
);
