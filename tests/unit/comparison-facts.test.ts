import { describe, expect, it } from 'vitest';
import { comparisonFactRows, factCountryOfName } from '@/lib/view/comparison-facts';
import { comparisonIndexPairs } from '@/lib/domain/comparison';
import { reviewerFacts } from '@/lib/domain/reviewer-facts';
import { sitemapEntries } from '@/lib/domain/sitemap';
import { EMPTY_FACTS, type ProviderFacts } from '@/lib/contract/provider-facts';

const acme: ProviderFacts = {
  countries: ['MX', 'CO'],
  sizes: ['51-200', '201-1000'],
  pricing_models: ['per_employee_month'],
  prices: [
    { country: 'MX', model: 'per_employee_month', currency: 'MXN', min: 80, max: 150 },
    { country: 'CO', model: 'per_employee_month', currency: 'COP', min: 9000, max: 9000 },
  ],
  obligations: ['cfdi_nomina', 'imss_infonavit', 'pila'],
  integrations: ['BUK', 'SAP SuccessFactors'],
};
const beta: ProviderFacts = { ...EMPTY_FACTS, countries: ['CL'], obligations: [] };
const ps = [
  { facts: acme, facts_updated: '2026-03-05 12:00:00.000Z' },
  { facts: beta, facts_updated: null },
  { facts: EMPTY_FACTS, facts_updated: null },
];
const byLabel = (rows: ReturnType<typeof comparisonFactRows>) =>
  Object.fromEntries(rows.map((r) => [r.label, r.values]));

describe('comparisonFactRows', () => {
  it('puts every declared fact side by side, one value per provider', () => {
    const rows = byLabel(comparisonFactRows(ps, null));
    expect(rows['Países que atiende']).toEqual([
      'México, Colombia',
      'Chile',
      'Sin datos declarados',
    ]);
    expect(rows['Tamaños de empresa que atiende']![0]).toBe('51-200 empleados, 201-1000 empleados');
    expect(rows['Modelo de precio']![1]).toBe('No declarado');
    expect(rows['Precios por país']![0]).toEqual([
      'México · Por empleado al mes: MXN 80 – 150',
      'Colombia · Por empleado al mes: COP 9,000',
    ]);
    expect(rows['Obligaciones locales que gestiona']![0]).toEqual([
      'México: CFDI de nómina, IMSS/INFONAVIT',
      'Colombia: PILA',
    ]);
    expect(rows['Integraciones con sistemas de RR. HH.']![0]).toBe('BUK, SAP SuccessFactors');
    expect(rows['Fuente']![0]).toMatch(
      /^Declarado por el proveedor, actualizado el 5 de marzo de 2026/,
    );
    expect(rows['Fuente']![2]).toBe('Sin datos declarados');
  });

  it('narrows prices and obligations to the chosen country and says who serves it', () => {
    const rows = byLabel(comparisonFactRows(ps, 'MX'));
    expect(rows['Atiende en México']).toEqual(['Sí', 'No', 'Sin datos declarados']);
    expect(rows['Precios en México']![0]).toEqual(['Por empleado al mes: MXN 80 – 150']);
    expect(rows['Obligaciones en México']![0]).toEqual(['CFDI de nómina, IMSS/INFONAVIT']);
    expect(rows['Obligaciones en México']![1]).toBe('No declarado');
  });

  it('maps stored country names to fact codes', () => {
    expect(factCountryOfName('México')).toBe('MX');
    expect(factCountryOfName('Perú')).toBe('PE');
    expect(factCountryOfName('Otro')).toBeNull();
  });
});

describe('comparisonIndexPairs and the sitemap', () => {
  const providers = ['a', 'b', 'c', 'd'].map((id) => ({ id, categories: ['payroll'] }));
  const cats = [{ name: 'payroll' }, { name: 'empty' }];

  it('pairs the first three of each category and skips categories without a pair', () => {
    const groups = comparisonIndexPairs(providers, cats);
    expect(groups).toHaveLength(1);
    expect(groups[0]!.pairs.map(([x, y]) => x.id + y.id)).toEqual(['ab', 'ac', 'bc']);
  });

  it('lists the index comparisons in the sitemap', () => {
    const locs = sitemapEntries({
      providerSlugs: [],
      categoryNames: [],
      countrySlugs: [],
      posts: [],
      comparisonPaths: ['/comparativas/a-vs-b'],
    }).map((e) => e.loc);
    expect(locs).toContain('/comparativas/a-vs-b');
  });
});

describe('reviewerFacts', () => {
  it('shows reviewer company sizes only from 3 answers, as shares', () => {
    expect(reviewerFacts(null, ['51-200', '51-200', ''])).toBeNull();
    const f = reviewerFacts(null, ['51-200', '51-200', '1-10', '', 'bogus']);
    expect(f?.sizes).toEqual({
      n: 3,
      shares: [
        { key: '1-10', n: 1, percent: 33 },
        { key: '51-200', n: 2, percent: 67 },
      ],
    });
    expect(f?.models).toBeNull();
  });

  it('keeps the private aggregates only when the stored one has at least 3 answers', () => {
    const f = reviewerFacts(
      {
        contract_models: { n: 4, counts: { monthly_fee: 3, per_project: 1 } },
        cost_bands: { n: 2, counts: { 'lt-500': 2 } },
      },
      [],
    );
    expect(f?.models?.shares.map((s) => [s.key, s.percent])).toEqual([
      ['monthly_fee', 75],
      ['per_project', 25],
    ]);
    expect(f?.costs).toBeNull();
    expect(f?.sizes).toBeNull();
  });
});
