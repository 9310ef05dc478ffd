/**
 * The scaffold the users and providers tabs share: a server-paged list (usePagedList) whose
 * load failure shows the same toast, the row being acted on (`busy`, one at a time) and a row
 * action that, once the server agrees, says so, drops the row from this list (or patches it when
 * it stays) and reports the move so the panel's counts follow.
 */
import { useState } from 'react';
import { messages } from '@/lib/messages';
import { toastError, toastSuccess } from '@/lib/stores/toast';
import type { PageParams, PageResult } from './paging';
import type { RowAction } from './state';
import { usePagedList, type PagedList } from './use-paged-list';

const m = messages.admin;

export interface RowMove {
  /** The request; the row leaves the list when it resolves. */
  run: () => Promise<unknown>;
  /** The success toast: title and optional description. */
  done: readonly [string, string?];
  /** The error toast of a failed request. */
  failed: (err: unknown) => readonly [string, string?];
  action: RowAction;
  /** A short name for the console. */
  log: string;
  /** Throw again after the toast (a ReasonDialog stays open on a failure). */
  rethrow?: boolean;
  /** The row stays in this list, patched with what this returns from the answer. */
  patch?: (answer: unknown) => object;
}

export interface ModerationList<T, C> {
  list: PagedList<T, C>;
  /** The id of the row whose action is in flight. */
  busy: string | null;
  move: (row: { id: string }, move: RowMove) => Promise<void>;
}

export function useModerationList<T extends { id: string }, C>(
  load: (params: PageParams) => Promise<PageResult<T, C>>,
  opts: { log: string; onCounts: (counts: C) => void; onAction: (action: RowAction) => void },
): ModerationList<T, C> {
  const [busy, setBusy] = useState<string | null>(null);
  const list = usePagedList(load, {
    onCounts: opts.onCounts,
    onError: (err) => {
      console.error(`[admin] ${opts.log}`, err);
      toastError(m.loadError);
    },
  });

  async function move(row: { id: string }, how: RowMove): Promise<void> {
    setBusy(row.id);
    try {
      const answer = await how.run();
      toastSuccess(...how.done);
      if (how.patch) list.patchRow(row.id, how.patch(answer));
      else list.removeRow(row.id);
      opts.onAction(how.action);
    } catch (err) {
      console.error(`[admin] ${how.log}`, err);
      toastError(...how.failed(err));
      if (how.rethrow) throw err;
    } finally {
      setBusy(null);
    }
  }

  return { list, busy, move };
}
