/**
 * Approved and blocked users, one server page at a time, searched on the server: Bloquear
 * (with a reason) and Desbloquear (spec §2, §4, §5).
 */
import { useCallback, useState } from 'react';
import { messages } from '@/lib/messages';
import { toastError, toastSuccess } from '@/lib/stores/toast';
import { Badge } from '../shared/ui';
import { blockUser, loadUsers, unblockUser, type AdminUser, type UserCounts } from './api';
import type { PageParams } from './paging';
import { PagedListView } from './PagedListView';
import { LinkedIn, dangerButton, dateOf, smallButton } from './parts';
import type { RowAction } from './state';
import { usePagedList } from './use-paged-list';
import { ReasonDialog } from './ReasonDialog';

const m = messages.admin;

interface Props {
  kind: 'approved' | 'blocked';
  currentUserId: string;
  /** A row left this list (the counts follow). */
  onAction: (action: RowAction) => void;
  /** The server's user counts, with every page. */
  onCounts: (counts: UserCounts) => void;
}

export function UsersTab({ kind, currentUserId, onAction, onCounts }: Props) {
  const [busy, setBusy] = useState<string | null>(null);
  const load = useCallback((p: PageParams) => loadUsers(kind, p), [kind]);
  const list = usePagedList(load, {
    onCounts,
    onError: (err) => {
      console.error('[admin] users', err);
      toastError(m.loadError);
    },
  });

  const [blocking, setBlocking] = useState<AdminUser | null>(null);

  async function block(u: AdminUser, reason: string) {
    setBusy(u.id);
    try {
      await blockUser(u.id, reason);
      toastSuccess(m.blocked);
      list.removeRow(u.id);
      onAction({ kind: 'block' });
    } catch (err) {
      console.error('[admin] block', err);
      toastError(m.blockError);
      throw err;
    } finally {
      setBusy(null);
    }
  }

  async function onUnblock(u: AdminUser) {
    setBusy(u.id);
    try {
      await unblockUser(u.id);
      toastSuccess(m.unblocked);
      list.removeRow(u.id);
      onAction({ kind: 'unblock', approved: u.approved });
    } catch (err) {
      console.error('[admin] unblock', err);
      toastError(m.unblockError);
    } finally {
      setBusy(null);
    }
  }

  return (
    <>
      {blocking && (
        <ReasonDialog
          title={m.blockTitle(
            `${blocking.first_name} ${blocking.last_name}`.trim() || blocking.email,
          )}
          label={m.blockPrompt}
          confirmLabel={m.block}
          requiredMessage={m.blockReasonRequired}
          onConfirm={(reason) => block(blocking, reason)}
          onClose={() => setBlocking(null)}
        />
      )}
      <PagedListView
        list={list}
        searchId={`search-${kind}-users`}
        empty={kind === 'approved' ? m.noApprovedUsers : m.noBlockedUsers}
      >
        {(users) => (
          <div className="overflow-x-auto rounded-xl border border-slate-200 bg-white shadow-sm">
            <table className="min-w-full divide-y divide-slate-200 text-sm">
              <thead className="bg-slate-50 text-left text-xs font-semibold tracking-wide text-slate-600 uppercase">
                <tr>
                  <th scope="col" className="px-4 py-3">
                    {m.name}
                  </th>
                  <th scope="col" className="px-4 py-3">
                    {m.email}
                  </th>
                  <th scope="col" className="px-4 py-3">
                    {m.linkedin}
                  </th>
                  <th scope="col" className="px-4 py-3">
                    {m.dates}
                  </th>
                  {kind === 'blocked' && (
                    <th scope="col" className="px-4 py-3">
                      {m.reason}
                    </th>
                  )}
                  <th scope="col" className="px-4 py-3">
                    <span className="sr-only">{m.actions}</span>
                  </th>
                </tr>
              </thead>
              <tbody className="divide-y divide-slate-100">
                {users.map((u) => {
                  const name = `${u.first_name} ${u.last_name}`.trim() || messages.common.dash;
                  const self = u.id === currentUserId;
                  return (
                    <tr key={u.id} data-testid="admin-user-row" data-user-id={u.id}>
                      <td className="px-4 py-3 font-medium text-ink">
                        {name} {self && <Badge tone="brand">{m.you}</Badge>}
                      </td>
                      <td className="px-4 py-3 text-slate-700">{u.email}</td>
                      <td className="px-4 py-3">
                        <LinkedIn url={u.linkedin_url} />
                      </td>
                      <td className="px-4 py-3 text-xs text-slate-600">
                        <p>
                          {m.registered}: {dateOf(u.created)}
                        </p>
                        {u.approved_at && (
                          <p>
                            {m.approvedAt}: {dateOf(u.approved_at)}
                          </p>
                        )}
                        {kind === 'blocked' && (
                          <p>
                            {m.blockedAt}: {dateOf(u.blocked_at)}
                          </p>
                        )}
                      </td>
                      {kind === 'blocked' && (
                        <td className="px-4 py-3 text-slate-700">{u.blocked_reason}</td>
                      )}
                      <td className="px-4 py-3 text-right">
                        {kind === 'approved' ? (
                          <button
                            type="button"
                            className={dangerButton}
                            disabled={busy !== null || self}
                            onClick={() => setBlocking(u)}
                          >
                            {m.block}
                          </button>
                        ) : (
                          <button
                            type="button"
                            className={smallButton}
                            disabled={busy !== null}
                            onClick={() => void onUnblock(u)}
                          >
                            {m.unblock}
                          </button>
                        )}
                      </td>
                    </tr>
                  );
                })}
              </tbody>
            </table>
          </div>
        )}
      </PagedListView>
    </>
  );
}
