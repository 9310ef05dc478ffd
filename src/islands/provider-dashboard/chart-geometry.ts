/**
 * The statistics chart's geometry and figures as pure functions (StatsChart.tsx draws them):
 * an SVG box of W×H, one bar slot a day, the value scale, the three dates under it and which
 * days get their figure written over the bar.
 */
import type { StatDay } from '@/lib/contract/provider-owner';

export const W = 600;
export const H = 140;
export const PAD = 4;
/** Above this many days with views, the figures stay in the table (they would overlap). */
export const MAX_BAR_LABELS = 12;

export interface ChartGeometry {
  /** The window's totals. */
  views: number;
  leads: number;
  /** The scale's top: even (so the middle line is a whole number), at least 2. */
  max: number;
  /** The ticks of the value scale, top first. */
  ticks: number[];
  /** The x of day i's bar, its width, and the y of a value. */
  x: (i: number) => number;
  bar: number;
  y: (v: number) => number;
  /** The days with any view or lead (the table). */
  active: StatDay[];
  /** Whether each day's views are written over its bar. */
  labelled: boolean;
  /** First, middle and last day (the dates under the chart); none for an empty window. */
  dates: StatDay[];
}

export function chartGeometry(series: readonly StatDay[]): ChartGeometry {
  const views = series.reduce((s, d) => s + d.views, 0);
  const leads = series.reduce((s, d) => s + d.leads, 0);
  const peak = Math.max(...series.map((d) => Math.max(d.views, d.leads)), 0);
  const max = Math.max(2, peak + (peak % 2));
  const step = (W - PAD * 2) / Math.max(1, series.length);
  return {
    views,
    leads,
    max,
    ticks: [max, max / 2, 0],
    x: (i) => PAD + i * step,
    bar: Math.max(1, step * 0.7),
    y: (v) => H - PAD - (v / max) * (H - PAD * 2),
    active: series.filter((d) => d.views > 0 || d.leads > 0),
    labelled: series.filter((d) => d.views > 0).length <= MAX_BAR_LABELS,
    dates: series.length
      ? [series[0]!, series[Math.floor((series.length - 1) / 2)]!, series[series.length - 1]!]
      : [],
  };
}

/** Where a bar's figure sits over the chart, in CSS percentages of its box. */
export function barLabelPosition(g: ChartGeometry, i: number, views: number) {
  return {
    left: `${((g.x(i) + g.bar / 2) / W) * 100}%`,
    bottom: `calc(${((H - g.y(views)) / H) * 100}% + 2px)`,
  };
}
