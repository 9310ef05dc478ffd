/**
 * Approved, blocked and pending users, one server page at a time, searched on the server (name
 * and e-mail): Bloquear (with a reason), Desbloquear (with an optional note) and Aprobar for an
 * account waiting for approval whose e-mail is confirmed, with the evidence the admin needs.
 * The rules of the rows: ./user-actions.ts.
 */
import { useCallback, useState } from 'react';
import { messages } from '@/lib/messages';
import { APPROVAL_RULE_LABELS, EMAIL_DOMAIN_KIND_LABELS } from '@/lib/contract/accounts';
import { Badge } from '../shared/ui';
import type { AdminUser, UserCounts } from '@/lib/contract/admin';
import { loadUsers } from './api';
import type { PageParams } from './paging';
import { PagedListView } from './PagedListView';
import { LinkedIn, adminTable, dangerButton, dateOf, smallButton } from './parts';
import type { RowAction } from './state';
import { useModerationList } from './use-moderation-list';
import { ReasonDialog } from './ReasonDialog';
import {
  USER_ACTION,
  daysSince,
  roleLabel,
  userActionAllowed,
  userColumns,
  userMove,
  userName,
  type UserList,
} from './user-actions';

const m = messages.admin;
const pm = messages.pendingAccounts;
const EMPTY = {
  approved: m.noApprovedUsers,
  blocked: m.noBlockedUsers,
  pending: pm.noPending,
} as const;

interface Props {
  kind: UserList;
  currentUserId: string;
  /** A row left this list (the counts follow). */
  onAction: (action: RowAction) => void;
  /** The server's user counts, with every page. */
  onCounts: (counts: UserCounts) => void;
}

export function UsersTab({ kind, currentUserId, onAction, onCounts }: Props) {
  const load = useCallback((p: PageParams) => loadUsers(kind, p), [kind]);
  const { list, busy, move } = useModerationList(load, { log: 'users', onCounts, onAction });
  const [asking, setAsking] = useState<AdminUser | null>(null);
  const act = (u: AdminUser) =>
    kind === 'pending' ? void move(u, userMove('approve', u)) : setAsking(u);
  return (
    <>
      {asking && (
        <UserDialog
          user={asking}
          blocking={kind === 'approved'}
          onConfirm={(text) => move(asking, userMove(USER_ACTION[kind], asking, text))}
          onClose={() => setAsking(null)}
        />
      )}
      <PagedListView list={list} searchId={`search-${kind}-users`} empty={EMPTY[kind]}>
        {(users) => (
          <div className={adminTable.box}>
            <table className={adminTable.table}>
              <thead className={adminTable.head}>
                <tr>
                  {userColumns(kind).map((label) => (
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
                {users.map((u) => (
                  <UserRow
                    key={u.id}
                    u={u}
                    kind={kind}
                    self={u.id === currentUserId}
                    disabled={busy !== null || !userActionAllowed(u, kind, currentUserId)}
                    onAct={() => act(u)}
                  />
                ))}
              </tbody>
            </table>
          </div>
        )}
      </PagedListView>
    </>
  );
}

/** Bloquear asks for a reason (required), Desbloquear for an optional note. */
function UserDialog(props: {
  user: AdminUser;
  blocking: boolean;
  onConfirm: (text: string) => Promise<void>;
  onClose: () => void;
}) {
  const name = userName(props.user);
  return props.blocking ? (
    <ReasonDialog
      title={m.blockTitle(name)}
      label={m.blockPrompt}
      confirmLabel={m.block}
      requiredMessage={m.blockReasonRequired}
      onConfirm={props.onConfirm}
      onClose={props.onClose}
    />
  ) : (
    <ReasonDialog
      title={m.unblockTitle(name)}
      label={m.unblockPrompt}
      confirmLabel={m.unblock}
      onConfirm={props.onConfirm}
      onClose={props.onClose}
    />
  );
}

interface RowProps {
  u: AdminUser;
  kind: UserList;
  self: boolean;
  disabled: boolean;
  onAct: () => void;
}

function UserRow({ u, kind, self, disabled, onAct }: RowProps) {
  const name = `${u.first_name} ${u.last_name}`.trim() || messages.common.dash;
  return (
    <tr className={adminTable.row} data-testid="admin-user-row" data-user-id={u.id}>
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
      <UserDates u={u} kind={kind} />
      {kind === 'blocked' && (
        <td className={`${adminTable.cell} text-slate-700`}>{u.blocked_reason}</td>
      )}
      {kind === 'pending' && <UserEvidence u={u} />}
      <td className={adminTable.actions}>
        {kind === 'pending' ? (
          <button
            type="button"
            className={smallButton}
            disabled={disabled}
            title={u.verified ? undefined : pm.approveNeedsEmail}
            aria-label={`${pm.approve}: ${name}`}
            onClick={onAct}
          >
            {pm.approve}
          </button>
        ) : (
          <button
            type="button"
            className={kind === 'approved' ? dangerButton : smallButton}
            disabled={disabled}
            onClick={onAct}
          >
            {kind === 'approved' ? m.block : m.unblock}
          </button>
        )}
      </td>
    </tr>
  );
}

function UserDates({ u, kind }: { u: AdminUser; kind: UserList }) {
  return (
    <td className={`${adminTable.cell} ${adminTable.nowrapLines} text-xs text-slate-600`}>
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
  );
}

/** A pending account's e-mail state and the evidence for approving it. */
function UserEvidence({ u }: { u: AdminUser }) {
  return (
    <>
      <td className={adminTable.cell}>
        {u.verified ? (
          <Badge tone="green">{pm.emailConfirmed}</Badge>
        ) : (
          <Badge tone="orange">{pm.emailUnconfirmed}</Badge>
        )}
      </td>
      <td className={`${adminTable.cell} text-xs text-slate-700`} data-user-evidence>
        <p data-email-domain-kind={u.email_domain_kind}>
          {EMAIL_DOMAIN_KIND_LABELS[u.email_domain_kind]}
        </p>
        <p data-invitation-pending={u.invitation_pending ? 'true' : 'false'}>
          {u.invitation_pending ? pm.invitationPending : pm.noInvitation}
        </p>
        <p data-account-age>{pm.accountAge(daysSince(u.created))}</p>
      </td>
    </>
  );
}

/** Bloqueado, Aprobado (with the rule or admin that approved) or Pendiente. */
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
