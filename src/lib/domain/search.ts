/**
 * Directory text normalization and ordering: by the published ranking score
 * (src/lib/contract/ranking.ts), or the order a visitor picks. "Destacado" is a label only: it
 * never changes the order (docs/DECISIONS.md). The text search itself: its rules in
 * src/lib/domain/search-terms.ts, its index in src/lib/domain/provider-search.ts.
 */

import { normalizeText } from '../contract/normalize';
import { compareRanked, sortRanked } from '../contract/ranking-order';

export { normalizeText };

export interface SearchableProvider {
  id?: string;
  company_name: string;
  featured: boolean;
  average_rating: number | null;
  total_reviews?: number;
  /** The ranking score kept by the server (0 when unknown). */
  ranking_score?: number;
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

/** The key of a category (× headquarters country) listing in `categoryListings`. */
export const listingKey = (category: string, country?: string | null): string =>
  `${category}\n${country ?? ''}`;

/**
 * Every non-empty category and category × headquarters-country listing of `providers`
 * (`inCategoryListing`), in their order, by `listingKey`: one sweep instead of a filter of the
 * whole list per listing.
 */
export function categoryListings<
  P extends { categories: readonly string[]; headquarters_country: string },
>(providers: readonly P[]): Map<string, P[]> {
  const out = new Map<string, P[]>();
  const add = (key: string, p: P) => {
    const list = out.get(key);
    if (list) list.push(p);
    else out.set(key, [p]);
  };
  for (const p of providers) {
    for (const category of new Set(p.categories)) {
      add(listingKey(category), p);
      add(listingKey(category, p.headquarters_country), p);
    }
  }
  return out;
}

// One collator: `localeCompare` with options builds one per call (seconds for 10,000 names).
const collator = new Intl.Collator('es', { sensitivity: 'base' });
const byName = (a: SearchableProvider, b: SearchableProvider) =>
  collator.compare(a.company_name, b.company_name);
const rating = (p: SearchableProvider) => p.average_rating ?? 0;
const reviews = (p: SearchableProvider) => p.total_reviews ?? 0;

/**
 * The ranking order: highest ranking score first, then more reviews, then by name (and id,
 * so the order is total), as the hooks' SQL sorts it (src/lib/contract/ranking-order.ts).
 * The `featured` flag plays no part.
 */
export const compareProviders: (a: SearchableProvider, b: SearchableProvider) => number =
  compareRanked;

export function sortProviders<T extends SearchableProvider>(providers: readonly T[]): T[] {
  return sortRanked(providers);
}

/** The directory's sort orders (`orden`); `ranking` (the default) is left out of URLs. */
export const DIRECTORY_ORDERS = ['ranking', 'valoracion', 'resenas', 'nombre'] as const;
export type DirectoryOrder = (typeof DIRECTORY_ORDERS)[number];

export function isDirectoryOrder(value: string | null | undefined): value is DirectoryOrder {
  return (DIRECTORY_ORDERS as readonly (string | null | undefined)[]).includes(value);
}

const COMPARE: Record<DirectoryOrder, (a: SearchableProvider, b: SearchableProvider) => number> = {
  ranking: compareProviders,
  valoracion: (a, b) => rating(b) - rating(a) || reviews(b) - reviews(a) || byName(a, b),
  resenas: (a, b) => reviews(b) - reviews(a) || rating(b) - rating(a) || byName(a, b),
  nombre: byName,
};

/**
 * `providers` (in ranking order) in the chosen order; ties keep the ranking order, so a sort
 * never shuffles equal providers between requests.
 */
export function orderProviders<T extends SearchableProvider>(
  providers: readonly T[],
  order: DirectoryOrder,
): T[] {
  return order === 'ranking' ? [...providers] : [...providers].sort(COMPARE[order]);
}
