/**
 * What a change recorded in the PocketBase outbox (`change_events`) touches, as page tags
 * (see src/lib/contract/cache-tags.ts) and URLs. Pure: the current state of the record, when the
 * consumer could read it, is passed in.
 */
import {
  categoryLabelTag,
  categoryListTag,
  categoryTopicsTag,
  MARKET_MAPS_TAG,
  marketMapTag,
  providerTag,
} from '../lib/contract/cache-tags.ts';
import {
  isOutboxTopic,
  type OutboxData,
  type OutboxSnapshots,
  type OutboxTopic,
  type RankingEventData,
  type RecognitionEventData,
  type RecordTopic,
} from '../lib/contract/outbox.ts';
import { dataPaths, isProviderPath, isProviderReviewsPath, paths } from '../lib/contract/routes.ts';
import { COUNTRY_SLUGS, slugForCountry } from '../lib/contract/countries.ts';

export interface ChangeEvent {
  id: string;
  /** An `OutboxTopic` (src/lib/contract/outbox.ts); typed `string` because rows come from disk. */
  topic: string;
  record_id: string;
  op: string;
  /** `OutboxData` of the topic (or `RankingEventData`), as the hooks wrote it; read via `payload`. */
  data: Record<string, unknown> | null;
  created: string;
}

/** A JSON object (not an array, not null). */
function isObject(v: unknown): v is Record<string, unknown> {
  return typeof v === 'object' && v !== null && !Array.isArray(v);
}

/**
 * A `change_events` row as a `ChangeEvent`, or null when it is not one: a field missing or of
 * another type, or `data` neither an object nor empty. The payload itself is read per topic
 * (`payload`), which ignores what it does not know.
 */
export function changeEventOf(row: unknown): ChangeEvent | null {
  if (!isObject(row)) return null;
  const { id, topic, record_id, op, data, created } = row;
  if (typeof id !== 'string' || id === '' || typeof topic !== 'string') return null;
  if (typeof record_id !== 'string' || typeof op !== 'string' || typeof created !== 'string') {
    return null;
  }
  if (data !== null && data !== undefined && !isObject(data)) return null;
  return { id, topic, record_id, op, data: isObject(data) ? data : null, created };
}

/**
 * The events of a page of `change_events` rows, in order. A malformed row is left out and
 * logged; `skipped` lists the ids of those that have one, so the consumer acknowledges them
 * (they can never be applied, and must not come back in every pass).
 */
export function changeEventsOf(
  rows: readonly unknown[],
  log: (msg: string) => void,
): { events: ChangeEvent[]; skipped: string[] } {
  const events: ChangeEvent[] = [];
  const skipped: string[] = [];
  for (const row of rows) {
    const ev = changeEventOf(row);
    if (ev) {
      events.push(ev);
      continue;
    }
    const id = isObject(row) && typeof row['id'] === 'string' ? row['id'] : '';
    if (id) skipped.push(id);
    log(
      `skipped a malformed change event ${id || '(no id)'}: ${JSON.stringify(row).slice(0, 300)}`,
    );
  }
  return { events, skipped };
}

/** The record as it is now (null when deleted or not visible to the public). */
export interface CurrentProvider {
  slug: string;
  categories: string[];
  country: string;
  public: boolean;
}

export interface Affected {
  /** Stored pages carrying any of these tags are re-rendered. */
  tags: Set<string>;
  /** Pages to render even if not stored yet (a new or renamed provider's page, …). */
  urls: Set<string>;
  /** Provider ids whose own pages (not lists) are re-rendered: favourites, case studies. */
  providerPages: Set<string>;
  /** Whether slug redirects may have changed. */
  redirects: boolean;
  /**
   * Public providers that may have moved within their lists (a review changed the rating,
   * an edit the name or the featured flag) without entering or leaving any: the pass
   * re-renders the list pages whose cards change (ranked-lists.ts), not whole lists.
   */
  reranked: Set<string>;
  /** Every list may have moved (the daily ranking recompute re-weights every review). */
  rerankAll: boolean;
}

/**
 * The payload of a change of `topic`, as pb_hooks/lib/outbox.js writes it (typed against the
 * same contract, src/lib/contract/outbox.ts). Rows come from disk, so every field is read as
 * possibly missing.
 */
