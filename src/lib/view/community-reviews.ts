/**
 * View models of community reviews: what src/lib/data/community-reviews.ts loads and the views render
 * (plain data; the data layer and the views both import these types).
 */

import type { Category } from './categories';
import type { ReviewerIdentity } from './reviews';
import type { ReviewerVerification, ReviewSource } from '../contract/invitations';

export interface CommunityReview {
  id: string;
  title: string;
  review_text: string;
  overall_rating: number;
  created: string;
  under_review: boolean;
  /** Null for anonymous reviews: their author is never output. */
  reviewer: ReviewerIdentity | null;
  provider: { id: string; slug: string; company_name: string };
  /** Issue 22: how it came in and how its author was verified (server-kept). */
  source: ReviewSource;
  reviewer_verification: ReviewerVerification;
}

export interface CommunityFilters {
  /** Category name ('' for all). */
  categoria: string;
  /** Country slug ('' for all). */
  pais: string;
  /** 1–5, or 0 for all. */
  estrellas: number;
}

export interface CommunityReviewsView {
  filters: CommunityFilters;
  /** How many filters are set (the "Filtros" button shows it). */
  activeFilters: number;
  categories: Category[];
  labels: Record<string, string>;
  countries: { slug: string; name: string }[];
  reviews: CommunityReview[];
  page: number;
  hasMore: boolean;
  /** An unknown category, country, rating or a page past the last: the page answers 404. */
  notFound: boolean;
}
