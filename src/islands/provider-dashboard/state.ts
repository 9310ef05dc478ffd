/** Pure state helpers of the provider dashboard. */
import { messages } from '@/lib/messages';
import { formatFixed } from '@/lib/contract/number-format';
import { ownerDashboard } from '@/lib/messages/provider-owner';
import type { ProviderRecord } from '@/lib/stores/types';

const m = messages.providerDashboard;

/** Reviews without a reply first, then those with one; newest first within each group. */
export function unansweredFirst<T extends { id: string; [key: string]: unknown }>(
  reviews: readonly T[],
  replied: ReadonlySet<string> | { has(id: string): boolean },
): T[] {
  const at = (r: T) => {
    const created = r['created'];
    return typeof created === 'string' ? created : '';
  };
  return [...reviews].sort((a, b) => {
    const ra = replied.has(a.id) ? 1 : 0;
    const rb = replied.has(b.id) ? 1 : 0;
    if (ra !== rb) return ra - rb;
    return at(a) < at(b) ? 1 : at(a) > at(b) ? -1 : 0;
  });
}

/** How many reviews wait for a reply. */
export function unansweredCount(
  reviews: readonly { id: string }[],
  replied: { has(id: string): boolean },
): number {
  return reviews.filter((r) => !replied.has(r.id)).length;
}

/** Activo if approved, Pendiente if pending, otherwise Inactivo. */
export function statusLabel(status: string): string {
  if (status === 'approved') return m.active;
  if (status === 'pending') return m.pending;
  return m.inactive;
}

/** The four figures under the header: rating, reviews, categories and status, as shown. */
export function headlineFigures(
  p: Pick<ProviderRecord, 'average_rating' | 'total_reviews' | 'categories' | 'status'>,
): [label: string, value: string][] {
  return [
    [m.statRating, formatFixed(p.average_rating ?? 0, 1)],
    [m.statReviews, String(p.total_reviews ?? 0)],
    [m.statCategories, String((p.categories ?? []).length)],
    [m.statStatus, statusLabel(p.status)],
  ];
}

/** The dashboard's tabs, in order: the profile, the reviews, the requests for proposal. */
export type Tab = 'profile' | 'reviews' | 'inbox';

export const TAB_ID: Record<Tab, string> = {
  profile: 'provider-tab-profile',
  reviews: 'provider-tab-reviews',
  inbox: 'provider-tab-inbox',
};

export const TABS: [Tab, string][] = [
  ['profile', m.tabProfile],
  ['reviews', m.tabReviews],
  ['inbox', ownerDashboard.tabInbox],
];
