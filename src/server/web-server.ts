/**
 * The production web server: security headers on every response, client assets from
 * `dist/client`, pages from the page store (rendered through Astro on a miss) and the
 * revalidation consumer.
 */
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { TLSSocket } from 'node:tls';
import { join } from 'node:path';
import type { ServerConfig } from './config.ts';
import { isNotModified, pickEncoding, send } from './http-util.ts';
import { Renderer } from './renderer.ts';
import {
  baseSecurityHeaders,
  contentSecurityPolicy,
  inlineScriptHashes,
} from './security-headers.ts';
import { StaticAssets } from './static-assets.ts';

export interface WebServer {
  port: number;
  close(): Promise<void>;
}

export async function startWebServer(cfg: ServerConfig): Promise<WebServer> {
  const assets = await StaticAssets.load(join(cfg.distDir, 'client'));
  const renderer = await Renderer.start(cfg.distDir, cfg.siteUrl);
  const securityFor = (req: IncomingMessage) =>
    baseSecurityHeaders(
      Boolean((req.socket as TLSSocket).encrypted) ||
        (process.env['TRUST_PROXY'] === '1' && req.headers['x-forwarded-proto'] === 'https'),
    );

  const handle = async (req: IncomingMessage, res: ServerResponse) => {
    const security = securityFor(req);
    for (const [k, v] of Object.entries(security)) res.setHeader(k, v);
    const url = new URL(req.url ?? '/', 'http://x');
    const method = req.method ?? 'GET';
    if (method !== 'GET' && method !== 'HEAD') {
      res.setHeader('content-security-policy', contentSecurityPolicy(cfg));
      await renderer.handler(req, res, () => {
        res.writeHead(404).end();
      });
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
    const r = await renderer.render(url.pathname + url.search);
    const headers: Record<string, string> = {};
    for (const [k, v] of Object.entries(r.headers)) {
      if (['content-length', 'transfer-encoding', 'connection', 'keep-alive', 'date'].includes(k))
        continue;
      if (k === 'set-cookie') continue;
      headers[k] = Array.isArray(v) ? v.join(', ') : v;
    }
    headers['cache-control'] ??= 'no-store';
    const type = headers['content-type'] ?? '';
    if (type.includes('html')) {
      headers['content-security-policy'] = contentSecurityPolicy(
        cfg,
        inlineScriptHashes(r.body.toString('utf8')),
      );
    }
    if (Array.isArray(r.headers['set-cookie']))
      res.setHeader('set-cookie', r.headers['set-cookie']);
    send(req, res, { status: r.status, body: r.body, encoding: 'identity', headers });
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
    async close() {
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
      await renderer.close();
    },
  };
}
