/**
 * Pure rules of the admin panel's frame (./AdminPanel.tsx): who is let in, the summary cards
 * and which view a tab shows.
 */
import { messages } from '@/lib/messages';
import type { ProviderCounts, UserCounts } from '@/lib/contract/admin';
import type { AdminTab } from './state';

const m = messages.admin;

/** True when `email` belongs to the admin domain (with or without its "@"); never for none. */
export function inDomain(email: string | undefined, domain: string): boolean {
  const d = domain.trim().toLowerCase().replace(/^@/, '');
  return Boolean(d) && (email ?? '').trim().toLowerCase().endsWith(`@${d}`);
}

/**
 * Whether the panel opens: `granted` for an admin of the admin domain once the profile is
 * there, `denied` for anyone else with a profile, `waiting` before that.
 */
export function panelAccess(
  profileState: string,
  profile: { email?: string } | null,
  isAdmin: boolean,
  adminDomain: string,
): 'granted' | 'denied' | 'waiting' {
  if (profileState !== 'ready' || profile === null) return 'waiting';
  return isAdmin && inDomain(profile.email, adminDomain) ? 'granted' : 'denied';
}

export interface SummaryCardData {
  label: string;
  value: number | null;
  testId: string;
}

/** The four summary cards, in order; a count not known yet is null. */
export function summaryCards(
  users: UserCounts | null,
  providers: ProviderCounts | null,
): SummaryCardData[] {
  return [
    { label: m.statBlockedUsers, value: users?.blocked ?? null, testId: 'stat-blocked-users' },
    { label: m.statApprovedUsers, value: users?.approved ?? null, testId: 'stat-approved-users' },
    {
      label: m.statApprovedProviders,
      value: providers?.approved ?? null,
      testId: 'stat-approved-providers',
    },
    {
      label: m.statTotalUsers,
      value: users === null ? null : users.approved + users.blocked,
      testId: 'stat-total-users',
    },
  ];
}

/** The view a tab shows: a users' list, a providers' list or a tab of its own. */
export type TabView =
  | { kind: 'users'; list: 'approved' | 'blocked' | 'pending' }
  | { kind: 'providers'; list: 'approved' | 'rejected' }
  | { kind: 'claims' | 'privacy' | 'reports' | 'verification' | 'categories' | 'blog' };

export function tabView(tab: AdminTab): TabView {
  switch (tab) {
    case 'approved-users':
      return { kind: 'users', list: 'approved' };
    case 'blocked-users':
      return { kind: 'users', list: 'blocked' };
    case 'pending-users':
      return { kind: 'users', list: 'pending' };
    case 'approved-providers':
      return { kind: 'providers', list: 'approved' };
    case 'blocked-providers':
      return { kind: 'providers', list: 'rejected' };
    default:
      return { kind: tab };
  }
}
