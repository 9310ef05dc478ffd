import { readFile, readdir, stat } from 'node:fs/promises';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { PageStore } from '../../src/server/page-store.ts';
import { Pages } from '../../src/server/pages.ts';
import { keyToFile, pageUrl } from '../../src/server/page-key.ts';
import { toRendered, type Rendered, type RendererLike } from '../../src/server/renderer.ts';

const tmpStore = () => join(mkdtempSync(join(tmpdir(), 'isr-unit-')), 'pages');

/** A 200 HTML render of `html`, tagged `t`. */
const htmlRender = (html: string): Rendered =>
  toRendered({
    status: 200,
    headers: { 'content-type': 'text/html' },
    body: Buffer.from(html),
    tags: ['t'],
    setsCookie: false,
  });

class CountingRenderer implements RendererLike {
  calls = 0;
  version = 0;
  /** The paths rendered, in the order asked. */
  readonly paths: string[] = [];
  async close() {}
  async render(path = ''): Promise<Rendered> {
    this.calls++;
    this.paths.push(path);
    const v = ++this.version;
    await new Promise((r) => setTimeout(r, 30));
    return htmlRender(`<html><body>v${v}</body></html>`);
  }
}

describe('page store', () => {
  it('never lets a reader see a partly written page', async () => {
    const store = await PageStore.open(tmpStore());
    const versions = Array.from({ length: 20 }, (_, i) =>
      Buffer.from(`<html>${String(i).repeat(20000)}</html>`),
    );
    await store.put('/a', { body: versions[0]!, type: 'text/html', tags: [], hashes: [] });
    const file = join(store.siteDir, 'a.html');
    const allowed = new Set(versions.map((v) => v.toString()));
    let reading = true;
    const reads: Promise<void>[] = [];
    const reader = (async () => {
      while (reading) {
        const text = await readFile(file, 'utf8');
        expect(allowed.has(text)).toBe(true);
        await new Promise((r) => setImmediate(r));
      }
    })();
    for (const v of versions)
      reads.push(
        store.put('/a', { body: v, type: 'text/html', tags: [], hashes: [] }).then(() => undefined),
      );
    await Promise.all(reads);
    reading = false;
    await reader;
    const left = await readdir(store.siteDir);
    expect(left.filter((f) => f.endsWith('.tmp'))).toEqual([]);
    await store.close();
  });

  it("keeps a page's tags in the order it declared them (a list page's cards, in ranking order), across a restart", async () => {
    const dir = tmpStore();
    const store = await PageStore.open(dir);
    const tags = ['providers', 'provider:zz', 'provider:aa', 'provider:mm', 'provider:aa'];
    await store.put('/providers', {
      body: Buffer.from('<p>l</p>'),
      type: 'text/html',
      tags,
      hashes: [],
    });
    const declared = ['providers', 'provider:zz', 'provider:aa', 'provider:mm'];
    expect(store.get('/providers')?.tags).toEqual(declared);
    await store.close();
    const again = await PageStore.open(dir);
    expect(again.get('/providers')?.tags).toEqual(declared);
    await again.close();
  });

  it('keeps tags and pages across a restart and flags files it has no record of', async () => {
    const dir = tmpStore();
    const store = await PageStore.open(dir);
    await store.put('/providers/x', {
      body: Buffer.from('<p>x</p>'),
      type: 'text/html',
      tags: ['provider:1', 'providers'],
      hashes: [],
    });
    await store.close();
    const { writeFile } = await import('node:fs/promises');
    await writeFile(join(dir, 'site', 'orphan.html'), 'left by a crash');
    const again = await PageStore.open(dir);
    expect([...again.keysForTags(['provider:1'])]).toEqual(['/providers/x']);
    expect(again.suspects).toEqual(['/orphan']);
    await again.close();
  });

  it('writes a build store in place and its journal on flush: reopened, every page is known and none suspect', async () => {
    const dir = tmpStore();
    const store = await PageStore.open(dir, { memoryBytes: 0, building: true });
    const big = Buffer.from(`<html>${'x'.repeat(5000)}</html>`);
    await store.put('/a', { body: big, type: 'text/html', tags: ['t'], hashes: [] });
    await store.put('/b/c', {
      body: Buffer.from('<p>c</p>'),
      type: 'text/html',
      tags: [],
      hashes: [],
    });
    await store.put('/gone', { body: big, type: 'text/html', tags: ['t'], hashes: [] });
    await store.remove('/gone');
    expect((await readdir(store.siteDir)).sort()).toEqual(['a.html', 'a.html.br', 'b']);
    await store.close();
    const again = await PageStore.open(dir);
    expect([...again.keys()].sort()).toEqual(['/a', '/b/c']);
    expect(again.suspects).toEqual([]);
    expect((await again.body(again.get('/a')!, 'identity')).equals(big)).toBe(true);
    // Brotli from its file; gzip (no file) compressed from the page on request.
    expect(brotliDecompressSync(await again.body(again.get('/a')!, 'br')).equals(big)).toBe(true);
    expect(gunzipSync(await again.body(again.get('/a')!, 'gzip')).equals(big)).toBe(true);
    await again.close();
  });

  it('writes nothing for a render byte for byte the stored page, and writes any change', async () => {
    const store = await PageStore.open(tmpStore());
    const page = (body: string, tags = ['t']) => ({
      body: Buffer.from(`<html>${body.repeat(400)}</html>`),
      type: 'text/html',
      tags,
      hashes: [],
    });
    const first = await store.put('/a', page('a'));
    const file = join(store.siteDir, 'a.html');
    const mtime = (await stat(file)).mtimeMs;
    await new Promise((r) => setTimeout(r, 20));
    // The same bytes and tags: the stored page stands (its file and Last-Modified untouched).
    expect(await store.put('/a', page('a'))).toBe(first);
    expect((await stat(file)).mtimeMs).toBe(mtime);
    // Same size, other bytes; same bytes, other tags: both written.
    const changed = await store.put('/a', page('b'));
    expect(changed.etag).not.toBe(first.etag);
    expect((await readFile(file, 'utf8')).startsWith('<html>b')).toBe(true);
    const retagged = await store.put('/a', page('b', ['t', 'u']));
    expect(retagged.tags).toEqual(['t', 'u']);
    expect(store.keysForTags(['u'])).toEqual(new Set(['/a']));
    await store.close();
  });

  it('stores bounded query variants by normalized key and renders free text dynamically', () => {
    expect(pageUrl('/providers?utm_source=x&pagina=2').key).toBe('/providers?pagina=2');
    expect(pageUrl('/providers?pagina=2&categoria=payroll').key).toBe(
      '/providers?categoria=payroll&pagina=2',
    );
    expect(pageUrl('/providers?pagina=2').storable).toBe(true);
    expect(keyToFile('/providers?pagina=2')).toBe('providers@pagina=2.html');
    expect(pageUrl('/providers?q=nómina').storable).toBe(false);
    expect(pageUrl('/a%2F..%2Fb').storable).toBe(false);
    expect(pageUrl('/.env').storable).toBe(false);
    expect(pageUrl('/sitemap.xml?pagina=2').redirect).toBe('/sitemap.xml');
    expect(pageUrl('/fbclid?fbclid=1').key).toBe('/fbclid');
  });
});

