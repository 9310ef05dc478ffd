// Claims, requests for proposal and statistics: helpers of provider-owner.pb.js.
// Rules (domains, limits, windows, bot and prefetch tests) come from
// src/lib/contract/provider-owner.ts through domain.gen.js.

/** @typedef {import('../../../src/lib/contract/errors').ErrorCode} ErrorCode */

/**
 * A public provider by id, or null (only public providers have a page to claim or ask).
 * @param {core.App} app
 * @param {unknown} id
 * @returns {core.Record | null}
 */
function publicProvider(app, id) {
  const util = require(`${__hooks}/lib/util.js`);
  if (!util.domain().isRecordId(String(id || ''))) return null;
  const p = util.findById(app, 'providers', /** @type {string} */ (id));
  return p && util.isPublicProvider(p) ? p : null;
}

/**
 * The signed-in member who may claim or ask for a proposal: not blocked (the records API's
 * block in blocked.pb.js does not cover custom routes), approved. `signInCode` without one.
 * @param {core.RequestEvent} e
 * @param {ErrorCode} signInCode
 * @returns {core.Record}
 */
function requireMember(e, signInCode) {
  const util = require(`${__hooks}/lib/util.js`);
  const caller = util.authUser(e);
  if (!caller) return util.fail(signInCode);
  if (caller.getBool('blocked')) util.fail('account_blocked');
  if (!caller.getBool('approved')) util.fail('owner_account_not_approved');
  return caller;
}

/**
 * @param {unknown} token
 * @returns {string}
 */
function tokenHash(token) {
  return $security.sha256(String(token));
}

/**
 * The member's name as a person reads it ('' when the profile has none).
 * @param {core.Record} user
 * @returns {string}
 */
function fullName(user) {
  return [user.getString('first_name'), user.getString('last_name')]
    .filter((s) => s.trim() !== '')
    .join(' ');
}

/**
 * Whether a hit or click should be counted: people only, no bots, no prefetches.
 * @param {HookRequestEvent} e
 * @returns {boolean}
 */
function countable(e) {
  const d = require(`${__hooks}/lib/domain.gen.js`);
  const h = e.request.header;
  return !d.isBotAgent(h.get('User-Agent')) && !d.isPrefetch((name) => h.get(name));
}

/**
 * Adds 1 to `column` of the provider's row of today (site day), creating the row.
 * @param {core.App} app
 * @param {string} providerId
 * @param {string} column
 */
function bump(app, providerId, column) {
  const d = require(`${__hooks}/lib/domain.gen.js`);
  if (['views', 'website_clicks', 'comparisons'].indexOf(column) === -1) return;
  app
    .db()
    .newQuery(
      `INSERT INTO provider_stats_daily (id, provider, day, views, website_clicks, comparisons)
       VALUES ({:id}, {:p}, {:day}, 0, 0, 0)
       ON CONFLICT (provider, day) DO NOTHING`,
    )
    .bind({
      id: $security.randomStringWithAlphabet(15, 'abcdefghijklmnopqrstuvwxyz0123456789'),
      p: providerId,
      day: d.siteDay(new Date()),
    })
    .execute();
  app
    .db()
    .newQuery(
      `UPDATE provider_stats_daily SET [[${column}]] = [[${column}]] + 1
       WHERE provider = {:p} AND day = {:day}`,
    )
    .bind({ p: providerId, day: d.siteDay(new Date()) })
    .execute();
}

/**
 * Per site day counts of `collection` rows of the provider created (or dated by `column`) since `from` (an instant).
 * @param {core.App} app
 * @param {string} collection
 * @param {string} providerId
 * @param {string} from
 * @param {string} key
 * @param {string} [column]
 * @returns {{ [key: string]: string | number }[]}
 */
