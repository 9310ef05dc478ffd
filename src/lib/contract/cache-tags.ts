/**
 * Pages declare which data they show, as tags, so the web server (src/server) can re-render
 * exactly the pages a data change touches (docs/INCREMENTAL-REBUILD.md). The server reads the
 * `x-page-tags` header of the rendered response and never sends it to browsers.
 *
 * Tag names, and which changes re-render a page carrying them (src/server/change-map.ts):
 *   `provider:<id>`     the page shows this provider (its page, a card, a comparison):
 *                       any change of it, a review of it
 *   `providers`         the page lists providers across the whole directory (directory pages,
 *                       search index, landing, comparisons index): a provider entering or
 *                       leaving the public directory, or moving to other categories/country
 *   `ranking`           a single page that ranks every provider (landing, comparisons index,
 *                       search index): every review and every edit of a public provider
 *   (directory pages)   a review or an edit that keeps the provider in the same lists
 *                       re-renders only the directory and category pages whose cards it
 *                       changes: their `provider:<id>` tags are compared with the new order
 *                       (src/server/ranked-lists.ts)
 *   `provider-set`      the page depends only on which providers are public and their
 *                       categories (sitemap, /categories counts): any provider change
 *   `category:<name>`   a category listing (`categoryListTag`): a change of the category, a
 *                       provider entering or leaving it (re-ranking: see directory pages)
 *   `category:<name>/<country-slug>`  the same for a category×country listing
 *   `category-topics:<name>/<country-slug>`  the first page of a category×country listing,
 *                       which shows what its providers' reviews praise and criticise
 *                       (`categoryTopicsTag`): a review of a public provider listed there
 *   `category-map:<name>`, `category-map:<name>/<country-slug>`  a market map
 *                       (`marketMapTag`): a review of a public provider listed there, a change
 *                       of a provider listed there before or after (name, slug, countries…)
 *   `category-maps`     every market map: the daily ranking recompute (scores and ages move)
 *   `categories`        the page shows the list of categories (landing, /categories, filters,
 *                       listings' chips): any category change
 *   `category-label:<name>`  the page shows that one category's label (a provider page, the
 *                       chips of cards in a listing or comparison): a change of that category
 *   `reviews`           the community reviews page (/reviews and its filtered pages): any
 *                       review change, a provider entering or leaving the directory
 *   `recognitions`      the recognitions archive (`/reconocimientos`, each quarter's page) and
 *                       the sitemap: a quarter's recognitions published
 *   `blog`              the blog list, feed, sitemap, related posts: any post change
 *   `blog_post:<id>`    an article: a change of that post
 *   `static`            pages without data
 * A category listing carries its `categoryListTag` plus `provider:<id>` per card, not
 * `providers` (that would re-render every category page on every review). A favourite or case study
 * re-renders only the provider's own page (`/providers/<slug>`, `/proveedores/<slug>`).
 */
export const PAGE_TAGS_HEADER = 'x-page-tags';

export function setPageTags(response: { headers: Headers }, tags: readonly string[]): void {
  response.headers.set(PAGE_TAGS_HEADER, [...new Set(tags)].join(','));
}

const PROVIDER_TAG_PREFIX = 'provider:';

/** The tag of pages showing this provider (its page, a card, a comparison). */
export function providerTag(id: string): string {
  return `${PROVIDER_TAG_PREFIX}${id}`;
}

/** The provider id of a `providerTag`, or null for any other tag. */
export function providerIdOfTag(tag: string): string | null {
  return tag.startsWith(PROVIDER_TAG_PREFIX) ? tag.slice(PROVIDER_TAG_PREFIX.length) : null;
}

/** The tag of a category listing, or of a category×country listing. */
export function categoryListTag(category: string, countrySlug?: string | null): string {
  return countrySlug ? `category:${category}/${countrySlug}` : `category:${category}`;
}

/**
 * The tag of a category×country listing's review topics (what the reviews of its providers
 * praise and criticise): a review of any provider of that category headquartered there.
 */
export function categoryTopicsTag(category: string, countrySlug: string): string {
  return `category-topics:${category}/${countrySlug}`;
}

