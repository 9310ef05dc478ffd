/**
 * Facts with a reviewer source, shown apart from the ones a provider declares:
 * how the reviewers were charged and what it cost (the private aggregates of `review_facts`,
 * present only from PRIVATE_AGGREGATE_MIN answers) and the company sizes of the reviewers
 * (public per review, but shown here only as counts of at least as many answers). Never a
 * single review's value.
 */
import {
  COMPANY_SIZES,
  CONTRACT_MODELS,
  COST_BANDS,
  PRIVATE_AGGREGATE_MIN,
  type ContractModel,
  type CostBand,
  type ReviewFacts,
} from '../contract/review-context';
import type { EmployeeCount } from '../contract/fields';

/** One value of an aggregate: its count and its share of the answers (whole percent). */
export interface Share<K extends string> {
  key: K;
  n: number;
  percent: number;
}

export interface ReviewerFacts {
  /** How many reviews gave each aggregate. */
  sizes: { n: number; shares: Share<EmployeeCount>[] } | null;
  models: { n: number; shares: Share<ContractModel>[] } | null;
  costs: { n: number; shares: Share<CostBand>[] } | null;
}

function shares<K extends string>(
  order: readonly K[],
  counts: Partial<Record<K, number>>,
): { n: number; shares: Share<K>[] } | null {
  const n = order.reduce((s, k) => s + (counts[k] ?? 0), 0);
  if (n < PRIVATE_AGGREGATE_MIN) return null;
  return {
    n,
    shares: order
      .filter((k) => (counts[k] ?? 0) > 0)
      .map((k) => ({ key: k, n: counts[k]!, percent: Math.round((counts[k]! / n) * 100) })),
  };
}

/**
 * The reviewer-sourced facts of a provider from its stored review aggregate and its public
 * reviews' company sizes ('' when a review did not say); null when there is none to show.
 */
export function reviewerFacts(
  facts: Pick<ReviewFacts, 'contract_models' | 'cost_bands'> | null,
  companySizes: readonly string[],
): ReviewerFacts | null {
  const sizeCounts: Partial<Record<EmployeeCount, number>> = {};
  for (const s of companySizes) {
    if ((COMPANY_SIZES as readonly string[]).includes(s)) {
      const k = s as EmployeeCount;
      sizeCounts[k] = (sizeCounts[k] ?? 0) + 1;
    }
  }
  const out: ReviewerFacts = {
    sizes: shares(COMPANY_SIZES, sizeCounts),
    models: facts?.contract_models ? shares(CONTRACT_MODELS, facts.contract_models.counts) : null,
    costs: facts?.cost_bands ? shares(COST_BANDS, facts.cost_bands.counts) : null,
  };
  return out.sizes || out.models || out.costs ? out : null;
}
