/**
 * The route table: every page of the site, where it lives under src/pages, the query
 * parameters it reads, how its URLs are found for a full pre-render and the sitemap, and
 * which data changes re-render it (the tags its pages carry, src/lib/contract/cache-tags.ts). The web
 * server's canonical-URL rules (query-rules.ts), the known URLs (known-urls.ts), the sitemap
 * (domain/sitemap.ts), the outbox → pages map (change-map.ts) and the ranked lists
 * (ranked-lists.ts) read it; tests/unit/routes.test.ts fails when a page file has no entry,
 * or an entry's re-render tags are not produced by any change.
 *
 * Adding a route: one entry here plus its page (docs/ARCHITECTURE.md § How to add a route).
 */

/** Kinds of query parameter (see src/server/query-rules.ts for their canonical forms). */
export type QueryKind =
  /** `pagina`: a page number ≥ 2 without leading zeros (page 1 is the URL without it). */
  | 'page'
  /** A short lower-case slug (category names, countries, sort orders). */
  | 'slug'
  /** Free text: shapes the page but is unbounded, so such pages are never stored. */
  | 'text'
  /**
   * A filter value from a fixed list (`atiende=MX`, `tamano=1000+`), or another order of the
   * same contents (a provider's `orden`): pages with it are rendered on request and never
   * stored, as their combinations multiply.
   */
  | 'filter'
  /** Read only by the page's script: the page without it is served and stored. */
  | 'client';

/** Where the full pre-render and the sitemap find a route's URLs. */
export type KnownUrls =
  /** The path itself (no parameters). */
  | 'static'
  /** One per public provider: each pattern with `:slug` filled (both prefixes of its page). */
  | 'providers'
  /**
   * One per active category (`:category`), and one per active category × country slug
   * (`:category` and `:country`).
   */
  | 'categories'
  /** One per published post (`:slug`). */
  | 'posts'
  /** Reached through the links of other pages (pagination, comparison pairs). */
  | 'linked'
  /**
   * Rendered on its first request only (then stored and re-rendered by its tags): pages so
   * many and so alike to others that following every link to them would swamp a full
   * pre-render and each revalidation pass (a review's own address, one per review).
   */
  | 'request'
  /** A member or admin screen: a static shell, not listed, not in the sitemap. */
  | 'app';

/** A sitemap entry's hints for every URL of one route pattern. */
export interface SitemapDecl {
  changefreq: 'daily' | 'weekly' | 'monthly' | 'yearly';
  priority: number;
}

export interface RouteDef {
  /** Page files under src/pages implementing it. */
  files: readonly string[];
  /** URL patterns (`:name` for a segment), for matching and docs. */
  paths: readonly string[];
  /** Query parameters the page (or its script) reads. */
  query?: Readonly<Record<string, QueryKind>>;
  /**
   * The page with any query parameter is rendered on each request and never stored (nor
   * followed as a link): for pages whose every variant changes with every write of a busy
   * collection (the community reviews' filters and further pages).
   */
  queryPagesOnRequest?: true;
  known: KnownUrls;
  /**
   * How each of `paths` is listed in the sitemap (`sitemap[i]` for `paths[i]`, filled from
   * the data its `known` names); absent or shorter: those paths are not listed (app screens,
   * the Spanish alias of a provider's page).
   */
  sitemap?: readonly SitemapDecl[];
  /**
   * Tag families its pages carry (`provider:<id>` → 'provider:', `category:<name>` →
   * 'category:', …): the changes that re-render it. 'static' pages never change with data.
   */
  tags: readonly string[];
}

import { BLOG_PARAM_NAMES } from './blog-params';
import { DIRECTORY_PARAM_NAMES as DIR, FACT_FILTER_PARAM_NAMES as FACTS } from './directory-params';
import { CATEGORY_PREFIX, MARKET_MAP_SEGMENT, PROVIDER_PREFIXES } from './paths';

