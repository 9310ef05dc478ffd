import type { APIRoute } from 'astro';
import { listPublishedPosts } from '@/lib/data/blog';
import { listActiveCategories } from '@/lib/data/categories';
import { listPublicProviders } from '@/lib/data/providers';
import { COUNTRY_SLUGS } from '@/lib/contract/countries';
import { sitemapEntries, sitemapXml } from '@/lib/domain/sitemap';
import { setPageTags } from '@/lib/contract/cache-tags';
import { config } from '@/lib/config';

/**
 * Every public page of the current data; re-rendered by the web server when data changes.
 * Comparison pairs are left to crawlers following /comparativas: they change with every
 * rating, and computing them would double the cost of each re-render.
 */
export const GET: APIRoute = async () => {
  const [providers, categories, posts] = await Promise.all([
    listPublicProviders(),
    listActiveCategories(),
    listPublishedPosts(),
  ]);
  const xml = sitemapXml(
    sitemapEntries({
      providerSlugs: providers.map((p) => p.slug),
      categoryNames: categories.map((c) => c.name),
      countrySlugs: Object.keys(COUNTRY_SLUGS),
      posts,
    }),
    config.siteUrl,
  );
  const response = new Response(xml, {
    headers: { 'content-type': 'application/xml; charset=utf-8' },
  });
  setPageTags(response, ['provider-set', 'categories', 'blog']);
  return response;
};
