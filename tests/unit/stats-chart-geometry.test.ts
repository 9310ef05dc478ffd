import { describe, expect, it } from 'vitest';
import type { StatDay } from '@/lib/contract/provider-owner';
import {
  H,
  MAX_BAR_LABELS,
  PAD,
  W,
  barLabelPosition,
  chartGeometry,
} from '@/islands/provider-dashboard/chart-geometry';

const day = (n: number, views: number, leads = 0): StatDay => ({
  day: `2026-01-${String(n).padStart(2, '0')}`,
  views,
  leads,
  website_clicks: 0,
  favorites: 0,
  comparisons: 0,
  invitations: 0,
});
const series = (counts: readonly (readonly [number, number])[]) =>
  counts.map(([v, l], i) => day(i + 1, v, l));

describe('the statistics chart geometry', () => {
  it.each([
    [[], 2, [2, 1, 0]],
    [[[0, 0]], 2, [2, 1, 0]],
    [[[1, 0]], 2, [2, 1, 0]],
    [[[3, 1]], 4, [4, 2, 0]],
    [[[2, 7]], 8, [8, 4, 0]],
    [
      [
        [10, 0],
        [4, 0],
      ],
      10,
      [10, 5, 0],
    ],
  ] as const)('a window of %j has an even top %i and ticks %j', (counts, max, ticks) => {
    const g = chartGeometry(series(counts));
    expect(g.max).toBe(max);
    expect(g.ticks).toEqual(ticks);
    expect(g.y(0)).toBe(H - PAD);
    expect(g.y(max)).toBe(PAD);
  });

  it.each([
    [[], 0, 0, 0],
    [
      [
        [1, 0],
        [0, 0],
        [2, 3],
      ],
      3,
      3,
      2,
    ],
  ] as const)('totals of %j: %i views, %i leads, %i active days', (counts, views, leads, n) => {
    const g = chartGeometry(series(counts));
    expect([g.views, g.leads, g.active.length]).toEqual([views, leads, n]);
  });

  it.each([
    [1, 0.7 * (W - 2 * PAD)],
    [4, 0.7 * ((W - 2 * PAD) / 4)],
    [1000, 1],
  ])('%i days share the width: bars of %d, one slot each', (n, bar) => {
    const g = chartGeometry(Array.from({ length: n }, (_, i) => day(1 + (i % 28), 0)));
    expect(g.bar).toBeCloseTo(bar);
    expect(g.x(0)).toBe(PAD);
    expect(g.x(n)).toBeCloseTo(W - PAD);
  });

  it.each([
    [0, []],
    [1, [1, 1, 1]],
    [2, [1, 1, 2]],
    [5, [1, 3, 5]],
    [30, [1, 15, 30]],
  ])('%i days are dated under the chart by days %j', (n, dated) => {
    const s = Array.from({ length: n }, (_, i) => ({ ...day(1, 0), day: String(i + 1) }));
    expect(chartGeometry(s).dates.map((d) => Number(d.day))).toEqual(dated);
  });

  it.each([
    [MAX_BAR_LABELS, true],
    [MAX_BAR_LABELS + 1, false],
  ])('with %i days of views the bars carry their figure: %j', (n, labelled) => {
    const g = chartGeometry(Array.from({ length: n }, (_, i) => day(i + 1, 1)));
    expect(g.labelled).toBe(labelled);
  });

  it('puts a bar’s figure over the middle of the bar, just above its top', () => {
    const g = chartGeometry(
      series([
        [2, 0],
        [0, 0],
      ]),
    );
    const at = barLabelPosition(g, 0, 2);
    expect(parseFloat(at.left)).toBeCloseTo(((PAD + g.bar / 2) / W) * 100);
    expect(at.bottom).toBe(`calc(${((H - PAD) / H) * 100}% + 2px)`);
  });
});
