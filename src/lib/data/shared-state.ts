/**
 * What one thread's data layer keeps between renders, in one typed object: the data generation
 * and its log (snapshot.ts) and the text index of the public providers (text-index.ts).
 *
 * A thread holds two instances of src/lib/data: the web server's (src/server, loaded from the
 * sources) and the bundled Astro pages' (dist/server, Vite's copy). They share this object
 * through one registration point, the render entry: the server's renderer passes its state to
 * every render as `locals.data` (src/server/renderer.ts) and src/middleware.ts hands it to
 * `adoptSharedState` in the bundle before the page reads anything. A bump the server makes is
 * then what the next page render reads. Without a server (`astro dev`, unit tests) each
 * instance keeps its own. Render worker threads have their own server instance and state; the
 * render pool posts each data change to them (src/server/render-pool.ts).
 * See docs/ARCHITECTURE.md § "Data state shared with the pages".
 */
import type { ProviderTextIndex } from '@/lib/domain/provider-search';
import type { SearchDoc } from '@/lib/domain/search-terms';

export interface SharedDataState {
  /** Bumped before each revalidation pass (snapshot.ts `bumpDataGeneration`). */
  generation: number;
  /** The generation a full pre-render started, if the current one is it. */
  bulkGeneration: number | undefined;
  /** Per generation, the only providers it changed (null: not known). The last 100 kept. */
  changes: Map<number, ReadonlySet<string> | null>;
  /**
   * Per generation, the only providers whose public reviews it may have changed (null: not
   * known): a subset of `changes` (the ranking's recompute rewrites every provider's row and
   * no review). The last 100 kept.
   */
  reviewChanges: Map<number, ReadonlySet<string> | null>;
  /** The text index of the latest public provider list and that list (text-index.ts). */
  textIndex: { providers: readonly SearchDoc[]; index: ProviderTextIndex } | null;
}

export const newSharedState = (): SharedDataState => ({
  generation: 0,
  bulkGeneration: undefined,
  changes: new Map(),
  reviewChanges: new Map(),
  textIndex: null,
});

let state = newSharedState();

/** This instance's state: the server's once the bundle adopted it. */
export function sharedState(): SharedDataState {
  return state;
}

/**
 * The registration point (called by src/middleware.ts on every render with the renderer's
 * `locals.data`): from now on this instance reads and writes `next`.
 */
export function adoptSharedState(next: SharedDataState): void {
  state = next;
}