export { CATEGORY_PREFIX, PROVIDER_PREFIXES, paths } from './paths';

/**
 * The filters on provider facts of the directory and the category pages (validated by
 * FACT_FILTER_PARAMS, src/lib/domain/fact-filters.ts).
 */
const FACT_FILTER_QUERY = {
  [FACTS.served]: 'filter',
  [FACTS.size]: 'filter',
  [FACTS.pricing]: 'filter',
  [FACTS.obligation]: 'filter',
  [FACTS.minRating]: 'filter',
} as const;

/** The directory's parameters (validated by DIRECTORY_PARAMS, src/lib/domain/directory-query.ts). */
const DIRECTORY_QUERY = {
  [DIR.q]: 'text',
  [DIR.category]: 'slug',
  [DIR.country]: 'slug',
  [DIR.order]: 'slug',
  [DIR.page]: 'page',
  ...FACT_FILTER_QUERY,
} as const;

export const ROUTES = {
  home: {
    files: ['index.astro'],
    paths: ['/'],
    known: 'static',
    sitemap: [{ changefreq: 'daily', priority: 1 }],
    tags: ['providers', 'ranking', 'categories', 'provider:', 'blog'],
  },
  directory: {
    files: ['[directory]/index.astro'],
    paths: [...PROVIDER_PREFIXES],
    query: DIRECTORY_QUERY,
    known: 'static',
    sitemap: [{ changefreq: 'daily', priority: 0.9 }],
    tags: ['providers', 'categories', 'provider:'],
  },
  provider: {
    files: ['[directory]/[slug].astro'],
    paths: PROVIDER_PREFIXES.map((p) => `${p}/:slug`),
    known: 'providers',
    // The canonical prefix only.
    sitemap: [{ changefreq: 'weekly', priority: 0.7 }],
    tags: ['provider:', 'category-label:'],
  },
  providerReviews: {
    files: ['providers/[slug]/reviews/index.astro'],
    paths: ['/providers/:slug/reviews'],
    // The review filters (src/lib/domain/review-filters.ts) and the orders other than the
    // default: rendered on request, never stored (docs/DECISIONS.md § A provider's review
    // orders); the default order is the page without `orden`.
    query: {
      orden: 'filter',
      pagina: 'page',
      tamano: 'filter',
      pais: 'filter',
      servicio: 'filter',
      estrellas: 'filter',
    },
    known: 'linked',
    tags: ['provider:'],
  },
  // One review's stable address: e-mails, JSON-LD and "Enlace a esta reseña".
  review: {
    files: ['providers/[slug]/reviews/[review].astro'],
    paths: ['/providers/:slug/reviews/:review'],
    known: 'request',
    tags: ['provider:'],
  },
  // A provider's rating badge: an SVG stored like a page, re-rendered with the
  // provider's figures; stored on its first request (sites embed it), never crawled.
  providerBadge: {
    files: ['providers/[slug]/badge.svg.ts'],
    paths: ['/providers/:slug/badge.svg'],
    known: 'request',
    tags: ['provider:'],
  },
  // A provider's recognition badge (its latest published quarter's first recognition): like the
  // rating badge; 404 without one.
  recognitionBadge: {
    files: ['providers/[slug]/reconocimiento.svg.ts'],
    paths: ['/providers/:slug/reconocimiento.svg'],
    known: 'request',
    tags: ['provider:', 'category-label:'],
  },
  // A provider's alternatives: its subject, then each alternative in order
  // (provider:<id>); the revalidator recomputes the list after a re-ranking (ranked-lists.ts).
  providerAlternatives: {
    files: ['providers/[slug]/alternativas.astro'],
    paths: ['/providers/:slug/alternativas'],
    known: 'providers',
    sitemap: [{ changefreq: 'weekly', priority: 0.5 }],
    tags: ['provider:', 'category-label:'],
  },
  categories: {
    files: ['categories.astro'],
    paths: ['/categories'],
    known: 'static',
    sitemap: [{ changefreq: 'weekly', priority: 0.8 }],
    tags: ['categories', 'provider-set'],
  },
  // A category's market map: always answers (drawn, or what is missing). Before the listings:
  // `/:category/mapa` would also match `/:category/:country`.
  categoryMap: {
    files: ['proveedores/categoria/[category]/mapa.astro'],
    paths: [`${CATEGORY_PREFIX}/:category/${MARKET_MAP_SEGMENT}`],
    known: 'categories',
    tags: ['category-map:', 'category-maps', 'category-label:', 'categories', 'provider-set'],
  },
  // A category × country's market map: 404 until drawn, so reached through the category map's
  // and listing's links, never guessed for every country.
  categoryCountryMap: {
    files: ['proveedores/categoria/[category]/[country]/mapa.astro'],
    paths: [`${CATEGORY_PREFIX}/:category/:country/${MARKET_MAP_SEGMENT}`],
    known: 'linked',
    tags: ['category-map:', 'category-maps', 'category-label:', 'categories', 'provider-set'],
  },
  categoryListing: {
    files: [
      'proveedores/categoria/[category]/index.astro',
      'proveedores/categoria/[category]/[country].astro',
    ],
    paths: [`${CATEGORY_PREFIX}/:category`, `${CATEGORY_PREFIX}/:category/:country`],
    query: { pagina: 'page', ...FACT_FILTER_QUERY },
    known: 'categories',
    sitemap: [
      { changefreq: 'weekly', priority: 0.7 },
      { changefreq: 'weekly', priority: 0.5 },
    ],
    tags: ['category:', 'category-label:', 'categories', 'provider:'],
  },
  comparisonsIndex: {
    files: ['comparativas/index.astro'],
    paths: ['/comparativas'],
    known: 'static',
    sitemap: [{ changefreq: 'weekly', priority: 0.6 }],
    tags: ['providers', 'ranking', 'categories'],
  },
  comparison: {
    files: ['comparativas/[comparison]/index.astro', 'comparativas/[comparison]/[country].astro'],
    paths: ['/comparativas/:comparison', '/comparativas/:comparison/:country'],
    known: 'linked',
    tags: ['provider:', 'category-label:', 'provider-set'],
  },
  blog: {
    files: ['blog/index.astro'],
    paths: ['/blog'],
    query: { [BLOG_PARAM_NAMES.q]: 'text', [BLOG_PARAM_NAMES.category]: 'slug' },
    known: 'static',
    sitemap: [{ changefreq: 'daily', priority: 0.8 }],
    tags: ['blog'],
  },
  blogPost: {
    files: ['blog/[slug].astro'],
    paths: ['/blog/:slug'],
    known: 'posts',
    sitemap: [{ changefreq: 'monthly', priority: 0.6 }],
    tags: ['blog_post:', 'blog'],
  },
  feeds: {
    files: ['rss.xml.ts', 'blog/rss.xml.ts'],
    paths: ['/rss.xml', '/blog/rss.xml'],
    known: 'static',
    tags: ['blog'],
  },
  // The sitemap index and its parts (src/lib/domain/sitemap.ts): the providers' parts change
  // with the set of public providers only, so a review re-renders the pages' part alone.
  sitemap: {
    files: ['sitemap.xml.ts'],
    paths: ['/sitemap.xml'],
    known: 'static',
    tags: ['provider-set'],
  },
  sitemapPages: {
    files: ['sitemaps/paginas.xml.ts'],
    paths: ['/sitemaps/paginas.xml'],
    known: 'static',
    tags: ['provider-set', 'categories', 'blog', 'ranking', 'recognitions'],
  },
  sitemapProviders: {
    files: ['sitemaps/[part].ts'],
    paths: ['/sitemaps/:part'],
    known: 'linked',
    tags: ['provider-set'],
  },
  robots: { files: ['robots.txt.ts'], paths: ['/robots.txt'], known: 'static', tags: ['static'] },
  about: {
    files: ['about.astro'],
    paths: ['/about'],
    known: 'static',
    sitemap: [{ changefreq: 'monthly', priority: 0.5 }],
    tags: ['static'],
  },
  // How reviews are verified, moderated and ranked: prints the ranking day and m.
  reviewPolicy: {
    files: ['como-funcionan-las-reviews.astro'],
    paths: ['/como-funcionan-las-reviews'],
    known: 'static',
    sitemap: [{ changefreq: 'weekly', priority: 0.5 }],
    tags: ['ranking'],
  },
  // The monthly transparency report and the same figures as CSV and JSON: every review, report,
  // account approval and warning may change a month's figures ('transparency').
  transparency: {
    files: ['transparencia.astro'],
    paths: ['/transparencia'],
    known: 'static',
    sitemap: [{ changefreq: 'weekly', priority: 0.4 }],
    tags: ['transparency'],
  },
  transparencyData: {
    files: ['transparencia.csv.ts', 'transparencia.json.ts'],
    paths: ['/transparencia.csv', '/transparencia.json'],
    known: 'static',
    tags: ['transparency'],
  },
  // Quarterly recognitions (docs/DECISIONS.md § Quarterly recognitions): the index of published
  // quarters, and one quarter's archive (its recognised providers' names and slugs).
  recognitions: {
    files: ['reconocimientos/index.astro'],
    paths: ['/reconocimientos'],
    known: 'static',
    sitemap: [{ changefreq: 'monthly', priority: 0.5 }],
    tags: ['recognitions'],
  },
  recognitionQuarter: {
    files: ['reconocimientos/[quarter].astro'],
    paths: ['/reconocimientos/:quarter'],
    known: 'linked',
    tags: ['recognitions', 'provider:', 'category-label:'],
  },
  // The community reviews page: the newest public reviews, filtered and paged.
  reviewsInfo: {
    files: ['reviews.astro'],
    paths: ['/reviews'],
    query: { categoria: 'slug', pais: 'slug', estrellas: 'slug', pagina: 'page' },
    queryPagesOnRequest: true,
    known: 'static',
    sitemap: [{ changefreq: 'daily', priority: 0.6 }],
    tags: ['reviews', 'categories', 'provider:'],
  },
  terms: {
    files: ['terms.astro'],
    paths: ['/terms'],
    known: 'static',
    sitemap: [{ changefreq: 'yearly', priority: 0.2 }],
    tags: ['static'],
  },
  privacy: {
    files: ['privacy.astro'],
    paths: ['/privacy'],
    known: 'static',
    sitemap: [{ changefreq: 'yearly', priority: 0.2 }],
    tags: ['static'],
  },
  // the contact form, the accessibility statement and the privacy request form.
  contact: {
    files: ['contacto.astro'],
    paths: ['/contacto'],
    known: 'static',
    sitemap: [{ changefreq: 'yearly', priority: 0.3 }],
    tags: ['static'],
  },
  accessibility: {
    files: ['accesibilidad.astro'],
    paths: ['/accesibilidad'],
    known: 'static',
    sitemap: [{ changefreq: 'yearly', priority: 0.2 }],
    tags: ['static'],
  },
  privacyRequest: {
    files: ['privacidad/solicitud.astro'],
    paths: ['/privacidad/solicitud'],
    known: 'static',
    sitemap: [{ changefreq: 'yearly', priority: 0.2 }],
    tags: ['static'],
  },
  notFound: { files: ['404.astro'], paths: ['/404'], known: 'static', tags: ['static'] },
  // What a page that failed to render answers (status 500): never stored, never listed.
  serverError: { files: ['500.astro'], paths: ['/500'], known: 'app', tags: ['static'] },
  // Member and admin screens: static shells whose islands talk to PocketBase.
  auth: { files: ['auth.astro'], paths: ['/auth'], known: 'app', tags: ['static'] },
  // The same screen on its sign-up side, linkable (every "join" call to action); ?tipo=proveedor
  // preselects the provider account type.
  authSignUp: {
    files: ['auth/registro.astro'],
    paths: ['/auth/registro'],
    query: { tipo: 'client' },
    known: 'app',
    tags: ['static'],
  },
  // Password reset and e-mail change: the e-mails' links carry ?token=.
  authForgotPassword: {
    files: ['auth/recuperar.astro'],
    paths: ['/auth/recuperar'],
    known: 'app',
    tags: ['static'],
  },
  authResetPassword: {
    files: ['auth/nueva-contrasena.astro'],
    paths: ['/auth/nueva-contrasena'],
    query: { token: 'client' },
    known: 'app',
    tags: ['static'],
  },
  authConfirmEmailChange: {
    files: ['auth/confirmar-correo.astro'],
    paths: ['/auth/confirmar-correo'],
    query: { token: 'client' },
    known: 'app',
    tags: ['static'],
  },
  authConfirm: {
    files: ['auth/confirm.astro'],
    paths: ['/auth/confirm'],
    query: { token_hash: 'client', type: 'client', next: 'client' },
    known: 'app',
    tags: ['static'],
  },
  emailConfirmation: {
    files: ['email-confirmation.astro'],
    paths: ['/email-confirmation'],
    query: { email: 'client' },
    known: 'app',
    tags: ['static'],
  },
  dashboard: { files: ['dashboard.astro'], paths: ['/dashboard'], known: 'app', tags: ['static'] },
  providerDashboard: {
    files: ['provider-dashboard.astro'],
    paths: ['/provider-dashboard'],
    known: 'app',
    tags: ['static'],
  },
  settings: { files: ['settings.astro'], paths: ['/settings'], known: 'app', tags: ['static'] },
  // Issue 20, item 11: the one-click opt-out link of non-essential e-mails.
  unsubscribe: {
    files: ['baja-correo.astro'],
    paths: ['/baja-correo'],
    query: { token: 'client' },
    known: 'app',
    tags: ['static'],
  },
  // The landing page of a review invitation's link.
  invitation: {
    files: ['invitacion.astro'],
    paths: ['/invitacion'],
    query: { token: 'client' },
    known: 'app',
    tags: ['static'],
  },
  favorites: { files: ['favorites.astro'], paths: ['/favorites'], known: 'app', tags: ['static'] },
  // claiming an unowned provider (and the verification e-mail's link), and
  // requests for proposal.
  claimProvider: {
    files: ['reclamar.astro'],
    paths: ['/reclamar'],
    query: { proveedor: 'client' },
    known: 'app',
    tags: ['static'],
  },
  claimVerify: {
    files: ['reclamar/verificar.astro'],
    paths: ['/reclamar/verificar'],
    query: { token: 'client' },
    known: 'app',
    tags: ['static'],
  },
  requestProposal: {
    files: ['solicitar-propuesta.astro'],
    paths: ['/solicitar-propuesta'],
    query: { proveedor: 'client' },
    known: 'app',
    tags: ['static'],
  },
  writeReview: {
    files: ['write-review.astro'],
    paths: ['/write-review'],
    query: { provider: 'client', editar: 'client' },
    known: 'app',
    tags: ['static'],
  },
  createProvider: {
    files: ['create-provider.astro'],
    paths: ['/create-provider'],
    query: { edit: 'client', new: 'client', desde: 'client' },
    known: 'app',
    tags: ['static'],
  },
  admin: {
    files: ['lapieza-admin.astro'],
    paths: ['/lapieza-admin'],
    known: 'app',
    tags: ['static'],
  },
} as const satisfies Record<string, RouteDef>;

