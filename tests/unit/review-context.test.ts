// the review context's checks, its aggregate and what the form sends.
import { describe, expect, it } from 'vitest';
import {
  checkReviewContext,
  contextOf,
  recommendShare,
  reviewFacts,
  type ReviewFactsRow,
} from '@/lib/contract/review-context';
import { contentOf, EMPTY, fieldsOf, KEEP } from '@/islands/review/state';

const row = (over: Partial<ReviewFactsRow> = {}): ReviewFactsRow => ({
  rating_quality: 0,
  rating_compliance: 0,
  rating_support: 0,
  rating_value: 0,
  would_recommend: null,
  contract_model: '',
  cost_band: '',
  ...over,
});

describe('checkReviewContext', () => {
  it('accepts an empty context (older reviews) and a full valid one', () => {
    expect(checkReviewContext({}, [])).toEqual([]);
    expect(
      checkReviewContext(
        {
          service: 'payroll',
          company_size: '1000+',
          reviewer_country: 'Perú',
          industry: 'salud',
          relationship_duration: '5y+',
          relationship_status: 'ended',
          rating_quality: 1,
          rating_compliance: 5,
          rating_support: 0,
          rating_value: 3,
          contract_model: 'success_fee',
          cost_band: '15k+',
        },
        ['payroll'],
      ),
    ).toEqual([]);
  });

  it.each([
    ['service', 'benefits', 'review_service_invalid'],
    ['company_size', '2-5', 'review_company_size_invalid'],
    ['reviewer_country', 'mexico', 'review_country_invalid'],
    ['industry', 'Retail', 'review_industry_invalid'],
    ['relationship_duration', '3y', 'review_duration_invalid'],
    ['relationship_status', 'yes', 'review_relationship_invalid'],
    ['rating_quality', 6, 'review_subrating_invalid'],
    ['rating_value', -1, 'review_subrating_invalid'],
    ['rating_support', 4.5, 'review_subrating_invalid'],
    ['contract_model', 'free', 'review_contract_model_invalid'],
    ['cost_band', 7, 'review_cost_band_invalid'],
  ])('refuses %s = %j with %s', (field, value, code) => {
    expect(checkReviewContext({ [field]: value }, ['payroll'])).toEqual([{ field, code }]);
  });
});

describe('reviewFacts', () => {
  it('averages each sub-rating over the reviews that gave it, to two decimals', () => {
    const f = reviewFacts([
      row({ rating_quality: 5, rating_value: 1 }),
      row({ rating_quality: 4 }),
      row({ rating_quality: 4 }),
    ]);
    expect(f.sub.rating_quality).toEqual({ avg: 4.33, n: 3 });
    expect(f.sub.rating_value).toEqual({ avg: 1, n: 1 });
    expect(f.sub.rating_support).toEqual({ avg: 0, n: 0 });
  });

  it('counts the recommendation over the answers only', () => {
    const f = reviewFacts([
      row({ would_recommend: true }),
      row({ would_recommend: false }),
      row({ would_recommend: true }),
      row(),
    ]);
    expect(f.recommend).toEqual({ yes: 2, n: 3 });
    expect(recommendShare(f)).toBe(67);
    expect(recommendShare(reviewFacts([row()]))).toBeNull();
    expect(recommendShare(null)).toBeNull();
  });

  it('leaves the private fields out until 3 reviews gave them', () => {
    const two = [
      row({ cost_band: 'lt-500', contract_model: 'per_project' }),
      row({ cost_band: '15k+' }),
    ];
    const f2 = reviewFacts(two);
    expect(f2.cost_bands).toBeUndefined();
    expect(f2.contract_models).toBeUndefined();
    const f3 = reviewFacts([...two, row({ cost_band: 'lt-500' })]);
    expect(f3.cost_bands).toEqual({ n: 3, counts: { 'lt-500': 2, '15k+': 1 } });
    expect(f3.contract_models).toBeUndefined();
  });
});

describe('contextOf', () => {
  it('is null for a review without context and reads an unanswered recommendation as null', () => {
    expect(contextOf({ would_recommend: false, recommend_answered: false })).toBeNull();
    const c = contextOf({
      company_size: '11-50',
      would_recommend: false,
      recommend_answered: false,
    });
    expect(c?.company_size).toBe('11-50');
    expect(c?.would_recommend).toBeNull();
    expect(contextOf({ would_recommend: false, recommend_answered: true })?.would_recommend).toBe(
      false,
    );
  });

  it('never carries the private fields', () => {
    const c = contextOf({ industry: 'retail', cost_band: 'lt-500', contract_model: 'per_project' });
    expect(JSON.stringify(c)).not.toContain('lt-500');
    expect(JSON.stringify(c)).not.toContain('per_project');
  });
});

describe('the form body', () => {
  it('sends "¿Lo recomendarías?" only once answered', () => {
    expect(fieldsOf(EMPTY)).not.toHaveProperty('would_recommend');
    expect(fieldsOf({ ...EMPTY, would_recommend: false })).toHaveProperty('would_recommend', false);
  });

  it('keeps the stored private fields on an edit unless the author picks a value', () => {
    const edit = contentOf({ title: 'T', review_text: 'x', overall_rating: 3, industry: 'retail' });
    expect(edit.contract_model).toBe(KEEP);
    expect(fieldsOf(edit)).not.toHaveProperty('contract_model');
    expect(fieldsOf(edit)).not.toHaveProperty('cost_band');
    expect(fieldsOf({ ...edit, cost_band: '' })).toHaveProperty('cost_band', '');
    expect(fieldsOf(edit)).toMatchObject({ industry: 'retail', rating_quality: 0 });
  });
});
