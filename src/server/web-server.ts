/**
 * The production web server: security headers on every response, client assets from
 * `dist/client`, pages from the page store (rendered through Astro once on a miss), old
 * provider slugs answered with 301, and the revalidation consumer of the PocketBase outbox.
 */
import { timingSafeEqual } from 'node:crypto';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { TLSSocket } from 'node:tls';
import { join } from 'node:path';
import type PocketBase from 'pocketbase';
import type { ServerConfig } from './config.ts';
import { isNotModified, pickEncoding, send } from './http-util.ts';
import { pageUrl } from './page-key.ts';
import { PageStore, type PageMeta } from './page-store.ts';
import { Pages } from './pages.ts';
import { pbHealthy, superuserClient } from './pb.ts';
import { SlugRedirects } from './redirects.ts';
import { Renderer, type Rendered, type RendererLike } from './renderer.ts';
import { Revalidator, type PassReport } from './revalidator.ts';
import { SEARCH_PATH, SearchApi } from './search-api.ts';
import {
  baseSecurityHeaders,
  contentSecurityPolicy,
  inlineScriptHashes,
} from './security-headers.ts';
import { StaticAssets } from './static-assets.ts';

export interface WebServer {
  port: number;
  pages: Pages;
  revalidator: Revalidator | undefined;
  close(): Promise<void>;
}

export interface StartOptions {
  /** Replaces the Astro renderer (tests). */
  renderer?: RendererLike;
  onPass?: (pass: PassReport) => void;
  log?: (msg: string) => void;
}

const HTML_CACHE = 'public, max-age=0, must-revalidate';
const HOP_HEADERS = new Set([
  'content-length',
  'transfer-encoding',
  'connection',
  'keep-alive',
  'date',
  'set-cookie',
]);
/** Dynamic (query) pages and 404s are kept briefly in memory; any revalidation clears them. */
const MICRO_TTL_MS = 10_000;
const MICRO_MAX = 500;
/** A page that was never rendered, asked for while PocketBase is unreachable. */
const UNAVAILABLE_HTML = `<!doctype html>
<html lang="es"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex"><title>Servicio no disponible</title></head>
<body><main><h1>Servicio no disponible</h1>
<p>No pudimos cargar esta página en este momento. Inténtalo de nuevo en unos minutos.</p>
<p><a href="/">Volver al inicio</a></p></main></body></html>
`;

