/**
 * Blog search: case-insensitive on title and excerpt, and, as the issue asks,
 * accent-insensitive ("nomina" finds "Nómina"). Category filter matches the category slug.
 * Shared by the server-rendered /blog and its small client-side filter script.
 */

import { normalizeText } from '../contract/normalize';

export interface SearchablePost {
  title: string;
  excerpt: string;
  categorySlugs: readonly string[];
}

/** The text a post is searched on, normalized once (the client script stores it in the DOM). */
export function searchTextOf(post: Pick<SearchablePost, 'title' | 'excerpt'>): string {
  return normalizeText(`${post.title} ${post.excerpt}`);
}

/**
 * Substring match, as the spec's `ilike '%q%'`, on normalized text (so also accent- and
 * whitespace-insensitive). An empty query matches everything.
 */
export function matchesNormalizedText(text: string, query: string | null | undefined): boolean {
  return text.includes(normalizeText(query));
}

export function matchesBlogSearch(post: SearchablePost, query: string | null | undefined): boolean {
  return matchesNormalizedText(searchTextOf(post), query);
}

export function matchesBlogCategory(
  post: Pick<SearchablePost, 'categorySlugs'>,
  categorySlug: string | null | undefined,
): boolean {
  return !categorySlug || post.categorySlugs.includes(categorySlug);
}

export interface BlogFilter {
  query?: string | null | undefined;
  category?: string | null | undefined;
}

export function filterBlogPosts<T extends SearchablePost>(
  posts: readonly T[],
  filter: BlogFilter,
): T[] {
  return posts.filter(
    (post) => matchesBlogCategory(post, filter.category) && matchesBlogSearch(post, filter.query),
  );
}

/** Featured posts are shown only on the unfiltered list. */
export function isFilterActive(filter: BlogFilter): boolean {
  return normalizeText(filter.query) !== '' || Boolean(filter.category);
}
