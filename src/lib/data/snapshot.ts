/**
 * Per-process memo of whole-collection reads (e.g. every public provider) that many pages of
 * one render pass share. The web server bumps the data generation before each revalidation
 * pass (src/server/revalidator.ts), so a pass never reads data older than the changes it is
 * rendering; a short TTL bounds staleness anywhere else. The generation lives on `globalThis`
 * under a registered symbol because the web server and the bundled Astro pages are different
 * module instances in the same process.
 */
const GENERATION = Symbol.for('lapieza.data.generation');
const DEFAULT_TTL_MS = 30_000;

type Store = Record<symbol, number | undefined>;

export function dataGeneration(): number {
  return (globalThis as unknown as Store)[GENERATION] ?? 0;
}

/** Every memoized read made after this call goes to PocketBase again. */
export function bumpDataGeneration(): void {
  (globalThis as unknown as Store)[GENERATION] = dataGeneration() + 1;
}

/** Wraps `load` so concurrent and repeated calls within one generation share one read. */
export function memoize<T>(load: () => Promise<T>, ttlMs = DEFAULT_TTL_MS): () => Promise<T> {
  let cached: { generation: number; at: number; value: Promise<T> } | null = null;
  return () => {
    const generation = dataGeneration();
    const now = Date.now();
    if (cached && cached.generation === generation && now - cached.at < ttlMs) return cached.value;
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