export type RouteId = keyof typeof ROUTES;

/**
 * Fixed paths that are no page but answer 301 to one: a path people guess from another
 * page's address (`/privacidad` beside `/privacidad/solicitud`). The web server answers them
 * (src/server/redirects.ts) and writes them into the static tree's `_redirects`; a target is
 * always a route of the table (tests/unit/routes.test.ts).
 */
export const PATH_REDIRECTS: Readonly<Record<string, string>> = {
  '/privacidad': '/privacy',
};

/**
 * The route table as `routeOf` reads it, built on first use: every path of a route as written
 * (the first route to list it wins), then the `:param` patterns by their number of segments, in
 * the table's order. The server resolves every link of every rendered page with it (pages.ts,
 * page-key.ts): a lookup scanning the table and splitting each pattern took 1.4 µs.
 */
interface RouteIndex {
  exact: Map<string, RouteDef>;
  bySegments: Map<number, { parts: (string | null)[]; route: RouteDef }[]>;
}
let routeIndex: RouteIndex | undefined;

function indexRoutes(): RouteIndex {
  const exact = new Map<string, RouteDef>();
  const bySegments: RouteIndex['bySegments'] = new Map();
  for (const route of Object.values(ROUTES) as readonly RouteDef[]) {
    for (const pattern of route.paths) {
      if (!exact.has(pattern)) exact.set(pattern, route);
      // A `:param` part matches any segment (null here).
      const parts = pattern.split('/').map((part) => (part.startsWith(':') ? null : part));
      const list = bySegments.get(parts.length) ?? [];
      list.push({ parts, route });
      bySegments.set(parts.length, list);
    }
  }
  return { exact, bySegments };
}

