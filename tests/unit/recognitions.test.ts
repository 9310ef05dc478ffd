import { describe, expect, it } from 'vitest';
import { BADGE_MAX_BYTES, recognitionBadgeSvg } from '@/lib/domain/badge';
import { recognitionSnippet } from '@/islands/provider-dashboard/RecognitionBadgeSnippet';
import { quarterLabel, recognitionLabel } from '@/lib/messages/recognitions';
import {
  computeRecognitions,
  growthRate,
  hasEnded,
  lastEndedQuarter,
  parseQuarterKey,
  quarterEnd,
  quarterKey,
  quarterOf,
  quarterStart,
  topCount,
  topRatedWindowStart,
  type RecognitionInput,
} from '@/lib/domain/recognitions';

const input = (over: Partial<RecognitionInput> & { provider: string }): RecognitionInput => ({
  categories: ['cat1'],
  country: 'México',
  reviews_12m: 0,
  rating_12m: 0,
  reviews_quarter: 0,
  reviews_previous: 0,
  ...over,
});

describe('quarters in Mexico City time', () => {
  it('2026-10-01T05:59Z is still Q3 there; 06:00Z is Q4', () => {
    expect(quarterKey(quarterOf(new Date('2026-10-01T05:59:59Z')))).toBe('2026-t3');
    expect(quarterKey(quarterOf(new Date('2026-10-01T06:00:00Z')))).toBe('2026-t4');
    expect(quarterKey(quarterOf(new Date('2027-01-01T05:59:00Z')))).toBe('2026-t4');
    expect(quarterKey(quarterOf(new Date('2027-01-01T06:00:00Z')))).toBe('2027-t1');
  });

  it('starts and ends each quarter at site midnight', () => {
    const q3 = parseQuarterKey('2026-t3')!;
    expect(quarterStart(q3)).toBe('2026-07-01 06:00:00.000Z');
    expect(quarterEnd(q3)).toBe('2026-10-01 06:00:00.000Z');
    expect(quarterEnd(parseQuarterKey('2026-t4')!)).toBe('2027-01-01 06:00:00.000Z');
    expect(topRatedWindowStart(q3)).toBe('2025-10-01 06:00:00.000Z');
  });

  it('publishes the quarter just ended, only once it has ended', () => {
    expect(quarterKey(lastEndedQuarter(new Date('2026-10-01T06:00:00Z')))).toBe('2026-t3');
    expect(quarterKey(lastEndedQuarter(new Date('2026-10-01T05:59:00Z')))).toBe('2026-t2');
    expect(quarterKey(lastEndedQuarter(new Date('2026-02-10T12:00:00Z')))).toBe('2025-t4');
    const q3 = parseQuarterKey('2026-t3')!;
    expect(hasEnded(q3, new Date('2026-10-01T05:59:59Z'))).toBe(false);
    expect(hasEnded(q3, new Date('2026-10-01T06:00:00Z'))).toBe(true);
  });

  it('names quarters as 2026-t3 and refuses anything else', () => {
    expect(parseQuarterKey('2026-t3')).toEqual({ year: 2026, q: 3 });
    for (const bad of ['2026-t5', '2026-t0', '2026-T3', '26-t3', '2026-t3 ', '1999-t1', '']) {
      expect(parseQuarterKey(bad)).toBeNull();
    }
  });
});

