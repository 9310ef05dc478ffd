import type { PbRecord } from './pb-server';
import { getServerPb } from './pb-server';
import { groupBy, memoize, perProviderKept } from './snapshot';
import { topicCounts, type ProviderTopicCounts } from '@/lib/domain/review-topics';
import { PUBLIC_REVIEW_FILTER } from '../contract/visibility';
import { contextOf, PUBLIC_CONTEXT_FIELDS } from '../contract/review-context';
import type { ReviewerIdentity, PublicReview } from '@/lib/view/reviews';
import { SERVER_API } from '@/lib/contract/api-routes';
import { sendApi } from '@/lib/api-client';
import type { PublicReviewField, PublicReviewRow } from '@/lib/contract/review-reads';

const COLLECTION = 'reviews';

/** the provider page shows up to 10 newest reviews. */
export const PROVIDER_PAGE_REVIEWS = 10;

const REVIEW_FIELDS = [
  'id',
  'title',
  'review_text',
  'pros',
  'cons',
  'overall_rating',
  'would_recommend',
  'verified',
  'anonymous',
  'created',
  'edited_at',
  'moderation',
  'helpful_count',
  'source',
  'reviewer_verification',
  'reviewer_profile',
  'expand.reviewer.first_name',
  'expand.reviewer.last_name',
  'expand.reviewer.job_title',
  'expand.reviewer.company_name',
  ...PUBLIC_CONTEXT_FIELDS,
].join(',');

/**
 * A review as the reads below select it (REVIEW_FIELDS, or a row of the bulk route):
 * `reviewer_profile` is added by the reviews' enrich hook.
 */
type ReviewRow = Pick<PbRecord<'reviews'>, PublicReviewField | 'expand'> & {
  moderation: string;
  /** Select values as read: anything but the known ones reads as the default. */
  source?: string;
  reviewer_verification?: string;
  reviewer_profile?: unknown;
};

function identity(r: ReviewRow): ReviewerIdentity | null {
  if (r.anonymous === true) return null;
  // The API adds `reviewer_profile`; the expanded relation is the fallback for a superuser.
  const source = (r.reviewer_profile ?? r.expand?.['reviewer'] ?? null) as Record<
    string,
    unknown
  > | null;
  if (!source) return null;
  const text = (key: string) => (typeof source[key] === 'string' ? source[key] : '');
  return {
    first_name: text('first_name'),
    last_name: text('last_name'),
    job_title: text('job_title'),
    company_name: text('company_name'),
  };
}

/**
 * Every public review of a provider, newest first (the caller has checked the provider is
 * public). A pass that renders many providers' pages reads every public review at once.
 */
/**
 * The dates of a provider's public reviews, newest first (the market maps: pages that need no
 * more of the reviews of many providers). Kept between changes and read again only for the
 * providers a change names; a first render reads every public provider's dates at once (one SQL
 * read, `/api/lp/reviews/dates`), so a map re-rendered after a review reads that provider's
 * dates, not 30,000 rows.
 */
export const listPublicReviewDates: (providerId: string) => Promise<readonly string[]> =
  perProviderKept<readonly string[]>({
    one: async (providerId) => {
      const pb = await getServerPb();
      const records = await pb.collection(COLLECTION).getFullList({
        filter: pb.filter(`provider = {:id} && ${PUBLIC_REVIEW_FILTER}`, { id: providerId }),
        sort: '-created,-id',
        fields: 'created',
      });
      return records.map((r) => String(r['created']));
    },
    all: async () => {
      const pb = await getServerPb();
      const rows = await sendApi(pb, SERVER_API.reviewDates, []);
      const out = new Map<string, string[]>();
      for (const [provider, list] of groupBy(rows, (r) => r.provider)) {
        out.set(
          provider,
          list.map((r) => r.created),
        );
      }
      return out;
    },
    missing: () => [],
  });

/**
 * Every public review, by provider (one SQL query: pocketbase/pb_hooks/render-reads.pb.js),
 * read once per generation for both its readers (a provider's reviews and its topic counts):
 * 30,000 reviews are a second of PocketBase and of parsing in each render thread.
 */
const readAllPublicReviews = memoize(async (): Promise<Map<string, PublicReview[]>> => {
  const pb = await getServerPb();
  const rows = await sendApi(pb, SERVER_API.reviewsPublic, []);
  const out = new Map<string, PublicReview[]>();
  for (const [provider, list] of groupBy(rows, (r) => r.provider)) {
    out.set(provider, list.map(fromBulkRow));
  }
  return out;
});

/**
 * A provider's public reviews, newest first: kept across data generations and read again only
 * for the providers a change names (`perProviderKept`, docs/INCREMENTAL-REBUILD.md § "Each
 * provider's public reviews and review topics are kept the same way").
 */
export const listPublicReviews: (providerId: string) => Promise<PublicReview[]> = perProviderKept({
  one: async (providerId) => {
    const pb = await getServerPb();
    const records = await pb.collection(COLLECTION).getFullList({
      filter: pb.filter(`provider = {:id} && ${PUBLIC_REVIEW_FILTER}`, { id: providerId }),
      sort: '-created,-id',
      expand: 'reviewer',
      fields: REVIEW_FIELDS,
    });
    return records.map(toPublicReview);
  },
  all: readAllPublicReviews,
  missing: () => [],
});

/** A row of `/api/lp/reviews/public`: the review and its author's public profile, flat. */
function fromBulkRow(r: PublicReviewRow): PublicReview {
  const { first_name, last_name, job_title, company_name } = r;
  return toPublicReview({
    ...r,
    reviewer_profile: r.has_profile ? { first_name, last_name, job_title, company_name } : null,
  });
}

function toPublicReview(r: ReviewRow): PublicReview {
  return {
    id: r.id,
    title: String(r.title ?? ''),
    review_text: String(r.review_text ?? ''),
    pros: String(r.pros ?? ''),
    cons: String(r.cons ?? ''),
    overall_rating: Number(r.overall_rating ?? 0) || 0,
    would_recommend: r.would_recommend === true,
    verified: r.verified === true,
    anonymous: r.anonymous === true,
    created: String(r.created ?? ''),
    edited_at: String(r.edited_at ?? ''),
    under_review: r.moderation === 'under_review',
    helpful_count: Number(r.helpful_count ?? 0) || 0,
    reviewer: identity(r),
    source: r.source === 'invited' ? 'invited' : 'organic',
    reviewer_verification: r.reviewer_verification === 'linkedin' ? 'linkedin' : 'email',
    context: contextOf(r),
  };
}

/**
 * What a provider's public reviews praise and criticise, as counts (the category × country
 * listings' topics): kept between changes, read again only for the providers a change names.
 */
export const providerTopicCounts: (providerId: string) => Promise<ProviderTopicCounts> =
  perProviderKept({
    one: async (providerId) => topicCounts(await listPublicReviews(providerId)),
    all: async () => {
      const out = new Map<string, ProviderTopicCounts>();
      for (const [id, list] of await readAllPublicReviews()) out.set(id, topicCounts(list));
      return out;
    },
    missing: () => topicCounts([]),
  });
