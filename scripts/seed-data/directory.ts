/**
 * The directory the seed would publish, computed in memory (no PocketBase): the public
 * providers of a dataset in ranking order with their ratings (no ranking score: ordered by
 * reviews, then name), and the category labels. For
 * the search bench's in-process mode and the unit tests that compare the two search engines.
 */
import type { Dataset } from './dataset.ts';
import { sortProviders } from '../../src/lib/domain/search.ts';
import { slugify } from '../../src/lib/contract/slug.ts';
import { isPublicProvider } from '../../src/lib/contract/visibility.ts';
import type { PublicProvider } from '../../src/lib/view/providers.ts';
import { blankPublicProvider } from '../../src/lib/data/providers.ts';
import { EMPTY_FACTS } from '../../src/lib/contract/provider-facts.ts';

export function publicDirectory(data: Dataset) {
  const ratings = new Map<string, { sum: number; n: number }>();
  for (const r of data.reviews) {
    const a = ratings.get(r.provider) ?? { sum: 0, n: 0 };
    a.sum += r.overall_rating;
    a.n++;
    ratings.set(r.provider, a);
  }
  const providers = sortProviders(
    data.providers
      .map((p, i) => ({ ...p, id: `p${i}`, slug: slugify(p.company_name) }))
      .filter(isPublicProvider)
      .map((p): PublicProvider => {
        const a = ratings.get(p.company_name) ?? { sum: 0, n: 0 };
        return {
          ...blankPublicProvider(),
          ...p,
          logo_url: null,
          average_rating: a.n ? a.sum / a.n : null,
          total_reviews: a.n,
          favorites_count: 0,
          ranking_score: 0,
          rating_12m: null,
          reviews_12m: 0,
          facts: p.facts ?? EMPTY_FACTS,
          facts_updated: null,
        };
      }),
  );
  const labels: Record<string, string> = Object.fromEntries(
    data.categories.map((c) => [c.name, c.label]),
  );
  return { providers, labels, names: data.categories.map((c) => c.name) };
}
