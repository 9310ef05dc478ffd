/**
 * Approved, blocked and pending users, one server page at a time, searched on the server (name
 * and e-mail): Bloquear (with a reason), Desbloquear (spec §2, §4, §5) and Aprobar for an
 * account waiting for approval whose e-mail is confirmed (issue 20).
 */
import { useCallback, useState } from 'react';
import { messages } from '@/lib/messages';
import { APPROVAL_RULE_LABELS, EMAIL_DOMAIN_KIND_LABELS } from '@/lib/contract/accounts';
import { Badge } from '../shared/ui';
import { errorMessage } from '@/lib/backend-errors';
import {
  approveUser,
  blockUser,
  loadUsers,
  unblockUser,
  type AdminUser,
  type UserCounts,
} from './api';
import type { PageParams } from './paging';
import { PagedListView } from './PagedListView';
import { LinkedIn, adminTable, dangerButton, dateOf, smallButton } from './parts';
import type { RowAction } from './state';
import { useModerationList } from './use-moderation-list';
import { ReasonDialog } from './ReasonDialog';

const m = messages.admin;
const pm = messages.pendingAccounts;
const EMPTY = {
  approved: m.noApprovedUsers,
  blocked: m.noBlockedUsers,
  pending: pm.noPending,
} as const;

interface Props {
  kind: 'approved' | 'blocked' | 'pending';
  currentUserId: string;
  /** A row left this list (the counts follow). */
  onAction: (action: RowAction) => void;
  /** The server's user counts, with every page. */
  onCounts: (counts: UserCounts) => void;
}

