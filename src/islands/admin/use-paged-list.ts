/**
 * One page of a server-paged admin list (a GET admin route of `API`, pb_hooks/lib/paging.js): the
 * page, the debounced search, the rows and the totals. Any admin tab with a paged route uses
 * it with a loader and renders <Pagination>; actions patch or drop a row in place.
 */
import { useCallback, useEffect, useRef, useState } from 'react';
import {
  afterRemoval,
  LIST_PAGE_SIZE,
  pageToRefill,
  pageToRetry,
  type PageParams,
  type PageResult,
} from './paging';

/** Delay between the last keystroke in a search box and the request. */
export const SEARCH_DEBOUNCE_MS = 300;

export interface PagedList<T, C> {
  /** The search box's text (the request follows it after SEARCH_DEBOUNCE_MS). */
  query: string;
  setQuery: (q: string) => void;
  /** The last page answered; null before the first answer. */
  result: PageResult<T, C> | null;
  loading: boolean;
  failed: boolean;
  setPage: (page: number) => void;
  /** The row left this list (an action moved it): dropped here, totals lowered. */
  removeRow: (id: string) => void;
  patchRow: (id: string, patch: Partial<T>) => void;
  reload: () => void;
}

/**
 * The search box's text and the search asked for: the text trimmed, SEARCH_DEBOUNCE_MS after
 * the last keystroke; a new search starts on page 1.
 */
function useSearch(setPage: (page: number) => void) {
  const [query, setQuery] = useState('');
  const [q, setQ] = useState('');
  useEffect(() => {
    const next = query.trim();
    if (next === q) return;
    const t = setTimeout(() => {
      setQ(next);
      setPage(1);
    }, SEARCH_DEBOUNCE_MS);
    return () => clearTimeout(t);
  }, [query, q, setPage]);
  return { query, setQuery, q };
}

/**
 * `load` must be stable (module-level or memoised): a new function reloads the list.
 * `onCounts` receives the counts each answer carries (summary cards, statistics).
 */
export function usePagedList<T extends { id: string }, C>(
  load: (params: PageParams) => Promise<PageResult<T, C>>,
  opts: { perPage?: number; onCounts?: (counts: C) => void; onError?: (err: unknown) => void } = {},
): PagedList<T, C> {
  const perPage = opts.perPage ?? LIST_PAGE_SIZE;
  const [page, setPage] = useState(1);
  const { query, setQuery, q } = useSearch(setPage);
  const [version, setVersion] = useState(0);
  const [result, setResult] = useState<PageResult<T, C> | null>(null);
  const [loading, setLoading] = useState(true);
  const [failed, setFailed] = useState(false);
  const callbacks = useRef(opts);
  callbacks.current = opts;
  /** Rows this list moved out or changed itself (an action's answer): counted. */
  const edits = useRef(0);
  const reload = useCallback(() => setVersion((v) => v + 1), []);

  useEffect(() => {
    let live = true;
    const editsBefore = edits.current;
    setLoading(true);
    load({ page, perPage, q })
      .then((r) => {
        if (!live) return;
        // A row moved or changed here while this page was on its way (a search typed just
        // before an approval): the answer may show it as it was, so the page is asked again.
        if (edits.current !== editsBefore) return reload();
        // The last page emptied meanwhile (actions elsewhere): show the new last page.
        const retry = pageToRetry(r, page);
        if (retry !== null) return setPage(retry);
        setResult(r);
        setFailed(false);
        if (r.counts) callbacks.current.onCounts?.(r.counts);
      })
      .catch((err: unknown) => {
        if (!live) return;
        setFailed(true);
        setResult((r) => r ?? { items: [], page, perPage, totalItems: 0, totalPages: 0 });
        callbacks.current.onError?.(err);
      })
      .finally(() => {
        if (live) setLoading(false);
      });
    return () => {
      live = false;
    };
  }, [load, page, perPage, q, version, reload]);

  const shown = useRef(result);
  shown.current = result;
  const removeRow = useCallback(
    (id: string) => {
      const r = shown.current;
      if (!r) return;
      edits.current++;
      const next = afterRemoval(r, id);
      setResult(next);
      // A page left empty is refilled from the server (the next rows moved up).
      if (pageToRefill(next, 1) === null) return;
      setPage((p) => pageToRefill(next, p) ?? p);
      reload();
    },
    [reload],
  );

  const patchRow = useCallback((id: string, patch: Partial<T>) => {
    edits.current++;
    setResult((r) =>
      r ? { ...r, items: r.items.map((x) => (x.id === id ? { ...x, ...patch } : x)) } : r,
    );
  }, []);

  return { query, setQuery, result, loading, failed, setPage, removeRow, patchRow, reload };
}