/**
 * The route a path belongs to: the first in the table that lists it as written, else the first
 * with a `:param` pattern it matches; undefined for none.
 */
export function routeOf(path: string): RouteDef | undefined {
  const index = (routeIndex ??= indexRoutes());
  const listed = index.exact.get(path);
  if (listed) return listed;
  const segments = path.split('/');
  const candidates = index.bySegments.get(segments.length) ?? [];
  return candidates.find(({ parts }) =>
    parts.every((part, i) => part === null || part === segments[i]),
  )?.route;
}

/** The query parameters the route of `path` reads (none for paths without a route). */
export function queryOf(path: string): Readonly<Record<string, QueryKind>> {
  return routeOf(path)?.query ?? {};
}

/** Whether a path is a provider's own page (not a list). */
export function isProviderPath(path: string): boolean {
  return routeOf(path) === ROUTES.provider;
}

/** Whether a path is one of a provider's review pages, or one review's own page. */
export function isProviderReviewsPath(path: string): boolean {
  const route = routeOf(path);
  return route === ROUTES.providerReviews || route === ROUTES.review;
}

/** The records the URLs of the data-backed routes are made of (see `KnownUrls`). */
export interface KnownData {
  providerSlugs: readonly string[];
  /** Names of the active service categories (the category routes use the name). */
  categoryNames: readonly string[];
  /** The country slugs of the category × country routes. */
  countrySlugs: readonly string[];
  /** Published posts; `updatedAt` or `publishedAt` is the sitemap's lastmod. */
  posts: readonly { slug: string; updatedAt?: string; publishedAt?: string }[];
}

