/**
 * Review rules the terms, the review policy page, the error catalogue and the hooks share, and
 * the answers of the member's review routes (the web server's review reads: review-reads.ts).
 */

/** Days during which authors may edit their review (terms). */
export const REVIEW_EDIT_DAYS = 30;

/** Every rating, overall and per aspect, is a whole number of stars in this range. */
export const RATING_MIN = 1;
export const RATING_MAX = 5;
/** The star values, fewest first: 1, 2, 3, 4, 5. */
export const STAR_VALUES = Array.from(
  { length: RATING_MAX - RATING_MIN + 1 },
  (_, i) => RATING_MIN + i,
) as readonly number[];

/** Whether `n` is a rating: a whole number of stars from RATING_MIN to RATING_MAX. */
export function isRating(n: unknown): n is number {
  return typeof n === 'number' && Number.isInteger(n) && n >= RATING_MIN && n <= RATING_MAX;
}

/** Whether a review created at `created` may still be edited at `now`. */
export function isReviewEditable(created: Date, now: Date = new Date()): boolean {
  return now.getTime() - created.getTime() <= REVIEW_EDIT_DAYS * 24 * 60 * 60 * 1000;
}

/**
 * A row of `API.meReviews (GET)`: the member's own review (pb_hooks/own-reviews.pb.js builds
 * it, typed by its JSDoc; the dashboard reads it).
 */
export interface OwnReview {
  id: string;
  provider: string;
  provider_name: string;
  provider_slug: string;
  /** The provider is in the directory (its page exists). */
  provider_public: boolean;
  title: string;
  review_text: string;
  pros: string;
  cons: string;
  overall_rating: number;
  anonymous: boolean;
  would_recommend: boolean;
  created: string;
  /** When its author last changed the content; '' when never. */
  edited_at: string;
  moderation: string;
  hidden: boolean;
  /** The admin's reason, for a withdrawn review only. */
  removal_reason: string;
  editable: boolean;
  editable_until: string;
  /** When the provider replied; '' when it has not. */
  reply_at: string;
  reply_edited_at: string;
}

/** A provider the review form's picker offers (`API.providerChoices (GET)`). */
export interface ProviderChoice {
  id: string;
  company_name: string;
  /** The member's own company: listed, disabled. */
  own: boolean;
}

/**
 * What the review form reads of `API.providerChoices (GET)` (a page of pb_hooks/lib/paging.js;
 * `selected`: the provider `?id=` names, when public).
 */
export interface ProviderChoices {
  items: ProviderChoice[];
  totalItems: number;
  selected: ProviderChoice | null;
}

/** The answer of `API.meReviews (GET)`: all of them, newest first. */
export interface OwnReviewsAnswer {
  items: OwnReview[];
  totalItems: number;
}

/** The query of `API.providerChoices (GET)`: a page, a name search and the preselected `id`. */
export interface ProviderChoicesQuery {
  q?: string;
  id?: string;
  page?: number;
  perPage?: number;
  sort?: string;
}
