/**
 * How the web server answers: a stored page (304, negotiated encoding), a page rendered on
 * request (not stored), a client asset, the site's 404, the "service unavailable" page, and
 * the method gate. Security headers common to every response are set by the server before
 * any of these; HTML responses replace the CSP with one allowing their inline scripts.
 */
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { TLSSocket } from 'node:tls';
import type { ServerConfig } from './config.ts';
import { gzipSync } from 'node:zlib';
import { isNotModified, pickEncoding, send, sendHead, type Encoding } from './http-util.ts';
import { brotli } from './page-writer.ts';
import type { PageMeta, PageStore } from './page-store.ts';
import type { Rendered } from './renderer.ts';
import { baseSecurityHeaders, contentSecurityPolicy } from './security-headers.ts';
import type { SharedCache } from './shared-cache.ts';
import type { Asset, StaticAssets } from './static-assets.ts';
import { errorText } from '../lib/contract/errors.ts';
import { routeOf } from '../lib/contract/routes.ts';
import { webServer } from '../lib/messages/web-server.ts';

const HTML_CACHE = 'public, max-age=0, must-revalidate';

/** A body in `encoding`, compressed now (one page a visitor waits for: fast settings). */
function compressed(body: Buffer, encoding: Encoding): Buffer {
  if (encoding === 'br') return brotli(body, 4);
  return encoding === 'gzip' ? gzipSync(body) : body;
}
const HOP_HEADERS = new Set([
  'content-length',
  'transfer-encoding',
  'connection',
  'keep-alive',
  'date',
  'set-cookie',
]);
/** What the site answers besides `POST /_revalidate` (OPTIONS: 204 with this list). */
export const ALLOWED_METHODS = 'GET, HEAD, OPTIONS';
/** A page that was never rendered, asked for while PocketBase is unreachable. */
const UNAVAILABLE_HTML = `<!doctype html>
<html lang="es"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex"><title>${webServer.unavailableTitle}</title></head>
<body><main><h1>${webServer.unavailableTitle}</h1>
<p>${webServer.unavailableText}</p>
<p><a href="/">${webServer.backHome}</a></p></main></body></html>
`;

type Req = IncomingMessage;
type Res = ServerResponse;

/** Whether a shared cache may keep this stored page: public pages only, never app screens. */
/** A page a shared cache may keep: a public page (not an app screen) answered 200. */
function sharedCacheable(key: string, status: number): boolean {
  const path = key.split('?')[0] ?? key;
  return status === 200 && routeOf(path)?.known !== 'app';
}

