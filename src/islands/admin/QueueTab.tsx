/**
 * An admin queue by state (privacy requests, profile claims): a button per state with its
 * count, and the paged, searched list of the chosen state (server-side, ./use-paged-list.ts).
 * A row decided from the list leaves it and its count moves to the state it went to.
 */
import { useCallback, useState, type ReactNode } from 'react';
import { callApi } from '@/lib/pb-client';
import type { ApiRoute } from '@/lib/contract/api-routes';
import type { PagedAnswer, PageQuery } from '@/lib/contract/paging';
import { errorMessage } from '@/lib/backend-errors';
import { toastError } from '@/lib/stores/toast';
import { PagedListView } from './PagedListView';
import { pageQuery, type PageParams, type PageResult } from './paging';
import { usePagedList } from './use-paged-list';
import { smallButton, smallPrimary } from './parts';

interface QueueProps<E extends string, Row extends { id: string }> {
  /** The group's accessible name. */
  label: string;
  /** Each state's value (the `estado` query parameter) and button label; the first is shown first. */
  states: readonly (readonly [E, string])[];
  /** The admin route answering pages of rows and the counts per state. */
  route: ApiRoute<[], PageQuery, void, PagedAnswer<Row, Record<E, number>>>;
  searchId: string;
  searchPlaceholder: string;
  loadError: string;
  /** The empty list's text for a state. */
  empty: (estado: E) => string;
  /** A row; `moved(to)` takes it out of the list and moves its count to state `to`. */
  row: (row: Row, moved: (to: E) => void) => ReactNode;
}

export function QueueTab<E extends string, Row extends { id: string }>(props: QueueProps<E, Row>) {
  const [estado, setEstado] = useState<E>(props.states[0]![0]);
  const [counts, setCounts] = useState<Record<E, number> | null>(null);
  return (
    <div className="space-y-4">
      <div className="flex flex-wrap gap-2" role="group" aria-label={props.label}>
        {props.states.map(([value, label]) => (
          <button
            key={value}
            type="button"
            aria-pressed={estado === value}
            className={estado === value ? smallPrimary : smallButton}
            onClick={() => setEstado(value)}
          >
            {label}
            {counts ? ` (${counts[value]})` : ''}
          </button>
        ))}
      </div>
      <QueueList key={estado} {...props} estado={estado} onCounts={setCounts} />
    </div>
  );
}

function QueueList<E extends string, Row extends { id: string }>({
  estado,
  onCounts,
  ...p
}: QueueProps<E, Row> & {
  estado: E;
  onCounts: (update: (c: Record<E, number> | null) => Record<E, number> | null) => void;
}) {
  const { route } = p;
  const load = useCallback(
    (params: PageParams): Promise<PageResult<Row, Record<E, number>>> =>
      callApi(route, [], { query: pageQuery(params, { estado }) }),
    [route, estado],
  );
  const list = usePagedList(load, {
    onCounts: (c) => onCounts(() => c),
    onError: (err) => toastError(p.loadError, errorMessage(err)),
  });
  return (
    <PagedListView
      list={list}
      searchId={p.searchId}
      searchPlaceholder={p.searchPlaceholder}
      empty={p.empty(estado)}
    >
      {(rows) => (
        <ul className="space-y-4">
          {rows.map((r) =>
            p.row(r, (to) => {
              list.removeRow(r.id);
              onCounts((c) => (c ? { ...c, [estado]: c[estado] - 1, [to]: c[to] + 1 } : c));
            }),
          )}
        </ul>
      )}
    </PagedListView>
  );
}
