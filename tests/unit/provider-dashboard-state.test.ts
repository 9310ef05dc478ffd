import { describe, expect, it } from 'vitest';
import { messages } from '@/lib/messages';
import { ownerDashboard } from '@/lib/messages/provider-owner';
import {
  headlineFigures,
  statusLabel,
  TAB_ID,
  TABS,
  unansweredCount,
} from '@/islands/provider-dashboard/state';

const m = messages.providerDashboard;

describe('the provider dashboard state', () => {
  it.each([
    [[], [], 0],
    [['a', 'b', 'c'], [], 3],
    [['a', 'b', 'c'], ['b'], 2],
    [['a'], ['a', 'zz'], 0],
  ])('reviews %j with replies to %j: %i unanswered', (ids, replied, n) => {
    expect(
      unansweredCount(
        ids.map((id) => ({ id })),
        new Set(replied),
      ),
    ).toBe(n);
  });

  it.each([
    ['approved', m.active],
    ['pending', m.pending],
    ['rejected', m.inactive],
    ['', m.inactive],
  ])('status %j reads %j', (status, label) => {
    expect(statusLabel(status)).toBe(label);
  });

  it.each([
    [{ status: 'approved' }, ['0.0', '0', '0', m.active]],
    [
      { status: 'pending', average_rating: 4.25, total_reviews: 12, categories: ['a', 'b'] },
      ['4.3', '12', '2', m.pending],
    ],
  ])('a provider %j shows the figures %j', (p, values) => {
    const figures = headlineFigures(p as Parameters<typeof headlineFigures>[0]);
    expect(figures.map(([label]) => label)).toEqual([
      m.statRating,
      m.statReviews,
      m.statCategories,
      m.statStatus,
    ]);
    expect(figures.map(([, value]) => value)).toEqual(values);
  });

  it('names its three tabs in order, each with its own id', () => {
    expect(TABS).toEqual([
      ['profile', m.tabProfile],
      ['reviews', m.tabReviews],
      ['inbox', ownerDashboard.tabInbox],
    ]);
    expect(new Set(Object.values(TAB_ID)).size).toBe(3);
  });
});
