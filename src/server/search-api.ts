/**
 * `GET /api/search?q=&categoria=&pais=&orden=&pagina=`: one page of the directory as JSON
 * (24 cards + total), for the directory's instant search. Same parameters and same results
 * as the server-rendered `/providers?…` (both call queryDirectory), so the page a visitor
 * lands on after a reload shows what the script showed.
 *
 * `GET /api/search/head`: the first HEAD_SIZE providers of the ranking with their searchable
 * words, plus the first best matches of the everyday phrases it cannot answer (SearchHead),
 * fetched once by the script when the visitor focuses the filters: it
 * shows the first results of each query from them at once, then the answer above replaces
 * them (docs/DECISIONS.md § "Directory search: first results from the ranking's head").
 *
 * The public providers and a text index of them are kept in memory: read once, brought up to
 * date after every revalidation pass that changed providers, reviews or categories (the outbox
 * is the same signal that re-renders the static pages), and at least every `maxAgeMs` when no
 * consumer runs. The lists are patched (`patchedProviderList`): a pass re-reads only the
 * providers it changed, not the 9,000 of a large directory (a second of this thread's CPU and
 * of PocketBase's per read). A pass of reviews only re-orders and keeps the text index.
 * Requests are answered from the previous snapshot while a new one loads.
 */
import { createHash } from 'node:crypto';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { brotliCompressSync, constants as zlib, gzipSync } from 'node:zlib';
import { LRUCache } from 'lru-cache';
import type { TypedPocketBase } from '../lib/data/pb-server.ts';
import { isNotModified, pickEncoding, send, type Encoding } from './http-util.ts';
import { labelMap, readActiveCategories } from '../lib/data/categories.ts';
import { parseDirectoryState } from '../lib/data/directory.ts';
import type { CardRow, SearchHead, SearchPage } from '../lib/view/directory.ts';
import { directoryHref } from '../lib/domain/directory-query.ts';
import {
  patchedProviderList,
  PUBLIC_FIELDS,
  rankedProviderList,
  readPublicProviders,
} from '../lib/data/providers.ts';
import type { PublicProvider } from '../lib/view/providers.ts';
import { queryDirectory, type DirectoryState } from '../lib/domain/directory-query.ts';
import type { ProviderTextIndex } from '../lib/domain/provider-search.ts';
import { providerTextIndex } from '../lib/data/text-index.ts';
import { distinctWords, everydayPhrases, queryKey } from '../lib/domain/search-terms.ts';
import { cutText } from '../lib/domain/text-cut.ts';
import { SEARCH_API } from '../lib/contract/paths.ts';
import { errorBody } from '../lib/contract/errors.ts';

/**
 * Providers in the head: ten pages of cards. Its size does not grow with the directory
 * (about 20 KB brotli with the seed's texts at 10,000 providers, docs/PERFORMANCE.md).
 */
export const HEAD_SIZE = 240;
/**
 * Best matches of an everyday phrase the head carries when none is among its first
 * providers: the first row of cards, what the first frame shows.
 */
export const HEAD_COVER = 6;
/** The head's cache key (a directory key is empty or starts with `?`). */
const HEAD_KEY = 'head';

/** Topics whose changes alter what the directory shows (change-map.ts). */
const TEXT_TOPICS = new Set(['provider', 'category']);
const QUIET_TOPICS = new Set(['favorite', 'case_study', 'blog_post', 'blog_category', 'blog_tag']);
/** Search answers kept in memory (the least recently used go first). */
const CACHE_MAX = 300;

interface Snapshot {
  generation: number;
  at: number;
  providers: PublicProvider[];
  labels: Record<string, string>;
  names: string[];
  index: ProviderTextIndex;
}

interface Answer {
  etag: string;
  variants: Map<Encoding, Buffer>;
}

export interface SearchApiOptions {
  /** Longest time a snapshot is used without a revalidation pass (default 60 s). */
  maxAgeMs?: number;
  log?: (msg: string) => void;
  /**
   * The public providers with the ranking's fields (`RANKING_FIELDS`), read or patched once per
   * pass: the web server shares the revalidator's list, which reads it as the server starts.
   * Without it the search reads its own, on the first pass of reviews.
   */
  ranked?: () => Promise<PublicProvider[]>;
}

export class SearchApi {
  #snapshot: Snapshot | null = null;
  #loading: Promise<void> | null = null;
  #pending: 'full' | 'ranking' | null = null;
  /** Starts from the clock so ETags of a restarted server never repeat earlier ones. */
  #generation = Date.now();
  readonly #cache = new LRUCache<string, Answer>({ max: CACHE_MAX });
  /** Every public provider with the fields the index and the cards read. */
  readonly #providers: () => Promise<PublicProvider[]>;
  /** The same providers with only the ranking's fields (a pass of reviews). */
  readonly #ranked: () => Promise<PublicProvider[]>;
  /** What the last full load indexed: the providers' list and the labels. */
  #loadedFrom: { providers: PublicProvider[]; labelsKey: string } | null = null;

