/**
 * Review rules the terms, the review policy page, the error catalogue and the hooks share.
 */

/** Days during which authors may edit their review (terms). */
export const REVIEW_EDIT_DAYS = 30;

/** Whether a review created at `created` may still be edited at `now`. */
export function isReviewEditable(created: Date, now: Date = new Date()): boolean {
  return now.getTime() - created.getTime() <= REVIEW_EDIT_DAYS * 24 * 60 * 60 * 1000;
}
