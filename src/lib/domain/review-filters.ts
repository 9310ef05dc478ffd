/**
 * The filters of a provider's reviews: the reviewer's company size, country and
 * service, and the stars. Pure: the provider page offers them (components/provider/
 * ReviewFilters.astro, a plain GET form and the rating histogram's bars as links) and
 * /providers/{slug}/reviews applies them to every public review of the provider, paginated.
 * Pages with any of them are rendered on request, never stored (their query kind is `filter`,
 * src/lib/contract/routes.ts).
 */
import { COMPANY_SIZES, type ReviewContextView } from '../contract/review-context';
import { DIRECTORY_COUNTRIES, directoryCountry, type FormCountry } from '../contract/countries';
import { slugify } from '../contract/slug';
import { MAX_STARS } from './rating';

export interface ReviewFilter {
  /** A company size band (`51-200`), or null. */
  size: string | null;
  /** The reviewer's country (stored name), or null. */
  country: FormCountry | null;
  /** The service contracted (a category name), or null. */
  service: string | null;
  /** The review's stars (1–5, the histogram's bars), or null. */
  stars: number | null;
}

export const NO_REVIEW_FILTER: ReviewFilter = {
  size: null,
  country: null,
  service: null,
  stars: null,
};

const SERVICE = /^[a-z0-9_-]{1,60}$/;
const STARS = Array.from({ length: MAX_STARS }, (_, i) => String(i + 1));

/** URL parameter of each filter, with the values it accepts (the directory's names). */
export const REVIEW_FILTER_PARAMS = {
  size: { name: 'tamano', valid: (v: string) => (COMPANY_SIZES as readonly string[]).includes(v) },
  country: { name: 'pais', valid: (v: string) => Object.hasOwn(DIRECTORY_COUNTRIES, v) },
  service: { name: 'servicio', valid: (v: string) => SERVICE.test(v) },
  stars: { name: 'estrellas', valid: (v: string) => STARS.includes(v) },
} as const;

export type ReviewFilterKey = keyof typeof REVIEW_FILTER_PARAMS;
export const REVIEW_FILTER_KEYS = Object.keys(REVIEW_FILTER_PARAMS) as ReviewFilterKey[];

/**
 * The filter of a URL's parameters, or null when one of them has a value the filter does not
 * accept (the page answers 404, as for an unknown order).
 */
export function parseReviewFilter(params: URLSearchParams): ReviewFilter | null {
  const raw: Partial<Record<ReviewFilterKey, string>> = {};
  for (const k of REVIEW_FILTER_KEYS) {
    const v = params.get(REVIEW_FILTER_PARAMS[k].name);
    if (v === null || v === '') continue;
    if (!REVIEW_FILTER_PARAMS[k].valid(v)) return null;
    raw[k] = v;
  }
  return {
    size: raw.size ?? null,
    country: directoryCountry(raw.country),
    service: raw.service ?? null,
    stars: raw.stars === undefined ? null : Number(raw.stars),
  };
}

export function isReviewFiltering(f: ReviewFilter): boolean {
  return REVIEW_FILTER_KEYS.some((k) => f[k] !== null);
}

/** The filter as URL parameters (empty ones left out; paths.providerReviews orders them). */
export function reviewFilterEntries(f: ReviewFilter): [string, string][] {
  const out: [string, string][] = [];
  for (const k of REVIEW_FILTER_KEYS) {
    const v = f[k];
    if (v === null) continue;
    out.push([REVIEW_FILTER_PARAMS[k].name, k === 'country' ? slugify(String(v)) : String(v)]);
  }
  return out;
}

export interface FilterableReview {
  overall_rating: number;
  context: ReviewContextView | null;
}

/** Whether a review passes every filter set (a review without context passes only stars). */
export function matchesReviewFilter(r: FilterableReview, f: ReviewFilter): boolean {
  if (f.stars !== null && Math.round(r.overall_rating) !== f.stars) return false;
  const c = r.context;
  if (f.size !== null && c?.company_size !== f.size) return false;
  if (f.country !== null && c?.reviewer_country !== f.country) return false;
  if (f.service !== null && c?.service !== f.service) return false;
  return true;
}

export interface ReviewFilterOptions {
  /** Size bands some review has, in the bands' order. */
  sizes: string[];
  /** Countries some review has: URL value and name, by name. */
  countries: { value: string; name: string }[];
  /** Services (category names) some review has. */
  services: string[];
}

/**
 * The values worth offering: those some public review of the provider has (a filter that
 * can only answer "ninguna" is not offered), plus the ones the filter is set to.
 */
export function reviewFilterOptions(
  reviews: readonly FilterableReview[],
  current: ReviewFilter = NO_REVIEW_FILTER,
): ReviewFilterOptions {
  const sizes = new Set<string>();
  const countries = new Set<string>();
  const services = new Set<string>();
  const add = (set: Set<string>, v: string | null | undefined) => {
    if (v) set.add(v);
  };
  for (const r of reviews) {
    add(sizes, r.context?.company_size);
    add(countries, r.context?.reviewer_country);
    add(services, r.context?.service);
  }
  add(sizes, current.size);
  add(countries, current.country);
  add(services, current.service);
  return {
    sizes: COMPANY_SIZES.filter((s) => sizes.has(s)),
    countries: [...countries]
      .sort((a, b) => a.localeCompare(b, 'es'))
      .map((name) => ({ value: slugify(name), name })),
    services: [...services],
  };
}
