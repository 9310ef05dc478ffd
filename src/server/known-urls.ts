/**
 * The public URLs the current data implies, read from PocketBase as the superuser: the
 * starting points of the full pre-render, which then also follows the links of every page
 * it renders (pagination, comparison pairs, sitemap entries, the feed). Which routes and
 * patterns the data fills is the route table's (`known`, src/lib/contract/routes.ts).
 */
import type { TypedPocketBase } from '../lib/data/pb-server.ts';
import { COUNTRY_SLUGS } from '../lib/contract/countries.ts';
import { ACTIVE_CATEGORY_FILTER, PUBLISHED_POST_FILTER } from '../lib/contract/visibility.ts';
import { knownPaths } from '../lib/contract/routes.ts';
import { SERVER_API } from '../lib/contract/api-routes.ts';
import { sendApi } from '../lib/api-client.ts';

export async function knownUrls(pb: TypedPocketBase): Promise<string[]> {
  // The SQL route: the records API runs an enrich hook per provider (seconds at 10,000).
  const providers = await sendApi(pb, SERVER_API.providersPublic, [], {
    query: { fields: 'slug' },
  });
  const categories = await pb.collection('service_categories').getFullList({
    filter: ACTIVE_CATEGORY_FILTER,
    fields: 'name',
  });
  const posts = await pb.collection('blog_posts').getFullList({
    filter: PUBLISHED_POST_FILTER,
    fields: 'slug',
    batch: 1000,
  });
  // Each route's URLs from its declaration (`known` in the route table).
  return knownPaths({
    providerSlugs: providers.map((p) => String(p.slug)),
    categoryNames: categories.map((c) => String(c.name)),
    countrySlugs: Object.keys(COUNTRY_SLUGS),
    posts: posts.map((p) => ({ slug: String(p.slug) })),
  });
}
