/**
 * Review order and histogram on the provider pages.
 *
 * "Más útiles" (default): the Wilson score lower bound (95 %) of the "Útil" votes, taking a
 * review's votes as successes out of `votes + 2` trials (two implicit non-votes, so one vote
 * does not rank as certainty), multiplied by a recency weight 0.7^(age in years); ties (e.g.
 * no votes) newest first. "Más recientes", "Mejor calificación", "Peor calificación" as named
 * (ties newest first).
 */
import { STAR_VALUES, isRating } from '../contract/reviews';

export const REVIEW_ORDERS = ['utiles', 'recientes', 'mejor', 'peor'] as const;
export type ReviewOrder = (typeof REVIEW_ORDERS)[number];
export const DEFAULT_REVIEW_ORDER: ReviewOrder = 'utiles';

export const REVIEW_ORDER_LABELS: Record<ReviewOrder, string> = {
  utiles: 'Más útiles',
  recientes: 'Más recientes',
  mejor: 'Mejor calificación',
  peor: 'Peor calificación',
};

/** Reviews per page of /providers/{slug}/reviews (and on the profile). */
export const REVIEWS_PER_PAGE = 10;

const Z = 1.96;
const YEAR_MS = 365.25 * 24 * 3600 * 1000;

export function isReviewOrder(v: unknown): v is ReviewOrder {
  return typeof v === 'string' && (REVIEW_ORDERS as readonly string[]).includes(v);
}

/**
 * An order as the `orden` parameter of a provider's review pages: none for the default, whose
 * page (`/providers/{slug}/reviews`) is the stored one; the others are rendered on request.
 */
export function reviewOrderParam(order: ReviewOrder | null | undefined): ReviewOrder | undefined {
  return order && order !== DEFAULT_REVIEW_ORDER ? order : undefined;
}

/** Wilson score interval lower bound for `positive` successes out of `n` trials. */
export function wilsonLowerBound(positive: number, n: number): number {
  if (n <= 0) return 0;
  const p = positive / n;
  const z2 = Z * Z;
  return (p + z2 / (2 * n) - Z * Math.sqrt((p * (1 - p) + z2 / (4 * n)) / n)) / (1 + z2 / n);
}

const time = (s: string): number => {
  const t = Date.parse(s.includes('T') ? s : s.replace(' ', 'T'));
  return Number.isFinite(t) ? t : 0;
};

/** The "Más útiles" score of a review at `now`. */
export function helpfulScore(helpful: number, created: string, now: Date): number {
  const age = Math.max(0, (now.getTime() - time(created)) / YEAR_MS);
  return wilsonLowerBound(helpful, helpful + 2) * Math.pow(0.7, age);
}

export interface Orderable {
  id: string;
  created: string;
  overall_rating: number;
  helpful_count: number;
}

/** A copy of `reviews` in `order` (stable: ties newest first, then by id). */
export function orderReviews<T extends Orderable>(
  reviews: readonly T[],
  order: ReviewOrder,
  now: Date = new Date(),
): T[] {
  const newest = (a: T, b: T) => time(b.created) - time(a.created) || (a.id < b.id ? -1 : 1);
  const score = new Map(reviews.map((r) => [r.id, helpfulScore(r.helpful_count, r.created, now)]));
  const by: Record<ReviewOrder, (a: T, b: T) => number> = {
    utiles: (a, b) => score.get(b.id)! - score.get(a.id)! || newest(a, b),
    recientes: newest,
    mejor: (a, b) => b.overall_rating - a.overall_rating || newest(a, b),
    peor: (a, b) => a.overall_rating - b.overall_rating || newest(a, b),
  };
  return [...reviews].sort(by[order]);
}

/** Counts per star, 5★ first: `[{ stars: 5, count }, …, { stars: 1, count }]`. */
export function ratingHistogram(
  reviews: readonly { overall_rating: number }[],
): { stars: number; count: number }[] {
  const counts = new Map<number, number>(STAR_VALUES.map((s) => [s, 0]));
  for (const r of reviews) {
    const s = Math.round(r.overall_rating);
    if (isRating(s)) counts.set(s, counts.get(s)! + 1);
  }
  return [...STAR_VALUES].reverse().map((stars) => ({ stars, count: counts.get(stars)! }));
}
