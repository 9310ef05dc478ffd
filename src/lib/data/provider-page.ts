/** The provider page's view model (/providers/{slug} and /proveedores/{slug}). */
import { getPublicProviderBySlug, type PublicProvider } from './providers';
import { labelMap, listActiveCategories } from './categories';
import { listPublicReviews, PROVIDER_PAGE_REVIEWS, type PublicReview } from './reviews';
import { listPublishedCaseStudies, type CaseStudy } from './case-studies';
import { listProviderReplies, ownerReportStats, type PublicReply } from './review-replies';
import { replyStats, type ReplyStats } from '../domain/reply-stats';
import {
  DEFAULT_REVIEW_ORDER,
  orderReviews,
  ratingHistogram,
  REVIEWS_PER_PAGE,
  type ReviewOrder,
} from '../domain/review-order';
import { paginate, type PageSlice } from '../domain/pagination';
import { invitedSplit, type InvitedSplit } from '../contract/invitations';
import { getReviewFacts } from './review-facts';
import type { ReviewFacts } from '../contract/review-context';

export interface ProviderPageView {
  provider: PublicProvider;
  labels: Record<string, string>;
  /** The first reviews in the default order ("Más útiles"). */
  reviews: PublicReview[];
  /** Public reviews per star, 5★ first. */
  histogram: { stars: number; count: number }[];
  /** The provider's reply to each shown review that has one, by review id. */
  replies: Record<string, PublicReply>;
  /** Reply rate and median reply time over the last 12 months. */
  replyStats: ReplyStats;
  /** Reviews the provider's owner reported in the last 12 months, and how many were upheld. */
  ownerReports: { reported: number; upheld: number };
  caseStudies: CaseStudy[];
  /** Issue 22: the 12-month share of invited reviews and each kind's average. */
  invitedSplit: InvitedSplit;
  /** Sub-rating averages, recommendation share, private aggregates (issue 23); null: none. */
  facts: ReviewFacts | null;
}

/** Null when no public provider has this slug. */
export async function loadProviderPage(slug: string): Promise<ProviderPageView | null> {
  const provider = await getPublicProviderBySlug(slug);
  if (!provider) return null;
  const now = new Date();
  const [categories, all, caseStudies, replies, ownerReports, facts] = await Promise.all([
    listActiveCategories(),
    listPublicReviews(provider.id),
    listPublishedCaseStudies(provider.id),
    listProviderReplies(provider.id),
    ownerReportStats(provider.id),
    getReviewFacts(provider.id),
  ]);
  const reviews = orderReviews(all, DEFAULT_REVIEW_ORDER, now).slice(0, PROVIDER_PAGE_REVIEWS);
  const shown: Record<string, PublicReply> = {};
  for (const r of reviews) {
    const reply = replies.get(r.id);
    if (reply) shown[r.id] = reply;
  }
  return {
    provider,
    labels: labelMap(categories),
    reviews,
    histogram: ratingHistogram(all),
    replies: shown,
    // replyStats keeps the reviews of its 12-month window itself.
    replyStats: replyStats(all, [...replies.values()], now),
    ownerReports,
    caseStudies,
    invitedSplit: invitedSplit(all, now),
    facts,
  };
}

export interface ProviderReviewsView {
  provider: PublicProvider;
  /** Category name → label (the reviews' services). */
  labels: Record<string, string>;
  order: ReviewOrder;
  slice: PageSlice<PublicReview>;
  histogram: { stars: number; count: number }[];
  replies: Record<string, PublicReply>;
}

/** /providers/{slug}/reviews?orden=…&pagina=…: every public review, paginated. */
export async function loadProviderReviews(
  slug: string,
  order: ReviewOrder,
  page: number,
): Promise<ProviderReviewsView | null> {
  const provider = await getPublicProviderBySlug(slug);
  if (!provider) return null;
  const [all, replies, categories] = await Promise.all([
    listPublicReviews(provider.id),
    listProviderReplies(provider.id),
    listActiveCategories(),
  ]);
  const slice = paginate(orderReviews(all, order), page, REVIEWS_PER_PAGE);
  const shown: Record<string, PublicReply> = {};
  for (const r of slice.items) {
    const reply = replies.get(r.id);
    if (reply) shown[r.id] = reply;
  }
  return {
    provider,
    labels: labelMap(categories),
    order,
    slice,
    histogram: ratingHistogram(all),
    replies: shown,
  };
}

export interface ReviewPageView {
  provider: PublicProvider;
  /** Category name → label (the review's service). */
  labels: Record<string, string>;
  review: PublicReview;
  reply: PublicReply | undefined;
}

/**
 * One public review of a public provider (its stable address); null when either is not
 * public or the review is not the provider's.
 */
export async function loadReviewPage(
  slug: string,
  reviewId: string,
): Promise<{ provider: PublicProvider | null; view: ReviewPageView | null }> {
  const provider = await getPublicProviderBySlug(slug);
  if (!provider) return { provider: null, view: null };
  const [all, replies, categories] = await Promise.all([
    listPublicReviews(provider.id),
    listProviderReplies(provider.id),
    listActiveCategories(),
  ]);
  const review = all.find((r) => r.id === reviewId);
  if (!review) return { provider, view: null };
  return {
    provider,
    view: { provider, labels: labelMap(categories), review, reply: replies.get(review.id) },
  };
}
