/** The alternatives page of a public provider. */
import { getPublicProviderBySlug, listPublicProviders } from './providers';
import { labelMap, listActiveCategories } from './categories';
import { alternativesOf, cachedAlternativesIndex, servedCountries } from '../domain/alternatives';
import type { AlternativesView } from '../view/alternatives';

/** Null when no public provider has this slug. */
export async function loadAlternatives(slug: string): Promise<AlternativesView | null> {
  const provider = await getPublicProviderBySlug(slug);
  if (!provider) return null;
  const [all, categories] = await Promise.all([listPublicProviders(), listActiveCategories()]);
  const labels = labelMap(categories);
  const label = (c: string) => labels[c] ?? c;
  return {
    provider,
    countries: servedCountries(provider),
    alternatives: alternativesOf(cachedAlternativesIndex(all), provider).map((a) => ({
      provider: a.provider,
      sharedCategories: a.sharedCategories.map(label),
      sharedCountries: a.sharedCountries,
    })),
    labels,
  };
}
