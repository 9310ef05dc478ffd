import { comparisonNameKey, comparisonTerm, paths } from '../contract/paths';
import { comparisonCountrySlug } from '../contract/countries';
import { FACT_COUNTRY_CODES, factCountryName, isFactCountry } from '../contract/provider-facts';

/**
 * Comparison routes: `name1-vs-name2`, hyphens become spaces. Returns the two
 * names, or null when the parameter is not a pair.
 */
export function parseComparison(param: string): [string, string] | null {
  const parts = decodeSafe(param).toLowerCase().split('-vs-');
  if (parts.length !== 2) return null;
  const [a, b] = parts.map((part) => part.replace(/-/g, ' ').replace(/\s+/g, ' ').trim());
  return a && b ? [a, b] : null;
}

function decodeSafe(value: string): string {
  try {
    return decodeURIComponent(value);
  } catch {
    return value;
  }
}

/** Name comparable with a comparison term: accent-free, punctuation as spaces. */
export const matchKey = comparisonNameKey;

/** Whether a company name matches a comparison term (partial, case- and accent-insensitive). */
export function nameMatches(companyName: string, term: string): boolean {
  const key = matchKey(term);
  return key !== '' && matchKey(companyName).includes(key);
}

/**
 * The two providers of a comparison among candidates already in display order: for each
 * term the first exact name match, else the first partial match; distinct. Fewer than two
 * means "Comparativa no disponible".
 */
export function pickComparisonPair<T extends { id: string; company_name: string }>(
  candidates: readonly T[],
  terms: readonly [string, string],
): T[] {
  return pickComparison(candidates, terms);
}

/** The comparison builder's limits: 2 to 4 providers side by side. */
export const MIN_COMPARED = 2;
export const MAX_COMPARED = 4;

/**
 * The terms of a comparison of 2 to 4 providers (`a-vs-b-vs-c`, hyphens become spaces), or
 * null when the parameter is not one. A pair parses as `parseComparison` does.
 */
export function parseComparisonTerms(param: string): string[] | null {
  const parts = decodeSafe(param).toLowerCase().split('-vs-');
  if (parts.length < MIN_COMPARED || parts.length > MAX_COMPARED) return null;
  const terms = parts.map((part) => part.replace(/-/g, ' ').replace(/\s+/g, ' ').trim());
  return terms.every(Boolean) ? terms : null;
}

/** The route parameter of a comparison of these company names (2 to 4). */
export function comparisonSlugOf(names: readonly string[]): string {
  return names.map(comparisonTerm).join('-vs-');
}

/**
 * The providers of a comparison among candidates already in display order: for each term the
 * first exact name match, else the first partial match, never one already picked. Fewer than
 * two means "Comparativa no disponible".
 */
export function pickComparison<T extends { id: string; company_name: string }>(
  candidates: readonly T[],
  terms: readonly string[],
): T[] {
  const picked: T[] = [];
  for (const term of terms) {
    const pool = candidates.filter((p) => !picked.some((q) => q.id === p.id));
    const key = matchKey(term);
    const hit =
      pool.find((p) => matchKey(p.company_name) === key) ??
      pool.find((p) => nameMatches(p.company_name, term));
    if (hit) picked.push(hit);
  }
  return picked;
}

/** How many of a category's best-ranked providers /comparativas pairs (1–2, 1–3, 2–3). */
export const INDEX_TOP_PER_CATEGORY = 3;

/**
 * The pairs /comparativas links, per category in the given order: its first
 * INDEX_TOP_PER_CATEGORY providers (already in ranking order) paired with each other.
 * The index and the sitemap list the same pre-rendered comparisons from it.
 */
export function comparisonIndexPairs<
  P extends { categories: readonly string[] },
  C extends { name: string },
>(providers: readonly P[], categories: readonly C[]): { category: C; pairs: [P, P][] }[] {
  const groups: { category: C; pairs: [P, P][] }[] = [];
  for (const category of categories) {
    const top = providers
      .filter((p) => p.categories.includes(category.name))
      .slice(0, INDEX_TOP_PER_CATEGORY);
    const pairs: [P, P][] = [];
    for (let i = 0; i < top.length; i++)
      for (let j = i + 1; j < top.length; j++) pairs.push([top[i]!, top[j]!]);
    if (pairs.length) groups.push({ category, pairs });
  }
  return groups;
}

/** What the country rule reads of a provider. */
export interface ComparedInCountries {
  headquarters_country: string;
  /** The declared facts; only the countries served (fact-country codes) are read. */
  facts?: { countries: readonly string[] } | null;
}

/**
 * The countries a provider is compared in, by the name the site prints: its headquarters'
 * country and every country it declares it serves, in the order of the fact countries
 * (México, Colombia, Chile, Argentina, Perú, Brasil, then the rest). A country without a
 * comparison slug ("Otro") is left out.
 */
export function comparisonCountriesOf(p: ComparedInCountries): string[] {
  const names = new Set([
    p.headquarters_country,
    ...(p.facts?.countries ?? []).filter(isFactCountry).map(factCountryName),
  ]);
  const ordered = FACT_COUNTRY_CODES.map(factCountryName).filter((n) => names.has(n));
  return ordered.filter((n) => comparisonCountrySlug(n) !== null);
}

/**
 * The countries a comparison exists in (`/comparativas/{a}-vs-{b}/{país}`): those every
 * compared provider is compared in (`comparisonCountriesOf`), with their route slug. Empty for
 * fewer than two providers.
 */
export function sharedComparisonCountries(
  ps: readonly ComparedInCountries[],
): { slug: string; name: string }[] {
  if (ps.length < MIN_COMPARED) return [];
  const [first, ...rest] = ps.map(comparisonCountriesOf);
  return (first ?? [])
    .filter((name) => rest.every((list) => list.includes(name)))
    .map((name) => ({ slug: comparisonCountrySlug(name)!, name }));
}

/**
 * The comparison pages the pre-render reaches from /comparativas and the sitemap lists: each
 * pair of `comparisonIndexPairs` and its page in every country the two share. At most
 * categories × 3 pairs × 20 countries, whatever the number of providers.
 */
export function comparisonIndexPaths<
  P extends ComparedInCountries & { categories: readonly string[]; company_name: string },
  C extends { name: string },
>(providers: readonly P[], categories: readonly C[]): string[] {
  return comparisonIndexPairs(providers, categories).flatMap(({ pairs }) =>
    pairs.flatMap(([a, b]) => [
      paths.comparisonOf(a.company_name, b.company_name),
      ...sharedComparisonCountries([a, b]).map((c) =>
        paths.comparisonOf(a.company_name, b.company_name, c.slug),
      ),
    ]),
  );
}
