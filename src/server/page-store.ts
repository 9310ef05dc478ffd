/**
 * The page store: every stored page is a plain file under `<dir>/site` with a `.br` sibling
 * (gzip is compressed on request and kept in memory), a tree that any static host can serve
 * as it is. What the server needs besides the bytes (tags, content type, ETag, the CSP hashes
 * of inline scripts) is kept in memory and in an append-only journal
 * (`<dir>/meta/journal.ndjson`), compacted on open.
 *
 * Writes are atomic: every variant is written to a temporary file in the same directory and
 * renamed over the old one, so a reader sees the old page or the new one, never a part.
 * Compressing and writing happen in a worker thread (page-writer.ts).
 * The journal line is appended after the renames; on open, a page whose file does not match
 * its journal line (a crash in between), or a file with no line at all, is reported as
 * suspect so the server re-renders it before serving.
 */
import { randomBytes } from 'node:crypto';
import { constants as fsc } from 'node:fs';
import { mkdir, open, readFile, rename, rm, stat, unlink, writeFile } from 'node:fs/promises';
import type { FileHandle } from 'node:fs/promises';
import { join, relative, sep } from 'node:path';
import { promisify } from 'node:util';
import { gzip as gzipCb } from 'node:zlib';
import { LRUCache } from 'lru-cache';
import type { Encoding } from './http-util.ts';
import { fileToKey, keyToFile } from './page-key.ts';
import { listFiles } from './list-files.ts';
import { etagOf, MIN_COMPRESSIBLE, PageWriterPool } from './page-writer.ts';

/**
 * Brotli quality of a page written by a revalidation pass, and of one written by the full
 * pre-render (and a pass of 100 pages or more: pages.ts WIDE_PASS_PAGES), where compression
 * is a large part of the CPU a page costs: on the 10,000-provider store's pages, quality 1
 * takes 0.12 ms a page against 0.22 at 3 and 0.35 at 4, for files 8 % larger than at 3 and
 * 14 % larger than at 4 (docs/PERFORMANCE.md § "Fifteenth run at 10,000 providers"); the
 * next change of a page writes it at 6.
 */
const BROTLI_QUALITY = 6;
const BUILD_BROTLI_QUALITY = 1;
const gzip = promisify(gzipCb);

export interface PageMeta {
  key: string;
  file: string;
  status: number;
  type: string;
  tags: string[];
  etag: string;
  mtimeMs: number;
  size: number;
  /** CSP hashes of the page's inline scripts. */
  hashes: string[];
}

export interface PutInput {
  body: Buffer;
  type: string;
  tags: readonly string[];
  hashes: readonly string[];
  status?: number;
  /**
   * A page of a large pass (thousands of pages: a category label, the daily ranking):
   * compressed at the build's quality, so the pass is not held back by compression; the next
   * change of the page writes it at the live one. Not kept in the memory cache.
   */
  bulk?: boolean;
  /**
   * A page of a wide pass (hundreds of pages: a provider moving across the lists): compressed
   * at the build's quality, as a large pass's, but kept in the memory cache.
   */
  quick?: boolean;
  /** A visitor waits for this page: written before the queued pages of a pass (page-writer.ts). */
  urgent?: boolean;
}

/** The memory cache's key of one version (ETag) of a page in one encoding. */
const bodyKey = (meta: Pick<PageMeta, 'key' | 'etag'>, encoding: Encoding): string =>
  `${meta.key}\0${meta.etag}\0${encoding}`;

type JournalLine = PageMeta | { key: string; deleted: true };

/**
 * Whether a new render is byte for byte the stored page, with the same tags and script hashes:
 * then nothing is written (a re-render that changed nothing, such as the sitemap after most
 * reviews, costs no compression, no files and keeps its Last-Modified). The body is hashed only
 * when its size matches.
 */
function sameStoredPage(meta: PageMeta, input: PutInput, tags: readonly string[]): boolean {
  return (
    meta.size === input.body.length &&
    meta.status === (input.status ?? 200) &&
    meta.type === input.type &&
    sameList(meta.tags, tags) &&
    sameList(meta.hashes, input.hashes) &&
    meta.etag === etagOf(input.body)
  );
}

/**
 * A page's tags, each once, in the order the page declared them: a ranked list page's
 * `provider:` tags are its cards in order, which ranked-lists.ts compares with the new order.
 */
