/* global cronAdd */
// The daily ranking recompute (lib/ranking.js; the formula: src/lib/contract/ranking.ts). The job runs every hour at :05
// and recomputes when the stored ranking day is not today's (the site day, Mexico City: contract/time.ts): at 00:05 there, or within the
// hour after a start if the server was down at midnight. A review written on a new day before
// that recomputes first (lib/ranking.js ensureDay). Superusers may force it (operations, tests).

cronAdd('ranking-daily', '5 * * * *', () => {
  $app.runInTransaction((txApp) => {
    require(`${__hooks}/lib/ranking.js`).ensureDay(txApp, new Date());
  });
});

// Recomputes now (even on the same day), or as of `?day=YYYY-MM-DD` (to reproduce the ranking
// of another day; the next write or hourly run returns to today), and answers the new prior:
// { as_of, mean, reviews }.
routerAdd(
  'POST',
  '/api/lp/ranking/recompute',
  (e) => {
    const util = require(`${__hooks}/lib/util.js`);
    const day = String(e.request.url.query().get('day') || '');
    if (day && (!/^\d{4}-\d{2}-\d{2}$/.test(day) || isNaN(Date.parse(`${day}T00:00:00Z`)))) {
      util.fail('ranking_day_invalid');
    }
    const at = day ? new Date(`${day}T12:00:00Z`) : new Date();
    let prior = /** @type {ApiAnswer<'rankingRecompute'> | null} */ (null);
    e.app.runInTransaction((txApp) => {
      const p = require(`${__hooks}/lib/ranking.js`).recomputeAll(txApp, at, true);
      prior = { as_of: p.as_of, mean: p.mean, reviews: p.row.getInt('reviews') };
    });
    // Set by the transaction (it failed otherwise).
    return e.json(200, /** @type {ApiAnswer<'rankingRecompute'>} */ (prior));
  },
  $apis.requireSuperuserAuth(),
);
