import type { APIRoute } from 'astro';
import { setPageTags } from '@/lib/contract/cache-tags';
import { ROUTES } from '@/lib/contract/routes';
import { config } from '@/lib/config';

// The app area (sessions, forms, admin) and free-text searches are not for crawlers.
const PRIVATE_PATHS = [
  '/dashboard',
  '/settings',
  '/favorites',
  '/create-provider',
  '/write-review',
  '/lapieza-admin',
  '/provider-dashboard',
  '/auth/confirm',
  '/email-confirmation',
  '/*?q=',
  '/*&q=',
];

export const GET: APIRoute = () => {
  const body = [
    'User-agent: *',
    'Allow: /',
    ...PRIVATE_PATHS.map((p) => `Disallow: ${p}`),
    '',
    `Sitemap: ${new URL('/sitemap.xml', config.siteUrl).href}`,
    '',
  ].join('\n');
  const response = new Response(body, {
    headers: { 'content-type': 'text/plain; charset=utf-8' },
  });
  setPageTags(response, ROUTES.robots.tags);
  return response;
};
