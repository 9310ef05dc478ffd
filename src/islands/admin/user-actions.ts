/**
 * The rows of the users' tabs as rules: the columns each list shows, the one action a row
 * offers, and what each action does once the server agrees (its toasts and the move the
 * panel's counts follow; the row always leaves its list). Pure apart from the requests, which
 * `userMove` only wraps.
 */
import { errorMessage } from '@/lib/backend-errors';
import { messages } from '@/lib/messages';
import type { AdminUser } from '@/lib/contract/admin';
import { approveUser, blockUser, unblockUser } from './api';
import type { RowMove } from './use-moderation-list';

const m = messages.admin;
const pm = messages.pendingAccounts;

export type UserList = 'approved' | 'blocked' | 'pending';
export type UserAction = 'block' | 'unblock' | 'approve';

/** The header of each column of a list, the actions column aside. */
export function userColumns(list: UserList): string[] {
  return [
    `${m.name} · ${m.email}`,
    m.roleColumn,
    m.stateColumn,
    m.linkedin,
    m.dates,
    ...(list === 'blocked' ? [m.reason] : []),
    ...(list === 'pending' ? [pm.emailColumn, pm.evidenceColumn] : []),
  ];
}

/** The action of a row: approve a pending account, block an approved one, unblock a blocked one. */
export const USER_ACTION: Record<UserList, UserAction> = {
  pending: 'approve',
  approved: 'block',
  blocked: 'unblock',
};

/**
 * Whether a row's action is available: nobody blocks their own account, and an account is
 * approved only once its e-mail is confirmed (the button then says why: `approveNeedsEmail`).
 */
export function userActionAllowed(u: AdminUser, list: UserList, currentUserId: string): boolean {
  if (list === 'approved') return u.id !== currentUserId;
  if (list === 'pending') return u.verified;
  return true;
}

/** The name a row and its dialogs show: "Nombre Apellido", else the e-mail. */
export const userName = (u: AdminUser): string =>
  `${u.first_name} ${u.last_name}`.trim() || u.email;

/** The row move of `action` on `u`; `text`: the block reason or the unblock note. */
export function userMove(action: UserAction, u: AdminUser, text = ''): RowMove {
  switch (action) {
    case 'block':
      return {
        run: () => blockUser(u.id, text),
        done: [m.blocked],
        failed: () => [m.blockError],
        action: { kind: 'block' },
        log: 'block',
        rethrow: true,
      };
    case 'unblock':
      return {
        run: () => unblockUser(u.id, text),
        done: [m.unblocked],
        failed: (err) => [m.unblockError, errorMessage(err)],
        action: { kind: 'unblock', approved: u.approved },
        log: 'unblock',
        rethrow: true,
      };
    default:
      return {
        run: () => approveUser(u.id),
        done: [pm.approved, pm.approvedText],
        failed: (err) => [pm.approveError, errorMessage(err)],
        action: { kind: 'approve' },
        log: 'approve',
      };
  }
}

/** "Administrador", else the account type (Profesional HR, Proveedor). */
export function roleLabel(u: Pick<AdminUser, 'is_admin' | 'user_type'>): string {
  if (u.is_admin) return m.roleAdmin;
  return u.user_type === 'provider' ? m.roleProvider : m.roleHr;
}

/** Whole days from a stored date to `now` (the account's age in the pending list). */
export function daysSince(stored: string, now = Date.now()): number {
  const t = Date.parse(stored.replace(' ', 'T'));
  return Number.isFinite(t) ? Math.max(0, Math.floor((now - t) / 86_400_000)) : 0;
}
