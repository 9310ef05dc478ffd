/* global cronAdd */
// Quarterly recognitions (lib/recognitions.js; the formulas: src/lib/domain/recognitions.ts).
// The job runs every hour at :15 and publishes the quarter that last ended (site time, Mexico
// City) when it is not published yet: at 00:15 on a quarter's first day, or within the hour
// after a start if the server was down then. Superusers may publish a given ended quarter
// (the demo seed, tests, operations). Published quarters are frozen: nobody writes either
// collection through the records API, not even a superuser.
//
// RECOGNITIONS_JOB=off: no hourly job. For the test and benchmark stacks, which seed a history
// while the server runs and then publish its quarter themselves: a job at :15 during the seed
// would publish the quarter half-loaded, and a published quarter is frozen.

if ($os.getenv('RECOGNITIONS_JOB') !== 'off') {
  cronAdd('recognitions-quarterly', '15 * * * *', () => {
    const d = require(`${__hooks}/lib/domain.gen.js`);
    const now = new Date();
    require(`${__hooks}/lib/recognitions.js`).publish($app, d.lastEndedQuarter(now), now);
  });
}

// Publishes `?quarter=2026-t3` (an ended quarter) unless already published; answers
// { quarter, published, recognitions } (published: false when it was already, unchanged).
routerAdd(
  'POST',
  '/api/lp/recognitions/publish',
  (e) => {
    const util = require(`${__hooks}/lib/util.js`);
    const d = util.domain();
    const now = new Date();
    const quarter = d.parseQuarterKey(String(e.request.url.query().get('quarter') || ''));
    if (!quarter || !d.hasEnded(quarter, now)) return util.fail('recognition_quarter_invalid');
    return e.json(
      200,
      /** @satisfies {ApiAnswer<'recognitionsPublish'>} */ (
        require(`${__hooks}/lib/recognitions.js`).publish(e.app, quarter, now)
      ),
    );
  },
  $apis.requireSuperuserAuth(),
);

// A published quarter is history: no create, update or delete through the records API.
for (const name of ['recognitions', 'recognition_quarters']) {
  onRecordCreateRequest(() => {
    require(`${__hooks}/lib/util.js`).fail('recognition_frozen');
  }, name);
  onRecordUpdateRequest(() => {
    require(`${__hooks}/lib/util.js`).fail('recognition_frozen');
  }, name);
  onRecordDeleteRequest(() => {
    require(`${__hooks}/lib/util.js`).fail('recognition_frozen');
  }, name);
}
