import type { PbRecord, TypedPocketBase } from './pb-server';
import { isSlug } from '@/lib/contract/slug';
import { dataGeneration, fresh, perKeyOrBulk, providersChangedSince } from './snapshot';
import { getServerPb, isNotFound } from './pb-server';
import { fileUrl } from './files';
import { categoryListings, listingKey, sortProviders } from '@/lib/domain/search';
import { PUBLIC_PROVIDER_FILTER } from '@/lib/contract/visibility';
import { PROVIDER_AGGREGATES } from '@/lib/contract/fields';
import type { PublicProvider } from '@/lib/view/providers';
import { readFacts } from '@/lib/contract/provider-facts';
import { isClaimed } from '@/lib/contract/provider-owner';
import { withWarnings } from './provider-warnings';
import { withRecognitions } from './recognitions';
import { SERVER_API } from '@/lib/contract/api-routes';
import { sendApi } from '@/lib/api-client';
import { insertRanked } from '@/lib/contract/ranking-order';

const COLLECTION = 'providers';

/** Only approved and verified providers are public. */

/**
 * Never ask for owner-only fields (whatsapp_number, admin_notes…). `user` is read only to
 * derive `has_owner`; the owner's id is never kept in the view model.
 */
export const PUBLIC_FIELDS = [
  'id',
  'user',
  'slug',
  'company_name',
  'description',
  'logo',
  'website',
  'headquarters_country',
  'founded_year',
  'employee_count',
  'categories',
  'languages',
  'verified',
  'featured',
  ...PROVIDER_AGGREGATES,
  'facts',
  'facts_updated',
  'created',
].join(',');

const strings = (value: unknown): string[] =>
  Array.isArray(value) ? value.filter((v): v is string => typeof v === 'string') : [];

/** A provider row as the bulk route answers it: the columns asked for (`fields`). */
function toPublicProvider(r: Partial<PbRecord<'providers'>>): PublicProvider {
  const total = Number(r.total_reviews ?? 0) || 0;
  const rating = Number(r.average_rating ?? 0) || 0;
  const year = Number(r.founded_year ?? 0) || 0;
  const logo = typeof r.logo === 'string' && r.logo ? r.logo : null;
  const id = String(r.id ?? '');
  return {
    id,
    slug: String(r.slug ?? ''),
    company_name: String(r.company_name ?? ''),
    description: String(r.description ?? ''),
    logo_url: logo ? fileUrl(COLLECTION, id, logo) : null,
    website: r.website ? String(r.website) : null,
    headquarters_country: String(r.headquarters_country ?? ''),
    founded_year: year > 0 ? year : null,
    employee_count: r.employee_count ? String(r.employee_count) : null,
    categories: strings(r.categories),
    languages: strings(r.languages),
    verified: r.verified === true,
    featured: r.featured === true,
    average_rating: total > 0 && rating > 0 ? rating : null,
    total_reviews: total,
    favorites_count: Number(r.favorites_count ?? 0) || 0,
    ranking_score: Number(r.ranking_score ?? 0) || 0,
    rating_12m: Number(r.reviews_12m ?? 0) > 0 ? Number(r.rating_12m ?? 0) || null : null,
    reviews_12m: Number(r.reviews_12m ?? 0) || 0,
    has_owner: isClaimed(r.user),
    facts: readFacts(r.facts),
    facts_updated: r.facts_updated ? String(r.facts_updated) : null,
  };
}

/**
 * A provider with every field empty, as `toPublicProvider` reads a record without values: the
 * directory's card template and in-memory directories start from it, so a new public field
 * needs no edit there.
 */
export const blankPublicProvider = (): PublicProvider => toPublicProvider({ id: '' });

/** A read of the public providers in display order (all of them, or those of `ids`). */
type ProviderRead = (
  pb: TypedPocketBase,
  fields: string,
  ids?: readonly string[],
) => Promise<PublicProvider[]>;

/** How long the list may be kept up to date by patches alone (a change without an outbox event). */
const FULL_READ_EVERY_MS = 5 * 60_000;
/** More changed providers than this in one pass: read the whole list again. */
const MAX_PATCH = 200;

/**
 * Within one generation (no revalidation pass), the list is read again after this, except in a
 * full pre-render, whose list serves its whole pass (snapshot.ts `fresh`): each read of 9,000
 * providers cost a render thread a second, and every listing was worked out again from it.
 */
const LIST_TTL_MS = 30_000;

/**
 * Every public provider in display order through `client`, with `fields`. Read once per
 * generation, and then kept: a revalidation pass that names the providers it changed
 * (`bumpDataGeneration`) re-reads only those and patches the list (a 9,000-provider read costs
 * about a second); a pass that does not, a failed read or a list older than
 * `FULL_READ_EVERY_MS` reads it all again. `fields` must include `company_name` (the order).
 */