function payload<T extends RecordTopic>(
  data: Record<string, unknown> | null,
  _topic: T,
): Partial<OutboxData<T>> | null {
  return data as Partial<OutboxData<T>> | null;
}

/** The snapshots before and after of a change of `topic` (the ones present). */
function snapshots<T extends RecordTopic>(
  data: Record<string, unknown> | null,
  topic: T,
): Partial<OutboxSnapshots[T]>[] {
  const d = payload(data, topic) as {
    before?: OutboxSnapshots[T] | null;
    after?: OutboxSnapshots[T] | null;
  } | null;
  const out: Partial<OutboxSnapshots[T]>[] = [];
  if (d?.before) out.push(d.before);
  if (d?.after) out.push(d.after);
  return out;
}

/** The distinct non-empty strings among `values`. */
function present(values: readonly unknown[]): string[] {
  return [...new Set(values.filter((v): v is string => typeof v === 'string' && v !== ''))];
}

export function emptyAffected(): Affected {
  return {
    tags: new Set(),
    urls: new Set(),
    providerPages: new Set(),
    redirects: false,
    reranked: new Set(),
    rerankAll: false,
  };
}

/**
 * Adds what one event touches to `acc`. `current` maps provider ids to their state now,
 * for provider events (looked up by the consumer).
 */