/** Pages over a new store in a temporary dir (`maxOnDemandPages`: the cap on first requests). */
async function pagesOf(r: RendererLike, maxOnDemandPages = 100): Promise<Pages> {
  return new Pages(await PageStore.open(tmpStore()), r, {
    maxOnDemandPages,
    concurrency: 2,
    siteUrl: 'http://site.test',
  });
}

describe('following links', () => {
  it("renders the pages a render links to before the pass's other queued pages", async () => {
    // A listing whose pages link the next one (pagination), then twenty other pages.
    const paths: string[] = [];
    const renderer: RendererLike = {
      async close() {},
      async render(path = '') {
        paths.push(path);
        await new Promise((r) => setTimeout(r, 5));
        const n = Number(/pagina=(\d+)/.exec(path)?.[1] ?? (path === '/providers' ? 1 : 0));
        const next = n > 0 && n < 5 ? `<a href="/providers?pagina=${n + 1}">siguiente</a>` : '';
        return htmlRender(`<html><body>${path}${next}</body></html>`);
      },
    };
    const pages = await pagesOf(renderer);
    const others = Array.from({ length: 20 }, (_, i) => `/x${i}`);
    const report = await pages.refresh(['/providers', ...others], { maxDiscovered: Infinity });
    expect(report.discovered).toEqual(
      expect.arrayContaining([2, 3, 4, 5].map((n) => `/providers?pagina=${n}`)),
    );
    // Each link as soon as its page is rendered, not once the twenty others are.
    expect(paths.indexOf('/providers?pagina=5')).toBeLessThan(paths.indexOf('/x19'));
    await pages.store.close();
  });

  it("follows a page's links to this site's stored pages only", async () => {
    const pages = await pagesOf(new CountingRenderer());
    const links = [
      '/providers?pagina=2&amp;utm_source=x',
      'http://site.test/blog',
      'comparativas',
      '/providers/acme/reviews/r1',
      '/write-review?provider=acme',
      'http://otro.test/blog',
      '//otro.test/about',
      '/\\otro.test/about',
      '/\t/otro.test/terms',
      '#contenido',
    ];
    const html = links.map((href) => `<a href="${href}">x</a>`).join('');
    expect(pages.links(htmlRender(`<html><body>${html}</body></html>`)).sort()).toEqual([
      '/blog',
      '/comparativas',
      '/providers?pagina=2',
      '/write-review',
    ]);
    await pages.store.close();
  });
});

