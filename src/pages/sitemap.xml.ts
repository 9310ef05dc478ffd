import type { APIRoute } from 'astro';
import { listPublishedPosts } from '@/lib/data/blog';
import { listActiveCategories } from '@/lib/data/categories';
import { listPublicProviders } from '@/lib/data/providers';
import { listQuarters } from '@/lib/data/recognitions';
import { COUNTRY_SLUGS } from '@/lib/contract/countries';
import { comparisonIndexPaths } from '@/lib/domain/comparison';
import { marketMapPaths } from '@/lib/domain/market-map';
import { sitemapEntries, sitemapXml } from '@/lib/domain/sitemap';
import { setPageTags } from '@/lib/contract/cache-tags';
import { ROUTES } from '@/lib/contract/routes';
import { config } from '@/lib/config';

/**
 * Every public page of the current data; re-rendered by the web server when data changes.
 * The comparisons are the pairs /comparativas links and their pages in the countries each
 * pair shares (computed from the lists already loaded, no extra read); they follow the
 * ranking, hence the 'ranking' tag, and the countries served ('provider-set': any provider
 * change). The market maps drawn follow the review counts ('ranking': every review).
 */
export const GET: APIRoute = async () => {
  const [providers, categories, posts, quarters] = await Promise.all([
    listPublicProviders(),
    listActiveCategories(),
    listPublishedPosts(),
    listQuarters(),
  ]);
  const xml = sitemapXml(
    sitemapEntries({
      providerSlugs: providers.map((p) => p.slug),
      categoryNames: categories.map((c) => c.name),
      countrySlugs: Object.keys(COUNTRY_SLUGS),
      posts,
      comparisonPaths: comparisonIndexPaths(providers, categories),
      marketMapPaths: marketMapPaths(
        providers,
        categories.map((c) => c.name),
      ),
      recognitionQuarters: quarters.map((q) => q.quarter),
    }),
    config.siteUrl,
  );
  const response = new Response(xml, {
    headers: { 'content-type': 'application/xml; charset=utf-8' },
  });
  setPageTags(response, ROUTES.sitemap.tags);
  return response;
};
