/**
 * View models of reviews: what src/lib/data/reviews.ts loads and the views render
 * (plain data; the data layer and the views both import these types).
 */
import type { ReviewerVerification, ReviewSource } from '@/lib/contract/invitations';
import type { ReviewContextView } from '@/lib/contract/review-context';
import type { ReviewerIdentity } from '@/lib/contract/review-reads';

export type { ReviewerIdentity } from '@/lib/contract/review-reads';

export interface PublicReview {
  id: string;
  title: string;
  review_text: string;
  pros: string;
  cons: string;
  overall_rating: number;
  would_recommend: boolean;
  verified: boolean;
  anonymous: boolean;
  created: string;
  /** When its author last edited the content ("editada el …"); '' when never. */
  edited_at: string;
  /** Reported and waiting for a decision: shown with the "En revisión" label. */
  under_review: boolean;
  /** "Útil" votes, kept exact by the server. */
  helpful_count: number;
  /** Null for anonymous reviews: their author is never output. */
  reviewer: ReviewerIdentity | null;
  /** How it came in: decided by the server, never by its author. */
  source: ReviewSource;
  /** How its author was verified when writing it. */
  reviewer_verification: ReviewerVerification;
  /** Service, company, relationship and sub-ratings; null for older reviews. */
  context: ReviewContextView | null;
}
