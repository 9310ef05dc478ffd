/**
 * Rendering on every core: worker threads, each with its own instance of the built Astro app
 * (render-worker.ts runs a `Renderer` in each), behind the same `RendererLike` interface as
 * the in-process renderer. A page is sent to the worker with the fewest renders in flight, or a
 * provider's page to its provider's worker while that one is not much busier (`AFFINITY_SLACK`);
 * its body comes back transferred, not copied.
 *
 * A visitor's render (`urgent`) goes out at once; while one runs, the background renders of a
 * revalidation pass wait in the pool (those already in a worker finish), so a pass of hundreds
 * of pages does not share the threads with the page a visitor waits for. A background render a
 * visitor then asks for is sent at once (`promote`).
 *
 * Each worker has its own memo of the data a render pass reads (src/lib/data/snapshot.ts):
 * `dataChanged` posts the new data generation to every worker before any render asked after
 * it, and messages to a worker are handled in order, so a render asked after a change reads
 * the data after it, as in one process.
 */
import type { Worker } from 'node:worker_threads';
import { asProviderPrefix, CATEGORY_PREFIX } from '../lib/contract/paths.ts';
import { fnv1a } from '../lib/domain/text-similarity.ts';
import { typeScriptWorker } from './ts-worker.ts';
import type { DataChange, Rendered, RendererLike, RenderOptions } from './renderer.ts';
import { SharedReads, type SharedReadReply, type SharedReadRequest } from './shared-reads.ts';

/** What a worker sends back: a render, or why it failed. */
export type RenderReply =
  | { id: number; rendered: Omit<Rendered, 'body'> & { body: Uint8Array } }
  | { id: number; error: string };

/** What a worker is sent. */
export type RenderRequest =
  | { kind: 'render'; id: number; path: string; opts: RenderOptions }
  | { kind: 'data'; change: DataChange }
  | SharedReadReply;

/**
 * A pass's renders of one provider's pages (its profile, its review pages, its
 * alternatives, its badges) go to the same thread while that thread has at most this many more
 * renders in flight than the least busy one: what those pages share and each thread keeps (the
 * provider's reviews, the markup of its review cards, src/lib/view/render-memo.ts) is then
 * worked out in one thread instead of in each. A visitor's render goes to the least busy.
 */
const AFFINITY_SLACK = 2;

/** The provider slug of a provider's own page (`/providers/{slug}…`, `/proveedores/{slug}…`). */
function providerOfPath(pathAndQuery: string): string | null {
  const [, prefix, slug] = pathAndQuery.split('?', 1)[0]!.split('/', 3);
  if (!slug || asProviderPrefix(prefix) === null) return null;
  return `/${prefix}/${slug}` === CATEGORY_PREFIX ? null : slug;
}

interface Pending {
  resolve: (r: Rendered) => void;
  reject: (e: unknown) => void;
}

interface Slot {
  worker: Worker;
  inFlight: Map<number, Pending>;
  ready: Promise<void>;
}

/** A background render waiting while a visitor's runs. */
interface Held extends Pending {
  path: string;
  opts: RenderOptions;
}

export class RenderPool implements RendererLike {
  readonly #slots: Slot[] = [];
  #nextId = 0;
  #closed = false;
  renders = 0;
  /** Visitors' renders in flight. */
  #urgent = 0;
  readonly #held: Held[] = [];
  /** The workers' reads of PocketBase made once for all of them in a pre-render. */
  readonly #reads = new SharedReads();

  private constructor(
    readonly distDir: string,
    readonly siteUrl: string,
    readonly size: number,
  ) {}

