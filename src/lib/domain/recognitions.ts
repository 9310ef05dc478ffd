/**
 * Quarterly recognitions ("Mejor valorado", "Mayor crecimiento"): the quarters of the site's
 * calendar and the published formulas, shared by the hooks that compute and freeze them
 * (pocketbase/pb_hooks/lib/recognitions.js) and the pages that print them. Every figure comes
 * from public reviews only: featured ("Destacado") status, payment and anything else a provider
 * can buy never enter. docs/DECISIONS.md § Quarterly recognitions explains the choices.
 */
import { siteDay, siteDayStart } from '../contract/time';

export const RECOGNITION_KINDS = ['top_rated', 'fastest_growing'] as const;
export type RecognitionKind = (typeof RECOGNITION_KINDS)[number];

/** "Mejor valorado": at least this many public reviews in the 12 months ending at the quarter's end… */
export const TOP_RATED_MIN_REVIEWS = 10;
/** …a 12-month average of at least this… */
export const TOP_RATED_MIN_RATING = 4.2;
/** …and within this top share of the eligible providers of its category and country. */
export const TOP_SHARE = 0.1;
/** The 12-month window of "Mejor valorado", in days before the quarter's end. */
export const TOP_RATED_WINDOW_DAYS = 365;
/** "Mayor crecimiento": at least this many public reviews in the previous quarter… */
export const GROWTH_MIN_BASE = 5;
/** …at least this many in the quarter… */
export const GROWTH_MIN_REVIEWS = 10;
/** …a growth of at least this (0.5 = +50 %)… and within the top share, as above. */
export const GROWTH_MIN_RATE = 0.5;

/** Headquarters countries that form no segment (no country given, or "Otro"). */
const NO_SEGMENT_COUNTRIES = new Set(['', 'Otro']);

// ---- Quarters of the site's calendar (Mexico City, contract/time.ts) ----

/** A quarter, named in URLs and records as "2026-t3". */
export interface Quarter {
  year: number;
  /** 1 to 4. */
  q: number;
}

const QUARTER_KEY = /^(\d{4})-t([1-4])$/;

export function quarterKey(quarter: Quarter): string {
  return `${quarter.year}-t${quarter.q}`;
}

/** The quarter named by "2026-t3", or null for anything else. */
export function parseQuarterKey(key: string): Quarter | null {
  const m = QUARTER_KEY.exec(key);
  if (!m) return null;
  const year = Number(m[1]);
  if (year < 2000) return null;
  return { year, q: Number(m[2]) };
}

/** The quarter an instant falls in, on the site's calendar. */
export function quarterOf(at: Date): Quarter {
  const day = siteDay(at);
  return { year: Number(day.slice(0, 4)), q: Math.floor((Number(day.slice(5, 7)) - 1) / 3) + 1 };
}

export function previousQuarter(quarter: Quarter): Quarter {
  return quarter.q === 1
    ? { year: quarter.year - 1, q: 4 }
    : { year: quarter.year, q: quarter.q - 1 };
}

export function nextQuarter(quarter: Quarter): Quarter {
  return quarter.q === 4
    ? { year: quarter.year + 1, q: 1 }
    : { year: quarter.year, q: quarter.q + 1 };
}

function firstDay(quarter: Quarter): string {
  return `${quarter.year}-${String((quarter.q - 1) * 3 + 1).padStart(2, '0')}-01`;
}

/** The instant the quarter starts (site midnight of its first day), as PocketBase writes dates. */
export function quarterStart(quarter: Quarter): string {
  return siteDayStart(firstDay(quarter));
}

/** The instant the quarter ends (exclusive: the next quarter's start). */
export function quarterEnd(quarter: Quarter): string {
  return quarterStart(nextQuarter(quarter));
}

/** The last quarter that has ended at `now` (the one the quarterly job publishes). */
export function lastEndedQuarter(now: Date): Quarter {
  return previousQuarter(quarterOf(now));
}

/** Whether the quarter has ended at `now` (only ended quarters are computed). */
export function hasEnded(quarter: Quarter, now: Date): boolean {
  return Date.parse(quarterEnd(quarter).replace(' ', 'T')) <= now.getTime();
}

/** The start of the "Mejor valorado" 12-month window (365 days before the quarter's end). */
export function topRatedWindowStart(quarter: Quarter): string {
  const end = Date.parse(quarterEnd(quarter).replace(' ', 'T'));
  return new Date(end - TOP_RATED_WINDOW_DAYS * 86_400_000).toISOString().replace('T', ' ');
}

// ---- The formulas ----

