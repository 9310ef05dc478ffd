import { describe, expect, it } from 'vitest';
import { escapeXml, sitemapEntries, sitemapXml, STATIC_PAGES } from '@/lib/domain/sitemap';

const data = {
  providerSlugs: ['acme-rh', 'talento-plus'],
  categoryNames: ['payroll', 'hr_tech'],
  countrySlugs: ['mexico', 'costa-rica'],
  posts: [{ slug: 'tendencias-2025', updatedAt: '2025-01-16 10:00:00.000Z' }],
};

describe('sitemapEntries', () => {
  const locs = sitemapEntries(data).map((e) => e.loc);

  it.each([
    '/',
    '/providers',
    '/categories',
    '/comparativas',
    '/blog',
    '/about',
    '/reviews',
    '/terms',
    '/privacy',
    '/providers/acme-rh',
    '/providers/talento-plus',
    '/providers/acme-rh/alternativas',
    '/providers/talento-plus/alternativas',
    '/proveedores/categoria/payroll',
    '/proveedores/categoria/hr_tech/costa-rica',
    '/proveedores/categoria/payroll/mexico',
    '/blog/tendencias-2025',
  ])('lists %s', (loc) => {
    expect(locs).toContain(loc);
  });

  it('counts static + providers (and their alternatives) + categories × (1 + countries) + posts', () => {
    expect(locs).toHaveLength(STATIC_PAGES.length + 2 * 2 + 2 * (1 + 2) + 1);
  });

  it.each(['/dashboard', '/auth', '/lapieza-admin', '/favorites'])('leaves out %s', (loc) => {
    expect(locs).not.toContain(loc);
  });
});

describe('sitemapXml', () => {
  const xml = sitemapXml(sitemapEntries(data), 'https://proveedores.example');

  it('is a sitemaps.org urlset with absolute locations', () => {
    expect(xml.startsWith('<?xml version="1.0" encoding="UTF-8"?>\n<urlset')).toBe(true);
    expect(xml).toContain('xmlns="http://www.sitemaps.org/schemas/sitemap/0.9"');
    expect(xml).toContain('<loc>https://proveedores.example/providers/acme-rh</loc>');
  });

  it('writes lastmod of posts in ISO 8601', () => {
    expect(xml).toContain('<lastmod>2025-01-16T10:00:00.000Z</lastmod>');
  });

  it('writes each location once', () => {
    const twice = sitemapXml(
      [{ loc: '/blog' }, { loc: 'https://proveedores.example/blog' }],
      'https://proveedores.example',
    );
    expect(twice.match(/<loc>/g)).toHaveLength(1);
  });

  it.each([
    ['a&b', 'a&amp;b'],
    ['<x>', '&lt;x&gt;'],
    [`"'`, '&quot;&apos;'],
  ])('escapes %j', (input, expected) => {
    expect(escapeXml(input)).toBe(expected);
  });
});
