import type PocketBase from 'pocketbase';
import type { RecordModel } from 'pocketbase';
import { dataGeneration, perKeyOrBulk, providersChangedSince } from './snapshot';
import { getServerPb, isNotFound } from './pb-server';
import { fileUrl } from './files';
import { inCategoryListing, sortProviders } from '@/lib/domain/search';
import { PUBLIC_PROVIDER_FILTER } from '@/lib/contract/visibility';
import { PROVIDER_AGGREGATES } from '@/lib/contract/fields';
import { readFacts, type ProviderFacts } from '@/lib/contract/provider-facts';

const COLLECTION = 'providers';

/** Only approved and verified providers are public (spec §2, §4). */

/** Never ask for owner-only fields (whatsapp_number, admin_notes, user…). */
const PUBLIC_FIELDS = [
  'id',
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

/** A provider as the public site shows it. */
export interface PublicProvider {
  id: string;
  slug: string;
  company_name: string;
  description: string;
  logo_url: string | null;
  website: string | null;
  headquarters_country: string;
  founded_year: number | null;
  employee_count: string | null;
  categories: string[];
  languages: string[];
  verified: boolean;
  featured: boolean;
  /** Null when the provider has no reviews (shown as N/A). */
  average_rating: number | null;
  total_reviews: number;
  favorites_count: number;
  /** The published ranking score the lists are ordered by (src/lib/contract/ranking.ts). */
  ranking_score: number;
  /** Average and count of the public reviews of the last 12 months (null average: none). */
  rating_12m: number | null;
  reviews_12m: number;
  /** Declared by the provider (issue 23 §2); empty lists when none. */
  facts: ProviderFacts;
  /** When the facts last changed (ISO), null when never declared. */
  facts_updated: string | null;
}

const strings = (value: unknown): string[] =>
  Array.isArray(value) ? value.filter((v): v is string => typeof v === 'string') : [];

function toPublicProvider(r: RecordModel): PublicProvider {
  const total = Number(r['total_reviews'] ?? 0) || 0;
  const rating = Number(r['average_rating'] ?? 0) || 0;
  const year = Number(r['founded_year'] ?? 0) || 0;
  const logo = typeof r['logo'] === 'string' && r['logo'] ? r['logo'] : null;
  return {
    id: r.id,
    slug: String(r['slug'] ?? ''),
    company_name: String(r['company_name'] ?? ''),
    description: String(r['description'] ?? ''),
    logo_url: logo ? fileUrl(COLLECTION, r.id, logo) : null,
    website: r['website'] ? String(r['website']) : null,
    headquarters_country: String(r['headquarters_country'] ?? ''),
    founded_year: year > 0 ? year : null,
    employee_count: r['employee_count'] ? String(r['employee_count']) : null,
    categories: strings(r['categories']),
    languages: strings(r['languages']),
    verified: r['verified'] === true,
    featured: r['featured'] === true,
    average_rating: total > 0 && rating > 0 ? rating : null,
    total_reviews: total,
    favorites_count: Number(r['favorites_count'] ?? 0) || 0,
    ranking_score: Number(r['ranking_score'] ?? 0) || 0,
    rating_12m: Number(r['reviews_12m'] ?? 0) > 0 ? Number(r['rating_12m'] ?? 0) || null : null,
    reviews_12m: Number(r['reviews_12m'] ?? 0) || 0,
    facts: readFacts(r['facts']),
    facts_updated: r['facts_updated'] ? String(r['facts_updated']) : null,
  };
}

/** How long the list may be kept up to date by patches alone (a change without an outbox event). */
const FULL_READ_EVERY_MS = 5 * 60_000;
/** More changed providers than this in one pass: read the whole list again. */
const MAX_PATCH = 200;

/** Within one generation (no revalidation pass), the list is read again after this. */
const LIST_TTL_MS = 30_000;

/**
 * Every public provider in display order through `client`, with `fields`. Read once per
 * generation, and then kept: a revalidation pass that names the providers it changed
 * (`bumpDataGeneration`) re-reads only those and patches the list (a 9,000-provider read costs
 * about a second); a pass that does not, a failed read or a list older than
 * `FULL_READ_EVERY_MS` reads it all again. `fields` must include `company_name` (the order).
 */
export function patchedProviderList(
  client: () => Promise<PocketBase>,
  fields = PUBLIC_FIELDS,
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
    if (prev?.generation === generation && now - prev.at < LIST_TTL_MS) return prev.value;
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
            value: patchList(prev.value, changed, async (ids) =>
              readPublicProviders(await client(), fields, ids),
            ),
          }
        : {
            generation,
            at: now,
            fullAt: now,
            value: client().then((pb) => readPublicProviders(pb, fields)),
          };
    list = entry;
    // A failed read is not kept: the next call reads everything again.
    entry.value.catch(() => {
      if (list === entry) list = null;
    });
    return entry.value;
  };
}

/** Every public provider in ranking order (read or patched once per pass). */
export const listPublicProviders: () => Promise<PublicProvider[]> =
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
  // The order a full read has: the ranking comparator is a total order (search.ts).
  return sortProviders([...kept, ...fresh]);
}

/** What the order of the lists depends on, and which lists a provider is in. */
export const RANKING_FIELDS =
  'id,company_name,categories,headquarters_country,featured,average_rating,total_reviews,ranking_score';

/**
 * Every public provider in display order through `pb` (a superuser client). With
 * `RANKING_FIELDS`, the same order from a smaller read (the web server's revalidator).
 */
export async function readPublicProviders(
  pb: PocketBase,
  fields = PUBLIC_FIELDS,
  ids?: readonly string[],
): Promise<PublicProvider[]> {
  // One request (pocketbase/pb_hooks/providers.pb.js): the records API would run an enrich
  // hook per record, seconds for a large directory.
  const records = await pb.send<RecordModel[]>('/api/lp/providers/public', {
    query: ids ? { fields, ids: ids.join(',') } : { fields },
  });
  return sortProviders(records.map(toPublicProvider));
}

/**
 * Public providers of a category (and optionally a headquarters country) in ranking order: a filter of the shared list, so a pass reads PocketBase once.
 */
export async function listPublicProvidersIn(
  category: string,
  country?: string | null,
): Promise<PublicProvider[]> {
  const all = await listPublicProviders();
  return all.filter((p) => inCategoryListing(p, category, country));
}

const SLUG = /^[a-z0-9]+(-[a-z0-9]+)*$/;

/**
 * A public provider by slug, or null. A pass that renders many providers' pages looks them up
 * in the list it reads anyway.
 */
export const getPublicProviderBySlug: (slug: string) => Promise<PublicProvider | null> =
  perKeyOrBulk({
    one: async (slug) => {
      if (!SLUG.test(slug)) return null;
      const pb = await getServerPb();
      try {
        const record = await pb
          .collection(COLLECTION)
          .getFirstListItem(pb.filter(`${PUBLIC_PROVIDER_FILTER} && slug = {:slug}`, { slug }), {
            fields: PUBLIC_FIELDS,
          });
        return toPublicProvider(record);
      } catch (error) {
        if (isNotFound(error)) return null;
        throw error;
      }
    },
    all: async () => new Map((await listPublicProviders()).map((p) => [p.slug, p])),
    missing: () => null,
  });
