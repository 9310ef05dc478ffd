/**
 * Per-process memo of whole-collection reads (e.g. every public provider) that many pages of
 * one render pass share. The web server bumps the data generation before each revalidation
 * pass (src/server/revalidator.ts), so a pass never reads data older than the changes it is
 * rendering; a short TTL bounds staleness anywhere else. The generation lives in the thread's
 * shared data state (shared-state.ts), which the bundled Astro pages adopt from the server's
 * renderer.
 */
import { sharedState } from './shared-state';

const DEFAULT_TTL_MS = 30_000;
/** Generations whose changed providers are remembered. */
const CHANGE_LOG_SIZE = 100;

export function dataGeneration(): number {
  return sharedState().generation;
}

/**
 * Every memoized read made after this call goes to PocketBase again. `changedProviders`: the
 * only providers whose records may differ from the previous generation (the revalidator knows
 * them from the outbox), so the provider list re-reads just those; null (the default) when
 * that is not known. `reviewsChanged`: the only providers whose public reviews may differ
 * (values kept per provider's reviews, `perProviderKept`, are read again for those alone);
 * the same as `changedProviders` unless given.
 */
export function bumpDataGeneration(
  changedProviders: Iterable<string> | null = null,
  opts: { bulk?: boolean; reviewsChanged?: Iterable<string> | null | undefined } = {},
): void {
  const state = sharedState();
  const next = state.generation + 1;
  state.generation = next;
  const changed = changedProviders ? new Set(changedProviders) : null;
  const reviews = opts.reviewsChanged === undefined ? changed : opts.reviewsChanged;
  remember(state.changes, next, changed);
  remember(state.reviewChanges, next, reviews ? new Set(reviews) : null);
  state.bulkGeneration = opts.bulk ? next : undefined;
}

function remember(
  log: Map<number, ReadonlySet<string> | null>,
  generation: number,
  changed: ReadonlySet<string> | null,
): void {
  log.set(generation, changed);
  if (log.size > CHANGE_LOG_SIZE) log.delete(log.keys().next().value as number);
}

/**
 * The generation a full pre-render started (`bumpDataGeneration(null, { bulk: true })`): it
 * renders every page, so per-key reads go to the bulk read from the first key.
 */
const isBulkGeneration = (generation: number): boolean =>
  sharedState().bulkGeneration === generation;

/** Whether this thread renders a full pre-render's generation now. */
export const inBulkGeneration = (): boolean => isBulkGeneration(dataGeneration());

/**
 * Whether a read `age` ms old still serves `generation`. A full pre-render's reads serve its
 * whole pass, however long: it renders the data as they were when it started (the outbox
 * events after that stay pending for the revalidator), and reading every collection again
 * each TTL would cost its time and hold two copies of them in memory while pages still
 * rendering keep the old one.
 */
export const fresh = (generation: number, age: number, ttlMs: number): boolean =>
  isBulkGeneration(generation) || age < ttlMs;

/** The providers changed since `generation`, or null when not known (read them all again). */
export function providersChangedSince(generation: number): Set<string> | null {
  return changedSince(sharedState().changes, generation);
}

/** The providers whose public reviews changed since `generation`, or null when not known. */
export function reviewsChangedSince(generation: number): Set<string> | null {
  return changedSince(sharedState().reviewChanges, generation);
}

function changedSince(
  log: ReadonlyMap<number, ReadonlySet<string> | null>,
  generation: number,
): Set<string> | null {
  const current = dataGeneration();
  const out = new Set<string>();
  for (let g = generation + 1; g <= current; g++) {
    const changed = log.get(g);
    if (!changed) return null;
    for (const id of changed) out.add(id);
  }
  return out;
}

/** Wraps `load` so concurrent and repeated calls within one generation share one read. */
export function memoize<T>(load: () => Promise<T>, ttlMs = DEFAULT_TTL_MS): () => Promise<T> {
  let cached: { generation: number; at: number; value: Promise<T> } | null = null;
  return () => {
    const generation = dataGeneration();
    const now = Date.now();
    if (cached && cached.generation === generation && fresh(generation, now - cached.at, ttlMs)) {
      return cached.value;
    }
    const value = load();
    const entry = { generation, at: now, value };
    cached = entry;
    // A failed read is not kept: the next page tries again.
    value.catch(() => {
      if (cached === entry) cached = null;
    });
    return value;
  };
}

/**
 * Wraps a per-key read (one provider's reviews, …) so that a generation asking for more than
 * `threshold` different keys switches to one read of every key (`all`), shared by the rest of
 * that generation: a pass that renders a few pages reads just their records, the full
 * pre-render or a pass over thousands of pages reads the collection once. A key missing from
 * `all` gets `missing()`. Concurrent and repeated reads of one key share one read (a review's
 * pass renders a provider's page, its review pages and its alternatives, each asking for
 * the provider). Same freshness rules as `memoize`.
 */
