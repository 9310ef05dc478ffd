// Issue 20, items 7, 8 and 11: account deletion, data export and e-mail preferences
// (pb_hooks/account.pb.js; what deletion does to each collection: src/lib/contract/personal-data.ts).
// - users: two opt-out flags for the non-essential e-mails (false = the member gets them, so
//   every existing account keeps receiving what it received before) and `reauth_at`, hidden,
//   set by a LinkedIn sign-in: an account without a known password re-authenticates for
//   deletion by signing in with LinkedIn again (the route accepts it for 10 minutes).
// - providers: `user` no longer required: a deleted member's provider stays, without owner and
//   `pending` (not public), until an admin gives it a new owner.
// - review_reports: `reporter` no longer required: a deleted member's open reports stay in the
//   moderation queue without a reporter; the one-open-report-per-person index skips them.
const OPEN_INDEX_OLD =
  "CREATE UNIQUE INDEX idx_review_reports_open ON review_reports (review, reporter) WHERE status = 'open'";
const OPEN_INDEX_NEW =
  "CREATE UNIQUE INDEX idx_review_reports_open ON review_reports (review, reporter) WHERE status = 'open' AND reporter != ''";

migrate(
  (app) => {
    const users = app.findCollectionByNameOrId('users');
    users.fields.add(new BoolField({ name: 'mail_off_replies' }));
    users.fields.add(new BoolField({ name: 'mail_off_approval' }));
    users.fields.add(new DateField({ name: 'reauth_at', hidden: true }));
    app.save(users);

    const providers = app.findCollectionByNameOrId('providers');
    providers.fields.getByName('user').required = false;
    app.save(providers);

    const reports = app.findCollectionByNameOrId('review_reports');
    reports.fields.getByName('reporter').required = false;
    reports.indexes = reports.indexes.map((i) => (i === OPEN_INDEX_OLD ? OPEN_INDEX_NEW : i));
    app.save(reports);
  },
  (app) => {
    const users = app.findCollectionByNameOrId('users');
    for (const f of ['mail_off_replies', 'mail_off_approval', 'reauth_at']) {
      users.fields.removeByName(f);
    }
    app.save(users);
    const providers = app.findCollectionByNameOrId('providers');
    providers.fields.getByName('user').required = true;
    app.save(providers);
    const reports = app.findCollectionByNameOrId('review_reports');
    reports.fields.getByName('reporter').required = true;
    reports.indexes = reports.indexes.map((i) => (i === OPEN_INDEX_NEW ? OPEN_INDEX_OLD : i));
    app.save(reports);
  },
);
