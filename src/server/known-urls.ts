/**
 * The public URLs the current data implies, read from PocketBase as the superuser: the
 * starting points of the full pre-render, which then also follows the links of every page
 * it renders (pagination, comparison pairs, sitemap entries, the feed).
 */
import type PocketBase from 'pocketbase';
import { COUNTRY_SLUGS } from '../lib/domain/countries.ts';
import { PUBLIC_PROVIDER_FILTER, PUBLISHED_POST_FILTER } from '../lib/contract/visibility.ts';
import { CATEGORY_PREFIX, PROVIDER_PREFIXES } from './change-map.ts';

export const STATIC_URLS = [
  '/',
  '/404',
  '/providers',
  '/proveedores',
  '/categories',
  '/comparativas',
  '/blog',
  '/about',
  '/reviews',
  '/terms',
  '/privacy',
  '/sitemap.xml',
  '/robots.txt',
  '/rss.xml',
  '/blog/rss.xml',
];

export async function knownUrls(pb: PocketBase): Promise<string[]> {
  const urls = new Set(STATIC_URLS);
  const providers = await pb.collection('providers').getFullList({
    filter: PUBLIC_PROVIDER_FILTER,
    fields: 'slug',
    batch: 1000,
  });
  for (const p of providers) {
    for (const prefix of PROVIDER_PREFIXES) urls.add(`${prefix}/${String(p['slug'])}`);
  }
  const categories = await pb.collection('service_categories').getFullList({
    filter: 'active = true',
    fields: 'name',
  });
  for (const c of categories) {
    const base = `${CATEGORY_PREFIX}/${String(c['name'])}`;
    urls.add(base);
    for (const country of Object.keys(COUNTRY_SLUGS)) urls.add(`${base}/${country}`);
  }
  const posts = await pb.collection('blog_posts').getFullList({
    filter: PUBLISHED_POST_FILTER,
    fields: 'slug',
    batch: 1000,
  });
  for (const p of posts) urls.add(`/blog/${String(p['slug'])}`);
  return [...urls];
}
