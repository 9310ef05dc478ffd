import { describe, expect, it } from 'vitest';
import {
  COUNTRY_SLUGS,
  comparisonCountryFromSlug,
  countryFromSlug,
  slugForCountry,
} from '@/lib/contract/countries';
import { CATEGORY_ALIASES, resolveCategorySlug } from '@/lib/domain/category-aliases';
import { flooredStars, formatRating, hasRating, roundedStars } from '@/lib/domain/rating';
import { plural } from '@/lib/domain/plural';
import { visibleChips } from '@/lib/domain/chips';
import { PAGE_SIZE, pageWindow, paginate, parsePage } from '@/lib/domain/pagination';
import { normalizeText, sortProviders, type SearchableProvider } from '@/lib/domain/search';
import { nameMatches, parseComparison, pickComparisonPair } from '@/lib/domain/comparison';
import { comparisonSlug } from '@/lib/contract/paths';
import { cutDescription, hidesFooter, jsonLdString, pageTitle } from '@/lib/domain/meta';

const ACTIVE = [
  'recruiting',
  'payroll',
  'benefits',
  'learning_development',
  'performance_management',
  'hr_tech',
  'outsourcing',
  'consulting',
];

describe('country slugs', () => {
  it('maps exactly the 15 slugs of the spec', () => {
    expect(Object.keys(COUNTRY_SLUGS)).toHaveLength(15);
  });
  it.each([
    ['mexico', 'México'],
    ['peru', 'Perú'],
    ['costa-rica', 'Costa Rica'],
    ['panama', 'Panamá'],
    ['brasil', 'Brasil'],
    ['guatemala', 'Guatemala'],
    ['espana', null],
    ['cuba', null],
    ['constructor', null],
    ['', null],
  ])('countryFromSlug(%j) is %j', (slug, name) => {
    expect(countryFromSlug(slug)).toBe(name);
  });
  it.each([
    ['mexico', 'México'],
    ['brasil', 'Brasil'],
    ['peru', 'Perú'],
    // Every country a provider can serve, not only the six first slugs.
    ['venezuela', 'Venezuela'],
    ['costa-rica', 'Costa Rica'],
    ['republica-dominicana', 'República Dominicana'],
    ['otro', null],
    ['constructor', null],
    ['Peru', null],
  ])('comparison country %j is %j', (slug, name) => {
    expect(comparisonCountryFromSlug(slug)).toBe(name);
  });
  it.each([
    ['México', 'mexico'],
    ['Costa Rica', 'costa-rica'],
    ['España', null],
  ])('slugForCountry(%j) is %j', (name, slug) => {
    expect(slugForCountry(name)).toBe(slug);
  });
});

describe('category aliases', () => {
  it.each([
    ['reclutamiento', 'recruiting'],
    ['ats', 'recruiting'],
    ['headhunting', 'recruiting'],
    ['nomina', 'payroll'],
    ['beneficios', 'benefits'],
    ['bienestar', 'benefits'],
    ['capacitacion', 'learning_development'],
    ['desarrollo', 'learning_development'],
    ['evaluacion', 'performance_management'],
    ['desempeno', 'performance_management'],
    ['tecnologia', 'hr_tech'],
    ['analytics', 'hr_tech'],
    ['consultoria', 'consulting'],
    ['legal', 'consulting'],
    ['payroll', 'payroll'],
    ['hr_tech', 'hr_tech'],
    ['hr-tech', 'hr_tech'],
    ['Nomina', 'payroll'],
    ['outsourcing', 'outsourcing'],
    ['inexistente', null],
    ['toString', null],
  ])('%j resolves to %j', (slug, name) => {
    expect(resolveCategorySlug(slug, ACTIVE)).toBe(name);
  });
  it('does not resolve an alias of an inactive category', () => {
    expect(resolveCategorySlug('nomina', ['recruiting'])).toBeNull();
  });
  it('has the 14 aliases of the spec', () => {
    expect(Object.keys(CATEGORY_ALIASES)).toHaveLength(14);
  });
});