export function addAffected(
  acc: Affected,
  ev: ChangeEvent,
  current: ReadonlyMap<string, CurrentProvider | null> = new Map(),
): Affected {
  const data = ev.data;
  const topic: OutboxTopic | null = isOutboxTopic(ev.topic) ? ev.topic : null;
  switch (topic) {
    case 'provider': {
      acc.tags.add(providerTag(ev.record_id));
      // Its warnings leave the transparency report's counts with it.
      if (ev.op === 'delete') acc.tags.add('transparency');
      const snaps = snapshots(data, 'provider');
      const slugs = new Set(present(snaps.map((p) => p.slug)));
      const now = current.get(ev.record_id);
      if (now?.public) slugs.add(now.slug);
      // Every per-provider page of the old and the new slug (the route table's).
      for (const url of dataPaths({ providerSlugs: [...slugs] })) acc.urls.add(url);
      acc.redirects = true;
      const lists = listMembership(data);
      if (lists === 'unchanged-hidden') break;
      acc.tags.add('provider-set').add('ranking');
      // Its dot (name, slug, countries served) or its presence on the maps it was or is on.
      addMarketMaps(
        acc,
        [...snaps.flatMap((p) => p.categories ?? []), ...(now?.categories ?? [])],
        [...snaps.map((p) => p.headquarters_country), now?.country],
      );
      // Entering or leaving the directory shows or hides its reviews on /reviews.
      if (lists !== 'unchanged-public') acc.tags.add('reviews');
      if (lists === 'unchanged-public' && now?.public) {
        acc.reranked.add(ev.record_id);
        break;
      }
      acc.tags.add('providers');
      const cats = new Set(present(snaps.flatMap((p) => p.categories ?? [])));
      const countries = new Set(present(snaps.map((p) => p.headquarters_country)));
      if (now) {
        for (const c of now.categories) cats.add(c);
        countries.add(now.country);
      }
      // Every page of the listings it entered or left (counts and page links change).
      addCategoryListings(acc, cats, countries);
      break;
    }
    case 'review':
      // The provider's page and every card of it (rating, count); the single pages that rank
      // all providers; the pages of its lists its new rating moves cards across.
      for (const p of providerIds(data)) {
        acc.tags.add(providerTag(p));
        const now = current.get(p);
        if (now === undefined) acc.tags.add('providers').add(MARKET_MAPS_TAG);
        else if (now?.public) {
          acc.reranked.add(p);
          // The review topics of the category×country listings it is in.
          const slug = slugForCountry(now.country);
          if (slug) for (const c of now.categories) acc.tags.add(categoryTopicsTag(c, slug));
          // Its dot on the maps it is on, or the map it now qualifies for.
          addMarketMaps(acc, now.categories, [now.country]);
        }
      }
      // A review written, decided or deleted moves the transparency figures.
      acc.tags.add('ranking').add('reviews').add('transparency');
      break;
    case 'review_report':
      // Reports received and decided are counted by the transparency report.
      for (const p of providerIds(data)) acc.providerPages.add(p);
      acc.tags.add('transparency');
      break;
    case 'trust_decision':
      // An account approval or a public warning issued: counted by the transparency report.
      acc.tags.add('transparency');
      break;
    case 'favorite':
    case 'case_study':
    case 'review_reply':
    case 'helpful_vote':
      // Shown on the provider's own page only (reply rate; the owner's reports and upheld).
      for (const p of providerIds(data)) acc.providerPages.add(p);
      break;
    case 'category': {
      const names = present(snapshots(data, 'category').map((c) => c.name));
      const countrySlugs = Object.keys(COUNTRY_SLUGS);
      for (const n of names) {
        acc.tags.add(categoryListTag(n)).add(categoryLabelTag(n)).add(marketMapTag(n));
        for (const c of countrySlugs) acc.tags.add(categoryListTag(n, c));
      }
      // Its listings and map (the route table's per-category URLs).
      for (const url of dataPaths({ categoryNames: names, countrySlugs })) acc.urls.add(url);
      acc.tags.add('categories');
      break;
    }
    case 'blog_post': {
      acc.tags.add(`blog_post:${ev.record_id}`).add('blog');
      const posts = snapshots(data, 'blog_post');
      for (const url of dataPaths({
        posts: present(posts.map((p) => p.slug)).map((slug) => ({ slug })),
      }))
        acc.urls.add(url);
      break;
    }
    case 'blog_category':
    case 'blog_tag':
      acc.tags.add('blog');
      break;
    case 'ranking': {
      // The daily recompute (pb_hooks/lib/ranking.js): the pages of providers whose 12-month
      // figures changed, the pages that rank every provider and every list page whose cards
      // the new scores move; /como-funcionan-las-reviews prints the day and m ('ranking').
      const ranking = data as Partial<RankingEventData> | null;
      for (const p of present(ranking?.providers ?? [])) acc.tags.add(providerTag(p));
      acc.tags.add('ranking').add(MARKET_MAPS_TAG);
      acc.rerankAll = true;
      break;
    }
    case 'recognition': {
      // A quarter's recognitions published (pb_hooks/lib/recognitions.js): the archive (index
      // and the quarter's page) and the recognised providers' pages, cards and badges.
      const rec = data as Partial<RecognitionEventData> | null;
      for (const p of present(rec?.providers ?? [])) acc.tags.add(providerTag(p));
      acc.tags.add('recognitions');
      acc.urls.add(paths.recognitions());
      if (typeof rec?.quarter === 'string') acc.urls.add(paths.recognitionQuarter(rec.quarter));
      break;
    }
    case null:
      // A topic this build does not know (written by newer hooks): be safe rather than stale.
      acc.tags
        .add('providers')
        .add('ranking')
        .add('categories')
        .add('blog')
        .add('reviews')
        .add('transparency')
        .add(MARKET_MAPS_TAG)
        .add('recognitions');
      acc.rerankAll = true;
      break;
    default: {
      // Every topic of the contract is handled above: a new one fails to compile here.
      const unhandled: never = topic;
      throw new Error(`unhandled outbox topic ${String(unhandled)}`);
    }
  }
  return acc;
}

function addCategoryListings(
  acc: Affected,
  categories: Iterable<string>,
  countries: Iterable<string>,
): void {
  const slugs = [...countries].map(slugForCountry).filter((c): c is string => c !== null);
  for (const c of categories) {
    acc.tags.add(categoryListTag(c));
    for (const slug of slugs) acc.tags.add(categoryListTag(c, slug));
  }
}

/**
 * The market maps of these categories, overall and in these headquarters countries: their
 * tags (stored maps) and the country maps' URLs (a map drawn for the first time is rendered;
 * one that is not drawn answers 404 and is not stored).
 */
function addMarketMaps(
  acc: Affected,
  categories: readonly unknown[],
  countries: readonly unknown[],
): void {
  const slugs = present(countries)
    .map(slugForCountry)
    .filter((c): c is string => c !== null);
  for (const c of present(categories)) {
    acc.tags.add(marketMapTag(c));
    for (const slug of slugs) {
      acc.tags.add(marketMapTag(c, slug));
      acc.urls.add(paths.categoryMap(c, slug));
    }
  }
}

