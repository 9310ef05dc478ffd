/**
 * The frame of a server-paged admin list: search box, the spec's empty state, a "no results"
 * line for a search, the rows (rendered by the tab) and <Pagination>. Driven by
 * usePagedList; any paged admin tab can reuse both.
 */
import type { ReactNode } from 'react';
import { messages } from '@/lib/messages';
import { Spinner } from '../shared/ui';
import { Pagination } from './Pagination';
import { Empty, SearchBox } from './parts';
import type { PagedList } from './use-paged-list';

const m = messages.admin;

interface Props<T, C> {
  list: PagedList<T, C>;
  searchId: string;
  searchPlaceholder?: string;
  /** The spec's text for a list with no rows at all. */
  empty: string;
  children: (items: T[]) => ReactNode;
}

export function PagedListView<T, C>({
  list,
  searchId,
  searchPlaceholder,
  empty,
  children,
}: Props<T, C>) {
  const { result, query } = list;
  if (!result) return <Spinner />;
  const searching = query.trim() !== '' || list.loading;
  if (result.totalItems === 0 && !searching) return <Empty>{empty}</Empty>;
  return (
    <div className="space-y-4" aria-busy={list.loading}>
      <SearchBox
        id={searchId}
        value={query}
        onChange={list.setQuery}
        {...(searchPlaceholder ? { placeholder: searchPlaceholder } : {})}
      />
      {result.items.length === 0 ? (
        <p className="text-sm text-slate-600" data-testid="admin-no-results">
          {list.loading ? m.loadingPage : m.noResults}
        </p>
      ) : (
        children(result.items)
      )}
      {result.totalItems > 0 && (
        <Pagination
          page={result.page}
          totalPages={result.totalPages}
          totalItems={result.totalItems}
          onPage={list.setPage}
        />
      )}
    </div>
  );
}
