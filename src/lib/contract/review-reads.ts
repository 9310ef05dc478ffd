/**
 * What the web server's review reads answer (pocketbase/pb_hooks/render-reads.pb.js,
 * community-reviews.pb.js): `SERVER_API.reviewsPublic`, `reviewDates`, `reviewsLatest`.
 */
import type { ReviewerVerification, ReviewSource } from './invitations';
import type { ReviewsRecord } from './records.gen';
import type { PUBLIC_CONTEXT_FIELDS } from './review-context';

/** The stored fields of a review every public read selects (with its context fields). */
export type PublicReviewField =
  | 'id'
  | 'title'
  | 'review_text'
  | 'pros'
  | 'cons'
  | 'overall_rating'
  | 'would_recommend'
  | 'verified'
  | 'anonymous'
  | 'created'
  | 'edited_at'
  | 'helpful_count';

/** Who wrote a public review, as the pages show it (never for an anonymous one). */
export interface ReviewerIdentity {
  first_name: string;
  last_name: string;
  job_title: string;
  company_name: string;
}

/**
 * A row of `SERVER_API.reviewsPublic (GET)`: a public review and its author's public profile,
 * flat (no reviewer id, ever); `has_profile` is false for an anonymous review and for an author
 * whose account is gone.
 */
export interface PublicReviewRow
  extends
    ReviewerIdentity,
    Pick<ReviewsRecord, 'provider' | PublicReviewField | (typeof PUBLIC_CONTEXT_FIELDS)[number]> {
  /** The stored select values as read (SQL), '' when empty. */
  moderation: string;
  source: string;
  reviewer_verification: string;
  has_profile: boolean;
}

/** A row of `SERVER_API.reviewDates (GET)`. */
export interface ReviewDateRow {
  provider: string;
  created: string;
}

/** The query of `SERVER_API.reviewsLatest (GET)` (the /reviews page's filters). */
export interface LatestReviewsQuery {
  pagina?: string;
  categoria?: string;
  pais?: string;
  estrellas?: string;
}

/** A review of `SERVER_API.reviewsLatest (GET)`; `reviewer` is null for an anonymous one. */
export interface LatestReview {
  id: string;
  title: string;
  review_text: string;
  overall_rating: number;
  created: string;
  under_review: boolean;
  /** Null for anonymous reviews: their author is never output. */
  reviewer: ReviewerIdentity | null;
  /** How it came in and how its author was verified (server-kept). */
  source: ReviewSource;
  reviewer_verification: ReviewerVerification;
  provider: { id: string; slug: string; company_name: string };
}

/** The answer of `SERVER_API.reviewsLatest (GET)`: one page, and whether a next one exists. */
export interface LatestReviewsAnswer {
  items: LatestReview[];
  page: number;
  hasMore: boolean;
}
