/**
 * The directory's view model (/providers and /proveedores share it). Its URL parameters and
 * their validators: DIRECTORY_PARAMS (src/lib/domain/directory-query.ts, re-exported here).
 */
import { listPublicProviders, type PublicProvider } from './providers';
import { labelMap, listActiveCategories, type Category } from './categories';
import type { PageSlice } from '@/lib/domain/pagination';
import {
  DIRECTORY_PARAMS,
  isFiltering,
  parseDirectoryState,
  queryDirectory,
  type DirectoryState,
} from '@/lib/domain/directory-query';
import { ProviderTextIndex } from '@/lib/domain/provider-search';
import { factFilterEntries, NO_FACT_FILTER, refusedFactParams } from '@/lib/domain/fact-filters';

export { DIRECTORY_PARAMS, parseDirectoryState };

export interface DirectoryView {
  state: DirectoryState;
  categories: Category[];
  labels: Record<string, string>;
  filtering: boolean;
  slice: PageSlice<PublicProvider>;
  totalPublic: number;
  /**
   * The URL names a page the data does not have (a category that is not active, an unknown
   * country or order, a page past the last one): the page answers 404, so such URLs are
   * never stored.
   */
  notFound: boolean;
}

/**
 * The text index of the latest provider list read, kept across reads: a new read re-indexes
 * only the providers whose text changed (a full build of 10,000 takes seconds).
 */
let shared: { providers: readonly PublicProvider[]; index: ProviderTextIndex } | null = null;
function textIndex(providers: readonly PublicProvider[], labels: Record<string, string>) {
  if (!shared || !shared.index.hasLabels(labels)) {
    shared = { providers, index: new ProviderTextIndex(providers, labels) };
  } else if (shared.providers !== providers) {
    shared.index.sync(providers);
    shared.providers = providers;
  }
  return shared.index;
}

export async function loadDirectory(url: URL): Promise<DirectoryView> {
  const [providers, categories] = await Promise.all([
    listPublicProviders(),
    listActiveCategories(),
  ]);
  const labels = labelMap(categories);
  const state = parseDirectoryState(
    url.searchParams,
    categories.map((c) => c.name),
  );
  const slice = queryDirectory(providers, state, (q) => textIndex(providers, labels).match(q));
  // A value its validator refuses, a category that is not active or a page past the last one.
  const refused = (p: { name: string; valid: (v: string) => boolean }) => {
    const v = url.searchParams.get(p.name) ?? '';
    return v !== '' && !p.valid(v);
  };
  const notFound =
    [
      DIRECTORY_PARAMS.category,
      DIRECTORY_PARAMS.country,
      DIRECTORY_PARAMS.order,
      DIRECTORY_PARAMS.page,
    ].some(refused) ||
    refusedFactParams(url.searchParams).length > 0 ||
    ((url.searchParams.get(DIRECTORY_PARAMS.category.name) ?? '') !== '' &&
      state.category === null) ||
    slice.page !== state.page;
  return {
    state,
    categories,
    labels,
    filtering: isFiltering(state),
    slice,
    totalPublic: providers.length,
    notFound,
  };
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

/**
 * A card as the search endpoint sends it (one row per provider): [id, slug, name, country,
 * flags (1 verified, 2 featured), description cut for the card, rating or null, reviews,
 * categories, logo URL or null].
 */
export type CardRow = [
  string,
  string,
  string,
  string,
  number,
  string,
  number | null,
  number,
  string[],
  string | null,
];

/** The search endpoint's answer: one page of cards and the labels of their categories. */
export interface SearchPage {
  total: number;
  page: number;
  pageCount: number;
  from: number;
  to: number;
  labels: Record<string, string>;
  rows: CardRow[];
}

/**
 * The head of the directory (`/api/search/head`): the first providers of the ranking as
 * cards, with the distinct words of each one's whole description, so the directory's script
 * can show the first results of a query before the server's answer arrives
 * (src/components/directory-head.ts). `labels`: every active category.
 */
export interface SearchHead {
  labels: Record<string, string>;
  rows: CardRow[];
  /** Per row: the distinct searchable words of the provider's description. */
  words: string[];
}
