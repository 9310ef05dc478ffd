/**
 * The public URLs the current data implies, read from PocketBase as the superuser: the
 * starting points of the full pre-render, which then also follows the links of every page
 * it renders (pagination, comparison pairs, sitemap entries, the feed).
 */
import type { TypedPocketBase } from '../lib/data/pb-server.ts';
import { COUNTRY_SLUGS } from '../lib/contract/countries.ts';
import { ACTIVE_CATEGORY_FILTER, PUBLISHED_POST_FILTER } from '../lib/contract/visibility.ts';
import { paths, staticPaths } from '../lib/contract/routes.ts';
import { SERVER_API } from '../lib/contract/api-routes.ts';

export async function knownUrls(pb: TypedPocketBase): Promise<string[]> {
  const urls = new Set(staticPaths());
  // The SQL route: the records API runs an enrich hook per provider (seconds at 10,000).
  const providers = await pb.send<{ slug: string }[]>(SERVER_API.providersPublic(), {
    query: { fields: 'slug' },
  });
  for (const p of providers) {
    for (const url of paths.providerAliases(String(p.slug))) urls.add(url);
    urls.add(paths.providerAlternatives(String(p.slug)));
  }
  const categories = await pb.collection('service_categories').getFullList({
    filter: ACTIVE_CATEGORY_FILTER,
    fields: 'name',
  });
  for (const c of categories) {
    const name = String(c.name);
    urls.add(paths.categoryListing(name));
    // Its market map; the category × country maps drawn are reached through its links.
    urls.add(paths.categoryMap(name));
    for (const country of Object.keys(COUNTRY_SLUGS))
      urls.add(paths.categoryListing(name, country));
  }
  const posts = await pb.collection('blog_posts').getFullList({
    filter: PUBLISHED_POST_FILTER,
    fields: 'slug',
    batch: 1000,
  });
  for (const p of posts) urls.add(paths.blogPost(String(p.slug)));
  return [...urls];
}
