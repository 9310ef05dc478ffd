// The shared cache for real: each suite starts its own varnishd (own port, own working dir
// `-n`, the repository's VCL: scripts/lib/varnish.mjs) in front of a web server rendering with
// the fake renderer, and checks what visitors get through it (docs/OPERATIONS.md § Shared cache).
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { freePort } from '../../scripts/lib/pocketbase.mjs';
import { startVarnish } from '../../scripts/lib/varnish.mjs';
import { toRendered, type Rendered } from '../../src/server/renderer.ts';
import { startWebServer, type WebServer } from '../../src/server/web-server.ts';
import { ensureCategories, makeProvider, makeUser, superuser } from './helpers.ts';
import {
  FakeRenderer,
  eventually,
  reviewBy,
  testConfig,
  twoStoredProviders,
} from './isr-fixtures.ts';
import type { ServerConfig } from '../../src/server/config.ts';

type Varnish = Awaited<ReturnType<typeof startVarnish>>;

/** A listing that shows one provider's rating (tagged with it), and not its own page. */
const SUMMARY = '/proveedores/categoria/resumen';

/**
 * The fake renderer plus an app screen (a member's dashboard shell) and a listing of one
 * provider (`SUMMARY`, of `summaryOf`): re-rendered by its pass, not marked stale by the
 * provider's event as the provider's own pages are.
 */
class AppRenderer extends FakeRenderer {
  summaryOf = '';

  override async render(target: string): Promise<Rendered> {
    if (new URL(target, 'http://x').pathname === SUMMARY && this.summaryOf) {
      this.renders.push(target);
      const p = await this.pb.collection('providers').getOne(this.summaryOf);
      return toRendered({
        status: 200,
        headers: { 'content-type': 'text/html' },
        body: Buffer.from(
          `<!doctype html><html lang="es"><body>${Number(p['average_rating']).toFixed(1)}</body></html>`,
        ),
        tags: [`provider:${p.id}`],
        setsCookie: false,
      });
    }
    if (new URL(target, 'http://x').pathname === '/dashboard') {
      this.renders.push(target);
      return toRendered({
        status: 200,
        headers: { 'content-type': 'text/html' },
        body: Buffer.from('<!doctype html><html lang="es"><body>Mi panel</body></html>'),
        tags: ['static'],
        setsCookie: false,
      });
    }
    return super.render(target);
  }
}

async function get(url: string, headers: Record<string, string> = {}) {
  const r = await fetch(url, { headers });
  return { status: r.status, cache: r.headers.get('x-cache'), text: await r.text(), h: r.headers };
}

/** A stack: varnishd on its own port in front of a web server started on a known port. */
async function startCached(
  sharedCache: Partial<ServerConfig['sharedCache']>,
  purgeToVarnish: boolean,
  log: (m: string) => void,
) {
  const webPort = await freePort();
  const varnish = await startVarnish({ port: await freePort(), originPort: webPort, graceS: 3600 });
  const base = testConfig(inject('pbUrl'), {
    superuserEmail: inject('superuserEmail'),
    superuserPassword: inject('superuserPassword'),
    port: webPort,
  });
  const cfg: ServerConfig = {
    ...base,
    sharedCache: {
      ...base.sharedCache,
      mode: 'varnish',
      varnishUrls: [purgeToVarnish ? varnish.url : `http://127.0.0.1:${await freePort()}`],
      varnishToken: varnish.purgeToken,
      retryMs: 50,
      ...sharedCache,
    },
  };
  const renderer = new AppRenderer(superuser());
  const server = await startWebServer(cfg, { renderer, log });
  // Varnish's probe sees the origin up (1 s interval, 2 of 3 good).
  await eventually(async () => (await get(`${varnish.url}/_health`)).status === 204, 10_000);
  return { varnish, server, renderer, cfg, origin: `http://127.0.0.1:${server.port}` };
}

