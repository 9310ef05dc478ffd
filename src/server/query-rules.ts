/**
 * Which query parameters each route reads, and their canonical form. Only canonical URLs
 * become pages of the store, so what visitors can make the server store (and re-render on
 * every later change) is bounded by the data, not by the URLs they invent.
 *
 * The parameters each route reads are declared in the route table (src/lib/contract/routes.ts).
 * Kinds of parameter:
 * - `page`: `pagina`, a page number ≥ 2 without leading zeros (page 1 is the URL without it).
 *   A page past the last one is answered 404 by the page itself: only the data knows.
 * - `slug`: a short lower-case slug (category names and aliases); one the data does not know
 *   is answered 404 by the page.
 * - `text`: free text (`q`): shapes the page but is unbounded, so such pages are never stored.
 * - `filter`: a value of a fixed list (the facts filters); pages with it are never stored either.
 * - `client`: read only by the page's script (tokens, ids); the server's HTML does not depend
 *   on it, so the page without it is served (and stored) and the parameter is left in the URL.
 *
 * Tracking parameters (`utm_*`, `fbclid`, …) are ignored: the page without them is served.
 * Anything else (a parameter the route does not read, an empty, malformed or repeated value)
 * is answered with a 301 to the canonical URL.
 */
import { queryOf, routeOf, type QueryKind as Kind } from '../lib/contract/routes.ts';

const TRACKING =
  /^(utm_.*|fbclid|gclid|gbraid|wbraid|dclid|msclkid|twclid|yclid|mc_cid|mc_eid|_ga|_gl|ref)$/i;
const SLUG = /^[a-z0-9_-]{1,120}$/;
const PAGE = /^\d{1,9}$/;
const FILTER = /^[A-Za-z0-9_.+-]{1,40}$/;

export interface CanonicalQuery {
  /** The parameters that make the page, sorted: the query of its page key. */
  params: [string, string][];
  /** True when `params` hold free text: a page rendered on request, never stored. */
  dynamic: boolean;
  /** Where to send the visitor (301) when the request is not canonical, else null. */
  redirect: string | null;
}

/** The canonical value of a parameter, or null when it has none (dropped). */
function canonicalValue(kind: Kind, value: string): string | null {
  switch (kind) {
    case 'page': {
      if (!PAGE.test(value)) return null;
      const n = Number(value);
      return n >= 2 ? String(n) : null;
    }
    case 'slug': {
      const slug = value.trim().toLowerCase();
      return SLUG.test(slug) ? slug : null;
    }
    case 'text':
      return value.trim() ? value : null;
    case 'filter':
      return FILTER.test(value) ? value : null;
    case 'client':
      return value;
  }
}

const byName = ([a, av]: [string, string], [b, bv]: [string, string]) =>
  a === b ? (av < bv ? -1 : av > bv ? 1 : 0) : a < b ? -1 : 1;

/** The canonical form of the query of a request for `path` (see the module comment). */
export function canonicalQuery(path: string, search: URLSearchParams): CanonicalQuery {
  const allowed = queryOf(path);
  const params: [string, string][] = [];
  const client: [string, string][] = [];
  const seen = new Set<string>();
  let changed = false;
  for (const [name, value] of search) {
    if (TRACKING.test(name)) continue;
    const kind = Object.hasOwn(allowed, name) ? allowed[name] : undefined;
    if (kind === 'client') {
      client.push([name, value]);
      continue;
    }
    const canonical = kind && !seen.has(name) ? canonicalValue(kind, value) : null;
    seen.add(name);
    if (canonical === null || canonical !== value) changed = true;
    if (canonical !== null) params.push([name, canonical]);
  }
  params.sort(byName);
  const dynamic =
    params.some(([name]) => allowed[name] === 'text' || allowed[name] === 'filter') ||
    (params.length > 0 && routeOf(path)?.queryPagesOnRequest === true);
  let redirect: string | null = null;
  if (changed) {
    // `/.//x` has the path `//x`: a Location of `//x?…` would leave the site.
    const base = '/' + path.replace(/^\/+/, '');
    const query = new URLSearchParams([...params, ...client]).toString();
    redirect = query ? `${base}?${query}` : base;
  }
  return { params, dynamic, redirect };
}
