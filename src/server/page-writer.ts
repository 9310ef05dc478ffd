/**
 * Writing a page's files (the body and its `.br` variant) off the main thread.
 *
 * Compression and file creation are most of what storing a page costs (docs/PERFORMANCE.md):
 * zlib's asynchronous API runs on the thread pool but costs about 0.6 ms of main-thread work
 * per page for its stream machinery, and about 80 % more CPU in all than the synchronous API;
 * creating a file costs 0.1–0.9 ms of kernel time on these machines. A worker thread does all
 * of it with the synchronous calls (`writeVariants`, which also hashes the body for the ETag),
 * so the main thread only renders and the second core compresses and writes. No `.gz` variant
 * is stored (docs/DECISIONS.md): every browser sends `br`; the server compresses gzip for the
 * others on request.
 */
import { createHash } from 'node:crypto';
import { linkSync, mkdirSync, renameSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { availableParallelism } from 'node:os';
import { dirname } from 'node:path';
import type { Worker } from 'node:worker_threads';
import { brotliCompressSync, constants as zc } from 'node:zlib';
import './heap-tuning.ts';
import { typeScriptWorker } from './ts-worker.ts';

export interface WriteJob {
  /** Absolute path of the identity file; the variant is `abs + '.br'`. */
  abs: string;
  body: Uint8Array;
  brotliQuality: number;
  /**
   * True: every file is written to a temporary name and renamed over the old one (compressed
   * variants first), so a reader sees the old page or the new one. False: written in place (a
   * store nobody reads before it is complete).
   */
  atomic: boolean;
  /** Send the compressed body back (a store that keeps bodies in memory). */
  returnBodies: boolean;
  /**
   * Identity files of other pages that get the same files (a page stored under two keys,
   * page-key.ts `twinKey`): the body is compressed and hashed once.
   */
  copies?: string[];
}

export interface WriteResult<B extends Uint8Array = Uint8Array> {
  mtimeMs: number;
  size: number;
  /** The page's ETag (a hash of the body). */
  etag: string;
  br?: B;
}

/** Bodies up to this size are stored without compressed variants. */
export const MIN_COMPRESSIBLE = 256;

const knownDirs = new Set<string>();
let tmpCounter = 0;

/** A page's ETag: a hash of its body. */
export function etagOf(body: Uint8Array): string {
  return `"${createHash('sha1').update(body).digest('base64url').slice(0, 22)}"`;
}

/** A page's `.br` variant at brotli `quality`. */
export function brotli(body: Uint8Array, quality: number): Buffer {
  return brotliCompressSync(body, {
    params: { [zc.BROTLI_PARAM_QUALITY]: quality, [zc.BROTLI_PARAM_SIZE_HINT]: body.length },
  });
}

/** Compresses and writes one page's files, synchronously (runs in a worker). */
export function writeVariants(job: WriteJob): WriteResult {
  const { body } = job;
  const br = body.length > MIN_COMPRESSIBLE ? brotli(body, job.brotliQuality) : undefined;
  return {
    mtimeMs: writeFiles(job, br),
    size: body.length,
    etag: etagOf(body),
    ...(job.returnBodies && br ? { br } : {}),
  };
}

/**
 * Writes the identity file `job.abs` and its `.br` variant (if any), and links each of
 * `job.copies` to them; returns their modification time (one file, one time). Hard links:
 * creating a file and writing its bytes costs 0.05–0.5 ms of kernel time on these machines
 * (most of a page writer's CPU in a pre-render, docs/PERFORMANCE.md), a link 15 µs. A later
 * atomic write of one path renames a new file over it and leaves the others' as they were.
 */
function writeFiles(job: WriteJob, br: Uint8Array | undefined): number {
  const { abs: first, copies = [] } = job;
  const paths = [first, ...copies];
  for (const abs of paths) {
    const dir = dirname(abs);
    // A build store creates each directory once; a live store's directories can be removed
    // meanwhile (a provider's pages gone), so it makes sure every time.
    if (job.atomic || !knownDirs.has(dir)) {
      mkdirSync(dir, { recursive: true });
      knownDirs.add(dir);
    }
  }
  const variants: [string, Uint8Array][] = br ? [['.br', br]] : [];
  variants.push(['', job.body]);
  if (job.atomic) {
    const suffix = `.${process.pid}.${process.hrtime.bigint().toString(36)}${tmpCounter++}.tmp`;
    for (const [ext, b] of variants) {
      writeFileSync(first + ext + suffix, b);
      for (const p of copies) linkSync(first + ext + suffix, p + ext + suffix);
    }
    // Compressed variants first: the identity file is the one static hosts look for.
    for (const [ext] of variants) for (const p of paths) renameSync(p + ext + suffix, p + ext);
    // Variants this write did not renew would be out of date: a `.br` of a page now too small
    // to compress, a `.gz` left by an earlier version of the store.
    for (const p of paths) {
      if (!br) rmSync(p + '.br', { force: true });
      rmSync(p + '.gz', { force: true });
    }
  } else {
    // In place, but never through a file that is linked elsewhere: a path written before (a
    // page stored again by the same pre-render) gets a new file.
    for (const [ext, b] of variants) {
      replacing(first + ext, (p) => writeFileSync(p, b, { flag: 'wx' }));
      for (const p of copies) replacing(p + ext, (to) => linkSync(first + ext, to));
    }
  }
  return statSync(first).mtimeMs;
}

/** Runs `create(path)`, which fails when `path` exists; if it did, removes it and runs it again. */
function replacing(path: string, create: (path: string) => void): void {
  try {
    create(path);
  } catch (e) {
    if ((e as NodeJS.ErrnoException).code !== 'EEXIST') throw e;
    rmSync(path, { force: true });
    create(path);
  }
}

/** A Uint8Array received from a worker, as a Buffer without a copy. */
const asBuffer = (u: Uint8Array): Buffer => Buffer.from(u.buffer, u.byteOffset, u.byteLength);

interface Pending {
  resolve: (r: WriteResult<Buffer>) => void;
  reject: (e: unknown) => void;
}

interface Queued extends Pending {
  job: WriteJob;
}

/**
 * Jobs sent to a worker ahead of its answers: enough that it never waits for this thread
 * between two pages, few enough that a visitor's page (`urgent`) overtakes a pass's queue.
 */
const IN_FLIGHT_PER_WORKER = 3;

/**
 * A few worker threads running `writeVariants`: one per CPU (up to four), each job to the
 * worker with the fewest jobs in flight. A write waits on the disk as well as computing (a live
 * store's temporary files and renames): with one writer on two cores, a category label's pass
 * (16,628 pages at 10,000 providers) left the cores idle a fifth of the time; with two, the
 * pass took 24.8 s instead of 26.8 and a pre-render 63 s instead of 66 (docs/PERFORMANCE.md).
 * Jobs wait here, a few in flight per worker: the page a visitor waits for (rendered on
 * demand after a change) is written before the pages of the pass under way, whose writes
 * queued up to tens of ms ahead of it.
 */
export class PageWriterPool {
  readonly #workers: { worker: Worker; inFlight: Map<number, Pending> }[] = [];
  readonly #running = new Set<Promise<unknown>>();
  readonly #urgent: Queued[] = [];
  readonly #queued: Queued[] = [];
  #nextId = 0;

  constructor(readonly size = Math.max(1, Math.min(4, availableParallelism()))) {}

  write(job: WriteJob, opts: { urgent?: boolean | undefined } = {}): Promise<WriteResult<Buffer>> {
    const p = new Promise<WriteResult<Buffer>>((resolve, reject) => {
      (opts.urgent ? this.#urgent : this.#queued).push({ job, resolve, reject });
      this.#dispatch();
    });
    this.#running.add(p);
    const done = () => this.#running.delete(p);
    p.then(done, done);
    return p;
  }

  /** Sends queued jobs, urgent ones first, to workers with room. */
  #dispatch(): void {
    for (;;) {
      const queue = this.#urgent.length > 0 ? this.#urgent : this.#queued;
      if (queue.length === 0) return;
      const slot = this.#pick();
      if (slot.inFlight.size >= IN_FLIGHT_PER_WORKER) return;
      const { job, resolve, reject } = queue.shift()!;
      const id = this.#nextId++;
      slot.inFlight.set(id, { resolve, reject });
      // A worker with work keeps the process alive; an idle one does not.
      if (slot.inFlight.size === 1) slot.worker.ref();
      // The body is cloned into the worker: a new byte array there, not in this thread (where
      // each one counts towards this heap's next collection, heap-tuning.ts). A slice of a
      // larger buffer would clone all of it: an exact copy is sent instead, transferred.
      const b = job.body;
      const whole = b.byteOffset === 0 && b.byteLength === b.buffer.byteLength;
      const copy = whole ? null : new Uint8Array(b);
      slot.worker.postMessage({ id, job: { ...job, body: copy ?? b } }, copy ? [copy.buffer] : []);
    }
  }

  /**
   * Starts every worker and waits until each has loaded (tens of ms): the first page a
   * visitor's render stores after a start is not held back by starting a thread.
   */
  async warm(): Promise<void> {
    while (this.#workers.length < this.size) this.#spawn();
    await Promise.all(
      this.#workers.map(
        (slot) =>
          new Promise<void>((resolve, reject) => {
            const id = this.#nextId++;
            slot.inFlight.set(id, { resolve: () => resolve(), reject });
            slot.worker.ref();
            slot.worker.postMessage({ id });
          }),
      ),
    );
  }

  /** Waits for the writes under way, then stops the workers (a later write starts new ones). */
  async close(): Promise<void> {
    await Promise.allSettled([...this.#running]);
    await Promise.all(this.#workers.splice(0).map((w) => w.worker.terminate()));
  }

  #pick(): { worker: Worker; inFlight: Map<number, Pending> } {
    if (this.#workers.length < this.size) {
      const least = this.#workers.find((w) => w.inFlight.size === 0);
      if (least) return least;
      return this.#spawn();
    }
    let best = this.#workers[0]!;
    for (const w of this.#workers) if (w.inFlight.size < best.inFlight.size) best = w;
    return best;
  }

  #spawn(): { worker: Worker; inFlight: Map<number, Pending> } {
    const worker = typeScriptWorker(new URL('./page-writer-worker.ts', import.meta.url));
    const slot = { worker, inFlight: new Map<number, Pending>() };
    worker.on(
      'message',
      (m: { id: number; result?: WriteResult; error?: { message: string; code?: string } }) => {
        const p = slot.inFlight.get(m.id);
        if (!p) return;
        slot.inFlight.delete(m.id);
        if (slot.inFlight.size === 0) worker.unref();
        this.#dispatch();
        if (!m.result && !m.error) {
          // A ping's answer (warm).
          p.resolve({ mtimeMs: 0, size: 0, etag: '' });
        } else if (m.result) {
          const r = m.result;
          p.resolve({
            mtimeMs: r.mtimeMs,
            size: r.size,
            etag: r.etag,
            ...(r.br ? { br: asBuffer(r.br) } : {}),
          });
        } else {
          p.reject(Object.assign(new Error(m.error?.message ?? 'write failed'), m.error));
        }
      },
    );
    const fail = (error: unknown) => {
      for (const p of slot.inFlight.values()) p.reject(error);
      slot.inFlight.clear();
      const i = this.#workers.indexOf(slot);
      if (i >= 0) this.#workers.splice(i, 1);
      // The queued jobs go to the other workers, or a new one.
      this.#dispatch();
    };
    worker.on('error', fail);
    worker.on('exit', (code) => fail(new Error(`page writer stopped (${code})`)));
    worker.unref();
    this.#workers.push(slot);
    return slot;
  }
}
