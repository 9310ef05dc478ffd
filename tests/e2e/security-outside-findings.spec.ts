/**
 * Findings of outside testing, against the built site served the production way
 * with the real PocketBase (docs/SECURITY.md, "Findings from outside testing"):
 * - defect 3: junk query values do not become stored pages (301 to the canonical URL, 404
 *   past the data), legitimate parameters still work;
 * - defect 4: malformed percent-encoding answers the Spanish 404 page, unsupported methods
 *   405 with `Allow`, OPTIONS 204;
 * - defect 5: a post whose text reads `<img … onerror …>` stays text in /rss.xml (and in the
 *   article's meta description and JSON-LD).
 */
import { readdirSync } from 'node:fs';
import { request as httpRequest } from 'node:http';
import { join, relative } from 'node:path';
import { expect, test } from '@playwright/test';
import { su } from './member-fixtures';
import { runToken } from './fixtures/security-support';

test.describe.configure({ mode: 'default' });

const BASE_URL = process.env['BASE_URL'] ?? 'http://127.0.0.1:4321';
const SITE = new URL(BASE_URL);
const STORE_SITE = join(process.env['PAGE_STORE_DIR'] ?? '.cache/e2e/pages', 'site');
const RUN = runToken('q')
  .replace(/[^a-z0-9]/gi, '')
  .toLowerCase();
const NOT_FOUND_TEXT = 'La página que buscas no existe';

/** Every file of the page store's static tree (relative paths). */
/**
 * Stored files that appeared between two listings for the pages `named` (their store names,
 * any variant). Other spec files run beside this one (2 workers) and their writes store pages
 * of their own providers meanwhile; a `.tmp` file is a page being written (renamed atomically).
 */
function newStoredOf(before: Set<string>, after: Set<string>, named: string[]): string[] {
  const ofNamed = (f: string) =>
    named.some((n) => f === n || f.startsWith(`${n}@`) || f.startsWith(`${n}.`));
  return [...after].filter((f) => !before.has(f) && !f.endsWith('.tmp') && ofNamed(f));
}

function storedFiles(): Set<string> {
  const out = new Set<string>();
  const walk = (dir: string) => {
    for (const e of readdirSync(dir, { withFileTypes: true })) {
      const abs = join(dir, e.name);
      if (e.isDirectory()) walk(abs);
      else out.add(relative(STORE_SITE, abs));
    }
  };
  walk(STORE_SITE);
  return out;
}

interface Raw {
  status: number;
  headers: Record<string, string | string[] | undefined>;
  body: string;
}

/** A request with the exact request line given (fetch would normalise paths and refuse TRACE). */
function raw(path: string, method = 'GET'): Promise<Raw> {
  return new Promise((resolve, reject) => {
    const req = httpRequest({ host: SITE.hostname, port: SITE.port, path, method }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (c: Buffer) => chunks.push(c));
      res.on('end', () =>
        resolve({
          status: res.statusCode ?? 0,
          headers: res.headers,
          body: Buffer.concat(chunks).toString('utf8'),
        }),
      );
      res.on('error', reject);
    });
    req.on('error', reject);
    req.end();
  });
}

/** Links of a page matching `pattern` (first group), in order of appearance. */
async function linksOf(path: string, pattern: RegExp): Promise<string[]> {
  const html = (await raw(path)).body;
  return [...html.matchAll(pattern)].map((m) => (m[1] ?? '').replace(/&amp;/g, '&'));
}

