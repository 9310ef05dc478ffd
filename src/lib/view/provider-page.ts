/**
 * View models of provider page: what src/lib/data/provider-page.ts loads and the views render
 * (plain data; the data layer and the views both import these types).
 */

import type { PageSlice } from '../domain/pagination';
import type { ReplyStats } from '../domain/reply-stats';
import type { ReviewOrder } from '../domain/review-order';
import type { CaseStudy } from './case-studies';
import type { PublicProvider } from './providers';
import type { PublicReply } from './review-replies';
import type { PublicReview } from './reviews';
import type { InvitedSplit } from '../contract/invitations';
import type { ReviewFacts } from '../contract/review-context';
import type { ReviewerFacts } from '../domain/reviewer-facts';
import type { ReviewFilter, ReviewFilterOptions } from '../domain/review-filters';
import type { ReviewTopics } from '../domain/review-topics';

export interface ProviderPageView {
  provider: PublicProvider;
  labels: Record<string, string>;
  /** The first reviews in the default order ("Más útiles"). */
  reviews: PublicReview[];
  /** Public reviews per star, 5★ first. */
  histogram: { stars: number; count: number }[];
  /** What the public reviews praise and criticise; null under five of them. */
  topics: ReviewTopics | null;
  /** What the review filters offer: the values some public review has. */
  filterOptions: ReviewFilterOptions;
  /** The provider's reply to each shown review that has one, by review id. */
  replies: Record<string, PublicReply>;
  /** Reply rate and median reply time over the last 12 months. */
  replyStats: ReplyStats;
  /** Reviews the provider's owner reported in the last 12 months, and how many were upheld. */
  ownerReports: { reported: number; upheld: number };
  caseStudies: CaseStudy[];
  /** Issue 22: the 12-month share of invited reviews and each kind's average. */
  invitedSplit: InvitedSplit;
  /** Sub-rating averages, recommendation share, private aggregates; null: none. */
  facts: ReviewFacts | null;
  /** Facts with a reviewer source, aggregates of at least 3 reviews; null: none. */
  reviewerFacts: ReviewerFacts | null;
}

export interface ProviderReviewsView {
  provider: PublicProvider;
  /** Category name → label (the reviews' services). */
  labels: Record<string, string>;
  order: ReviewOrder;
  /** The filters set (none: every public review). */
  filter: ReviewFilter;
  filterOptions: ReviewFilterOptions;
  /** Public reviews of the provider, filtered or not. */
  total: number;
  /** The page of the reviews that pass the filters. */
  slice: PageSlice<PublicReview>;
  histogram: { stars: number; count: number }[];
  /** What every public review (not only the filtered ones) praises and criticises. */
  topics: ReviewTopics | null;
  replies: Record<string, PublicReply>;
}

export interface ReviewPageView {
  provider: PublicProvider;
  /** Category name → label (the review's service). */
  labels: Record<string, string>;
  review: PublicReview;
  reply: PublicReply | undefined;
}
