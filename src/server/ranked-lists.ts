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
  let ranks: Map<string, number> | null = null;
  let index: AlternativesIndex<RankedProvider> | null = null;
  return (page) => {
    if (!isAlternativesPage(page.key)) return false;
    const rank = (ranks ??= new Map(ranked.map((p, i) => [p.id, i])));
    const [subject, ...shown] = page.tags
      .map(providerIdOfTag)
      .filter((id): id is string => id !== null);
    const at = subject === undefined ? undefined : rank.get(subject);
    if (at === undefined) return true;
    const now = ranked[at]!;
    if (moved) {
      if (moved.has(now.id) || shown.some((id) => moved.has(id) || !rank.has(id))) return true;
      if (!mayEnter(ranked, rank, now, shown, moved)) return false;
    }
    index ??= alternativesIndex(ranked);
    const next = alternativesOf(index, now).map((a) => a.provider.id);
    return next.length !== shown.length || next.some((id, i) => shown[i] !== id);
  };
}

/**
 * Whether one of `moved` (none of them `subject` or in `shown`) can enter `subject`'s
 * alternatives (`shown`, in order). Providers serving one of the subject's countries
 * ("near") come first, the others after, each group in ranking order: a mover sharing a
 * category enters the near group when it has room or the mover ranks above its last entry,
 * and the far group likewise.
 */
function mayEnter(
  ranked: readonly RankedProvider[],
  rank: ReadonlyMap<string, number>,
  subject: RankedProvider,
  shown: readonly string[],
  moved: ReadonlySet<string>,
): boolean {
  const countries = servedCountries(subject);
  const at = (id: string) => rank.get(id)!;
  const near = (id: string) => servedCountries(ranked[at(id)]!).some((c) => countries.includes(c));
  let lastNear = -1;
  let lastFar = -1;
  for (const id of shown) {
    if (near(id)) lastNear = Math.max(lastNear, at(id));
    else lastFar = Math.max(lastFar, at(id));
  }
  const full = shown.length >= ALTERNATIVES_LIMIT;
  for (const id of moved) {
    const i = rank.get(id);
    if (i === undefined || !ranked[i]!.categories.some((c) => subject.categories.includes(c))) {
      continue;
    }
    if (!full) return true;
    if (near(id) ? lastFar >= 0 || i < lastNear : i < lastFar) return true;
  }
  return false;
}
