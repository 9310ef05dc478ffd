/**
 * The market map of a category ("Mapa del mercado", docs/DECISIONS.md § Market map): every
 * qualifying provider placed on market presence (x) × satisfaction (y), both recomputed from
 * public reviews and public facts. Pure: the data layer passes the reviews and the ranking
 * score, the page prints what this returns, and `/como-funcionan-las-reviews#mapa` prints the
 * same constants and a worked example.
 *
 *   presence = 100 · (0.60·V + 0.25·P + 0.15·A)
 *     V = ln(1 + n₂₄) / ln(1 + max n₂₄ on the map)   n₂₄: public reviews of the last 24 months
 *     P = countries served / max countries served on the map   (headquarters + declared)
 *     A = 0.5^(d / 180)                              d: days since its newest public review
 *   satisfaction = the ranking score (src/lib/contract/ranking.ts), unchanged
 *
 * A provider is on the map with at least 5 public reviews; a map exists with at least 6 such
 * providers. The quadrants split at the median presence and the median satisfaction of the
 * providers on the map (a value equal to the median counts as high). "Destacado" (featured)
 * and payment are no input: nothing here reads them.
 */

import { paths } from '../contract/paths';
import { COUNTRY_SLUGS } from '../contract/countries';

/** Public reviews a provider needs to be placed on a map. */
export const MAP_MIN_REVIEWS = 5;
/** Providers with `MAP_MIN_REVIEWS` a map needs to be drawn. */
export const MAP_MIN_PROVIDERS = 6;
/** The window of the review volume, in days before the ranking day (24 months). */
export const PRESENCE_WINDOW_DAYS = 730;
/** Half-life of the recency term, in days: a newest review 180 days old counts half. */
export const RECENCY_HALF_LIFE_DAYS = 180;
/** Weights of volume (V), countries (P) and recency (A) in the presence score. */
export const PRESENCE_WEIGHTS = { volume: 0.6, countries: 0.25, recency: 0.15 } as const;

const DAY_MS = 86_400_000;

/** Milliseconds of a PocketBase date string ("2026-01-02 10:00:00.000Z") or an ISO date. */
function millis(date: string): number {
  return Date.parse(date.replace(' ', 'T'));
}

/** What the presence of one provider is computed from. */
export interface PresenceInput {
  /** Public reviews created in the `PRESENCE_WINDOW_DAYS` before the ranking day (and since). */
  reviews24m: number;
  /** Distinct countries served: its headquarters and the countries it declares. */
  countries: number;
  /** Whole days from its newest public review to the ranking day (0 if newer), null if none. */
  daysSinceNewest: number | null;
}

/** The inputs of one provider from its public reviews' dates and its countries, on `asOf`. */
export function presenceInput(
  reviewDates: readonly string[],
  countries: readonly string[],
  asOf: string,
): PresenceInput {
  const day = millis(asOf);
  const since = day - PRESENCE_WINDOW_DAYS * DAY_MS;
  let reviews24m = 0;
  let newest = -Infinity;
  for (const d of reviewDates) {
    const t = millis(d);
    if (Number.isNaN(t)) continue;
    if (t > since) reviews24m += 1;
    if (t > newest) newest = t;
  }
  return {
    reviews24m,
    countries: new Set(countries.filter((c) => c !== '')).size,
    daysSinceNewest: newest === -Infinity ? null : Math.max(0, Math.floor((day - newest) / DAY_MS)),
  };
}

/** The recency term A of a newest review `days` old (0 without reviews). */
export function recencyTerm(days: number | null): number {
  return days === null ? 0 : Math.pow(0.5, days / RECENCY_HALF_LIFE_DAYS);
}

/** The three terms and the presence (0–100) of `input`, given the map's largest volume and reach. */
export function presenceScore(
  input: PresenceInput,
  maxReviews24m: number,
  maxCountries: number,
): { volume: number; countries: number; recency: number; presence: number } {
  const volume = maxReviews24m > 0 ? Math.log1p(input.reviews24m) / Math.log1p(maxReviews24m) : 0;
  const countries = maxCountries > 0 ? input.countries / maxCountries : 0;
  const recency = recencyTerm(input.daysSinceNewest);
  const w = PRESENCE_WEIGHTS;
  const presence = 100 * (w.volume * volume + w.countries * countries + w.recency * recency);
  return { volume, countries, recency, presence };
}

