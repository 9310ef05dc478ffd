import type { APIRoute } from 'astro';
import { listPublishedPosts } from '@/lib/data/blog';
import { listActiveCategories } from '@/lib/data/categories';
import { listPublicProviders } from '@/lib/data/providers';
import { listQuarters } from '@/lib/data/recognitions';
import { COUNTRY_SLUGS } from '@/lib/contract/countries';
import { comparisonIndexPaths } from '@/lib/domain/comparison';
import { marketMapPaths } from '@/lib/domain/market-map';
import { sitemapPagesEntries, sitemapXml } from '@/lib/domain/sitemap';
import { setPageTags } from '@/lib/contract/cache-tags';
import { ROUTES } from '@/lib/contract/routes';
import { config } from '@/lib/config';

/**
 * The sitemap's part of every page but the providers' own (src/lib/domain/sitemap.ts). The
 * comparisons are the pairs /comparativas links and their pages in the countries each pair
 * shares (computed from the lists already loaded, no extra read); they follow the ranking,
 * hence the 'ranking' tag, and the countries served ('provider-set': any provider change). The
 * market maps drawn follow the review counts ('ranking': every review).
 */
export const GET: APIRoute = async () => {
  const [providers, categories, posts, quarters] = await Promise.all([
    listPublicProviders(),
    listActiveCategories(),
    listPublishedPosts(),
    listQuarters(),
  ]);
  const entries = sitemapPagesEntries({
    providerSlugs: [],
    categoryNames: categories.map((c) => c.name),
    countrySlugs: Object.keys(COUNTRY_SLUGS),
    posts,
    comparisonPaths: comparisonIndexPaths(providers, categories),
    marketMapPaths: marketMapPaths(
      providers,
      categories.map((c) => c.name),
    ),
    recognitionQuarters: quarters.map((q) => q.quarter),
  });
  const response = new Response(sitemapXml(entries, config.siteUrl), {
    headers: { 'content-type': 'application/xml; charset=utf-8' },
  });
  setPageTags(response, ROUTES.sitemapPages.tags);
  return response;
};
