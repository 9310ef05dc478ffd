/**
 * Directory search and ordering (spec §5): case- and accent-insensitive substring on the
 * company name, description and category labels; the category filter matches when the
 * provider has that category; featured first, then by rating. Shared by the server-rendered
 * directory and its client-side filter script, so both give the same results.
 */

import { normalizeText } from './normalize';

export { normalizeText };

export interface SearchableProvider {
  company_name: string;
  description: string;
  categories: readonly string[];
  featured: boolean;
  average_rating: number | null;
}

/** The normalized text a provider is searched on. */
export function providerSearchText(
  provider: Pick<SearchableProvider, 'company_name' | 'description' | 'categories'>,
  labels: Readonly<Record<string, string>>,
): string {
  const categoryLabels = provider.categories.map((name) => labels[name] ?? '').join(' ');
  return normalizeText(`${provider.company_name} ${provider.description} ${categoryLabels}`);
}

export interface DirectoryFilter {
  q?: string | null | undefined;
  category?: string | null | undefined;
}

/** Whether the filter narrows the list at all. */
export function isFiltering(filter: DirectoryFilter): boolean {
  return normalizeText(filter.q) !== '' || Boolean(filter.category);
}

export function filterProviders<T extends SearchableProvider>(
  providers: readonly T[],
  filter: DirectoryFilter,
  labels: Readonly<Record<string, string>>,
): T[] {
  const q = normalizeText(filter.q);
  return providers.filter(
    (p) =>
      (!filter.category || p.categories.includes(filter.category)) &&
      (q === '' || providerSearchText(p, labels).includes(q)),
  );
}

/**
 * Whether a provider is listed on a category page (and, with a country, on that category ×
 * headquarters-country page).
 */
export function inCategoryListing(
  provider: { categories: readonly string[]; headquarters_country: string },
  category: string,
  country?: string | null,
): boolean {
  return (
    provider.categories.includes(category) &&
    (!country || provider.headquarters_country === country)
  );
}

/** Featured first, then by average rating (highest first); stable otherwise. */
export function compareProviders(a: SearchableProvider, b: SearchableProvider): number {
  if (a.featured !== b.featured) return a.featured ? -1 : 1;
  return (b.average_rating ?? 0) - (a.average_rating ?? 0);
}

export function sortProviders<T extends SearchableProvider>(providers: readonly T[]): T[] {
  return [...providers].sort(compareProviders);
}
