/**
 * The demo reviews' context: service, company, relationship, sub-ratings and
 * the private contract model and cost band. Drawn from a stream of its own per review (the
 * other streams stay as they were), close to the review's overall rating. Reviews older than
 * two years keep the shape they had before the form asked (no context, "¿Lo recomendarías?"
 * not answered), so the pages show both kinds.
 */
import {
  COMPANY_SIZES,
  CONTRACT_MODELS,
  COST_BANDS,
  DURATIONS,
  INDUSTRIES,
  SUB_RATINGS,
} from '../../src/lib/contract/review-context.ts';
import { Random } from './random.ts';
import type { ReviewRecord } from './dataset.ts';

/** Countries the demo reviewers' companies are in, most frequent first. */
const COUNTRIES = ['México', 'Colombia', 'Chile', 'Argentina', 'Perú', 'Brasil', 'Ecuador'];
const COUNTRY_WEIGHTS = [30, 20, 14, 12, 10, 8, 6];

/** Reviews older than this many days are shown as written before the context questions. */
export const CONTEXT_SINCE_DAYS = 730;

/**
 * The record fields a demo review adds to its body (or, for an older one, the fields it
 * leaves out: `would_recommend` is then not sent, so it counts as not answered).
 */
export function demoReviewContext(
  r: Pick<ReviewRecord, 'provider' | 'reviewer' | 'overall_rating' | 'ageDays'>,
  categories: readonly string[],
): { add: Record<string, unknown>; omitRecommend: boolean } {
  if (r.ageDays > CONTEXT_SINCE_DAYS) return { add: {}, omitRecommend: true };
  const rng = new Random(`context:${r.provider}:${r.reviewer}`);
  const near = () =>
    Math.min(5, Math.max(1, r.overall_rating + rng.weighted([-1, 0, 1], [1, 3, 1])));
  const add: Record<string, unknown> = {
    service: categories.length ? rng.pick(categories) : '',
    company_size: rng.weighted(COMPANY_SIZES, [10, 25, 30, 22, 13]),
    reviewer_country: rng.weighted(COUNTRIES, COUNTRY_WEIGHTS),
    industry: rng.pick(INDUSTRIES),
    relationship_duration: rng.weighted(DURATIONS, [10, 20, 35, 25, 10]),
    relationship_status: r.overall_rating >= 3 && rng.chance(0.75) ? 'ongoing' : 'ended',
  };
  for (const f of SUB_RATINGS) add[f] = rng.chance(0.9) ? near() : 0;
  if (rng.chance(0.6)) add['contract_model'] = rng.pick(CONTRACT_MODELS);
  if (rng.chance(0.55)) add['cost_band'] = rng.weighted(COST_BANDS, [20, 35, 25, 15, 5]);
  return { add, omitRecommend: false };
}
