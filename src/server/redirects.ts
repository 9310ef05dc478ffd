/**
 * The fixed redirects of the route table (`PATH_REDIRECTS`) answer 301 to their page. Old
 * provider slugs answer 301 to the provider's current page (`slug_redirects`, written
 * by PocketBase when a slug changes). The table is small: it is read whole at start and
 * after every provider change, and also written as `_redirects` (the format Netlify and
 * Cloudflare Pages read) into the static tree.
 */
import type { TypedPocketBase } from '../lib/data/pb-server.ts';
import { PATH_REDIRECTS, PROVIDER_PREFIXES } from '../lib/contract/routes.ts';

export class SlugRedirects {
  #map = new Map<string, string>();

  get size(): number {
    return this.#map.size;
  }

  /** The new slug of an old one, if any. */
  target(oldSlug: string): string | undefined {
    return this.#map.get(oldSlug);
  }

  /** 301 target for a request path, if the path is an old provider URL. */
  redirectFor(path: string): string | undefined {
    if (Object.hasOwn(PATH_REDIRECTS, path)) return PATH_REDIRECTS[path];
    // A provider's page, or its rating badge (embedded on other sites: it follows a rename).
    const m =
      /^\/(providers|proveedores)\/([^/]+)$/.exec(path) ??
      /^\/(providers)\/([^/]+)(\/badge\.svg)$/.exec(path);
    if (!m) return undefined;
    let slug: string;
    try {
      slug = decodeURIComponent(m[2] ?? '');
    } catch {
      return undefined; // malformed percent-encoding: no slug, so no old slug either
    }
    const to = this.#map.get(slug);
    return to && to !== m[2] ? `/${m[1]}/${encodeURIComponent(to)}${m[3] ?? ''}` : undefined;
  }

  async load(pb: TypedPocketBase): Promise<void> {
    const rows = await pb.collection('slug_redirects').getFullList({
      expand: 'provider',
      batch: 1000,
    });
    const next = new Map<string, string>();
    for (const r of rows) {
      const provider = (r.expand as { provider?: { slug?: string; status?: string } } | undefined)
        ?.provider;
      if (provider?.slug && provider.slug !== r.old_slug) {
        next.set(String(r.old_slug), provider.slug);
      }
    }
    this.#map = next;
  }

  /** `_redirects` lines for static hosts. */
  toNetlify(): string {
    const lines = Object.entries(PATH_REDIRECTS).map(([from, to]) => `${from} ${to} 301`);
    for (const [from, to] of this.#map) {
      for (const p of PROVIDER_PREFIXES) lines.push(`${p}/${from} ${p}/${to} 301`);
    }
    return lines.join('\n') + '\n';
  }
}
