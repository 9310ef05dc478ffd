/**
 * The shared cache in front of the web server (Varnish with xkey, Fastly or Cloudflare):
 * which responses it may keep and under which surrogate keys, and the purge client the
 * revalidator calls after each pass has stored its pages (docs/OPERATIONS.md § Shared cache).
 *
 * - Only public pages (status 200, not an app route, no cookie set) and client assets carry a
 *   shared TTL; everything else (app routes, API answers, redirects, 404s) carries none and the
 *   cache's configuration does not keep it.
 * - Each cached page of the store carries its page tags plus a key of its own (`page:<hash of
 *   its URL>`); a pass purges the own keys of exactly the pages it re-rendered or removed.
 * - A page rendered on request and not stored (free text, filters, another review order)
 *   carries `ON_REQUEST_KEY`, purged whenever the data the renders read changes and after each
 *   pass: its render read the data of that moment, and no pass re-renders it.
 * - A purge that fails is retried with backoff and logged; keys still unpurged are retried
 *   in the background until the shared TTL has passed since the failure (by then the cache
 *   has dropped the old copies: the TTL is the bound on how long a lost purge can matter).
 * - Nothing configured (`CACHE_PURGE` unset): no surrogate header, no purge, responses as
 *   before.
 */
import { createHash } from 'node:crypto';

export type PurgeMode = 'varnish' | 'fastly' | 'cloudflare';

export interface SharedCacheConfig {
  mode: PurgeMode | 'none';
  /** Seconds the shared cache keeps a page (the bound on a lost purge). */
  ttlS: number;
  /** Seconds a stale copy may be served while the origin is down. */
  graceS: number;
  /** Varnish: base URLs of each instance that takes `PURGE` with `xkey-purge`. */
  varnishUrls: string[];
  /** Varnish: the token `PURGE` carries (`x-purge-token`; the VCL's `{{PURGE_TOKEN}}`). */
  varnishToken: string;
  fastly: { api: string; serviceId: string; token: string };
  cloudflare: { api: string; zoneId: string; token: string; batch: number };
  /** Attempts per purge before its keys are left to the background retry. */
  attempts: number;
  /** First backoff between attempts (doubles each time). */
  retryMs: number;
}

const list = (v: string | undefined) =>
  (v ?? '')
    .split(',')
    .map((s) => s.trim())
    .filter(Boolean);

const num = (v: string | undefined, fallback: number): number => {
  const n = Number(v);
  return v !== undefined && v !== '' && Number.isFinite(n) ? n : fallback;
};

/** Reads the shared cache settings from the environment (docs/OPERATIONS.md). */
export function sharedCacheFromEnv(env: NodeJS.ProcessEnv = process.env): SharedCacheConfig {
  const raw = (env['CACHE_PURGE'] ?? '').trim();
  if (raw !== '' && raw !== 'varnish' && raw !== 'fastly' && raw !== 'cloudflare') {
    throw new Error(`CACHE_PURGE must be varnish, fastly or cloudflare (got "${raw}")`);
  }
  return {
    mode: raw === '' ? 'none' : raw,
    ttlS: num(env['CACHE_TTL'], 600),
    graceS: num(env['CACHE_GRACE'], 86_400),
    varnishUrls: list(env['VARNISH_PURGE_URLS'] ?? 'http://127.0.0.1:6081'),
    varnishToken: env['VARNISH_PURGE_TOKEN'] ?? '',
    fastly: {
      api: env['FASTLY_API_URL'] ?? 'https://api.fastly.com',
      serviceId: env['FASTLY_SERVICE_ID'] ?? '',
      token: env['FASTLY_API_TOKEN'] ?? '',
    },
    cloudflare: {
      api: env['CLOUDFLARE_API_URL'] ?? 'https://api.cloudflare.com/client/v4',
      zoneId: env['CLOUDFLARE_ZONE_ID'] ?? '',
      token: env['CLOUDFLARE_API_TOKEN'] ?? '',
      batch: num(env['CLOUDFLARE_PURGE_BATCH'], 30),
    },
    attempts: num(env['CACHE_PURGE_ATTEMPTS'], 4),
    retryMs: num(env['CACHE_PURGE_RETRY_MS'], 250),
  };
}

