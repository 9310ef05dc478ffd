/**
 * Page keys: which URLs the store keeps and where each lives on disk.
 *
 * The key of a request is its path and its canonical query (query-rules.ts: per route, the
 * parameters its page reads, normalized and sorted; tracking and script-only parameters
 * left out). A request that is not canonical names the URL to redirect to instead. A query
 * of bounded parameters (`pagina`, `categoria`) makes a page of its own, stored as
 * `<path>@<query>.html` (e.g. `/providers?pagina=2` → `providers@pagina=2.html`); free text
 * (`q`) is unbounded, so such a page is rendered on request and never written to disk.
 */
import { canonicalQuery } from './query-rules.ts';
import { PROVIDER_PREFIXES, ROUTES, routeOf } from '../lib/contract/routes.ts';

const SAFE_SEGMENT = /^[A-Za-z0-9_~-][A-Za-z0-9._~-]{0,199}$/;

export interface PageUrl {
  /** Path and canonical query: the identity of the page. */
  key: string;
  path: string;
  /** Canonical query without `?`, '' when none. */
  query: string;
  /** Whether the page may be written to the store. */
  storable: boolean;
  /** The canonical URL to answer with a 301 when the request is not canonical, else null. */
  redirect: string | null;
}

/** Parses a request target (`/a/b?x=1`) into its page key. */
export function pageUrl(target: string): PageUrl {
  const url = new URL(target, 'http://x');
  const path = url.pathname;
  const canonical = canonicalQuery(path, url.searchParams);
  const query = new URLSearchParams(canonical.params).toString();
  const key = query ? `${path}?${query}` : path;
  const storable = !canonical.dynamic && keyToFile(key) !== null;
  return { key, path, query, storable, redirect: canonical.redirect };
}

/**
 * The file of a stored path relative to the store's site dir: `/` → `index.html`,
 * `/a/b` → `a/b.html`, `/sitemap.xml` → `sitemap.xml`; null when the path is not a
 * plain, safe one (encoded characters, dot segments, hidden names).
 */
export function pathToFile(path: string): string | null {
  if (path === '/') return 'index.html';
  if (path === '/index') return null;
  if (!path.startsWith('/') || path.endsWith('/')) return null;
  const segments = path.slice(1).split('/');
  if (!segments.every((s) => SAFE_SEGMENT.test(s) && !s.includes('..'))) return null;
  const last = segments[segments.length - 1] ?? '';
  if (last.endsWith('.html') || last.endsWith('.gz') || last.endsWith('.br')) return null;
  if (last.includes('.')) return segments.join('/');
  return `${segments.join('/')}.html`;
}

/** The file of a page key (see the module comment for query variants). */
export function keyToFile(key: string): string | null {
  const q = key.indexOf('?');
  if (q < 0) return pathToFile(key);
  const base = pathToFile(key.slice(0, q));
  if (base === null || !base.endsWith('.html')) return null;
  const stem = key.slice(0, q) === '/' ? 'index' : base.slice(0, -'.html'.length);
  return `${stem}@${key.slice(q + 1)}.html`;
}

/** The page key of a stored file (inverse of keyToFile), or null for other files. */
export function fileToKey(file: string): string | null {
  if (/\.(gz|br|tmp)$/.test(file) || file.startsWith('_') || file.includes('/.')) return null;
  const at = file.lastIndexOf('@');
  if (at >= 0 && file.endsWith('.html')) {
    const stem = file.slice(0, at);
    const query = file.slice(at + 1, -'.html'.length);
    return `${stem === 'index' ? '/' : '/' + stem}?${query}`;
  }
  if (file === 'index.html') return '/';
  if (file.endsWith('.html')) return '/' + file.slice(0, -'.html'.length);
  return '/' + file;
}

/**
 * The other key of the same page, or null. Two kinds of page are one page under both provider
 * prefixes, the same bytes under both (their links and forms name the canonical addresses),
 * so a pass renders each once and stores it under both keys (Pages.refresh):
 * - a provider's page (`/providers/{slug}`, canonical, and `/proveedores/{slug}`);
 * - the directory with any query (`/providers?pagina=2` and `/proveedores?pagina=2`).
 */
export function twinKey(key: string): string | null {
  const q = key.indexOf('?');
  const path = q < 0 ? key : key.slice(0, q);
  const other = (prefix: string) => PROVIDER_PREFIXES.find((p) => p !== prefix) ?? null;
  if ((PROVIDER_PREFIXES as readonly string[]).includes(path)) {
    const twin = other(path);
    return twin && twin + key.slice(path.length);
  }
  if (q >= 0 || routeOf(key) !== ROUTES.provider) return null;
  const [, prefix, slug] = /^\/([^/]+)\/([^/]+)$/.exec(key) ?? [];
  if (!prefix || !slug) return null;
  const twin = other(`/${prefix}`);
  return twin ? `${twin}/${slug}` : null;
}
