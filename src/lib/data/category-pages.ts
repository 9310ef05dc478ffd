/** View models of /categories and /proveedores/categoria/{category}[/{country}]. */
import { listPublicProviders, listPublicProvidersIn } from './providers';
import { labelMap, listActiveCategories } from './categories';
import { resolveCategorySlug } from '@/lib/domain/category-aliases';
import { countryFromSlug, type FormCountry } from '@/lib/contract/countries';
import type { Category } from '@/lib/view/categories';
import { paginate, parsePage } from '@/lib/domain/pagination';
import {
  isFactFiltering,
  matchesFactFilter,
  parseFactFilter,
  refusedFactParams,
} from '@/lib/domain/fact-filters';
import { aggregateTopics } from '@/lib/domain/review-topics';
import { providerTopicCounts } from './reviews';
import { mapIsDrawn } from '@/lib/domain/market-map';
import { paths } from '@/lib/contract/paths';
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
 * The active category a route's `{category}` names (its name or an alias) and the country its
 * optional `{country}` slug names; null when either names none.
 */
export async function resolveCategoryPlace(
  categoryParam: string,
  countryParam: string | null,
): Promise<{ category: Category; categories: Category[]; country: FormCountry | null } | null> {
  const country = countryParam === null ? null : countryFromSlug(countryParam.toLowerCase());
  if (countryParam !== null && !country) return null;
  const categories = await listActiveCategories();
  const name = resolveCategorySlug(
    categoryParam,
    categories.map((c) => c.name),
  );
  const category = categories.find((c) => c.name === name);
  return category ? { category, categories, country } : null;
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
  const place = await resolveCategoryPlace(categoryParam, countryParam);
  if (!place) return null;
  const { category, categories, country } = place;
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
      ? aggregateTopics(await Promise.all(listed.map((p) => providerTopicCounts(p.id))))
      : undefined;
  // Its market map: a category's always answers; a category × country's is linked from the
  // first page (re-rendered by every review there, as its topics are) once it is drawn.
  const countrySlug = countryParam?.toLowerCase() ?? null;
  const mapHref = !country
    ? paths.categoryMap(category.name)
    : topics !== undefined && mapIsDrawn(listed.map((p) => p.total_reviews))
      ? paths.categoryMap(category.name, countrySlug)
      : null;
  return {
    category,
    categorySlug: category.name,
    mapHref,
    ...(topics !== undefined && { topics }),
    country: country && countryParam ? { slug: countryParam.toLowerCase(), name: country } : null,
    labels: labelMap(categories),
    slice,
    filter,
  };
}