test.describe('defect 3: only canonical URLs become stored pages', () => {
  test('junk parameters answer 301 to the canonical URL and add nothing to the store', async () => {
    const [category] = await linksOf(
      '/categories',
      /href="\/proveedores\/categoria\/([a-z0-9_]+)"/g,
    );
    const [provider] = await linksOf('/providers', /href="\/providers\/([a-z0-9-]+)"/g);
    expect(category, 'a category listing').toBeTruthy();
    expect(provider, 'a provider page').toBeTruthy();
    // Canonical pages first, so the "after" listing can only differ by the junk.
    const canonical = [
      '/providers',
      '/proveedores',
      '/about',
      '/blog',
      '/',
      `/providers/${provider}`,
      `/proveedores/categoria/${category}`,
    ];
    for (const path of canonical) expect((await raw(path)).status, path).toBe(200);
    const before = storedFiles();
    const cases: [string, string][] = [
      [`/providers?pagina=zz${RUN}`, '/providers'],
      [`/proveedores?pagina=zz${RUN}`, '/proveedores'],
      [`/about?tab=${RUN}`, '/about'],
      [`/blog?page=${RUN}`, '/blog'],
      [`/?pais=${RUN}`, '/'],
      [`/providers/${provider}?x=${RUN}`, `/providers/${provider}`],
      [`/proveedores/categoria/${category}?pagina=${RUN}`, `/proveedores/categoria/${category}`],
      [`/providers?${RUN}=1&pagina=2`, '/providers?pagina=2'],
      ['/providers?pagina=1', '/providers'],
      ['/providers?pagina=0', '/providers'],
      ['/providers?pagina=abc', '/providers'],
      ['/providers?pagina=-3', '/providers'],
      ['/providers?pagina=02', '/providers?pagina=2'],
      ['/providers?q=&categoria=', '/providers'],
      ['/sitemap.xml?pagina=2', '/sitemap.xml'],
    ];
    for (const [path, location] of cases) {
      const r = await raw(path);
      expect(r.status, path).toBe(301);
      expect(r.headers['location'], path).toBe(location);
    }
    // The redirect of a path that normalises to `//host` stays on the site.
    const offsite = await raw(`/.//evil.example?x=${RUN}`);
    expect(offsite.status).toBe(301);
    expect(offsite.headers['location']).toMatch(/^\/(?![/\\])/);
    const named = ['providers', 'proveedores', 'about', 'blog', 'index', 'sitemap.xml'];
    named.push(`providers/${provider}`, `proveedores/categoria/${category}`);
    const after = storedFiles();
    expect(newStoredOf(before, after, named)).toEqual([]);
    expect([...after].filter((f) => f.toLowerCase().includes(RUN))).toEqual([]);
  });

  test('values only the data can refuse (past the last page, unknown category) answer 404, unstored', async () => {
    const pages = await linksOf('/providers', /href="\/providers\?pagina=(\d+)"/g);
    const last = Math.max(1, ...pages.map(Number));
    const [category] = await linksOf(
      '/categories',
      /href="\/proveedores\/categoria\/([a-z0-9_]+)"/g,
    );
    const before = storedFiles();
    for (const path of [
      `/providers?pagina=${last + 1}`,
      `/proveedores?pagina=${last + 50}`,
      '/providers?pagina=999999999',
      `/providers?categoria=zz${RUN}`,
      `/proveedores/categoria/${category}?pagina=999`,
      `/blog?categoria=zz${RUN}`,
    ]) {
      const r = await raw(path);
      expect(r.status, path).toBe(404);
      expect(r.headers['content-type'], path).toContain('text/html');
      expect(r.headers['cache-control'], path).not.toContain('max-age=31536000');
    }
    // The site's own 404 page for the directory's past-the-end page.
    expect((await raw(`/providers?pagina=${last + 1}`)).body).toContain(NOT_FOUND_TEXT);
    const named = ['providers', 'proveedores', 'blog', `proveedores/categoria/${category}`];
    expect(newStoredOf(before, storedFiles(), named)).toEqual([]);
  });

  test('the parameters pages read still work', async () => {
    const pages = await linksOf('/providers', /href="\/providers\?pagina=(\d+)"/g);
    expect(pages.length, 'the demo directory has a second page').toBeGreaterThan(0);
    const page2 = await raw('/providers?pagina=2');
    expect(page2.status).toBe(200);
    expect(storedFiles().has('providers@pagina=2.html')).toBe(true);

    const [category] = await linksOf(
      '/categories',
      /href="\/proveedores\/categoria\/([a-z0-9_]+)"/g,
    );
    expect((await raw(`/providers?categoria=${category}`)).status).toBe(200);
    // Aliases and the hyphenated form keep working (bounded by code, not by visitors).
    expect((await raw('/proveedores?categoria=nomina')).status).toBe(200);

    const search = await raw('/providers?q=nomina');
    expect(search.status).toBe(200);
    expect(search.headers['cache-control']).toBe('no-store');
    expect(storedFiles().has('providers@q=nomina.html')).toBe(false);

    const [blogCategory] = await linksOf('/blog', /href="\/blog\?categoria=([a-z0-9-]+)"/g);
    expect(blogCategory, 'a blog category').toBeTruthy();
    expect((await raw(`/blog?categoria=${blogCategory}`)).status).toBe(200);
    expect((await raw('/blog?q=rrhh')).status).toBe(200);

    // Parameters only the page's script reads: the page is served as it is, no redirect.
    for (const path of [
      '/auth/confirm?token_hash=abc&type=signup&next=%2Fdashboard',
      '/email-confirmation?email=persona%40example.com',
      '/write-review?provider=abc123',
      '/create-provider?edit=abc123',
      '/providers?utm_source=boletin&utm_medium=email',
    ]) {
      expect((await raw(path)).status, path).toBe(200);
    }
  });
});

