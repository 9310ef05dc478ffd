// A stand-in for the Astro renderer in the page-store tests: renders tiny pages straight
// from PocketBase (as the superuser), tagging them like the real pages do, and counts renders.
import type PocketBase from 'pocketbase';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { toRendered, type Rendered, type RendererLike } from '../../src/server/renderer.ts';
import { loadServerConfig, type ServerConfig } from '../../src/server/config.ts';
import { honestText, makeProvider, makeUser } from './helpers.ts';
import type { WebServer } from '../../src/server/web-server.ts';

export class FakeRenderer implements RendererLike {
  renders: string[] = [];
  delayMs = 0;
  /** Paths whose render takes this many ms (a pass with a slow page). */
  readonly slow = new Map<string, number>();
  /** Slow renders under way, by path. */
  readonly slowRunning = new Map<string, number>();
  constructor(readonly pb: PocketBase) {}

  async close(): Promise<void> {}

  async render(target: string): Promise<Rendered> {
    const url = new URL(target, 'http://x');
    const wait = this.slow.get(url.pathname);
    if (wait) {
      this.slowRunning.set(url.pathname, (this.slowRunning.get(url.pathname) ?? 0) + 1);
      await new Promise((r) => setTimeout(r, wait));
      this.slowRunning.set(url.pathname, (this.slowRunning.get(url.pathname) ?? 1) - 1);
    }
    this.renders.push(target);
    if (this.delayMs) await new Promise((r) => setTimeout(r, this.delayMs));
    const html = (status: number, body: string, tags: string[]): Rendered =>
      toRendered({
        status,
        headers: { 'content-type': 'text/html' },
        body: Buffer.from(`<!doctype html><html lang="es"><body>${body}</body></html>`),
        tags,
        setsCookie: false,
      });
    const m = /^\/providers\/([^/]+)$/.exec(url.pathname);
    if (m) {
      const list = await this.pb.collection('providers').getList(1, 1, {
        filter: this.pb.filter('slug = {:s} && status = "approved" && verified = true', {
          s: m[1],
        }),
      });
      const p = list.items[0];
      if (!p) return html(404, 'Proveedor no encontrado', []);
      return html(
        200,
        `<h1>${String(p['company_name'])}</h1><p class="rating">${Number(p['average_rating']).toFixed(1)}</p>`,
        [`provider:${p.id}`, 'categories'],
      );
    }
    if (url.pathname === '/providers') {
      const items = await this.pb.collection('providers').getFullList({
        filter: 'status = "approved" && verified = true',
        sort: 'company_name',
      });
      return html(
        200,
        items
          .map(
            (p) =>
              `<a href="/providers/${String(p['slug'])}" data-rating="${Number(p['average_rating']).toFixed(1)}">${String(p['company_name'])}</a>`,
          )
          .join(''),
        ['providers', ...items.map((p) => `provider:${p.id}`)],
      );
    }
    if (url.pathname === '/')
      return html(200, '<h1>Inicio</h1><a href="/providers">x</a>', ['static']);
    if (url.pathname === '/transparencia.json') {
      // The report's count of approved accounts, tagged as the real report is.
      const approved = await this.pb
        .collection('users')
        .getList(1, 1, { filter: 'approved = true && approved_at != ""' });
      return html(200, `<p>${approved.totalItems}</p>`, ['transparency']);
    }
    return html(404, 'Oops! Page not found', []);
  }
}

export function testConfig(pbUrl: string, overrides: Partial<ServerConfig> = {}): ServerConfig {
  return loadServerConfig({
    port: 0,
    host: '127.0.0.1',
    siteUrl: 'http://site.test',
    pocketbaseUrl: pbUrl,
    publicPocketbaseUrl: pbUrl,
    distDir: mkdtempSync(join(tmpdir(), 'isr-dist-')),
    pageStoreDir: join(mkdtempSync(join(tmpdir(), 'isr-store-')), 'pages'),
    pollMs: 500,
    debounceMs: 20,
    maxDelayMs: 100,
    ...overrides,
  });
}

/** Polls `fn` until it returns true (or throws after `ms`). */
export async function eventually(fn: () => Promise<boolean>, ms = 5000): Promise<void> {
  const deadline = Date.now() + ms;
  for (;;) {
    if (await fn()) return;
    if (Date.now() > deadline) throw new Error('condition not met in time');
    await new Promise((r) => setTimeout(r, 50));
  }
}

/** A review of the provider by a new member (a text of its own, its own network). */
export async function reviewBy(providerId: string, rating: number): Promise<void> {
  const reviewer = await makeUser();
  await reviewer.pb.collection('reviews').create({
    provider: providerId,
    title: 'Buen servicio',
    review_text: honestText(),
    overall_rating: rating,
    would_recommend: rating >= 4,
  });
}

/**
 * Two public providers whose pages the server has stored, with the outbox consumed: `mine`
 * (the page of `p`) and `theirs` (another provider's page).
 */
export async function twoStoredProviders(server: WebServer) {
  const owner = await makeUser({ roles: ['provider'], user_type: 'provider' });
  const p = await makeProvider(owner.id);
  const other = await makeProvider(
    (await makeUser({ roles: ['provider'], user_type: 'provider' })).id,
  );
  const mine = `/providers/${p.slug}`;
  const theirs = `/providers/${other.slug}`;
  await server.pages.refresh([mine, theirs]);
  await server.revalidator!.drain();
  return { p, mine, theirs };
}
