/**
 * Review context and sub-ratings: the lists the review form offers, the server
 * validates (pb_hooks/lib/reviews.js through the hooks bundle), the seed fills and the
 * provider page filters by, and the per-provider aggregate (`providers.review_facts`) the
 * hooks store after every review change and the tests recount.
 *
 * Every field is optional: reviews written before the form asked for them stay valid and are
 * shown without context. `contract_model` and `cost_band` are private (hidden fields, never
 * returned per review by any API): they only reach the public through `review_facts`, and
 * only once at least PRIVATE_AGGREGATE_MIN public reviews gave them.
 */
import { EMPLOYEE_COUNTS } from './fields';
import { FORM_COUNTRIES } from './countries';
import { isRating } from './reviews';
import type { ErrorCode } from './errors';

/** The reviewer's company size: the same bands as a provider's `employee_count`. */
export const COMPANY_SIZES = EMPLOYEE_COUNTS;

/** The reviewer's company country: the provider form's list (stored by name). */
export const REVIEWER_COUNTRIES = FORM_COUNTRIES;

export const INDUSTRIES = [
  'tecnologia',
  'manufactura',
  'retail',
  'finanzas',
  'salud',
  'educacion',
  'logistica',
  'construccion',
  'alimentos',
  'servicios',
  'energia',
  'gobierno',
  'otra',
] as const;
export type Industry = (typeof INDUSTRIES)[number];

/** How long the relationship lasted. */
export const DURATIONS = ['lt-6m', '6-12m', '1-2y', '2-5y', '5y+'] as const;
export type Duration = (typeof DURATIONS)[number];

/** Whether the relationship continues (`relationship_status`). */
export const RELATIONSHIPS = ['ongoing', 'ended'] as const;
export type Relationship = (typeof RELATIONSHIPS)[number];

/** How the service was charged (private: aggregates only): the pricing models of the provider facts (contract/provider-facts.ts). */
export const CONTRACT_MODELS = [
  'per_employee_month',
  'monthly_fee',
  'success_fee',
  'per_project',
  'per_participant',
] as const;
export type ContractModel = (typeof CONTRACT_MODELS)[number];

/** What the service cost per month in US dollars or their equivalent (private: aggregates only). */
export const COST_BANDS = ['lt-500', '500-2k', '2k-5k', '5k-15k', '15k+'] as const;
export type CostBand = (typeof COST_BANDS)[number];

/** The four sub-ratings (1..5; 0 when not given), by field. */
export const SUB_RATINGS = [
  'rating_quality',
  'rating_compliance',
  'rating_support',
  'rating_value',
] as const;
export type SubRatingField = (typeof SUB_RATINGS)[number];

/** Never returned per review by any API (hidden fields; the hooks never unhide them). */
export const PRIVATE_REVIEW_FIELDS = ['contract_model', 'cost_band'] as const;

/** A private field reaches the public only as an aggregate of at least this many reviews. */
export const PRIVATE_AGGREGATE_MIN = 3;

/** The public context fields of a review (text fields; '' when not given). */
export const CONTEXT_TEXT_FIELDS = [
  'service',
  'company_size',
  'reviewer_country',
  'industry',
  'relationship_duration',
  'relationship_status',
] as const;
export type ContextTextField = (typeof CONTEXT_TEXT_FIELDS)[number];

/** Every field of the review context a client may write (a change is an edit). */
export const CONTEXT_FIELDS = [
  ...CONTEXT_TEXT_FIELDS,
  ...SUB_RATINGS,
  ...PRIVATE_REVIEW_FIELDS,
] as const;

/** The values a review's context may carry, as read from a record or a form. */
export interface ReviewContextInput {
  service?: unknown;
  company_size?: unknown;
  reviewer_country?: unknown;
  industry?: unknown;
  relationship_duration?: unknown;
  relationship_status?: unknown;
  rating_quality?: unknown;
  rating_compliance?: unknown;
  rating_support?: unknown;
  rating_value?: unknown;
  contract_model?: unknown;
  cost_band?: unknown;
}

export interface ContextProblem {
  field: (typeof CONTEXT_FIELDS)[number];
  code: ErrorCode;
}

const isIn = (list: readonly string[], v: unknown): boolean =>
  v === undefined || v === null || v === '' || (typeof v === 'string' && list.includes(v));

/**
 * Every bad value of a review's context, one problem per field (empty when valid). `service`
 * must be one of the provider's categories (`serviceChoices`).
 */
export function checkReviewContext(
  v: ReviewContextInput,
  serviceChoices: readonly string[],
): ContextProblem[] {
  const out: ContextProblem[] = [];
  const check = (ok: boolean, field: ContextProblem['field'], code: ErrorCode) => {
    if (!ok) out.push({ field, code });
  };
  check(isIn(serviceChoices, v.service), 'service', 'review_service_invalid');
  check(isIn(COMPANY_SIZES, v.company_size), 'company_size', 'review_company_size_invalid');
  check(isIn(REVIEWER_COUNTRIES, v.reviewer_country), 'reviewer_country', 'review_country_invalid');
  check(isIn(INDUSTRIES, v.industry), 'industry', 'review_industry_invalid');
  check(
    isIn(DURATIONS, v.relationship_duration),
    'relationship_duration',
    'review_duration_invalid',
  );
  check(
    isIn(RELATIONSHIPS, v.relationship_status),
    'relationship_status',
    'review_relationship_invalid',
  );
  for (const field of SUB_RATINGS) {
    const n = v[field];
    const ok = n === undefined || n === null || n === 0 || isRating(n);
    if (!ok) {
      out.push({ field, code: 'review_subrating_invalid' });
    }
  }
  check(isIn(CONTRACT_MODELS, v.contract_model), 'contract_model', 'review_contract_model_invalid');
  check(isIn(COST_BANDS, v.cost_band), 'cost_band', 'review_cost_band_invalid');
  return out;
}

