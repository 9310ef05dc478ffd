import { describe, expect, it } from 'vitest';
import {
  MAP_MIN_PROVIDERS,
  MAP_MIN_REVIEWS,
  MAP_PLOT,
  buildMarketMap,
  mapIsDrawn,
  marketMapPaths,
  median,
  missingProviders,
  presenceInput,
  presenceScore,
  qualifiesForMap,
  quadrantOf,
  recencyTerm,
  satisfactionAxis,
  xOf,
  yOf,
  type MapCandidate,
} from '@/lib/domain/market-map';
import { sitemapEntries } from '@/lib/domain/sitemap';
import { marketMapMessages } from '@/lib/messages/market-map';

const AS_OF = '2026-11-26 06:00:00.000Z';
/** A PocketBase date `days` before AS_OF. */
const daysAgo = (days: number) =>
  new Date(Date.parse('2026-11-26T06:00:00.000Z') - days * 86_400_000)
    .toISOString()
    .replace('T', ' ');

describe('presence inputs', () => {
  it('counts reviews of the last 730 days, distinct countries and the newest review age', () => {
    const input = presenceInput(
      [daysAgo(10), daysAgo(400), daysAgo(729), daysAgo(731), daysAgo(2000)],
      ['México', 'Chile', 'México', ''],
      AS_OF,
    );
    expect(input).toEqual({ reviews24m: 3, countries: 2, daysSinceNewest: 10 });
  });

  it('has no age without reviews, and a future review is 0 days old', () => {
    expect(presenceInput([], ['México'], AS_OF).daysSinceNewest).toBeNull();
    expect(presenceInput([daysAgo(-3)], [], AS_OF).daysSinceNewest).toBe(0);
  });
});

describe('the presence formula', () => {
  it('halves recency every 180 days', () => {
    expect(recencyTerm(0)).toBe(1);
    expect(recencyTerm(180)).toBeCloseTo(0.5, 10);
    expect(recencyTerm(360)).toBeCloseTo(0.25, 10);
    expect(recencyTerm(null)).toBe(0);
  });

  it('is 100 · (0.6 V + 0.25 P + 0.15 A): the worked example of the method page', () => {
    const r = presenceScore({ reviews24m: 12, countries: 3, daysSinceNewest: 30 }, 40, 6);
    expect(r.volume).toBeCloseTo(Math.log(13) / Math.log(41), 12);
    expect(r.countries).toBe(0.5);
    expect(r.recency).toBeCloseTo(Math.pow(0.5, 30 / 180), 12);
    expect(r.presence).toBeCloseTo(67.3, 1);
  });

  it('gives the largest volume, reach and a review today 100, and nothing 0', () => {
    expect(
      presenceScore({ reviews24m: 40, countries: 6, daysSinceNewest: 0 }, 40, 6).presence,
    ).toBe(100);
    expect(
      presenceScore({ reviews24m: 0, countries: 0, daysSinceNewest: null }, 0, 0).presence,
    ).toBe(0);
  });
});

describe('qualification', () => {
  it(`places providers with ${MAP_MIN_REVIEWS}+ reviews and draws maps with ${MAP_MIN_PROVIDERS}+ of them`, () => {
    expect(qualifiesForMap(4)).toBe(false);
    expect(qualifiesForMap(5)).toBe(true);
    expect(missingProviders(4)).toBe(2);
    expect(missingProviders(6)).toBe(0);
    expect(missingProviders(9)).toBe(0);
    expect(mapIsDrawn([5, 5, 5, 5, 4, 30])).toBe(false);
    expect(mapIsDrawn([5, 5, 5, 5, 5, 5, 0])).toBe(true);
  });
});

describe('a map not drawn yet', () => {
  it('says in Spanish how many qualifying providers it has and how many are missing', () => {
    expect(marketMapMessages.notEnough(4, 2)).toBe(
      'El mapa se dibuja cuando al menos 6 proveedores tienen 5 o más reviews públicas cada uno. Hoy lo cumplen 4 proveedores: faltan 2.',
    );
    expect(marketMapMessages.notEnough(1, 5)).toContain('Hoy lo cumple 1 proveedor: faltan 5.');
    expect(marketMapMessages.notEnough(5, 1)).toContain('falta 1.');
  });
});

describe('quadrants', () => {
  it('split at the medians; a value equal to the median counts as high', () => {
    const m = { presence: 50, satisfaction: 4.2 };
    expect(quadrantOf(60, 4.5, m)).toBe('leaders');
    expect(quadrantOf(50, 4.2, m)).toBe('leaders');
    expect(quadrantOf(49.9, 4.5, m)).toBe('high_performers');
    expect(quadrantOf(70, 4.19, m)).toBe('contenders');
    expect(quadrantOf(10, 3, m)).toBe('niche');
  });

  it('the median of an even count is the mean of the middle two', () => {
    expect(median([3, 1, 2])).toBe(2);
    expect(median([4, 1, 3, 2])).toBe(2.5);
    expect(median([])).toBe(0);
  });
});

