import { describe, expect, it } from 'vitest';
import {
  comparisonCountriesOf,
  comparisonIndexPaths,
  sharedComparisonCountries,
} from '@/lib/domain/comparison';
import { comparisonCountryFromSlug, comparisonCountrySlug } from '@/lib/contract/countries';
import { EMPTY_FACTS, FACT_COUNTRIES, type FactCountry } from '@/lib/contract/provider-facts';
import { comparisonFactRows } from '@/lib/view/comparison-facts';

const provider = (headquarters_country: string, countries: FactCountry[] | null) => ({
  headquarters_country,
  facts: countries ? { ...EMPTY_FACTS, countries } : null,
});

describe('the countries a provider is compared in', () => {
  it('are its headquarters and every country it declares, in the fact countries’ order', () => {
    expect(comparisonCountriesOf(provider('Colombia', ['PE', 'MX']))).toEqual([
      'México',
      'Colombia',
      'Perú',
    ]);
  });

  it('keep the headquarters when the declared list leaves it out, and without facts', () => {
    expect(comparisonCountriesOf(provider('Chile', ['PE']))).toEqual(['Chile', 'Perú']);
    expect(comparisonCountriesOf(provider('Perú', null))).toEqual(['Perú']);
  });

  it('leave out "Otro" and codes that are no country', () => {
    expect(comparisonCountriesOf(provider('Otro', ['UY']))).toEqual(['Uruguay']);
    expect(
      comparisonCountriesOf({
        headquarters_country: 'Otro',
        facts: { countries: ['XX', 'constructor'] },
      }),
    ).toEqual([]);
  });

  it('every fact country has a comparison slug that reads back as it', () => {
    for (const { name } of Object.values(FACT_COUNTRIES)) {
      const slug = comparisonCountrySlug(name);
      expect(slug, name).toMatch(/^[a-z-]+$/);
      expect(comparisonCountryFromSlug(slug!)).toBe(name);
    }
    expect(comparisonCountrySlug('Otro')).toBeNull();
  });
});

describe('the countries a comparison exists in', () => {
  it('are the ones both serve, declared or headquarters, with their slugs', () => {
    // Neither is headquartered in Perú; both declare it.
    const a = provider('México', ['MX', 'PE', 'CL']);
    const b = provider('Colombia', ['CO', 'PE']);
    expect(sharedComparisonCountries([a, b])).toEqual([{ slug: 'peru', name: 'Perú' }]);
    // One's headquarters is a country the other declares.
    const c = provider('Chile', null);
    expect(sharedComparisonCountries([a, c])).toEqual([{ slug: 'chile', name: 'Chile' }]);
  });

  it('are the ones all of 3 or 4 providers serve', () => {
    const ps = [
      provider('México', ['MX', 'PE', 'AR']),
      provider('Perú', ['PE', 'AR']),
      provider('Argentina', ['AR', 'PE', 'CL']),
    ];
    expect(sharedComparisonCountries(ps).map((c) => c.slug)).toEqual(['argentina', 'peru']);
  });

  it('are none when nothing is shared or fewer than two are compared', () => {
    expect(sharedComparisonCountries([provider('México', null), provider('Chile', null)])).toEqual(
      [],
    );
    expect(sharedComparisonCountries([provider('México', ['MX'])])).toEqual([]);
  });
});

describe('the comparison pages /comparativas reaches', () => {
  const p = (id: string, hq: string, countries: FactCountry[]) => ({
    id,
    company_name: `Empresa ${id.toUpperCase()}`,
    categories: ['payroll'],
    ...provider(hq, countries),
  });

  it('are each index pair and its page in every country the two share', () => {
    const list = [
      p('a', 'México', ['MX', 'PE']),
      p('b', 'Colombia', ['CO', 'PE', 'MX']),
      p('c', 'Chile', ['CL']),
      // Fourth of the category: never paired by the index, so none of its pages.
      p('d', 'México', ['MX', 'PE']),
    ];
    expect(comparisonIndexPaths(list, [{ name: 'payroll' }])).toEqual([
      '/comparativas/empresa-a-vs-empresa-b',
      '/comparativas/empresa-a-vs-empresa-b/mexico',
      '/comparativas/empresa-a-vs-empresa-b/peru',
      '/comparativas/empresa-a-vs-empresa-c',
      '/comparativas/empresa-b-vs-empresa-c',
    ]);
  });

  it('stay bounded by the categories, not the number of providers', () => {
    const all = Object.keys(FACT_COUNTRIES) as FactCountry[];
    const many = Array.from({ length: 2000 }, (_, i) => p(`p${i}`, 'México', all));
    const cats = [{ name: 'payroll' }];
    // 3 pairs, each on its own page and in the 20 countries every provider serves.
    expect(comparisonIndexPaths(many, cats)).toHaveLength(3 * (1 + 20));
  });
});

describe('the declared facts in a country', () => {
  it('say a provider serves its headquarters’ country even when it did not declare it', () => {
    const rows = comparisonFactRows(
      [
        { facts: { ...EMPTY_FACTS, countries: ['PE'] }, facts_updated: null },
        {
          facts: { ...EMPTY_FACTS, countries: ['CO'] },
          facts_updated: null,
          headquarters_country: 'Perú',
        },
        { facts: EMPTY_FACTS, facts_updated: null, headquarters_country: 'Perú' },
        { facts: { ...EMPTY_FACTS, countries: ['CO'] }, facts_updated: null },
      ],
      'PE',
    );
    expect(rows[0]).toEqual({
      label: 'Atiende en Perú',
      values: ['Sí', 'Sí (sede)', 'Sí (sede)', 'No'],
    });
  });
});
