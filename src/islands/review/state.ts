/**
 * The review form's state as plain data and pure functions (what the author writes, its
 * checks, the record body it becomes), shared by the new review and the edit.
 */
import { REVIEW_TEXT_MIN } from '@/lib/contract/fields';
import { errorText } from '@/lib/contract/errors';
import {
  CONTEXT_TEXT_FIELDS,
  readContext,
  type ReviewContextView,
  type SubRatingField,
} from '@/lib/contract/review-context';
import { messages } from '@/lib/messages';

/** The private fields on an edit: kept as stored (never read back), cleared, or a new value. */
export const KEEP = '__keep__';

/**
 * What the author writes: the review, its public context (contract/review-context.ts; '' / 0
 * when not given, `would_recommend` null when not answered: nothing is sent) and the private
 * fields.
 */
export interface Content extends ReviewContextView {
  title: string;
  text: string;
  rating: number;
  pros: string;
  cons: string;
  anonymous: boolean;
  /** KEEP on an edit until the author picks a value. */
  contract_model: string;
  cost_band: string;
}

export const EMPTY: Content = {
  title: '',
  text: '',
  rating: 0,
  pros: '',
  cons: '',
  anonymous: false,
  ...readContext({}),
  contract_model: '',
  cost_band: '',
};

/** An own review read back for the edit form (the records API never returns private fields). */
export function contentOf(r: Readonly<Record<string, unknown>>): Content {
  const text = (k: string) => (typeof r[k] === 'string' ? r[k] : '');
  return {
    title: text('title'),
    text: text('review_text'),
    rating: Number(r['overall_rating'] ?? 0) || 0,
    pros: text('pros'),
    cons: text('cons'),
    anonymous: r['anonymous'] === true,
    ...readContext(r),
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
    ...Object.fromEntries(CONTEXT_TEXT_FIELDS.map((k) => [k, c[k]])),
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

/** The content with one field changed. */
export function withField<K extends keyof Content>(c: Content, key: K, v: Content[K]): Content {
  return { ...c, [key]: v };
}

/** A field's setter for the views: `set('title')(v)` hands on the content with it changed. */
export const setterOf =
  (c: Content, onChange: (next: Content) => void) =>
  <K extends keyof Content>(key: K) =>
  (v: Content[K]) =>
    onChange(withField(c, key, v));

/** A sub-rating's star picked: that many stars, or none when the one shown is picked again. */
export function withSubRating(c: Content, field: SubRatingField, n: number): Content {
  return { ...c, sub: { ...c.sub, [field]: c.sub[field] === n ? 0 : n } };
}

/** "¿La relación sigue vigente?" as yes (ongoing), no (ended) or unanswered. */
export function relationshipAnswer(status: Content['relationship_status']): boolean | null {
  return status === '' ? null : status === 'ongoing';
}

export function relationshipStatusOf(ongoing: boolean): Content['relationship_status'] {
  return ongoing ? 'ongoing' : 'ended';
}

/**
 * The service select's options after "choose": a stored service the provider no longer lists
 * stays selectable (first, under its own name), then the provider's services.
 */
export function serviceChoices<S extends { name: string; label: string }>(
  services: readonly S[],
  current: string,
): { name: string; label: string }[] {
  const stale = current && !services.some((s) => s.name === current);
  return [...(stale ? [{ name: current, label: current }] : []), ...services];
}

/** The review text's length against the minimum (the counter under the box). */
export function textProgress(text: string): { length: number; enough: boolean } {
  const length = text.trim().length;
  return { length, enough: length >= REVIEW_TEXT_MIN };
}
