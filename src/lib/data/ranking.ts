/** The ranking prior the public page prints (src/lib/contract/ranking.ts). */
import { getServerPb } from './pb-server';
import { RANKING_PRIOR_ID } from '../contract/ranking';
import type { RankingPrior } from '@/lib/view/ranking';

export async function loadRankingPrior(): Promise<RankingPrior> {
  const pb = await getServerPb();
  const r = await pb.collection('ranking_prior').getOne(RANKING_PRIOR_ID, {
    fields: 'as_of,mean,reviews',
  });
  return {
    as_of: String(r.as_of ?? ''),
    mean: Number(r.mean ?? 0) || 0,
    reviews: Number(r.reviews ?? 0) || 0,
  };
}
