// The outbox: what each change means for the public pages, written to change_events in the
// same transaction as the change. `data` is { before, after }: snapshots of the record before
// and after the change (null on create / delete), with the fields the web server needs to
// find the affected pages. The shapes are listed in docs/SECURITY.md (§ Outbox).

// Topics and payload types: src/lib/contract/outbox.ts (checked here by `npm run check`, and
// read by the web server's src/server/change-map.ts against the same types).

/** @typedef {import('../../../src/lib/contract/outbox').OutboxSnapshot} OutboxSnapshot */
/** @typedef {import('../../../src/lib/contract/outbox').AnyOutboxData} AnyOutboxData */
/** @typedef {import('../../../src/lib/contract/outbox').RecordTopic} RecordTopic */
/** @typedef {import('../../../src/lib/contract/outbox').ProviderChildSnapshot} ProviderChildSnapshot */
/** @typedef {import('../../../src/lib/contract/outbox').ReviewSnapshot} ReviewSnapshot */
/** @typedef {import('../../../src/lib/contract/outbox').CaseStudySnapshot} CaseStudySnapshot */

/**
 * @param {core.App} app
 * @param {string} id
 * @returns {string}
 */
function providerSlug(app, id) {
  if (!id) return '';
  const util = require(`${__hooks}/lib/util.js`);
  const p = util.findById(app, 'providers', id);
  return p ? p.getString('slug') : '';
}

/**
 * @param {core.App} app
 * @param {string} id
 * @param {string} column
 * @returns {number}
 */
function providerNumber(app, id, column) {
  const row = new DynamicModel({ n: -0 });
  try {
    app
      .db()
      .newQuery(`SELECT ${column} AS n FROM providers WHERE id = {:id}`)
      .bind({ id: id })
      .one(row);
  } catch {
    return 0; // the provider itself is being deleted
  }
  return row.n;
}

/**
 * The snapshot of `record` for its topic (app: to look up related slugs/counts).
 * @returns {OutboxSnapshot}
 * @param {core.App} app
 * @param {core.Record} record
 */
function snapshot(app, record) {
  const util = require(`${__hooks}/lib/util.js`);
  const d = util.domain();
  const name = record.collection().name;
  const s = (/** @type {string} */ f) => record.getString(f);
  const b = (/** @type {string} */ f) => record.getBool(f);
  switch (name) {
    case 'providers':
      return {
        id: record.id,
        slug: s('slug'),
        company_name: s('company_name'),
        status: s('status'),
        verified: b('verified'),
        featured: b('featured'),
        public: util.isPublicProvider(record),
        categories: util.jsonStrings(record, 'categories') || [],
        headquarters_country: s('headquarters_country'),
      };
    case 'reviews':
    case 'case_studies': {
      /** @type {ProviderChildSnapshot & Partial<ReviewSnapshot & CaseStudySnapshot>} */
      const base = {
        id: record.id,
        provider: s('provider'),
        provider_slug: providerSlug(app, s('provider')),
      };
      if (name === 'reviews') {
        base.overall_rating = record.getInt('overall_rating');
        base.moderation = s('moderation');
        base.hidden = b('hidden');
      } else base.published = b('published');
      return base;
    }
    case 'user_favorites':
    case 'review_replies':
    case 'review_reports':
    case 'helpful_votes':
      return {
        id: record.id,
        provider: s('provider'),
        provider_slug: providerSlug(app, s('provider')),
      };
    case 'service_categories':
      return { id: record.id, name: s('name'), label: s('label'), active: b('active') };
    case 'blog_posts': {
      const post = { status: s('status'), published_at: s('published_at') };
      return {
        id: record.id,
        slug: s('slug'),
        status: post.status,
        published_at: post.published_at,
        public: d.isPublishedPost(post),
        featured: b('featured'),
        categories: record.getStringSlice('categories'),
        tags: record.getStringSlice('tags'),
      };
    }
    default:
      return { id: record.id, slug: s('slug'), name: s('name') };
  }
}

/**
 * @param {core.App} app
 * @param {core.Record} record
 * @param {import('../../../src/lib/contract/outbox').OutboxOp} op
 * @param {OutboxSnapshot | null} before
 */
function write(app, record, op, before) {
  const util = require(`${__hooks}/lib/util.js`);
  const d = util.domain();
  /** @type {RecordTopic} */
  const topic =
    d.OUTBOX_TOPICS[
      /** @type {import('../../../src/lib/contract/outbox').OutboxCollection} */ (
        record.collection().name
      )
    ];
  const after = op === 'delete' ? null : snapshot(app, record);
  /** @type {AnyOutboxData} */
  const data = { before: before, after: after };
  // Counts straight from the tables (the aggregate hooks may run after this one).
  const pid = record.getString('provider');
  if (topic === 'favorite') {
    data.favorites_count = util.count(app, `SELECT ${d.favoritesCountSql('{:p}')} AS n`, {
      p: pid,
    });
  }
  if (topic === 'review') {
    data.total_reviews = util.count(app, `SELECT ${d.reviewCountSql('{:p}')} AS n`, { p: pid });
    data.average_rating = providerNumber(app, pid, d.averageRatingSql('providers.id'));
  }
  util.emit(app, topic, record.id, op, data);
}

/**
 * What the transparency report reads of an account: when and by which rule it was approved.
 * @param {core.Record} record
 * @returns {{ at: string, rule: string }}
 */
function approvalOf(record) {
  return { at: record.getString('approved_at'), rule: record.getString('approved_by') };
}

/**
 * The `trust_decision` event of a users write (`before`/`after`: `approvalOf` the account
 * before and after, null when it did not or no longer exists), when it changes what the
 * transparency report counts. No data: no page shows one account.
 * @param {core.App} app
 * @param {import('../../../src/lib/contract/outbox').OutboxOp} op
 * @param {{ at: string, rule: string } | null} before
 * @param {{ at: string, rule: string } | null} after
 */
function writeApproval(app, op, before, after) {
  const util = require(`${__hooks}/lib/util.js`);
  const was = before || { at: '', rule: '' };
  const now = after || { at: '', rule: '' };
  if (was.at === now.at && was.rule === now.rule) return;
  /** @type {import('../../../src/lib/contract/outbox').TrustDecisionEventData} */
  const data = { kind: 'account_approval' };
  util.emit(app, 'trust_decision', util.domain().ACCOUNT_APPROVAL_EVENT_ID, op, data);
}

module.exports = { snapshot, write, approvalOf, writeApproval };