export function perKeyOrBulk<T>(opts: {
  one: (key: string) => Promise<T>;
  all: () => Promise<ReadonlyMap<string, T>>;
  missing: () => T;
  threshold?: number;
  ttlMs?: number;
  /** False: every single read is made, for a caller that keeps the values itself. */
  shareReads?: boolean;
}): (key: string) => Promise<T> {
  const threshold = opts.threshold ?? 24;
  const share = opts.shareReads ?? true;
  const ttlMs = opts.ttlMs ?? DEFAULT_TTL_MS;
  let state: {
    generation: number;
    at: number;
    /** The single reads of this generation, by key. */
    keys: Map<string, Promise<T>>;
    all: Promise<ReadonlyMap<string, T>> | null;
  } | null = null;
  return (key) => {
    const generation = dataGeneration();
    const now = Date.now();
    if (!state || state.generation !== generation || !fresh(generation, now - state.at, ttlMs)) {
      state = { generation, at: now, keys: new Map(), all: null };
    }
    const s = state;
    if (!s.all) {
      const known = s.keys.get(key);
      if (known && share) return known;
      if ((known || s.keys.size < threshold) && !isBulkGeneration(generation)) {
        const value = opts.one(key);
        s.keys.set(key, value);
        // A failed read is not kept: the next page tries again.
        value.catch(() => {
          if (s.keys.get(key) === value) s.keys.delete(key);
        });
        return value;
      }
      const all = opts.all();
      s.all = all;
      // A failed read is not kept: the next page tries again.
      all.catch(() => {
        if (s.all === all) s.all = null;
      });
    }
    return s.all.then((m) => m.get(key) ?? opts.missing());
  };
}

/**
 * Wraps a per-provider read whose value changes only when that provider's public reviews do
 * (what they say, …): each value is kept across data generations and read again only once the
 * provider is among those whose reviews changed since it was read (`reviewsChangedSince`; every
 * value when that is not known: not after the ranking's daily recompute, which rewrites every
 * provider's row and no review), or after `maxAgeMs`. A pass over a listing of hundreds of
 * providers then
 * reads only the one its change names. When one generation misses more than `threshold`
 * providers (a first render, a pre-render), `all` reads every provider's value at once and
 * keeps them all (a provider it does not list gets `missing()`).
 */
export function perProviderKept<T>(opts: {
  one: (providerId: string) => Promise<T>;
  all: () => Promise<ReadonlyMap<string, T>>;
  missing: () => T;
  threshold?: number;
  maxAgeMs?: number;
}): (providerId: string) => Promise<T> {
  const maxAgeMs = opts.maxAgeMs ?? 15 * 60_000;
  const kept = new Map<string, { generation: number; at: number; value: Promise<T> }>();
  const keep = (providerId: string, generation: number, at: number, value: Promise<T>) => {
    const entry = { generation, at, value };
    kept.set(providerId, entry);
    // A failed read is not kept: the next page tries again.
    value.catch(() => {
      if (kept.get(providerId) === entry) kept.delete(providerId);
    });
    return value;
  };
  // The misses: one by one, or every provider at once past the threshold (perKeyOrBulk), and
  // then every provider's value is kept, not only the ones asked.
  const read = perKeyOrBulk({
    one: opts.one,
    all: () => {
      const generation = dataGeneration();
      const at = Date.now();
      const all = opts.all();
      all.then(
        (values) => {
          for (const [id, v] of values) void keep(id, generation, at, Promise.resolve(v));
        },
        () => undefined,
      );
      return all;
    },
    missing: opts.missing,
    ...(opts.threshold !== undefined && { threshold: opts.threshold }),
    // Kept here, and read again when this decides to.
    shareReads: false,
  });
  return (providerId) => {
    const generation = dataGeneration();
    const now = Date.now();
    const entry = kept.get(providerId);
    if (entry && now - entry.at < maxAgeMs) {
      if (entry.generation === generation) return entry.value;
      const changed = reviewsChangedSince(entry.generation);
      if (changed && !changed.has(providerId)) {
        entry.generation = generation;
        return entry.value;
      }
    }
    return keep(providerId, generation, now, read(providerId));
  };
}

/** Groups `items` by `keyOf` into arrays, keeping their order. */
export function groupBy<T>(items: Iterable<T>, keyOf: (item: T) => string): Map<string, T[]> {
  const out = new Map<string, T[]>();
  for (const item of items) {
    const k = keyOf(item);
    const list = out.get(k);
    if (list) list.push(item);
    else out.set(k, [item]);
  }
  return out;
}
