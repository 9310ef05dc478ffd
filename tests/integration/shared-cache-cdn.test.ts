// The purge step with a CDN in front (Fastly surrogate keys, Cloudflare cache tags): the web
// server tags its pages for the CDN, and after a pass calls the CDN's purge API, here a local
// HTTP stand-in that records every call (docs/OPERATIONS.md § Shared cache).
import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, afterEach, beforeAll, describe, expect, inject, it } from 'vitest';
import type { ServerConfig } from '../../src/server/config.ts';
import { pageKeyOf } from '../../src/server/shared-cache.ts';
import { startWebServer, type WebServer } from '../../src/server/web-server.ts';
import { ensureCategories, makeProvider, makeUser, superuser } from './helpers.ts';
import {
  FakeRenderer,
  eventually,
  reviewBy,
  testConfig,
  twoStoredProviders,
} from './isr-fixtures.ts';

interface Call {
  method: string;
  path: string;
  headers: IncomingMessage['headers'];
  body: { surrogate_keys?: string[]; tags?: string[] };
  /** The status it was answered with. */
  status: number;
}

/** A CDN API stand-in: records calls; answers with `status()` (and Cloudflare's `success`). */
async function standIn(status: () => number) {
  const calls: Call[] = [];
  const server: Server = createServer((req, res) => {
    let raw = '';
    req.on('data', (c) => (raw += String(c)));
    req.on('end', () => {
      const code = status();
      calls.push({
        method: req.method ?? '',
        path: req.url ?? '',
        headers: req.headers,
        body: raw ? (JSON.parse(raw) as Call['body']) : {},
        status: code,
      });
      res
        .writeHead(code, { 'content-type': 'application/json' })
        .end(JSON.stringify({ success: code === 200, result: { id: 'purge-1' } }));
    });
  });
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', () => r()));
  return {
    calls,
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    close: () => new Promise<void>((r) => server.close(() => r())),
  };
}

const keysOf = (c: Call) => c.body.surrogate_keys ?? c.body.tags ?? [];

for (const mode of ['fastly', 'cloudflare'] as const) {
  describe(`purging ${mode} through its API`, () => {
    let failures = 0;
    let api: Awaited<ReturnType<typeof standIn>>;
    let server: WebServer;
    let base = '';
    const logs: string[] = [];

    beforeAll(async () => {
      await ensureCategories();
      api = await standIn(() => (failures-- > 0 ? 500 : 200));
      const cfg = testConfig(inject('pbUrl'), {
        superuserEmail: inject('superuserEmail'),
        superuserPassword: inject('superuserPassword'),
      });
      const sharedCache: ServerConfig['sharedCache'] = {
        ...cfg.sharedCache,
        mode,
        ttlS: 600,
        retryMs: 20,
        fastly: { api: api.url, serviceId: 'svc-1', token: 'fastly-token' },
        cloudflare: { api: api.url, zoneId: 'zone-1', token: 'cf-token', batch: 30 },
      };
      server = await startWebServer(
        { ...cfg, sharedCache },
        { renderer: new FakeRenderer(superuser()), log: (m) => logs.push(m) },
      );
      base = `http://127.0.0.1:${server.port}`;
    });
    afterAll(async () => {
      await server?.close();
      await api?.close();
    });
    afterEach(() => {
      failures = 0;
    });

    it('tags each stored page for the CDN and purges exactly the reviewed pages', async () => {
      const { p, mine, theirs } = await twoStoredProviders(server);

      const r = await fetch(`${base}${mine}`);
      if (mode === 'fastly') {
        expect(r.headers.get('surrogate-control')).toBe('max-age=600, stale-if-error=86400');
        const keys = (r.headers.get('surrogate-key') ?? '').split(' ');
        expect(keys).toEqual(expect.arrayContaining([pageKeyOf(mine), `provider:${p.id}`]));
      } else {
        expect(r.headers.get('cdn-cache-control')).toBe('max-age=600, stale-if-error=86400');
        const tags = (r.headers.get('cache-tag') ?? '').split(',');
        expect(tags).toEqual(expect.arrayContaining([pageKeyOf(mine), `provider:${p.id}`]));
      }
      // Browsers keep revalidating: the shared TTL is for the CDN only.
      expect(r.headers.get('cache-control')).toBe('public, max-age=0, must-revalidate');

      api.calls.length = 0;
      await reviewBy(p.id, 5);
      await eventually(async () => api.calls.some((c) => keysOf(c).includes(pageKeyOf(mine))));
      const purged = api.calls.flatMap(keysOf);
      expect(purged).not.toContain(pageKeyOf(theirs));
      const call = api.calls[0]!;
      expect(call.method).toBe('POST');
      if (mode === 'fastly') {
        expect(call.path).toBe('/service/svc-1/purge');
        expect(call.headers['fastly-key']).toBe('fastly-token');
        expect(call.headers['fastly-soft-purge']).toBe('1');
      } else {
        expect(call.path).toBe('/zones/zone-1/purge_cache');
        expect(call.headers['authorization']).toBe('Bearer cf-token');
      }
    });

    it('retries a purge the API refuses, then logs it', async () => {
      const owner = await makeUser({ roles: ['provider'], user_type: 'provider' });
      const p = await makeProvider(owner.id);
      const mine = `/providers/${p.slug}`;
      await server.pages.refresh([mine]);
      await server.revalidator!.drain();
      api.calls.length = 0;
      logs.length = 0;
      failures = 2;
      await reviewBy(p.id, 5);
      const accepted = () => api.calls.filter((c) => c.status === 200);
      await eventually(async () => accepted().some((c) => keysOf(c).includes(pageKeyOf(mine))));
      await server.revalidator!.drain();
      // The review's first two purges were refused, each logged, and retried until accepted:
      // every key they carried went out again in an accepted call (the pages rendered on
      // request when its event arrived, the provider's page then and when its pass stored it).
      const refused = api.calls.filter((c) => c.status !== 200);
      expect(refused).toHaveLength(2);
      const acceptedKeys = new Set(accepted().flatMap(keysOf));
      for (const k of refused.flatMap(keysOf)) expect(acceptedKeys).toContain(k);
      expect(acceptedKeys).toContain(pageKeyOf(mine));
      expect(logs.filter((m) => m.startsWith('purge failed')).length).toBe(2);
      expect(server.sharedCache.unpurged).toBe(0);
    });

    it('sends at most one API batch of keys per call', async () => {
      api.calls.length = 0;
      const keys = Array.from({ length: 300 }, (_, i) => `/providers/lote-${i}`);
      await server.sharedCache.purgePages(keys);
      const limit = mode === 'fastly' ? 256 : 30;
      expect(api.calls.length).toBe(Math.ceil(300 / limit));
      expect(Math.max(...api.calls.map((c) => keysOf(c).length))).toBe(limit);
      expect(new Set(api.calls.flatMap(keysOf))).toEqual(new Set(keys.map(pageKeyOf)));
    });
  });
}
