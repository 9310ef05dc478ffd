/**
 * The published ranking score, written once: the SQL the hooks store it with
 * (pb_hooks/lib/ranking.js), the JS recount the tests and the public page use, and the
 * parameters `/como-funcionan-las-reviews` prints.
 *
 *   score = (C·m + Σ wᵢ·rᵢ) / (C + Σ wᵢ),   wᵢ = 0.7^(age of review i in years)
 *
 * over the provider's public reviews (not hidden by moderation), with C = 7 and m the mean
 * rating of every public review of the platform (a Bayesian prior: few reviews pull a
 * provider toward the platform's mean; recency decay: a review counts 70 % after a year).
 *
 * Ages are measured at the ranking day `as_of` (the start of the site day, Mexico City
 * midnight, of the last daily recompute, stored with m in the `ranking_prior` record), so every
 * provider's score uses the same clock and the same m: a review written today changes its
 * provider's score at once; the daily recompute (00:05 site time, and on the first write of a
 * new site day) moves `as_of`, recomputes m
 * and re-weights every review. The 12-month average uses the same day: reviews created in the
 * 365 days before `as_of`, and since.
 */
import { PUBLIC_REVIEW_FILTER, publicReviewsOfSql } from './visibility';
import { siteDay, siteDayStart } from './time';

/** C: how many "virtual reviews" at the platform mean every provider starts with. */
export const RANKING_PRIOR_WEIGHT = 7;
/** A review's weight is multiplied by this every year of age (G2: 70 % after a year). */
export const RANKING_YEARLY_DECAY = 0.7;
/** Days per year in the age of a review. */
export const DAYS_PER_YEAR = 365.25;
/** The window of the "últimos 12 meses" average, in days before `as_of`. */
export const RECENT_WINDOW_DAYS = 365;
/** The id of the one `ranking_prior` record (PocketBase ids are 15 characters). */
export const RANKING_PRIOR_ID = 'rankingprior001';

/**
 * `as_of` for a moment: the start of its day in the site's time zone (contract/time.ts), as
 * PocketBase stores dates, so the day the formula page names is the visitor's day.
 */
export function rankingDay(now: Date): string {
  return siteDayStart(siteDay(now));
}

/** Milliseconds of a PocketBase date string ("2026-01-02 10:00:00.000Z"). */
function millis(pbDate: string): number {
  return Date.parse(pbDate.replace(' ', 'T'));
}

/** The weight of a review created at `created` on the ranking day `asOf`. */
export function reviewWeight(created: string, asOf: string): number {
  const ageYears = (millis(asOf) - millis(created)) / 86_400_000 / DAYS_PER_YEAR;
  return Math.pow(RANKING_YEARLY_DECAY, Math.max(0, ageYears));
}

export interface RankedReview {
  overall_rating: number;
  created: string;
}

/** The score of a provider whose public reviews are `reviews` (the recount of the SQL). */
export function rankingScore(reviews: readonly RankedReview[], mean: number, asOf: string): number {
  let sum = 0;
  let weight = 0;
  for (const r of reviews) {
    const w = reviewWeight(r.created, asOf);
    sum += w * r.overall_rating;
    weight += w;
  }
  return scoreFrom(sum, weight, mean);
}

/** The start of the 12-month window of the ranking day `asOf` (ms): what is created after it counts. */
const recentFrom = (asOf: string): number => millis(asOf) - RECENT_WINDOW_DAYS * 86_400_000;

/** Whether a review created at `created` counts in the 12-month average of the day `asOf`. */
export function isRecentReview(created: string, asOf: string): boolean {
  return millis(created) > recentFrom(asOf);
}

/**
 * The start of the "últimos 12 meses" window of `now` (ms): the window of today's ranking day,
 * as in the daily recompute's 12-month figures. Every 12-month figure of a page is read with
 * it, so a figure changes only when the ranking day does, and the day's recompute names the
 * providers whose figures moved (its `ranking` event).
 */
export function recentWindowStart(now: Date): number {
  return recentFrom(rankingDay(now));
}

// ---- SQL (SQLite, as PocketBase runs it; `pow` and `julianday` are built in) ----

