import { describe, expect, it } from 'vitest';
import {
  escapeXml,
  readSitemapLocations,
  sitemapEntries,
  sitemapIndexXml,
  sitemapPartEntries,
  sitemapPartName,
  sitemapPartNames,
  sitemapXml,
  STATIC_PAGES,
} from '@/lib/domain/sitemap';

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

describe('sitemap parts', () => {
  const many = { ...data, providerSlugs: ['e', 'c', 'a', 'd', 'b', 'c'] };
  const locsOf = (name: string) => sitemapPartEntries(name, many, 2)?.map((e) => e.loc) ?? null;

  it('names the pages part, then one part per two providers here', () => {
    expect(sitemapPartNames(5, 2)).toEqual([
      'paginas',
      'proveedores-1',
      'proveedores-2',
      'proveedores-3',
    ]);
    expect(sitemapPartNames(0, 2)).toEqual(['paginas']);
  });

  it('lists each provider once, by slug, its page and its alternatives', () => {
    expect(locsOf('proveedores-1')).toEqual([
      '/providers/a',
      '/providers/b',
      '/providers/a/alternativas',
      '/providers/b/alternativas',
    ]);
    expect(locsOf('proveedores-3')).toEqual(['/providers/e', '/providers/e/alternativas']);
    expect(locsOf('proveedores-4')).toBeNull();
    expect(locsOf('proveedores-0')).toBeNull();
    expect(locsOf('otra')).toBeNull();
  });

  it('together list what the whole sitemap lists, the providers nowhere but in their parts', () => {
    const pages = locsOf('paginas')!;
    expect(pages.filter((l) => l.startsWith('/providers/'))).toEqual([]);
    const all = sitemapPartNames(5, 2).flatMap((n) => locsOf(n)!);
    expect(new Set(all)).toEqual(new Set(sitemapEntries(many).map((e) => e.loc)));
    expect(all).toHaveLength(new Set(all).size);
  });

  it('are named by their file only', () => {
    expect(sitemapPartName('paginas.xml')).toBe('paginas');
    expect(sitemapPartName('proveedores-2.xml')).toBe('proveedores-2');
    expect(sitemapPartName('paginas')).toBeNull();
    expect(sitemapPartName('../x.xml')).toBeNull();
  });

  it('are named by a sitemaps.org index, which a reader follows to every location', async () => {
    const site = 'https://proveedores.example';
    const index = sitemapIndexXml(sitemapPartNames(5, 2), site);
    expect(index.startsWith('<?xml version="1.0" encoding="UTF-8"?>\n<sitemapindex')).toBe(true);
    expect(index).toContain('<loc>https://proveedores.example/sitemaps/proveedores-3.xml</loc>');
    const files: Record<string, string> = { '/sitemap.xml': index };
    for (const name of sitemapPartNames(5, 2)) {
      files[`/sitemaps/${name}.xml`] = sitemapXml(sitemapPartEntries(name, many, 2)!, site);
    }
    const read = await readSitemapLocations(async (path) => files[path]!);
    expect(read).toContain(`${site}/providers/c/alternativas`);
    expect(read).toContain(`${site}/blog/tendencias-2025`);
    expect(read).toHaveLength(new Set(sitemapEntries(many).map((e) => e.loc)).size);
  });
});