  /** Starts `size` workers and waits until each has loaded the Astro app. */
  static async start(distDir: string, siteUrl: string, size: number): Promise<RenderPool> {
    const pool = new RenderPool(distDir, siteUrl, size);
    for (let i = 0; i < size; i++) pool.#slots.push(pool.#spawn());
    await Promise.all(pool.#slots.map((s) => s.ready));
    return pool;
  }

  dataChanged(change: DataChange): void {
    this.#reads.changed(change.bulk ?? false);
    const msg: RenderRequest = { kind: 'data', change };
    for (const s of this.#slots) s.worker.postMessage(msg);
  }

  render(pathAndQuery: string, opts: RenderOptions = {}): Promise<Rendered> {
    if (this.#closed) return Promise.reject(new Error('render pool closed'));
    this.renders++;
    if (!opts.urgent && this.#urgent > 0) {
      return new Promise<Rendered>((resolve, reject) => {
        this.#held.push({ path: pathAndQuery, opts, resolve, reject });
      });
    }
    return this.#send(pathAndQuery, opts);
  }

  promote(pathAndQuery: string): void {
    const i = this.#held.findIndex((h) => h.path === pathAndQuery);
    if (i < 0) return;
    const [h] = this.#held.splice(i, 1);
    this.#send(h!.path, { ...h!.opts, urgent: true }).then(h!.resolve, h!.reject);
  }

  /** Background renders held: how many wait (tests). */
  get held(): number {
    return this.#held.length;
  }

  #send(pathAndQuery: string, opts: RenderOptions): Promise<Rendered> {
    let slot = this.#slots[0]!;
    for (const s of this.#slots) if (s.inFlight.size < slot.inFlight.size) slot = s;
    const home = opts.urgent ? undefined : this.#homeOf(pathAndQuery);
    if (home && home.inFlight.size <= slot.inFlight.size + AFFINITY_SLACK) slot = home;
    const id = this.#nextId++;
    const { urgent, ...rest } = opts;
    const sent = new Promise<Rendered>((resolve, reject) => {
      slot.inFlight.set(id, { resolve, reject });
      const msg: RenderRequest = { kind: 'render', id, path: pathAndQuery, opts: rest };
      slot.worker.postMessage(msg);
    });
    if (!urgent) return sent;
    this.#urgent++;
    const done = () => {
      if (--this.#urgent === 0) this.#release();
    };
    sent.then(done, done);
    return sent;
  }

  /** The thread a provider's pages go to when it is not much busier than the others. */
  #homeOf(pathAndQuery: string): Slot | undefined {
    const slug = providerOfPath(pathAndQuery);
    if (slug === null || this.#slots.length < 2) return undefined;
    return this.#slots[fnv1a(slug) % this.#slots.length];
  }

  /** No visitor's render runs any more: the held background renders go out, oldest first. */
  #release(): void {
    for (const h of this.#held.splice(0)) this.#send(h.path, h.opts).then(h.resolve, h.reject);
  }

  async close(): Promise<void> {
    this.#closed = true;
    for (const h of this.#held.splice(0)) h.reject(new Error('render pool closed'));
    await Promise.all(this.#slots.splice(0).map((s) => s.worker.terminate()));
  }

  #spawn(): Slot {
    const worker = typeScriptWorker(new URL('./render-worker.ts', import.meta.url), {
      distDir: this.distDir,
      siteUrl: this.siteUrl,
    });
    const inFlight = new Map<number, Pending>();
    let ready!: () => void;
    let failed!: (e: unknown) => void;
    const slot: Slot = {
      worker,
      inFlight,
      ready: new Promise<void>((res, rej) => {
        ready = res;
        failed = rej;
      }),
    };
    let started = false;
    slot.ready.catch(() => undefined); // awaited by start(); a later stop is not a rejection
    worker.on('message', (m: RenderReply | SharedReadRequest | 'ready') => {
      if (m === 'ready') {
        started = true;
        return ready();
      }
      if ('kind' in m) return this.#reads.answer(worker, m);
      const p = inFlight.get(m.id);
      if (!p) return;
      inFlight.delete(m.id);
      if ('error' in m) return p.reject(new Error(m.error));
      const b = m.rendered.body;
      p.resolve({ ...m.rendered, body: Buffer.from(b.buffer, b.byteOffset, b.byteLength) });
    });
    // A worker that stops fails its renders (the page keeps its stored version) and is
    // replaced, unless the pool is closing or the worker never started (the same cause would
    // stop its replacement: start() fails instead).
    let stopped = false;
    const stop = (error: unknown) => {
      if (stopped) return;
      stopped = true;
      failed(error);
      for (const p of inFlight.values()) p.reject(error);
      inFlight.clear();
      const i = this.#slots.indexOf(slot);
      if (i >= 0) this.#slots.splice(i, 1);
      if (started && !this.#closed) this.#slots.push(this.#spawn());
    };
    worker.on('error', stop);
    worker.on('exit', (code) => stop(new Error(`render worker stopped (${code})`)));
    return slot;
  }
}
