// Review invitations and provenance, shared by the handlers of
// invitations.pb.js. Rules: src/lib/contract/invitations.ts (bundled into domain.gen.js).

/**
 * SHA-256 of an invitation link's token: the only form in which it is stored.
 * @param {unknown} token
 * @returns {string}
 */
function hashToken(token) {
  return $security.sha256(String(token || ''));
}

/**
 * A date `days` from now as PocketBase stores it.
 * @param {number} ms
 * @returns {string}
 */
function isoIn(ms) {
  return new Date(Date.now() + ms).toISOString().replace('T', ' ');
}

/**
 * @param {core.Record} record
 * @param {string} field
 * @returns {number}
 */
function dateMs(record, field) {
  const dt = record.getDateTime(field);
  return dt.isZero() ? 0 : dt.unix() * 1000;
}

/**
 * The provider `id` when the caller may invite for it: its owner, with an unblocked account,
 * and the provider approved. Fails with the contract's codes otherwise.
 * @param {core.RequestEvent} e
 * @param {string} id
 * @returns {{ caller: core.Record, provider: core.Record }}
 */
function providerToInviteFor(e, id) {
  const util = require(`${__hooks}/lib/util.js`);
  const caller = util.authUser(e);
  if (!caller) return util.fail('sign_in_required');
  if (caller.getBool('blocked')) util.fail('account_blocked');
  const provider = util.findById(e.app, 'providers', id);
  if (provider && !util.domain().isClaimed(provider.getString('user'))) {
    util.fail('provider_unclaimed');
  }
  if (!provider || provider.getString('user') !== caller.id) {
    return util.fail('invitation_owner_only');
  }
  if (provider.getString('status') !== 'approved') util.fail('invitation_provider_not_approved');
  return { caller: caller, provider: provider };
}

/**
 * The dashboard's counts for one provider (contract InvitationStats).
 * @param {core.App} app
 * @param {string} providerId
 */
function stats(app, providerId) {
  const util = require(`${__hooks}/lib/util.js`);
  const d = util.domain();
  const row = new DynamicModel({ sent: 0, opened: 0, reviewed: 0, last_day: 0 });
  app
    .db()
    .newQuery(
      `SELECT COUNT(*) AS sent,
         COALESCE(SUM(CASE WHEN status IN ('opened', 'reviewed') THEN 1 ELSE 0 END), 0) AS opened,
         COALESCE(SUM(CASE WHEN status = 'reviewed' THEN 1 ELSE 0 END), 0) AS reviewed,
         COALESCE(SUM(CASE WHEN sent_at > {:since} THEN 1 ELSE 0 END), 0) AS last_day
       FROM review_invitations WHERE provider = {:p}`,
    )
    .bind({ p: providerId, since: isoIn(-86400000) })
    .one(row);
  return {
    sent: row.sent,
    opened: row.opened,
    reviewed: row.reviewed,
    lastDay: row.last_day,
    remainingToday: Math.max(0, d.INVITATION_DAILY_LIMIT - row.last_day),
    limit: d.INVITATION_DAILY_LIMIT,
  };
}

/**
 * How the member's identity was verified: a LinkedIn link (generic `oidc`), else the e-mail.
 * @param {core.App} app
 * @param {core.Record} user
 * @returns {'linkedin' | 'email'}
 */
function verificationOf(app, user) {
  try {
    const links = app.findAllExternalAuthsByRecord(user);
    for (const l of links) if (l.provider() === 'oidc') return 'linkedin';
  } catch {
    // no links
  }
  return 'email';
}

/**
 * The invitation that makes a review of `providerId` by `user`, written at `at` (a stored
 * date; an import's original date, else now), an invited one: opened through its link by that
 * member (bound to their verified address) before `at`, not used and not expired at `at`; or
 * null.
 * @param {core.App} app
 * @param {string} providerId
 * @param {core.Record | null | undefined} user
 * @param {string} [at]
 * @returns {core.Record | null}
 */
function boundInvitation(app, providerId, user, at) {
  if (!user || !user.getBool('verified')) return null;
  const when = at || require(`${__hooks}/lib/util.js`).nowIso();
  const rows = app.findRecordsByFilter(
    'review_invitations',
    "provider = {:p} && user = {:u} && status = 'opened' && expires > {:at} && opened_at <= {:at}",
    '-opened_at',
    1,
    0,
    { p: providerId, u: user.id, at: when },
  );
  const inv = rows.length ? rows[0] : null;
  if (!inv) return null;
  // Bound to the address it was sent to: the member's current verified e-mail.
  if (inv.getString('email').toLowerCase() !== String(user.email()).toLowerCase()) return null;
  return inv;
}

/**
 * When a review being created is written: a superuser's import carries its original date
 * (`original_created`, lib/imports.js, which validates it); anyone else writes now.
 * @param {core.RequestEvent} e
 * @returns {string}
 */
function writtenAt(e) {
  const util = require(`${__hooks}/lib/util.js`);
  if (!util.isSuperuser(e)) return util.nowIso();
  const raw = String(e.requestInfo().body.original_created || '');
  const t = Date.parse(raw.replace(' ', 'T'));
  return Number.isFinite(t) ? new Date(t).toISOString().replace('T', ' ') : util.nowIso();
}

module.exports = {
  hashToken,
  isoIn,
  dateMs,
  providerToInviteFor,
  stats,
  verificationOf,
  boundInvitation,
  writtenAt,
};
