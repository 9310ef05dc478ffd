/** View models of /categories and /proveedores/categoria/{category}[/{country}]. */
import { listPublicProviders, listPublicProvidersIn } from './providers';
import { labelMap, listActiveCategories } from './categories';
import { resolveCategorySlug } from '@/lib/domain/category-aliases';
import { countryFromSlug } from '@/lib/contract/countries';
import { paginate, parsePage } from '@/lib/domain/pagination';
import {
  isFactFiltering,
  matchesFactFilter,
  parseFactFilter,
  refusedFactParams,
} from '@/lib/domain/fact-filters';
import { aggregateTopics } from '@/lib/domain/review-topics';
import { listPublicReviews } from './reviews';
import type { CategoriesView, CategoryListingView } from '@/lib/view/category-pages';

export async function loadCategoriesPage(): Promise<CategoriesView> {
  const [categories, providers] = await Promise.all([
    listActiveCategories(),
    listPublicProviders(),
  ]);
  const counts = new Map<string, number>();
  for (const p of providers)
    for (const c of new Set(p.categories)) counts.set(c, (counts.get(c) ?? 0) + 1);
  return {
    categories: categories.map((c) => ({ ...c, count: counts.get(c.name) ?? 0 })),
    activeProviders: providers.length,
  };
}

/**
 * Null when the category (name or alias) is not active, the country slug is not one of
 * the 15, a facts filter has a value not in its list or `?pagina=` is past the last page: the
 * page answers 404.
 */
export async function loadCategoryListing(
  categoryParam: string,
  countryParam: string | null,
  url: URL,
): Promise<CategoryListingView | null> {
  const country = countryParam === null ? null : countryFromSlug(countryParam.toLowerCase());
  if (countryParam !== null && !country) return null;
  const categories = await listActiveCategories();
  const name = resolveCategorySlug(
    categoryParam,
    categories.map((c) => c.name),
  );
  const category = categories.find((c) => c.name === name);
  if (!category) return null;
  if (refusedFactParams(url.searchParams).length > 0) return null;
  const filter = parseFactFilter(url.searchParams);
  const listed = await listPublicProvidersIn(category.name, country);
  const providers = isFactFiltering(filter)
    ? listed.filter((p) => matchesFactFilter(p, filter))
    : listed;
  const page = parsePage(url.searchParams.get('pagina'));
  const slice = paginate(providers, page);
  if (slice.page !== page) return null;
  // What the reviews of every provider of a category × country praise and criticise, on its
  // first page (docs/DECISIONS.md § "Review topics").
  const topics =
    country && slice.page === 1
      ? aggregateTopics(await Promise.all(listed.map((p) => listPublicReviews(p.id))))
      : undefined;
  return {
    category,
    categorySlug: category.name,
    ...(topics !== undefined && { topics }),
    country: country && countryParam ? { slug: countryParam.toLowerCase(), name: country } : null,
    labels: labelMap(categories),
    slice,
    filter,
  };
}
