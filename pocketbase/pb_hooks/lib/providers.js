// Rules applied to every save of a provider (see providers.pb.js).

/** Owner-and-admin-only fields, hidden in the schema (migration 1750000002). */
const PRIVATE_FIELDS = ['whatsapp_number', 'admin_notes'];

/**
 * Takes the private fields from the request body: PocketBase drops hidden fields from a
 * non-superuser's input, but owners set the WhatsApp number and admins the notes (who may
 * change what is checked afterwards, as for any other field).
 * @param {HookRecordRequestEvent} e
 */
function applyPrivateInput(e) {
  const util = require(`${__hooks}/lib/util.js`);
  const values = util.submitted(e, PRIVATE_FIELDS);
  for (const f of PRIVATE_FIELDS) {
    if (f in values) e.record.set(f, values[f]);
  }
}

/**
 * @param {core.App} app
 * @param {core.Record} record
 * @param {boolean} isNew
 */
function prepare(app, record, isNew) {
  const util = require(`${__hooks}/lib/util.js`);
  const d = util.domain();

  const year = record.getInt('founded_year');
  if (year !== 0 && !d.isValidFoundedYear(year)) {
    util.failField('provider_founded_year', 'founded_year', {
      min: d.MIN_FOUNDED_YEAR,
      max: new Date().getFullYear(),
    });
  }

  const categories = util.jsonStrings(record, 'categories');
  if (!categories || categories.length === 0) {
    return util.failField('provider_categories_required', 'categories');
  }
  const names = [];
  for (const c of categories) {
    const name = typeof c === 'string' ? d.normalizeCategoryName(c) : '';
    if (!name) {
      util.fail('provider_category_invalid');
    }
    if (names.indexOf(name) === -1) names.push(name);
  }
  for (const name of names) {
    const found = util.count(
      app,
      'SELECT COUNT(*) AS n FROM service_categories WHERE name = {:name}',
      { name: name },
    );
    if (!found) util.fail('provider_category_missing', null, { name: name });
  }
  record.set('categories', names);

  const languages = util.jsonStrings(record, 'languages');
  if (languages === null || languages.some((l) => typeof l !== 'string')) {
    return util.fail('provider_languages_list');
  }
  record.set('languages', languages);
  // The competitor check's index (lib/review-signals.js competitorOf).
  record.set(
    'website_domain',
    require(`${__hooks}/lib/review-signals.js`).websiteDomainKey(record.getString('website')),
  );

  if (!record.getString('status')) record.set('status', 'pending');

  // Slug: from the company name when new, empty or renamed (unless a superuser set it).
  const name = record.getString('company_name');
  const slug = record.getString('slug');
  const original = isNew ? null : record.original();
  const renamed = original && original.getString('company_name') !== name;
  const slugSetExplicitly = original && slug !== original.getString('slug') && slug !== '';
  if (!slug || (renamed && !slugSetExplicitly)) {
    const id = record.id;
    record.set(
      'slug',
      d.uniqueSlug(
        name,
        (candidate) =>
          util.count(app, 'SELECT COUNT(*) AS n FROM providers WHERE slug = {:s} AND id != {:id}', {
            s: candidate,
            id: id,
          }) > 0,
        'proveedor',
      ),
    );
  } else if (slugSetExplicitly) {
    record.set('slug', d.slugify(slug));
  }

  // Aggregates: exact, from the tables, on every save.
  const stats = new DynamicModel({ avg: -0, total: 0, favs: 0 });
  app
    .db()
    .newQuery(
      `SELECT
         ${d.averageRatingSql('{:id}')} AS avg,
         ${d.reviewCountSql('{:id}')} AS total,
         ${d.favoritesCountSql('{:id}')} AS favs`,
    )
    .bind({ id: record.id })
    .one(stats);
  record.set('average_rating', stats.avg);
  record.set('total_reviews', stats.total);
  record.set('favorites_count', stats.favs);

  // Ranking inputs, 12-month figures and score on the current ranking day (lib/ranking.js).
  const ranking = require(`${__hooks}/lib/ranking.js`).figures(app, record.id);
  for (const k of Object.keys(ranking)) {
    record.set(k, ranking[/** @type {keyof typeof ranking} */ (k)]);
  }
}

/**
 * Makes a provider public (the contract's PUBLIC_PROVIDER_STATE: approved and verified),
 * approved now by `approverId`.
 * @param {core.Record} record
 * @param {string} approverId
 */
function makePublic(record, approverId) {
  const util = require(`${__hooks}/lib/util.js`);
  const state = util.domain().PUBLIC_PROVIDER_STATE;
  record.set('status', state.status);
  record.set('verified', state.verified);
  record.set('approved_at', util.nowIso());
  record.set('approved_by', approverId);
}

module.exports = { PRIVATE_FIELDS, applyPrivateInput, prepare, makePublic };
