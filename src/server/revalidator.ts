/**
 * Consumes the PocketBase outbox (`change_events`, superuser only) and re-renders exactly the
 * pages each change touches.
 *
 * - Realtime (SSE) wakes the consumer at once; a poll is the safety net. Both only schedule a
 *   pass: a burst within `debounceMs` (at most `maxDelayMs`) becomes one pass.
 * - A pass reads the pending events in order (`created`, `id`), maps them to tags and URLs
 *   (change-map.ts), re-renders those pages, and only then marks the events `done`. If the
 *   process dies in between, the events are still pending and the next start replays them.
 * - On start, the backlog is consumed before the server accepts requests (catch-up).
 */
import type { TypedPocketBase } from '../lib/data/pb-server.ts';
import {
  addAffected,
  emptyAffected,
  type Affected,
  isProviderPage,
  type ChangeEvent,
  changeEventOf,
  changeEventsOf,
  type CurrentProvider,
  reviewedOrEditedProviders,
  changedProviders,
  reviewChangedProviders,
  needsListPass,
} from './change-map.ts';
import { addReport, type Pages, type RefreshReport } from './pages.ts';
import { OUTBOX_ACK_MAX } from '../lib/contract/outbox.ts';
import { isPublicProvider } from '../lib/contract/visibility.ts';
import { rankedProviderList } from '../lib/data/providers.ts';
import type { PublicProvider } from '../lib/view/providers.ts';
import {
  alternativesChecker,
  isAlternativesPage,
  isFilteredDirectoryPage,
  listsOf,
  reorderedPages,
} from './ranked-lists.ts';
import type { SlugRedirects } from './redirects.ts';
import { categoryLabelTags, providerTag } from '../lib/contract/cache-tags.ts';
import { SERVER_API } from '../lib/contract/api-routes.ts';
import { sendApi } from '../lib/api-client.ts';

export interface RevalidatorOptions {
  pollMs: number;
  debounceMs: number;
  maxDelayMs: number;
  /** Called after each pass (metrics, tests). */
  onPass?: (pass: PassReport) => void;
  /**
   * Called within a pass as soon as each page is stored (or removed), long before the pass
   * ends: the shared cache drops its copy at once.
   */
  onPageStored?: (key: string) => void;
  /**
   * Called with the pages a provider or review change made stale as soon as its event arrived,
   * before its pass (its own pages, then every other stored page it affects): the shared cache
   * drops its copies, so its next fetch gets a render of the new data.
   */
  onStale?: (keys: string[]) => void;
  log?: (msg: string) => void;
  /**
   * The public providers with `RANKING_FIELDS` in display order, read or patched once per pass
   * (`patchedProviderList`): the web server's one list, shared with its search API
   * (search-api.ts). Read at `start`. Without it the revalidator reads its own.
   */
  ranked?: () => Promise<PublicProvider[]>;
}

export interface PassReport extends RefreshReport {
  events: number;
  byTopic: Record<string, number>;
  keys: string[];
  /** `performance.now()` when the pass started, and when every page it re-renders was either
   * re-rendered or marked stale (served only after a new render from then on). */
  startedAt: number;
  freshAt: number;
}

const BATCH = 500;

/** The early marking of an event (Revalidator#arrived). */
interface EarlyMarking {
  /** Settles once every stored page the event affects is marked stale (or the marking failed). */
  done: Promise<void>;
  /** When they were all marked (PassReport.freshAt); unset while under way or after a failure. */
  at?: number;
}

export class Revalidator {
  #timer: NodeJS.Timeout | undefined;
  #firstScheduled = 0;
  #poll: NodeJS.Timeout | undefined;
  #running: Promise<void> | null = null;
  #again = false;
  #stopped = false;
  #failures = 0;
  #unsubscribe: (() => Promise<void>) | undefined;
  /** The public providers in display order (the pages' order), read or patched once per pass. */
  readonly #ranked: () => Promise<PublicProvider[]>;
  /** The early marking of each event that arrived (#arrived), until its pass ends. */
  readonly #early = new Map<string, EarlyMarking>();
  passes = 0;

  constructor(
    readonly pb: TypedPocketBase,
    readonly pages: Pages,
    readonly redirects: SlugRedirects,
    readonly opts: RevalidatorOptions,
  ) {
    this.#ranked = opts.ranked ?? rankedProviderList(() => Promise.resolve(this.pb));
  }

