// The providers' tab rows as rules (src/islands/admin/provider-actions.ts): which actions a row
// offers and what each does to the list once the server agrees.
import { describe, expect, it } from 'vitest';
import type { AdminProvider } from '@/lib/contract/admin';
import type { ProviderList } from '@/islands/admin/api';
import { providerButtons, providerMove } from '@/islands/admin/provider-actions';

const warning = { reason: 'review_ring', created: '2026-11-01 10:00:00.000Z', expires_at: '' };
const row = (over: Partial<AdminProvider>) =>
  ({
    id: 'p1',
    company_name: 'Nómina Ágil',
    user: 'u1',
    status: 'approved',
    warning: null,
    ...over,
  }) as AdminProvider;

describe('providerButtons', () => {
  it.each([
    ['approved, owned, WhatsApp', row({}), 'approved', true, ['notify', 'warn', 'reject']],
    ['approved, owned, no WhatsApp', row({}), 'approved', false, ['warn', 'reject']],
    [
      'approved with a warning',
      row({ warning } as Partial<AdminProvider>),
      'approved',
      false,
      ['lift', 'reject'],
    ],
    ['pending', row({ status: 'pending' }), 'pending', true, ['approve', 'reject']],
    ['rejected', row({ status: 'rejected' }), 'rejected', true, ['reactivate']],
    ['unowned, approved', row({ user: '' }), 'unowned', true, ['assign', 'warn', 'reject']],
    [
      'unowned, rejected',
      row({ user: '', status: 'rejected' }),
      'unowned',
      false,
      ['assign', 'reactivate'],
    ],
  ] as const)('%s', (_name, p, list, whatsapp, expected) => {
    expect(providerButtons(p, list as ProviderList, whatsapp)).toEqual(expected);
  });
});

describe('providerMove', () => {
  it('a rejection says where the row came from and leaves the list, except the unowned one', () => {
    const pending = providerMove('reject', row({ status: 'pending' }), 'pending', 'Duplicado');
    expect(pending.action).toEqual({ kind: 'reject', from: 'pending' });
    expect(pending.patch).toBeUndefined();
    expect(pending.rethrow).toBe(true);
    expect(providerMove('reject', row({}), 'approved', 'x').action).toEqual({
      kind: 'reject',
      from: 'approved',
    });
    expect(providerMove('reject', row({ user: '' }), 'unowned', 'x').patch).toBeDefined();
  });

  it('an owner assigned leaves only the unowned list; elsewhere the row is patched', () => {
    expect(providerMove('assign', row({ user: '' }), 'unowned', 'a@b.mx').patch).toBeUndefined();
    const kept = providerMove('assign', row({ user: '' }), 'approved', 'Ana@B.mx');
    expect(kept.patch?.({ user: 'u2' })).toEqual({ user: 'u2' });
    expect(kept.done[0]).toContain('ana@b.mx');
  });

  it('a warning issued or lifted keeps the row and patches its warning', () => {
    const issued = providerMove('warn', row({}), 'approved', {
      reason: 'other',
      note: '',
      expires_on: '',
    });
    expect(issued.patch?.(warning)).toEqual({ warning });
    expect(providerMove('lift', row({}), 'approved', '').patch?.({})).toEqual({ warning: null });
  });

  it('approval and reactivation leave the list (patched in the unowned one)', () => {
    expect(
      providerMove('approve', row({ status: 'pending' }), 'pending', undefined).patch,
    ).toBeUndefined();
    expect(
      providerMove('reactivate', row({ status: 'rejected' }), 'rejected', undefined).action,
    ).toEqual({
      kind: 'reactivate',
    });
    expect(
      providerMove('approve', row({ user: '', status: 'pending' }), 'unowned', undefined).patch,
    ).toBeDefined();
  });
});
