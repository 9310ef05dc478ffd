import { describe, expect, it } from 'vitest';
import {
  demoDirectory,
  evaluate,
  FLOORS,
  grade,
  QUERIES,
  summarize,
} from '../relevance/search-relevance';
import { parseDirectoryState, queryDirectory } from '@/lib/domain/directory-query';

const dir = demoDirectory();
const page = (q: string) =>
  queryDirectory(
    dir.providers,
    parseDirectoryState(new URLSearchParams({ q }), dir.names),
    (text, keep) => dir.index.search(text, keep),
  );
const byName = new Map(dir.providers.map((p) => [p.company_name, p]));

describe('search relevance on the demo data (labelled queries)', () => {
  const scores = evaluate(dir);
  const summary = summarize(scores);
  const of = (group: string) => summary.find((s) => s.group === group)!;

  it('has at least 150 labelled queries in every group, each with relevant providers', () => {
    expect(QUERIES.length).toBeGreaterThanOrEqual(150);
    for (const g of [
      'names',
      'categories',
      'category × country',
      'obligations',
      'typos',
      'inflections',
      'everyday',
    ]) {
      expect(of(g).queries, g).toBeGreaterThanOrEqual(10);
    }
    for (const lq of QUERIES) {
      expect(
        dir.providers.some((p) => grade(p, lq.intent) > 0),
        lq.q,
      ).toBe(true);
    }
  });

  it('meets the floors: nDCG@10 overall and on typos, zero-result rate', () => {
    const overall = of('overall');
    expect(overall.ndcg).toBeGreaterThanOrEqual(FLOORS.ndcg);
    expect(of('typos').ndcg).toBeGreaterThanOrEqual(FLOORS.typosNdcg);
    expect(overall.zeroRate).toBeLessThanOrEqual(FLOORS.zeroRate);
  });
});

describe('search behaviour on the demo data', () => {
  it.each(['nomnia', 'reclutamineto', 'capacitacoin', 'beneficois'])(
    'a transposition is one typo: %j finds its category',
    (q) => {
      const slice = page(q);
      expect(slice.total).toBeGreaterThan(50);
      expect(slice.dropped).toEqual([]);
    },
  );

  it('a typo in a country: "nómina en Chiel" finds payroll providers of Chile', () => {
    const slice = page('nómina en Chiel');
    expect(slice.total).toBeGreaterThan(0);
    for (const p of slice.items) {
      expect(p.headquarters_country === 'Chile' || p.facts.countries.includes('CL')).toBe(true);
    }
  });

  it('a country in the query means headquartered in or serving it', () => {
    const served = dir.providers.find(
      (p) =>
        p.categories.includes('payroll') &&
        p.headquarters_country !== 'Chile' &&
        p.facts.countries.includes('CL'),
    )!;
    expect(served).toBeDefined();
    expect(dir.index.search('nómina en Chile')!.scores.has(served.id)).toBe(true);
  });

  it('drops the least informative words when not every word can match, and says so', () => {
    expect(page('sistema de recursos humanos').total).toBeGreaterThan(100);
    const slice = page('nómina zzzqx');
    expect(slice.dropped).toEqual(['zzzqx']);
    expect(slice.total).toBeGreaterThan(100);
    expect(page('beneficios para empleados').items[0]!.categories).toContain('benefits');
  });

  it('categories answer for their everyday names: "HRIS" finds every HR-tech provider', () => {
    const hrTech = dir.providers.filter((p) => p.categories.includes('hr_tech'));
    const found = dir.index.search('HRIS')!.scores;
    expect(hrTech.every((p) => found.has(p.id))).toBe(true);
  });

  it('registered terms match exactly: "eSocial" finds only providers that declare it', () => {
    const found = dir.index.search('eSocial')!.scores;
    expect(found.size).toBeGreaterThan(0);
    for (const id of found.keys()) {
      const p = dir.providers.find((x) => x.id === id)!;
      expect(p.facts.obligations).toContain('esocial');
    }
  });

  it('a declared obligation does not make a benefits-only provider a payroll result', () => {
    const benefitsOnly = dir.providers.filter(
      (p) =>
        p.categories.every((c) => c === 'benefits') &&
        p.facts.obligations.some((o) => ['cfdi_nomina', 'nomina_electronica'].includes(o)) &&
        !/n[oó]mina/i.test(p.description),
    );
    expect(benefitsOnly.length).toBeGreaterThan(0);
    const found = dir.index.search('nómina')!.scores;
    for (const p of benefitsOnly) expect(found.has(p.id), p.company_name).toBe(false);
  });

  it.each(['nómina', 'planilla'])(
    '%j: name and category matches come before description-only matches',
    (q) => {
      const found = dir.index.search(q)!.scores;
      const slice = page(q);
      const all = queryDirectory(
        dir.providers,
        { ...parseDirectoryState(new URLSearchParams({ q }), dir.names), page: 1 },
        (text, keep) => dir.index.search(text, keep),
      );
      expect(all.total).toBe(found.size);
      const strong = (p: (typeof dir.providers)[number]) =>
        p.categories.includes('payroll') || /n[oó]mina|planilla|payroll/i.test(p.company_name);
      // A description-only match exists, and none of the first page is one.
      expect(dir.providers.some((p) => found.has(p.id) && !strong(p))).toBe(true);
      expect(slice.items.every(strong)).toBe(true);
    },
  );

  it('without a query, the ranking as before', () => {
    expect(page('').items.map((p) => p.id)).toEqual(dir.providers.slice(0, 24).map((p) => p.id));
  });

  it('offers "¿Quisiste decir …?" from the vocabulary when nothing is found', () => {
    const slice = page('hirs');
    expect(slice.total).toBe(0);
    expect(slice.suggestion).toBe('hris');
    expect(page(slice.suggestion!).total).toBeGreaterThan(0);
    expect(page('ocr').suggestion).toBe('okr');
  });

  it('finds a provider by its exact name first', () => {
    expect(page('Grupo Quetzal').items[0]!.company_name).toBe('Grupo Quetzal');
    expect(byName.has('Grupo Quetzal')).toBe(true);
  });
});