/** Whether a provider with `publicReviews` public reviews is placed on a map. */
export function qualifiesForMap(publicReviews: number): boolean {
  return publicReviews >= MAP_MIN_REVIEWS;
}

/** How many qualifying providers a map with `qualifying` of them still lacks (0: it is drawn). */
export function missingProviders(qualifying: number): number {
  return Math.max(0, MAP_MIN_PROVIDERS - qualifying);
}

/**
 * Whether the map of providers with these public review counts is drawn (what the listings'
 * links read from the stored `total_reviews`, the count of the same public reviews).
 */
export function mapIsDrawn(publicReviewCounts: readonly number[]): boolean {
  return missingProviders(publicReviewCounts.filter(qualifiesForMap).length) === 0;
}

/**
 * The market maps that answer for these public providers: every category's, and each
 * category × headquarters country's that is drawn (the sitemap lists them).
 */
export function marketMapPaths(
  providers: readonly {
    categories: readonly string[];
    headquarters_country: string;
    total_reviews: number;
  }[],
  categoryNames: readonly string[],
): string[] {
  const out: string[] = [];
  for (const c of categoryNames) {
    out.push(paths.categoryMap(c));
    const inCategory = providers.filter((p) => p.categories.includes(c));
    for (const [slug, name] of Object.entries(COUNTRY_SLUGS)) {
      const counts = inCategory
        .filter((p) => p.headquarters_country === name)
        .map((p) => p.total_reviews);
      if (mapIsDrawn(counts)) out.push(paths.categoryMap(c, slug));
    }
  }
  return out;
}

export type Quadrant = 'leaders' | 'high_performers' | 'contenders' | 'niche';

/** The median of `values` (the mean of the middle two for an even count; 0 for none). */
export function median(values: readonly number[]): number {
  if (values.length === 0) return 0;
  const sorted = [...values].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 === 1 ? sorted[mid]! : (sorted[mid - 1]! + sorted[mid]!) / 2;
}

/** The quadrant of a point, against the map's medians (equal to a median counts as high). */
export function quadrantOf(
  presence: number,
  satisfaction: number,
  medians: { presence: number; satisfaction: number },
): Quadrant {
  const wide = presence >= medians.presence;
  const liked = satisfaction >= medians.satisfaction;
  if (wide && liked) return 'leaders';
  if (liked) return 'high_performers';
  if (wide) return 'contenders';
  return 'niche';
}

/** A provider as the map computes it (before placing). */
export interface MapCandidate {
  id: string;
  slug: string;
  name: string;
  /** Its public reviews' creation dates. */
  reviewDates: readonly string[];
  /** Countries served (headquarters and declared), any spelling as long as it is consistent. */
  countries: readonly string[];
  /** The ranking score (y). */
  satisfaction: number;
}

export interface MapPoint {
  id: string;
  slug: string;
  name: string;
  /** 1-based number printed on its dot and in the table's first column. */
  number: number;
  publicReviews: number;
  input: PresenceInput;
  /** Presence, rounded to one decimal: the value printed and placed. */
  presence: number;
  /** Satisfaction, rounded to two decimals: the value printed and placed. */
  satisfaction: number;
  quadrant: Quadrant;
  /** Centre of its dot in the SVG's coordinates. */
  cx: number;
  cy: number;
}

export interface MarketMap {
  /** Providers listed in the category (× country) whatever their reviews. */
  listed: number;
  /** Providers with at least `MAP_MIN_REVIEWS` public reviews. */
  qualifying: number;
  /** Qualifying providers still missing to draw the map (0: drawn). */
  missing: number;
  points: MapPoint[];
  medians: { presence: number; satisfaction: number };
  /** The largest n₂₄ and countries count on the map (the normalisers of V and P). */
  maxReviews24m: number;
  maxCountries: number;
  axes: MapAxes;
}

/** The SVG's geometry: viewBox size, plot area and the satisfaction range drawn. */
export const MAP_VIEWBOX = { width: 640, height: 440 } as const;
export const MAP_PLOT = { left: 56, right: 616, top: 20, bottom: 388 } as const;

