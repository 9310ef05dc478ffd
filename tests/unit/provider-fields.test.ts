import { describe, expect, it } from 'vitest';
import { PROVIDER_FIELDS, providerFieldText } from '@/lib/view/provider-fields';
import type { PublicProvider } from '@/lib/view/providers';
import { common } from '@/lib/messages/common';
import { providerPage } from '@/lib/messages/provider-page';
import { blankPublicProvider } from '@/lib/data/providers';

const provider = (o: Partial<PublicProvider>): PublicProvider =>
  ({
    headquarters_country: 'México',
    founded_year: null,
    employee_count: '',
    ...o,
  }) as PublicProvider;
const field = (label: string) => PROVIDER_FIELDS.find((f) => f.label === label)!;

describe('the provider fields of the provider page and the comparison', () => {
  it('a field the provider left empty reads the one text for a missing value', () => {
    expect(common.notSpecified).toBe('No especificado');
    for (const f of PROVIDER_FIELDS.filter((x) => x.label !== providerPage.country))
      expect(providerFieldText(f, provider({}))).toBe(common.notSpecified);
  });

  it('the blank provider (the directory card template) has every field empty', () => {
    const blank = blankPublicProvider();
    for (const f of PROVIDER_FIELDS) expect(providerFieldText(f, blank)).toBe(common.notSpecified);
    expect(blank).toMatchObject({ id: '', slug: '', company_name: '', average_rating: null });
    expect(blank.categories).toEqual([]);
  });

  it('a filled field reads its value', () => {
    const p = provider({ founded_year: 2001, employee_count: '51-200' });
    expect(providerFieldText(field(providerPage.foundedYear), p)).toBe('2001');
    expect(providerFieldText(field(providerPage.employees), p)).toMatch(/51/);
    expect(providerFieldText(field(providerPage.country), p)).toBe('México');
  });

  it('the comparison table compares the founding year (the spec’s row), from the same entry', () => {
    // Contains, not equals: a new compared field is one more row with no edit here.
    expect(PROVIDER_FIELDS.filter((f) => f.compared).map((f) => f.label)).toContain(
      'Año de fundación',
    );
  });
});
