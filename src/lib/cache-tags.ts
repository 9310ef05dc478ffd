/**
 * Pages declare which data they show, as tags, so the web server (src/server) can re-render
 * exactly the pages a data change touches. Tag names:
 *   `provider:<id>`        the provider's page or a card of it
 *   `providers`            any list of providers (directory, category pages, comparisons index)
 *   `category:<name>`      a service category's pages
 *   `categories`           any list of categories (landing, /categories, filters)
 *   `blog`                 the blog list, feed and anything listing posts
 *   `blog_post:<id>`       an article
 *   `static`               pages without data
 */
export const PAGE_TAGS_HEADER = 'x-page-tags';

export function setPageTags(response: { headers: Headers }, tags: readonly string[]): void {
  response.headers.set(PAGE_TAGS_HEADER, [...new Set(tags)].join(','));
}
