// The member's own reviews, for the dashboard: every review the caller wrote,
// hidden ones included, newest first, with its provider's name and slug, its moderation
// state, the reason an admin gave when it was withdrawn, until when it may be edited, and when
// the provider replied. `reviews.reviewer` is hidden (not filterable through the records API)
// and the reasons live in `review_reports`, which only admins and reporters read: one SQL
// query for the caller's own rows only.
routerAdd('GET', '/api/lp/me/reviews', (e) => {
  const util = require(`${__hooks}/lib/util.js`);
  const caller = util.authUser(e);
  if (!caller) return util.fail('sign_in_required');
  const d = util.domain();
  const rows = arrayOf(
    new DynamicModel({
      id: '',
      provider: '',
      provider_name: '',
      provider_slug: '',
      provider_public: false,
      title: '',
      review_text: '',
      pros: '',
      cons: '',
      overall_rating: 0,
      anonymous: false,
      would_recommend: false,
      created: '',
      edited_at: '',
      moderation: '',
      hidden: false,
      removal_reason: '',
      reply_at: '',
      reply_edited_at: '',
    }),
  );
  e.app
    .db()
    .newQuery(
      `SELECT r.id, r.provider, COALESCE(p.company_name, '') AS provider_name,
         COALESCE(p.slug, '') AS provider_slug,
         COALESCE((${d.publicProviderSql('p')}), FALSE) AS provider_public,
         r.title, r.review_text, r.pros, r.cons, r.overall_rating, r.anonymous,
         r.would_recommend, r.created, COALESCE(r.edited_at, '') AS edited_at,
         COALESCE(r.moderation, '') AS moderation, r.hidden,
         COALESCE((SELECT rr.decision_reason FROM review_reports rr
                   WHERE rr.review = r.id AND rr.status = 'upheld'
                   ORDER BY rr.decided_at DESC LIMIT 1), '') AS removal_reason,
         COALESCE(rp.created, '') AS reply_at, COALESCE(rp.edited_at, '') AS reply_edited_at
       FROM reviews r
       LEFT JOIN providers p ON p.id = r.provider
       LEFT JOIN review_replies rp ON rp.review = r.id
       WHERE r.reviewer = {:me}
       ORDER BY r.created DESC, r.id DESC`,
    )
    .bind({ me: caller.id })
    .all(rows);
  const dayMs = 24 * 60 * 60 * 1000;
  /** @type {import('../../src/lib/contract/reviews').OwnReview[]} */
  const items = rows.map((row) => {
    const created = new Date(String(row.created).replace(' ', 'T')).getTime();
    const until = created + d.REVIEW_EDIT_DAYS * dayMs;
    return {
      id: row.id,
      provider: row.provider,
      provider_name: row.provider_name,
      provider_slug: row.provider_slug,
      provider_public: row.provider_public,
      title: row.title,
      review_text: row.review_text,
      pros: row.pros,
      cons: row.cons,
      overall_rating: row.overall_rating,
      anonymous: row.anonymous,
      would_recommend: row.would_recommend,
      created: row.created,
      edited_at: row.edited_at,
      moderation: row.moderation,
      hidden: row.hidden,
      // Only a withdrawn review has a reason to show (a restored one is back in public).
      removal_reason: row.moderation === 'removed' ? row.removal_reason : '',
      editable: d.isReviewEditable(new Date(created)),
      editable_until: new Date(until).toISOString().replace('T', ' '),
      reply_at: row.reply_at,
      reply_edited_at: row.reply_edited_at,
    };
  });
  return e.json(
    200,
    /** @satisfies {ApiAnswer<'meReviews'>} */ ({ items: items, totalItems: items.length }),
  );
});
