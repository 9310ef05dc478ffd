import { describe, expect, it } from 'vitest';
import { postStatCards, storedDialog } from '@/islands/admin/blog-tab-state';
import { parseDialogState } from '@/islands/admin/state';
import { messages } from '@/lib/messages';

const m = messages.admin;

describe('postStatCards', () => {
  const labels = [m.statTotalPosts, m.statPublished, m.statScheduled, m.statDrafts, m.statViews];
  const ids = ['total', 'published', 'scheduled', 'drafts', 'views'].map((k) => `stat-posts-${k}`);
  it.each([
    [
      'counts known',
      { total: 9, published: 5, scheduled: 1, drafts: 3, views: 120 },
      [9, 5, 1, 3, 120],
    ],
    ['zero counts', { total: 0, published: 0, scheduled: 0, drafts: 0, views: 0 }, [0, 0, 0, 0, 0]],
    ['not loaded yet', null, [null, null, null, null, null]],
  ] as const)('%s', (_, counts, values) => {
    expect(postStatCards(counts)).toEqual(
      values.map((value, i) => ({ label: labels[i], value, testId: ids[i] })),
    );
  });
});

describe('storedDialog', () => {
  it.each([
    [{ open: true, id: null }, '{"open":true,"id":null}'],
    [{ open: true, id: 'p1' }, '{"open":true,"id":"p1"}'],
    [{ open: false, id: null }, null],
    [{ open: false, id: 'p1' }, null],
  ])('%j → %s', (state, expected) => {
    expect(storedDialog(state)).toBe(expected);
  });

  it.each([
    { open: true, id: null },
    { open: true, id: 'p1' },
  ])('reads back as stored: %j', (state) => {
    expect(parseDialogState(storedDialog(state))).toEqual(state);
  });
});
