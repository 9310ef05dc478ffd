/**
 * One page of the directory for a filter state: text search, category, country, order,
 * page. Pure; the server-rendered directory (src/lib/data/directory.ts) and the web server's
 * search endpoint (src/server/search-api.ts) both call it, so `/providers?q=…` and the
 * instant results show the same providers in the same order.
 */
import { resolveCategorySlug } from './category-aliases';
import { DIRECTORY_COUNTRIES, directoryCountry } from '../contract/countries';
import { DIRECTORY_PARAM_NAMES as NAMES } from '../contract/directory-params';
import { paginate, parsePage, type PageSlice } from './pagination';
import {
  factFilterEntries,
  isFactFiltering,
  matchesFactFilter,
  NO_FACT_FILTER,
  parseFactFilter,
  type FactFilter,
} from './fact-filters';
import type { ProviderFacts } from '../contract/provider-facts';
import {
  isDirectoryOrder,
  orderProviders,
  type DirectoryOrder,
  type SearchableProvider,
} from './search';

export interface DirectoryState {
  /** Free text, trimmed, at most 100 characters. */
  q: string;
  /** A category name (aliases already resolved), or null. */
  category: string | null;
  /** A `pais` slug (src/lib/contract/countries.ts DIRECTORY_COUNTRIES), or null. */
  country: string | null;
  order: DirectoryOrder;
  page: number;
  /** Filters on the providers' declared facts and rating. */
  facts: FactFilter;
}

/**
 * Every URL parameter of the directory (`/providers`, `/proveedores`) and of its search
 * endpoint (`/api/search`), with the values a canonical URL may carry. `stored`: a bounded
 * parameter whose pages the page store may keep; `q` is free text (rendered on request).
 * A value that fails `valid` is ignored by the page (shown unfiltered / page 1); the default
 * order (`ranking`) and page 1 are left out of canonical URLs.
 */
export const DIRECTORY_PARAMS = {
  q: { name: NAMES.q, stored: false, valid: (v: string) => v.trim() !== '' && v.length <= 100 },
  category: {
    name: NAMES.category,
    stored: true,
    // A category name or alias; an unknown one shows the whole directory.
    valid: (v: string) => /^[a-z0-9_-]{1,40}$/.test(v),
  },
  country: {
    name: NAMES.country,
    stored: true,
    valid: (v: string) => Object.hasOwn(DIRECTORY_COUNTRIES, v),
  },
  order: {
    name: NAMES.order,
    stored: true,
    valid: (v: string) => isDirectoryOrder(v) && v !== 'ranking',
  },
  page: { name: NAMES.page, stored: true, valid: (v: string) => /^[1-9]\d{0,5}$/.test(v) },
} as const;

/** The filter state of a directory URL; invalid values fall back to the defaults. */
export function parseDirectoryState(
  params: URLSearchParams,
  categoryNames: readonly string[],
): DirectoryState {
  const get = (p: { name: string; valid: (v: string) => boolean }) => {
    const v = params.get(p.name);
    return v !== null && p.valid(v) ? v : null;
  };
  const category = get(DIRECTORY_PARAMS.category);
  const order = get(DIRECTORY_PARAMS.order);
  return {
    q: (params.get(DIRECTORY_PARAMS.q.name) ?? '').trim().slice(0, 100),
    category: category ? resolveCategorySlug(category, categoryNames) : null,
    country: get(DIRECTORY_PARAMS.country),
    order: isDirectoryOrder(order) ? order : 'ranking',
    page: parsePage(get(DIRECTORY_PARAMS.page)),
    facts: parseFactFilter(params),
  };
}

export interface DirectoryProvider extends SearchableProvider {
  id: string;
  facts?: ProviderFacts;
  categories: readonly string[];
  headquarters_country: string;
}

/** Whether the state narrows the list (a different order alone does not). */
export function isFiltering(
  state: Pick<DirectoryState, 'q' | 'category' | 'country'> & { facts?: FactFilter },
): boolean {
  return (
    state.q.trim() !== '' ||
    state.category !== null ||
    state.country !== null ||
    (state.facts !== undefined && isFactFiltering(state.facts))
  );
}