/**
 * How a provider change affects list membership, from the outbox snapshots before and after:
 * public before and after in the same categories and country ('unchanged-public'), hidden
 * before and after ('unchanged-hidden'), or anything else ('changed': created, deleted,
 * approved, rejected, moved; also when a snapshot is missing).
 */
export function listMembership(
  data: Record<string, unknown> | null,
): 'unchanged-public' | 'unchanged-hidden' | 'changed' {
  const { before, after } = payload(data, 'provider') ?? {};
  if (!before || !after) return 'changed';
  const pub = (s: Partial<OutboxSnapshots['provider']>) => s.public === true;
  if (!pub(before) && !pub(after)) return 'unchanged-hidden';
  if (pub(before) !== pub(after)) return 'changed';
  const cats = (s: Partial<OutboxSnapshots['provider']>) =>
    present(s.categories ?? [])
      .sort()
      .join('\u0000');
  if (cats(before) !== cats(after)) return 'changed';
  if (before.headquarters_country !== after.headquarters_country) return 'changed';
  return 'unchanged-public';
}

/** Provider ids an event's data mentions (reviews, favourites, case studies). */
export function providerIds(data: Record<string, unknown> | null): string[] {
  // Every topic with a provider child snapshot (reviews, favourites, case studies, replies…).
  return present(snapshots(data, 'review').map((r) => r.provider));
}

/** Whether a stored page key is a provider's own page (not a list). */
export function isProviderPage(key: string): boolean {
  const q = key.indexOf('?');
  const path = q < 0 ? key : key.slice(0, q);
  // Its profile, its paginated review pages (`/providers/{slug}/reviews?pagina=…`)
  // and its reviews' own pages (`/providers/{slug}/reviews/{id}`: the reply, votes, labels).
  return isProviderReviewsPath(path) || (q < 0 && isProviderPath(path));
}

/** The providers whose own record or ranking a provider or review event changes. */
export function reviewedOrEditedProviders(ev: ChangeEvent): string[] {
  if (ev.topic === 'provider') return [ev.record_id];
  return ev.topic === 'review' ? providerIds(ev.data) : [];
}

/**
 * The providers whose records these events may have changed (the provider itself, the
 * aggregates a review or favourite keeps on it), or null when an event that can change one
 * does not say which: the provider list is then read whole again (src/lib/data/providers.ts).
 */
export function changedProviders(events: readonly ChangeEvent[]): Set<string> | null {
  const out = new Set<string>();
  for (const ev of events) {
    // The daily ranking recompute rewrites every provider's score, a quarter's recognitions
    // every provider's labels (docs/DECISIONS.md § Quarterly recognitions); an unknown topic may too.
    if (ev.topic === 'ranking' || ev.topic === 'recognition' || !isOutboxTopic(ev.topic)) {
      return null;
    }
    const ids = providerIds(ev.data);
    if (ev.topic === 'provider') ids.push(ev.record_id);
    if (ids.length === 0 && PROVIDER_ROW_TOPICS.has(ev.topic)) return null;
    for (const id of ids) out.add(id);
  }
  return out;
}

/**
 * The providers whose public reviews these events may have changed, or null when not known: as
 * `changedProviders`, leaving out the ranking's recompute and a quarter's recognitions, which
 * rewrite provider rows only (values kept per provider's reviews then stay: snapshot.ts
 * `perProviderKept`).
 */
export function reviewChangedProviders(events: readonly ChangeEvent[]): Set<string> | null {
  return changedProviders(events.filter((ev) => !PROVIDER_ROWS_ONLY_TOPICS.has(ev.topic)));
}

const PROVIDER_ROWS_ONLY_TOPICS: ReadonlySet<string> = new Set(['ranking', 'recognition']);

/** Topics whose changes write provider rows (the record, or its stored aggregates). */
const PROVIDER_ROW_TOPICS: ReadonlySet<string> = new Set(['provider', 'review', 'favorite']);

/**
 * Whether a pass must read the ranked list (src/server/ranked-lists.ts): a re-ranking (list
 * pages, alternatives pages) or a change of which providers are public or of their categories
 * or countries ('provider-set', 'providers': alternatives pages may gain or lose an entry).
 */
export function needsListPass(affected: Affected): boolean {
  const { reranked, rerankAll, tags } = affected;
  return reranked.size > 0 || rerankAll || tags.has('provider-set') || tags.has('providers');
}