test.describe('defect 4: malformed URLs and methods', () => {
  test('malformed percent-encoding answers the Spanish 404 page, not a 500', async () => {
    for (const path of [
      '/providers/%ff%fe',
      '/proveedores/%E0%A4%A',
      '/blog/%c0%af',
      '/%ff',
      '/providers/%ff%fe?pagina=2',
    ]) {
      const r = await raw(path);
      expect(r.status, path).toBe(404);
      expect(r.headers['content-type'], path).toContain('text/html');
      expect(r.body, path).toContain(NOT_FOUND_TEXT);
      expect(r.body, path).not.toMatch(/URIError|at .*\.(js|ts|mjs):\d+/);
    }
  });

  test('methods other than GET and HEAD answer 405 with Allow; OPTIONS 204', async () => {
    for (const path of ['/', '/providers', '/about', '/blog', '/rss.xml', '/favicon.svg']) {
      for (const method of ['PUT', 'DELETE', 'PATCH', 'POST', 'TRACE', 'PROPFIND']) {
        const r = await raw(path, method);
        expect(r.status, `${method} ${path}`).toBe(405);
        expect(r.headers['allow'], `${method} ${path}`).toBe('GET, HEAD, OPTIONS');
        expect(r.body, `${method} ${path}`).not.toContain('<html');
      }
      const options = await raw(path, 'OPTIONS');
      expect(options.status, `OPTIONS ${path}`).toBe(204);
      expect(options.headers['allow']).toBe('GET, HEAD, OPTIONS');
      expect(options.headers['access-control-allow-origin']).toBeUndefined();
      expect((await raw(path, 'HEAD')).status, `HEAD ${path}`).toBe(200);
      expect((await raw(path, 'GET')).status, `GET ${path}`).toBe(200);
    }
    // The revalidation endpoint keeps its own answer (POST with the secret only).
    expect((await raw('/_revalidate', 'POST')).status).toBe(401);
  });
});

test.describe('defect 5: text stays text in the feed', () => {
  test('escaped markup in a post is text in /rss.xml, the meta description and JSON-LD', async ({
    page,
  }) => {
    test.setTimeout(60_000);
    const payload = '<img src=x onerror=alert(1)>';
    const pb = await su();
    const post = await pb.collection('blog_posts').create({
      title: `Texto literal ${RUN}`,
      content: `<p>&lt;img src=x onerror=alert(1)&gt; ${RUN}</p>`,
      status: 'published',
    });
    const slug = String(post['slug']);
    try {
      let xml = '';
      await expect
        .poll(
          async () => {
            xml = (await raw('/rss.xml')).body;
            return xml.includes(slug);
          },
          { timeout: 20_000 },
        )
        .toBe(true);
      await page.goto('about:blank');
      const item = await page.evaluate(
        ({ source, slug }) => {
          const doc = new DOMParser().parseFromString(source, 'application/xml');
          const node = [...doc.querySelectorAll('item')].find((i) =>
            (i.querySelector('link')?.textContent ?? '').endsWith(`/blog/${slug}`),
          );
          const description = node?.querySelector('description')?.textContent ?? null;
          // What a feed reader does with it: render the description as HTML.
          const rendered = new DOMParser().parseFromString(description ?? '', 'text/html');
          return {
            parseError: doc.querySelector('parsererror')?.textContent ?? '',
            description,
            elements: rendered.body.querySelectorAll('*').length,
            text: rendered.body.textContent,
          };
        },
        { source: xml, slug },
      );
      expect(item.parseError).toBe('');
      expect(item.description).toBe(`&lt;img src=x onerror=alert(1)&gt; ${RUN}`);
      expect(item.elements).toBe(0);
      expect(item.text).toBe(`${payload} ${RUN}`);

      const article = await raw(`/blog/${slug}`);
      expect(article.status).toBe(200);
      const seo = await page.evaluate((html) => {
        const doc = new DOMParser().parseFromString(html, 'text/html');
        const ld = [...doc.querySelectorAll('script[type="application/ld+json"]')]
          .map(
            (e) => JSON.parse(e.textContent ?? '{}') as { '@type'?: string; description?: string },
          )
          .find((d) => d['@type'] === 'Article');
        return {
          meta: doc.querySelector('meta[name="description"]')?.getAttribute('content'),
          ld: ld?.description,
        };
      }, article.body);
      expect(seo.meta).toBe(`${payload} ${RUN}`);
      expect(seo.ld).toBe(`${payload} ${RUN}`);
    } finally {
      await pb.collection('blog_posts').delete(post.id);
    }
  });
});