export function createResponder(
  cfg: ServerConfig,
  store: PageStore,
  assets: StaticAssets,
  shared?: SharedCache,
) {
  // Every response carries a CSP (redirects, assets, feeds too); HTML pages replace it with
  // the one that also allows their own inline scripts by hash.
  const defaultCsp = contentSecurityPolicy(cfg);
  const plainHeaders = { ...baseSecurityHeaders(false), 'content-security-policy': defaultCsp };
  const secureHeaders = { ...baseSecurityHeaders(true), 'content-security-policy': defaultCsp };
  const isSecure = (req: Req) =>
    Boolean((req.socket as TLSSocket).encrypted) ||
    (cfg.trustProxy && req.headers['x-forwarded-proto'] === 'https');

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
        ...(shared && sharedCacheable(meta.key, meta.status)
          ? shared.pageHeaders(meta.key, meta.tags)
          : {}),
      };
      if (meta.type.includes('html')) {
        h['content-security-policy'] = contentSecurityPolicy(cfg, meta.hashes);
      }
      storedHeaders.set(meta, h);
    }
    return h;
  };

  /**
   * A page with its metadata: 304, or its headers and the body in the client's encoding (none
   * for HEAD: then neither read nor compressed, only its length given when `knownLength` has it).
   */
  const page = async (
    req: Req,
    res: Res,
    meta: PageMeta,
    body: (encoding: Encoding) => Buffer | Promise<Buffer>,
    knownLength: (encoding: Encoding) => number | undefined,
  ) => {
    const headers = headersOf(meta);
    if (meta.status === 200 && isNotModified(req, meta.etag, meta.mtimeMs)) {
      res.writeHead(304, headers).end();
      return;
    }
    const encoding = pickEncoding(req.headers['accept-encoding'], store.encodings(meta));
    if (req.method === 'HEAD') {
      sendHead(res, { status: meta.status, length: knownLength(encoding), encoding, headers });
      return;
    }
    send(req, res, { status: meta.status, body: await body(encoding), encoding, headers });
  };

  const stored = (req: Req, res: Res, meta: PageMeta) =>
    page(
      req,
      res,
      meta,
      (encoding) => store.body(meta, encoding),
      (encoding) => store.knownLength(meta, encoding),
    );

  /**
   * A render being stored, answered before its files are written: the metadata the stored
   * page will have (PageStore.unwrittenMeta), the body compressed here.
   */
  const storable = (req: Req, res: Res, meta: PageMeta, body: Buffer) =>
    page(
      req,
      res,
      meta,
      (encoding) => compressed(body, encoding),
      (encoding) => (encoding === 'identity' ? body.length : undefined),
    );

  /**
   * A render not stored, for the page `key` when it is one (not a redirect or an error): a
   * public one may be kept by the shared cache until the data next changes (shared-cache.ts
   * `ON_REQUEST_KEY`); browsers keep none.
   */
  const rendered = (req: Req, res: Res, r: Rendered, key?: string) => {
    const headers: Record<string, string> = {};
    for (const [k, v] of Object.entries(r.headers)) {
      if (!HOP_HEADERS.has(k)) headers[k] = Array.isArray(v) ? v.join(', ') : v;
    }
    headers['cache-control'] = 'no-store';
    if (shared && key !== undefined && !r.setsCookie && sharedCacheable(key, r.status)) {
      Object.assign(headers, shared.onRequestHeaders());
    }
    const type = headers['content-type'] ?? '';
    if (type.includes('html')) {
      headers['content-security-policy'] = contentSecurityPolicy(cfg, r.hashes);
    }
    const cookies = r.headers['set-cookie'];
    if (cookies !== undefined) res.setHeader('set-cookie', cookies);
    send(req, res, { status: r.status, body: r.body, encoding: 'identity', headers });
  };

  return {
    /** Sets the headers every response carries. */
    securityHeaders(req: Req, res: Res) {
      for (const [k, v] of Object.entries(isSecure(req) ? secureHeaders : plainHeaders)) {
        res.setHeader(k, v);
      }
    },
    stored,
    storable,
    rendered,
    async asset(req: Req, res: Res, asset: Asset) {
      const headers: Record<string, string> = {
        'content-type': asset.type,
        etag: asset.etag,
        'last-modified': new Date(asset.mtimeMs).toUTCString(),
        'cache-control': asset.immutable
          ? 'public, max-age=31536000, immutable'
          : 'public, max-age=3600',
        vary: 'Accept-Encoding',
        ...shared?.assetHeaders(asset.immutable),
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
    },
    /** A page's own 404 (e.g. "Proveedor no encontrado") wins over the generic one. */
    async notFound(req: Req, res: Res, r?: Rendered) {
      if (r) return rendered(req, res, r);
      const meta = store.get('/404');
      if (meta) return stored(req, res, meta);
      res
        .writeHead(404, { 'content-type': 'text/plain; charset=utf-8' })
        .end(errorText('request_not_found'));
    },
    /** A request that failed past the point where a page could answer (logged by the caller). */
    failed(res: Res) {
      if (!res.headersSent)
        res.writeHead(500, {
          'content-type': 'text/plain; charset=utf-8',
          'cache-control': 'no-store',
        });
      res.end(errorText('server_error'));
    },
    unavailable(res: Res) {
      res
        .writeHead(503, {
          'content-type': 'text/html; charset=utf-8',
          'cache-control': 'no-store',
          'retry-after': '30',
        })
        .end(UNAVAILABLE_HTML);
    },
    redirect(res: Res, location: string) {
      res.writeHead(301, { location, 'cache-control': 'public, max-age=300' }).end();
    },
    /**
     * Pages and assets are read-only (no route of the site takes a body): OPTIONS answers 204
     * with the allowed methods, anything but GET and HEAD 405. True when it answered.
     */
    methodRefused(req: Req, res: Res): boolean {
      const method = req.method ?? 'GET';
      if (method === 'GET' || method === 'HEAD') return false;
      if (method === 'OPTIONS') {
        res.writeHead(204, { allow: ALLOWED_METHODS, 'cache-control': 'no-store' }).end();
        return true;
      }
      res
        .writeHead(405, {
          allow: ALLOWED_METHODS,
          'content-type': 'text/plain; charset=utf-8',
          'cache-control': 'no-store',
        })
        .end(webServer.methodNotAllowed);
      return true;
    },
  };
}