export async function startWebServer(
  cfg: ServerConfig,
  opts: StartOptions = {},
): Promise<WebServer> {
  const log = opts.log ?? ((m: string) => console.log(`[serve] ${m}`));
  const assets = await StaticAssets.load(join(cfg.distDir, 'client'));
  const renderer = opts.renderer ?? (await Renderer.start(cfg.distDir, cfg.siteUrl));
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
  const redirects = new SlugRedirects();
  const micro = new Map<string, { at: number; r: Rendered; hashes: string[] }>();

  // Pages a crash may have left inconsistent with the journal are rendered again first.
  if (store.suspects.length > 0) {
    const report = await pages.refresh(store.suspects, { maxDiscovered: 0 });
    log(`re-rendered ${report.rendered} page(s) left unfinished by the last run`);
  }

  let revalidator: Revalidator | undefined;
  let pb: PocketBase | undefined;
  const search = new SearchApi(
    async () =>
      (pb ??= await superuserClient(cfg.pocketbaseUrl, cfg.superuserEmail, cfg.superuserPassword)),
    opts.log ? { log: opts.log } : {},
  );
  void search.refresh();
  if (cfg.revalidate) {
    try {
      pb = await superuserClient(cfg.pocketbaseUrl, cfg.superuserEmail, cfg.superuserPassword);
      revalidator = new Revalidator(pb, pages, redirects, {
        pollMs: cfg.pollMs,
        debounceMs: cfg.debounceMs,
        maxDelayMs: cfg.maxDelayMs,
        onPass: (p) => {
          micro.clear();
          search.onPass(p.byTopic);
          opts.onPass?.(p);
        },
        ...(opts.log ? { log: opts.log } : {}),
      });
      await revalidator.start();
    } catch (e) {
      // Serving the stored pages beats not serving at all; the outbox waits for us.
      log(`revalidation not started (${e instanceof Error ? e.message : String(e)}); retrying`);
      revalidator = undefined;
      const retry = setInterval(() => {
        void (async () => {
          try {
            pb ??= await superuserClient(
              cfg.pocketbaseUrl,
              cfg.superuserEmail,
              cfg.superuserPassword,
            );
            const rv = new Revalidator(pb, pages, redirects, {
              pollMs: cfg.pollMs,
              debounceMs: cfg.debounceMs,
              maxDelayMs: cfg.maxDelayMs,
              onPass: (p) => {
                micro.clear();
                search.onPass(p.byTopic);
              },
            });
            await rv.start();
            revalidator = rv;
            clearInterval(retry);
            log('revalidation started');
          } catch {
            /* still down */
          }
        })();
      }, 5000);
      retry.unref();
    }
  }

  // Every response carries a CSP (redirects, assets, feeds too); HTML pages replace it with
  // the one that also allows their own inline scripts by hash.
  const defaultCsp = contentSecurityPolicy(cfg);
  const plainHeaders = { ...baseSecurityHeaders(false), 'content-security-policy': defaultCsp };
  const secureHeaders = { ...baseSecurityHeaders(true), 'content-security-policy': defaultCsp };
  const isSecure = (req: IncomingMessage) =>
    Boolean((req.socket as TLSSocket).encrypted) ||
    (process.env['TRUST_PROXY'] === '1' && req.headers['x-forwarded-proto'] === 'https');

  // Response headers of a stored page, computed once per version of the page.
  const storedHeaders = new WeakMap<PageMeta, Record<string, string>>();
  const headersOf = (meta: PageMeta): Record<string, string> => {
    let h = storedHeaders.get(meta);
    if (!h) {
      h = {
        'content-type': meta.type,
        etag: meta.etag,
        'last-modified': new Date(meta.mtimeMs).toUTCString(),
        'cache-control': meta.status === 200 ? HTML_CACHE : 'no-store',
        vary: 'Accept-Encoding',
      };
      if (meta.type.includes('html')) {
        h['content-security-policy'] = contentSecurityPolicy(cfg, meta.hashes);
      }
      storedHeaders.set(meta, h);
    }
    return h;
  };

  const sendStored = async (req: IncomingMessage, res: ServerResponse, meta: PageMeta) => {
    const headers = headersOf(meta);
    if (meta.status === 200 && isNotModified(req, meta.etag, meta.mtimeMs)) {
      res.writeHead(304, headers).end();
      return;
    }
    const encoding = pickEncoding(req.headers['accept-encoding'], store.encodings(meta));
    const body = await store.body(meta, encoding);
    send(req, res, { status: meta.status, body, encoding, headers });
  };

  const sendRendered = (
    req: IncomingMessage,
    res: ServerResponse,
    r: Rendered,
    hashes: readonly string[] | undefined,
  ) => {
    const headers: Record<string, string> = {};
    for (const [k, v] of Object.entries(r.headers)) {
      if (!HOP_HEADERS.has(k)) headers[k] = Array.isArray(v) ? v.join(', ') : v;
    }
    headers['cache-control'] = 'no-store';
    const type = headers['content-type'] ?? '';
    if (type.includes('html')) {
      headers['content-security-policy'] = contentSecurityPolicy(
        cfg,
        hashes ?? inlineScriptHashes(r.body.toString('utf8')),
      );
    }
    const cookies = r.headers['set-cookie'];
    if (cookies !== undefined) res.setHeader('set-cookie', cookies);
    send(req, res, { status: r.status, body: r.body, encoding: 'identity', headers });
  };

  const notFound = async (req: IncomingMessage, res: ServerResponse, r?: Rendered) => {
    // A page's own 404 (e.g. "Proveedor no encontrado") wins over the generic one.
    if (r) return sendRendered(req, res, r, undefined);
    const meta = store.get('/404');
    if (meta) return sendStored(req, res, meta);
    res.writeHead(404, { 'content-type': 'text/plain; charset=utf-8' }).end('No encontrado');
  };

  const unavailable = (res: ServerResponse) => {
    res
      .writeHead(503, {
        'content-type': 'text/html; charset=utf-8',
        'cache-control': 'no-store',
        'retry-after': '30',
      })
      .end(UNAVAILABLE_HTML);
  };

  const handleRevalidate = async (req: IncomingMessage, res: ServerResponse) => {
    const auth = req.headers['authorization'] ?? '';
    const given = Buffer.from(auth.replace(/^Bearer\s+/i, ''));
    const secret = Buffer.from(cfg.revalidateSecret);
    const ok = given.length === secret.length && timingSafeEqual(given, secret);
    if (!ok || req.method !== 'POST') {
      res.writeHead(401, { 'content-type': 'application/json' }).end('{"error":"unauthorized"}');
      return;
    }
    let raw = '';
    for await (const c of req) {
      raw += String(c);
      if (raw.length > 100_000) break;
    }
    let body: { tags?: string[]; paths?: string[] } = {};
    try {
      body = raw ? (JSON.parse(raw) as typeof body) : {};
    } catch {
      /* empty body: just drain the outbox */
    }
    await revalidator?.drain();
    const keys = store.keysForTags(body.tags ?? []);
    for (const p of body.paths ?? []) keys.add(pageUrl(p).key);
    const report = await pages.refresh(keys);
    micro.clear();
    res.writeHead(200, { 'content-type': 'application/json' }).end(
      JSON.stringify({
        rendered: report.rendered,
        stored: report.stored.length,
        removed: report.removed.length,
        failed: report.failed,
      }),
    );
  };

  const handle = async (req: IncomingMessage, res: ServerResponse) => {
    for (const [k, v] of Object.entries(isSecure(req) ? secureHeaders : plainHeaders)) {
      res.setHeader(k, v);
    }
    const rawUrl = req.url ?? '/';
    const url = new URL(rawUrl.startsWith('/') ? rawUrl : '/', 'http://x');
    const method = req.method ?? 'GET';
    if (url.pathname === '/_revalidate') return handleRevalidate(req, res);
    if (url.pathname === SEARCH_PATH) return search.handle(req, res, url);
    if (method !== 'GET' && method !== 'HEAD') {
      res.setHeader('cache-control', 'no-store');
      await renderer.handler(req, res);
      return;
    }
    const asset = assets.get(url.pathname);
    if (asset) {
      const headers: Record<string, string> = {
        'content-type': asset.type,
        etag: asset.etag,
        'last-modified': new Date(asset.mtimeMs).toUTCString(),
        'cache-control': asset.immutable
          ? 'public, max-age=31536000, immutable'
          : 'public, max-age=3600',
        vary: 'Accept-Encoding',
      };
      if (isNotModified(req, asset.etag, asset.mtimeMs)) {
        res.writeHead(304, headers).end();
        return;
      }
      const { body, encoding } = await assets.body(
        asset,
        pickEncoding(req.headers['accept-encoding'], ['br', 'gzip', 'identity']),
      );
      send(req, res, { status: 200, body, encoding, headers });
      return;
    }
    // trailingSlash 'never': one URL per page. Leading slashes are collapsed too: `/.//x/`
    // normalises to the path `//x/`, and a Location of `//x` would leave the site.
    if (url.pathname.length > 1 && url.pathname.endsWith('/')) {
      const location = '/' + url.pathname.replace(/^\/+|\/+$/g, '');
      res.writeHead(301, { location: location + url.search }).end();
      return;
    }
    const page = pageUrl(url.pathname + url.search);
    const stale = pages.stale.has(page.key);
    const stored = page.storable && !stale ? store.get(page.key) : undefined;
    if (stored && page.key !== '/404') return sendStored(req, res, stored);
    const moved = redirects.redirectFor(url.pathname);
    if (moved) {
      res.writeHead(301, { location: moved, 'cache-control': 'public, max-age=300' }).end();
      return;
    }
    const cached = micro.get(page.key);
    if (cached && Date.now() - cached.at < MICRO_TTL_MS) {
      if (cached.r.status === 404) return notFound(req, res, cached.r);
      return sendRendered(req, res, cached.r, cached.hashes);
    }
    const o = await pages.render(page.key, stale, !stale);
    if (o.outcome === 'stored' && o.meta) {
      return o.meta.status === 404 ? notFound(req, res) : sendStored(req, res, o.meta);
    }
    const old = store.get(page.key);
    if (o.outcome === 'error' && old) return sendStored(req, res, old);
    // PocketBase unreachable (or the page broken): nothing stored to fall back on.
    if (o.outcome === 'error') return unavailable(res);
    const r = o.rendered;
    if (!r) throw o.error instanceof Error ? o.error : new Error(`render failed: ${page.key}`);
    if (r.status === 200 || r.status === 404) {
      if (micro.size >= MICRO_MAX) micro.delete(micro.keys().next().value ?? '');
      const hashes = String(r.headers['content-type'] ?? '').includes('html')
        ? inlineScriptHashes(r.body.toString('utf8'))
        : [];
      if (!r.setsCookie) micro.set(page.key, { at: Date.now(), r, hashes });
      if (r.status === 404) return notFound(req, res, r);
      return sendRendered(req, res, r, hashes);
    }
    return sendRendered(req, res, r, undefined);
  };

  const server = createServer((req, res) => {
    handle(req, res).catch((err: unknown) => {
      console.error('[serve] request failed', req.url, err);
      if (!res.headersSent) res.writeHead(500, { 'content-type': 'text/plain' });
      res.end('Internal Server Error');
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
    get revalidator() {
      return revalidator;
    },
    async close() {
      await revalidator?.stop();
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
      await renderer.close();
      await store.close();
    },
  };
}