const NO_DATA: KnownData = { providerSlugs: [], categoryNames: [], countrySlugs: [], posts: [] };

interface Binding {
  params: Readonly<Record<string, string>>;
  lastmod?: string | undefined;
}

/** Each set of parameter values a route's `known` kind gives for the current data. */
function bindingsOf(known: KnownUrls, data: KnownData): Binding[] {
  switch (known) {
    case 'static':
      return [{ params: {} }];
    case 'providers':
      return data.providerSlugs.filter(Boolean).map((slug) => ({ params: { slug } }));
    case 'categories':
      return data.categoryNames.flatMap((category) => [
        { params: { category } },
        ...data.countrySlugs.map((country) => ({ params: { category, country } })),
      ]);
    case 'posts':
      return data.posts
        .filter((p) => p.slug)
        .map((p) => ({ params: { slug: p.slug }, lastmod: p.updatedAt || p.publishedAt }));
    default:
      // 'linked', 'request' and 'app' routes are never guessed from the data.
      return [];
  }
}

/**
 * A pattern with its `:name` segments filled (encoded), or null unless the binding names
 * exactly the pattern's parameters (`/:category` takes no country).
 */
function fill(pattern: string, params: Readonly<Record<string, string>>): string | null {
  const parts = pattern.split('/');
  const names = parts.filter((part) => part.startsWith(':')).map((part) => part.slice(1));
  const keys = Object.keys(params);
  if (names.length !== keys.length || !names.every((n) => keys.includes(n))) return null;
  return parts
    .map((part) => (part.startsWith(':') ? encodeURIComponent(params[part.slice(1)]!) : part))
    .join('/');
}