export function UsersTab({ kind, currentUserId, onAction, onCounts }: Props) {
  const load = useCallback((p: PageParams) => loadUsers(kind, p), [kind]);
  const { list, busy, move } = useModerationList(load, { log: 'users', onCounts, onAction });
  const [blocking, setBlocking] = useState<AdminUser | null>(null);
  const [unblocking, setUnblocking] = useState<AdminUser | null>(null);

  const block = (u: AdminUser, reason: string) =>
    move(u, {
      run: () => blockUser(u.id, reason),
      done: [m.blocked],
      failed: () => [m.blockError],
      action: { kind: 'block' },
      log: 'block',
      rethrow: true,
    });

  const unblock = (u: AdminUser, note: string) =>
    move(u, {
      run: () => unblockUser(u.id, note),
      done: [m.unblocked],
      failed: (err) => [m.unblockError, errorMessage(err)],
      action: { kind: 'unblock', approved: u.approved },
      log: 'unblock',
      rethrow: true,
    });

  const onApprove = (u: AdminUser) =>
    move(u, {
      run: () => approveUser(u.id),
      done: [pm.approved, pm.approvedText],
      failed: (err) => [pm.approveError, errorMessage(err)],
      action: { kind: 'approve' },
      log: 'approve',
    });

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
      {unblocking && (
        <ReasonDialog
          title={m.unblockTitle(
            `${unblocking.first_name} ${unblocking.last_name}`.trim() || unblocking.email,
          )}
          label={m.unblockPrompt}
          confirmLabel={m.unblock}
          onConfirm={(note) => unblock(unblocking, note)}
          onClose={() => setUnblocking(null)}
        />
      )}
      <PagedListView list={list} searchId={`search-${kind}-users`} empty={EMPTY[kind]}>
        {(users) => (
          <div className={adminTable.box}>
            <table className={adminTable.table}>
              <thead className={adminTable.head}>
                <tr>
                  {[
                    `${m.name} · ${m.email}`,
                    m.roleColumn,
                    m.stateColumn,
                    m.linkedin,
                    m.dates,
                    ...(kind === 'blocked' ? [m.reason] : []),
                    ...(kind === 'pending' ? [pm.emailColumn, pm.evidenceColumn] : []),
                  ].map((label) => (
                    <th key={label} scope="col" className={adminTable.th}>
                      {label}
                    </th>
                  ))}
                  <th scope="col" className={adminTable.th}>
                    <span className="sr-only">{m.actions}</span>
                  </th>
                </tr>
              </thead>
              <tbody className={adminTable.body}>
                {users.map((u) => {
                  const name = `${u.first_name} ${u.last_name}`.trim() || messages.common.dash;
                  const self = u.id === currentUserId;
                  return (
                    <tr
                      key={u.id}
                      className={adminTable.row}
                      data-testid="admin-user-row"
                      data-user-id={u.id}
                    >
                      <td className={adminTable.cell}>
                        <p className="font-medium text-ink">
                          {name} {self && <Badge tone="brand">{m.you}</Badge>}
                        </p>
                        <p className="text-slate-700 [overflow-wrap:anywhere]">{u.email}</p>
                      </td>
                      <td className={`${adminTable.cell} text-slate-700`} data-user-role>
                        {roleLabel(u)}
                      </td>
                      <td className={adminTable.cell} data-user-state>
                        <UserState user={u} />
                      </td>
                      <td className={adminTable.cell}>
                        <LinkedIn url={u.linkedin_url} />
                      </td>
                      <td
                        className={`${adminTable.cell} ${adminTable.nowrapLines} text-xs text-slate-600`}
                      >
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
                        <td className={`${adminTable.cell} text-slate-700`}>{u.blocked_reason}</td>
                      )}
                      {kind === 'pending' && (
                        <td className={adminTable.cell}>
                          {u.verified ? (
                            <Badge tone="green">{pm.emailConfirmed}</Badge>
                          ) : (
                            <Badge tone="orange">{pm.emailUnconfirmed}</Badge>
                          )}
                        </td>
                      )}
                      {kind === 'pending' && (
                        <td
                          className={`${adminTable.cell} text-xs text-slate-700`}
                          data-user-evidence
                        >
                          <p data-email-domain-kind={u.email_domain_kind}>
                            {EMAIL_DOMAIN_KIND_LABELS[u.email_domain_kind]}
                          </p>
                          <p data-invitation-pending={u.invitation_pending ? 'true' : 'false'}>
                            {u.invitation_pending ? pm.invitationPending : pm.noInvitation}
                          </p>
                          <p data-account-age>{pm.accountAge(daysSince(u.created))}</p>
                        </td>
                      )}
                      <td className={adminTable.actions}>
                        {kind === 'pending' ? (
                          <button
                            type="button"
                            className={smallButton}
                            disabled={busy !== null || !u.verified}
                            title={u.verified ? undefined : pm.approveNeedsEmail}
                            aria-label={`${pm.approve}: ${name}`}
                            onClick={() => void onApprove(u)}
                          >
                            {pm.approve}
                          </button>
                        ) : kind === 'approved' ? (
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
                            onClick={() => setUnblocking(u)}
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

/** "Administrador", else the account type (Profesional HR, Proveedor). */
function roleLabel(u: AdminUser): string {
  if (u.is_admin) return m.roleAdmin;
  return u.user_type === 'provider' ? m.roleProvider : m.roleHr;
}

/** Bloqueado, Aprobado or Pendiente, and whether the e-mail is confirmed. */
function UserState({ user: u }: { user: AdminUser }) {
  if (u.blocked) return <Badge tone="red">{m.stateBlocked}</Badge>;
  if (u.approved) {
    return (
      <>
        <Badge tone="green">{m.stateApproved}</Badge>
        {u.approved_by && (
          <p className="mt-1 text-xs text-slate-600" data-approved-by={u.approved_by}>
            {APPROVAL_RULE_LABELS[u.approved_by]}
          </p>
        )}
      </>
    );
  }
  return <Badge tone="orange">{m.statePending}</Badge>;
}

/** Whole days since a stored date (the account's age in the pending list). */
function daysSince(stored: string): number {
  const t = Date.parse(stored.replace(' ', 'T'));
  return Number.isFinite(t) ? Math.max(0, Math.floor((Date.now() - t) / 86_400_000)) : 0;
}
