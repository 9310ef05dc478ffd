import { describe, expect, it } from 'vitest';
import {
  helpfulScore,
  orderReviews,
  ratingHistogram,
  wilsonLowerBound,
} from '@/lib/domain/review-order';

const NOW = new Date('2026-06-01T00:00:00Z');
const r = (id: string, created: string, rating: number, helpful: number) => ({
  id,
  created,
  overall_rating: rating,
  helpful_count: helpful,
});

describe('wilsonLowerBound', () => {
  it.each([
    [0, 0, 0],
    [0, 2, 0],
  ])('%i of %i → %s', (pos, n, expected) => {
    expect(wilsonLowerBound(pos, n)).toBe(expected);
  });

  it('grows with votes and stays below the observed share', () => {
    expect(wilsonLowerBound(1, 3)).toBeLessThan(wilsonLowerBound(10, 12));
    expect(wilsonLowerBound(10, 12)).toBeLessThan(10 / 12);
  });
});

describe('orderReviews', () => {
  const list = [
    r('a', '2026-05-01 00:00:00.000Z', 5, 0),
    r('b', '2026-04-01 00:00:00.000Z', 1, 8),
    r('c', '2026-03-01 00:00:00.000Z', 3, 2),
    r('d', '2022-03-01 00:00:00.000Z', 4, 8),
  ];
  it.each([
    // d has as many votes as b but is four years old: recency puts c above it.
    ['utiles', ['b', 'c', 'd', 'a']],
    ['recientes', ['a', 'b', 'c', 'd']],
    ['mejor', ['a', 'd', 'c', 'b']],
    ['peor', ['b', 'c', 'd', 'a']],
  ] as const)('%s', (order, ids) => {
    expect(orderReviews(list, order, NOW).map((x) => x.id)).toEqual(ids);
  });

  it('discounts old votes by 0.7 per year', () => {
    const fresh = helpfulScore(8, '2026-06-01 00:00:00.000Z', NOW);
    const old = helpfulScore(8, '2025-06-01 06:00:00.000Z', NOW);
    expect(old / fresh).toBeCloseTo(0.7, 2);
  });
});

describe('ratingHistogram', () => {
  it('counts per star, 5★ first', () => {
    expect(ratingHistogram([5, 5, 4, 1].map((s) => ({ overall_rating: s })))).toEqual([
      { stars: 5, count: 2 },
      { stars: 4, count: 1 },
      { stars: 3, count: 0 },
      { stars: 2, count: 0 },
      { stars: 1, count: 1 },
    ]);
  });
});
