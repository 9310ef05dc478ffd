// Bulk reads for the web server's render passes (superuser only). A large pass (the full
// pre-render, a category rename) renders thousands of provider pages; reading each page's
// reviews through the records API runs the `reviews` enrich hook once per record in the JS VM
// (a hook call and a users lookup each). This route answers for every provider at once, one
// SQL query serialized by Go (docs/PERFORMANCE.md, docs/DATA-MODEL.md § Custom routes).

// Every public review of every public provider, newest first. The author's public profile
// (first_name, last_name, job_title, company_name) only for a named review; an anonymous
// review carries empty strings, and no row ever carries the reviewer's id.
routerAdd(
  'GET',
  '/api/lp/reviews/public',
  (e) => {
    const d = require(`${__hooks}/lib/domain.gen.js`);
    const rows = require(`${__hooks}/lib/util.js`).rowsOf({
      id: '',
      provider: '',
      title: '',
      review_text: '',
      pros: '',
      cons: '',
      overall_rating: 0,
      would_recommend: false,
      verified: false,
      anonymous: false,
      created: '',
      edited_at: '',
      moderation: '',
      helpful_count: 0,
      source: '',
      reviewer_verification: '',
      has_profile: false,
      first_name: '',
      last_name: '',
      job_title: '',
      company_name: '',
      // Issue 23: the public context (never contract_model or cost_band).
      service: '',
      company_size: '',
      reviewer_country: '',
      industry: '',
      relationship_duration: '',
      relationship_status: '',
      rating_quality: 0,
      rating_compliance: 0,
      rating_support: 0,
      rating_value: 0,
      recommend_answered: false,
    });
    e.app
      .db()
      .newQuery(
        `SELECT r.id, r.provider, r.title, r.review_text, r.pros, r.cons, r.overall_rating,
           r.would_recommend, r.verified, r.anonymous, r.created, COALESCE(r.edited_at, '') AS edited_at,
           r.moderation, r.helpful_count, COALESCE(r.source, '') AS source,
           COALESCE(r.reviewer_verification, '') AS reviewer_verification,
           u.id IS NOT NULL AS has_profile,
           COALESCE(u.first_name, '') AS first_name, COALESCE(u.last_name, '') AS last_name,
           COALESCE(u.job_title, '') AS job_title, COALESCE(u.company_name, '') AS company_name,
           r.service, r.company_size, r.reviewer_country, r.industry, r.relationship_duration,
           r.relationship_status, r.rating_quality, r.rating_compliance, r.rating_support,
           r.rating_value, r.recommend_answered
         FROM reviews r
         JOIN providers p ON p.id = r.provider
         LEFT JOIN users u ON u.id = r.reviewer AND r.anonymous = FALSE
         WHERE ${d.publicReviewSql('r')} AND ${d.publicProviderSql('p')}
         ORDER BY r.created DESC, r.id DESC`,
      )
      .all(rows);
    return e.json(200, /** @satisfies {ApiAnswer<'reviewsPublic'>} */ (rows));
  },
  $apis.requireSuperuserAuth(),
);

