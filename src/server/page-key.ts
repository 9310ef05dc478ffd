/**
 * Page keys: which URLs the store keeps and where each lives on disk.
 *
 * Query strings: tracking parameters (utm_*, fbclid, …) are dropped and the rest sorted.
 * A URL whose remaining parameters are all bounded ones (`pagina`, `categoria`, `pais`,
 * `page`, `tab`, `orden`) with short slug-like values is a page of its own and stored as
 * `<path>@<query>.html` (e.g. `/providers?pagina=2` → `providers@pagina=2.html`). Any
 * other query (free-text search `q`, `edit`, `provider`, …) is unbounded, so it is rendered
 * on request and never written to disk.
 */
const TRACKING =
  /^(utm_.*|fbclid|gclid|gbraid|wbraid|dclid|msclkid|twclid|yclid|mc_cid|mc_eid|_ga|_gl|ref)$/i;
const STORED_PARAMS = new Set(['pagina', 'categoria', 'pais', 'page', 'tab', 'orden']);
const SAFE_VALUE = /^[a-z0-9_-]{1,40}$/;
const SAFE_SEGMENT = /^[A-Za-z0-9_~-][A-Za-z0-9._~-]{0,199}$/;

export interface PageUrl {
  /** Path and normalized query: the identity of the page. */
  key: string;
  path: string;
  /** Normalized query without `?`, '' when none. */
  query: string;
  /** Whether the page may be written to the store. */
  storable: boolean;
}

/** Parses a request target (`/a/b?x=1`) into its normalized page key. */
export function pageUrl(target: string): PageUrl {
  const url = new URL(target, 'http://x');
  const params = new URLSearchParams();
  const kept: [string, string][] = [];
  for (const [k, v] of url.searchParams) if (!TRACKING.test(k)) kept.push([k, v]);
  kept.sort(([a, av], [b, bv]) => (a === b ? (av < bv ? -1 : 1) : a < b ? -1 : 1));
  for (const [k, v] of kept) params.append(k, v);
  const query = params.toString();
  const path = url.pathname;
  const boundedQuery = kept.every(([k, v]) => STORED_PARAMS.has(k) && SAFE_VALUE.test(v));
  const key = query ? `${path}?${query}` : path;
  const storable = boundedQuery && keyToFile(key) !== null;
  return { key, path, query, storable };
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