/** The tag of pages showing this category's label (chips, headings). */
export function categoryLabelTag(category: string): string {
  return `category-label:${category}`;
}

/** Tags of pages showing these categories' labels. */
export function categoryLabelTags(categories: Iterable<string>): string[] {
  return [...new Set(categories)].map(categoryLabelTag);
}

/**
 * A provider page: the provider itself and the labels of its categories; for a slug that is
 * no provider (null), any provider change may make it one.
 */
export function providerPageTags(
  provider: { id: string; categories: readonly string[] } | null,
): string[] {
  if (!provider) return ['provider-set'];
  return [providerTag(provider.id), ...categoryLabelTags(provider.categories)];
}

/**
 * A provider's review pages (`/providers/{slug}/reviews?…`, a review's own address): the
 * provider and the labels of its categories (each review's service and the service filter
 * print them).
 */
export function providerReviewsPageTags(
  provider: { id: string; categories: readonly string[] } | null,
): string[] {
  return provider
    ? [providerTag(provider.id), ...categoryLabelTags(provider.categories)]
    : ['provider-set'];
}

/** Cards of providers: each provider and the labels of their category chips. */
export function providerCardTags(
  providers: readonly { id: string; categories: readonly string[] }[],
): string[] {
  return [
    ...providers.map((p) => providerTag(p.id)),
    ...categoryLabelTags(providers.flatMap((p) => p.categories)),
  ];
}

/**
 * A category or category×country listing page: its list tag, its heading's label and its
 * cards (only the cards carry `provider:<id>`: src/server/ranked-lists.ts reads them as the
 * page's contents). For an unknown category or country (null), a category or provider change
 * may make it exist.
 */
export function categoryListingTags(
  view: {
    category: { name: string };
    country: { slug: string } | null;
    slice: { items: readonly { id: string; categories: readonly string[] }[] };
    /** Shown (not null) on the first page of a category×country listing. */
    topics?: unknown;
  } | null,
): string[] {
  if (!view) return ['categories', 'provider-set'];
  return [
    categoryListTag(view.category.name, view.country?.slug),
    ...(view.country && view.topics !== undefined
      ? [categoryTopicsTag(view.category.name, view.country.slug)]
      : []),
    ...categoryLabelTags([view.category.name]),
    ...providerCardTags(view.slice.items),
  ];
}

/** A comparison page; with fewer than two providers (not available) any change may fill it. */
export function comparisonTags(
  providers: readonly { id: string; categories: readonly string[] }[],
): string[] {
  return providers.length < 2 ? ['providers', 'categories'] : providerCardTags(providers);
}

/**
 * A provider's alternatives page: the subject first, then each alternative in display order
 * (src/server/ranked-lists.ts compares these with a recomputed list after a re-ranking), and
 * the labels of the subject's categories. An unknown slug (null): any provider change.
 */
export function alternativesPageTags(
  view: {
    provider: { id: string; categories: readonly string[] };
    alternatives: readonly { provider: { id: string } }[];
  } | null,
): string[] {
  if (!view) return ['provider-set'];
  return [
    providerTag(view.provider.id),
    ...view.alternatives.map((a) => providerTag(a.provider.id)),
    ...categoryLabelTags(view.provider.categories),
  ];
}

/** The tag of a category's market map, or of a category × country market map. */
export function marketMapTag(category: string, countrySlug?: string | null): string {
  return countrySlug ? `category-map:${category}/${countrySlug}` : `category-map:${category}`;
}

/** Every market map carries this: the daily ranking recompute re-renders them all. */
export const MARKET_MAPS_TAG = 'category-maps';

/**
 * A market map page: its own tag, every map's, and its category's label. For an unknown
 * category or country, or a country map not drawn (null), a category or provider change may
 * make it exist.
 */
export function marketMapTags(
  view: { category: { name: string }; country: { slug: string } | null } | null,
): string[] {
  if (!view) return ['categories', 'provider-set'];
  return [
    marketMapTag(view.category.name, view.country?.slug),
    MARKET_MAPS_TAG,
    categoryLabelTag(view.category.name),
  ];
}