describe('recognition formulas', () => {
  it('top 10 %: at least one, then a tenth of the eligible providers', () => {
    expect([0, 1, 9, 10, 19, 20, 35].map(topCount)).toEqual([0, 1, 1, 1, 1, 2, 3]);
  });

  it('"Mejor valorado" needs ≥ 10 reviews in 12 months and ≥ 4.2, then the top 10 %', () => {
    const awards = computeRecognitions([
      input({ provider: 'a', reviews_12m: 10, rating_12m: 4.6 }),
      input({ provider: 'b', reviews_12m: 9, rating_12m: 5 }), // too few reviews
      input({ provider: 'c', reviews_12m: 30, rating_12m: 4.19 }), // under 4.2
      input({ provider: 'd', reviews_12m: 12, rating_12m: 4.5 }), // eligible, not the top
    ]);
    expect(awards).toEqual([
      {
        kind: 'top_rated',
        provider: 'a',
        category: 'cat1',
        country: 'México',
        value: 4.6,
        reviews: 10,
        base: 0,
        eligible: 2,
      },
    ]);
  });

  it('nobody is "Mejor valorado" when no one reaches 4.2, whatever the rank', () => {
    expect(
      computeRecognitions([input({ provider: 'a', reviews_12m: 50, rating_12m: 4.1 })]),
    ).toEqual([]);
  });

  it('takes the top 10 % of twenty eligible providers (two) and keeps ties at the cut', () => {
    const many = Array.from({ length: 20 }, (_, i) =>
      input({
        provider: `p${String(i).padStart(2, '0')}`,
        reviews_12m: 10,
        rating_12m: 4.2 + i / 100,
      }),
    );
    expect(computeRecognitions(many).map((a) => a.provider)).toEqual(['p19', 'p18']);
    const tied = many.map((m) => (m.provider === 'p17' ? { ...m, rating_12m: 4.38 } : m));
    expect(computeRecognitions(tied).map((a) => a.provider)).toEqual(['p19', 'p17', 'p18']);
  });

  it('ranks per category and country; no segment for "Otro" or no country', () => {
    const awards = computeRecognitions([
      input({ provider: 'mx', categories: ['cat1', 'cat2'], reviews_12m: 10, rating_12m: 4.3 }),
      input({ provider: 'cl', country: 'Chile', reviews_12m: 10, rating_12m: 4.2 }),
      input({ provider: 'other', country: 'Otro', reviews_12m: 10, rating_12m: 5 }),
      input({ provider: 'none', country: '', reviews_12m: 10, rating_12m: 5 }),
    ]);
    expect(awards.map((a) => `${a.provider}/${a.category}/${a.country}`)).toEqual([
      'cl/cat1/Chile',
      'mx/cat1/México',
      'mx/cat2/México',
    ]);
  });

  it('"Mayor crecimiento": growth with a minimum base (≥ 5 before, ≥ 10 now, ≥ +50 %)', () => {
    expect(growthRate(15, 5)).toBe(2);
    expect(growthRate(3, 0)).toBeNull();
    const awards = computeRecognitions([
      input({ provider: 'grew', reviews_previous: 5, reviews_quarter: 15 }), // +200 %
      input({ provider: 'small', reviews_previous: 1, reviews_quarter: 12 }), // base too small
      input({ provider: 'few', reviews_previous: 5, reviews_quarter: 9 }), // too few now
      input({ provider: 'slow', reviews_previous: 8, reviews_quarter: 11 }), // +37.5 %
      input({ provider: 'also', reviews_previous: 6, reviews_quarter: 10 }), // +66.7 %, eligible
    ]);
    expect(awards).toEqual([
      {
        kind: 'fastest_growing',
        provider: 'grew',
        category: 'cat1',
        country: 'México',
        value: 2,
        reviews: 15,
        base: 5,
        eligible: 2,
      },
    ]);
  });

  it('never reads anything but review figures (a featured flag changes nothing)', () => {
    const base = input({ provider: 'a', reviews_12m: 10, rating_12m: 4.5 });
    const featured = { ...base, featured: true } as RecognitionInput;
    expect(computeRecognitions([featured])).toEqual(computeRecognitions([base]));
  });
});

describe('recognition badge and labels', () => {
  it('names the quarter as the pages print it', () => {
    expect(quarterLabel('2026-t3')).toBe('T3 2026');
    expect(recognitionLabel('fastest_growing', '2027-t1')).toBe('Mayor crecimiento · T1 2027');
  });

  it('is a small self-contained SVG linking to the recognition page, escaped', () => {
    const svg = recognitionBadgeSvg({
      brand: 'LaPieza',
      title: 'A & B <Consultores>: Mejor valorado · T3 2026 en LaPieza',
      label: recognitionLabel('top_rated', '2026-t3'),
      segment: `Reclutamiento y selección de personal ${'x'.repeat(2000)}, México`,
      href: 'https://example.com/reconocimientos/2026-t3#proveedor-a-b',
    });
    expect(Buffer.byteLength(svg)).toBeLessThanOrEqual(BADGE_MAX_BYTES);
    expect(svg).toContain('<a href="https://example.com/reconocimientos/2026-t3#proveedor-a-b"');
    expect(svg).toContain('A &amp; B &lt;Consultores&gt;');
    expect(svg).toContain('Mejor valorado · T3 2026');
    expect(svg).not.toMatch(/<script|<image|<foreignObject|url\(|@import/i);
    expect(svg.startsWith('<svg xmlns="http://www.w3.org/2000/svg"')).toBe(true);
  });
});

describe('recognition embed code', () => {
  it('links the badge image to the recognition entry and escapes the alt text', () => {
    const html = recognitionSnippet(
      'https://site.test',
      'acme',
      '2026-t3',
      'Acme "SA": Mejor valorado · T3 2026',
    );
    expect(html).toBe(
      '<a href="https://site.test/reconocimientos/2026-t3#proveedor-acme"><img src="https://site.test/providers/acme/reconocimiento.svg" alt="Acme &#34;SA&#34;: Mejor valorado · T3 2026" width="240" height="64"></a>',
    );
  });
});
