// Shapes of the admin routes (see admin.pb.js); their types: src/lib/contract/admin.ts.

/** @typedef {import('../../../src/lib/contract/admin').AdminUserRow} AdminUserRow */
/** @typedef {import('../../../src/lib/contract/admin').AdminUser} AdminUser */
/** @typedef {import('../../../src/lib/contract/admin').AdminProviderRow} AdminProviderRow */
/** @typedef {import('../../../src/lib/contract/admin').AdminProvider} AdminProvider */
/** @typedef {import('../../../src/lib/contract/admin').AdminPostRow} AdminPostRow */
/**
 * @template T
 * @typedef {import('./paging.js').PagedRows<T>} PagedRows
 */

/**
 * @param {core.RequestEvent} e
 */
function requireAdmin(e) {
  const util = require(`${__hooks}/lib/util.js`);
  if (!e.auth) util.fail('sign_in_required');
  if (!util.isSuperuser(e) && !util.isAdmin(util.authUser(e))) util.fail('admin_only');
}

/**
 * An admin's decision on a review (the moderation and verification routes): the body's
 * `decision` as sent and its `reason` trimmed, after the admin check; an unreadable body is
 * refused with `decision_invalid`. Each route checks the decision against its own list.
 * @param {core.RequestEvent} e
 * @returns {{ decision: string, reason: string }}
 */
function decisionOf(e) {
  const util = require(`${__hooks}/lib/util.js`);
  requireAdmin(e);
  const body = util.bodyAs(e, { decision: '', reason: '' }, 'decision_invalid');
  return { decision: String(body.decision), reason: String(body.reason).trim() };
}

/**
 * The optional free-text note of an admin action's body, trimmed; refused with `tooLongCode`
 * above `max` characters (an unreadable body: `form_invalid`).
 * @param {core.RequestEvent} e
 * @param {number} max
 * @param {import('../../../src/lib/contract/errors').ErrorCode} tooLongCode
 * @returns {string}
 */
function bodyNote(e, max, tooLongCode) {
  const util = require(`${__hooks}/lib/util.js`);
  const body = util.bodyAs(e, { note: '' }, 'form_invalid');
  const note = String(body.note || '').trim();
  if (note.length > max) util.fail(tooLongCode);
  return note;
}

/**
 * @param {core.Record} r a users record
 * @returns {AdminUserRow}
 */
function userRow(r) {
  return {
    id: r.id,
    user_id: r.id,
    email: r.email(),
    first_name: r.getString('first_name'),
    last_name: r.getString('last_name'),
    job_title: r.getString('job_title'),
    company_name: r.getString('company_name'),
    bio: r.getString('bio'),
    user_type: /** @type {AdminUserRow['user_type']} */ (r.getString('user_type')),
    roles: /** @type {AdminUserRow['roles']} */ (r.getStringSlice('roles')),
    is_admin: r.getBool('is_admin'),
    verified: r.verified(),
    approved: r.getBool('approved'),
    approved_at: r.getString('approved_at'),
    approved_by: /** @type {AdminUserRow['approved_by']} */ (r.getString('approved_by')),
    approved_admin: r.getString('approved_admin'),
    // The evidence an admin weighs (docs/DECISIONS.md § Approval from evidence).
    email_domain_kind: require(`${__hooks}/lib/util.js`).domain().emailDomainKindOf(r.email()),
    linkedin_url: r.getString('linkedin_url'),
    blocked: r.getBool('blocked'),
    blocked_by: r.getString('blocked_by'),
    blocked_at: r.getString('blocked_at'),
    blocked_reason: r.getString('blocked_reason'),
    created: r.getString('created'),
    updated: r.getString('updated'),
  };
}

/**
 * Who wrote a review, as the moderation route shows it.
 * @param {core.Record} u
 * @returns {import('../../../src/lib/contract/admin').AdminReviewAuthor}
 */
function authorRow(u) {
  return {
    id: u.id,
    email: u.email(),
    first_name: u.getString('first_name'),
    last_name: u.getString('last_name'),
    job_title: u.getString('job_title'),
    company_name: u.getString('company_name'),
    linkedin_url: u.getString('linkedin_url'),
  };
}

