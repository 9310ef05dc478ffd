/** The provider page's view model (/providers/{slug} and /proveedores/{slug}). */
import { getPublicProviderBySlug } from './providers';
import type { PublicProvider } from '../view/providers';
import { labelMap, listActiveCategories } from './categories';
import { listPublicReviews, PROVIDER_PAGE_REVIEWS } from './reviews';
import { listPublishedCaseStudies } from './case-studies';
import { listProviderReplies, ownerReportStats } from './review-replies';
import type { PublicReply } from '../view/review-replies';
import { replyStats } from '../domain/reply-stats';
import {
  DEFAULT_REVIEW_ORDER,
  orderReviews,
  ratingHistogram,
  REVIEWS_PER_PAGE,
  type ReviewOrder,
} from '../domain/review-order';
import { paginate } from '../domain/pagination';
import { reviewTopics } from '../domain/review-topics';
import { invitedSplit } from '../contract/invitations';
import { getReviewFacts } from './review-facts';
import { reviewerFacts } from '../domain/reviewer-facts';
import {
  matchesReviewFilter,
  NO_REVIEW_FILTER,
  reviewFilterOptions,
  type ReviewFilter,
} from '../domain/review-filters';
import type {
  ProviderPageView,
  ProviderReviewsView,
  ReviewPageView,
} from '@/lib/view/provider-page';

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
    topics: reviewTopics(all),
    filterOptions: reviewFilterOptions(all),
    replies: shown,
    // replyStats keeps the reviews of its 12-month window itself.
    replyStats: replyStats(all, [...replies.values()], now),
    ownerReports,
    caseStudies,
    invitedSplit: invitedSplit(all, now),
    facts,
    reviewerFacts: reviewerFacts(
      facts,
      all.map((r) => r.context?.company_size ?? ''),
    ),
  };
}

/**
 * /providers/{slug}/reviews?orden=…&pagina=…: every public review, paginated; with filters
 * (tamano, pais, servicio, estrellas), those of every public review that pass them.
 */
export async function loadProviderReviews(
  slug: string,
  order: ReviewOrder,
  page: number,
  filter: ReviewFilter = NO_REVIEW_FILTER,
): Promise<ProviderReviewsView | null> {
  const provider = await getPublicProviderBySlug(slug);
  if (!provider) return null;
  const [all, replies, categories] = await Promise.all([
    listPublicReviews(provider.id),
    listProviderReplies(provider.id),
    listActiveCategories(),
  ]);
  const matching = all.filter((r) => matchesReviewFilter(r, filter));
  const slice = paginate(orderReviews(matching, order), page, REVIEWS_PER_PAGE);
  const shown: Record<string, PublicReply> = {};
  for (const r of slice.items) {
    const reply = replies.get(r.id);
    if (reply) shown[r.id] = reply;
  }
  return {
    provider,
    labels: labelMap(categories),
    order,
    filter,
    filterOptions: reviewFilterOptions(all, filter),
    total: all.length,
    slice,
    histogram: ratingHistogram(all),
    topics: reviewTopics(all),
    replies: shown,
  };
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