export interface MapAxes {
  /** The satisfaction range of the y axis: the data's, widened to half points, within 1–5. */
  yMin: number;
  yMax: number;
  /** Satisfaction ticks (every half point). */
  yTicks: number[];
  /** Presence ticks (0, 25, 50, 75, 100). */
  xTicks: number[];
}

/** The y range covering `values`, on half points, at least half a point wide, within 1–5. */
export function satisfactionAxis(values: readonly number[]): MapAxes {
  const lo = values.length ? Math.min(...values) : 1;
  const hi = values.length ? Math.max(...values) : 5;
  let yMin = Math.max(1, Math.floor(lo * 2) / 2);
  let yMax = Math.min(5, Math.ceil(hi * 2) / 2);
  if (yMax - yMin < 0.5) {
    if (yMax < 5) yMax = Math.min(5, yMin + 0.5);
    else yMin = yMax - 0.5;
  }
  const yTicks: number[] = [];
  for (let t = yMin; t <= yMax + 1e-9; t += 0.5) yTicks.push(Math.round(t * 10) / 10);
  return { yMin, yMax, yTicks, xTicks: [0, 25, 50, 75, 100] };
}

/** The SVG x of a presence (0–100). */
export function xOf(presence: number): number {
  const clamped = Math.min(100, Math.max(0, presence));
  return round2(MAP_PLOT.left + ((MAP_PLOT.right - MAP_PLOT.left) * clamped) / 100);
}

/** The SVG y of a satisfaction on `axes` (higher is up). */
export function yOf(satisfaction: number, axes: Pick<MapAxes, 'yMin' | 'yMax'>): number {
  const span = axes.yMax - axes.yMin;
  const t =
    span > 0 ? (Math.min(axes.yMax, Math.max(axes.yMin, satisfaction)) - axes.yMin) / span : 0.5;
  return round2(MAP_PLOT.bottom - (MAP_PLOT.bottom - MAP_PLOT.top) * t);
}

const round1 = (n: number) => Math.round(n * 10) / 10;
const round2 = (n: number) => Math.round(n * 100) / 100;

/**
 * The map of `candidates` (every provider listed in the category or category × country) on
 * the ranking day `asOf`: qualifying providers only, numbered by presence then satisfaction
 * (then name), with their quadrant and dot. Rounded values are what is placed, so the table
 * and the dots show the same numbers.
 */
export function buildMarketMap(candidates: readonly MapCandidate[], asOf: string): MarketMap {
  const eligible = candidates.filter((c) => qualifiesForMap(c.reviewDates.length));
  const inputs = eligible.map((c) => presenceInput(c.reviewDates, c.countries, asOf));
  const maxReviews24m = Math.max(0, ...inputs.map((i) => i.reviews24m));
  const maxCountries = Math.max(0, ...inputs.map((i) => i.countries));
  const missing = missingProviders(eligible.length);
  const scored = eligible.map((c, i) => ({
    c,
    input: inputs[i]!,
    presence: round1(presenceScore(inputs[i]!, maxReviews24m, maxCountries).presence),
    satisfaction: round2(c.satisfaction),
  }));
  const medians = {
    presence: round1(median(scored.map((s) => s.presence))),
    satisfaction: round2(median(scored.map((s) => s.satisfaction))),
  };
  const axes = satisfactionAxis(scored.map((s) => s.satisfaction));
  const points: MapPoint[] =
    missing > 0
      ? []
      : scored
          .sort(
            (a, b) =>
              b.presence - a.presence ||
              b.satisfaction - a.satisfaction ||
              a.c.name.localeCompare(b.c.name, 'es') ||
              (a.c.id < b.c.id ? -1 : 1),
          )
          .map((s, i) => ({
            id: s.c.id,
            slug: s.c.slug,
            name: s.c.name,
            number: i + 1,
            publicReviews: s.c.reviewDates.length,
            input: s.input,
            presence: s.presence,
            satisfaction: s.satisfaction,
            quadrant: quadrantOf(s.presence, s.satisfaction, medians),
            cx: xOf(s.presence),
            cy: yOf(s.satisfaction, axes),
          }));
  return {
    listed: candidates.length,
    qualifying: eligible.length,
    missing,
    points,
    medians,
    maxReviews24m,
    maxCountries,
    axes,
  };
}