describe('SVG coordinates', () => {
  it('x maps presence 0–100 onto the plot, clamped', () => {
    expect(xOf(0)).toBe(MAP_PLOT.left);
    expect(xOf(100)).toBe(MAP_PLOT.right);
    expect(xOf(50)).toBe((MAP_PLOT.left + MAP_PLOT.right) / 2);
    expect(xOf(140)).toBe(MAP_PLOT.right);
  });

  it('y puts the higher satisfaction higher, on half-point axes within 1–5', () => {
    const axes = satisfactionAxis([3.62, 4.81]);
    expect([axes.yMin, axes.yMax]).toEqual([3.5, 5]);
    expect(axes.yTicks).toEqual([3.5, 4, 4.5, 5]);
    expect(yOf(5, axes)).toBe(MAP_PLOT.top);
    expect(yOf(3.5, axes)).toBe(MAP_PLOT.bottom);
    expect(yOf(4.5, axes)).toBeLessThan(yOf(4, axes));
    // All equal: still half a point wide.
    const flat = satisfactionAxis([4.2, 4.2]);
    expect(flat.yMax - flat.yMin).toBe(0.5);
    const top = satisfactionAxis([5, 5]);
    expect([top.yMin, top.yMax]).toEqual([4.5, 5]);
  });
});

/** A provider with `n` public reviews, the newest `newest` days old. */
const candidate = (
  id: string,
  n: number,
  satisfaction: number,
  countries: string[] = ['México'],
  newest = 10,
): MapCandidate => ({
  id,
  slug: id,
  name: `Proveedor ${id}`,
  reviewDates: Array.from({ length: n }, (_, i) => daysAgo(newest + i * 30)),
  countries,
  satisfaction,
});

describe('buildMarketMap', () => {
  it('says how many qualifying providers are missing and draws nothing then', () => {
    const map = buildMarketMap(
      [candidate('a', 5, 4), candidate('b', 9, 4.1), candidate('c', 4, 4.5)],
      AS_OF,
    );
    expect(map).toMatchObject({ listed: 3, qualifying: 2, missing: 4, points: [] });
  });

  it('places one dot per qualifying provider with the rounded numbers the table prints', () => {
    const cands = [
      candidate('a', 20, 4.61, ['México', 'Chile', 'Perú']),
      candidate('b', 5, 4.7),
      candidate('c', 12, 3.9, ['México', 'Chile']),
      candidate('d', 6, 4.05, ['México'], 400),
      candidate('e', 8, 4.333),
      candidate('f', 5, 4.2, ['México'], 200),
      candidate('g', 3, 5),
    ];
    const map = buildMarketMap(cands, AS_OF);
    expect(map.missing).toBe(0);
    expect(map.points.map((p) => p.id).sort()).toEqual(['a', 'b', 'c', 'd', 'e', 'f']);
    // Numbered by presence, highest first.
    expect(map.points[0]!.id).toBe('a');
    const presences = map.points.map((p) => p.presence);
    expect([...presences].sort((x, y) => y - x)).toEqual(presences);
    expect(map.points.map((p) => p.number)).toEqual([1, 2, 3, 4, 5, 6]);
    for (const p of map.points) {
      expect(p.presence).toBe(Math.round(p.presence * 10) / 10);
      expect(p.cx).toBe(xOf(p.presence));
      expect(p.cy).toBe(yOf(p.satisfaction, map.axes));
      expect(p.quadrant).toBe(quadrantOf(p.presence, p.satisfaction, map.medians));
    }
    expect(map.points.find((p) => p.id === 'e')!.satisfaction).toBe(4.33);
    // The largest volume and reach are the normalisers: a has both and a review 10 days ago.
    expect(map.maxReviews24m).toBe(20);
    expect(map.maxCountries).toBe(3);
    expect(map.points[0]!.presence).toBeCloseTo(100 * (0.6 + 0.25 + 0.15 * recencyTerm(10)), 1);
  });
});

describe('marketMapPaths (the sitemap)', () => {
  const p = (country: string, total: number) => ({
    categories: ['nomina'],
    headquarters_country: country,
    total_reviews: total,
  });
  it("lists every category's map and the category × country maps that are drawn", () => {
    const providers = [
      ...Array.from({ length: 6 }, () => p('Chile', 5)),
      ...Array.from({ length: 5 }, () => p('Perú', 9)),
      p('Perú', 4),
    ];
    const out = marketMapPaths(providers, ['nomina', 'reclutamiento']);
    expect(out).toEqual([
      '/proveedores/categoria/nomina/mapa',
      '/proveedores/categoria/nomina/chile/mapa',
      '/proveedores/categoria/reclutamiento/mapa',
    ]);
    const locs = sitemapEntries({
      providerSlugs: [],
      categoryNames: [],
      countrySlugs: [],
      posts: [],
      marketMapPaths: out,
    }).map((e) => e.loc);
    expect(locs).toEqual(expect.arrayContaining(out));
  });
});