/**
 * Writes one audit_log row for the caller of an admin route, with what the admin wrote with the
 * action (`note`: a block's reason, an unblock's note) when there is one.
 * @param {{ app: core.App, auth?: core.Record }} e the admin's request (signed in)
 * @param {string} action
 * @param {string} target
 * @param {string} [note]
 */
function audit(e, action, target, note) {
  const auth = /** @type {core.Record} */ (e.auth);
  const row = new Record(e.app.findCachedCollectionByNameOrId('audit_log'));
  row.set('actor', auth.id);
  row.set('actor_collection', auth.collection().name);
  row.set('action', action);
  row.set('target', target);
  if (note) row.set('note', note);
  e.app.save(row);
}

/**
 * A provider as the admin lists show it, with its creator (`owner`, a users record or null).
 * Not the description nor the case studies: a page of 50 stays far under 200 KB.
 * @param {core.Record} r
 * @param {core.Record | null} owner
 * @returns {AdminProviderRow}
 */
function providerRow(r, owner) {
  const util = require(`${__hooks}/lib/util.js`);
  return {
    id: r.id,
    collectionId: r.collection().id,
    user: r.getString('user'),
    slug: r.getString('slug'),
    company_name: r.getString('company_name'),
    logo: r.getString('logo'),
    website: r.getString('website'),
    whatsapp_number: r.getString('whatsapp_number'),
    headquarters_country: r.getString('headquarters_country'),
    categories: util.jsonStrings(r, 'categories') || [],
    verified: r.getBool('verified'),
    featured: r.getBool('featured'),
    status: /** @type {AdminProviderRow['status']} */ (r.getString('status')),
    approved_at: r.getString('approved_at'),
    approved_by: r.getString('approved_by'),
    admin_notes: r.getString('admin_notes'),
    average_rating: r.getFloat('average_rating'),
    total_reviews: r.getInt('total_reviews'),
    created: r.getString('created'),
    updated: r.getString('updated'),
    user_first_name: owner ? owner.getString('first_name') : '',
    user_last_name: owner ? owner.getString('last_name') : '',
    user_email: owner ? owner.email() : '',
    user_linkedin_url: owner ? owner.getString('linkedin_url') : '',
  };
}

/**
 * A blog post as the admin list shows it (no content: the editor loads the post itself).
 * @param {core.Record} r
 * @returns {AdminPostRow}
 */
function postRow(r) {
  return {
    id: r.id,
    collectionId: r.collection().id,
    slug: r.getString('slug'),
    title: r.getString('title'),
    excerpt: r.getString('excerpt'),
    featured_image: r.getString('featured_image'),
    featured_image_url: r.getString('featured_image_url'),
    featured: r.getBool('featured'),
    status: /** @type {AdminPostRow['status']} */ (r.getString('status')),
    published_at: r.getString('published_at'),
    reading_time: r.getInt('reading_time'),
    view_count: r.getInt('view_count'),
    external_url: r.getString('external_url'),
    categories: r.getStringSlice('categories'),
    tags: r.getStringSlice('tags'),
    created: r.getString('created'),
    updated: r.getString('updated'),
  };
}

// approved users are approved and not blocked; blocked users are every blocked one.
const USERS_APPROVED = 'users.approved = TRUE AND users.blocked = FALSE';
const USERS_BLOCKED = 'users.blocked = TRUE';
// Issue 20: pending accounts wait for an admin's approval (blocked ones are in the blocked list).
const USERS_PENDING = 'users.approved = FALSE AND users.blocked = FALSE';

/**
 * The counts the panel shows (summary cards, tab headers, blog statistics): SQL COUNTs.
 * @param {core.App} app
 * @returns {import('../../../src/lib/contract/admin').UserCounts}
 */
function userCounts(app) {
  const paging = require(`${__hooks}/lib/paging.js`);
  return {
    approved: paging.count(app, 'users', [USERS_APPROVED]),
    blocked: paging.count(app, 'users', [USERS_BLOCKED]),
    pending: paging.count(app, 'users', [USERS_PENDING]),
  };
}

// A provider without owner (src/lib/contract/provider-owner.ts, isClaimed).
const UNOWNED = "(p.user = '' OR p.user IS NULL)";

/**
 * @param {core.App} app
 * @returns {import('../../../src/lib/contract/admin').ProviderCounts}
 */
