// The ranking score and 12-month figures of providers. The formula and its SQL
// are the contract's (src/lib/contract/ranking.ts); this file decides when they run:
// - after every review change, for its provider (lib/reviews.js `recompute`), with the m and
//   the ranking day of the `ranking_prior` record;
// - once a day (00:05 site time, Mexico City, checked hourly; and on the first review write of a
//   new site day): m and
//   the day move, every review is re-weighted, every score recomputed, and a `ranking` outbox
//   event lets the web server re-render the lists that moved and the pages whose 12-month
//   figures changed.

/**
 * The `ranking_prior` record: { as_of, mean }.
 * @param {core.App} app
 * @returns {{ row: core.Record, as_of: string, mean: number }}
 */
function prior(app) {
  const d = require(`${__hooks}/lib/domain.gen.js`);
  const row = app.findRecordById('ranking_prior', d.RANKING_PRIOR_ID);
  return { row: row, as_of: row.getString('as_of'), mean: row.getFloat('mean') };
}

/**
 * One provider's ranking inputs, 12-month figures and score on the current ranking day, from
 * the reviews table: { ranking_sum, ranking_weight, rating_12m, reviews_12m, ranking_score }.
 * @param {core.App} app
 * @param {string} providerId
 */
function figures(app, providerId) {
  const d = require(`${__hooks}/lib/domain.gen.js`);
  const day = ensureDay(app, new Date());
  const exprs = d.rankingInputExprs('{:id}', '{:asOf}');
  const row = new DynamicModel({
    ranking_sum: -0.5,
    ranking_weight: -0.5,
    rating_12m: -0.5,
    reviews_12m: 0,
  });
  app
    .db()
    .newQuery(
      `SELECT ${Object.keys(exprs)
        .map((k) => `${exprs[/** @type {keyof typeof exprs} */ (k)]} AS ${k}`)
        .join(', ')}`,
    )
    .bind({ id: providerId, asOf: day.as_of })
    .one(row);
  return {
    ranking_sum: row.ranking_sum,
    ranking_weight: row.ranking_weight,
    rating_12m: row.rating_12m,
    reviews_12m: row.reviews_12m,
    ranking_score: d.scoreFrom(row.ranking_sum, row.ranking_weight, day.mean),
  };
}

/**
 * Stores one provider's `figures` (no outbox event).
 * @param {core.App} app
 * @param {string} providerId
 */
function recomputeProvider(app, providerId) {
  const f = figures(app, providerId);
  const fields = Object.keys(f);
  app
    .db()
    .newQuery(
      `UPDATE providers SET ${fields.map((k) => `${k} = {:${k}}`).join(', ')} WHERE id = {:id}`,
    )
    .bind(Object.assign({ id: providerId }, f))
    .execute();
}

/**
 * The prior of the day of `now`, after a full recompute when the stored day is older.
 * @param {core.App} app
 * @param {Date} now
 * @returns {{ row: core.Record, as_of: string, mean: number }}
 */
function ensureDay(app, now) {
  const d = require(`${__hooks}/lib/domain.gen.js`);
  const p = prior(app);
  if (p.as_of === d.rankingDay(now)) return p;
  return recomputeAll(app, now, true);
}

/**
 * The daily recompute: the ranking day of `now`, m, every provider's inputs, 12-month
 * figures and score. With `emit`, a `ranking` outbox event names the public providers whose
 * 12-month figures changed. Returns the new prior.
 * @param {core.App} app
 * @param {Date} now
 * @param {boolean} emit
 * @returns {{ row: core.Record, as_of: string, mean: number }}
 */
function recomputeAll(app, now, emit) {
  const d = require(`${__hooks}/lib/domain.gen.js`);
  const util = require(`${__hooks}/lib/util.js`);
  const asOf = d.rankingDay(now);
  const db = app.db();
  const before = emit ? recentFigures(app) : null;
  const p = prior(app);
  const previousDay = p.as_of;
  const m = new DynamicModel({ mean: -0.5, n: 0 });
  db.newQuery(d.PRIOR_MEAN_SQL).one(m);
  db.newQuery(`UPDATE providers SET ${d.rankingInputsSql('providers.id', '{:asOf}')}`)
    .bind({ asOf: asOf })
    .execute();
  db.newQuery(`UPDATE providers SET ${d.rankingScoreSql('{:mean}')}`)
    .bind({ mean: m.mean })
    .execute();
  p.row.set('as_of', asOf);
  p.row.set('mean', m.mean);
  p.row.set('reviews', m.n);
  app.save(p.row);
  if (emit) {
    const after = recentFigures(app);
    const was = /** @type {{ [id: string]: string }} */ (before); // read above: `emit` is set
    const changed = new Set(Object.keys(after).filter((id) => was[id] !== after[id]));
    // A page counts its owner's reports of the last 12 months too (src/lib/data/review-replies.ts).
    if (previousDay && previousDay < asOf) {
      const leaving = arrayOf(new DynamicModel({ id: '' }));
      db.newQuery(d.ownerReportsLeavingSql('{:prev}', '{:asOf}'))
        .bind({ prev: previousDay, asOf: asOf })
        .all(leaving);
      for (const row of leaving) if (after[row.id] !== undefined) changed.add(row.id);
    }
    util.emit(app, 'ranking', d.RANKING_PRIOR_ID, 'update', {
      providers: [...changed],
      as_of: asOf,
      mean: m.mean,
    });
  }
  return { row: p.row, as_of: asOf, mean: m.mean };
}

/**
 * Public provider id → "rating_12m/reviews_12m".
 * @param {core.App} app
 * @returns {{ [id: string]: string }}
 */
function recentFigures(app) {
  const d = require(`${__hooks}/lib/domain.gen.js`);
  const rows = arrayOf(new DynamicModel({ id: '', status: '', verified: false, r: -0.5, n: 0 }));
  app
    .db()
    .newQuery('SELECT id, status, verified, rating_12m AS r, reviews_12m AS n FROM providers')
    .all(rows);
  /** @type {{ [id: string]: string }} */
  const out = {};
  for (const row of rows) {
    if (d.isPublicProvider({ status: row.status, verified: row.verified })) {
      out[row.id] = `${row.r}/${row.n}`;
    }
  }
  return out;
}

module.exports = { figures, recomputeProvider, recomputeAll, ensureDay };
