/**
 * sitemap.xml: which public pages exist for the current data, and their XML. Pure, so the
 * endpoint stays thin and the rules are unit-tested.
 */
import {
  paths,
  routeSitemapEntries,
  staticSitemapEntries,
  type KnownData,
} from '../contract/routes';

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