describe('Varnish in front of the web server', () => {
  let varnish: Varnish;
  let server: WebServer;
  let renderer: AppRenderer;
  let origin = '';

  beforeAll(async () => {
    await ensureCategories();
    ({ varnish, server, renderer, origin } = await startCached({ ttlS: 600 }, true, () => {}));
    await new Promise((r) => setTimeout(r, 2500)); // the probe's window fills with good polls
  });
  afterAll(async () => {
    await server?.close();
    await varnish?.stop();
  });

  /**
   * A page asked once is then served from the cache (HIT). Asked again when a pass that was
   * still running purged it in between (the outbox of the fixtures' own writes).
   */
  async function cachedOnceAsked(path: string): Promise<void> {
    await eventually(async () => {
      await get(`${varnish.url}${path}`);
      return (await get(`${varnish.url}${path}`)).cache === 'HIT';
    }, 5000);
  }

  it('makes exactly the reviewed provider’s pages fresh within a second, others stay cached', async () => {
    const { p, mine, theirs } = await twoStoredProviders(server);
    await server.pages.refresh(['/']);
    for (const path of [mine, theirs, '/']) await cachedOnceAsked(path);
    expect((await get(`${varnish.url}${mine}`)).text).toContain('0.0');
    // The origin marks them for the shared cache, with the page's own key and its tags.
    const direct = await fetch(`${origin}${mine}`);
    expect(direct.headers.get('surrogate-control')).toBe('max-age=600');
    expect(direct.headers.get('xkey')).toContain(`provider:${p.id}`);
    // Visitors never see the surrogate headers.
    const through = await get(`${varnish.url}${mine}`);
    expect(through.h.get('xkey')).toBeNull();
    expect(through.h.get('surrogate-control')).toBeNull();

    const t0 = Date.now();
    await reviewBy(p.id, 5);
    await eventually(async () => (await get(`${varnish.url}${mine}`)).text.includes('5.0'), 5000);
    const visibleMs = Date.now() - t0;
    expect(visibleMs).toBeLessThan(1000);
    expect((await get(`${varnish.url}${theirs}`)).cache).toBe('HIT');
    expect((await get(`${varnish.url}/`)).cache).toBe('HIT');
    // The new page is cached again after its first request (once its pass, which purges it
    // again as it stores it, has ended).
    await server.revalidator!.drain();
    await get(`${varnish.url}${mine}`);
    expect((await get(`${varnish.url}${mine}`)).cache).toBe('HIT');
  });

  it("drops a reviewed provider's page when the review's event arrives, before its pass", async () => {
    const { p, mine, theirs } = await twoStoredProviders(server);
    const busy = await twoStoredProviders(server);
    for (const path of [mine, theirs]) await cachedOnceAsked(path);
    // A pass that takes 4 s (another provider's page renders slowly): the review's own pass
    // waits for it.
    renderer.slow.set(busy.mine, 4000);
    try {
      await superuser()
        .collection('providers')
        .update(busy.p.id, { description: 'Otra descripción.' });
      await eventually(async () => (renderer.slowRunning.get(busy.mine) ?? 0) > 0);
      await reviewBy(p.id, 5);
      await eventually(async () => (await get(`${varnish.url}${mine}`)).text.includes('5.0'), 2500);
      expect(renderer.slowRunning.get(busy.mine) ?? 0).toBeGreaterThan(0);
      expect((await get(`${varnish.url}${theirs}`)).cache).toBe('HIT');
    } finally {
      renderer.slow.clear();
    }
    await server.revalidator!.drain();
  });

  it('drops each page as soon as the store has it, before the pass ends', async () => {
    const { p, mine } = await twoStoredProviders(server);
    renderer.summaryOf = p.id;
    await server.pages.refresh([SUMMARY]);
    await server.revalidator!.drain();
    await cachedOnceAsked(SUMMARY);
    expect((await get(`${varnish.url}${SUMMARY}`)).text).toContain('0.0');
    // The review's pass renders the provider's own page (first, slowly) and the listing.
    renderer.slow.set(mine, 3000);
    try {
      await reviewBy(p.id, 5);
      await eventually(
        async () => (await get(`${varnish.url}${SUMMARY}`)).text.includes('5.0'),
        2500,
      );
      // Shown while the pass still renders the slow page.
      expect(renderer.slowRunning.get(mine) ?? 0).toBeGreaterThan(0);
    } finally {
      renderer.slow.clear();
    }
    await server.revalidator!.drain();
  });

  it('keeps a page rendered on request until the data changes, then its new render within a second', async () => {
    const { p } = await twoStoredProviders(server);
    // Free text: rendered on request, never stored (the fake renderer lists every provider).
    const path = `/providers?q=${p.slug}`;
    const card = (rating: string) => `href="/providers/${p.slug}" data-rating="${rating}"`;
    await cachedOnceAsked(path);
    expect((await get(`${varnish.url}${path}`)).text).toContain(card('0.0'));
    expect(server.pages.store.get(path)).toBeUndefined();
    const direct = await fetch(`${origin}${path}`);
    expect(direct.headers.get('cache-control')).toBe('no-store');
    expect(direct.headers.get('surrogate-control')).toBe('max-age=600');
    expect(direct.headers.get('xkey')?.split(' ')).toEqual(['all', 'on-request']);

    const t0 = Date.now();
    await reviewBy(p.id, 5);
    await eventually(
      async () => (await get(`${varnish.url}${path}`)).text.includes(card('5.0')),
      5000,
    );
    expect(Date.now() - t0).toBeLessThan(1000);
    // Cached again until the next change.
    await server.revalidator!.drain();
    await cachedOnceAsked(path);
    expect((await get(`${varnish.url}${path}`)).text).toContain(card('5.0'));
  });

  it('never caches an app screen, nor a request with a session cookie or credentials', async () => {
    await server.pages.refresh(['/dashboard', '/']);
    const direct = await fetch(`${origin}/dashboard`);
    expect(direct.status).toBe(200);
    expect(direct.headers.get('surrogate-control')).toBeNull();
    for (const headers of [{}, { cookie: 'pb_auth=abc' }, { authorization: 'Bearer abc' }]) {
      for (let i = 0; i < 3; i++) {
        const r = await get(`${varnish.url}/dashboard`, headers);
        expect(r.status).toBe(200);
        expect(r.cache).toBe('MISS');
      }
    }
    // A public page asked with a session is passed to the origin too (and not stored from it).
    await get(`${varnish.url}/`);
    expect((await get(`${varnish.url}/`)).cache).toBe('HIT');
    for (const headers of [{ cookie: 'pb_auth=abc' }, { authorization: 'Bearer abc' }]) {
      expect((await get(`${varnish.url}/`, headers)).cache).toBe('MISS');
    }
    // Nobody purges without the token (a TLS proxy on the host forwards visitors from loopback).
    for (const headers of [
      { 'xkey-purge': 'all' },
      { 'xkey-purge': 'all', 'x-purge-token': 'x' },
    ]) {
      expect((await fetch(`${varnish.url}/`, { method: 'PURGE', headers })).status).toBe(403);
    }
    expect((await get(`${varnish.url}/`)).cache).toBe('HIT');
    // API answers are the origin's every time.
    for (let i = 0; i < 2; i++) {
      expect((await get(`${varnish.url}/api/search/head`)).cache).toBe('MISS');
    }
    expect(renderer.renders.filter((r) => r === '/dashboard').length).toBeLessThanOrEqual(1);
  });
});