  /** Catches up with the backlog, then listens. */
  async start(): Promise<void> {
    // The order a pass compares stored list pages with: read now rather than by the first
    // change after a start (a second at 10,000 providers; a failed read is retried then).
    this.#ranked().catch(() => undefined);
    await this.redirects.load(this.pb).catch((e: unknown) => this.#log(`redirects: ${String(e)}`));
    // Catch-up: every stored page the backlog touches is stale from now on (rendered again
    // on request) while the backlog is consumed in the background, so a restart after
    // changes never serves an old page and does not wait for the whole backlog.
    const stale = await this.#backlogKeys();
    this.pages.markStale(stale);
    if (stale.size > 0) this.#log(`catch-up: ${stale.size} stored page(s) out of date`);
    void this.drain();
    await this.#warmMarking().catch(() => undefined);
    try {
      this.#unsubscribe = await this.pb.collection('change_events').subscribe('*', (e) => {
        if (e.action !== 'create') return;
        const ev = changeEventOf(e.record);
        if (ev) this.#arrived(ev);
        this.schedule();
      });
    } catch (e) {
      this.#log(`realtime unavailable, polling only: ${String(e)}`);
    }
    this.#poll = setInterval(() => this.schedule(), this.opts.pollMs);
    this.#poll.unref();
  }

  async stop(): Promise<void> {
    this.#stopped = true;
    clearInterval(this.#poll);
    clearTimeout(this.#timer);
    await this.#unsubscribe?.().catch(() => undefined);
    this.pb.realtime.unsubscribe().catch(() => undefined);
    await this.#running;
  }

  /**
   * Every stored page a provider or review change affects is stale as soon as its event
   * arrives, before its pass (which may wait for the one running): the provider's own pages
   * (profile, review pages) at once, then, after one read of the provider and of the ranked
   * list, the lists, categories and reports it touches. The next visitor of any of them gets a
   * render of the new data; the pass then renders them all.
   */
  #arrived(ev: ChangeEvent): void {
    const ids = reviewedOrEditedProviders(ev);
    if (ids.length === 0) {
      this.#arrivedElse(ev);
      return;
    }
    // Renders asked from now on read the data after this change.
    this.pages.dataChanged({ changedProviders: ids });
    const own = [...this.pages.store.keysForTags(ids.map(providerTag))].filter(isProviderPage);
    this.#stale(own);
    const early: EarlyMarking = {
      done: this.#affectedStale(ev, own).then(
        () => {
          early.at = performance.now();
        },
        (e: unknown) => this.#log(`early staleness failed (the pass marks them): ${String(e)}`),
      ),
    };
    this.#remember(ev, early);
  }

  /**
   * Waits for the early marking of `events` still under way. A pass compares the list pages
   * after it rather than alongside it: both compare the same pages on the main thread, and
   * interleaved they delayed the early marking (a review of a provider in seven categories
   * compares ~5,600 alternatives pages: 125 ms alongside the pass's own comparison, about half
   * alone), and with it the moment every affected page is served up to date.
   */
  async #earlyMarkingDone(events: readonly ChangeEvent[]): Promise<void> {
    for (const ev of events) await this.#early.get(ev.id)?.done;
  }

  /**
   * Any other change needs no provider read: the stored pages its tags and URLs name are
   * stale at once. Left to the pass: a change that re-reads every provider, re-ranks lists or
   * moves slugs.
   */
  #arrivedElse(ev: ChangeEvent): void {
    const changed = changedProviders([ev]);
    const affected = addAffected(emptyAffected(), ev);
    if (changed === null || needsListPass(affected) || affected.redirects) return;
    this.pages.dataChanged({ changedProviders: [...changed] });
    this.#stale(this.#taggedKeys(affected, true));
    this.#remember(ev, { done: Promise.resolve(), at: performance.now() });
  }

  #remember(ev: ChangeEvent, early: EarlyMarking): void {
    // An event whose pass ended first is never read again: keep the map small.
    if (this.#early.size > 1000) this.#early.clear();
    this.#early.set(ev.id, early);
  }

  /**
   * Marks every other stored page `ev` affects stale. Not its provider's own pages (`own`),
   * marked when it arrived: a render of one of them that started since reads the data after
   * `ev`, and a second mark would outlive it (a render clears only a mark older than its start),
   * leaving the page stale after its pass.
   */
  async #affectedStale(ev: ChangeEvent, own: readonly string[]): Promise<void> {
    const current = await this.#currentProviders([ev]);
    const affected = emptyAffected();
    addAffected(affected, ev, current);
    const keys = await this.#keysFor(affected, current, true);
    for (const k of own) keys.delete(k);
    this.#stale(keys);
  }

  #stale(keys: Iterable<string>): void {
    const list = [...keys];
    if (list.length === 0) return;
    this.pages.markStale(list);
    this.opts.onStale?.(list);
  }

  /**
   * Runs the early marking's list comparisons once, for the provider in the middle of the
   * ranking, and marks nothing: the first review after a start then runs compiled code (its
   * marking held the main thread ~100 ms longer than the next ones', and a visitor's render
   * answer waited behind it).
   */
  async #warmMarking(): Promise<void> {
    const ranked = await this.#ranked();
    const p = ranked[Math.floor(ranked.length / 2)];
    if (!p) return;
    const affected = emptyAffected();
    affected.reranked.add(p.id);
    const current = new Map<string, CurrentProvider | null>([
      [
        p.id,
        { slug: p.slug, categories: p.categories, country: p.headquarters_country, public: true },
      ],
    ]);
    await this.#reordered(affected, current);
  }

  /** Asks for a pass soon (coalescing a burst). */
  schedule(): void {
    if (this.#stopped) return;
    const now = Date.now();
    if (!this.#timer) this.#firstScheduled = now;
    clearTimeout(this.#timer);
    const wait = Math.max(
      0,
      Math.min(this.opts.debounceMs, this.#firstScheduled + this.opts.maxDelayMs - now),
    );
    this.#timer = setTimeout(() => {
      this.#timer = undefined;
      void this.drain();
    }, wait);
  }

  /** Runs passes until no event is pending. One runs at a time. */
  drain(): Promise<void> {
    if (this.#running) {
      this.#again = true;
      return this.#running;
    }
    this.#running = (async () => {
      try {
        do {
          this.#again = false;
          while (!this.#stopped && (await this.#pass()) === BATCH) {
            /* a full batch: more may be waiting */
          }
        } while (this.#again && !this.#stopped);
      } catch (e) {
        this.#log(`pass failed, will retry: ${e instanceof Error ? e.message : String(e)}`);
      } finally {
        this.#running = null;
      }
    })();
    return this.#running;
  }

  /** Stored pages touched by all pending events. */
  async #backlogKeys(): Promise<Set<string>> {
    const affected = emptyAffected();
    const current = new Map<string, CurrentProvider | null>();
    for (let page = 1; ; page++) {
      const list = await this.pb.collection('change_events').getList(page, BATCH, {
        filter: 'done = false',
        sort: 'created,id',
        skipTotal: true,
      });
      // A malformed row is left out here; the pass that reads it logs and acknowledges it.
      const { events } = changeEventsOf(list.items, () => undefined);
      const now = await this.#currentProviders(events);
      for (const [id, p] of now) current.set(id, p);
      for (const ev of events) addAffected(affected, ev, now);
      if (list.items.length < BATCH) break;
    }
    return this.#keysFor(affected, current, true);
  }

  async #keysFor(
    affected: Affected,
    current: ReadonlyMap<string, CurrentProvider | null>,
    storedOnly: boolean,
  ): Promise<Set<string>> {
    const keys = this.#taggedKeys(affected, storedOnly);
    if (needsListPass(affected)) {
      for (const k of await this.#reordered(affected, current)) keys.add(k);
    }
    return keys;
  }

  /** Pages found from tags and URLs alone (no list read). */
  #taggedKeys(affected: Affected, storedOnly: boolean): Set<string> {
    const store = this.pages.store;
    const keys = store.keysForTags(affected.tags);
    for (const u of affected.urls) if (!storedOnly || store.get(u)) keys.add(u);
    if (affected.providerPages.size > 0) {
      const tags = [...affected.providerPages].map(providerTag);
      for (const k of store.keysForTags(tags)) if (isProviderPage(k)) keys.add(k);
    }
    return keys;
  }

  /**
   * Stored list pages (directory, category listings) whose cards the re-ranking changes: the
   * lists of the re-ranked providers, or every list after the daily recompute. Its steps take
   * tens of ms each at 10,000 providers: between them the main thread answers the renders that
   * finished meanwhile (a visitor's provider page, asked as the event arrived).
   */
  async #reordered(
    affected: Affected,
    current: ReadonlyMap<string, CurrentProvider | null>,
  ): Promise<Set<string>> {
    const store = this.pages.store;
    const ranked = await this.#ranked();
    const moved = affected.rerankAll
      ? ranked.map((p) => ({ categories: p.categories, country: p.headquarters_country }))
      : [...affected.reranked]
          .map((id) => current.get(id))
          .filter((p): p is CurrentProvider => p?.public === true);
    const lists = listsOf(ranked, moved);
    await turn();
    const candidates = [...store.keysForTags(lists.map((l) => l.tag))].map((key) => ({
      key,
      tags: store.get(key)?.tags ?? [],
    }));
    const out = reorderedPages(candidates, lists);
    // Directory pages narrowed by a search or category (stored on demand): re-render them all.
    for (const c of candidates) if (isFilteredDirectoryPage(c.key)) out.add(c.key);
    await turn();
    // Alternatives pages whose list the change moves: each stored one that can change is
    // recomputed and compared with its tags, rather than tagged with 'ranking'. When only some
    // providers moved, those are the pages about or showing one of them, or whose subject
    // shares one of their categories (its category-label tags).
    const movers = knownMovers(affected);
    const alternativeKeys = movers
      ? store.keysForTags([
          ...[...movers].map(providerTag),
          ...categoryLabelTags(ranked.filter((p) => movers.has(p.id)).flatMap((p) => p.categories)),
        ])
      : store.keys();
    const alternatives = [...alternativeKeys]
      .filter(isAlternativesPage)
      .map((key) => ({ key, tags: store.get(key)?.tags ?? [] }));
    // Thousands of pages at 10,000 providers (~60 ms): in slices, the main thread answering
    // the renders that finished between them.
    const changed = alternativesChecker(ranked, movers);
    for (let i = 0; i < alternatives.length; i += ALTERNATIVES_SLICE) {
      if (i > 0) await turn();
      for (const page of alternatives.slice(i, i + ALTERNATIVES_SLICE)) {
        if (changed(page)) out.add(page.key);
      }
    }
    return out;
  }

  /** One pass over up to BATCH pending events; returns how many were consumed. */
  async #pass(): Promise<number> {
    const list = await this.pb.collection('change_events').getList(1, BATCH, {
      filter: 'done = false',
      sort: 'created,id',
      skipTotal: true,
    });
    const { events, skipped } = changeEventsOf(list.items, (m) => this.#log(m));
    if (events.length === 0) {
      if (skipped.length > 0) await this.#markDone(skipped);
      return list.items.length;
    }
    const byTopic: Record<string, number> = {};
    for (const ev of events) byTopic[ev.topic] = (byTopic[ev.topic] ?? 0) + 1;

    const startedAt = performance.now();
    // Pages rendered from here on read the data as it is after these events.
    const changed = changedProviders(events);
    const reviewsChanged = reviewChangedProviders(events);
    this.pages.dataChanged({
      changedProviders: changed ? [...changed] : null,
      reviewsChanged: reviewsChanged ? [...reviewsChanged] : null,
    });
    const current = await this.#currentProviders(events);
    const affected = emptyAffected();
    for (const ev of events) addAffected(affected, ev, current);
    if (affected.redirects) {
      await this.redirects.load(this.pb);
      await this.pages.store.writeExtra('_redirects', this.redirects.toNetlify());
    }
    // New pages are rendered ahead of requests only in a pre-rendered (complete) store.
    const complete = this.pages.store.complete;
    const maxDiscovered = complete ? 200 : 0;
    // The changed records' own pages first; the list pages a re-ranking moves cards across
    // are found (one list read) while those render, then rendered.
    const keys = this.#taggedKeys(affected, !complete);
    const reordered = needsListPass(affected)
      ? this.#earlyMarkingDone(events).then(() => this.#reordered(affected, current))
      : Promise.resolve(new Set<string>());
    reordered.catch(() => undefined); // awaited below; never an unhandled rejection
    // Every stored page of the pass is stale until its new render (`refresh` marks its own, the
    // list pages found later are marked as soon as they are known): a visitor asking for one
    // meanwhile gets a render of the new data, not the old page (a review can move a card
    // across hundreds of list pages of a large directory).
    const onPage = this.opts.onPageStored;
    const refreshOpts = { maxDiscovered, ...(onPage ? { onPage } : {}) };
    const rendering = this.pages.refresh(keys, refreshOpts);
    rendering.catch(() => undefined); // awaited below
    const more = [...(await reordered)].filter((k) => !keys.has(k));
    this.pages.markStale(more.filter((k) => this.pages.store.get(k)));
    const freshAt = Math.min(performance.now(), this.#earlyFreshAt(events));
    const report = await rendering;
    if (more.length > 0) {
      addReport(report, await this.pages.refresh(more, { ...refreshOpts, marked: true }));
      for (const k of more) keys.add(k);
    }
    if (report.failed.length > 0 && ++this.#failures < 3) {
      throw new Error(
        `${report.failed.length} page(s) failed: ${report.failed.slice(0, 5).join(' ')}`,
      );
    }
    if (report.failed.length > 0) {
      // A page that keeps failing must not block every later change: give up on it.
      this.#log(`giving up on ${report.failed.length} failing page(s): ${report.failed.join(' ')}`);
    }
    this.#failures = 0;
    await this.pages.store.flush();
    await this.#markDone([...events.map((e) => e.id), ...skipped]);
    this.passes++;
    const pass: PassReport = {
      ...report,
      events: events.length,
      byTopic,
      keys: [...keys],
      startedAt,
      freshAt,
    };
    this.opts.onPass?.(pass);
    this.#log(
      `${events.length} change(s) ${JSON.stringify(byTopic)} → ${report.rendered} page(s) rendered, ` +
        `${report.removed.length} removed in ${Math.round(report.ms)} ms`,
    );
    return list.items.length;
  }

  /**
   * When every page these events affect was already stale from their arrival (Infinity when
   * one of them was not marked early); forgets them.
   */
  #earlyFreshAt(events: readonly ChangeEvent[]): number {
    let at = 0;
    for (const ev of events) {
      const t = this.#early.get(ev.id)?.at;
      this.#early.delete(ev.id);
      at = t === undefined ? Infinity : Math.max(at, t);
    }
    return at;
  }

  /** Current slug, categories and visibility of the providers changed in this pass. */
  async #currentProviders(events: ChangeEvent[]): Promise<Map<string, CurrentProvider | null>> {
    // Providers changed, and providers whose reviews changed (their listings re-rank).
    const ids = [...new Set(events.flatMap(reviewedOrEditedProviders))];
    const out = new Map<string, CurrentProvider | null>();
    for (let i = 0; i < ids.length; i += 100) {
      const chunk = ids.slice(i, i + 100);
      const filter = chunk.map((_, j) => `id = {:id${j}}`).join(' || ');
      const params = Object.fromEntries(chunk.map((id, j) => [`id${j}`, id]));
      const rows = await this.pb.collection('providers').getFullList({
        filter: this.pb.filter(filter, params),
        fields: 'id,slug,categories,headquarters_country,status,verified',
      });
      for (const id of chunk) out.set(id, null);
      for (const r of rows) {
        out.set(r.id, {
          slug: String(r.slug ?? ''),
          categories: Array.isArray(r.categories) ? r.categories : [],
          country: String(r.headquarters_country ?? ''),
          public: isPublicProvider(r),
        });
      }
    }
    return out;
  }

  #markDone(ids: string[]): Promise<void> {
    return markDone(this.pb, ids);
  }

  #log(msg: string): void {
    (this.opts.log ?? ((m: string) => console.log(`[revalidate] ${m}`)))(msg);
  }
}

/** Marks outbox events done (unknown ids are skipped). */
export async function markDone(pb: TypedPocketBase, ids: readonly string[]): Promise<void> {
  // One SQL statement per OUTBOX_ACK_MAX events (pocketbase/pb_hooks/outbox.pb.js).
  for (let i = 0; i < ids.length; i += OUTBOX_ACK_MAX) {
    await sendApi(pb, SERVER_API.outboxDone, [], {
      body: { ids: ids.slice(i, i + OUTBOX_ACK_MAX) },
    });
  }
}

/**
 * The only providers a change moved within or across lists, or null when it may have moved
 * others (the daily recompute, a provider entering or leaving the directory, a review of a
 * provider the pass could not read).
 */
function knownMovers(affected: Affected): ReadonlySet<string> | null {
  const { rerankAll, tags, reranked } = affected;
  return rerankAll || tags.has('providers') || tags.has('provider-set') ? null : reranked;
}

/** Lets the event loop run what is waiting (render answers, requests) before going on. */
const turn = (): Promise<void> => new Promise((resolve) => setImmediate(resolve));

/** Alternatives pages compared between two turns of the event loop (#reordered). */
const ALTERNATIVES_SLICE = 500;