// The records of the transparency report (src/lib/data/transparency.ts), reduced in SQL to the
// fields its figures need: dates, states, reasons, signal codes and ratings. Through the
// records API the `review` expansion ran the `reviews` enrich hook once per signal record
// (seconds at the demo scale, a minute at 30,000 reviews, on every pass that re-renders the
// report). No member id, name, e-mail, network or signal detail is selected.
routerAdd(
  'GET',
  '/api/lp/transparency/records',
  (e) => {
    /**
     * @template {{ [column: string]: unknown }} T
     * @param {string} sql
     * @param {T} model
     */
    const q = (sql, model) => {
      const rows = require(`${__hooks}/lib/util.js`).rowsOf(model);
      e.app.db().newQuery(sql).all(rows);
      return rows;
    };
    // A review published at once counts only in the month it was submitted: its date is all
    // the figures read of it (most rows at scale); a held one brings its codes, decision and
    // rating.
    const signals = q(
      `SELECT s.created, s.held, COALESCE(s.held_at, '') AS held_at,
         COALESCE((SELECT group_concat(json_extract(j.value, '$.code'), ',')
                   FROM json_each(CASE WHEN json_valid(s.signals) THEN s.signals ELSE '[]' END) j
                   WHERE json_type(j.value, '$.code') = 'text'), '') AS codes,
         COALESCE(s.decision, '') AS decision, COALESCE(s.decided_at, '') AS decided_at,
         COALESCE(s.decision_reason, '') AS decision_reason,
         COALESCE(r.overall_rating, 0) AS rating
       FROM review_signals s LEFT JOIN reviews r ON r.id = s.review
       WHERE s.held = TRUE`,
      {
        created: '',
        held: false,
        held_at: '',
        codes: '',
        decision: '',
        decided_at: '',
        decision_reason: '',
        rating: 0,
      },
    );
    // Counted per site month here (the site's offset is fixed, contract/time.ts): a date per
    // review was most of the answer (30,000 at 10,000 providers) and of its reading.
    const offset = Number(require(`${__hooks}/lib/util.js`).domain().SITE_UTC_OFFSET_MINUTES);
    /**
     * The site month ("YYYY-MM") of a UTC date column. West of UTC, only a date in the first
     * -offset minutes of a month's first day is in the month before; any other's month is its
     * first seven characters (a date function per row was most of the query's time).
     * @param {string} col
     */
    const siteMonth = (col) => {
      const shifted = `strftime('%Y-%m', ${col}, '${offset} minutes')`;
      if (offset > 0) return shifted;
      const hhmm = [Math.floor(-offset / 60), -offset % 60]
        .map((n) => String(n).padStart(2, '0'))
        .join(':');
      return `CASE WHEN substr(${col}, 9, 2) = '01' AND substr(${col}, 12, 5) < '${hhmm}'
        THEN ${shifted} ELSE substr(${col}, 1, 7) END`;
    };
    const publishedAtOnce = q(
      `SELECT ${siteMonth('created')} AS month, count(*) AS count
       FROM review_signals WHERE held IS NOT TRUE AND created != ''
       GROUP BY month`,
      { month: '', count: 0 },
    );
    const reports = q(
      `SELECT rr.review, rr.created, COALESCE(rr.reason, '') AS reason,
         COALESCE(rr.status, '') AS status, COALESCE(rr.decided_at, '') AS decided_at,
         COALESCE(r.overall_rating, 0) AS rating
       FROM review_reports rr LEFT JOIN reviews r ON r.id = rr.review
       ORDER BY rr.created, rr.id`,
      { review: '', created: '', reason: '', status: '', decided_at: '', rating: 0 },
    );
    // Counted per month and rule too; an admin approval's wait in whole ms (the dates' seconds
    // and their milliseconds, as the figures read them), not a row per account.
    const ms = (/** @type {string} */ col) =>
      `(CAST(strftime('%s', ${col}) AS INTEGER) * 1000 + CAST(substr(${col}, 21, 3) AS INTEGER))`;
    const approvals = q(
      `SELECT month, approved_by, count(*) AS count,
         COALESCE(group_concat(wait, ','), '') AS waits_ms
       FROM (SELECT ${siteMonth('approved_at')} AS month,
               COALESCE(approved_by, '') AS approved_by,
               CASE WHEN approved_by = 'admin' AND strftime('%s', created) IS NOT NULL
                 THEN ${ms('approved_at')} - ${ms('created')} END AS wait
             FROM users WHERE COALESCE(approved_at, '') != '')
       GROUP BY month, approved_by`,
      { month: '', approved_by: '', count: 0, waits_ms: '' },
    );
    const warnings = q(`SELECT created FROM provider_warnings ORDER BY created, id`, {
      created: '',
    });
    return e.json(
      200,
      /** @satisfies {ApiAnswer<'transparencyRecords'>} */ ({
        signals,
        publishedAtOnce,
        reports,
        approvals,
        warnings,
      }),
    );
  },
  $apis.requireSuperuserAuth(),
);

// The date of every public review of every public provider, newest first: what the market
// maps read of the reviews (src/lib/data/market-map.ts). A map lists every provider of its
// category; reading their whole reviews for it (the route above) cost a review pass seconds
// at 10,000 providers.
routerAdd(
  'GET',
  '/api/lp/reviews/dates',
  (e) => {
    const d = require(`${__hooks}/lib/domain.gen.js`);
    const rows = require(`${__hooks}/lib/util.js`).rowsOf({ provider: '', created: '' });
    e.app
      .db()
      .newQuery(
        `SELECT r.provider, r.created
         FROM reviews r
         JOIN providers p ON p.id = r.provider
         WHERE ${d.publicReviewSql('r')} AND ${d.publicProviderSql('p')}
         ORDER BY r.created DESC, r.id DESC`,
      )
      .all(rows);
    return e.json(200, /** @satisfies {ApiAnswer<'reviewDates'>} */ (rows));
  },
  $apis.requireSuperuserAuth(),
);
