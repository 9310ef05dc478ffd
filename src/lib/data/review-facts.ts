/** `review_facts`: a provider's sub-rating averages, recommendation share and private aggregates. */
import { getServerPb } from './pb-server';
import { perKeyOrBulk } from './snapshot';
import type { ReviewFacts } from '../contract/review-context';

const COLLECTION = 'review_facts';

/**
 * A public provider's review facts (null: it never had a review). A pass that renders many
 * providers' pages reads every row at once.
 */
export const getReviewFacts: (providerId: string) => Promise<ReviewFacts | null> = perKeyOrBulk({
  one: async (providerId) => {
    const pb = await getServerPb();
    const page = await pb.collection(COLLECTION).getList(1, 1, {
      filter: pb.filter('provider = {:id}', { id: providerId }),
      fields: 'facts',
      skipTotal: true,
    });
    return (page.items[0]?.['facts'] as ReviewFacts | undefined) ?? null;
  },
  all: async () => {
    const pb = await getServerPb();
    const rows = await pb.collection(COLLECTION).getFullList({ fields: 'provider,facts' });
    return new Map(rows.map((r) => [String(r['provider']), r['facts'] as ReviewFacts]));
  },
  missing: () => null,
});
