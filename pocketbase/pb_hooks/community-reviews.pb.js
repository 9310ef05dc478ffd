// The community reviews page (/reviews): one page of the newest public
// reviews of public providers, newest first, optionally of one category, headquarters
// country or star rating, for the web server that renders the page (superuser only, like
// the other render reads). Anonymous reviews carry no author. `hasMore` says whether a next
// page exists. Bad parameters: 400 `admin_list_param`.
routerAdd(
  'GET',
  '/api/lp/reviews/latest',
  (e) => {
    const d = require(`${__hooks}/lib/domain.gen.js`);
    const util = require(`${__hooks}/lib/util.js`);
    const q = e.requestInfo().query;
    const bad = (/** @type {string} */ name) => util.fail('admin_list_param', null, { name: name });
    const str = (/** @type {string} */ name) => (q[name] === undefined ? '' : String(q[name]));
    const perPage = d.COMMUNITY_REVIEWS_PER_PAGE;
    const page = str('pagina') === '' ? 1 : Number(str('pagina'));
    if (!/^\d{1,6}$/.test(str('pagina') || '1') || page < 1) bad('pagina');
    const stars = str('estrellas') === '' ? 0 : Number(str('estrellas'));
    if (str('estrellas') !== '' && !/^[1-5]$/.test(str('estrellas'))) bad('estrellas');
    /** @type {{ [name: string]: unknown }} */
    const binds = { limit: perPage + 1, offset: (page - 1) * perPage };
    const where = [d.publicReviewSql('r'), d.publicProviderSql('p')];
    if (str('categoria')) {
      binds.category = str('categoria');
      where.push('EXISTS (SELECT 1 FROM json_each(p.categories) WHERE value = {:category})');
    }
    if (str('pais')) {
      binds.country = str('pais');
      where.push('p.headquarters_country = {:country}');
    }
    if (stars) {
      binds.stars = stars;
      where.push('r.overall_rating = {:stars}');
    }
    const rows = arrayOf(
      new DynamicModel({
        id: '',
        title: '',
        review_text: '',
        overall_rating: 0,
        created: '',
        anonymous: false,
        moderation: '',
        source: '',
        reviewer_verification: '',
        first_name: '',
        last_name: '',
        job_title: '',
        company_name: '',
        provider_id: '',
        provider_slug: '',
        provider_name: '',
      }),
    );
    // CROSS JOIN keeps `reviews` the outer loop, so SQLite walks idx_reviews_created from the
    // newest and stops after the page: 0.2 ms at 30,000 reviews, where its own choice (every
    // public provider's reviews, then sorted) took 66 ms; a filter that matches few reviews
    // scans them all, still under 50 ms (docs/PERFORMANCE.md § "Ninth run at 10,000 providers").
    e.app
      .db()
      .newQuery(
        `SELECT r.id, r.title, r.review_text, r.overall_rating, r.created, r.anonymous,
                r.moderation, COALESCE(r.source, '') AS source,
                COALESCE(r.reviewer_verification, '') AS reviewer_verification,
                CASE WHEN r.anonymous THEN '' ELSE COALESCE(u.first_name, '') END AS first_name,
                CASE WHEN r.anonymous THEN '' ELSE COALESCE(u.last_name, '') END AS last_name,
                CASE WHEN r.anonymous THEN '' ELSE COALESCE(u.job_title, '') END AS job_title,
                CASE WHEN r.anonymous THEN '' ELSE COALESCE(u.company_name, '') END AS company_name,
                p.id AS provider_id, p.slug AS provider_slug, p.company_name AS provider_name
         FROM reviews r
         CROSS JOIN providers p ON p.id = r.provider
         LEFT JOIN users u ON u.id = r.reviewer
         WHERE ${where.join(' AND ')}
         ORDER BY r.created DESC, r.id DESC
         LIMIT {:limit} OFFSET {:offset}`,
      )
      .bind(binds)
      .all(rows);
    /** @type {ApiAnswer<'reviewsLatest'>['items']} */
    const items = rows.slice(0, perPage).map((r) => ({
      id: r.id,
      title: r.title,
      review_text: r.review_text,
      overall_rating: r.overall_rating,
      created: r.created,
      under_review: r.moderation === 'under_review',
      source: r.source === 'invited' ? 'invited' : 'organic',
      reviewer_verification: r.reviewer_verification === 'linkedin' ? 'linkedin' : 'email',
      reviewer: r.anonymous
        ? null
        : {
            first_name: r.first_name,
            last_name: r.last_name,
            job_title: r.job_title,
            company_name: r.company_name,
          },
      provider: { id: r.provider_id, slug: r.provider_slug, company_name: r.provider_name },
    }));
    return e.json(
      200,
      /** @satisfies {ApiAnswer<'reviewsLatest'>} */ ({
        items: items,
        page: page,
        hasMore: rows.length > perPage,
      }),
    );
  },
  $apis.requireSuperuserAuth(),
);