describe('Varnish when purges fail and when the origin is down', () => {
  const logs: string[] = [];
  let varnish: Varnish;
  let server: WebServer | undefined;
  let ttlS = 0;

  beforeAll(async () => {
    await ensureCategories();
    // Purges go to a port nobody listens on: every one fails.
    const s = await startCached({ ttlS: 3, attempts: 3 }, false, (m) => logs.push(m));
    ({ varnish, server } = s);
    ttlS = s.cfg.sharedCache.ttlS;
    await new Promise((r) => setTimeout(r, 2500));
  });
  afterAll(async () => {
    await server?.close();
    await varnish?.stop();
  });

  it('retries and logs a failed purge; the shared TTL bounds how long the old page is served', async () => {
    const owner = await makeUser({ roles: ['provider'], user_type: 'provider' });
    const p = await makeProvider(owner.id);
    const mine = `/providers/${p.slug}`;
    await server!.pages.refresh([mine]);
    await server!.revalidator!.drain();
    await get(`${varnish.url}${mine}`);
    const cachedAt = Date.now();
    expect((await get(`${varnish.url}${mine}`)).cache).toBe('HIT');
    logs.length = 0;
    await reviewBy(p.id, 4);
    // The store has the new page; the cache, without its purge, still the old one.
    await eventually(
      async () =>
        server!.pages.store.get(mine) !== undefined &&
        (await (await fetch(`http://127.0.0.1:${server!.port}${mine}`)).text()).includes('4.0'),
    );
    const stored = Date.now();
    if (stored - cachedAt < (ttlS - 1) * 1000) {
      expect((await get(`${varnish.url}${mine}`)).text).toContain('0.0');
    }
    await eventually(async () => logs.some((m) => m.includes('purge of')), 5000);
    expect(logs.filter((m) => m.includes('retry')).length).toBeGreaterThanOrEqual(2);
    // Within the TTL of when it was cached (plus the probe's second), the new page shows.
    await eventually(async () => (await get(`${varnish.url}${mine}`)).text.includes('4.0'), 10_000);
    const shownAfterCachedMs = Date.now() - cachedAt;
    // Not before the TTL (no purge arrived), and not much after it.
    expect(shownAfterCachedMs).toBeGreaterThanOrEqual(ttlS * 1000 - 250);
    expect(shownAfterCachedMs).toBeLessThan(ttlS * 1000 + 1000);
    expect(server!.sharedCache.unpurged).toBeGreaterThan(0);
  });

  it('serves cached pages while the origin is down (grace); a page never rendered is 503', async () => {
    const owner = await makeUser({ roles: ['provider'], user_type: 'provider' });
    const p = await makeProvider(owner.id);
    const mine = `/providers/${p.slug}`;
    await server!.pages.refresh([mine]);
    await get(`${varnish.url}${mine}`);
    expect((await get(`${varnish.url}${mine}`)).cache).toBe('HIT');
    await server!.close();
    server = undefined;
    // Past the TTL: only the grace keeps the copy.
    await new Promise((r) => setTimeout(r, ttlS * 1000 + 1500));
    const stale = await get(`${varnish.url}${mine}`);
    expect(stale.status).toBe(200);
    expect(stale.text).toContain(String(p['company_name']));
    expect((await get(`${varnish.url}/providers/nunca-renderizado-${p.id}`)).status).toBe(503);
  });
});
