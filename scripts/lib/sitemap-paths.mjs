// The paths of every page the site's sitemap lists, following its index
// (src/lib/domain/sitemap.ts `readSitemapLocations`; loaded through tsx: its imports are
// extensionless TypeScript). `get` answers a path's text.
import { register } from 'tsx/esm/api';

export async function sitemapPaths(get) {
  register();
  const { readSitemapLocations } = await import('../../src/lib/domain/sitemap.ts');
  return (await readSitemapLocations(get)).map((loc) => new URL(loc).pathname);
}
