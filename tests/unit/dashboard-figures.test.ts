import { describe, expect, it } from 'vitest';
import { favoriteEvents, portfolioFigures, sumOf } from '@/islands/dashboard/figures';

describe('the dashboard figures', () => {
  it.each([
    [[], { rating: 0, reviews: 0 }],
    [[{}], { rating: 0, reviews: 0 }],
    [[{ average_rating: 4, total_reviews: 3 }], { rating: 4, reviews: 3 }],
    [
      [
        { average_rating: 4, total_reviews: 3 },
        { average_rating: 5, total_reviews: 1 },
        { total_reviews: 0 },
      ],
      { rating: 3, reviews: 4 },
    ],
  ])('providers %j give %j', (providers, figures) => {
    expect(portfolioFigures(providers as Parameters<typeof portfolioFigures>[0])).toEqual(figures);
  });

  it.each([
    [null, 'views', ''],
    [[], 'views', 0],
    [
      [
        ['a', { views: 3, leads: 1 }],
        ['b', { views: 4, leads: 0 }],
      ],
      'views',
      7,
    ],
    [
      [
        ['a', { views: 3, leads: 1 }],
        ['b', { views: 4, leads: 2 }],
      ],
      'leads',
      3,
    ],
  ] as const)('figures %j summed on %s: %j', (entries, key, sum) => {
    const figures = entries ? new Map(entries.map(([k, v]) => [k, { ...v }])) : null;
    expect(sumOf(figures, key)).toBe(sum);
  });

  it.each([
    [
      {
        id: 'f1',
        created: '2026-01-02',
        expand: { provider: { company_name: 'Acme', slug: 'acme' } },
      },
      { id: 'f1', created: '2026-01-02', provider_name: 'Acme', provider_slug: 'acme' },
    ],
    [{ id: 'f2' }, { id: 'f2', created: '', provider_name: '', provider_slug: '' }],
    [
      { id: 'f3', created: '2026-01-03', expand: {} },
      { id: 'f3', created: '2026-01-03', provider_name: '', provider_slug: '' },
    ],
  ])('the favourite %j is the activity event %j', (item, event) => {
    expect(favoriteEvents([item])).toEqual([event]);
  });
});
