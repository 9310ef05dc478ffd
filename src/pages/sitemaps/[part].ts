import type { APIRoute } from 'astro';
import { listPublicProviders } from '@/lib/data/providers';
import {
  isProvidersPart,
  sitemapPartEntries,
  sitemapPartName,
  sitemapXml,
} from '@/lib/domain/sitemap';
import { setPageTags } from '@/lib/contract/cache-tags';
import { ROUTES } from '@/lib/contract/routes';
import { config } from '@/lib/config';

/**
 * A providers' part of the sitemap (`/sitemaps/proveedores-N.xml`, src/lib/domain/sitemap.ts):
 * their pages by slug, re-rendered when the set of public providers changes. Any other name,
 * or a part past the last, answers 404.
 */
export const GET: APIRoute = async ({ params }) => {
  const name = sitemapPartName(params['part'] ?? '');
  if (!name || !isProvidersPart(name)) return new Response('No encontrado', { status: 404 });
  const providers = await listPublicProviders();
  const entries = sitemapPartEntries(name, {
    providerSlugs: providers.map((p) => p.slug),
    categoryNames: [],
    countrySlugs: [],
    posts: [],
  });
  if (!entries) return new Response('No encontrado', { status: 404 });
  const response = new Response(sitemapXml(entries, config.siteUrl), {
    headers: { 'content-type': 'application/xml; charset=utf-8' },
  });
  setPageTags(response, ROUTES.sitemapProviders.tags);
  return response;
};