/** One public review's row as the aggregate reads it (`would_recommend` null: not answered). */
export interface ReviewFactsRow {
  rating_quality: number;
  rating_compliance: number;
  rating_support: number;
  rating_value: number;
  would_recommend: boolean | null;
  contract_model: string;
  cost_band: string;
}

/** An average over the reviews that gave a value; `avg` rounded to two decimals. */
export interface Mean {
  avg: number;
  n: number;
}

/**
 * `providers.review_facts`: what the public reviews of a provider say beyond the stars.
 * `contract_models` / `cost_bands` (counts per value) are present only when at least
 * PRIVATE_AGGREGATE_MIN public reviews gave one.
 */
export interface ReviewFacts {
  sub: Record<SubRatingField, Mean>;
  recommend: { yes: number; n: number };
  contract_models?: { n: number; counts: Partial<Record<ContractModel, number>> };
  cost_bands?: { n: number; counts: Partial<Record<CostBand, number>> };
}

const round2 = (x: number) => Math.round(x * 100) / 100;

/** The aggregate of a provider's public reviews (hooks store it; tests recount with it). */
export function reviewFacts(rows: readonly ReviewFactsRow[]): ReviewFacts {
  const sub = {} as Record<SubRatingField, Mean>;
  for (const field of SUB_RATINGS) {
    const given = rows.map((r) => r[field]).filter(isRating);
    const sum = given.reduce((s, n) => s + n, 0);
    sub[field] = { avg: given.length ? round2(sum / given.length) : 0, n: given.length };
  }
  const answered = rows.filter((r) => r.would_recommend !== null);
  const facts: ReviewFacts = {
    sub,
    recommend: { yes: answered.filter((r) => r.would_recommend).length, n: answered.length },
  };
  const tally = <K extends string>(list: readonly K[], pick: (r: ReviewFactsRow) => string) => {
    const counts: Partial<Record<K, number>> = {};
    let n = 0;
    for (const r of rows) {
      const v = pick(r) as K;
      if (!list.includes(v)) continue;
      counts[v] = (counts[v] ?? 0) + 1;
      n++;
    }
    return n >= PRIVATE_AGGREGATE_MIN ? { n, counts } : undefined;
  };
  const models = tally(CONTRACT_MODELS, (r) => r.contract_model);
  const bands = tally(COST_BANDS, (r) => r.cost_band);
  if (models) facts.contract_models = models;
  if (bands) facts.cost_bands = bands;
  return facts;
}

/** "X %" of the reviewers who answered would recommend the provider (null: nobody answered). */
export function recommendShare(facts: Pick<ReviewFacts, 'recommend'> | null): number | null {
  if (!facts || facts.recommend.n === 0) return null;
  return Math.round((facts.recommend.yes / facts.recommend.n) * 100);
}

/** A review's public context as pages show and filter it (never the private fields). */
export interface ReviewContextView {
  service: string;
  company_size: string;
  reviewer_country: string;
  industry: string;
  relationship_duration: string;
  relationship_status: string;
  sub: Record<SubRatingField, number>;
  /** Null: the question was not answered (reviews written before it was asked). */
  would_recommend: boolean | null;
}

/** The public context of a stored review as read, '' / 0 / null where not given. */
export function readContext(r: Readonly<Record<string, unknown>>): ReviewContextView {
  const text = (k: string) => (typeof r[k] === 'string' ? r[k] : '');
  const sub = {} as Record<SubRatingField, number>;
  for (const f of SUB_RATINGS) sub[f] = Number(r[f] ?? 0) || 0;
  const view: ReviewContextView = {
    service: text('service'),
    company_size: text('company_size'),
    reviewer_country: text('reviewer_country'),
    industry: text('industry'),
    relationship_duration: text('relationship_duration'),
    relationship_status: text('relationship_status'),
    sub,
    would_recommend:
      r['recommend_answered'] === true || r['recommend_answered'] === 1
        ? r['would_recommend'] === true || r['would_recommend'] === 1
        : null,
  };
  return view;
}

/** The public context of a stored review, or null when it has none (older reviews). */
export function contextOf(r: Readonly<Record<string, unknown>>): ReviewContextView | null {
  const view = readContext(r);
  const sub = view.sub;
  const given =
    CONTEXT_TEXT_FIELDS.some((k) => view[k] !== '') ||
    SUB_RATINGS.some((k) => sub[k] > 0) ||
    view.would_recommend !== null;
  return given ? view : null;
}

/** The public context fields a page reads of a review (records API `fields`, bulk SQL). */
export const PUBLIC_CONTEXT_FIELDS = [
  ...CONTEXT_TEXT_FIELDS,
  ...SUB_RATINGS,
  'recommend_answered',
] as const;
