// A profile the platform holds has no owner (`providers.user` empty): it is unclaimed for every
// purpose (claimable, no requests for proposal, no statistics nor invitations, reassigned by an
// admin; docs/DATA-MODEL.md § providers). Until now the demo kept such listings under an
// internal directory account (`directorio@lapieza.io`), which made them look claimed: their
// owner is emptied here. The account itself stays (it may have signed in); it owns nothing.
// Plain SQL: no hook runs, so the stored pages of those providers are re-rendered by
// `npm run rebuild` (docs/OPERATIONS.md).
const DIRECTORY_ACCOUNT = 'directorio@lapieza.io';

migrate(
  (app) => {
    app
      .db()
      .newQuery(
        `UPDATE providers SET user = ''
         WHERE user IN (SELECT id FROM users WHERE lower(email) = {:email})`,
      )
      .bind({ email: DIRECTORY_ACCOUNT })
      .execute();
  },
  (app) => {
    // Which listings the account held is not recorded: every approved provider without owner
    // goes back to it (those whose owner deleted the account are pending and stay ownerless).
    app
      .db()
      .newQuery(
        `UPDATE providers
         SET user = (SELECT id FROM users WHERE lower(email) = {:email} LIMIT 1)
         WHERE user = '' AND status = 'approved'
           AND EXISTS (SELECT 1 FROM users WHERE lower(email) = {:email})`,
      )
      .bind({ email: DIRECTORY_ACCOUNT })
      .execute();
  },
);