/** The key every object of the shared cache carries (purged whole when the server starts). */
export const ALL_KEY = 'all';
const SAFE_KEY = /^[A-Za-z0-9:._/-]{1,100}$/;
const hash = (s: string) => createHash('sha1').update(s).digest('base64url').slice(0, 16);

/** The key of every page rendered on request and not stored (see the module comment). */
export const ON_REQUEST_KEY = 'on-request';

/** The surrogate key of one page: its own, purged when that page is re-rendered. */
export function pageKeyOf(pageKey: string): string {
  return `page:${hash(pageKey)}`;
}

/** A page tag as a surrogate key (spaces, commas and non-ASCII are hashed away). */
export function surrogateKeyOf(tag: string): string {
  return SAFE_KEY.test(tag) ? tag : `tag:${hash(tag)}`;
}

/** Headers that let a shared cache keep a response, or none when it must not. */
export type SurrogateHeaders = Record<string, string>;

export class SharedCache {
  readonly #pending = new Set<string>();
  /** Keys whose purge failed, with the time of the first failure. */
  readonly #lost = new Map<string, number>();
  #running: Promise<void> | null = null;
  #retry: NodeJS.Timeout | undefined;
  #closed = false;
  /** Purge requests sent (tests, benchmark). */
  calls = 0;

  constructor(
    readonly cfg: SharedCacheConfig,
    readonly log: (msg: string) => void = (m) => console.log(`[cache] ${m}`),
    readonly send: typeof fetch = fetch,
  ) {}

  get enabled(): boolean {
    return this.cfg.mode !== 'none';
  }

  /** Surrogate headers of a stored public page. */
  pageHeaders(pageKey: string, tags: readonly string[]): SurrogateHeaders {
    return this.#headers([pageKeyOf(pageKey), ...tags.map(surrogateKeyOf)], this.cfg.ttlS);
  }

  /** Surrogate headers of a public page rendered on request and not stored. */
  onRequestHeaders(): SurrogateHeaders {
    return this.#headers([ON_REQUEST_KEY], this.cfg.ttlS);
  }

  /** Surrogate headers of a client asset (content-hashed ones live a year). */
  assetHeaders(immutable: boolean): SurrogateHeaders {
    return this.#headers(['asset'], immutable ? 31_536_000 : this.cfg.ttlS);
  }

