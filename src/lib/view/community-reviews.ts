/**
 * View models of community reviews: what src/lib/data/community-reviews.ts loads and the views render
 * (plain data; the data layer and the views both import these types).
 */

import type { Category } from './categories';
import type { LatestReview } from '../contract/review-reads';

/** A review of the /reviews page: as `SERVER_API.reviewsLatest` answers it. */
export type CommunityReview = LatestReview;

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
