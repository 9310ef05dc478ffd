import { describe, expect, it } from 'vitest';
import {
  EMPTY,
  editIdOf,
  mayEdit,
  newPrice,
  saveProblem,
  toBody,
  validateProvider,
  withCountries,
  withLanguage,
  withPrice,
  withPricingModels,
} from '@/islands/provider-form/state';
import { messages } from '@/lib/messages';
import { errorText } from '@/lib/contract/errors';
import { EMPTY_FACTS, type ProviderFacts } from '@/lib/contract/provider-facts';

const facts: ProviderFacts = {
  ...EMPTY_FACTS,
  countries: ['MX', 'CL'],
  pricing_models: ['monthly_fee'],
  prices: [
    { country: 'MX', model: 'monthly_fee', currency: 'MXN', min: 1, max: 2 },
    { country: 'CL', model: 'monthly_fee', currency: 'CLP', min: 1, max: 2 },
  ],
  obligations: ['cfdi_nomina', 'previred'],
};

describe('the profile editor state', () => {
  it.each([
    [['Español'], 'Inglés', ['Español', 'Inglés']],
    [['Español'], '  español ', ['Español']],
    [['Español'], '   ', ['Español']],
    [[], 'Portugués  de Brasil', ['Portugués de Brasil']],
  ])('adds a language to %j: %j → %j', (list, name, expected) => {
    expect(withLanguage(list, name)).toEqual(expected);
  });

  it('drops the prices and obligations of a country no longer served', () => {
    const next = withCountries(facts, ['MX']);
    expect(next.prices.map((p) => p.country)).toEqual(['MX']);
    expect(next.obligations).toEqual(['cfdi_nomina']);
  });

  it('offers a new price row only for a country and model not priced yet', () => {
    expect(newPrice(facts)).toBeNull();
    expect(newPrice({ ...facts, pricing_models: ['monthly_fee', 'per_project'] })).toEqual({
      country: 'MX',
      model: 'per_project',
      currency: 'MXN',
      min: 0,
      max: 0,
    });
  });

  it("switches to the new country's currency when the old one does not fit", () => {
    const mx = facts.prices[0]!;
    expect(withPrice(mx, { country: 'CL' }).currency).toBe('CLP');
    expect(withPrice({ ...mx, currency: 'USD' }, { country: 'UY' }).currency).toBe('USD');
  });

  it('refuses facts the server would refuse, with one Spanish line per value', () => {
    const values = {
      ...EMPTY,
      company_name: 'Acme',
      description: 'Nómina',
      headquarters_country: 'México',
      categories: ['payroll'],
      facts: { ...EMPTY_FACTS, countries: ['MX' as const], obligations: ['previred' as const] },
    };
    expect(validateProvider(values)?.details).toEqual([
      'La obligación Previred es de Chile: agrega Chile a los países que atiendes.',
    ]);
    expect(validateProvider({ ...values, facts: { ...values.facts, obligations: [] } })).toBeNull();
  });

  it('sends the typed integrations as a list', () => {
    expect(toBody({ ...EMPTY, integrations: ' BUK, , Workday ' }).facts.integrations).toEqual([
      'BUK',
      'Workday',
    ]);
  });

  it('unchecking a pricing model drops its price rows; the others stay', () => {
    const two: ProviderFacts = {
      ...facts,
      pricing_models: ['monthly_fee', 'per_project'],
      prices: [
        ...facts.prices,
        { country: 'MX', model: 'per_project', currency: 'MXN', min: 5, max: 9 },
      ],
    };
    const next = withPricingModels(two, ['per_project']);
    expect(next.pricing_models).toEqual(['per_project']);
    expect(next.prices).toEqual([two.prices[2]]);
    expect(withPricingModels(two, ['monthly_fee', 'per_project'])).toEqual(two);
  });
});

describe('the profile editor’s access and refused saves', () => {
  it.each([
    ['', null],
    ['?edit=abc123', 'abc123'],
    ['?desde=panel&edit=x9', 'x9'],
  ])('the query %j edits %j', (search, id) => {
    expect(editIdOf(search)).toBe(id);
  });

  it.each([
    ['u1', 'u1', false, true],
    ['u1', 'u2', false, false],
    ['u1', 'u2', true, true],
    ['', 'u2', true, true],
  ])('a provider of %j opened by %j (admin: %j) may be edited: %j', (owner, user, admin, ok) => {
    expect(mayEdit({ user: owner }, user, admin)).toBe(ok);
  });

  it.each([
    [{}, undefined],
    [{ response: { data: { company_name: { code: 'x', message: 'm' } } } }, undefined],
    [
      { response: { data: { 'facts.countries': { code: 'facts_shape', params: { value: '' } } } } },
      [errorText('facts_shape', { value: '' })],
    ],
  ])('the refusal %j names the facts %j', (err, details) => {
    const p = saveProblem(err, 'Motivo');
    expect(p).toEqual({
      title: messages.providerForm.saveError,
      description: 'Motivo',
      ...(details ? { field: 'facts', details } : {}),
    });
  });
});
