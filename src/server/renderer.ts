/**
 * Renders a URL through the built Astro app (`dist/server/entry.mjs`, node adapter in
 * middleware mode). The Astro handler runs on a private loopback HTTP server in this
 * process, so a render is a plain request and the result a complete buffered response:
 * the page store can then decide to keep it, and the tags the page declared
 * (`x-page-tags`, see src/lib/cache-tags.ts) are read and removed here.
 */
import { Agent, createServer, request, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { PAGE_TAGS_HEADER } from '../lib/cache-tags.ts';

export interface Rendered {
  status: number;
  headers: Record<string, string | string[]>;
  body: Buffer;
  tags: string[];
  /** Location of a redirect, if any. */
  location?: string;
  setsCookie: boolean;
}

export type NodeHandler = (
  req: IncomingMessage,
  res: import('node:http').ServerResponse,
  next?: (err?: unknown) => void,
) => Promise<void> | void;

export interface RenderOptions {
  method?: 'GET' | 'HEAD';
  headers?: Record<string, string>;
}

/** What the server needs from a renderer (tests substitute their own). */
export interface RendererLike {
  render(pathAndQuery: string, opts?: RenderOptions): Promise<Rendered>;
  close(): Promise<void>;
}

export class Renderer implements RendererLike {
  readonly #server: Server;
  readonly #port: number;
  readonly #agent: Agent;
  readonly #host: string;
  renders = 0;

  private constructor(server: Server, siteUrl: string) {
    this.#server = server;
    this.#port = (server.address() as AddressInfo).port;
    this.#agent = new Agent({ keepAlive: true, maxSockets: 64 });
    this.#host = new URL(siteUrl).host;
  }

  static async start(distDir: string, siteUrl: string): Promise<Renderer> {
    const entry = pathToFileURL(join(distDir, 'server/entry.mjs')).href;
    const mod = (await import(entry)) as { handler: NodeHandler };
    const handler = mod.handler;
    // No `next`: unknown routes render the site's 404 page (status 404).
    const server = createServer((req, res) => {
      void handler(req, res);
    });
    server.keepAliveTimeout = 60_000;
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    return new Renderer(server, siteUrl);
  }

  /** Renders `pathAndQuery` (e.g. `/providers?pagina=2`). */
  render(pathAndQuery: string, opts: RenderOptions = {}): Promise<Rendered> {
    this.renders++;
    return new Promise((resolve, reject) => {
      const req = request(
        {
          host: '127.0.0.1',
          port: this.#port,
          agent: this.#agent,
          method: opts.method ?? 'GET',
          path: pathAndQuery,
          headers: {
            ...opts.headers,
            host: this.#host,
            'accept-encoding': 'identity',
          },
        },
        (res) => {
          const chunks: Buffer[] = [];
          res.on('data', (c: Buffer) => chunks.push(c));
          res.on('error', reject);
          res.on('end', () => {
            const headers: Record<string, string | string[]> = {};
            for (const [k, v] of Object.entries(res.headers)) if (v !== undefined) headers[k] = v;
            const tagHeader = headers[PAGE_TAGS_HEADER];
            delete headers[PAGE_TAGS_HEADER];
            const tags = (Array.isArray(tagHeader) ? tagHeader.join(',') : (tagHeader ?? ''))
              .split(',')
              .map((t) => t.trim())
              .filter(Boolean);
            const location = typeof headers['location'] === 'string' ? headers['location'] : '';
            resolve({
              status: res.statusCode ?? 500,
              headers,
              body: Buffer.concat(chunks),
              tags,
              ...(location ? { location } : {}),
              setsCookie: headers['set-cookie'] !== undefined,
            });
          });
        },
      );
      req.on('error', reject);
      req.end();
    });
  }

  async close(): Promise<void> {
    this.#agent.destroy();
    this.#server.closeAllConnections();
    await new Promise<void>((resolve) => this.#server.close(() => resolve()));
  }
}
