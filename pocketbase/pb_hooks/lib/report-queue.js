// The admin's report lists (reports.pb.js): the open queue and "Decididos". Both page reviews
// grouped from review_reports, searched over the review's title and text and the provider's
// name (lib/paging.js: ≤ 5 reviews a page, they carry their whole text), each as the same
// review summary plus what the list adds.

/**
 * The review as both lists show it.
 * @param {core.Record} review
 * @param {core.Record | null} provider
 */
function reviewSummary(review, provider) {
  return {
    id: review.id,
    title: review.getString('title'),
    review_text: review.getString('review_text'),
    overall_rating: review.getInt('overall_rating'),
    anonymous: review.getBool('anonymous'),
    moderation: review.getString('moderation'),
    hidden: review.getBool('hidden'),
    created: review.getString('created'),
    provider: review.getString('provider'),
    provider_name: provider ? provider.getString('company_name') : '',
    provider_slug: provider ? provider.getString('slug') : '',
  };
}

/**
 * One page of reviews for an admin (403 otherwise): `o.group` is the SQL that groups
 * review_reports into rows `g` with `rid` (the review) and the columns `o.order` sorts by;
 * `o.row(review)` adds the list's own fields to each row `{ id, review, … }`.
 * @template T
 * @param {core.RequestEvent} e
 * @param {{ group: string, order: { [sort: string]: string }, binds?: { [name: string]: unknown }, row: (review: core.Record) => T }} o
 */
function pageOfReviews(e, o) {
  const a = require(`${__hooks}/lib/admin.js`);
  const util = require(`${__hooks}/lib/util.js`);
  const paging = require(`${__hooks}/lib/paging.js`);
  a.requireAdmin(e);
  return paging.list(e, {
    sorts: o.order,
    maxPerPage: 5,
    from: `(${o.group}) g JOIN reviews r ON r.id = g.rid LEFT JOIN providers pr ON pr.id = r.provider`,
    idColumn: 'g.rid',
    binds: o.binds,
    search: ['r.title', 'r.review_text', 'pr.company_name'],
    load: (ids) =>
      e.app.findRecordsByIds('reviews', ids).map((review) => {
        const provider = util.findById(e.app, 'providers', review.getString('provider'));
        return Object.assign(
          { id: review.id, review: reviewSummary(review, provider) },
          o.row(review),
        );
      }),
  });
}

module.exports = { reviewSummary, pageOfReviews };
