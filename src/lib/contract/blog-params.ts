/**
 * The /blog filter's URL parameters and how a URL's are read: shared by the page (server
 * filtering), its search field's `maxlength` and its small browser script (instant filtering),
 * and named in the route table (src/lib/contract/routes.ts).
 */

export const BLOG_PARAM_NAMES = { q: 'q', category: 'categoria' } as const;

/** The longest search text the blog reads (longer is cut, never refused). */
export const BLOG_QUERY_MAX_LENGTH = 100;

export interface BlogFilterParams {
  /** The search text, cut to BLOG_QUERY_MAX_LENGTH. */
  q: string;
  /** A blog category's slug, or '' for every category. */
  categoria: string;
}

/** Cuts a typed or linked search text to the blog's limit. */
export function blogQueryOf(text: string): string {
  return text.slice(0, BLOG_QUERY_MAX_LENGTH);
}

/** What the parser reads of a URL's query (`URLSearchParams`; the hooks' typings lack `get`). */
interface QueryReader {
  get(name: string): string | null;
}

/** The filter a /blog URL's query asks for. */
export function parseBlogFilterParams(params: QueryReader): BlogFilterParams {
  return {
    q: blogQueryOf(params.get(BLOG_PARAM_NAMES.q) ?? ''),
    categoria: params.get(BLOG_PARAM_NAMES.category) ?? '',
  };
}