/** One public provider's figures for a quarter, counted from its public reviews. */
export interface RecognitionInput {
  provider: string;
  /** Its active categories' names. */
  categories: readonly string[];
  country: string;
  /** Public reviews created in the 12 months ending at the quarter's end, and their average. */
  reviews_12m: number;
  rating_12m: number;
  /** Public reviews created within the quarter and within the previous quarter. */
  reviews_quarter: number;
  reviews_previous: number;
}

/** One recognition, with the figures that earned it (stored, and printed on the archive). */
export interface RecognitionAward {
  kind: RecognitionKind;
  provider: string;
  category: string;
  country: string;
  /** The 12-month average (top_rated) or the growth rate, rounded to 4 decimals (fastest_growing). */
  value: number;
  /** Reviews behind it: 12-month count (top_rated) or the quarter's count (fastest_growing). */
  reviews: number;
  /** The previous quarter's count (fastest_growing; 0 for top_rated). */
  base: number;
  /** Providers of the segment meeting the minimums (the "top 10 %" is taken among them). */
  eligible: number;
}

/** How many of `eligible` providers form the top share: at least one. */
export function topCount(eligible: number): number {
  return eligible <= 0 ? 0 : Math.max(1, Math.floor(eligible * TOP_SHARE));
}

/** Growth of a review count over a base: (now − base) / base; null without a base. */
export function growthRate(current: number, base: number): number | null {
  return base > 0 ? (current - base) / base : null;
}

const round = (n: number, digits: number): number => {
  const f = 10 ** digits;
  return Math.round(n * f) / f;
};

/**
 * The top share of `values` (higher is better), ties at the cut included: the providers whose
 * value is at least the value of the last place of the top share.
 */
function topOf<T>(items: readonly T[], value: (item: T) => number): T[] {
  const n = topCount(items.length);
  if (n === 0) return [];
  const sorted = [...items].sort((a, b) => value(b) - value(a));
  const cut = value(sorted[n - 1]!);
  return sorted.filter((item) => value(item) >= cut);
}

/** Whether a provider meets the "Mejor valorado" minimums (before the top share). */
export function isTopRatedEligible(i: RecognitionInput): boolean {
  return i.reviews_12m >= TOP_RATED_MIN_REVIEWS && round(i.rating_12m, 2) >= TOP_RATED_MIN_RATING;
}

/** Whether a provider meets the "Mayor crecimiento" minimums (before the top share). */
export function isGrowthEligible(i: RecognitionInput): boolean {
  const rate = growthRate(i.reviews_quarter, i.reviews_previous);
  return (
    i.reviews_previous >= GROWTH_MIN_BASE &&
    i.reviews_quarter >= GROWTH_MIN_REVIEWS &&
    rate !== null &&
    rate >= GROWTH_MIN_RATE
  );
}

/**
 * Every recognition of a quarter: per category and headquarters country, the top 10 % of the
 * providers that meet each kind's minimums (at least one; ties at the cut included). The order
 * is stable: kind, category, country, then value (best first) and provider id.
 */
export function computeRecognitions(inputs: readonly RecognitionInput[]): RecognitionAward[] {
  const segments = new Map<
    string,
    { category: string; country: string; items: RecognitionInput[] }
  >();
  for (const input of inputs) {
    if (NO_SEGMENT_COUNTRIES.has(input.country)) continue;
    for (const category of new Set(input.categories)) {
      const key = `${category}\u0000${input.country}`;
      let s = segments.get(key);
      if (!s) segments.set(key, (s = { category, country: input.country, items: [] }));
      s.items.push(input);
    }
  }
  const out: RecognitionAward[] = [];
  for (const s of segments.values()) {
    const rated = s.items.filter(isTopRatedEligible);
    for (const i of topOf(rated, (x) => round(x.rating_12m, 2))) {
      out.push({
        kind: 'top_rated',
        provider: i.provider,
        category: s.category,
        country: s.country,
        value: round(i.rating_12m, 2),
        reviews: i.reviews_12m,
        base: 0,
        eligible: rated.length,
      });
    }
    const growing = s.items.filter(isGrowthEligible);
    const rate = (x: RecognitionInput) =>
      round(growthRate(x.reviews_quarter, x.reviews_previous)!, 4);
    for (const i of topOf(growing, rate)) {
      out.push({
        kind: 'fastest_growing',
        provider: i.provider,
        category: s.category,
        country: s.country,
        value: rate(i),
        reviews: i.reviews_quarter,
        base: i.reviews_previous,
        eligible: growing.length,
      });
    }
  }
  const kindOrder = (k: RecognitionKind) => RECOGNITION_KINDS.indexOf(k);
  return out.sort(
    (a, b) =>
      kindOrder(a.kind) - kindOrder(b.kind) ||
      a.category.localeCompare(b.category) ||
      a.country.localeCompare(b.country) ||
      b.value - a.value ||
      a.provider.localeCompare(b.provider),
  );
}