  constructor(
    readonly client: () => Promise<TypedPocketBase>,
    readonly opts: SearchApiOptions = {},
  ) {
    this.#providers = patchedProviderList(client, PUBLIC_FIELDS, readPublicProviders);
    this.#ranked = opts.ranked ?? rankedProviderList(client);
  }

  /** After a revalidation pass: reload what its changes touched. */
  onPass(byTopic: Readonly<Record<string, number>>): void {
    const topics = Object.keys(byTopic);
    if (topics.some((t) => TEXT_TOPICS.has(t) || (t !== 'review' && !QUIET_TOPICS.has(t)))) {
      void this.refresh('full');
    } else if (topics.includes('review')) {
      void this.refresh('ranking');
    }
  }

  /** Loads a new snapshot; calls during a load coalesce into one more load after it. */
  refresh(kind: 'full' | 'ranking' = 'full'): Promise<void> {
    if (this.#loading) {
      this.#pending = this.#pending === 'full' || kind === 'full' ? 'full' : 'ranking';
      return this.#loading;
    }
    this.#loading = (async () => {
      let next: 'full' | 'ranking' | null = kind;
      try {
        while (next) {
          this.#pending = null;
          await this.#load(next);
          next = this.#pending;
        }
      } catch (e) {
        this.#log(`search snapshot not loaded: ${e instanceof Error ? e.message : String(e)}`);
      } finally {
        this.#loading = null;
      }
    })();
    return this.#loading;
  }

  async #load(kind: 'full' | 'ranking'): Promise<void> {
    const old = this.#snapshot;
    if (kind === 'ranking' && old) {
      // Ratings and counts moved: same providers, same text, new order.
      const ranked = await this.#ranked();
      const byId = new Map(old.providers.map((p) => [p.id, p]));
      if (ranked.length === old.providers.length && ranked.every((r) => byId.has(r.id))) {
        const providers = ranked.map((r) => ({
          ...byId.get(r.id)!,
          featured: r.featured,
          average_rating: r.average_rating,
          total_reviews: r.total_reviews,
          ranking_score: r.ranking_score,
        }));
        this.#swap({ ...old, providers });
        return;
      }
    }
    const [providers, categories] = await Promise.all([
      this.#providers(),
      this.client().then(readActiveCategories),
    ]);
    const labels = labelMap(categories);
    const names = categories.map((c) => c.name);
    const labelsKey = JSON.stringify([labels, names]);
    const from = this.#loadedFrom;
    if (old && from?.providers === providers && from.labelsKey === labelsKey) {
      // No provider changed since the last full load (the patched list is the same array),
      // nor a label: the snapshot, its answers and head stay; only its age is renewed.
      this.#snapshot = { ...old, at: Date.now() };
      return;
    }
    this.#loadedFrom = { providers, labelsKey };
    const t = performance.now();
    // The thread's one index (text-index.ts): only the providers whose text changed are
    // re-indexed, unless the labels did.
    const { index, changed } = providerTextIndex(providers, labels);
    this.#log(
      `search index: ${index.size} providers, ${changed} (re)indexed in ${Math.round(performance.now() - t)} ms`,
    );
    this.#swap({
      generation: 0,
      at: 0,
      providers,
      labels,
      names,
      index,
    });
  }

  #swap(s: Snapshot): void {
    this.#snapshot = { ...s, generation: ++this.#generation, at: Date.now() };
    this.#cache.clear();
  }

  async #current(): Promise<Snapshot> {
    const maxAge = this.opts.maxAgeMs ?? 60_000;
    if (!this.#snapshot) await this.refresh('full');
    else if (Date.now() - this.#snapshot.at > maxAge) void this.refresh('full');
    if (!this.#snapshot) throw new Error('search unavailable');
    return this.#snapshot;
  }

  /** Answers a request to one of SEARCH_API's paths. */
  async handle(req: IncomingMessage, res: ServerResponse, url: URL): Promise<void> {
    if (req.method !== 'GET' && req.method !== 'HEAD') {
      res.writeHead(405, { allow: 'GET, HEAD', 'cache-control': 'no-store' }).end();
      return;
    }
    const t = performance.now();
    const cpu = process.cpuUsage();
    let snap: Snapshot;
    try {
      snap = await this.#current();
    } catch {
      const body = errorBody('search_unavailable');
      res
        .writeHead(body.status, {
          'content-type': 'application/json; charset=utf-8',
          'cache-control': 'no-store',
          'retry-after': '5',
        })
        .end(JSON.stringify(body));
      return;
    }
    const state =
      url.pathname === SEARCH_API.head ? null : parseDirectoryState(url.searchParams, snap.names);
    const key = state ? directoryHref('', state) : HEAD_KEY;
    let answer = this.#cache.get(key);
    if (!answer || !answer.etag.startsWith(`"${snap.generation}-`)) {
      answer = this.#answer(snap, key, state ? searchPageBody(snap, state) : searchHeadBody(snap));
      this.#cache.set(key, answer);
    }
    const used = process.cpuUsage(cpu);
    const headers = {
      'content-type': 'application/json; charset=utf-8',
      'cache-control': 'no-cache',
      etag: answer.etag,
      vary: 'Accept-Encoding',
      'x-robots-tag': 'noindex',
      // Wall time, and the CPU time of this process meanwhile (a loaded machine's wall time
      // says more about the machine than about the search).
      'server-timing': `search;dur=${(performance.now() - t).toFixed(1)}, cpu;dur=${((used.user + used.system) / 1000).toFixed(1)}`,
    };
    if (isNotModified(req, answer.etag, snap.at)) {
      res.writeHead(304, headers).end();
      return;
    }
    const encoding = pickEncoding(req.headers['accept-encoding'], ['br', 'gzip', 'identity']);
    let body = answer.variants.get(encoding);
    if (!body) {
      const raw = answer.variants.get('identity')!;
      body =
        encoding === 'br'
          ? brotliCompressSync(raw, { params: { [zlib.BROTLI_PARAM_QUALITY]: 5 } })
          : gzipSync(raw);
      answer.variants.set(encoding, body);
    }
    send(req, res, { status: 200, body, encoding, headers });
  }

  #answer(snap: Snapshot, key: string, raw: Buffer): Answer {
    const hash = createHash('sha1').update(key).digest('base64url').slice(0, 12);
    return { etag: `"${snap.generation}-${hash}"`, variants: new Map([['identity', raw]]) };
  }

  #log(msg: string): void {
    (this.opts.log ?? ((m: string) => console.log(`[search] ${m}`)))(msg);
  }
}