const tagsOf = (input: PutInput): string[] => [...new Set(input.tags)];

/** A stored page's metadata: what `input` declares and what writing its body gave. */
function metaOf(
  key: string,
  file: string,
  input: PutInput,
  tags: string[],
  written: Pick<PageMeta, 'etag' | 'mtimeMs' | 'size'>,
): PageMeta {
  return {
    key,
    file,
    status: input.status ?? 200,
    type: input.type,
    tags,
    ...written,
    hashes: [...input.hashes],
  };
}

const sameList = (a: readonly string[], b: readonly string[]): boolean =>
  a.length === b.length && a.every((x, i) => x === b[i]);

/**
 * Page bodies kept in memory, least recently used out first, up to a byte budget; a body over
 * an eighth of the budget is never kept (it would evict too much). lru-cache: under eviction
 * it measured 4–5× faster than the Map-based LRU it replaced (docs/PERFORMANCE.md).
 */
function bodyCache(maxBytes: number): LRUCache<string, Buffer> | undefined {
  if (maxBytes <= 0) return undefined;
  return new LRUCache<string, Buffer>({
    maxSize: maxBytes,
    maxEntrySize: maxBytes / 8,
    sizeCalculation: (body) => Math.max(1, body.length),
  });
}

export class PageStore {
  readonly siteDir: string;
  readonly metaDir: string;
  readonly #pages = new Map<string, PageMeta>();
  readonly #byTag = new Map<string, Set<string>>();
  readonly #bodies: LRUCache<string, Buffer> | undefined;
  #journal: FileHandle | undefined;
  #journalQueue: Promise<void> = Promise.resolve();
  /** Journal lines waiting for the next write (#append), and that write. */
  #queuedLines: string[] = [];
  #nextWrite: Promise<void> | null = null;
  /** Set by a full pre-render: every known page is in the store. */
  complete = false;
  /** Pages that must be re-rendered before they are trusted (see the module comment). */
  suspects: string[] = [];

  readonly #writer = new PageWriterPool();
  /** Journal lines of a build store, written once by `flush`. */
  #pendingLines: string[] = [];

  private constructor(
    readonly dir: string,
    memoryBytes: number,
    readonly building: boolean,
  ) {
    this.siteDir = join(dir, 'site');
    this.metaDir = join(dir, 'meta');
    this.#bodies = bodyCache(memoryBytes);
  }

  /**
   * `building`: a store no reader sees until it is complete (the full pre-render's
   * `<dir>.next`, swapped in by one rename). Its files are written in place without temporary
   * files and renames, synchronously (no thread-pool round trip per file), and its journal in
   * one write by `flush`: a crash leaves an incomplete directory that is never swapped in.
   */
  static async open(
    dir: string,
    opts: { memoryBytes?: number; building?: boolean } = {},
  ): Promise<PageStore> {
    const store = new PageStore(dir, opts.memoryBytes ?? 128 * 1024 * 1024, opts.building ?? false);
    await store.#load();
    return store;
  }

  get size(): number {
    return this.#pages.size;
  }

  get(key: string): PageMeta | undefined {
    return this.#pages.get(key);
  }

  keys(): IterableIterator<string> {
    return this.#pages.keys();
  }

