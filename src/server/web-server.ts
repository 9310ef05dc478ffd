/**
 * The production web server: security headers on every response, client assets from
 * `dist/client`, pages from the page store (rendered through Astro once on a miss), old
 * provider slugs answered with 301, and the revalidation consumer of the PocketBase outbox.
 * The pieces live beside it: responses.ts (how each kind of answer is written),
 * revalidation.ts (the consumer and `/_revalidate`), pages.ts (render and store), page-key.ts
 * and query-rules.ts (which URLs are pages).
 */
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { join } from 'node:path';
import { LRUCache } from 'lru-cache';
import type { TypedPocketBase } from '../lib/data/pb-server.ts';
import type { ServerConfig } from './config.ts';
import { pageUrl } from './page-key.ts';
import { PageStore } from './page-store.ts';
import { Pages, type StorableAnswer } from './pages.ts';
import { pbHealthy, superuserClient } from './pb.ts';
import { SlugRedirects } from './redirects.ts';
import { startRenderer, type Rendered, type RendererLike } from './renderer.ts';
import { createResponder } from './responses.ts';
import { revalidateEndpoint, startRevalidation } from './revalidation.ts';
import { SearchApi } from './search-api.ts';
import { ALL_KEY, PurgeAfterAnswers, SharedCache } from './shared-cache.ts';
import { SEARCH_API } from '../lib/contract/paths.ts';
import type { PassReport, Revalidator } from './revalidator.ts';
import { StaticAssets } from './static-assets.ts';
import { rankedProviderList } from '../lib/data/providers.ts';

export interface WebServer {
  port: number;
  pages: Pages;
  /** The shared cache's purge client (inactive unless `CACHE_PURGE` is set). */
  sharedCache: SharedCache;
  revalidator: Revalidator | undefined;
  close(): Promise<void>;
}

export interface StartOptions {
  /** Replaces the Astro renderer (tests). */
  renderer?: RendererLike;
  onPass?: (pass: PassReport) => void;
  log?: (msg: string) => void;
}

/** Dynamic (query) pages and 404s are kept briefly in memory; any revalidation clears them. */
const MICRO_TTL_MS = 10_000;
const MICRO_MAX = 500;
/** Answered 204 while the server runs: the shared cache's probe (varnish/site.vcl). */
const HEALTH_PATH = '/_health';

/** False when the path holds a percent-escape that is not UTF-8 (`/x/%ff`, `/x/%E0%A4%A`). */
function wellFormedPath(path: string): boolean {
  try {
    decodeURIComponent(path);
    return true;
  } catch {
    return false;
  }
}

/** Opens the page store and brings it up to date with what a previous run left. */
async function openPages(
  cfg: ServerConfig,
  renderer: RendererLike,
  assets: StaticAssets,
  log: (msg: string) => void,
): Promise<{ store: PageStore; pages: Pages }> {
  const store = await PageStore.open(cfg.pageStoreDir);
  let healthyAt = 0;
  const pages = new Pages(store, renderer, {
    maxOnDemandPages: cfg.maxOnDemandPages,
    concurrency: cfg.renderConcurrency,
    siteUrl: cfg.siteUrl,
    isAsset: (p) => assets.get(p) !== undefined,
    backendHealthy: async () => {
      if (Date.now() - healthyAt < 1000) return true;
      const ok = await pbHealthy(cfg.pocketbaseUrl);
      if (ok) healthyAt = Date.now();
      return ok;
    },
  });
  // Pages stored under a URL that is no longer canonical (rules of an older version) would
  // never be served again but still re-rendered on every change: drop them.
  const dropped = await pages.dropNonCanonical();
  if (dropped > 0) log(`dropped ${dropped} stored page(s) under non-canonical URLs`);
  // Pages a crash may have left inconsistent with the journal are rendered again first.
  if (store.suspects.length > 0) {
    const report = await pages.refresh(store.suspects, { maxDiscovered: 0 });
    log(`re-rendered ${report.rendered} page(s) left unfinished by the last run`);
  }
  return { store, pages };
}

