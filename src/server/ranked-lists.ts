/**
 * Paginated ranked lists (the directory and the category listings, 24 cards a page, in
 * ranking order, src/lib/domain/search.ts): which stored pages a re-ranking changes.
 *
 * A review moves one provider up or down its lists; only the pages between its old and new
 * position change (each loses a card at one end and gains one at the other). Rather than
 * computing positions, a pass compares, for every stored page of the lists concerned, the
 * providers the stored page shows, in order (its `provider:<id>` tags, written in card order)
 * with the slice the new order puts on it; the pages that differ are re-rendered. This holds
 * for any number of simultaneous moves (the daily recompute moves every score), and costs no
 * rendering for the hundreds of pages of a large directory that did not change.
 *
 * Lists whose membership changes (a provider approved, rejected, moved to another category)
 * are not handled here: every page of such a list is re-rendered (its count and page links
 * change too).
 */
import { PROVIDER_PREFIXES, paths } from '../lib/contract/routes.ts';
import { categoryListTag, providerIdOfTag } from '../lib/contract/cache-tags.ts';
import { paginate, parsePage } from '../lib/domain/pagination.ts';
import { slugForCountry } from '../lib/contract/countries.ts';
import { inCategoryListing } from '../lib/domain/search.ts';
import {
  ALTERNATIVES_LIMIT,
  alternativesIndex,
  alternativesOf,
  servedCountries,
  type AlternativesIndex,
} from '../lib/domain/alternatives.ts';

export interface RankedProvider {
  id: string;
  categories: readonly string[];
  headquarters_country: string;
  /** Declared facts (the countries served pick a provider's alternatives). */
  facts?: { countries: readonly string[] } | null;
}

export interface RankedList {
  /** The tag every stored page of the list carries. */
  tag: string;
  /** The 1-based page number when `key` is a page of this list (unfiltered), else null. */
  pageOf(key: string): number | null;
  /** Provider ids in display order. */
  ids: readonly string[];
}

/** Page number of `key` when its path is `path` and its only parameter is `pagina`. */
function pageAt(key: string, paths: readonly string[]): number | null {
  const q = key.indexOf('?');
  if (!paths.includes(q < 0 ? key : key.slice(0, q))) return null;
  const { pathname, searchParams } = new URL(key, 'http://x');
  if (!paths.includes(pathname)) return null;
  for (const name of searchParams.keys()) if (name !== 'pagina') return null;
  return parsePage(searchParams.get('pagina'));
}

/** Whether `key` is a directory page narrowed by a search or a category (`?q=`, `?categoria=`). */
export function isFilteredDirectoryPage(key: string): boolean {
  const { pathname, searchParams } = new URL(key, 'http://x');
  if (!(PROVIDER_PREFIXES as readonly string[]).includes(pathname)) return false;
  for (const name of searchParams.keys()) if (name !== 'pagina') return true;
  return false;
}

/** The directory (`/providers`, `/proveedores`) over every public provider. */
export function directoryList(all: readonly RankedProvider[]): RankedList {
  return {
    tag: 'providers',
    ids: all.map((p) => p.id),
    pageOf: (k) => pageAt(k, PROVIDER_PREFIXES),
  };
}

/** A category listing, or a category×country listing. */
export function categoryList(
  all: readonly RankedProvider[],
  category: string,
  country: string | null,
): RankedList | null {
  const slug = country === null ? null : slugForCountry(country);
  if (country !== null && slug === null) return null;
  const path = paths.categoryListing(category, slug);
  const ids = all.filter((p) => inCategoryListing(p, category, country)).map((p) => p.id);
  return { tag: categoryListTag(category, slug), ids, pageOf: (k) => pageAt(k, [path]) };
}

/**
 * The lists a re-ranked provider appears in: the directory, each of its categories and each
 * category × its country.
 */
export function listsOf(
  all: readonly RankedProvider[],
  providers: Iterable<{ categories: readonly string[]; country: string }>,
): RankedList[] {
  const lists: RankedList[] = [directoryList(all)];
  const seen = new Set<string>();
  for (const p of providers) {
    for (const c of p.categories) {
      for (const country of [null, p.country]) {
        const id = `${c}\u0000${country ?? ''}`;
        if (seen.has(id)) continue;
        seen.add(id);
        const list = categoryList(all, c, country);
        if (list) lists.push(list);
      }
    }
  }
  return lists;
}

/** Stored pages of `lists` whose cards (or their order) differ from what the new order puts there. */
export function reorderedPages(
  stored: Iterable<{ key: string; tags: readonly string[] }>,
  lists: readonly RankedList[],
): Set<string> {
  const out = new Set<string>();
  for (const page of stored) {
    let shown: string[] | null = null;
    for (const list of lists) {
      const n = list.pageOf(page.key);
      if (n === null) continue;
      shown ??= page.tags.map(providerIdOfTag).filter((id): id is string => id !== null);
      const next = paginate(list.ids, n).items;
      if (next.length !== shown.length || next.some((id, i) => shown![i] !== id)) {
        out.add(page.key);
      }
    }
  }
  return out;
}

/** Whether a stored page key is a provider's alternatives page (`/providers/{slug}/alternativas`). */
export function isAlternativesPage(key: string): boolean {
  // Checked on every stored page after a change: string tests, no split.
  const head = '/providers/';
  const tail = '/alternativas';
  return (
    key.length > head.length + tail.length &&
    key.startsWith(head) &&
    key.endsWith(tail) &&
    key.indexOf('/', head.length) === key.length - tail.length &&
    !key.includes('?')
  );
}

