import { expect, PB_URL, publishedPosts, test } from './blog-support';
import { readSitemapLocations } from '../../src/lib/domain/sitemap';

test.describe('SEO files', () => {
  test('robots.txt allows the site and names the sitemap', async ({ request, baseURL }) => {
    const res = await request.get('/robots.txt');
    expect(res.status()).toBe(200);
    expect(res.headers()['content-type']).toContain('text/plain');
    const body = await res.text();
    expect(body).toContain('User-agent: *');
    expect(body).toContain('Disallow: /dashboard');
    expect(body).toMatch(/^Sitemap: https?:\/\/\S+\/sitemap\.xml$/m);
    expect(baseURL).toBeTruthy();
  });

  test('sitemap.xml lists static pages, a provider, a category and a post', async ({ request }) => {
    const providers = await fetch(
      // The first seeded provider and the oldest post: other specs add and change newer ones.
      new URL('/api/collections/providers/records?perPage=1&sort=created&fields=slug', PB_URL),
    ).then((r) => r.json() as Promise<{ items: { slug: string }[] }>);
    const provider = providers.items[0]!.slug;
    const posts = await publishedPosts();
    const post = posts[posts.length - 1];

    // An index of parts (sitemaps.org), each a urlset served as XML.
    const index = await request.get('/sitemap.xml');
    expect(index.status()).toBe(200);
    expect(await index.text()).toContain(
      '<sitemapindex xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">',
    );
    const get = async (path: string) => {
      const res = await request.get(path);
      expect(res.status(), path).toBe(200);
      expect(res.headers()['content-type'], path).toContain('xml');
      const xml = await res.text();
      if (path !== '/sitemap.xml') {
        expect(xml).toContain('<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">');
      }
      return xml;
    };
    const locs = (await readSitemapLocations(get)).map((loc) => new URL(loc).pathname);
    for (const path of [
      '/',
      '/providers',
      '/categories',
      '/comparativas',
      '/blog',
      '/about',
      '/reviews',
      '/terms',
      '/privacy',
      '/contacto',
      '/accesibilidad',
      '/privacidad/solicitud',
    ]) {
      expect(locs).toContain(path);
    }
    expect(locs).toContain(`/providers/${provider}`);
    expect(locs).toContain(`/blog/${post!.slug}`);
    expect(locs.some((l) => /^\/proveedores\/categoria\/[^/]+$/.test(l))).toBe(true);
    expect(locs.some((l) => /^\/proveedores\/categoria\/[^/]+\/mexico$/.test(l))).toBe(true);
    expect(new Set(locs).size).toBe(locs.length);
  });

  test('the RSS feed is valid RSS 2.0 with the published posts', async ({ page, request }) => {
    const posts = await publishedPosts();
    const res = await request.get('/rss.xml');
    expect(res.status()).toBe(200);
    expect(res.headers()['content-type']).toContain('xml');
    const xml = await res.text();
    await page.goto('/blog');
    const feed = await page.evaluate((source) => {
      const doc = new DOMParser().parseFromString(source, 'application/xml');
      const items = [...doc.querySelectorAll('channel > item')];
      return {
        error: doc.querySelector('parsererror')?.textContent ?? null,
        version: doc.documentElement.getAttribute('version'),
        title: doc.querySelector('channel > title')?.textContent,
        language: doc.querySelector('channel > language')?.textContent,
        items: items.map((i) => ({
          title: i.querySelector('title')?.textContent,
          link: i.querySelector('link')?.textContent,
          pubDate: i.querySelector('pubDate')?.textContent,
        })),
      };
    }, xml);
    expect(feed.error).toBeNull();
    expect(feed.version).toBe('2.0');
    expect(feed.title).toContain('Blog');
    expect(feed.language).toBe('es-ES');
    expect(feed.items).toHaveLength(Math.min(50, posts.length));
    for (const item of feed.items) {
      expect(item.title).toBeTruthy();
      expect(new Date(item.pubDate!).getTime()).not.toBeNaN();
    }
    expect(feed.items.map((i) => new URL(i.link!).pathname)).toContain(`/blog/${posts[0]!.slug}`);
    await expect(page.locator('link[rel="alternate"][type="application/rss+xml"]')).toHaveAttribute(
      'href',
      '/rss.xml',
    );
  });
});
