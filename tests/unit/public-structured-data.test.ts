import { describe, expect, it } from 'vitest';
import { breadcrumbJsonLd, itemListJsonLd, organizationJsonLd } from '@/lib/domain/structured-data';
import { cutText } from '@/lib/domain/text-cut';
import { categoryStyle } from '@/lib/domain/category-style';

const SITE = 'https://proveedores.example';

describe('breadcrumb JSON-LD', () => {
  it('numbers the crumbs and makes their links absolute', () => {
    const ld = breadcrumbJsonLd(
      [
        { label: 'Inicio', href: '/' },
        { label: 'Proveedores', href: '/proveedores' },
        { label: 'Nómina' },
      ],
      SITE,
    ) as { itemListElement: { position: number; name: string; item?: string }[] };
    expect(ld.itemListElement).toEqual([
      { '@type': 'ListItem', position: 1, name: 'Inicio', item: `${SITE}/` },
      { '@type': 'ListItem', position: 2, name: 'Proveedores', item: `${SITE}/proveedores` },
      { '@type': 'ListItem', position: 3, name: 'Nómina' },
    ]);
  });
});

describe('organization JSON-LD', () => {
  const base = {
    name: 'Nómina Ágil',
    url: `${SITE}/providers/nomina-agil`,
    description: 'Nómina para LatAm',
    logo: null,
    website: 'https://nomina.example',
    country: 'México',
    foundedYear: 2014,
  };
  it.each([
    [null, 0, false],
    [4.25, 12, true],
  ])('rating %j with %j reviews has aggregateRating: %j', (rating, reviewCount, has) => {
    const ld = organizationJsonLd({ ...base, rating, reviewCount, reviews: [] }) as Record<
      string,
      unknown
    >;
    expect('aggregateRating' in ld).toBe(has);
    if (has) expect(ld['aggregateRating']).toMatchObject({ ratingValue: 4.3, reviewCount: 12 });
  });
  it('names anonymous reviewers "Anónimo"', () => {
    const ld = organizationJsonLd({
      ...base,
      rating: 4,
      reviewCount: 2,
      reviews: [
        { title: 'A', body: 'x', rating: 4, date: '2025-01-02 10:00:00.000Z', author: null },
        { title: 'B', body: 'y', rating: 5, date: '2025-01-03 10:00:00.000Z', author: 'Ana Pérez' },
      ],
    }) as { review: { author: { name: string }; datePublished: string }[] };
    expect(ld.review.map((r) => r.author.name)).toEqual(['Anónimo', 'Ana Pérez']);
    expect(ld.review[0]!.datePublished).toBe('2025-01-02');
  });
  it('dates an edited review with dateModified, and only an edited one', () => {
    const ld = organizationJsonLd({
      ...base,
      rating: 4,
      reviewCount: 2,
      reviews: [
        { title: 'A', body: 'x', rating: 4, date: '2025-01-02 10:00:00.000Z', author: null },
        {
          title: 'B',
          body: 'y',
          rating: 5,
          date: '2025-01-03 10:00:00.000Z',
          edited: '2025-01-20 08:00:00.000Z',
          author: 'Ana Pérez',
        },
      ],
    }) as { review: { dateModified?: string }[] };
    expect(ld.review.map((r) => r.dateModified)).toEqual([undefined, '2025-01-20']);
  });
  it('lists item URLs in order', () => {
    const ld = itemListJsonLd(['a', 'b']) as { itemListElement: { position: number }[] };
    expect(ld.itemListElement.map((i) => i.position)).toEqual([1, 2]);
  });
});

describe('cutText', () => {
  it.each([
    ['corto', 10, 'corto'],
    ['  mucho   espacio  ', 40, 'mucho espacio'],
    ['una frase bastante larga para cortar', 20, 'una frase bastante…'],
    ['palabrasinespaciosmuylarga', 10, 'palabrasin…'],
  ])('%j at %j is %j', (text, max, expected) => {
    expect(cutText(text, max)).toBe(expected);
  });
});

describe('category style', () => {
  it.each([
    'recruiting',
    'payroll',
    'benefits',
    'learning_development',
    'performance_management',
    'hr_tech',
    'outsourcing',
    'consulting',
  ])('%s has its own style', (name) => {
    expect(categoryStyle(name)).not.toEqual(categoryStyle('otra'));
  });
  it('gives others the default', () => {
    expect(categoryStyle('toString')).toEqual(categoryStyle('otra'));
  });
});