  #headers(keys: string[], ttl: number): SurrogateHeaders {
    const all = [...new Set([ALL_KEY, ...keys])];
    const grace = `stale-if-error=${this.cfg.graceS}`;
    switch (this.cfg.mode) {
      case 'varnish':
        return { 'surrogate-control': `max-age=${ttl}`, xkey: all.join(' ') };
      case 'fastly':
        return { 'surrogate-control': `max-age=${ttl}, ${grace}`, 'surrogate-key': all.join(' ') };
      case 'cloudflare':
        return { 'cdn-cache-control': `max-age=${ttl}, ${grace}`, 'cache-tag': all.join(',') };
      default:
        return {};
    }
  }

  /** Purges the pages with these page keys (their own surrogate keys). */
  purgePages(pageKeys: Iterable<string>): Promise<void> {
    return this.purgeKeys([...pageKeys].map(pageKeyOf));
  }

  /** Purges every page rendered on request (`ON_REQUEST_KEY`). */
  purgeOnRequest(): Promise<void> {
    return this.purgeKeys([ON_REQUEST_KEY]);
  }

  /**
   * Purges surrogate keys: queued, sent in batches, one purge in flight at a time; resolves
   * once these keys were purged or handed to the background retry.
   */
  purgeKeys(keys: Iterable<string>): Promise<void> {
    if (!this.enabled) return Promise.resolve();
    for (const k of keys) this.#pending.add(k);
    if (this.#pending.size === 0) return this.#running ?? Promise.resolve();
    return this.#flush();
  }

  #flush(): Promise<void> {
    const run = (this.#running ?? Promise.resolve()).then(async () => {
      if (this.#pending.size === 0) return;
      const keys = [...this.#pending];
      this.#pending.clear();
      await this.#withRetries(keys);
    });
    const settled = run.finally(() => {
      if (this.#running === settled) this.#running = null;
    });
    this.#running = settled;
    return settled;
  }

  async #withRetries(keys: string[]): Promise<void> {
    let wait = this.cfg.retryMs;
    for (let attempt = 1; ; attempt++) {
      try {
        await this.#sendPurge(keys);
        for (const k of keys) this.#lost.delete(k);
        return;
      } catch (e) {
        const why = e instanceof Error ? e.message : String(e);
        if (attempt >= this.cfg.attempts || this.#closed) {
          const now = Date.now();
          for (const k of keys) if (!this.#lost.has(k)) this.#lost.set(k, now);
          this.log(
            `purge of ${keys.length} key(s) failed ${attempt} time(s) (${why}); retrying in ` +
              `the background, the shared TTL (${this.cfg.ttlS} s) bounds their age`,
          );
          this.#scheduleBackground();
          return;
        }
        this.log(`purge failed (${why}); retry ${attempt} in ${wait} ms`);
        await new Promise((r) => setTimeout(r, wait));
        wait *= 2;
      }
    }
  }

  /** Retries lost keys every few seconds until purged or older than the shared TTL. */
  #scheduleBackground(): void {
    if (this.#retry || this.#closed) return;
    const every = Math.max(1000, Math.min(30_000, (this.cfg.ttlS * 1000) / 10));
    this.#retry = setInterval(() => {
      const expired = Date.now() - this.cfg.ttlS * 1000;
      for (const [k, at] of this.#lost) if (at <= expired) this.#lost.delete(k);
      if (this.#lost.size === 0) {
        clearInterval(this.#retry);
        this.#retry = undefined;
        return;
      }
      const keys = [...this.#lost.keys()];
      this.#sendPurge(keys).then(
        () => {
          for (const k of keys) this.#lost.delete(k);
          this.log(`purged ${keys.length} key(s) left by an earlier failure`);
        },
        () => undefined,
      );
    }, every);
    this.#retry.unref();
  }

  /** Keys whose purge has not succeeded yet (tests). */
  get unpurged(): number {
    return this.#lost.size + this.#pending.size;
  }

  async #sendPurge(keys: string[]): Promise<void> {
    switch (this.cfg.mode) {
      case 'varnish':
        return this.#varnish(keys);
      case 'fastly':
        return this.#fastly(keys);
      case 'cloudflare':
        return this.#cloudflare(keys);
      default:
        return;
    }
  }

  /** Varnish (VCL in varnish/site.vcl): `PURGE` with the keys in `xkey-purge`, soft. */
  async #varnish(keys: string[]): Promise<void> {
    for (const batch of chunks(keys, 100)) {
      for (const base of this.cfg.varnishUrls) {
        this.calls++;
        const res = await this.send(new URL('/', base), {
          method: 'PURGE',
          headers: { 'xkey-purge': batch.join(' '), 'x-purge-token': this.cfg.varnishToken },
          signal: AbortSignal.timeout(5000),
        });
        await res.arrayBuffer();
        if (res.status !== 200) throw new Error(`varnish ${base}: HTTP ${res.status}`);
      }
    }
  }

  /** Fastly: `POST /service/{id}/purge` with up to 256 surrogate keys, soft. */
  async #fastly(keys: string[]): Promise<void> {
    const { api, serviceId, token } = this.cfg.fastly;
    for (const batch of chunks(keys, 256)) {
      this.calls++;
      const res = await this.send(`${api}/service/${encodeURIComponent(serviceId)}/purge`, {
        method: 'POST',
        headers: {
          'fastly-key': token,
          'fastly-soft-purge': '1',
          'content-type': 'application/json',
          accept: 'application/json',
        },
        body: JSON.stringify({ surrogate_keys: batch }),
        signal: AbortSignal.timeout(10_000),
      });
      await res.arrayBuffer();
      if (!res.ok) throw new Error(`fastly: HTTP ${res.status}`);
    }
  }

  /** Cloudflare: `POST /zones/{id}/purge_cache` with `{ tags }` (30 per call by default). */
  async #cloudflare(keys: string[]): Promise<void> {
    const { api, zoneId, token, batch: size } = this.cfg.cloudflare;
    for (const batch of chunks(keys, size)) {
      this.calls++;
      const res = await this.send(`${api}/zones/${encodeURIComponent(zoneId)}/purge_cache`, {
        method: 'POST',
        headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
        body: JSON.stringify({ tags: batch }),
        signal: AbortSignal.timeout(10_000),
      });
      const body = (await res.json().catch(() => ({}))) as { success?: boolean };
      if (!res.ok || body.success !== true) throw new Error(`cloudflare: HTTP ${res.status}`);
    }
  }

  close(): void {
    this.#closed = true;
    clearInterval(this.#retry);
    this.#retry = undefined;
  }
}

