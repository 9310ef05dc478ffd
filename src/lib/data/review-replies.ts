import type { PbRecord } from './pb-server';
import { getServerPb } from './pb-server';
import { groupBy, perKeyOrBulk } from './snapshot';
import { windowStart } from '../domain/reply-stats';
import { publicReviewFilter } from '../contract/visibility';
import type { PublicReply, OwnerReports } from '@/lib/view/review-replies';

const COLLECTION = 'review_replies';

const REPLY_FIELDS = 'id,provider,review,body,created,edited_at,rejoinder,rejoinder_at';

/**
 * Every reply to a provider's reviews, keyed by review id (the caller checked it is public).
 * A pass that renders many providers' pages reads every reply at once.
 */
export const listProviderReplies: (providerId: string) => Promise<Map<string, PublicReply>> =
  perKeyOrBulk({
    one: async (providerId) => {
      const pb = await getServerPb();
      return byReview(
        await pb.collection(COLLECTION).getFullList({
          filter: pb.filter(`provider = {:id} && ${publicReviewFilter('review')}`, {
            id: providerId,
          }),
          sort: 'created,id',
          fields: REPLY_FIELDS,
        }),
      );
    },
    all: async () => {
      const pb = await getServerPb();
      const records = await pb.collection(COLLECTION).getFullList({
        filter: publicReviewFilter('review'),
        sort: 'created,id',
        fields: REPLY_FIELDS,
        batch: 1000,
      });
      const out = new Map<string, Map<string, PublicReply>>();
      for (const [provider, list] of groupBy(records, (r) => text(r.provider))) {
        out.set(provider, byReview(list));
      }
      return out;
    },
    missing: () => new Map(),
  });

const text = (v: unknown) => (typeof v === 'string' ? v : '');

function byReview(records: PbRecord<'review_replies'>[]): Map<string, PublicReply> {
  return new Map(
    records.map((r) => [
      text(r.review),
      {
        id: r.id,
        review: text(r.review),
        body: text(r.body),
        created: text(r.created),
        edited_at: text(r.edited_at),
        rejoinder: text(r.rejoinder),
        rejoinder_at: text(r.rejoinder_at),
      },
    ]),
  );
}

/**
 * Reviews of a provider its owner reported in the last 12 months, and how many of those were
 * upheld (removed by an admin). Counted per review, not per report. A pass that renders many
 * providers' pages reads the reports of every provider at once.
 */
export const ownerReportStats: (providerId: string) => Promise<OwnerReports> = perKeyOrBulk({
  one: (providerId) =>
    readOwnerReports('provider = {:id} && ', { id: providerId }).then(
      (m) => m.get(providerId) ?? NO_REPORTS,
    ),
  all: () => readOwnerReports('', {}),
  missing: () => NO_REPORTS,
});

const NO_REPORTS: OwnerReports = { reported: 0, upheld: 0 };

async function readOwnerReports(
  where: string,
  params: Record<string, string>,
): Promise<Map<string, OwnerReports>> {
  const pb = await getServerPb();
  const since = windowStart(new Date()).toISOString().replace('T', ' ');
  const records = await pb.collection('review_reports').getFullList({
    filter: pb.filter(`${where}by_owner = true && created > {:since}`, { ...params, since }),
    fields: 'provider,review,status',
    batch: 1000,
  });
  const out = new Map<string, OwnerReports>();
  for (const [provider, list] of groupBy(records, (r) => text(r.provider))) {
    const reported = new Set<string>();
    const upheld = new Set<string>();
    for (const r of list) {
      const review = text(r.review);
      reported.add(review);
      if (r.status === 'upheld') upheld.add(review);
    }
    out.set(provider, { reported: reported.size, upheld: upheld.size });
  }
  return out;
}
