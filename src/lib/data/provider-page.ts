/** The provider page's view model (/providers/{slug} and /proveedores/{slug}). */
import { getPublicProviderBySlug, type PublicProvider } from './providers';
import { labelMap, listActiveCategories } from './categories';
import { listLatestReviews, type PublicReview } from './reviews';
import { listPublishedCaseStudies, type CaseStudy } from './case-studies';
import {
  listProviderReplies,
  listRecentReviewDates,
  ownerReportStats,
  type PublicReply,
} from './review-replies';
import { replyStats, type ReplyStats } from '../domain/reply-stats';

export interface ProviderPageView {
  provider: PublicProvider;
  labels: Record<string, string>;
  reviews: PublicReview[];
  /** The provider's reply to each shown review that has one, by review id. */
  replies: Record<string, PublicReply>;
  /** Reply rate and median reply time over the last 12 months. */
  replyStats: ReplyStats;
  /** Reviews the provider's owner reported in the last 12 months, and how many were upheld. */
  ownerReports: { reported: number; upheld: number };
  caseStudies: CaseStudy[];
}

/** Null when no public provider has this slug. */
export async function loadProviderPage(slug: string): Promise<ProviderPageView | null> {
  const provider = await getPublicProviderBySlug(slug);
  if (!provider) return null;
  const now = new Date();
  const [categories, reviews, caseStudies, replies, recent, ownerReports] = await Promise.all([
    listActiveCategories(),
    listLatestReviews(provider.id),
    listPublishedCaseStudies(provider.id),
    listProviderReplies(provider.id),
    listRecentReviewDates(provider.id, now),
    ownerReportStats(provider.id, now),
  ]);
  const shown: Record<string, PublicReply> = {};
  for (const r of reviews) {
    const reply = replies.get(r.id);
    if (reply) shown[r.id] = reply;
  }
  return {
    provider,
    labels: labelMap(categories),
    reviews,
    replies: shown,
    replyStats: replyStats(recent, [...replies.values()], now),
    ownerReports,
    caseStudies,
  };
}
