/**
 * Pages: rendering through Astro and keeping the result in the page store.
 *
 * - A miss renders once; concurrent misses of one page share that render.
 * - A refresh (revalidation) always starts a render after the change: if one is running it
 *   is followed by exactly one more, shared by every refresh that asked meanwhile, so a
 *   render that read the data before the change can never be the last word.
 * - 200 HTML/XML pages are stored; 404/410 and redirects remove a stored page (the 404 page
 *   itself is kept, with status 404, as `404.html`); errors keep the old page.
 * - After a refresh, links of the re-rendered pages that point to pages not in the store
 *   (a new provider, a new category page, the next pagination page) are rendered too.
 */
import { PageStore, type PageMeta, type PutInput } from './page-store.ts';
import { pageUrl, twinKey } from './page-key.ts';
import { ROUTES, routeOf } from '../lib/contract/routes.ts';
import { applyDataChange, type DataChange, type Rendered, type RendererLike } from './renderer.ts';

export type Outcome = 'stored' | 'removed' | 'redirect' | 'not-found' | 'dynamic' | 'error';

/**
 * A render known to be stored, before its files are written: the metadata the store will give
 * it and its body (the web server answers the visitor waiting for it with them).
 */
export interface StorableAnswer {
  meta: PageMeta;
  body: Buffer;
}

export interface RenderOutcome {
  key: string;
  outcome: Outcome;
  /** When its render started, on the clock of the stale marks (Pages.markStale). */
  startTick?: number;
  meta?: PageMeta;
  /** The page's twin (page-key.ts `twinKey`), stored from the same render and files. */
  twin?: PageMeta;
  rendered?: Rendered;
  error?: unknown;
}

/**
 * Asked once a render can be stored, with the tick its render started at: the twin to store
 * from the same render and files, or null.
 */
type TwinChooser = (startTick: number) => string | null;

export interface RefreshReport {
  rendered: number;
  stored: string[];
  removed: string[];
  discovered: string[];
  failed: string[];
  ms: number;
}

/** Adds the figures of a later refresh to `into` (one report per revalidation pass). */
export function addReport(into: RefreshReport, from: RefreshReport): void {
  into.rendered += from.rendered;
  into.stored.push(...from.stored);
  into.removed.push(...from.removed);
  into.discovered.push(...from.discovered);
  into.failed.push(...from.failed);
  into.ms += from.ms;
}

export interface PagesOptions {
  /** Most pages kept from first requests (not from build or revalidation). */
  maxOnDemandPages: number;
  concurrency: number;
  /** Consulted before a 404 removes a stored page: false while PocketBase is unreachable. */
  backendHealthy?: () => Promise<boolean>;
  /** Paths served by something else (client assets): never crawled as pages. */
  isAsset?: (path: string) => boolean;
  siteUrl: string;
}

// image/svg+xml: the providers' rating badges.
const STORED_TYPES =
  /^(text\/html|application\/(xml|rss\+xml|atom\+xml|json)|text\/(xml|plain|csv)|image\/svg\+xml)/;
const NOT_FOUND_KEY = '/404';
/** A refresh of this many pages or more is a large pass (PutInput.bulk). */
export const LARGE_PASS_PAGES = 1000;
/**
 * A refresh of this many pages or more compresses at the build's quality (PutInput.quick): a
 * review that moves its provider across the ranking re-renders every list page it crosses
 * (hundreds at 10,000 providers), and the store's time for them is what its reader waits for.
 */
export const WIDE_PASS_PAGES = 100;

interface KeyState {
  running: Promise<RenderOutcome> | null;
  /** The page's stale mark when the running render started (undefined: it was not stale). */
  runningMark: number | undefined;
  pending: Promise<RenderOutcome> | null;
  /** A visitor waits for the pending render: it starts as urgent. */
  pendingUrgent: boolean;
}

export class Pages {
  readonly #inflight = new Map<string, KeyState>();
  readonly #siteOrigin: string;
  readonly #linkKeys = new Map<string, string | null>();
  onDemandStored = 0;
  /**
   * Stored pages known to be out of date: served only after a new render. The value orders
   * the marks, so a render that started before a page was marked cannot clear the mark.
   */
  readonly stale = new Map<string, number>();
  /** The clock of the stale marks and of the renders' starts. */
  #marks = 0;
  /**
   * Pages of each refresh under way: while one has LARGE_PASS_PAGES or more, every page is
   * stored `bulk`; WIDE_PASS_PAGES or more, `quick`.
   */
  readonly #refreshSizes: number[] = [];