function providerCounts(app) {
  const row = new DynamicModel({ approved: 0, rejected: 0, pending: 0, unowned: 0 });
  app
    .db()
    .newQuery(
      `SELECT COALESCE(SUM(status = 'approved'), 0) AS approved, COALESCE(SUM(status = 'rejected'), 0) AS rejected, COALESCE(SUM(status = 'pending'), 0) AS pending, COALESCE(SUM(${UNOWNED}), 0) AS unowned FROM providers p`,
    )
    .one(row);
  return {
    approved: row.approved,
    rejected: row.rejected,
    pending: row.pending,
    unowned: row.unowned,
  };
}

/**
 * Posts by what the public sees: published (the published-post rule of the contract, so a
 * post dated in the future is not counted), scheduled (published with a future date), drafts.
 * @param {core.App} app
 * @returns {import('../../../src/lib/contract/admin').PostCounts}
 */
function postCounts(app) {
  const live = require(`${__hooks}/lib/domain.gen.js`).publishedPostSql('{:now}');
  const row = new DynamicModel({ total: 0, published: 0, drafts: 0, views: 0 });
  app
    .db()
    .newQuery(
      `SELECT COUNT(*) AS total, COALESCE(SUM(${live}), 0) AS published, COALESCE(SUM(status != 'published'), 0) AS drafts, COALESCE(SUM(view_count), 0) AS views FROM blog_posts`,
    )
    .bind({ now: new Date().toISOString().replace('T', ' ') })
    .one(row);
  return {
    total: row.total,
    published: row.published,
    scheduled: row.total - row.published - row.drafts,
    drafts: row.drafts,
    views: row.views,
  };
}

/**
 * Adds to each user row `invitation_pending`: a provider's invitation to that address is
 * still valid (not used, not expired). One query for the page.
 * @param {core.App} app
 * @param {AdminUserRow[]} rows
 * @returns {AdminUser[]}
 */
function withInvitations(app, rows) {
  const emails = rows.map((r) => String(r.email || '').toLowerCase()).filter(Boolean);
  const pending = new Set();
  if (emails.length) {
    /** @type {{ [name: string]: unknown }} */
    const binds = { now: require(`${__hooks}/lib/util.js`).nowIso() };
    const names = emails.map((em, i) => {
      binds['e' + i] = em;
      return '{:e' + i + '}';
    });
    const found = arrayOf(new DynamicModel({ email: '' }));
    app
      .db()
      .newQuery(
        `SELECT DISTINCT email FROM review_invitations
         WHERE email IN (${names.join(', ')}) AND status != 'reviewed' AND expires > {:now}`,
      )
      .bind(binds)
      .all(found);
    for (const f of found) pending.add(f.email);
  }
  const users = /** @type {AdminUser[]} */ (rows);
  for (const r of users) r.invitation_pending = pending.has(String(r.email || '').toLowerCase());
  return users;
}

/**
 * GET /api/lp/admin/users: `approved`, `blocked` (true|false), `role`, `q` (name, e-mail,
 * company), `sort` (-created|created|name|email), `page`, `perPage`.
 * @param {core.RequestEvent} e
 * @returns {PagedRows<AdminUser>}
 */
function listUsers(e) {
  const paging = require(`${__hooks}/lib/paging.js`);
  const query = e.requestInfo().query;
  const approved = paging.boolParam(query, 'approved');
  const blocked = paging.boolParam(query, 'blocked');
  const role = paging.enumParam(query, 'role', ['admin', 'provider', 'hr_professional']);
  const where = [];
  /** @type {{ [name: string]: unknown }} */
  const binds = {};
  if (approved !== null) where.push(`users.approved = ${approved ? 'TRUE' : 'FALSE'}`);
  if (blocked !== null) where.push(`users.blocked = ${blocked ? 'TRUE' : 'FALSE'}`);
  if (role) {
    where.push('EXISTS (SELECT 1 FROM json_each(users.roles) r WHERE r.value = {:role})');
    binds.role = role;
  }
  const result = paging.list(e, {
    sorts: {
      '-created': 'users.created DESC, users.id DESC',
      created: 'users.created ASC, users.id ASC',
      name: 'users.first_name ASC, users.last_name ASC, users.id ASC',
      email: 'users.email ASC',
    },
    from: 'users',
    idColumn: 'users.id',
    where,
    binds,
    search: ["users.first_name || ' ' || users.last_name", 'users.email', 'users.company_name'],
    load: (ids) =>
      withInvitations(
        e.app,
        e.app.findRecordsByIds('users', ids).map((r) => userRow(r)),
      ),
  });
  result.counts = userCounts(e.app);
  return result;
}

