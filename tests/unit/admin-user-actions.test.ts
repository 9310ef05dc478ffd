// The users' tabs rows as rules (src/islands/admin/user-actions.ts).
import { describe, expect, it } from 'vitest';
import type { AdminUser } from '@/lib/contract/admin';
import {
  USER_ACTION,
  daysSince,
  roleLabel,
  userActionAllowed,
  userColumns,
  userMove,
  userName,
} from '@/islands/admin/user-actions';
import { messages } from '@/lib/messages';

const m = messages.admin;
const pm = messages.pendingAccounts;
const user = (over: Partial<AdminUser> = {}) =>
  ({
    id: 'u1',
    first_name: 'Ana',
    last_name: 'Ruiz',
    email: 'ana@x.mx',
    approved: true,
    verified: true,
    ...over,
  }) as AdminUser;

describe('users rows', () => {
  it('shows the reason column to blocked lists and the evidence to pending ones', () => {
    expect(userColumns('approved')).toHaveLength(5);
    expect(userColumns('blocked').at(-1)).toBe(m.reason);
    expect(userColumns('pending').slice(-2)).toEqual([pm.emailColumn, pm.evidenceColumn]);
  });

  it.each([
    ['approved', user(), 'me', true],
    ['approved', user({ id: 'me' }), 'me', false],
    ['pending', user({ verified: false }), 'me', false],
    ['pending', user({ verified: true }), 'me', true],
    ['blocked', user({ id: 'me' }), 'me', true],
  ] as const)('%s list, action allowed: %s/%s → %s', (list, u, me, ok) => {
    expect(userActionAllowed(u, list, me)).toBe(ok);
  });

  it('each list has its action, and the moves say what the counts do', () => {
    expect(USER_ACTION).toEqual({ pending: 'approve', approved: 'block', blocked: 'unblock' });
    expect(userMove('block', user(), 'spam').action).toEqual({ kind: 'block' });
    expect(userMove('unblock', user({ approved: false }), '').action).toEqual({
      kind: 'unblock',
      approved: false,
    });
    const approve = userMove('approve', user());
    expect(approve.action).toEqual({ kind: 'approve' });
    expect(approve.rethrow).toBeUndefined();
    expect(userMove('block', user(), 'x').rethrow).toBe(true);
  });

  it('names, roles and account age', () => {
    expect(userName(user())).toBe('Ana Ruiz');
    expect(userName(user({ first_name: '', last_name: ' ' }))).toBe('ana@x.mx');
    expect(roleLabel({ is_admin: true, user_type: 'provider' })).toBe(m.roleAdmin);
    expect(roleLabel({ is_admin: false, user_type: 'provider' })).toBe(m.roleProvider);
    expect(roleLabel({ is_admin: false, user_type: 'hr_professional' })).toBe(m.roleHr);
    const now = Date.parse('2026-11-26T12:00:00Z');
    expect(daysSince('2026-11-24 11:00:00.000Z', now)).toBe(2);
    expect(daysSince('2026-11-27 11:00:00.000Z', now)).toBe(0);
    expect(daysSince('', now)).toBe(0);
  });
});