  /** Keys of the stored pages that carry any of the tags. */
  keysForTags(tags: Iterable<string>): Set<string> {
    const out = new Set<string>();
    for (const t of tags) for (const k of this.#byTag.get(t) ?? []) out.add(k);
    return out;
  }

  async put(key: string, input: PutInput): Promise<PageMeta> {
    return (await this.putAll([key], input))[0]!;
  }

  /**
   * Stores one body under several keys (a page and its twin, page-key.ts `twinKey`): the body
   * is compressed and hashed once and its files written under each key. Returns the keys'
   * metadata in their order.
   */
  async putAll(keys: readonly string[], input: PutInput): Promise<PageMeta[]> {
    const files = keys.map((key) => {
      const file = keyToFile(key);
      if (file === null) throw new Error(`not a storable page: ${key}`);
      return file;
    });
    const tags = tagsOf(input);
    const out: (PageMeta | undefined)[] = keys.map((key) => {
      const before = this.#pages.get(key);
      return before && sameStoredPage(before, input, tags) ? before : undefined;
    });
    const toWrite = keys.flatMap((_, i) => (out[i] ? [] : [i]));
    if (toWrite.length === 0) return out as PageMeta[];
    // A large pass (a category label: thousands of pages nobody asked for yet) would push the
    // pages visitors read out of the memory cache: its pages are read from their files.
    const keepBodies = this.#bodies !== undefined && !input.bulk;
    const abs = toWrite.map((i) => join(this.siteDir, files[i]!));
    const st = await this.#writer.write(
      {
        abs: abs[0]!,
        ...(abs.length > 1 ? { copies: abs.slice(1) } : {}),
        body: input.body,
        brotliQuality:
          this.building || input.bulk || input.quick ? BUILD_BROTLI_QUALITY : BROTLI_QUALITY,
        atomic: !this.building,
        returnBodies: keepBodies,
      },
      { urgent: input.urgent },
    );
    // The copies are links to the same files: one modification time.
    toWrite.forEach((i) => {
      const meta = metaOf(keys[i]!, files[i]!, input, tags, {
        etag: st.etag,
        mtimeMs: st.mtimeMs,
        size: st.size,
      });
      this.#index(meta);
      if (keepBodies) {
        this.#bodies?.set(bodyKey(meta, 'identity'), input.body);
        if (st.br) this.#bodies?.set(bodyKey(meta, 'br'), st.br);
      }
      out[i] = meta;
    });
    await Promise.all(toWrite.map((i) => this.#append(out[i]!)));
    return out as PageMeta[];
  }

  /**
   * The metadata `put(key, input)` is about to give the page, before its files are written
   * (its modification time: now): what a visitor waiting for the render is answered with.
   */
  unwrittenMeta(key: string, input: PutInput): PageMeta {
    const body = input.body;
    return metaOf(key, keyToFile(key) ?? '', input, tagsOf(input), {
      etag: etagOf(body),
      mtimeMs: Date.now(),
      size: body.length,
    });
  }

  async remove(key: string): Promise<boolean> {
    const meta = this.#pages.get(key);
    const file = meta?.file ?? keyToFile(key);
    if (file === null) return false;
    const abs = join(this.siteDir, file);
    await Promise.all([abs, abs + '.br', abs + '.gz'].map((p) => rm(p, { force: true })));
    this.#unindex(key);
    if (meta) await this.#append({ key, deleted: true });
    return meta !== undefined;
  }

  /** Encodings available for a page. */
  encodings(meta: PageMeta): Encoding[] {
    return meta.size > MIN_COMPRESSIBLE ? ['br', 'gzip', 'identity'] : ['identity'];
  }

  /**
   * The length of a page's body in `encoding` without reading or compressing it: the page's
   * size, or a compressed body's kept in memory; undefined otherwise.
   */
  knownLength(meta: PageMeta, encoding: Encoding): number | undefined {
    if (encoding === 'identity') return meta.size;
    return this.#bodies?.get(bodyKey(meta, encoding))?.length;
  }

  async body(meta: PageMeta, encoding: Encoding): Promise<Buffer> {
    // Kept under the version read (its ETag): a body read or compressed while the page was
    // replaced is never served for the new version.
    const k = bodyKey(meta, encoding);
    const cached = this.#bodies?.get(k);
    if (cached) return cached;
    const abs = join(this.siteDir, meta.file);
    // No `.gz` file: compressed from the page for the rare client without brotli, and kept.
    const body =
      encoding === 'gzip'
        ? await gzip(await this.body(meta, 'identity'))
        : await readFile(encoding === 'br' ? `${abs}.br` : abs);
    this.#bodies?.set(k, body);
    return body;
  }

  /** Starts the page writer's threads (PageWriterPool.warm). */
  warmWriter(): Promise<void> {
    return this.#writer.warm();
  }

  /** Writes a non-page file of the static tree (e.g. `_redirects`) atomically. */
  async writeExtra(name: string, content: string): Promise<void> {
    const abs = join(this.siteDir, name);
    const tmp = `${abs}.${process.pid}.${randomBytes(4).toString('hex')}.tmp`;
    await writeFile(tmp, content);
    await rename(tmp, abs);
  }

  /** Records that a full pre-render filled this store. */
  async markComplete(info: Record<string, unknown>): Promise<void> {
    await writeFile(join(this.metaDir, 'complete.json'), JSON.stringify(info, null, 2));
    this.complete = true;
  }

  /** Forgets everything: the operator's full rebuild. */
  async wipe(): Promise<void> {
    await this.close();
    await rm(this.dir, { recursive: true, force: true });
    this.#pages.clear();
    this.#byTag.clear();
    this.#bodies?.clear();
    await this.#load();
  }

  async close(): Promise<void> {
    await this.#writer.close();
    await this.flush();
    await this.#journal?.close();
    this.#journal = undefined;
  }

  /** Waits for pending journal lines (callers that must be durable before acknowledging). */
  async flush(): Promise<void> {
    if (this.#pendingLines.length > 0) {
      const lines = this.#pendingLines.join('');
      this.#pendingLines = [];
      void this.#append(lines);
    }
    await this.#journalQueue;
    await this.#journal?.datasync();
  }

  #index(meta: PageMeta): void {
    this.#unindex(meta.key);
    this.#pages.set(meta.key, meta);
    for (const t of meta.tags) {
      let set = this.#byTag.get(t);
      if (!set) this.#byTag.set(t, (set = new Set()));
      set.add(meta.key);
    }
  }

  #unindex(key: string): void {
    const old = this.#pages.get(key);
    if (!old) return;
    this.#pages.delete(key);
    for (const t of old.tags) {
      const set = this.#byTag.get(t);
      set?.delete(key);
      if (set?.size === 0) this.#byTag.delete(t);
    }
    for (const e of ['identity', 'br', 'gzip'] as const) this.#bodies?.delete(bodyKey(old, e));
  }

