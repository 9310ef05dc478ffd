/**
 * The contract shared by the site, the web server and the PocketBase hooks: each rule that
 * more than one runtime needs is written once here and imported (TypeScript) or required
 * from the hooks bundle `pb_hooks/lib/domain.gen.js` (built from
 * src/lib/domain/hooks-entry.ts by `npm run setup`; migrations require it too).
 *
 * Where each rule lives:
 *   public provider (approved + verified)   visibility.ts  publicProviderFilter / isPublicProvider
 *                                           (API rules in pb_migrations, hooks through
 *                                           util.isPublicProvider, data/providers.ts,
 *                                           server/known-urls.ts, WriteReview.tsx)
 *   published blog post                     visibility.ts  PUBLISHED_POST_FILTER / isPublishedPost
 *   public review (not hidden by moderation) visibility.ts publicReviewFilter / isPublicReview
 *                                           (reviews/replies rules, data/reviews.ts, aggregates)
 *   report reasons, moderation states       moderation.ts  stateAfterReport / stateAfterDecision
 *   stored aggregates (rating, counts SQL)  visibility.ts  averageRatingSql, reviewCountSql,
 *                                           favoritesCountSql (hooks' lib/reviews.js,
 *                                           lib/providers.js, lib/outbox.js, util.recountFavorites)
 *   ranking score, 12-month figures         ranking.ts     rankingInputsSql / rankingScoreSql
 *                                           (hooks' lib/ranking.js), rankingScore (recount:
 *                                           tests, /como-funcionan-las-reviews), parameters
 *   admin account (role + domain)           accounts.ts    isAdminAccount (hooks keep
 *                                           users.is_admin from it; rules read is_admin)
 *   active category                         visibility.ts  ACTIVE_CATEGORY_FILTER
 *   ranking order (comparator and SQL)      ranking-order.ts compareRanked / rankingOrderSql
 *   review edit window                      reviews.ts     REVIEW_EDIT_DAYS, isReviewEditable
 *   countries, slugs, text normalization    countries.ts, slug.ts, normalize.ts
 *   outbox topics and payloads              outbox.ts      OUTBOX_TOPICS, OutboxData (hooks'
 *                                           outbox.pb.js / lib/outbox.js, server/change-map.ts)
 *   page tags                               cache-tags.ts  providerTag, categoryListTag, …
 *   error codes and their Spanish text      errors.ts      ERRORS (hooks: util.fail(code);
 *                                           client: backend-errors.ts, errorCodeOf)
 *   field values (employee ranges, image
 *   types and size, form countries)         fields.ts      (schema migration, forms, seed)
 *   privacy rights and request deadlines    privacy-rights.ts privacyDeadline (privacy page,
 *                                           request form, pb_hooks/privacy.pb.js, admin queue)
 *   record shapes                           records.gen.ts generated from the migrations by
 *                                           scripts/gen-record-types.mjs (`npm test` checks it)
 */
export * from './visibility';
export * from './outbox';
export * from './errors';
export * from './fields';
export type * from './records.gen';
export * from './moderation';
export * from './ranking';
