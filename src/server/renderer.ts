/**
 * Renders a URL through the built Astro app (`dist/server/entry.mjs`, node adapter in
 * middleware mode), in this process: the Astro handler gets a request and a response object
 * without a socket (`InProcessResponse`), so a render is a function call and the result a
 * complete buffered response the page store can keep or not. The tags the page declared
 * (`x-page-tags`, see src/lib/contract/cache-tags.ts) are read and removed here.
 */
import { EventEmitter } from 'node:events';
import type { IncomingMessage } from 'node:http';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { PAGE_TAGS_HEADER } from '../lib/contract/cache-tags.ts';
import { bumpDataGeneration } from '../lib/data/snapshot.ts';
import { sharedState, type SharedDataState } from '../lib/data/shared-state.ts';
import { pageHrefs } from './page-links.ts';
import { inlineScriptHashes } from './security-headers.ts';

export interface Rendered {
  status: number;
  headers: Record<string, string | string[]>;
  body: Buffer;
  tags: string[];
  /** Location of a redirect, if any. */
  location?: string;
  setsCookie: boolean;
  /** CSP hashes of an HTML page's inline scripts (security-headers.ts). */
  hashes: string[];
  /** The link targets of an HTML or XML page, as written (page-links.ts). */
  hrefs: string[];
}

/**
 * A render's answer with what the server reads from its text (CSP hashes, links), worked out
 * where the page was rendered: in a render worker, off the thread that serves and stores.
 */
export function toRendered(r: Omit<Rendered, 'hashes' | 'hrefs'>): Rendered {
  const type = String(r.headers['content-type'] ?? '');
  // The bytes read one character each, without UTF-8 decoding (0.13 against 0.30 ms for a
  // 149 KB directory page, and a one-byte string, half the memory); both readers name only
  // ASCII and decode what they return.
  const text = /html|xml/.test(type) ? r.body.toString('latin1') : '';
  return {
    ...r,
    hashes: type.includes('html') ? inlineScriptHashes(text, 'latin1') : [],
    hrefs: text ? pageHrefs(text, 'latin1') : [],
  };
}

/** The Astro node adapter's handler (middleware mode); `locals` become `Astro.locals`. */
export type NodeHandler = (
  req: IncomingMessage,
  res: import('node:http').ServerResponse,
  next?: (err?: unknown) => void,
  locals?: RenderLocals,
) => Promise<void> | void;

/** What every render hands the pages: this thread's data state (src/middleware.ts adopts it). */
export interface RenderLocals {
  data: SharedDataState;
}

export interface RenderOptions {
  /**
   * A visitor waits for this render: a renderer with a queue (render-pool.ts) starts it
   * before the background renders of a revalidation pass.
   */
  urgent?: boolean;
  method?: 'GET' | 'HEAD';
  headers?: Record<string, string>;
}

/** A change of the data pages are rendered from (src/lib/data/snapshot.ts `bumpDataGeneration`). */
export interface DataChange {
  /** The only providers whose records changed, or null when not known. */
  changedProviders: string[] | null;
  /**
   * The only providers whose public reviews changed, or null when not known; the same as
   * `changedProviders` when absent (change-map.ts `reviewChangedProviders`).
   */
  reviewsChanged?: string[] | null;
  /** A full pre-render: per-key reads go to one bulk read from the first page. */
  bulk?: boolean;
}

/** Applies `change` to this thread's memo of the data (the server's and a render worker's). */
export function applyDataChange(change: DataChange): void {
  bumpDataGeneration(change.changedProviders, {
    bulk: change.bulk ?? false,
    reviewsChanged: change.reviewsChanged,
  });
}

/** What the server needs from a renderer (tests substitute their own). */
export interface RendererLike {
  render(pathAndQuery: string, opts?: RenderOptions): Promise<Rendered>;
  /** A visitor now waits for the background render of `pathAndQuery` asked earlier: start it. */
  promote?(pathAndQuery: string): void;
  /**
   * Renders that start after this call read the data after `change`. A renderer that renders
   * in this thread shares its memo of the data and has nothing to do (Pages.dataChanged bumps it).
   */
  dataChanged?(change: DataChange): void;
  close(): Promise<void>;
}

export class Renderer implements RendererLike {
  readonly #handler: NodeHandler;
  readonly #host: string;
  renders = 0;

  private constructor(handler: NodeHandler, siteUrl: string) {
    this.#handler = handler;
    this.#host = new URL(siteUrl).host;
  }

  static async start(distDir: string, siteUrl: string): Promise<Renderer> {
    const entry = pathToFileURL(join(distDir, 'server/entry.mjs')).href;
    const mod = (await import(entry)) as { handler: NodeHandler };
    return new Renderer(mod.handler, siteUrl);
  }

