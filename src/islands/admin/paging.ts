/**
 * The pure rules the client applies to a server-paged admin list (pb_hooks/lib/paging.js; its
 * shape is the contract's `PagedAnswer`); shared by every paged admin tab.
 */
import type { PagedAnswer, PageQuery } from '@/lib/contract/paging';

/** Rows per page of a paged tab unless it asks otherwise (the route's default too). */
export const LIST_PAGE_SIZE = 20;

/** The first page of a tab's list, unsearched. */
export const FIRST_PAGE: PageParams = { page: 1, perPage: LIST_PAGE_SIZE, q: '' };

/** What a paged admin route takes besides its own filters. */
export interface PageParams {
  page: number;
  perPage: number;
  /** Search text ('' for none). */
  q: string;
}

/** What a paged admin route answers (the contract's); `counts` are the route's SQL counts. */
export type PageResult<T, C = Record<string, number>> = PagedAnswer<T, C>;

/** The page without row `id` (it left the list), totals lowered accordingly. */
export function afterRemoval<T extends { id: string }, C>(
  r: PageResult<T, C>,
  id: string,
): PageResult<T, C> {
  const items = r.items.filter((x) => x.id !== id);
  if (items.length === r.items.length) return r;
  const totalItems = Math.max(0, r.totalItems - 1);
  return { ...r, items, totalItems, totalPages: Math.ceil(totalItems / r.perPage) };
}

/** The query string of a page request: empty values left out. */
export function pageQuery(
  params: PageParams,
  filters: Readonly<Record<string, string>> = {},
): PageQuery {
  const query: Record<string, string> = {
    ...filters,
    page: String(params.page),
    perPage: String(params.perPage),
  };
  if (params.q.trim()) query['q'] = params.q.trim();
  return query;
}

/**
 * A page answered empty past the list's end (rows left meanwhile, actions elsewhere): the
 * new last page to ask for instead; null when the answer is to be shown.
 */
export function pageToRetry(r: Pick<PageResult<unknown>, 'items' | 'totalPages'>, page: number) {
  return r.items.length === 0 && page > 1 && r.totalPages > 0 ? r.totalPages : null;
}

/**
 * After a row left: a page now empty while the list still has rows is refilled from the
 * server (the next rows moved up), from the page `page` or the new last one; null otherwise.
 */
export function pageToRefill(
  r: Pick<PageResult<unknown>, 'items' | 'totalItems' | 'totalPages'>,
  page: number,
) {
  return r.items.length === 0 && r.totalItems > 0
    ? Math.min(page, Math.max(1, r.totalPages))
    : null;
}
