import type { APIRoute } from 'astro';
import { listPublicProviders } from '@/lib/data/providers';
import { sitemapIndexXml, sitemapPartNames } from '@/lib/domain/sitemap';
import { setPageTags } from '@/lib/contract/cache-tags';
import { ROUTES } from '@/lib/contract/routes';
import { config } from '@/lib/config';

/**
 * The sitemap index: its parts (src/lib/domain/sitemap.ts), whose number follows the count of
 * public providers ('provider-set').
 */
export const GET: APIRoute = async () => {
  const providers = await listPublicProviders();
  const response = new Response(
    sitemapIndexXml(sitemapPartNames(providers.length), config.siteUrl),
    {
      headers: { 'content-type': 'application/xml; charset=utf-8' },
    },
  );
  setPageTags(response, ROUTES.sitemap.tags);
  return response;
};