describe('ratings', () => {
  it.each([
    [4.5, 5, 4, '4.5'],
    [4.49, 4, 4, '4.5'],
    [3.24, 3, 3, '3.2'],
    [1, 1, 1, '1.0'],
    [5, 5, 5, '5.0'],
    [0, 0, 0, 'N/A'],
    [null, 0, 0, 'N/A'],
    [7, 5, 5, '7.0'],
  ])('rating %j: rounded %j, floored %j, shown %j', (rating, rounded, floored, shown) => {
    expect(roundedStars(rating)).toBe(rounded);
    expect(flooredStars(rating)).toBe(floored);
    expect(formatRating(rating)).toBe(shown);
  });
  it('shows N/A when there are no reviews', () => {
    expect(formatRating(4, 0)).toBe('N/A');
    expect(hasRating(4, 3)).toBe(true);
  });
});

describe('Spanish plural', () => {
  it.each([
    [0, '0 proveedores encontrados'],
    [1, '1 proveedor encontrado'],
    [2, '2 proveedores encontrados'],
  ])('%j', (n, text) => {
    expect(plural(n, 'proveedor encontrado', 'proveedores encontrados')).toBe(text);
  });
  it('adds -es by default', () => {
    expect(plural(3, 'proveedor')).toBe('3 proveedores');
  });
});

describe('chips', () => {
  it.each([
    [[], 2, [], 0],
    [['a'], 2, ['a'], 0],
    [['a', 'b'], 2, ['a', 'b'], 0],
    [['a', 'b', 'c', 'd'], 2, ['a', 'b'], 2],
    [['a', 'b', 'c', 'd'], 3, ['a', 'b', 'c'], 1],
  ])('%j with %j shown', (items, max, shown, extra) => {
    expect(visibleChips(items, max)).toEqual({ shown, extra });
  });
});

describe('pagination', () => {
  it.each([
    [undefined, 1],
    ['', 1],
    ['3', 3],
    ['0', 1],
    ['-2', 1],
    ['2.5', 1],
    ['abc', 1],
    ['99999999999999999999', 1],
  ])('parsePage(%j) is %j', (value, page) => {
    expect(parsePage(value)).toBe(page);
  });
  it.each([
    [0, 1, 1, 0, 0],
    [10, 1, 1, 1, 10],
    [50, 2, 3, 25, 48],
    [50, 3, 3, 49, 50],
    [50, 9, 3, 49, 50],
  ])('%j items, page %j: %j pages, %j..%j', (n, page, pageCount, from, to) => {
    const slice = paginate(
      Array.from({ length: n }, (_, i) => i),
      page,
    );
    expect(slice.pageCount).toBe(pageCount);
    expect([slice.from, slice.to]).toEqual([from, to]);
    expect(slice.items.length).toBeLessThanOrEqual(PAGE_SIZE);
  });
  it.each([
    [1, 1, [1]],
    [1, 5, [1, 2, null, 5]],
    [3, 5, [1, 2, 3, 4, 5]],
    [10, 22, [1, null, 9, 10, 11, null, 22]],
  ])('window around %j of %j', (page, count, expected) => {
    expect(pageWindow(page, count)).toEqual(expected);
  });
});

describe('directory order', () => {
  it('orders by ranking score, then reviews, then name; featured plays no part', () => {
    const q = (
      company_name: string,
      ranking_score: number,
      total_reviews: number,
      featured = false,
    ): SearchableProvider => ({
      company_name,
      featured,
      average_rating: 4,
      ranking_score,
      total_reviews,
    });
    const sorted = sortProviders([
      q('Zeta', 4.1, 3),
      q('Beta', 3.9, 10, true),
      q('Ñandú', 4.1, 3),
      q('Alfa', 4.1, 8),
      q('Gama', 4.5, 1),
    ]);
    expect(sorted.map((x) => x.company_name)).toEqual(['Gama', 'Alfa', 'Ñandú', 'Zeta', 'Beta']);
  });
  it.each([
    ['Ñandú', 'nandu'],
    ['  Évaluación   Ágil ', 'evaluacion agil'],
    [null, ''],
  ])('normalizeText(%j) is %j', (value, expected) => {
    expect(normalizeText(value)).toBe(expected);
  });
});

