import type { APIRoute } from 'astro';
import { listPublishedPosts } from '@/lib/data/blog';
import { listActiveCategories } from '@/lib/data/categories';
import { loadComparisonIndex } from '@/lib/data/comparisons';
import { listPublicProviders } from '@/lib/data/providers';
import { COUNTRY_SLUGS } from '@/lib/domain/countries';
import { sitemapEntries, sitemapXml } from '@/lib/domain/sitemap';
import { setPageTags } from '@/lib/cache-tags';
import { config } from '@/lib/config';

/** Every public page of the current data; re-rendered by the web server when data changes. */
export const GET: APIRoute = async () => {
  const [providers, categories, posts, comparisons] = await Promise.all([
    listPublicProviders(),
    listActiveCategories(),
    listPublishedPosts(),
    loadComparisonIndex(),
  ]);
  const xml = sitemapXml(
    sitemapEntries({
      providerSlugs: providers.map((p) => p.slug),
      categoryNames: categories.map((c) => c.name),
      countrySlugs: Object.keys(COUNTRY_SLUGS),
      posts,
      comparisonPaths: comparisons.flatMap((g) => g.pairs.map((p) => p.href)),
    }),
    config.siteUrl,
  );
  const response = new Response(xml, {
    headers: { 'content-type': 'application/xml; charset=utf-8' },
  });
  setPageTags(response, ['providers', 'categories', 'blog']);
  return response;
};