function perDay(app, collection, providerId, from, key, column) {
  const d = require(`${__hooks}/lib/domain.gen.js`);
  const at = column || 'created';
  const rows = arrayOf(new DynamicModel({ created: '' }));
  app
    .db()
    .newQuery(
      `SELECT ${at} AS created FROM ${collection} WHERE provider = {:p} AND ${at} >= {:from}`,
    )
    .bind({ p: providerId, from: from })
    .all(rows);
  /** @type {{ [day: string]: number }} */
  const byDay = {};
  for (const r of rows) {
    const day = d.siteDay(new Date(String(r.created).replace(' ', 'T')));
    byDay[day] = (byDay[day] || 0) + 1;
  }
  return Object.keys(byDay).map((day) => ({ day: day, [key]: byDay[day] }));
}

/**
 * Review invitations sent per day, by the day they were sent.
 * @param {core.App} app
 * @param {string} providerId
 * @param {string} from
 */
function invitationsPerDay(app, providerId, from) {
  return perDay(app, 'review_invitations', providerId, from, 'invitations', 'sent_at');
}

/**
 * The provider's figures over the last `days` site days (today included).
 * @param {core.App} app
 * @param {string} providerId
 * @param {import('../../../src/lib/contract/provider-owner').StatWindow} days
 * @returns {import('../../../src/lib/contract/provider-owner').ProviderStatsAnswer}
 */
function stats(app, providerId, days) {
  const d = require(`${__hooks}/lib/domain.gen.js`);
  const now = new Date();
  const start = d.windowStart(now, days);
  const from = d.siteDayStart(start);
  const rows = arrayOf(new DynamicModel({ day: '', views: 0, website_clicks: 0, comparisons: 0 }));
  app
    .db()
    .newQuery(
      `SELECT day, views, website_clicks, comparisons FROM provider_stats_daily
       WHERE provider = {:p} AND day >= {:start}`,
    )
    .bind({ p: providerId, start: start })
    .all(rows);
  /** @type {{ [key: string]: unknown }[]} */
  const parts = rows.map((r) => ({
    day: r.day,
    views: r.views,
    website_clicks: r.website_clicks,
    comparisons: r.comparisons,
  }));
  const invitations = invitationsPerDay(app, providerId, from);
  /** @type {any[]} rows of { day, <count> } for fillDays */
  const all = parts
    .concat(perDay(app, 'proposal_requests', providerId, from, 'leads'))
    .concat(perDay(app, 'user_favorites', providerId, from, 'favorites'))
    .concat(invitations || []);
  return {
    days: days,
    series: d.fillDays(d.siteDay(now), days, all),
    invitations_counted: invitations !== null,
  };
}

/**
 * Makes `member` the owner of `provider` (a profile without owner) and gives the account the
 * provider role, in the transaction `tx`: a claim's approval and an admin's reassignment.
 * Refuses a provider that has an owner and a member who already runs one (one per account:
 * `alreadyCode`, worded for whoever asked).
 * @param {core.App} tx
 * @param {core.Record} provider
 * @param {core.Record} member
 * @param {ErrorCode} alreadyCode
 */
function assignOwner(tx, provider, member, alreadyCode) {
  const util = require(`${__hooks}/lib/util.js`);
  if (util.domain().isClaimed(provider.getString('user'))) util.fail('claim_provider_owned');
  const owned = util.count(tx, 'SELECT COUNT(*) AS n FROM providers WHERE user = {:u}', {
    u: member.id,
  });
  if (owned > 0) util.fail(alreadyCode);
  provider.set('user', member.id);
  tx.save(provider);
  const roles = member.get('roles') || [];
  const list = [];
  for (let i = 0; i < roles.length; i++) list.push(String(roles[i]));
  if (list.indexOf('provider') === -1) list.push('provider');
  member.set('roles', list);
  tx.save(member);
}

module.exports = {
  assignOwner,
  publicProvider,
  requireMember,
  tokenHash,
  fullName,
  countable,
  bump,
  stats,
  invitationsPerDay,
};