  /**
   * The data changed: every render asked from now on reads it again, in this thread and in
   * the renderer's workers (src/lib/data/snapshot.ts).
   */
  dataChanged(change: DataChange): void {
    applyDataChange(change);
    this.renderer.dataChanged?.(change);
    this.onDataChanged?.();
  }

  /** Called after each `dataChanged` (the server drops what it rendered on request before). */
  onDataChanged: (() => void) | undefined;

  /** Marks stored pages out of date: from now on each is rendered again before it is served. */
  markStale(keys: Iterable<string>): void {
    for (const k of keys) this.stale.set(k, ++this.#marks);
  }

  constructor(
    readonly store: PageStore,
    readonly renderer: RendererLike,
    readonly opts: PagesOptions,
  ) {
    this.#siteOrigin = new URL(opts.siteUrl).origin;
  }

  /**
   * Renders a page, sharing a render already under way. `fresh` asks for a render that
   * starts after this call, or, for a page marked stale, one that started after its mark (it
   * reads the data of the change that marked it): a visitor asking for a stale page while the
   * revalidator renders it waits for that render, not for a second one after it.
   * `urgent`: a visitor waits for it (RenderOptions.urgent); a shared background render is
   * promoted.
   */
  render(
    key: string,
    fresh = false,
    onDemand = false,
    urgent = false,
    /** Used only when this call starts the render (Pages.refresh). */
    chooseTwin?: TwinChooser,
    /**
     * Used only when this call starts the render: called once it is known to be stored,
     * before its files are written.
     */
    onStorable?: (answer: StorableAnswer) => void,
  ): Promise<RenderOutcome> {
    let s = this.#inflight.get(key);
    if (!s) {
      s = { running: null, runningMark: undefined, pending: null, pendingUrgent: false };
      this.#inflight.set(key, s);
    }
    const state = s;
    if (urgent && state.running) this.renderer.promote?.(key);
    const start = (asUrgent: boolean): Promise<RenderOutcome> => {
      const p = this.#renderAndStore(key, onDemand, asUrgent, chooseTwin, onStorable).finally(
        () => {
          if (state.running === p) state.running = null;
          if (!state.running && !state.pending) this.#inflight.delete(key);
        },
      );
      state.running = p;
      state.runningMark = this.stale.get(key);
      return p;
    };
    if (state.running && !fresh) return state.running;
    const mark = this.stale.get(key);
    if (state.running && mark !== undefined && state.runningMark === mark) return state.running;
    if (state.running) {
      state.pendingUrgent ||= urgent;
      state.pending ??= state.running
        .catch(() => undefined)
        .then(() => {
          state.pending = null;
          const asUrgent = state.pendingUrgent;
          state.pendingUrgent = false;
          return start(asUrgent);
        });
      return state.pending;
    }
    return start(urgent);
  }

