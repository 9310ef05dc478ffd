/**
 * The one home of the text index of the public providers (ProviderTextIndex,
 * src/lib/domain/provider-search.ts): the server-rendered directory (directory.ts) and the web
 * server's search endpoint (src/server/search-api.ts) both ask it with the list they read.
 * One index per thread, kept in the thread's shared data state (shared-state.ts), so the
 * server and the pages it renders in its thread use the same one: a list not seen before
 * re-indexes only the providers whose text changed (a full build of 10,000 takes seconds);
 * new category labels build it anew. A render worker thread builds its own on its first
 * directory page with a text query (docs/ARCHITECTURE.md § "Data state shared with the pages").
 */
import { ProviderTextIndex } from '@/lib/domain/provider-search';
import type { SearchDoc } from '@/lib/domain/search-terms';
import { sharedState } from './shared-state';

/**
 * The index of exactly `providers` with `labels`, and how many entries this call (re)built
 * (0 when `providers` is the list it was last brought to).
 */
export function providerTextIndex(
  providers: readonly SearchDoc[],
  labels: Readonly<Record<string, string>>,
): { index: ProviderTextIndex; changed: number } {
  const state = sharedState();
  const held = state.textIndex;
  if (!held || !held.index.hasLabels(labels)) {
    const index = new ProviderTextIndex(providers, labels);
    state.textIndex = { providers, index };
    return { index, changed: index.size };
  }
  if (held.providers === providers) return { index: held.index, changed: 0 };
  const changed = held.index.sync(providers);
  held.providers = providers;
  return { index: held.index, changed };
}