/** One URL of a route, the index of the pattern it fills, and its sitemap lastmod. */
export interface RouteUrl {
  path: string;
  pattern: number;
  lastmod?: string | undefined;
}

/** Every URL of a route that its `known` kind and the data imply (none for linked routes). */
export function routeUrls(route: RouteDef, data: KnownData): RouteUrl[] {
  return bindingsOf(route.known, data).flatMap((b) =>
    route.paths.flatMap((pattern, i) => {
      const path = fill(pattern, b.params);
      return path === null ? [] : [{ path, pattern: i, lastmod: b.lastmod }];
    }),
  );
}

const ALL_ROUTES = (): readonly RouteDef[] => Object.values(ROUTES);

const pathsOf = (routes: readonly RouteDef[], data: KnownData): string[] => [
  ...new Set(routes.flatMap((r) => routeUrls(r, data).map((u) => u.path))),
];

/**
 * The starting points of a full pre-render: every URL of the static, per-provider,
 * per-category and per-post routes for the current data, in table order (the pre-render
 * then follows the links of every page it renders).
 */
export function knownPaths(data: KnownData): string[] {
  return pathsOf(ALL_ROUTES(), data);
}

/**
 * The URLs of the per-provider, per-category and per-post routes for some records: what a
 * change of those records renders again even where no stored page carries its tag (a new
 * slug's pages; an old slug's, which then answer 404 and leave the store).
 */
