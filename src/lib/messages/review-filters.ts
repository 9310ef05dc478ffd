/**
 * The one text the review filters' browser script writes (src/browser/review-filters.ts),
 * apart from the rest of the review-context copy so visitors do not download the form's lists.
 */
export const filterStatus = (shown: number, total: number): string =>
  shown === total ? `${total} reviews mostradas` : `${shown} de ${total} reviews mostradas`;