/**
 * Stored alternatives pages whose list differs from what `ranked` (every public provider, in
 * ranking order) gives now. A page's `provider:<id>` tags are its subject then its
 * alternatives in order (alternativesPageTags); a page whose subject is no longer public is
 * re-rendered too (it becomes a 404). Run after any re-ranking and any change of which
 * providers are public or of their categories or countries: one index build (O(N)) and a
 * few index reads per stored page.
 *
 * `moved`: the only providers that changed (their score, categories, countries or
 * visibility), when known. Every other provider keeps its order relative to the rest, so only
 * a page about or showing one of them (returned as it is: it carries the mover's
 * `provider:<id>` tag, so its pass re-renders it anyway) or one a mover can now enter
 * (`mayEnter`) can change; the others skip the list's recomputation.
 */
export function changedAlternativesPages(
  stored: Iterable<{ key: string; tags: readonly string[] }>,
  ranked: readonly RankedProvider[],
  moved: ReadonlySet<string> | null = null,
): Set<string> {
  const changed = alternativesChecker(ranked, moved);
  const out = new Set<string>();
  for (const page of stored) if (changed(page)) out.add(page.key);
  return out;
}

/**
 * `changedAlternativesPages` one page at a time: whether the stored alternatives page `page`
 * differs from what `ranked` gives now. The ranks and the alternatives index are built on the
 * first page that needs them, once for every page checked (a caller can check thousands in
 * slices, yielding between them).
 */
export function alternativesChecker(
  ranked: readonly RankedProvider[],
  moved: ReadonlySet<string> | null = null,
): (page: { key: string; tags: readonly string[] }) => boolean {
  let rank: Map<string, number> | null = null;
  let index: AlternativesIndex<RankedProvider> | null = null;
  let movers: Mover[] | null = null;
  return (page) => {
    if (!isAlternativesPage(page.key)) return false;
    rank ??= new Map(ranked.map((p, i) => [p.id, i]));
    // The subject, then its alternatives in order.
    const ids = providerIdsOf(page.tags);
    const at = ids.length === 0 ? undefined : rank.get(ids[0]!);
    if (at === undefined) return true;
    const now = ranked[at]!;
    if (moved) {
      if (moved.has(now.id)) return true;
      for (let j = 1; j < ids.length; j++) {
        if (moved.has(ids[j]!) || !rank.has(ids[j]!)) return true;
      }
      movers ??= moversOf(ranked, rank, moved);
      if (!mayEnter(ranked, rank, now, ids, movers)) return false;
    }
    index ??= alternativesIndex(ranked);
    const next = alternativesOf(index, now);
    if (next.length !== ids.length - 1) return true;
    for (let j = 0; j < next.length; j++) if (next[j]!.provider.id !== ids[j + 1]) return true;
    return false;
  };
}

/** A provider that changed, at its place in the ranking. */
interface Mover {
  at: number;
  provider: RankedProvider;
}

function moversOf(
  ranked: readonly RankedProvider[],
  rank: ReadonlyMap<string, number>,
  moved: ReadonlySet<string>,
): Mover[] {
  const out: Mover[] = [];
  for (const id of moved) {
    const at = rank.get(id);
    if (at !== undefined) out.push({ at, provider: ranked[at]! });
  }
  return out;
}

/**
 * The provider ids of a page's tags, in their order, read once per tags array (a stored page
 * keeps its array until it is written again: the checks after each change reuse them).
 */
const idsOfTags = new WeakMap<readonly string[], readonly string[]>();
function providerIdsOf(tags: readonly string[]): readonly string[] {
  let ids = idsOfTags.get(tags);
  if (!ids) {
    const out: string[] = [];
    for (const t of tags) {
      const id = providerIdOfTag(t);
      if (id !== null) out.push(id);
    }
    idsOfTags.set(tags, (ids = out));
  }
  return ids;
}

const sharesAny = (a: readonly string[], b: readonly string[]): boolean => {
  for (const x of a) if (b.includes(x)) return true;
  return false;
};

/**
 * Whether one of `movers` (none of them the subject, `ids[0]`, or one of its alternatives,
 * `ids[1..]`, in order) can enter the subject's alternatives. Providers serving one of the
 * subject's countries ("near") come first, the others after, each group in ranking order: a
 * mover sharing a category enters the near group when it has room or the mover ranks above its
 * last entry, and the far group likewise.
 */
function mayEnter(
  ranked: readonly RankedProvider[],
  rank: ReadonlyMap<string, number>,
  subject: RankedProvider,
  ids: readonly string[],
  movers: readonly Mover[],
): boolean {
  const countries = servedCountries(subject);
  let lastNear = -1;
  let lastFar = -1;
  for (let j = 1; j < ids.length; j++) {
    const at = rank.get(ids[j]!)!;
    if (sharesAny(servedCountries(ranked[at]!), countries)) lastNear = Math.max(lastNear, at);
    else lastFar = Math.max(lastFar, at);
  }
  const full = ids.length - 1 >= ALTERNATIVES_LIMIT;
  for (const { at, provider } of movers) {
    if (!sharesAny(provider.categories, subject.categories)) continue;
    if (!full) return true;
    const near = sharesAny(servedCountries(provider), countries);
    if (near ? lastFar >= 0 || at < lastNear : at < lastFar) return true;
  }
  return false;
}