/** What a text query found, by provider id (ProviderTextIndex.search's answer). */
export interface DirectoryTextMatch {
  scores: ReadonlyMap<string, number>;
  /** The highest score possible (every word kept matched in a name or a category). */
  best: number;
  dropped: readonly string[];
  suggestion: string | null;
}

/** One page of the directory, and what the text search did with the words typed. */
export interface DirectorySlice<T> extends PageSlice<T> {
  /** Words left out because no provider matched them all (shown on the page). */
  dropped: string[];
  /** "¿Quisiste decir …?" when nothing was found, or null. */
  suggestion: string | null;
}

/**
 * @param providers every public provider in ranking order
 * @param match the answer to a text query among the providers `keep` accepts, null when the
 *   query has no searchable word
 *
 * With a text query and the default order, the providers that match better come first (the
 * words in the name or a category above the description only), the ranking after that;
 * another order chosen applies as is.
 */
export function queryDirectory<T extends DirectoryProvider>(
  providers: readonly T[],
  state: DirectoryState,
  match: (q: string, keep?: (id: string) => boolean) => DirectoryTextMatch | null,
): DirectorySlice<T> {
  const country = directoryCountry(state.country);
  const factFiltering = state.facts !== undefined && isFactFiltering(state.facts);
  const filters = (p: T) =>
    (!state.category || p.categories.includes(state.category)) &&
    (!country || p.headquarters_country === country) &&
    (!factFiltering || matchesFactFilter(p, state.facts));
  const filtering = state.category !== null || country !== null || factFiltering;
  let keep: ((id: string) => boolean) | undefined;
  if (filtering) {
    const byId = new Map(providers.map((p) => [p.id, p]));
    keep = (id) => {
      const p = byId.get(id);
      return p !== undefined && filters(p);
    };
  }
  const text = state.q.trim() ? match(state.q, keep) : null;
  // Filtering keeps the order, so the whole list is sorted once per list and order.
  let found = ordered(providers, state.order).filter(
    (p) => (!text || text.scores.has(p.id)) && (!filtering || filters(p)),
  );
  if (text && state.order === 'ranking') {
    // A stable sort: equal scores keep the ranking order.
    const score = (p: T) => text.scores.get(p.id) ?? 0;
    found = found.sort((a, b) => score(b) - score(a));
  }
  return {
    ...paginate(found, state.page),
    dropped: text ? [...text.dropped] : [],
    suggestion: text?.suggestion ?? null,
  };
}

const orders = new WeakMap<readonly object[], Map<DirectoryOrder, readonly object[]>>();

/** `providers` in `order`, computed once per list (a snapshot of the directory) and order. */
function ordered<T extends DirectoryProvider>(providers: readonly T[], order: DirectoryOrder): T[] {
  if (order === 'ranking') return providers as T[];
  let byOrder = orders.get(providers);
  if (!byOrder) orders.set(providers, (byOrder = new Map<DirectoryOrder, readonly object[]>()));
  let list = byOrder.get(order);
  if (!list) byOrder.set(order, (list = orderProviders(providers, order)));
  return list as T[];
}

/** The directory URL (or endpoint URL) of a filter state; defaults left out. */
export function directoryHref(base: string, state: Partial<DirectoryState>): string {
  const params = new URLSearchParams();
  if (state.q?.trim()) params.set(DIRECTORY_PARAMS.q.name, state.q.trim());
  if (state.category) params.set(DIRECTORY_PARAMS.category.name, state.category);
  if (state.country) params.set(DIRECTORY_PARAMS.country.name, state.country);
  if (state.order && state.order !== 'ranking')
    params.set(DIRECTORY_PARAMS.order.name, state.order);
  for (const [name, value] of factFilterEntries(state.facts ?? NO_FACT_FILTER)) {
    params.set(name, value);
  }
  if (state.page && state.page > 1) params.set(DIRECTORY_PARAMS.page.name, String(state.page));
  const qs = params.toString();
  return qs ? `${base}?${qs}` : base;
}