export function patchedProviderList(
  client: () => Promise<TypedPocketBase>,
  fields = PUBLIC_FIELDS,
  /** The read: the pages' (with recognitions) unless the caller needs less. */
  read: ProviderRead = readPageProviders,
): () => Promise<PublicProvider[]> {
  let list: {
    generation: number;
    at: number;
    fullAt: number;
    value: Promise<PublicProvider[]>;
  } | null = null;
  return () => {
    const generation = dataGeneration();
    const now = Date.now();
    const prev = list;
    if (prev?.generation === generation && fresh(generation, now - prev.at, LIST_TTL_MS)) {
      return prev.value;
    }
    const changed =
      prev && prev.generation !== generation && now - prev.fullAt < FULL_READ_EVERY_MS
        ? providersChangedSince(prev.generation)
        : null;
    const entry =
      prev && changed && changed.size <= MAX_PATCH
        ? {
            generation,
            at: now,
            fullAt: prev.fullAt,
            value: patchList(prev.value, changed, async (ids) => read(await client(), fields, ids)),
          }
        : {
            generation,
            at: now,
            fullAt: now,
            value: client().then((pb) => read(pb, fields)),
          };
    list = entry;
    // A failed read is not kept: the next call reads everything again.
    entry.value.catch(() => {
      if (list === entry) list = null;
    });
    return entry.value;
  };
}

/**
 * Every public provider in display order with only `RANKING_FIELDS` (the order of the lists and
 * which lists each is in), read or patched once per pass through `client`.
 */
export const rankedProviderList = (
  client: () => Promise<TypedPocketBase>,
): (() => Promise<PublicProvider[]>) =>
  patchedProviderList(client, RANKING_FIELDS, readPublicProviders);

/** Every public provider in ranking order (read or patched once per pass). */
export const listPublicProviders: () => Promise<readonly PublicProvider[]> =
  patchedProviderList(getServerPb);

/** `old` with the providers in `changed` read again (gone when no longer public). */
async function patchList(
  old: Promise<PublicProvider[]>,
  changed: ReadonlySet<string>,
  read: (ids: string[]) => Promise<PublicProvider[]>,
): Promise<PublicProvider[]> {
  const before = await old;
  if (changed.size === 0) return before;
  const fresh = await read([...changed]);
  const kept = before.filter((p) => !changed.has(p.id));
  // The order a full read has: the ranking comparator is a total order (ranking-order.ts).
  return insertRanked(kept, fresh);
}

/** What the order of the lists depends on, and which lists (and alternatives) a provider is in. */
export const RANKING_FIELDS =
  'id,company_name,categories,headquarters_country,featured,average_rating,total_reviews,ranking_score,facts';

/**
 * Every public provider in display order through `pb` (a superuser client). With
 * `RANKING_FIELDS`, the same order from a smaller read (the web server's revalidator).
 */
export async function readPublicProviders(
  pb: TypedPocketBase,
  fields = PUBLIC_FIELDS,
  ids?: readonly string[],
): Promise<PublicProvider[]> {
  // One request (pocketbase/pb_hooks/providers.pb.js): the records API would run an enrich
  // hook per record, seconds for a large directory.
  const records = await sendApi(pb, SERVER_API.providersPublic, [], {
    query: ids ? { fields, ids: ids.join(',') } : { fields },
  });
  const providers = records.map(toPublicProvider);
  await withWarnings(pb, providers, ids);
  return sortProviders(providers);
}

/**
 * `readPublicProviders` for the pages: with each provider's recognitions of the latest
 * published quarter (the labels of its page and cards; the search API has no use for them).
 */
async function readPageProviders(
  pb: TypedPocketBase,
  fields: string,
  ids?: readonly string[],
): Promise<PublicProvider[]> {
  return withRecognitions(pb, await readPublicProviders(pb, fields, ids));
}

/**
 * Every listing of a list (`categoryListings`), made when first asked (a list is never changed:
 * a pass gets a new one). At 10,000 providers, filtering the whole list for each listing a
 * pass renders (its pages, maps) was a tenth of a review's rendering.
 */
const listingsOf = new WeakMap<readonly PublicProvider[], Map<string, PublicProvider[]>>();

function listings(all: readonly PublicProvider[]): Map<string, PublicProvider[]> {
  let out = listingsOf.get(all);
  if (!out) listingsOf.set(all, (out = categoryListings(all)));
  return out;
}

const NONE: readonly PublicProvider[] = [];

/**
 * Public providers of a category (and optionally a headquarters country) in ranking order: a
 * filter of the shared list (`inCategoryListing`), so a pass reads PocketBase once.
 */
export async function listPublicProvidersIn(
  category: string,
  country?: string | null,
): Promise<readonly PublicProvider[]> {
  return listings(await listPublicProviders()).get(listingKey(category, country)) ?? NONE;
}

/**
 * A public provider by slug, or null. A pass that renders many providers' pages looks them up
 * in the list it reads anyway.
 */
export const getPublicProviderBySlug: (slug: string) => Promise<PublicProvider | null> =
  perKeyOrBulk({
    one: async (slug) => {
      if (!isSlug(slug)) return null;
      const pb = await getServerPb();
      try {
        const record = await pb
          .collection(COLLECTION)
          .getFirstListItem(pb.filter(`${PUBLIC_PROVIDER_FILTER} && slug = {:slug}`, { slug }), {
            fields: PUBLIC_FIELDS,
          });
        const [provider] = await withWarnings(pb, [toPublicProvider(record)], [record.id]);
        if (provider) await withRecognitions(pb, [provider]);
        return provider ?? null;
      } catch (error) {
        if (isNotFound(error)) return null;
        throw error;
      }
    },
    all: async () => new Map((await listPublicProviders()).map((p) => [p.slug, p])),
    missing: () => null,
  });
