/**
 * The sitemap: which public pages exist for the current data, and their XML. Pure, so the
 * endpoints stay thin and the rules are unit-tested.
 *
 * `/sitemap.xml` is a sitemap index naming its parts (sitemaps.org): `/sitemaps/paginas.xml`
 * (every page but the providers' own: static pages, listings, posts, market maps, comparisons,
 * recognitions) and `/sitemaps/proveedores-N.xml` (each provider's page and alternatives page,
 * SITEMAP_PROVIDERS_PER_PART providers a part, by slug). A part changes only with what it
 * lists: a review, which moves the maps and comparisons, re-renders the pages' part (about 50
 * KB at 10,000 providers), not the providers' (2.8 MB in one document before the split); and
 * no part nears the protocol's 50,000 URLs however large the directory grows.
 */
import {
  paths,
  routeSitemapEntries,
  staticSitemapEntries,
  type KnownData,
} from '../contract/routes';

/** Providers listed in one part of the sitemap (two URLs each: their page, their alternatives). */
export const SITEMAP_PROVIDERS_PER_PART = 5000;
/** The part listing every page but the providers' own. */
const SITEMAP_PAGES_PART = 'paginas';
const PROVIDERS_PART = /^proveedores-([1-9]\d{0,5})$/;

/** A part's address (`name` as `sitemapPartNames` gives it). */
export const sitemapPartPath = (name: string): string => `/sitemaps/${name}.xml`;

/** The part an address names (`/sitemaps/{name}.xml` → name), or null. */
export function sitemapPartName(file: string): string | null {
  const m = /^([a-z0-9-]+)\.xml$/.exec(file);
  return m ? m[1]! : null;
}

/** The parts of the sitemap for `providerCount` public providers, in the index's order. */
export function sitemapPartNames(
  providerCount: number,
  perPart = SITEMAP_PROVIDERS_PER_PART,
): string[] {
  const parts = Math.ceil(providerCount / perPart);
  return [SITEMAP_PAGES_PART, ...Array.from({ length: parts }, (_, i) => `proveedores-${i + 1}`)];
}

/** Whether a part is a providers' part (its entries need only the providers' slugs). */
export const isProvidersPart = (name: string): boolean => PROVIDERS_PART.test(name);

/**
 * The entries of one part, or null when the data has no such part (a providers' part past the
 * last, an unknown name).
 */
export function sitemapPartEntries(
  name: string,
  data: SitemapData,
  perPart = SITEMAP_PROVIDERS_PER_PART,
): SitemapEntry[] | null {
  if (name === SITEMAP_PAGES_PART) return sitemapPagesEntries(data);
  const m = PROVIDERS_PART.exec(name);
  if (!m) return null;
  const slugs = [...new Set(data.providerSlugs.filter(Boolean))].sort();
  const from = (Number(m[1]) - 1) * perPart;
  if (from >= slugs.length) return null;
  const part = slugs.slice(from, from + perPart);
  return routeSitemapEntries(
    { providerSlugs: part, categoryNames: [], countrySlugs: [], posts: [] },
    'providers',
  );
}

export interface SitemapEntry {
  /** Path ("/blog") or absolute URL. */
  loc: string;
  /** Any date PocketBase or JS gives; written as ISO 8601 when valid. */
  lastmod?: string | undefined;
  changefreq?: 'daily' | 'weekly' | 'monthly' | 'yearly';
  priority?: number;
}

/**
 * The records of the data-backed routes (providers, categories × countries, posts: their
 * URLs and sitemap entries come from the route table, src/lib/contract/routes.ts), and the
 * pages of linked routes that are listed although no data names them all.
 */
export interface SitemapData extends KnownData {
  /**
   * The pre-rendered comparisons: the pairs /comparativas links and their pages in the
   * countries each pair shares (paths, `comparisonIndexPaths`).
   */
  comparisonPaths?: readonly string[];
  /** The market maps that answer (`marketMapPaths`, src/lib/domain/market-map.ts). */
  marketMapPaths?: readonly string[];
  /** The published quarters of the recognitions ("2026-t3"), each an archive page. */
  recognitionQuarters?: readonly string[];
}

/** Pages without data, in the order a crawler should meet them (the route table's). */
export const STATIC_PAGES: readonly SitemapEntry[] = staticSitemapEntries();

/**
 * Every public page: what each route declares in the route table for the data (static pages,
 * providers and their alternatives, categories and category × country, posts), then the
 * market maps drawn, the comparisons of /comparativas and the recognitions' quarters.
 */
export function sitemapEntries(data: SitemapData): SitemapEntry[] {
  const entries: SitemapEntry[] = routeSitemapEntries(data);
  for (const loc of data.marketMapPaths ?? []) {
    entries.push({ loc, changefreq: 'weekly', priority: 0.5 });
  }
  for (const loc of data.comparisonPaths ?? []) {
    entries.push({ loc, changefreq: 'weekly', priority: 0.5 });
  }
  for (const q of data.recognitionQuarters ?? []) {
    entries.push({ loc: paths.recognitionQuarter(q), changefreq: 'yearly', priority: 0.4 });
  }
  return entries;
}

const XML_ESCAPES: Record<string, string> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&apos;',
};

export function escapeXml(value: string): string {
  return value.replace(/[&<>"']/g, (c) => XML_ESCAPES[c] ?? c);
}

function isoDate(value: string | undefined): string | null {
  if (!value) return null;
  const date = new Date(value.trim().replace(' ', 'T'));
  return Number.isNaN(date.getTime()) ? null : date.toISOString();
}

/** The entries of the pages' part: every entry but the providers' own pages. */
export const sitemapPagesEntries = (data: SitemapData): SitemapEntry[] =>
  sitemapEntries({ ...data, providerSlugs: [] });

/** The sitemap index naming each part (`sitemapPartNames`) by its absolute URL. */
export function sitemapIndexXml(partNames: readonly string[], siteUrl: string): string {
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<sitemapindex xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">',
    ...partNames.map(
      (name) =>
        `  <sitemap>\n    <loc>${escapeXml(new URL(sitemapPartPath(name), siteUrl).href)}</loc>\n  </sitemap>`,
    ),
    '</sitemapindex>',
    '',
  ].join('\n');
}

/**
 * Every page location the sitemap lists, following its index (`get` answers a path's text):
 * what crawlers read, for tests and benchmarks.
 */
export async function readSitemapLocations(
  get: (path: string) => Promise<string>,
): Promise<string[]> {
  const locs = (xml: string) => [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => m[1]!);
  const index = await get('/sitemap.xml');
  const parts = await Promise.all(locs(index).map((loc) => get(new URL(loc).pathname)));
  return parts.flatMap(locs);
}

/** The urlset document; duplicate locations are written once. */
export function sitemapXml(entries: readonly SitemapEntry[], siteUrl: string): string {
  const seen = new Set<string>();
  const urls: string[] = [];
  for (const e of entries) {
    const loc = new URL(e.loc, siteUrl).href;
    if (seen.has(loc)) continue;
    seen.add(loc);
    const lastmod = isoDate(e.lastmod);
    urls.push(
      [
        '  <url>',
        `    <loc>${escapeXml(loc)}</loc>`,
        lastmod ? `    <lastmod>${lastmod}</lastmod>` : '',
        e.changefreq ? `    <changefreq>${e.changefreq}</changefreq>` : '',
        e.priority !== undefined ? `    <priority>${e.priority.toFixed(1)}</priority>` : '',
        '  </url>',
      ]
        .filter(Boolean)
        .join('\n'),
    );
  }
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">',
    ...urls,
    '</urlset>',
    '',
  ].join('\n');
}
