import { describe, expect, it } from 'vitest';
import { articleJsonLd } from '@/lib/domain/blog-seo';
import { breadcrumbJsonLd } from '@/lib/domain/structured-data';

const site = { siteUrl: 'https://proveedores.example', brand: 'LaPieza' };
const post = {
  slug: 'tendencias-nomina',
  title: 'Tendencias de nómina',
  excerpt: 'Resumen',
  imageUrl: null,
  publishedAt: '2025-01-15 10:00:00.000Z',
  updatedAt: '2025-01-16 10:00:00.000Z',
  readingTime: 7,
  tags: [{ name: 'nómina' }, { name: 'México' }],
};

describe('articleJsonLd', () => {
  const ld = articleJsonLd(post, site);
  it.each([
    ['@type', 'Article'],
    ['inLanguage', 'es-ES'],
    ['articleSection', 'Recursos Humanos'],
    ['timeRequired', 'PT7M'],
    ['datePublished', '2025-01-15T10:00:00.000Z'],
    ['dateModified', '2025-01-16T10:00:00.000Z'],
    ['url', 'https://proveedores.example/blog/tendencias-nomina'],
    ['keywords', 'nómina, México'],
  ])('%s is %j', (key, value) => {
    expect(ld[key]).toBe(value);
  });

  it('falls back to the default share image', () => {
    expect(ld['image']).toEqual(['https://proveedores.example/og-default.png']);
  });

  it('prefers meta keywords and the canonical URL when set', () => {
    const custom = articleJsonLd(
      { ...post, metaKeywords: ['rrhh'], canonicalUrl: 'https://otro.example/a' },
      site,
    );
    expect(custom['keywords']).toBe('rrhh');
    expect(custom['url']).toBe('https://otro.example/a');
  });
});

describe('breadcrumbJsonLd', () => {
  it('numbers the crumbs and links all but the current one', () => {
    const ld = breadcrumbJsonLd(
      [{ label: 'Inicio', href: '/' }, { label: 'Blog', href: '/blog' }, { label: 'Post' }],
      site.siteUrl,
    );
    expect(ld['itemListElement']).toEqual([
      { '@type': 'ListItem', position: 1, name: 'Inicio', item: 'https://proveedores.example/' },
      { '@type': 'ListItem', position: 2, name: 'Blog', item: 'https://proveedores.example/blog' },
      { '@type': 'ListItem', position: 3, name: 'Post' },
    ]);
  });
});
