/** Approved and blocked users: Bloquear (with a reason) and Desbloquear (spec §2, §4, §5). */
import { useMemo, useState } from 'react';
import { messages } from '@/lib/messages';
import { toastError, toastSuccess } from '@/lib/stores/toast';
import { Badge } from '../shared/ui';
import { blockUser, unblockUser, type AdminUser, type BlockFields } from './api';
import { Empty, LinkedIn, SearchBox, dangerButton, dateOf, smallButton } from './parts';
import { matchesQuery } from './state';

const m = messages.admin;

interface Props {
  kind: 'approved' | 'blocked';
  users: AdminUser[];
  currentUserId: string;
  /** The row left this list with the server's new block fields. */
  onMoved: (id: string, patch: BlockFields) => void;
}

export function UsersTab({ kind, users, currentUserId, onMoved }: Props) {
  const [query, setQuery] = useState('');
  const [busy, setBusy] = useState<string | null>(null);
  const shown = useMemo(
    () =>
      users.filter((u) =>
        matchesQuery(query, [u.first_name, u.last_name, `${u.first_name} ${u.last_name}`, u.email]),
      ),
    [users, query],
  );

  async function onBlock(u: AdminUser) {
    const reason = window.prompt(m.blockPrompt);
    if (reason === null) return;
    if (!reason.trim()) {
      toastError(m.blockReasonRequired);
      return;
    }
    setBusy(u.id);
    try {
      const patch = await blockUser(u.id, reason.trim());
      toastSuccess(m.blocked);
      onMoved(u.id, patch);
    } catch (err) {
      console.error('[admin] block', err);
      toastError(m.blockError);
    } finally {
      setBusy(null);
    }
  }

  async function onUnblock(u: AdminUser) {
    setBusy(u.id);
    try {
      const patch = await unblockUser(u.id);
      toastSuccess(m.unblocked);
      onMoved(u.id, patch);
    } catch (err) {
      console.error('[admin] unblock', err);
      toastError(m.unblockError);
    } finally {
      setBusy(null);
    }
  }

  if (!users.length)
    return <Empty>{kind === 'approved' ? m.noApprovedUsers : m.noBlockedUsers}</Empty>;

  return (
    <div className="space-y-4">
      <SearchBox id={`search-${kind}-users`} value={query} onChange={setQuery} />
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
            {shown.map((u) => {
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
                        onClick={() => void onBlock(u)}
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
    </div>
  );
}
