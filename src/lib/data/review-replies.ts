import { getServerPb } from './pb-server';
import { windowStart } from '../domain/reply-stats';
import { PUBLIC_REVIEW_FILTER, publicReviewFilter } from '../contract/visibility';

const COLLECTION = 'review_replies';

/** A provider's public reply to a review, with the reviewer's rejoinder (issue 13). */
export interface PublicReply {
  id: string;
  review: string;
  body: string;
  created: string;
  /** "" unless the owner edited the reply. */
  edited_at: string;
  rejoinder: string;
  rejoinder_at: string;
}

/** Every reply to a provider's reviews, keyed by review id (the caller checked it is public). */
export async function listProviderReplies(providerId: string): Promise<Map<string, PublicReply>> {
  const pb = await getServerPb();
  const records = await pb.collection(COLLECTION).getFullList({
    filter: pb.filter(`provider = {:id} && ${publicReviewFilter('review')}`, { id: providerId }),
    sort: 'created,id',
    fields: 'id,review,body,created,edited_at,rejoinder,rejoinder_at',
  });
  const text = (v: unknown) => (typeof v === 'string' ? v : '');
  return new Map(
    records.map((r) => [
      text(r['review']),
      {
        id: r.id,
        review: text(r['review']),
        body: text(r['body']),
        created: text(r['created']),
        edited_at: text(r['edited_at']),
        rejoinder: text(r['rejoinder']),
        rejoinder_at: text(r['rejoinder_at']),
      },
    ]),
  );
}

/** Ids and dates of a provider's reviews of the last 12 months (for the reply rate). */
export async function listRecentReviewDates(
  providerId: string,
  now: Date = new Date(),
): Promise<{ id: string; created: string }[]> {
  const pb = await getServerPb();
  const since = windowStart(now).toISOString().replace('T', ' ');
  const records = await pb.collection('reviews').getFullList({
    filter: pb.filter(`provider = {:id} && created >= {:since} && ${PUBLIC_REVIEW_FILTER}`, {
      id: providerId,
      since,
    }),
    fields: 'id,created',
  });
  return records.map((r) => ({ id: r.id, created: String(r['created'] ?? '') }));
}

/**
 * Reviews of this provider its owner reported in the last 12 months, and how many of those
 * were upheld (removed by an admin). Counted per review, not per report.
 */
export async function ownerReportStats(
  providerId: string,
  now: Date = new Date(),
): Promise<{ reported: number; upheld: number }> {
  const pb = await getServerPb();
  const since = windowStart(now).toISOString().replace('T', ' ');
  const records = await pb.collection('review_reports').getFullList({
    filter: pb.filter('provider = {:id} && by_owner = true && created >= {:since}', {
      id: providerId,
      since,
    }),
    fields: 'review,status',
  });
  const reported = new Set<string>();
  const upheld = new Set<string>();
  for (const r of records) {
    const review = String(r['review'] ?? '');
    reported.add(review);
    if (r['status'] === 'upheld') upheld.add(review);
  }
  return { reported: reported.size, upheld: upheld.size };
}
