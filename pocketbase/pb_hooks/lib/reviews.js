// Review rules shared by the handlers of reviews.pb.js.

/** What its author writes: a change to any of these is an edit ("editada", `edited_at`). */
const CONTENT_FIELDS = [
  'anonymous',
  'title',
  'review_text',
  'pros',
  'cons',
  'overall_rating',
  'would_recommend',
].concat(require(`${__hooks}/lib/domain.gen.js`).CONTEXT_FIELDS);

/**
 * Required fields and the 1..5 rating, with the spec's Spanish messages; `opts.minText` (a
 * member's write) also measures the text.
 * @param {core.Record} record
 * @param {{ minText?: boolean }} [opts]
 */
function checkContent(record, opts) {
  const util = require(`${__hooks}/lib/util.js`);
  if (
    !record.getString('provider') ||
    !record.getString('title').trim() ||
    !record.getString('review_text').trim()
  ) {
    util.fail('review_required_fields');
  }
  // Members write at least REVIEW_TEXT_MIN characters (the seed's imported history and older
  // reviews are kept as they are: only a new text or a changed one is measured).
  if (opts && opts.minText) {
    const d = util.domain();
    const original = record.original();
    const changed =
      !original || original.getString('review_text') !== record.getString('review_text');
    if (changed && record.getString('review_text').trim().length < d.REVIEW_TEXT_MIN) {
      util.failField('review_text_short', 'review_text', { min: d.REVIEW_TEXT_MIN });
    }
  }
  if (!util.domain().isRating(record.get('overall_rating'))) {
    util.failField('review_rating_range', 'overall_rating');
  }
}

/**
 * Exact average_rating and total_reviews of one provider, from the reviews table, and its
 * ranking score and 12-month figures (lib/ranking.js), and its review facts
 * (lib/review-facts.js; `opts.deleting` after a review's deletion).
 * @param {core.App} app
 * @param {string} providerId
 * @param {{ deleting?: boolean }} [opts]
 */
function recompute(app, providerId, opts) {
  if (!providerId) return;
  const d = require(`${__hooks}/lib/domain.gen.js`);
  app
    .db()
    .newQuery(
      `UPDATE providers SET
         average_rating = ${d.averageRatingSql('{:id}')},
         total_reviews = ${d.reviewCountSql('{:id}')}
       WHERE id = {:id}`,
    )
    .bind({ id: providerId })
    .execute();
  require(`${__hooks}/lib/ranking.js`).recomputeProvider(app, providerId);
  require(`${__hooks}/lib/review-facts.js`).store(app, providerId, !!(opts && opts.deleting));
}

module.exports = { CONTENT_FIELDS, checkContent, recompute };
