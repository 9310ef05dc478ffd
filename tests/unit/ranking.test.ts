import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import {
  RANKING_PRIOR_WEIGHT,
  isRecentReview,
  rankingDay,
  rankingScore,
  reviewWeight,
  scoreFrom,
} from '@/lib/contract/ranking';

const asOf = '2026-11-23 00:00:00.000Z';
const daysBefore = (days: number) =>
  new Date(Date.parse('2026-11-23T00:00:00Z') - days * 86_400_000).toISOString().replace('T', ' ');

describe('the published ranking score', () => {
  it('weighs a review 100 % new, 70 % at one year, 49 % at two', () => {
    expect(reviewWeight(asOf, asOf)).toBe(1);
    expect(reviewWeight(daysBefore(365.25), asOf)).toBeCloseTo(0.7, 12);
    expect(reviewWeight(daysBefore(2 * 365.25), asOf)).toBeCloseTo(0.49, 12);
    // Written after the ranking day's midnight: not weighted above 1.
    expect(reviewWeight('2026-11-23 15:00:00.000Z', asOf)).toBe(1);
  });

  it('is the platform mean without reviews and moves toward the provider with more', () => {
    expect(rankingScore([], 4.1, asOf)).toBeCloseTo(4.1, 12);
    const five = (n: number) =>
      Array.from({ length: n }, () => ({ overall_rating: 5, created: daysBefore(10) }));
    const few = rankingScore(five(2), 4, asOf);
    const many = rankingScore(five(40), 4, asOf);
    expect(few).toBeGreaterThan(4);
    expect(many).toBeGreaterThan(few);
    expect(many).toBeLessThan(5);
  });

  it('pulls a provider with few reviews toward m more than one with many (the issue example)', () => {
    // 15 reviews averaging 4.53 against 27 averaging 4.22, written on the ranking day, m = 4.
    const reviews = (fives: number, fours: number) => [
      ...Array.from({ length: fives }, () => ({ overall_rating: 5, created: asOf })),
      ...Array.from({ length: fours }, () => ({ overall_rating: 4, created: asOf })),
    ];
    const few = reviews(8, 7);
    const many = reviews(6, 21);
    const raw = (rs: { overall_rating: number }[]) =>
      rs.reduce((t, r) => t + r.overall_rating, 0) / rs.length;
    const a = rankingScore(few, 4, asOf);
    const b = rankingScore(many, 4, asOf);
    expect(raw(few) - a).toBeGreaterThan(raw(many) - b);
    // The raw gap of 0.31 shrinks to 0.19 with the prior.
    expect(a - b).toBeCloseTo((28 + 68) / 22 - (28 + 114) / 34, 9);
    expect(a - b).toBeLessThan(raw(few) - raw(many));
  });

  it('equals the closed form (C·m + Σwr) / (C + Σw) for any reviews (property)', () => {
    fc.assert(
      fc.property(
        fc.array(
          fc.record({ r: fc.integer({ min: 1, max: 5 }), d: fc.integer({ min: 0, max: 2000 }) }),
          {
            maxLength: 40,
          },
        ),
        fc.double({ min: 1, max: 5, noNaN: true }),
        (rows, mean) => {
          const reviews = rows.map((x) => ({ overall_rating: x.r, created: daysBefore(x.d) }));
          let sum = 0;
          let weight = 0;
          for (const x of rows) {
            const w = Math.pow(0.7, x.d / 365.25);
            sum += w * x.r;
            weight += w;
          }
          const expected = (RANKING_PRIOR_WEIGHT * mean + sum) / (RANKING_PRIOR_WEIGHT + weight);
          const score = rankingScore(reviews, mean, asOf);
          expect(score).toBeCloseTo(expected, 9);
          expect(score).toBeCloseTo(scoreFrom(sum, weight, mean), 9);
          // Always between the lowest and highest of m and the ratings.
          const lo = Math.min(mean, ...rows.map((x) => x.r));
          const hi = Math.max(mean, ...rows.map((x) => x.r));
          expect(score).toBeGreaterThanOrEqual(lo - 1e-9);
          expect(score).toBeLessThanOrEqual(hi + 1e-9);
        },
      ),
    );
  });

  it('takes the ranking day in the site zone and a 365-day window for the 12-month figures', () => {
    // Mexico City's 23 November runs from 06:00 UTC on the 23rd to 06:00 UTC on the 24th.
    expect(rankingDay(new Date('2026-11-23T06:00:00Z'))).toBe('2026-11-23 06:00:00.000Z');
    expect(rankingDay(new Date('2026-11-24T05:59:59Z'))).toBe('2026-11-23 06:00:00.000Z');
    expect(rankingDay(new Date('2026-11-24T06:00:00Z'))).toBe('2026-11-24 06:00:00.000Z');
    expect(isRecentReview(daysBefore(364), asOf)).toBe(true);
    expect(isRecentReview(daysBefore(365), asOf)).toBe(false);
    expect(isRecentReview('2026-11-23 12:00:00.000Z', asOf)).toBe(true);
  });
});