/** What `PurgeAfterAnswers` needs of a response: its end. */
interface Answer {
  once(event: 'close', listener: () => void): unknown;
}

/**
 * Purges of pages, sent again for a page the web server was answering when it was purged.
 * A shared cache fills its copy of a page from the origin's answer; an answer that began
 * before the purge (the page before the change) can reach the cache after it and would then
 * be kept until the page's next purge or the TTL. So the web server counts its answers of each
 * page under way (`answering`), and a page purged while some were is purged once more
 * `settleMs` after the last of them ended.
 */
export class PurgeAfterAnswers {
  /** The answers of each page under way. */
  readonly #answering = new Map<string, Set<Answer>>();
  /** For a page purged while answered: those answers, whose end it is purged again after. */
  readonly #awaited = new Map<string, Set<Answer>>();
  readonly #due = new Set<string>();
  #timer: NodeJS.Timeout | undefined;

  constructor(
    readonly shared: Pick<SharedCache, 'enabled' | 'purgePages'>,
    readonly settleMs = 50,
  ) {}

  /** Counts an answer of the page `key` until `res` closes. */
  answering(key: string, res: Answer): void {
    if (!this.shared.enabled) return;
    let set = this.#answering.get(key);
    if (!set) this.#answering.set(key, (set = new Set()));
    set.add(res);
    res.once('close', () => {
      set.delete(res);
      if (set.size === 0 && this.#answering.get(key) === set) this.#answering.delete(key);
      const awaited = this.#awaited.get(key);
      if (!awaited?.delete(res) || awaited.size > 0) return;
      this.#awaited.delete(key);
      this.#schedule(key);
    });
  }

  /** Purges the pages with these page keys (SharedCache.purgePages), see the class comment. */
  purgePages(pageKeys: Iterable<string>): Promise<void> {
    const keys = [...pageKeys];
    for (const k of keys) {
      const now = this.#answering.get(k);
      if (!now) continue;
      const awaited = this.#awaited.get(k);
      if (awaited) for (const a of now) awaited.add(a);
      else this.#awaited.set(k, new Set(now));
    }
    return this.shared.purgePages(keys);
  }

  #schedule(key: string): void {
    this.#due.add(key);
    this.#timer ??= setTimeout(() => {
      this.#timer = undefined;
      const keys = [...this.#due];
      this.#due.clear();
      void this.shared.purgePages(keys);
    }, this.settleMs);
  }

  close(): void {
    clearTimeout(this.#timer);
    this.#timer = undefined;
  }
}

function chunks<T>(xs: readonly T[], n: number): T[][] {
  const out: T[][] = [];
  for (let i = 0; i < xs.length; i += n) out.push(xs.slice(i, i + n));
  return out;
}
