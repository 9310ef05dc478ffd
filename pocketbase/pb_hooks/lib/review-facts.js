// Review context: the checks of a review's context fields on every client or
// seed write, and `review_facts`, the per-provider aggregate recomputed from the reviews table
// after every review change (lib/reviews.js `recompute`, in the change's transaction). The
// lists, the checks and the aggregate itself are the contract's
// (src/lib/contract/review-context.ts); this file reads and writes records.

/** Hidden fields PocketBase drops from a non-superuser's input: taken from the body. */
const PRIVATE_FIELDS = ['contract_model', 'cost_band'];

/**
 * Applies the submitted private fields and the server-kept `recommend_answered`, then checks
 * every context value against the lists (the service against `provider`'s categories). One
 * Spanish message per bad field; nothing is stored when one is bad.
 * @param {core.RequestEvent} e
 * @param {core.Record} record
 * @param {core.Record | null} provider
 */
function applyAndCheck(e, record, provider) {
  const util = require(`${__hooks}/lib/util.js`);
  const d = util.domain();
  const isNew = record.isNew();
  const submittedPrivate = util.submitted(e, PRIVATE_FIELDS);
  for (const f of PRIVATE_FIELDS) {
    if (f in submittedPrivate) record.set(f, submittedPrivate[f]);
  }
  // "¿Lo recomendarías?" counts once a write carried an answer (the bool alone cannot say
  // "not asked": reviews written before the question have false).
  const body = e.requestInfo().body || {};
  if (body.would_recommend !== undefined && body.would_recommend !== null) {
    record.set('recommend_answered', true);
  } else if (isNew) {
    record.set('recommend_answered', false);
  } else {
    util.restore(record, ['recommend_answered']);
  }
  /** @type {{ [field: string]: string | number }} */
  const values = {};
  for (const f of d.CONTEXT_FIELDS) {
    const v = record.get(f);
    values[f] = typeof v === 'number' ? v : record.getString(f);
  }
  const categories = provider ? util.jsonStrings(provider, 'categories') || [] : [];
  const problems = d.checkReviewContext(values, categories);
  if (!problems.length) return;
  /** @type {{ [name: string]: ValidationError }} */
  const fields = {};
  for (const p of problems) fields[p.field] = util.fieldError(p.code);
  util.fail(problems[0].code, fields);
}

/**
 * Recomputes and stores one provider's `review_facts` row from its public reviews. After a
 * review's deletion (`deleting`) an existing row is updated but none is created: a provider's
 * deletion deletes its reviews and its row in either order, and a row created for it then
 * would refuse the provider's own deletion.
 * @param {core.App} app
 * @param {string} providerId
 * @param {boolean} [deleting]
 */
function store(app, providerId, deleting) {
  if (!providerId) return;
  const d = require(`${__hooks}/lib/domain.gen.js`);
  const rows = arrayOf(
    new DynamicModel({
      rating_quality: 0,
      rating_compliance: 0,
      rating_support: 0,
      rating_value: 0,
      would_recommend: false,
      recommend_answered: false,
      contract_model: '',
      cost_band: '',
    }),
  );
  app
    .db()
    .newQuery(
      `SELECT COALESCE(rating_quality, 0) AS rating_quality,
         COALESCE(rating_compliance, 0) AS rating_compliance,
         COALESCE(rating_support, 0) AS rating_support, COALESCE(rating_value, 0) AS rating_value,
         COALESCE(would_recommend, FALSE) AS would_recommend,
         COALESCE(recommend_answered, FALSE) AS recommend_answered,
         COALESCE(contract_model, '') AS contract_model, COALESCE(cost_band, '') AS cost_band
       ${d.publicReviewsOfSql('{:id}')}`,
    )
    .bind({ id: providerId })
    .all(rows);
  const facts = d.reviewFacts(
    rows.map((r) => ({
      rating_quality: r.rating_quality,
      rating_compliance: r.rating_compliance,
      rating_support: r.rating_support,
      rating_value: r.rating_value,
      would_recommend: r.recommend_answered ? r.would_recommend : null,
      contract_model: r.contract_model,
      cost_band: r.cost_band,
    })),
  );
  let row;
  try {
    row = app.findFirstRecordByData('review_facts', 'provider', providerId);
  } catch {
    row = null;
  }
  if (!row) {
    if (!rows.length || deleting) return;
    row = new Record(app.findCollectionByNameOrId('review_facts'));
    row.set('provider', providerId);
  }
  row.set('facts', facts);
  app.save(row);
}

module.exports = { applyAndCheck, store, PRIVATE_FIELDS };
