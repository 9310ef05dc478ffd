import type { RecordModel } from 'pocketbase';
import { getServerPb } from './pb-server';
import { groupBy, perKeyOrBulk } from './snapshot';
import { PUBLIC_REVIEW_FILTER } from '../contract/visibility';

const COLLECTION = 'reviews';

/** Spec §9: the provider page shows up to 10 newest reviews. */
export const PROVIDER_PAGE_REVIEWS = 10;

export interface ReviewerIdentity {
  first_name: string;
  last_name: string;
  job_title: string;
  company_name: string;
}

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
  /** When its author last edited the content ("editada el …"); '' when never (issue 20). */
  edited_at: string;
  /** Reported and waiting for a decision: shown with the "En revisión" label. */
  under_review: boolean;
  /** "Útil" votes, kept exact by the server. */
  helpful_count: number;
  /** Null for anonymous reviews: their author is never output. */
  reviewer: ReviewerIdentity | null;
}

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
  'reviewer_profile',
  'expand.reviewer.first_name',
  'expand.reviewer.last_name',
  'expand.reviewer.job_title',
  'expand.reviewer.company_name',
].join(',');

function identity(r: RecordModel): ReviewerIdentity | null {
  if (r['anonymous'] === true) return null;
  // The API adds `reviewer_profile`; the expanded relation is the fallback for a superuser.
  const source = (r['reviewer_profile'] ?? r.expand?.['reviewer'] ?? null) as Record<
    string,
    unknown
  > | null;
  if (!source) return null;
  const text = (key: string) => (typeof source[key] === 'string' ? (source[key] as string) : '');
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
export const listPublicReviews: (providerId: string) => Promise<PublicReview[]> = perKeyOrBulk({
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
  all: async () => {
    const pb = await getServerPb();
    // pocketbase/pb_hooks/render-reads.pb.js: one SQL query, no enrich hook per record.
    const rows = await pb.send<BulkReviewRow[]>('/api/lp/reviews/public', {});
    const out = new Map<string, PublicReview[]>();
    for (const [provider, list] of groupBy(rows, (r) => r.provider)) {
      out.set(provider, list.map(fromBulkRow));
    }
    return out;
  },
  missing: () => [],
});

/** A row of `/api/lp/reviews/public`: the review and its author's public profile, flat. */
type BulkReviewRow = Omit<PublicReview, 'under_review' | 'reviewer'> &
  ReviewerIdentity & {
    provider: string;
    moderation: string;
    /** False for an anonymous review and for an author whose account is gone. */
    has_profile: boolean;
  };

function fromBulkRow(r: BulkReviewRow): PublicReview {
  const { first_name, last_name, job_title, company_name } = r;
  return toPublicReview({
    ...r,
    collectionId: '',
    collectionName: COLLECTION,
    reviewer_profile: r.has_profile ? { first_name, last_name, job_title, company_name } : null,
  });
}

function toPublicReview(r: RecordModel): PublicReview {
  return {
    id: r.id,
    title: String(r['title'] ?? ''),
    review_text: String(r['review_text'] ?? ''),
    pros: String(r['pros'] ?? ''),
    cons: String(r['cons'] ?? ''),
    overall_rating: Number(r['overall_rating'] ?? 0) || 0,
    would_recommend: r['would_recommend'] === true,
    verified: r['verified'] === true,
    anonymous: r['anonymous'] === true,
    created: String(r['created'] ?? ''),
    edited_at: String(r['edited_at'] ?? ''),
    under_review: r['moderation'] === 'under_review',
    helpful_count: Number(r['helpful_count'] ?? 0) || 0,
    reviewer: identity(r),
  };
}