describe('coalescing', () => {
  it('keeps a page stale when the render under way started before it was marked', async () => {
    const r = new CountingRenderer();
    const pages = await pagesOf(r);
    const before = pages.render('/a');
    pages.markStale(['/a']);
    await before;
    expect(pages.stale.has('/a')).toBe(true);
    await pages.render('/a', true);
    expect(pages.stale.has('/a')).toBe(false);
    await pages.store.close();
  });

  it('lets a visitor of a stale page share the re-render that started after the mark', async () => {
    const r = new CountingRenderer();
    const pages = await pagesOf(r);
    await pages.render('/a');
    pages.markStale(['/a']);
    // The revalidator's render, then visitors asking for the stale page while it runs.
    const revalidation = pages.render('/a', true);
    const visitors = Array.from({ length: 5 }, () => pages.render('/a', true));
    const outcomes = await Promise.all([revalidation, ...visitors]);
    expect(r.calls).toBe(2);
    expect(new Set(outcomes.map((o) => o.meta?.etag)).size).toBe(1);
    expect(pages.stale.has('/a')).toBe(false);
    // A change marked during a render is not served by it: one more render follows.
    pages.markStale(['/a']);
    const third = pages.render('/a', true);
    pages.markStale(['/a']);
    const fourth = pages.render('/a', true);
    await Promise.all([third, fourth]);
    expect(r.calls).toBe(4);
    expect(pages.stale.has('/a')).toBe(false);
    await pages.store.close();
  });

  it('follows a render under way with one more when a refresh is asked while it runs', async () => {
    const r = new CountingRenderer();
    const pages = await pagesOf(r);
    await pages.render('/a');
    pages.markStale(['/a']);
    // A visitor's render of the stale page starts; then the data changes again and a refresh
    // (the revalidation endpoint) is asked before anything marked the page anew.
    const visitor = pages.render('/a', true);
    const refreshed = await pages.refresh(['/a']);
    const visitorOutcome = await visitor;
    expect(r.calls).toBe(3);
    expect(refreshed.stored).toEqual(['/a']);
    expect(pages.store.get('/a')?.etag).not.toBe(visitorOutcome.meta?.etag);
    expect(pages.stale.has('/a')).toBe(false);
    await pages.store.close();
  });

  it('renders a page once for concurrent misses', async () => {
    const r = new CountingRenderer();
    const pages = await pagesOf(r);
    const results = await Promise.all(
      Array.from({ length: 25 }, () => pages.render('/a', false, true)),
    );
    expect(r.calls).toBe(1);
    expect(new Set(results.map((o) => o.meta?.etag)).size).toBe(1);
  });

  it('follows a running render with exactly one more when changes arrive during it', async () => {
    const r = new CountingRenderer();
    const pages = await pagesOf(r);
    const store = pages.store;
    const first = pages.render('/a');
    const refreshes = Array.from({ length: 10 }, () => pages.render('/a', true));
    await Promise.all([first, ...refreshes]);
    expect(r.calls).toBe(2);
    expect((await store.body(store.get('/a')!, 'identity')).toString()).toContain('v2');
  });

  it('warms each render thread on the stored category × country listing with most cards and on a page of each kind a review re-renders, storing nothing', async () => {
    const r = new CountingRenderer();
    const rendered = r.paths;
    const pages = await pagesOf(r);
    const page = (tags: string[]) => ({
      body: Buffer.from('<html></html>'),
      type: 'text/html',
      tags,
      hashes: [],
    });
    expect(await pages.warm(2)).toBeNull();
    await pages.store.put('/proveedores/categoria/payroll/mexico', page(['provider:a']));
    await pages.store.put(
      '/proveedores/categoria/payroll/chile',
      page(['provider:a', 'provider:b', 'provider:c']),
    );
    await pages.store.put(
      '/proveedores/categoria/payroll',
      page(['provider:a', 'provider:b', 'provider:c', 'provider:d']),
    );
    const etag = pages.store.get('/proveedores/categoria/payroll/chile')?.etag;
    expect(await pages.warm(2)).toBe('/proveedores/categoria/payroll/chile');
    expect(rendered).toEqual([
      '/proveedores/categoria/payroll/chile',
      '/proveedores/categoria/payroll/chile',
    ]);
    expect(pages.store.get('/proveedores/categoria/payroll/chile')?.etag).toBe(etag);

    // Then one page of each kind a review re-renders first, in each thread: a provider's page,
    // its review and alternatives pages (those stored), the directory.
    for (const k of [
      '/providers/nomina-agil',
      '/providers/nomina-agil/alternativas',
      '/providers',
    ]) {
      await pages.store.put(k, page(['provider:a']));
    }
    const providerEtag = pages.store.get('/providers/nomina-agil')?.etag;
    rendered.length = 0;
    expect(await pages.warm(2)).toBe('/proveedores/categoria/payroll/chile');
    expect(rendered).toEqual(
      [
        ...['/proveedores/categoria/payroll/chile', '/providers/nomina-agil'],
        ...['/providers/nomina-agil/alternativas', '/providers'],
      ].flatMap((k) => [k, k]),
    );
    expect(pages.store.get('/providers/nomina-agil')?.etag).toBe(providerEtag);
    await pages.store.close();
  });

  it("renders a provider's page and a directory page once for both of their addresses and stores them under each", async () => {
    const r = new CountingRenderer();
    const rendered = r.paths;
    const pages = await pagesOf(r);
    const report = await pages.refresh([
      '/providers/nomina-agil',
      '/proveedores/nomina-agil',
      '/proveedores?pagina=2',
      '/providers?pagina=2',
      '/a',
    ]);
    // One render each (whichever address comes first in the pass's order).
    expect(rendered.sort()).toEqual(['/a', '/proveedores?pagina=2', '/providers/nomina-agil']);
    expect(report.stored.sort()).toEqual([
      '/a',
      '/proveedores/nomina-agil',
      '/proveedores?pagina=2',
      '/providers/nomina-agil',
      '/providers?pagina=2',
    ]);
    const store = pages.store;
    const body = async (k: string) => (await store.body(store.get(k)!, 'identity')).toString();
    for (const [twin, key] of [
      ['/proveedores/nomina-agil', '/providers/nomina-agil'],
      ['/proveedores?pagina=2', '/providers?pagina=2'],
    ] as const) {
      expect(await body(twin)).toBe(await body(key));
      expect(store.get(twin)?.etag).toBe(store.get(key)?.etag);
      // Both keys' files are on disk (static hosts read them).
      const file = (k: string) => join(store.siteDir, store.get(k)!.file);
      expect((await readFile(file(twin))).toString()).toBe(await body(key));
    }

    // Both stale after a change: one render clears both marks.
    pages.markStale(['/providers/nomina-agil', '/proveedores/nomina-agil']);
    await pages.refresh(['/proveedores/nomina-agil', '/providers/nomina-agil']);
    expect(rendered).toHaveLength(4);
    expect(pages.stale.size).toBe(0);
    expect(await body('/providers/nomina-agil')).toContain('v4');
    expect(await body('/proveedores/nomina-agil')).toContain('v4');

    // A twin marked after the render started is not stored from it: it gets its own render.
    const running = pages.refresh(['/providers/nomina-agil']);
    await new Promise((res) => setTimeout(res, 5));
    pages.markStale(['/proveedores/nomina-agil']);
    await running;
    expect(pages.stale.has('/proveedores/nomina-agil')).toBe(true);
    await pages.refresh(['/proveedores/nomina-agil']);
    expect(rendered.slice(4)).toEqual(['/providers/nomina-agil', '/proveedores/nomina-agil']);
    expect(pages.stale.size).toBe(0);
    await store.close();
  });

  it("goes on with other pages while a page's twin renders, and renders the page itself when that render fails", async () => {
    // The English address's render is slow, then fails; the pass has two loops.
    const paths: string[] = [];
    let failed = false;
    const renderer: RendererLike = {
      async close() {},
      async render(path = '') {
        paths.push(path);
        if (path === '/providers/nomina-agil') {
          await new Promise((r) => setTimeout(r, 150));
          failed = true;
          throw new Error('backend down');
        }
        await new Promise((r) => setTimeout(r, 10));
        return htmlRender(`<html><body>${path}</body></html>`);
      },
    };
    const pages = await pagesOf(renderer);
    const report = await pages.refresh([
      '/providers/nomina-agil',
      '/proveedores/nomina-agil',
      '/a',
      '/b',
      '/c',
    ]);
    // The second loop did not wait for the slow render: it rendered the other pages first.
    expect(paths.slice(0, 4)).toEqual(['/providers/nomina-agil', '/a', '/b', '/c']);
    // The Spanish address, not stored from its twin's failed render, got its own, which then
    // stored the English one too.
    expect(failed).toBe(true);
    expect(paths.at(-1)).toBe('/proveedores/nomina-agil');
    expect(paths).toHaveLength(5);
    expect(report.failed).toEqual(['/providers/nomina-agil']);
    expect(report.stored.sort()).toEqual([
      '/a',
      '/b',
      '/c',
      '/proveedores/nomina-agil',
      '/providers/nomina-agil',
    ]);
    expect(pages.store.get('/providers/nomina-agil')?.etag).toBe(
      pages.store.get('/proveedores/nomina-agil')?.etag,
    );
    await pages.store.close();
  });

  it('stops storing first-request pages beyond the cap', async () => {
    const r = new CountingRenderer();
    const pages = await pagesOf(r, 2);
    const store = pages.store;
    for (const k of ['/a', '/b', '/c']) await pages.render(k, false, true);
    expect(store.size).toBe(2);
  });
});
