/**
 * Pages declare which data they show, as tags, so the web server (src/server) can re-render
 * exactly the pages a data change touches (docs/INCREMENTAL-REBUILD.md). The server reads the
 * `x-page-tags` header of the rendered response and never sends it to browsers.
 *
 * Tag names, and which changes re-render a page carrying them (src/server/change-map.ts):
 *   `provider:<id>`     the page shows this provider (its page, a card, a comparison):
 *                       any change of it, a review of it
 *   `providers`         the page ranks or counts providers across the whole directory
 *                       (directory pages, search index, sitemap, /categories counts, landing):
 *                       any provider change and every review (ratings reorder the directory)
 *   `category:<name>`   the page shows that category or lists its members: a change of the
 *                       category, or of a provider entering or leaving it
 *   `categories`        the page shows category labels or the list of categories:
 *                       any category change
 *   `blog`              the blog list, feed, sitemap, related posts: any post change
 *   `blog_post:<id>`    an article: a change of that post
 *   `static`            pages without data
 * A category listing needs `category:<name>` plus `provider:<id>` per card, not `providers`
 * (that would re-render every category page on every review). A favourite or case study
 * re-renders only the provider's own page (`/providers/<slug>`, `/proveedores/<slug>`).
 */
export const PAGE_TAGS_HEADER = 'x-page-tags';

export function setPageTags(response: { headers: Headers }, tags: readonly string[]): void {
  response.headers.set(PAGE_TAGS_HEADER, [...new Set(tags)].join(','));
}
