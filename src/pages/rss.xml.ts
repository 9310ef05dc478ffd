import rss from '@astrojs/rss';
import type { APIRoute } from 'astro';
import { listPublishedPostsWithContent } from '@/lib/data/blog';
import { parseDate } from '@/lib/domain/dates';
import { sanitizeArticleHtml } from '@/lib/domain/sanitize';
import { setPageTags } from '@/lib/cache-tags';
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
    items: posts.map((post) => ({
      title: post.title,
      link: `/blog/${post.slug}`,
      description: post.metaDescription || post.excerpt,
      content: sanitizeArticleHtml(post.content),
      categories: post.categories.map((c) => c.name),
      ...(parseDate(post.publishedAt) ? { pubDate: parseDate(post.publishedAt)! } : {}),
    })),
  });
  response.headers.set('content-type', 'application/rss+xml; charset=utf-8');
  setPageTags(response, ['blog']);
  return response;
};
