/**
 * The directory's view model (/providers and /proveedores share it): query parameters
 * `q` (text), `categoria` (category name or alias), `pagina` (1-based page).
 */
import { listPublicProviders, type PublicProvider } from './providers';
import { labelMap, listActiveCategories, type Category } from './categories';
import { resolveCategorySlug } from '@/lib/domain/category-aliases';
import { filterProviders, isFiltering } from '@/lib/domain/search';
import { paginate, parsePage, type PageSlice } from '@/lib/domain/pagination';

export const DIRECTORY_PARAMS = { q: 'q', category: 'categoria', page: 'pagina' } as const;

export interface DirectoryView {
  q: string;
  category: string | null;
  categories: Category[];
  labels: Record<string, string>;
  filtering: boolean;
  slice: PageSlice<PublicProvider>;
  totalPublic: number;
  /**
   * The URL names a page the data does not have (a category that is not active, a page past
   * the last one): the page answers 404, so such URLs are never stored.
   */
  notFound: boolean;
}

export async function loadDirectory(url: URL): Promise<DirectoryView> {
  const [providers, categories] = await Promise.all([
    listPublicProviders(),
    listActiveCategories(),
  ]);
  const labels = labelMap(categories);
  const q = (url.searchParams.get(DIRECTORY_PARAMS.q) ?? '').slice(0, 100);
  const rawCategory = url.searchParams.get(DIRECTORY_PARAMS.category) ?? '';
  const category = rawCategory
    ? resolveCategorySlug(
        rawCategory,
        categories.map((c) => c.name),
      )
    : null;
  const filter = { q, category };
  const matches = filterProviders(providers, filter, labels);
  const page = parsePage(url.searchParams.get(DIRECTORY_PARAMS.page));
  const slice = paginate(matches, page);
  return {
    q,
    category,
    categories,
    labels,
    filtering: isFiltering(filter),
    slice,
    totalPublic: providers.length,
    notFound: (rawCategory !== '' && category === null) || slice.page !== page,
  };
}

/** The directory URL of a filter state (empty values left out). */
export function directoryHref(
  base: string,
  state: { q?: string; category?: string | null; page?: number },
): string {
  const params = new URLSearchParams();
  if (state.q?.trim()) params.set(DIRECTORY_PARAMS.q, state.q.trim());
  if (state.category) params.set(DIRECTORY_PARAMS.category, state.category);
  if (state.page && state.page > 1) params.set(DIRECTORY_PARAMS.page, String(state.page));
  const qs = params.toString();
  return qs ? `${base}?${qs}` : base;
}

/**
 * The compact search index the directory's filter script loads (one row per provider, in
 * display order): [id, slug, name, country, flags (1 verified, 2 featured), description,
 * rating or null, reviews, categories, logo URL or null]. The script derives the search text
 * with the same `providerSearchText` as the server.
 */
export type IndexRow = [
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

export interface SearchIndex {
  labels: Record<string, string>;
  rows: IndexRow[];
}

export async function loadSearchIndex(): Promise<{ index: SearchIndex; ids: string[] }> {
  const [providers, categories] = await Promise.all([
    listPublicProviders(),
    listActiveCategories(),
  ]);
  const labels = labelMap(categories);
  const rows = providers.map((p): IndexRow => [
    p.id,
    p.slug,
    p.company_name,
    p.headquarters_country,
    (p.verified ? 1 : 0) | (p.featured ? 2 : 0),
    p.description,
    p.average_rating,
    p.total_reviews,
    p.categories,
    p.logo_url,
  ]);
  return { index: { labels, rows }, ids: providers.map((p) => p.id) };
}