  async #renderAndStore(
    key: string,
    onDemand: boolean,
    urgent: boolean,
    chooseTwin: TwinChooser | undefined,
    onStorable?: (answer: StorableAnswer) => void,
  ): Promise<RenderOutcome> {
    const mark = this.stale.get(key);
    const startTick = ++this.#marks;
    const twinOf = chooseTwin ? () => chooseTwin(startTick) : undefined;
    const o = {
      ...(await this.#renderAndStoreInner(key, onDemand, urgent, twinOf, onStorable)),
      startTick,
    };
    if (o.outcome !== 'error') this.#clearMark(key, mark);
    return o;
  }

  /** Only a render that started after the page was marked (`mark`) brings it up to date. */
  #clearMark(key: string, mark: number | undefined): void {
    if (mark !== undefined && this.stale.get(key) === mark) this.stale.delete(key);
  }

  /** What the store keeps of a render: its body, type, tags and script hashes. */
  #putInput(r: Rendered, urgent = false): PutInput {
    return {
      body: r.body,
      type: String(r.headers['content-type'] ?? ''),
      tags: r.tags,
      hashes: r.hashes,
      bulk: this.#refreshSizes.some((n) => n >= LARGE_PASS_PAGES),
      quick: this.#refreshSizes.some((n) => n >= WIDE_PASS_PAGES),
      urgent,
    };
  }

  async #renderAndStoreInner(
    key: string,
    onDemand: boolean,
    urgent: boolean,
    twinOf?: () => string | null,
    onStorable?: (answer: StorableAnswer) => void,
  ): Promise<RenderOutcome> {
    let r: Rendered;
    try {
      r = await this.renderer.render(key, urgent ? { urgent } : {});
    } catch (error) {
      return { key, outcome: 'error', error };
    }
    const type = String(r.headers['content-type'] ?? '');
    const storable = pageUrl(key).storable && !r.setsCookie && STORED_TYPES.test(type);
    if (r.status === 200 && storable) {
      const known = this.store.get(key) !== undefined;
      if (onDemand && !known) {
        if (this.onDemandStored >= this.opts.maxOnDemandPages) {
          return { key, outcome: 'dynamic', rendered: r };
        }
        this.onDemandStored++;
      }
      const input = this.#putInput(r, urgent);
      onStorable?.({ meta: this.store.unwrittenMeta(key, input), body: r.body });
      const twin = twinOf?.() ?? null;
      const twinMark = twin === null ? undefined : this.stale.get(twin);
      const metas = await this.store.putAll(twin === null ? [key] : [key, twin], input);
      if (twin !== null) this.#clearMark(twin, twinMark);
      const [meta, twinMeta] = metas as [PageMeta, PageMeta?];
      return { key, outcome: 'stored', meta, rendered: r, ...(twinMeta ? { twin: twinMeta } : {}) };
    }
    if (key === NOT_FOUND_KEY && r.status === 404 && storable) {
      const meta = await this.store.put(key, { ...this.#putInput(r), status: 404 });
      return { key, outcome: 'stored', meta, rendered: r };
    }
    const gone = r.status === 404 || r.status === 410;
    const redirect = r.status >= 300 && r.status < 400;
    if ((gone || redirect) && this.store.get(key)) {
      if (gone && this.opts.backendHealthy && !(await this.opts.backendHealthy())) {
        return { key, outcome: 'error', rendered: r, error: new Error('backend unavailable') };
      }
      await this.store.remove(key);
      return { key, outcome: 'removed', rendered: r };
    }
    if (gone) return { key, outcome: 'not-found', rendered: r };
    if (redirect) return { key, outcome: 'redirect', rendered: r };
    if (r.status >= 500) return { key, outcome: 'error', rendered: r };
    return { key, outcome: 'dynamic', rendered: r };
  }

  /**
   * Renders, once in each render thread and without storing them, the stored category × country
   * listing with the most providers, then one stored page of each kind a review re-renders
   * first (a provider's page, its review and alternatives pages, the directory, a category's
   * market map): every thread then holds what many pages share (the provider list, each
   * provider's review topics and review dates, …) and
   * has compiled the code of those pages, so the first change after a start re-reads only what
   * it changes and renders at the speed of the next ones (docs/INCREMENTAL-REBUILD.md); and
   * starts the page writer's threads, so its first page is not held back by a thread's start.
   * Returns the listing, or null when none is stored.
   */
  async warm(threads: number): Promise<string | null> {
    let best: { key: string; cards: number } | null = null;
    let provider: string | null = null;
    let map: string | null = null;
    for (const key of this.store.keys()) {
      const route = routeOf(key.split('?')[0]!);
      if (route === ROUTES.provider && !provider && key.startsWith('/providers/')) provider = key;
      if (route === ROUTES.categoryMap && !map) map = key;
      if (route !== ROUTES.categoryListing || key.split('/').length !== 5) continue;
      const cards = this.store.get(key)?.tags.filter((t) => t.startsWith('provider:')).length ?? 0;
      if (!best || cards > best.cards) best = { key, cards };
    }
    const kinds = [
      ...(provider
        ? [provider, `${provider}/reviews`, `${provider}/alternativas`, '/providers']
        : []),
      ...(map ? [map] : []),
    ];
    const keys = [...(best ? [best.key] : []), ...kinds.filter((k) => this.store.get(k))];
    const writer = this.store.warmWriter();
    for (const key of keys) {
      await Promise.all(
        Array.from({ length: Math.max(1, threads) }, () =>
          this.renderer.render(key).catch(() => undefined),
        ),
      );
    }
    await writer;
    return best?.key ?? null;
  }

  /** Removes stored pages whose key is not canonical (query-rules.ts); returns how many. */
  async dropNonCanonical(): Promise<number> {
    let n = 0;
    for (const key of [...this.store.keys()]) {
      const p = pageUrl(key);
      if (p.key === key && p.redirect === null && p.storable) continue;
      await this.store.remove(key);
      this.stale.delete(key);
      n++;
    }
    return n;
  }

  /**
   * Re-renders `keys` (each with a render that starts now), then renders the pages they
   * link to that are not stored yet, up to `maxDiscovered` (Infinity for the full build).
   * The stored ones are marked stale first (unless `marked`: the caller marked them after the
   * change), so a render already under way, which may have read the data before the change,
   * is followed by one more instead of being taken as the page's new version.
   */
  async refresh(
    keys: Iterable<string>,
    opts: {
      maxDiscovered?: number;
      fresh?: boolean;
      /** The caller marked the stored keys stale after the change (the revalidator's list pages). */
      marked?: boolean;
      /** Called as soon as each page is stored or removed (the shared cache's purge). */
      onPage?: (key: string) => void;
    } = {},
  ): Promise<RefreshReport> {
    const t0 = performance.now();
    const report: RefreshReport = {
      rendered: 0,
      stored: [],
      removed: [],
      discovered: [],
      failed: [],
      ms: 0,
    };
    const maxDiscovered = opts.maxDiscovered ?? 200;
    const seen = new Set<string>();
    const queue: string[] = [];
    /**
     * Pages found in the links of rendered pages, rendered before the queued ones: a chain of
     * links (a listing's pagination, each page linking the next few) is then followed as it is
     * found. Behind the queue, each link of it waited for the whole queue (the pre-render's
     * 27,000 starting pages), and the chains' last links were rendered one after another at the
     * end: the last 3,000 pages of a pre-render at 10,000 providers took 9 s.
     */
    const found: string[] = [];
    const enqueue = (k: string, list = queue) => {
      if (seen.has(k)) return;
      seen.add(k);
      list.push(k);
    };
    // What a reader of the change looks at first (the record's own page, then first pages of
    // lists) is written first; feeds and deep pagination last.
    const ordered = [...keys].sort((a, b) => renderPriority(a) - renderPriority(b));
    for (const k of ordered) enqueue(k);
    this.#refreshSizes.push(ordered.length);
    const initial = new Set(queue);
    const fresh = opts.fresh ?? true;
    if (fresh && !opts.marked) this.markStale(ordered.filter((k) => this.store.get(k)));
    const since = this.#marks;
    /** Keys stored from their twin's render in this refresh (twinKey). */
    const storedAsTwin = new Set<string>();
    /** This refresh's renders under way, by key. */
    const rendering = new Map<string, Promise<RenderOutcome>>();
    /** Reports a twin stored from its twin's render. */
    const twinStored = (twin: string) => {
      report.stored.push(twin);
      opts.onPage?.(twin);
      if (!initial.has(twin)) report.discovered.push(twin);
    };
    const worker = async () => {
      for (;;) {
        const key = found.shift() ?? queue.shift();
        if (key === undefined) return;
        if (storedAsTwin.has(key)) continue;
        const twin = twinKey(key);
        // The twin's render under way stores this page too, when it can; this loop goes on with
        // the next page meanwhile, and the page comes back first in line if that render did not
        // store it. Waiting for it instead kept a pre-render's loops blocked on twins (a
        // provider's page in each prefix, next to each other in the queue) with one or no
        // render in flight in each render thread, idle a third of the time (docs/PERFORMANCE.md
        // § "Twentieth run at 10,000 providers").
        const twinRender = twin === null ? undefined : rendering.get(twin);
        if (twinRender) {
          const again = () => {
            if (!storedAsTwin.has(key)) found.unshift(key);
          };
          // Runs after the twin's own loop has stored it (that loop awaited the render first).
          void twinRender.then(again, again);
          continue;
        }
        // Claims the twin for a render of `key` started at `startTick`, when it may be stored
        // from that render.
        const claimTwin: TwinChooser = (startTick) => {
          if (!twin || storedAsTwin.has(twin)) return null;
          if (!this.#mayStoreAsTwin(twin, startTick, fresh ? since : -1, seen)) return null;
          storedAsTwin.add(twin);
          seen.add(twin);
          return twin;
        };
        // A render this refresh starts stores the twin from the same files when it may; the
        // twin's loop, called back when this render ends, then finds it stored. Awaited here
        // before that call back is registered: this loop stores the twin first.
        const rendered = this.render(key, fresh, false, false, claimTwin).finally(() =>
          rendering.delete(key),
        );
        rendering.set(key, rendered);
        const o = await rendered;
        report.rendered++;
        if (o.outcome === 'stored') report.stored.push(key);
        else if (o.outcome === 'removed') report.removed.push(key);
        if (o.outcome === 'stored' || o.outcome === 'removed') opts.onPage?.(key);
        else if (o.outcome === 'error') report.failed.push(key);
        if (!initial.has(key) && o.outcome === 'stored') report.discovered.push(key);
        if (o.twin) twinStored(o.twin.key);
        else {
          // A render shared with another caller: the twin is written from its body.
          const shared = o.outcome === 'stored' && o.rendered ? claimTwin(o.startTick ?? 0) : null;
          if (shared) {
            const t = await this.#storeAsTwin(shared, o);
            if (t.outcome === 'stored') twinStored(shared);
            else report.failed.push(shared);
          }
        }
        if (o.outcome === 'stored' && o.rendered) {
          for (const link of this.links(o.rendered)) {
            if (seen.has(link) || this.store.get(link)) continue;
            if (report.discovered.length + found.length >= maxDiscovered) break;
            enqueue(link, found);
          }
        }
      }
    };
    // Workers that find the queue empty stop; keep refilling while others still discover.
    try {
      do {
        await Promise.all(Array.from({ length: this.opts.concurrency }, () => worker()));
      } while (queue.length + found.length > 0);
    } finally {
      this.#refreshSizes.splice(this.#refreshSizes.indexOf(ordered.length), 1);
    }
    report.ms = performance.now() - t0;
    return report;
  }

  /**
   * Whether `twin` can be stored from a render of its twin that started at `started`: nothing
   * renders it now, the render started after its stale mark (and after `since`, the start of a
   * fresh refresh), and the store keeps it or the refresh was to render it.
   */
  #mayStoreAsTwin(twin: string, started: number, since: number, seen: Set<string>): boolean {
    if (this.#inflight.has(twin) || started <= since) return false;
    if (started <= (this.stale.get(twin) ?? 0)) return false;
    return seen.has(twin) || this.store.get(twin) !== undefined || this.store.building;
  }

  /** Stores the render of a page's twin under `twin` too (the same bytes, twinKey). */
  async #storeAsTwin(twin: string, o: RenderOutcome): Promise<RenderOutcome> {
    const r = o.rendered!;
    const mark = this.stale.get(twin);
    try {
      const meta = await this.store.put(twin, this.#putInput(r));
      this.#clearMark(twin, mark);
      return { key: twin, outcome: 'stored', meta, rendered: r };
    } catch (error) {
      return { key: twin, outcome: 'error', error };
    }
  }

  /** Same-site page links of a rendered body (href/src of pages, sitemap `<loc>`). */
  links(r: Rendered): string[] {
    const out = new Set<string>();
    for (const raw of r.hrefs) {
      // Most links of a page are stored keys written as they are (a provider's page, the
      // directory's pages): no resolution needed (it returns the key itself).
      if (this.store.get(raw) !== undefined) {
        out.add(raw);
        continue;
      }
      let key = this.#linkKeys.get(raw);
      if (key === undefined) {
        key = this.#linkKey(raw);
        // Most links repeat on every page (header, footer, chips): resolve each once. Kept as
        // a copy: `raw` can be a slice of the page's text and would keep all of it alive (at
        // 10,000 providers, 1.2 GB of page texts before the map was cleared).
        if (this.#linkKeys.size > 100_000) this.#linkKeys.clear();
        this.#linkKeys.set(Buffer.from(raw, 'utf8').toString('utf8'), key);
      }
      if (key !== null) out.add(key);
    }
    return [...out];
  }

  /** The stored page key a link's raw `href` leads to, or null (other site, asset, not stored). */
  #linkKey(raw: string): string | null {
    const href = raw.replace(/&amp;/g, '&').trim();
    if (!href || href.startsWith('#') || href.startsWith('//')) return null;
    // A path of this site as most links are written (`/a/b?c`) is read once, by `pageUrl`; any
    // other link is resolved against the site first, and one to another origin is dropped. A
    // URL parser drops tabs and line breaks and reads `\` as `/`: a path with one of those could
    // name another origin (`/\x.example`), and is resolved.
    let target = href;
    if (!href.startsWith('/') || /[\t\n\r\\]/.test(href)) {
      let url: URL;
      try {
        url = new URL(href, this.#siteOrigin + '/');
      } catch {
        return null;
      }
      if (url.origin !== this.#siteOrigin) return null;
      target = url.pathname + url.search;
    }
    const p = pageUrl(target);
    if (this.opts.isAsset?.(p.path)) return null;
    // Pages rendered on request only are not followed (see KnownUrls 'request').
    if (routeOf(p.path)?.known === 'request') return null;
    return p.storable ? p.key : null;
  }
}

/** Lower renders first within a refresh. */
export function renderPriority(key: string): number {
  // Feeds, and the pages that summarise many providers' reviews (market maps, the
  // transparency report): nobody reading the change looks at them first.
  if (/sitemap|rss|\/mapa$|^\/transparencia/.test(key)) return 3;
  if (/^\/(providers|proveedores|blog)\/[^/?]+$/.test(key)) return 0;
  if (key.includes('?')) return 2;
  return 1;
}
