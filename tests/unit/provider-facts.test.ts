import { describe, expect, it } from 'vitest';
import {
  checkFacts,
  currenciesOf,
  OBLIGATIONS,
  readFacts,
  EMPTY_FACTS,
} from '@/lib/contract/provider-facts';
import {
  matchesFactFilter,
  NO_FACT_FILTER,
  parseFactFilter,
  refusedFactParams,
} from '@/lib/domain/fact-filters';
import { parseDirectoryState, queryDirectory } from '@/lib/domain/directory-query';
import { ProviderTextIndex } from '@/lib/domain/provider-search';
import { buildDataset } from '../../scripts/seed-data/dataset.ts';
import { publicDirectory } from '../../scripts/seed-data/directory.ts';

describe('checkFacts', () => {
  it('accepts the empty document and an absent one', () => {
    expect(checkFacts(null)).toEqual({ facts: EMPTY_FACTS, problems: [] });
    expect(checkFacts({})).toEqual({ facts: EMPTY_FACTS, problems: [] });
  });

  it.each([
    [{ countries: ['MX', 'mx'] }, 'facts_country_invalid', 'mx'],
    [{ sizes: ['1000+', '2-3'] }, 'facts_size_invalid', '2-3'],
    [{ pricing_models: ['free'] }, 'facts_pricing_model_invalid', 'free'],
    [
      {
        countries: ['AR'],
        pricing_models: ['per_project'],
        prices: [{ country: 'AR', model: 'per_project', currency: 'BRL', min: 1, max: 2 }],
      },
      'facts_currency_invalid',
      'BRL',
    ],
    [
      {
        countries: ['AR'],
        pricing_models: ['per_project'],
        prices: [{ country: 'AR', model: 'per_project', currency: 'ARS', min: '1', max: 2 }],
      },
      'facts_price_range_invalid',
      '1–2',
    ],
    [
      {
        countries: ['AR'],
        pricing_models: ['per_project'],
        prices: [{ country: 'AR', model: 'monthly_fee', currency: 'ARS', min: 1, max: 2 }],
      },
      'facts_price_model',
      'Cuota mensual',
    ],
    [{ countries: ['PE'], obligations: ['f931'] }, 'facts_obligation_country', 'F.931'],
    [{ integrations: ['x'.repeat(61)] }, 'facts_integration_invalid', 'x'.repeat(61)],
  ])('refuses %j (%s)', (input, code, value) => {
    const { problems } = checkFacts(input);
    expect(problems).toHaveLength(1);
    expect(problems[0]).toMatchObject({ code, params: { value } });
  });

  it('offers a country its local currency and USD only', () => {
    expect(currenciesOf('CL')).toEqual(['CLP', 'USD']);
    expect(currenciesOf('UY')).toEqual(['USD']);
  });

  it('keeps one list of obligations, each of a country with prices in the list', () => {
    for (const o of Object.values(OBLIGATIONS)) expect(currenciesOf(o.country).length).toBe(2);
  });

  it('reads a stored document keeping only what is valid', () => {
    expect(readFacts('{"countries":["CO","XX"],"obligations":["pila","previred"]}')).toEqual({
      ...EMPTY_FACTS,
      countries: ['CO'],
      obligations: ['pila'],
    });
    expect(readFacts('not json')).toEqual(EMPTY_FACTS);
  });

  it('reads a valid stored document as the server normalized it', () => {
    const stored = {
      countries: ['CO', 'MX'],
      sizes: ['51-200'],
      pricing_models: ['per_employee_month'],
      prices: [{ country: 'MX', model: 'per_employee_month', currency: 'MXN', min: 80, max: 150 }],
      obligations: ['pila'],
      integrations: ['SAP'],
    };
    const { facts, problems } = checkFacts(stored);
    expect(problems).toEqual([]);
    expect(readFacts(stored)).toEqual(facts);
    expect(readFacts(JSON.stringify(stored))).toEqual(facts);
    // One value refused: the rest of the document is kept.
    expect(readFacts({ ...stored, sizes: ['51-200', 'enorme'] })).toEqual(facts);
  });
});

// The demo directory as the seed publishes it.
const { providers, labels, names } = publicDirectory(
  buildDataset({ providers: 520, reviews: 3120 }),
);

describe('the seeded facts', () => {
  it('are all accepted by the server', () => {
    for (const p of providers) expect(checkFacts(p.facts).problems).toEqual([]);
  });
});

describe('facts filters', () => {
  it('reads the URL and refuses values outside the lists', () => {
    const params = new URLSearchParams(
      'atiende=CL&tamano=1000%2B&obligacion=previred&calificacion=4',
    );
    expect(parseFactFilter(params)).toEqual({
      served: 'CL',
      size: '1000+',
      pricing: null,
      obligation: 'previred',
      minRating: 4,
    });
    expect(
      refusedFactParams(new URLSearchParams('atiende=XX&modelo=gratis&tamano=51-200')),
    ).toEqual(['atiende', 'modelo']);
  });

  it('keeps exactly the providers that declare every filtered fact', () => {
    const state = parseDirectoryState(
      new URLSearchParams('obligacion=cfdi_nomina&tamano=51-200'),
      names,
    );
    const all = queryDirectory(providers, { ...state, page: 1 }, () => null);
    const expected = providers.filter(
      (p) => p.facts.obligations.includes('cfdi_nomina') && p.facts.sizes.includes('51-200'),
    );
    expect(all.total).toBe(expected.length);
    expect(all.total).toBeGreaterThan(0);
    expect(all.total).toBeLessThan(providers.length);
  });

  it('compares the minimum rating with the rating as printed', () => {
    const f = { ...NO_FACT_FILTER, minRating: 4.5 };
    expect(matchesFactFilter({ average_rating: 4.46 }, f)).toBe(true);
    expect(matchesFactFilter({ average_rating: 4.44 }, f)).toBe(false);
    expect(matchesFactFilter({ average_rating: null }, f)).toBe(false);
  });
});

describe('search by obligation', () => {
  const index = new ProviderTextIndex(providers, labels);
  it.each([
    ['cfdi', 'cfdi_nomina'],
    ['CFDI de nómina', 'cfdi_nomina'],
    ['previred', 'previred'],
    ['nomina electronica', 'nomina_electronica'],
    ['libro de remuneraciones', 'lre'],
    ['esocial', 'esocial'],
    ['formulario 931', 'f931'],
  ])('"%s" finds every provider that declares %s', (q, obligation) => {
    const found = index.match(q)!;
    const declaring = providers.filter((p) => p.facts.obligations.includes(obligation as never));
    expect(declaring.length).toBeGreaterThan(0);
    for (const p of declaring) expect(found.has(p.id)).toBe(true);
  });
});