describe('comparisons', () => {
  it.each([
    ['acme-vs-nube-rh', ['acme', 'nube rh']],
    ['Acme-Talento-vs-Calculo', ['acme talento', 'calculo']],
    ['acme', null],
    ['-vs-b', null],
    ['a-vs-b-vs-c', null],
    ['c%C3%A1lculo-vs-b', ['cálculo', 'b']],
  ])('parseComparison(%j) is %j', (param, expected) => {
    expect(parseComparison(param)).toEqual(expected);
  });
  it.each([
    ['Cálculo Fácil S.A.', 'calculo facil', true],
    ['Talento & Co', 'talento co', true],
    ['Nube RH', 'acme', false],
    ['Nube RH', '', false],
  ])('%j matches %j: %j', (name, term, expected) => {
    expect(nameMatches(name, term)).toBe(expected);
  });
  it('picks one distinct provider per term', () => {
    const c = [
      { id: '1', company_name: 'Acme Uno' },
      { id: '2', company_name: 'Acme Dos' },
      { id: '3', company_name: 'Nube' },
    ];
    expect(pickComparisonPair(c, ['acme', 'nube']).map((x) => x.id)).toEqual(['1', '3']);
    expect(pickComparisonPair(c, ['acme', 'acme']).map((x) => x.id)).toEqual(['1', '2']);
    expect(pickComparisonPair(c, ['acme uno', 'zzz'])).toHaveLength(1);
  });
  it('prefers an exact name over a partial one', () => {
    const c = [
      { id: '1', company_name: 'Talento Plus' },
      { id: '2', company_name: 'Talento' },
      { id: '3', company_name: 'Nube' },
    ];
    expect(pickComparisonPair(c, ['talento', 'nube']).map((x) => x.id)).toEqual(['2', '3']);
  });
  it.each([
    ['Cálculo Fácil S.A.', 'Nube RH', 'calculo-facil-s-a-vs-nube-rh'],
    ['Talento & Co', 'Ñandú', 'talento-co-vs-nandu'],
  ])('comparisonSlug(%j, %j) is %j and parses back', (a, b, slug) => {
    expect(comparisonSlug(a, b)).toBe(slug);
    const terms = parseComparison(slug)!;
    expect(nameMatches(a, terms[0])).toBe(true);
    expect(nameMatches(b, terms[1])).toBe(true);
  });
});

describe('page meta', () => {
  it('cuts descriptions at 150 characters', () => {
    expect(cutDescription('a'.repeat(200))).toHaveLength(150);
    expect(cutDescription('  hola \n mundo ')).toBe('hola mundo');
  });
  it.each([
    ['Proveedores', 'Proveedores | LaPieza'],
    ['Sobre LaPieza', 'Sobre LaPieza'],
  ])('title %j', (title, expected) => {
    expect(pageTitle(title, 'LaPieza')).toBe(expected);
  });
  it.each([
    ['/dashboard', true],
    ['/provider-dashboard', true],
    ['/lapieza-admin', true],
    ['/settings', true],
    ['/create-provider', true],
    ['/write-review', true],
    ['/write-review/', true],
    ['/providers', false],
    ['/blog/x', false],
    ['/blog/como-crear-un-dashboard-de-rrhh', false],
    ['/providers/settings-consulting', false],
    ['/proveedores/write-review-partners', false],
  ])('footer hidden on %j: %j', (path, hidden) => {
    expect(hidesFooter(path)).toBe(hidden);
  });
  it('escapes </script> in JSON-LD', () => {
    expect(jsonLdString({ a: '</script><b>' })).not.toContain('<');
  });
});
