import { formatFixed } from '../contract/number-format';
import { RATING_MAX } from '../contract/reviews';
import { plural } from './plural';
/** The stars drawn and offered: the highest rating (contract/reviews.ts). */
export const MAX_STARS = RATING_MAX;

/** Whether a provider has a rating to show (no reviews means "missing", shown as N/A). */
export function hasRating(rating: number | null | undefined, reviews?: number): boolean {
  return typeof rating === 'number' && Number.isFinite(rating) && rating > 0 && reviews !== 0;
}

/** Filled stars in the directory and comparisons: the rating rounded. */
export function roundedStars(rating: number | null | undefined): number {
  return clampStars(Math.round(rating ?? 0));
}

/** Filled stars on the provider page: the rating floored. */
export function flooredStars(rating: number | null | undefined): number {
  return clampStars(Math.floor(rating ?? 0));
}

function clampStars(n: number): number {
  return Number.isFinite(n) ? Math.min(MAX_STARS, Math.max(0, n)) : 0;
}

/** The rating to one decimal ("4.5"), or "N/A" when missing. */
export function formatRating(rating: number | null | undefined, reviews?: number): string {
  return hasRating(rating, reviews) ? formatFixed(rating as number, 1) : 'N/A';
}

/**
 * The 12-month average beside the all-time one: "4.5 (9 reviews)", or
 * "Sin reviews" when none of the last 12 months is public.
 */
export function formatRecentRating(rating12m: number | null, reviews12m: number): string {
  return hasRating(rating12m, reviews12m)
    ? `${formatFixed(rating12m as number, 1)} (${plural(reviews12m, 'review', 'reviews')})`
    : 'Sin reviews';
}