export function dataPaths(data: Partial<KnownData>): string[] {
  return pathsOf(
    ALL_ROUTES().filter((r) => r.known !== 'static'),
    { ...NO_DATA, ...data },
  );
}

/** A sitemap entry a route declares (`sitemap`), with the URL its data fills in. */
export interface RouteSitemapEntry extends SitemapDecl {
  loc: string;
  lastmod?: string | undefined;
}

/**
 * The sitemap entries the routes declare for the data: static routes first, then the rest, each
 * in table order; with `only`, just the routes whose URLs that kind of record gives.
 */
export function routeSitemapEntries(data: KnownData, only?: KnownUrls): RouteSitemapEntry[] {
  const routes = ALL_ROUTES().filter((r) => only === undefined || r.known === only);
  const ordered = [
    ...routes.filter((r) => r.known === 'static'),
    ...routes.filter((r) => r.known !== 'static'),
  ];
  return ordered.flatMap((r) =>
    routeUrls(r, data).flatMap((u) => {
      const decl = r.sitemap?.[u.pattern];
      if (!decl) return [];
      return [u.lastmod ? { loc: u.path, ...decl, lastmod: u.lastmod } : { loc: u.path, ...decl }];
    }),
  );
}

/** The paths of every `static` route (the fixed starting points of a full pre-render). */
export function staticPaths(): string[] {
  return knownPaths(NO_DATA);
}

/** Sitemap entries of the `static` routes, in table order. */
export function staticSitemapEntries(): RouteSitemapEntry[] {
  return routeSitemapEntries(NO_DATA);
}
