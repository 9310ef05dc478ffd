/**
 * Who the public sees, each rule written once: as a PocketBase filter (API rules, hooks'
 * queries, the web server's and islands' reads) and as a JS check over the same fields
 * (hooks' record checks, outbox snapshots, tests).
 */

/** The fields the public-provider rule reads. */
export interface ProviderVisibility {
  status: string;
  verified: boolean;
}

/**
 * "Public provider" (approved and verified) as a PocketBase filter. `relation` names
 * the relation field to reach the provider through (`provider` on reviews, favourites and case
 * studies), so a rule on a related collection reads `provider.status = …`.
 */
export function publicProviderFilter(relation = ''): string {
  const p = relation ? `${relation}.` : '';
  return `${p}status = "approved" && ${p}verified = true`;
}

/** The public-provider filter on the providers collection itself. */
export const PUBLIC_PROVIDER_FILTER = publicProviderFilter();

/**
 * The state a provider is given when it becomes public (a provider saved through the
 * form, or reactivated by an admin, is approved and verified at once).
 */
export const PUBLIC_PROVIDER_STATE = { status: 'approved', verified: true } as const;

/** The public-provider rule over a provider's fields. */
export function isPublicProvider(p: ProviderVisibility): boolean {
  return p.status === 'approved' && p.verified === true;
}

/** The fields the published-post rule reads. */
export interface PostVisibility {
  status: string;
  /** PocketBase date string ("2026-01-02 10:00:00.000Z") or "" when never published. */
  published_at: string;
}

/** A blog post the public sees: published, with a publication date not in the future. */
export const PUBLISHED_POST_FILTER =
  'status = "published" && published_at != "" && published_at <= @now';

/**
 * The published-post rule as an SQL condition (the hooks' own queries); `now` is an SQL
 * expression in PocketBase's date format (a bind such as `{:now}`).
 */
export function publishedPostSql(now: string, alias = ''): string {
  const a = alias ? `${alias}.` : '';
  return `${a}status = 'published' AND ${a}published_at != '' AND ${a}published_at <= ${now}`;
}

/** The published-post rule over a post's fields, at `now`. */
export function isPublishedPost(p: PostVisibility, now: Date = new Date()): boolean {
  if (p.status !== 'published' || p.published_at === '') return false;
  const at = Date.parse(p.published_at.replace(' ', 'T'));
  return Number.isFinite(at) && at <= now.getTime();
}

/**
 * A review the public sees: not hidden by moderation (`reviews.hidden`, server-kept from
 * `moderation`, see moderation.ts). `relation` reaches the review through a relation field
 * (`review` on replies and reports).
 */
export function publicReviewFilter(relation = ''): string {
  const r = relation ? `${relation}.` : '';
  return `${r}hidden = false`;
}

export const PUBLIC_REVIEW_FILTER = publicReviewFilter();

/**
 * The public-provider and public-review rules as SQL conditions on a table alias, for the
 * hooks' bulk reads that join tables themselves (pocketbase/pb_hooks/render-reads.pb.js);
 * the integration tests check they select what the filters above select.
 */
export function publicProviderSql(alias: string): string {
  return `${alias}.status = 'approved' AND ${alias}.verified = TRUE`;
}

export function publicReviewSql(alias: string): string {
  return `${alias}.hidden = FALSE`;
}

/** The public-review rule over a review's fields. */
export function isPublicReview(r: { hidden: boolean }): boolean {
  return r.hidden !== true;
}

/**
 * A provider's average rating as SQLite computes it for the stored aggregate (rounded to two
 * decimals, 0 without reviews). `providerId` is an SQL expression (`{:id}`, `providers.id`).
 */
export function averageRatingSql(providerId: string): string {
  return `COALESCE((SELECT ROUND(AVG(overall_rating), 2) ${publicReviewsOfSql(providerId)}), 0)`;
}

/**
 * `FROM … WHERE …` of the public reviews of a provider (every aggregate reads this), for
 * `SELECT <aggregate> ${publicReviewsOfSql(id)}`; more conditions may follow with `AND`.
 */
export function publicReviewsOfSql(providerId: string): string {
  return `FROM reviews WHERE provider = ${providerId} AND ${PUBLIC_REVIEW_FILTER}`;
}

/** A provider's review count as SQLite computes it for the stored aggregate. */
export function reviewCountSql(providerId: string): string {
  return `(SELECT COUNT(*) ${publicReviewsOfSql(providerId)})`;
}

/** A provider's favourite count as SQLite computes it for the stored aggregate. */
export function favoritesCountSql(providerId: string): string {
  return `(SELECT COUNT(*) FROM user_favorites WHERE provider = ${providerId})`;
}

/** A category the public sees (lists, filters, listings): `service_categories.active`. */
export const ACTIVE_CATEGORY_FILTER = 'active = true';

/** The active-category rule over a category's fields. */
export function isActiveCategory(c: { active: boolean }): boolean {
  return c.active === true;
}