  /** Renders `pathAndQuery` (e.g. `/providers?pagina=2`). */
  async render(pathAndQuery: string, opts: RenderOptions = {}): Promise<Rendered> {
    this.renders++;
    // No `next`: unknown routes render the site's 404 page (status 404).
    const locals: RenderLocals = { data: sharedState() };
    const req = {
      method: opts.method ?? 'GET',
      url: pathAndQuery,
      headers: { ...lowerCaseKeys(opts.headers), host: this.#host, 'accept-encoding': 'identity' },
      // No socket: the adapter reads only whether it is encrypted and its address.
      socket: { remoteAddress: '127.0.0.1' },
      once: () => req,
    };
    const res = new InProcessResponse();
    await this.#handler(req as unknown as IncomingMessage, res as never, undefined, locals);
    const { status, headers, body } = await res.done;
    const tagHeader = headers[PAGE_TAGS_HEADER];
    delete headers[PAGE_TAGS_HEADER];
    const tags = (Array.isArray(tagHeader) ? tagHeader.join(',') : (tagHeader ?? ''))
      .split(',')
      .map((t) => t.trim())
      .filter(Boolean);
    const location = typeof headers['location'] === 'string' ? headers['location'] : '';
    return toRendered({
      status,
      headers,
      body,
      tags,
      ...(location ? { location } : {}),
      setsCookie: headers['set-cookie'] !== undefined,
    });
  }

  async close(): Promise<void> {
    // Nothing to release: no server, no sockets.
  }
}

const lowerCaseKeys = (h: Record<string, string> = {}): Record<string, string> =>
  Object.fromEntries(Object.entries(h).map(([k, v]) => [k.toLowerCase(), v]));

/**
 * The response object the Astro handler writes to: what the node adapter calls on a
 * `ServerResponse` (writeHead, write, end, destroy, events), kept in memory. A page written in
 * one chunk (Astro renders it to one string, then one byte array) becomes the body without a
 * copy: a render allocates as few large buffers as possible, since each one counts towards the
 * external memory that makes V8 start a full garbage collection.
 */
class InProcessResponse extends EventEmitter {
  statusCode = 200;
  statusMessage = '';
  headersSent = false;
  readonly #headers: Record<string, string | string[]> = {};
  readonly #chunks: Uint8Array[] = [];
  readonly done: Promise<{
    status: number;
    headers: Record<string, string | string[]>;
    body: Buffer;
  }>;
  #resolve!: (r: Awaited<InProcessResponse['done']>) => void;
  #reject!: (e: unknown) => void;

  constructor() {
    super();
    this.done = new Promise((resolve, reject) => {
      this.#resolve = resolve;
      this.#reject = reject;
    });
  }

  setHeader(name: string, value: string | number | readonly string[]): this {
    this.#headers[name.toLowerCase()] =
      typeof value === 'string' || typeof value === 'number' ? String(value) : value.map(String);
    return this;
  }

  writeHead(
    status: number,
    headers?: Record<string, string | number | readonly string[] | undefined>,
  ): this {
    this.statusCode = status;
    for (const [k, v] of Object.entries(headers ?? {})) if (v !== undefined) this.setHeader(k, v);
    this.headersSent = true;
    return this;
  }

  write(chunk: string | Uint8Array, cb?: () => void): boolean {
    this.headersSent = true;
    this.#chunks.push(typeof chunk === 'string' ? Buffer.from(chunk) : chunk);
    cb?.();
    return true;
  }

  end(chunk?: string | Uint8Array): this {
    if (chunk !== undefined) this.write(chunk);
    const c = this.#chunks;
    const body =
      c.length === 1
        ? Buffer.from(c[0]!.buffer, c[0]!.byteOffset, c[0]!.byteLength)
        : Buffer.concat(c);
    this.#resolve({ status: this.statusCode, headers: this.#headers, body });
    this.emit('finish');
    this.emit('close');
    return this;
  }

  destroy(err?: unknown): this {
    this.#reject(err ?? new Error('render aborted'));
    this.emit('close');
    return this;
  }
}

/**
 * The renderer of a server or pre-render: `threads` worker threads (render-pool.ts), or this
 * thread when `threads` is 0.
 */
export async function startRenderer(
  distDir: string,
  siteUrl: string,
  threads: number,
): Promise<RendererLike> {
  if (threads <= 0) return Renderer.start(distDir, siteUrl);
  const { RenderPool } = await import('./render-pool.ts');
  return RenderPool.start(distDir, siteUrl, threads);
}
