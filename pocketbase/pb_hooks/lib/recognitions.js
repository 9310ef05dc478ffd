// Quarterly recognitions: reads a quarter's figures from the public reviews, applies the
// published formulas (src/lib/domain/recognitions.ts `computeRecognitions`) and freezes the
// result: a quarter is published once (its `recognition_quarters` row), and a published
// quarter is never computed again, so later edits, new reviews or hides do not rewrite it
// (docs/DECISIONS.md § Quarterly recognitions).

/** @typedef {import('../../../src/lib/domain/recognitions').Quarter} Quarter */
/** @typedef {{ quarter: string, published: boolean, recognitions: number }} Published */

/**
 * Every public provider's figures for `quarter` ({ year, q }): public reviews (not hidden)
 * created in the 12 months ending at the quarter's end, their average, and the counts of the
 * quarter and of the previous quarter. Only active categories form segments.
 * @param {core.App} app
 * @param {Quarter} quarter
 */
function inputs(app, quarter) {
  const d = require(`${__hooks}/lib/domain.gen.js`);
  const active = arrayOf(new DynamicModel({ name: '' }));
  app.db().newQuery('SELECT name FROM service_categories WHERE active = TRUE').all(active);
  /** @type {{ [name: string]: boolean }} */
  const activeNames = {};
  for (const c of active) activeNames[c.name] = true;
  const counted = (/** @type {string} */ from, /** @type {string} */ to) =>
    `FROM reviews r WHERE r.provider = p.id AND ${d.publicReviewSql('r')} AND r.created >= ${from} AND r.created < ${to}`;
  const rows = arrayOf(
    new DynamicModel({
      id: '',
      categories: '',
      country: '',
      reviews_12m: 0,
      rating_12m: -0.5,
      reviews_quarter: 0,
      reviews_previous: 0,
    }),
  );
  app
    .db()
    .newQuery(
      `SELECT p.id, p.categories, p.headquarters_country AS country,
        (SELECT COUNT(*) ${counted('{:yearStart}', '{:end}')}) AS reviews_12m,
        COALESCE((SELECT AVG(r.overall_rating) ${counted('{:yearStart}', '{:end}')}), 0) AS rating_12m,
        (SELECT COUNT(*) ${counted('{:start}', '{:end}')}) AS reviews_quarter,
        (SELECT COUNT(*) ${counted('{:previousStart}', '{:start}')}) AS reviews_previous
       FROM providers p WHERE ${d.publicProviderSql('p')} ORDER BY p.id`,
    )
    .bind({
      yearStart: d.topRatedWindowStart(quarter),
      start: d.quarterStart(quarter),
      end: d.quarterEnd(quarter),
      previousStart: d.quarterStart(d.previousQuarter(quarter)),
    })
    .all(rows);
  return rows.map((row) => {
    const categories = names(row.categories);
    return {
      provider: row.id,
      categories: categories.filter((name) => activeNames[name]),
      country: row.country,
      reviews_12m: row.reviews_12m,
      rating_12m: row.rating_12m,
      reviews_quarter: row.reviews_quarter,
      reviews_previous: row.reviews_previous,
    };
  });
}

/**
 * The names of a JSON list column ([] when empty or unreadable).
 * @param {string} json
 * @returns {string[]}
 */
function names(json) {
  try {
    const list = JSON.parse(json || '[]');
    return Array.isArray(list) ? list.map(String) : [];
  } catch {
    return [];
  }
}

/**
 * The published row of a quarter key ("2026-t3"), or null.
 * @param {core.App} app
 * @param {string} key
 * @returns {core.Record | null}
 */
function publishedRow(app, key) {
  try {
    return app.findFirstRecordByData('recognition_quarters', 'quarter', key);
  } catch {
    return null;
  }
}

/**
 * Publishes `quarter` unless it is published already (then nothing changes): in one
 * transaction, its recognitions, its `recognition_quarters` row and a `recognition` outbox
 * event naming the quarter, the recognised providers and those of the latest quarter
 * published before (the pages and cards label the latest quarter's recognitions).
 * Answers { quarter, published (true when this call published it), recognitions }.
 * @param {CoreApp} app `e.app` or `$app` (a cron)
 * @param {Quarter} quarter
 * @param {Date} now
 * @returns {Published}
 */
function publish(app, quarter, now) {
  const d = require(`${__hooks}/lib/domain.gen.js`);
  const util = require(`${__hooks}/lib/util.js`);
  const key = d.quarterKey(quarter);
  let result = /** @type {Published | null} */ (null);
  app.runInTransaction((tx) => {
    const existing = publishedRow(tx, key);
    if (existing) {
      result = { quarter: key, published: false, recognitions: existing.getInt('recognitions') };
      return;
    }
    // The providers labelled until now (the latest published quarter) lose or keep their
    // label: the event names them too, so their pages and cards render again.
    const previous = arrayOf(new DynamicModel({ provider: '' }));
    tx.db()
      .newQuery(
        'SELECT DISTINCT provider FROM recognitions WHERE quarter = (SELECT MAX(quarter) FROM recognition_quarters)',
      )
      .all(previous);
    const figures = inputs(tx, quarter);
    const awards = d.computeRecognitions(figures);
    const collection = tx.findCachedCollectionByNameOrId('recognitions');
    /** @type {string[]} */
    const providers = [];
    for (const a of awards) {
      const row = new Record(collection);
      row.set('quarter', key);
      row.set('kind', a.kind);
      row.set('provider', a.provider);
      row.set('category', a.category);
      row.set('country', a.country);
      row.set('value', a.value);
      row.set('reviews', a.reviews);
      row.set('base', a.base);
      row.set('eligible', a.eligible);
      tx.save(row);
      if (providers.indexOf(a.provider) < 0) providers.push(a.provider);
    }
    const q = new Record(tx.findCachedCollectionByNameOrId('recognition_quarters'));
    q.set('quarter', key);
    q.set('published_at', now.toISOString().replace('T', ' '));
    q.set('providers_considered', figures.length);
    q.set('recognitions', awards.length);
    tx.save(q);
    for (const row of previous)
      if (providers.indexOf(row.provider) < 0) providers.push(row.provider);
    util.emit(tx, 'recognition', q.id, 'create', { quarter: key, providers: providers });
    result = { quarter: key, published: true, recognitions: awards.length };
  });
  // Set by the transaction above, on either path (its callback runs before this returns).
  return /** @type {Published} */ (result);
}

module.exports = { inputs, publish, publishedRow };