export async function startWebServer(
  cfg: ServerConfig,
  opts: StartOptions = {},
): Promise<WebServer> {
  const log = opts.log ?? ((m: string) => console.log(`[serve] ${m}`));
  const assets = await StaticAssets.load(join(cfg.distDir, 'client'));
  void assets.warm();
  const renderer =
    opts.renderer ?? (await startRenderer(cfg.distDir, cfg.siteUrl, cfg.renderThreads));
  const { store, pages } = await openPages(cfg, renderer, assets, log);
  const warmed = await pages.warm(cfg.renderThreads);
  if (warmed) log(`render threads warmed on ${warmed}`);
  const redirects = new SlugRedirects();
  // Rendered pages not stored (query pages, 404s), kept a few seconds: a burst renders once.
  const micro = new LRUCache<string, Rendered>({ max: MICRO_MAX, ttl: MICRO_TTL_MS });
  const shared = new SharedCache(cfg.sharedCache, log);
  // Page purges, sent again for a page answered while it was purged (its old version may
  // reach the shared cache after the purge).
  const purges = new PurgeAfterAnswers(shared);
  // A shared cache may hold pages of an earlier run (an older build or store): they go, and
  // are fetched again from this store on their next request.
  if (shared.enabled) await shared.purgeKeys([ALL_KEY]);
  const respond = createResponder(cfg, store, assets, shared.enabled ? shared : undefined);
  // One superuser client, signed in on first use, for the outbox consumer and the search.
  let pb: TypedPocketBase | undefined;
  const superuser = async () =>
    (pb ??= await superuserClient(cfg.pocketbaseUrl, cfg.superuserEmail, cfg.superuserPassword));
  // The public providers in ranking order, read once per pass for the revalidator's list
  // pages and the search's order (read as the revalidator starts, not by the first review).
  const ranked = rankedProviderList(superuser);
  // The directory's per-query search (search-api.ts) keeps its index current from the same
  // revalidation passes as the pages.
  const search = new SearchApi(superuser, { ranked, ...(opts.log ? { log: opts.log } : {}) });
  void search.refresh();
  // Pages rendered on request and not stored read the data of their moment: when it changes
  // (an event's early marking, a pass's start), their copies here and in the shared cache go,
  // so a review is in another order of its provider's reviews as soon as on its page.
  const dropRenderedOnRequest = () => {
    micro.clear();
    void shared.purgeOnRequest();
  };
  pages.onDataChanged = dropRenderedOnRequest;
  const purgedInPass = new Set<string>();
  const revalidation = cfg.revalidate
    ? await startRevalidation(cfg, superuser, pages, redirects, {
        pass: (pass) => {
          // Every page rendered on request while the pass ran (some before its data) goes.
          dropRenderedOnRequest();
          search.onPass(pass.byTopic);
          // The shared cache drops its copies of exactly the pages the pass stored or removed:
          // each as soon as it was written; here whatever that missed.
          void purges.purgePages(
            [...pass.keys, ...pass.removed].filter((k) => !purgedInPass.has(k)),
          );
          purgedInPass.clear();
          opts.onPass?.(pass);
        },
        log,
        quietLog: opts.log,
        ranked,
        onPageStored: (key) => {
          purgedInPass.add(key);
          void purges.purgePages([key]);
        },
        // A provider's own pages, stale from its event on: its next fetch renders them anew.
        onStale: (keys) => void purges.purgePages(keys),
      })
    : undefined;

  const handle = async (req: IncomingMessage, res: ServerResponse) => {
    respond.securityHeaders(req, res);
    const rawUrl = req.url ?? '/';
    const url = new URL(rawUrl.startsWith('/') ? rawUrl : '/', 'http://x');
    if (url.pathname === '/_revalidate') {
      await revalidateEndpoint(req, res, {
        secret: cfg.revalidateSecret,
        store,
        pages,
        revalidation,
        refreshed: async (keys) => {
          await Promise.all([purges.purgePages(keys), shared.purgeOnRequest()]);
        },
      });
      micro.clear();
      return;
    }
    // The shared cache's health probe: the server answers (stored pages need nothing else).
    if (url.pathname === HEALTH_PATH) {
      res.writeHead(204, { 'cache-control': 'no-store' }).end();
      return;
    }
    if (respond.methodRefused(req, res)) return;
    if (url.pathname === SEARCH_API.page || url.pathname === SEARCH_API.head) {
      return search.handle(req, res, url);
    }
    const asset = assets.get(url.pathname);
    if (asset) return respond.asset(req, res, asset);
    // trailingSlash 'never': one URL per page. Leading slashes are collapsed too: `/.//x/`
    // normalises to the path `//x/`, and a Location of `//x` would leave the site.
    if (url.pathname.length > 1 && url.pathname.endsWith('/')) {
      return respond.redirect(res, '/' + url.pathname.replace(/^\/+|\/+$/g, '') + url.search);
    }
    // A path no page can have (malformed percent-encoding) is not found, not a crash.
    if (!wellFormedPath(url.pathname)) return respond.notFound(req, res);
    const page = pageUrl(url.pathname + url.search);
    // Only canonical URLs are pages: other queries go to theirs (see query-rules.ts).
    if (page.redirect !== null) return respond.redirect(res, page.redirect);
    const stale = pages.stale.has(page.key);
    const stored = page.storable && !stale ? store.get(page.key) : undefined;
    if (stored && page.key !== '/404') {
      purges.answering(page.key, res);
      return respond.stored(req, res, stored);
    }
    const moved = redirects.redirectFor(url.pathname);
    if (moved) return respond.redirect(res, moved);
    return servePage(req, res, page.key, stale);
  };

  /** A page not served from the store: rendered now (stored when it may be). */
  const servePage = async (
    req: IncomingMessage,
    res: ServerResponse,
    key: string,
    stale: boolean,
  ) => {
    const cached = micro.get(key);
    if (cached) {
      if (cached.status === 404) return respond.notFound(req, res, cached);
      return respond.rendered(req, res, cached, key);
    }
    // A visitor waits: before any background render of a pass (render-pool.ts). A render that
    // is stored is answered as soon as it is rendered, while its files are written (tens of ms
    // behind a pass's pages): the answer is the page the store then holds, with its ETag.
    purges.answering(key, res);
    let storable: (answer: StorableAnswer) => void = () => undefined;
    const early = new Promise<StorableAnswer>((resolve) => (storable = resolve));
    const rendering = pages.render(key, stale, !stale, true, undefined, storable);
    const first = await Promise.race([rendering, early]);
    if (!('outcome' in first)) {
      // A failed write leaves the page stale: the next request renders it again.
      rendering.catch((e: unknown) => log(`page not stored: ${key}: ${String(e)}`));
      return respond.storable(req, res, first.meta, first.body);
    }
    const o = first;
    if (o.outcome === 'stored' && o.meta) {
      return o.meta.status === 404 ? respond.notFound(req, res) : respond.stored(req, res, o.meta);
    }
    const old = store.get(key);
    if (o.outcome === 'error' && old) return respond.stored(req, res, old);
    // PocketBase unreachable (or the page broken): nothing stored to fall back on.
    if (o.outcome === 'error') return respond.unavailable(res);
    const r = o.rendered;
    if (!r) throw o.error instanceof Error ? o.error : new Error(`render failed: ${key}`);
    if (r.status !== 200 && r.status !== 404) return respond.rendered(req, res, r);
    if (!r.setsCookie) micro.set(key, r);
    if (r.status === 404) return respond.notFound(req, res, r);
    return respond.rendered(req, res, r, key);
  };

  const server = createServer((req, res) => {
    handle(req, res).catch((err: unknown) => {
      console.error('[serve] request failed', req.url, err);
      respond.failed(res);
    });
  });
  server.keepAliveTimeout = 65_000;
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(cfg.port, cfg.host, () => resolve());
  });
  return {
    port: (server.address() as AddressInfo).port,
    pages,
    sharedCache: shared,
    get revalidator() {
      return revalidation?.current;
    },
    async close() {
      await revalidation?.stop();
      shared.close();
      purges.close();
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
      await renderer.close();
      await store.close();
    },
  };
}
