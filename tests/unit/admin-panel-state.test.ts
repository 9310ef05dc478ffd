import { describe, expect, it } from 'vitest';
import { inDomain, panelAccess, summaryCards, tabView } from '@/islands/admin/panel-state';
import { messages } from '@/lib/messages';

const m = messages.admin;

describe('inDomain', () => {
  it.each([
    ['ana@lapieza.io', 'lapieza.io', true],
    ['Ana@LaPieza.IO ', '@lapieza.io', true],
    ['ana@lapieza.io', ' LAPIEZA.IO ', true],
    ['ana@otro.io', 'lapieza.io', false],
    ['ana@evil-lapieza.io', 'lapieza.io', false],
    ['ana@lapieza.io', '', false],
    ['ana@lapieza.io', '@', false],
    [undefined, 'lapieza.io', false],
  ])('%s in %s → %s', (email, domain, expected) => {
    expect(inDomain(email, domain)).toBe(expected);
  });
});

describe('panelAccess', () => {
  const admin = { email: 'a@lapieza.io' };
  it.each([
    ['loading', admin, true, 'waiting'],
    ['error', admin, true, 'waiting'],
    ['ready', null, true, 'waiting'],
    ['ready', admin, true, 'granted'],
    ['ready', admin, false, 'denied'],
    ['ready', { email: 'a@otro.io' }, true, 'denied'],
    ['ready', {}, true, 'denied'],
  ] as const)('profile %s %j, admin %s → %s', (state, profile, isAdmin, expected) => {
    expect(panelAccess(state, profile, isAdmin, 'lapieza.io')).toBe(expected);
  });
});

describe('summaryCards', () => {
  const users = { approved: 5, blocked: 2, pending: 1 };
  const providers = { approved: 7, rejected: 1, pending: 0, unowned: 3 };
  const labels = [
    m.statBlockedUsers,
    m.statApprovedUsers,
    m.statApprovedProviders,
    m.statTotalUsers,
  ];
  const ids = [
    'stat-blocked-users',
    'stat-approved-users',
    'stat-approved-providers',
    'stat-total-users',
  ];
  it.each([
    ['all known', users, providers, [2, 5, 7, 7]],
    ['nothing yet', null, null, [null, null, null, null]],
    ['only users', users, null, [2, 5, null, 7]],
    ['only providers', null, providers, [null, null, 7, null]],
  ] as const)('%s', (_, u, p, values) => {
    expect(summaryCards(u, p)).toEqual(
      values.map((value, i) => ({ label: labels[i], value, testId: ids[i] })),
    );
  });
});

describe('tabView', () => {
  it.each([
    ['approved-users', { kind: 'users', list: 'approved' }],
    ['blocked-users', { kind: 'users', list: 'blocked' }],
    ['pending-users', { kind: 'users', list: 'pending' }],
    ['approved-providers', { kind: 'providers', list: 'approved' }],
    ['blocked-providers', { kind: 'providers', list: 'rejected' }],
    ['categories', { kind: 'categories' }],
    ['blog', { kind: 'blog' }],
    ['reports', { kind: 'reports' }],
    ['verification', { kind: 'verification' }],
    ['privacy', { kind: 'privacy' }],
    ['claims', { kind: 'claims' }],
  ] as const)('%s', (tab, expected) => {
    expect(tabView(tab)).toEqual(expected);
  });
});