/** The JSON body of one page of results (exported for scripts/bench-search.mjs). */
export function searchPageBody(
  snap: Pick<Snapshot, 'providers' | 'labels' | 'index'>,
  state: DirectoryState,
): Buffer {
  const slice = queryDirectory(snap.providers, state, (q, keep) => snap.index.search(q, keep));
  const labels: Record<string, string> = {};
  const rows = slice.items.map((p) => {
    for (const c of p.categories.slice(0, 2)) labels[c] = snap.labels[c] ?? c;
    return cardRow(p);
  });
  const page: SearchPage = {
    total: slice.total,
    page: slice.page,
    pageCount: slice.pageCount,
    from: slice.from,
    to: slice.to,
    labels,
    rows,
    dropped: slice.dropped,
    suggestion: slice.suggestion,
  };
  return Buffer.from(JSON.stringify(page));
}

/**
 * The JSON body of the head (SearchHead): the first `size` providers of the ranking, then, for
 * each everyday phrase whose best matches all lie beyond them, the first `cover` of those
 * matches (in the ranking order, after the others), with the phrase's key and their rows.
 */
export function searchHeadBody(
  snap: Pick<Snapshot, 'providers' | 'labels' | 'index'>,
  size = HEAD_SIZE,
  cover = HEAD_COVER,
): Buffer {
  const rank = new Map(snap.providers.map((p, i) => [p.id, i]));
  const covers: [string, number[]][] = [];
  const extra = new Set<number>();
  const seen = new Set<string>();
  for (const phrase of everydayPhrases(snap.labels)) {
    const key = queryKey(phrase);
    if (!key || seen.has(key)) continue;
    seen.add(key);
    const answer = snap.index.search(phrase);
    if (!answer || answer.dropped.length > 0) continue;
    const best: number[] = [];
    for (const [id, score] of answer.scores) {
      const at = rank.get(id);
      if (score === answer.best && at !== undefined) best.push(at);
    }
    best.sort((a, b) => a - b);
    if (best.length === 0 || best[0]! < size) continue;
    const first = best.slice(0, cover);
    for (const at of first) extra.add(at);
    covers.push([key, first]);
  }
  const order = [
    ...snap.providers.slice(0, size).map((_, i) => i),
    ...[...extra].sort((a, b) => a - b),
  ];
  const row = new Map(order.map((at, i) => [at, i]));
  const chosen = order.map((at) => snap.providers[at]!);
  const head: SearchHead = {
    labels: snap.labels,
    rows: chosen.map(cardRow),
    words: chosen.map((p) => distinctWords(p.description)),
    facts: chosen.map((p) => [p.facts.obligations, p.facts.countries]),
    prefix: Math.min(size, snap.providers.length),
    covers: Object.fromEntries(covers.map(([key, ats]) => [key, ats.map((at) => row.get(at)!)])),
  };
  return Buffer.from(JSON.stringify(head));
}

/** A provider as a card of the directory's script. */
function cardRow(p: PublicProvider): CardRow {
  return [
    p.id,
    p.slug,
    p.company_name,
    p.headquarters_country,
    (p.verified ? 1 : 0) | (p.featured ? 2 : 0),
    cutText(p.description, 220),
    p.average_rating,
    p.total_reviews,
    p.categories,
    p.logo_url,
  ];
}
