/**
 * The review form's state as plain data and pure functions (what the author writes, its
 * checks, the record body it becomes), shared by the new review and the edit.
 */
import { REVIEW_TEXT_MIN } from '@/lib/contract/fields';
import { errorText } from '@/lib/contract/errors';
import { SUB_RATINGS, type SubRatingField } from '@/lib/contract/review-context';
import { messages } from '@/lib/messages';

/** The private fields on an edit: kept as stored (never read back), cleared, or a new value. */
export const KEEP = '__keep__';

/** What the author writes. Context values are '' (or 0, null) when not given. */
export interface Content {
  title: string;
  text: string;
  rating: number;
  pros: string;
  cons: string;
  anonymous: boolean;
  service: string;
  company_size: string;
  reviewer_country: string;
  industry: string;
  relationship_duration: string;
  relationship_status: string;
  /** Null: not answered (nothing is sent). */
  would_recommend: boolean | null;
  sub: Record<SubRatingField, number>;
  /** KEEP on an edit until the author picks a value. */
  contract_model: string;
  cost_band: string;
}

const noSub = (): Record<SubRatingField, number> =>
  Object.fromEntries(SUB_RATINGS.map((f) => [f, 0])) as Record<SubRatingField, number>;

export const EMPTY: Content = {
  title: '',
  text: '',
  rating: 0,
  pros: '',
  cons: '',
  anonymous: false,
  service: '',
  company_size: '',
  reviewer_country: '',
  industry: '',
  relationship_duration: '',
  relationship_status: '',
  would_recommend: null,
  sub: noSub(),
  contract_model: '',
  cost_band: '',
};

/** An own review read back for the edit form (the records API never returns private fields). */
export function contentOf(r: Readonly<Record<string, unknown>>): Content {
  const text = (k: string) => (typeof r[k] === 'string' ? r[k] : '');
  const sub = noSub();
  for (const f of SUB_RATINGS) sub[f] = Number(r[f] ?? 0) || 0;
  return {
    title: text('title'),
    text: text('review_text'),
    rating: Number(r['overall_rating'] ?? 0) || 0,
    pros: text('pros'),
    cons: text('cons'),
    anonymous: r['anonymous'] === true,
    service: text('service'),
    company_size: text('company_size'),
    reviewer_country: text('reviewer_country'),
    industry: text('industry'),
    relationship_duration: text('relationship_duration'),
    relationship_status: text('relationship_status'),
    would_recommend: r['recommend_answered'] === true ? r['would_recommend'] === true : null,
    sub,
    contract_model: KEEP,
    cost_band: KEEP,
  };
}

/** The record body of a create or an update. */
export function fieldsOf(c: Content): Record<string, unknown> {
  const body: Record<string, unknown> = {
    title: c.title.trim(),
    review_text: c.text.trim(),
    overall_rating: c.rating,
    pros: c.pros.trim(),
    cons: c.cons.trim(),
    anonymous: c.anonymous,
    service: c.service,
    company_size: c.company_size,
    reviewer_country: c.reviewer_country,
    industry: c.industry,
    relationship_duration: c.relationship_duration,
    relationship_status: c.relationship_status,
    ...c.sub,
  };
  if (c.would_recommend !== null) body['would_recommend'] = c.would_recommend;
  if (c.contract_model !== KEEP) body['contract_model'] = c.contract_model;
  if (c.cost_band !== KEEP) body['cost_band'] = c.cost_band;
  return body;
}

export interface Problem {
  title: string;
  description?: string | undefined;
}

export function validateReview(
  /** `originalText`: an edit keeps an older, shorter text unless it changes it. */
  v: { provider: string; title: string; text: string; rating: number; originalText?: string },
  own: boolean,
): Problem | null {
  if (!v.provider || !v.title.trim() || !v.text.trim() || v.rating === 0) {
    return { title: messages.common.requiredFields };
  }
  if (v.text.trim() !== v.originalText?.trim() && v.text.trim().length < REVIEW_TEXT_MIN) {
    return { title: errorText('review_text_short', { min: REVIEW_TEXT_MIN }) };
  }
  if (own) return { title: messages.review.ownCompany };
  return null;
}
