/**
 * A provider's alternatives ("Alternativas a {nombre}"): the best-ranked public
 * providers that share one of its categories, those that also serve one of its countries
 * first, at most `ALTERNATIVES_LIMIT`. Pure; used by the page (src/lib/data/alternatives.ts)
 * and by the web server's revalidator (src/server/ranked-lists.ts), which recomputes the list
 * of every stored alternatives page after a re-ranking and re-renders those whose list moved.
 *
 * Cost: an index per category (and per category × country), in ranking order, is built once
 * per provider list (O(N)); one provider's list then reads at most a few entries per category
 * and country, so a full pre-render of every alternatives page stays linear.
 */

import { factCountryName } from '../contract/provider-facts';

/** How many alternatives a page lists. */
export const ALTERNATIVES_LIMIT = 6;

export interface AlternativeCandidate {
  id: string;
  categories: readonly string[];
  headquarters_country: string;
  /** The declared facts; only the countries served are read. */
  facts?: { countries: readonly string[] } | null;
}

/**
 * The countries a provider serves, by the name the site prints (`México`): its declared ones
 * (codes in the facts), else its headquarters' country.
 */
export function servedCountries(p: AlternativeCandidate): readonly string[] {
  let out = served.get(p);
  if (!out) {
    const declared = p.facts?.countries ?? [];
    out =
      declared.length > 0
        ? declared.map(factCountryName)
        : p.headquarters_country
          ? [p.headquarters_country]
          : [];
    served.set(p, out);
  }
  return out;
}

/**
 * Per provider record: a patched provider list keeps the records that did not change, so the
 * revalidator's checks after each change (src/server/ranked-lists.ts) reuse their countries.
 */
const served = new WeakMap<AlternativeCandidate, readonly string[]>();

export interface AlternativesIndex<T extends AlternativeCandidate> {
  /** Position of each provider in the ranking order (the order of the list indexed). */
  rank: ReadonlyMap<string, number>;
  /** Providers of each category, in ranking order. */
  byCategory: ReadonlyMap<string, readonly T[]>;
  /** Providers of each category serving each country (`category\0country`), in ranking order. */
  byCategoryCountry: ReadonlyMap<string, readonly T[]>;
  countries: ReadonlyMap<string, readonly string[]>;
}

const key = (category: string, country: string) => `${category}\u0000${country}`;

function push<T>(map: Map<string, T[]>, k: string, v: T): void {
  const list = map.get(k);
  if (list) list.push(v);
  else map.set(k, [v]);
}

/** The index of `ranked` (every public provider, in ranking order). */
export function alternativesIndex<T extends AlternativeCandidate>(
  ranked: readonly T[],
): AlternativesIndex<T> {
  const rank = new Map<string, number>();
  const byCategory = new Map<string, T[]>();
  const byCategoryCountry = new Map<string, T[]>();
  const countries = new Map<string, readonly string[]>();
  ranked.forEach((p, i) => {
    rank.set(p.id, i);
    const served = servedCountries(p);
    countries.set(p.id, served);
    for (const c of new Set(p.categories)) {
      push(byCategory, c, p);
      for (const k of new Set(served)) push(byCategoryCountry, key(c, k), p);
    }
  });
  return { rank, byCategory, byCategoryCountry, countries };
}

const cache = new WeakMap<
  readonly AlternativeCandidate[],
  AlternativesIndex<AlternativeCandidate>
>();

/** `alternativesIndex`, built once per list object (a full pre-render renders every page). */
export function cachedAlternativesIndex<T extends AlternativeCandidate>(
  ranked: readonly T[],
): AlternativesIndex<T> {
  let index = cache.get(ranked);
  if (!index) {
    index = alternativesIndex(ranked);
    cache.set(ranked, index);
  }
  return index as unknown as AlternativesIndex<T>;
}

export interface Alternative<T> {
  provider: T;
  /** The subject's categories it shares (in the subject's order). */
  sharedCategories: string[];
  /** The subject's countries it serves too (in the subject's order). */
  sharedCountries: string[];
}

/** The first `n` entries of `list` other than `self` and not in `skip`. */
function firstOthers<T extends AlternativeCandidate>(
  list: readonly T[],
  self: string,
  n: number,
  accept: (p: T) => boolean,
  out: Map<string, T>,
): void {
  let found = 0;
  for (const p of list) {
    if (found >= n) return;
    if (p.id === self || !accept(p)) continue;
    out.set(p.id, p);
    found++;
  }
}

/**
 * The alternatives of `subject`: providers sharing a category with it; those serving one of
 * its countries first, each group in ranking order. A subject outside the index (not public)
 * gets the same rule against the public providers.
 */
export function alternativesOf<T extends AlternativeCandidate>(
  index: AlternativesIndex<T>,
  subject: AlternativeCandidate,
  limit = ALTERNATIVES_LIMIT,
): Alternative<T>[] {
  const categories = [...new Set(subject.categories)];
  const countries = [...new Set(servedCountries(subject))];
  const sharesCountry = (p: T) =>
    (index.countries.get(p.id) ?? []).some((c) => countries.includes(c));
  // The global first `limit` of each group are among the first `limit` of some category
  // (× country) list of that group: reading those is enough.
  const near = new Map<string, T>();
  const far = new Map<string, T>();
  for (const c of categories) {
    for (const k of countries) {
      firstOthers(
        index.byCategoryCountry.get(key(c, k)) ?? [],
        subject.id,
        limit,
        () => true,
        near,
      );
    }
  }
  for (const c of categories) {
    firstOthers(index.byCategory.get(c) ?? [], subject.id, limit, (p) => !sharesCountry(p), far);
  }
  const byRank = (a: T, b: T) => (index.rank.get(a.id) ?? 0) - (index.rank.get(b.id) ?? 0);
  const chosen = [...[...near.values()].sort(byRank), ...[...far.values()].sort(byRank)].slice(
    0,
    limit,
  );
  return chosen.map((p) => {
    const served = index.countries.get(p.id) ?? [];
    return {
      provider: p,
      sharedCategories: categories.filter((c) => p.categories.includes(c)),
      sharedCountries: countries.filter((c) => served.includes(c)),
    };
  });
}
