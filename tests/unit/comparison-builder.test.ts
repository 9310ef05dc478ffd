// comparisons of 2 to 4 providers (the comparison builder's URLs).
import { describe, expect, it } from 'vitest';
import { comparisonSlugOf, parseComparisonTerms, pickComparison } from '@/lib/domain/comparison';
import { listEs } from '@/lib/messages/comparison';

describe('comparisons of 2 to 4 providers', () => {
  it.each([
    ['acme-vs-nube-rh', ['acme', 'nube rh']],
    ['a-vs-b-vs-c', ['a', 'b', 'c']],
    ['a-vs-b-vs-c-vs-d', ['a', 'b', 'c', 'd']],
    ['a-vs-b-vs-c-vs-d-vs-e', null],
    ['acme', null],
    ['a-vs--vs-c', null],
  ])('parseComparisonTerms(%j) is %j', (param, expected) => {
    expect(parseComparisonTerms(param)).toEqual(expected);
  });

  it('builds the URL parameter of company names and finds the same providers back', () => {
    const providers = [
      { id: '1', company_name: 'Cálculo Fácil S.A.' },
      { id: '2', company_name: 'Cálculo' },
      { id: '3', company_name: 'Nube RH' },
      { id: '4', company_name: 'Talento 360' },
    ];
    const slug = comparisonSlugOf(['Cálculo', 'Talento 360', 'Cálculo Fácil S.A.']);
    expect(slug).toBe('calculo-vs-talento-360-vs-calculo-facil-s-a');
    const terms = parseComparisonTerms(slug)!;
    expect(pickComparison(providers, terms).map((p) => p.id)).toEqual(['2', '4', '1']);
  });

  it('never picks a provider twice', () => {
    const providers = [
      { id: '1', company_name: 'Acme Uno' },
      { id: '2', company_name: 'Acme Dos' },
    ];
    expect(pickComparison(providers, ['acme', 'acme', 'acme']).map((p) => p.id)).toEqual([
      '1',
      '2',
    ]);
  });

  it.each([
    [['A'], 'A'],
    [['A', 'B'], 'A y B'],
    [['A', 'B', 'C'], 'A, B y C'],
  ])('listEs(%j) is %j', (items, text) => {
    expect(listEs(items)).toBe(text);
  });
});
