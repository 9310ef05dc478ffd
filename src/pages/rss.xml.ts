import rss from '@astrojs/rss';
import type { APIRoute } from 'astro';
import { listPublishedPostsWithContent } from '@/lib/data/blog';
import { blogFeedItem } from '@/lib/domain/feed';
import { setPageTags } from '@/lib/contract/cache-tags';
import { ROUTES } from '@/lib/contract/routes';
import { config } from '@/lib/config';

/** The blog feed: the 50 newest published posts with their sanitized content. */
export const GET: APIRoute = async () => {
  const posts = await listPublishedPostsWithContent(50);
  const response = await rss({
    title: `Blog de ${config.brand} Proveedores`,
    description:
      'Noticias, tendencias y guías de Recursos Humanos para profesionales de RRHH en Latinoamérica.',
    site: config.siteUrl,
    trailingSlash: false,
    customData: '<language>es-ES</language>',
    items: posts.map(blogFeedItem),
  });
  response.headers.set('content-type', 'application/rss+xml; charset=utf-8');
  setPageTags(response, ROUTES.feeds.tags);
  return response;
};