/** The weight of a review row as of the SQL date expression `asOf`. */
export function reviewWeightSql(asOf: string): string {
  return `pow(${RANKING_YEARLY_DECAY}, max(0, (julianday(${asOf}) - julianday(created)) / ${DAYS_PER_YEAR}))`;
}

/** SQL: a row created within the 12-month window of the SQL date expression `asOf`. */
const recentSql = (asOf: string): string =>
  `julianday(created) > julianday(${asOf}) - ${RECENT_WINDOW_DAYS}`;

/**
 * SQL: the providers with a report by their owner (counted on their page for 12 months) inside
 * the 12-month window of the ranking day `prevAsOf` and no longer in that of `asOf`; both are
 * SQL expressions. Reviews leaving the window change the providers' 12-month figures already.
 */
export function ownerReportsLeavingSql(prevAsOf: string, asOf: string): string {
  return `SELECT DISTINCT provider AS id FROM review_reports WHERE by_owner = 1 AND ${recentSql(prevAsOf)} AND NOT ${recentSql(asOf)}`;
}

/**
 * SQL expressions of a provider's stored ranking inputs (Σwᵢrᵢ, Σwᵢ) and 12-month figures on
 * the ranking day; `providerId` and `asOf` are SQL expressions.
 */
export function rankingInputExprs(
  providerId: string,
  asOf: string,
): Record<'ranking_sum' | 'ranking_weight' | 'rating_12m' | 'reviews_12m', string> {
  const reviews = publicReviewsOfSql(providerId);
  const recent = `${reviews} AND ${recentSql(asOf)}`;
  return {
    ranking_sum: `COALESCE((SELECT SUM(overall_rating * ${reviewWeightSql(asOf)}) ${reviews}), 0)`,
    ranking_weight: `COALESCE((SELECT SUM(${reviewWeightSql(asOf)}) ${reviews}), 0)`,
    rating_12m: `COALESCE((SELECT ROUND(AVG(overall_rating), 2) ${recent}), 0)`,
    reviews_12m: `(SELECT COUNT(*) ${recent})`,
  };
}

/** `SET` assignments of `rankingInputExprs`, for `UPDATE providers SET … WHERE …` (run first). */
export function rankingInputsSql(providerId: string, asOf: string): string {
  return Object.entries(rankingInputExprs(providerId, asOf))
    .map(([field, expr]) => `${field} = ${expr}`)
    .join(', ');
}

/** The score from the stored inputs and m. */
export function scoreFrom(sum: number, weight: number, mean: number): number {
  return (RANKING_PRIOR_WEIGHT * mean + sum) / (RANKING_PRIOR_WEIGHT + weight);
}

/**
 * The `SET` assignment of the score from the stored inputs (run second); `mean` is SQL.
 * PocketBase's number columns have NUMERIC affinity (a whole 5.0 is stored as the integer 5),
 * so the division is forced to floating point.
 */
export function rankingScoreSql(mean: string): string {
  return `ranking_score = (${RANKING_PRIOR_WEIGHT} * ${mean} + ranking_sum) / (${RANKING_PRIOR_WEIGHT}.0 + ranking_weight)`;
}

/** m: the mean rating of every public review (0 when there is none). */
export const PRIOR_MEAN_SQL = `SELECT COALESCE(AVG(overall_rating), 0) AS mean, COUNT(*) AS n FROM reviews WHERE ${PUBLIC_REVIEW_FILTER}`;

/** The query of `SERVER_API.rankingRecompute (POST)`: the day to recompute as of, or today. */
export interface RankingRecomputeQuery {
  day?: string;
}

/** The answer of `SERVER_API.rankingRecompute (POST)`: the new prior. */
export interface RankingRecomputeAnswer {
  as_of: string;
  mean: number;
  reviews: number;
}

/** The query of `SERVER_API.recognitionsPublish (POST)`: an ended quarter (`2026-t3`). */
export interface RecognitionsPublishQuery {
  quarter: string;
}

/** The answer of `SERVER_API.recognitionsPublish (POST)`; `published` false when it already was. */
export interface RecognitionsPublishAnswer {
  quarter: string;
  published: boolean;
  recognitions: number;
}
