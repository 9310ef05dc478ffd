/**
 * View models of review replies: what src/lib/data/review-replies.ts loads and the views render
 * (plain data; the data layer and the views both import these types).
 */

/** A provider's public reply to a review, with the reviewer's rejoinder. */
export interface PublicReply {
  id: string;
  review: string;
  body: string;
  created: string;
  /** "" unless the owner edited the reply. */
  edited_at: string;
  rejoinder: string;
  rejoinder_at: string;
}

export interface OwnerReports {
  reported: number;
  upheld: number;
}