  #append(line: JournalLine | string): Promise<void> {
    const data = typeof line === 'string' ? line : JSON.stringify(line) + '\n';
    if (this.building && typeof line !== 'string') {
      this.#pendingLines.push(data);
      return Promise.resolve();
    }
    // Lines appended while a write is under way go out together in the next one (one write
    // per batch, not per page: tens of µs of this thread each).
    this.#queuedLines.push(data);
    if (this.#nextWrite) return this.#nextWrite;
    const next = this.#journalQueue.then(async () => {
      this.#nextWrite = null;
      const lines = this.#queuedLines.join('');
      this.#queuedLines = [];
      this.#journal ??= await open(
        join(this.metaDir, 'journal.ndjson'),
        fsc.O_APPEND | fsc.O_CREAT | fsc.O_WRONLY,
      );
      await this.#journal.write(lines);
    });
    this.#nextWrite = next;
    this.#journalQueue = next.catch(() => undefined);
    return next;
  }

  async #load(): Promise<void> {
    await mkdir(this.siteDir, { recursive: true });
    await mkdir(this.metaDir, { recursive: true });
    this.complete = await stat(join(this.metaDir, 'complete.json')).then(
      () => true,
      () => false,
    );
    const journalPath = join(this.metaDir, 'journal.ndjson');
    let text = '';
    try {
      text = await readFile(journalPath, 'utf8');
    } catch {
      /* new store */
    }
    const lines = new Map<string, PageMeta>();
    for (const raw of text.split('\n')) {
      if (!raw) continue;
      try {
        const line = JSON.parse(raw) as JournalLine;
        if ('deleted' in line) lines.delete(line.key);
        else lines.set(line.key, line);
      } catch {
        /* a torn last line from a crash */
      }
    }
    const suspects = new Set<string>();
    const seen = new Set<string>();
    for (const abs of await listFiles(this.siteDir)) {
      const file = relative(this.siteDir, abs).split(sep).join('/');
      if (file.endsWith('.tmp')) {
        await unlink(abs).catch(() => undefined);
        continue;
      }
      const key = fileToKey(file);
      if (key === null || keyToFile(key) !== file) continue;
      seen.add(key);
      const meta = lines.get(key);
      const st = await stat(abs);
      if (!meta) suspects.add(key);
      else if (meta.mtimeMs !== st.mtimeMs || meta.size !== st.size) {
        suspects.add(key);
        this.#index(meta);
      } else this.#index(meta);
    }
    for (const key of lines.keys()) if (!seen.has(key)) suspects.delete(key);
    this.suspects = [...suspects];
    // Compact: one line per page.
    const tmp = `${journalPath}.${process.pid}.tmp`;
    await writeFile(tmp, [...this.#pages.values()].map((m) => JSON.stringify(m) + '\n').join(''));
    await rename(tmp, journalPath);
  }
}