/**
 * GET /api/lp/admin/providers: `status` (approved|rejected|pending), `owner` (none), `q`
 * (company, owner's name and e-mail), `sort` (-created|created|company_name|-approved_at),
 * `page`, `perPage`.
 * @param {core.RequestEvent} e
 * @returns {PagedRows<AdminProvider>}
 */
function listProviders(e) {
  const paging = require(`${__hooks}/lib/paging.js`);
  const query = e.requestInfo().query;
  const status = paging.enumParam(query, 'status', ['approved', 'rejected', 'pending']);
  // `owner=none`: the providers without owner (held by the platform, or left by an account
  // deletion), the ones an admin may give an owner.
  const owner = paging.enumParam(query, 'owner', ['none']);
  const where = status ? ['p.status = {:status}'] : [];
  if (owner === 'none') where.push(UNOWNED);
  const result = paging.list(e, {
    sorts: {
      '-created': 'p.created DESC, p.id DESC',
      created: 'p.created ASC, p.id ASC',
      company_name: 'p.company_name ASC, p.id ASC',
      '-approved_at': 'p.approved_at DESC, p.id DESC',
    },
    // The creator is joined only for a search (LEFT JOIN: a provider without one still shows).
    from: (searching) =>
      searching ? 'providers p LEFT JOIN users u ON u.id = p.user' : 'providers p',
    idColumn: 'p.id',
    where: where,
    binds: status ? { status: status } : {},
    search: ['p.company_name', "u.first_name || ' ' || u.last_name", 'u.email'],
    load: (ids) => {
      const records = e.app.findRecordsByIds('providers', ids);
      const ownerIds = records.map((r) => r.getString('user')).filter((id) => id);
      /** @type {{ [id: string]: core.Record }} */
      const owners = {};
      if (ownerIds.length) {
        e.app.findRecordsByIds('users', ownerIds).forEach((u) => (owners[u.id] = u));
      }
      // The active public warning of each (docs/DECISIONS.md § Public warnings), or null.
      const pw = require(`${__hooks}/lib/provider-warnings.js`);
      return records.map((r) => {
        const row = /** @type {AdminProvider} */ (
          providerRow(r, owners[r.getString('user')] || null)
        );
        const warning = pw.activeOf(e.app, r.id);
        row.warning = warning ? pw.row(warning) : null;
        return row;
      });
    },
  });
  result.counts = providerCounts(e.app);
  return result;
}

/**
 * GET /api/lp/admin/posts: `status` (draft|published), `q` (title), `sort`
 * (-created|created|title|-published_at), `page`, `perPage`; `counts` are the statistics.
 * @param {core.RequestEvent} e
 * @returns {PagedRows<AdminPostRow>}
 */
function listPosts(e) {
  const paging = require(`${__hooks}/lib/paging.js`);
  const status = paging.enumParam(e.requestInfo().query, 'status', ['draft', 'published']);
  const result = paging.list(e, {
    sorts: {
      '-created': 'created DESC, id DESC',
      created: 'created ASC, id ASC',
      title: 'title ASC, id ASC',
      '-published_at': 'published_at DESC, id DESC',
    },
    from: 'blog_posts',
    idColumn: 'id',
    where: status ? ['status = {:status}'] : [],
    binds: status ? { status: status } : {},
    search: ['title'],
    load: (ids) => e.app.findRecordsByIds('blog_posts', ids).map((r) => postRow(r)),
  });
  result.counts = postCounts(e.app);
  return result;
}

/**
 * GET /api/lp/admin/summary: every count of the panel in one small answer.
 * @param {core.App} app
 * @returns {import('../../../src/lib/contract/admin').AdminSummary}
 */
function summary(app) {
  return { users: userCounts(app), providers: providerCounts(app), posts: postCounts(app) };
}

module.exports = {
  requireAdmin,
  decisionOf,
  bodyNote,
  userRow,
  authorRow,
  audit,
  providerRow,
  postRow,
  listUsers,
  listProviders,
  listPosts,
  summary,
};
