/**
 * URL builders: the one place a public URL shape is written. Its own module (no route table)
 * so the client scripts that build links stay small; routes.ts re-exports it.
 */
import { BLOG_PARAM_NAMES, type BlogFilterParams } from './blog-params';
import { normalizeText } from './normalize';

/** Prefixes of a provider's page (`/providers/acme` is canonical; `/proveedores/acme` too). */
export const PROVIDER_PREFIXES = ['/providers', '/proveedores'] as const;
export type ProviderPrefix = (typeof PROVIDER_PREFIXES)[number];
/** The provider prefix a route parameter names (`providers`, `proveedores`), or null. */
export function asProviderPrefix(segment: string | undefined): ProviderPrefix | null {
  const prefix = `/${segment ?? ''}`;
  return (PROVIDER_PREFIXES as readonly string[]).includes(prefix)
    ? (prefix as ProviderPrefix)
    : null;
}

/** Prefix of the category and category × country listings. */
export const CATEGORY_PREFIX = '/proveedores/categoria';

/** The last segment of a market map's URL (no country slug is spelled so). */
export const MARKET_MAP_SEGMENT = 'mapa';

/** The directory's search endpoints on the web server (src/server/search-api.ts). */
export const SEARCH_API = { page: '/api/search', head: '/api/search/head' } as const;

const seg = (value: string): string => encodeURIComponent(value);

/** The id of a provider's entry on a quarter's recognitions page (slugs are URL-safe). */
export const recognitionAnchor = (slug: string): string => `proveedor-${seg(slug)}`;

/** A company name as a comparison term compares it: accent-free, punctuation as spaces. */
export function comparisonNameKey(name: string): string {
  return normalizeText(name)
    .replace(/[^a-z0-9]+/g, ' ')
    .trim();
}

/** The comparison term of a company name: `Cálculo Fácil S.A.` → `calculo-facil-s-a`. */
export function comparisonTerm(companyName: string): string {
  return comparisonNameKey(companyName).replace(/ /g, '-');
}

/** The comparison route parameter of two company names (`{a}-vs-{b}`). */
export function comparisonSlug(nameA: string, nameB: string): string {
  return `${comparisonTerm(nameA)}-vs-${comparisonTerm(nameB)}`;
}

export const paths = {
  home: (): string => '/',
  /** The directory: canonical `/providers`, or under the Spanish prefix. */
  directory: (prefix: ProviderPrefix = '/providers'): string => prefix,
  categories: (): string => '/categories',
  about: (): string => '/about',
  terms: (): string => '/terms',
  /** The site's RSS feed (the blog's newest posts). */
  feed: (): string => '/rss.xml',
  /** The member's dashboard. */
  dashboard: (): string => '/dashboard',
  /** A provider's page: canonical `/providers/{slug}`, or under the Spanish prefix. */
  provider: (slug: string, prefix: ProviderPrefix = '/providers'): string =>
    `${prefix}/${seg(slug)}`,
  /** Both URLs of a provider's page (canonical and Spanish alias). */
  providerAliases: (slug: string): string[] => PROVIDER_PREFIXES.map((p) => `${p}/${seg(slug)}`),
  /** A category listing, or a category × country listing. */
  categoryListing: (category: string, countrySlug?: string | null): string =>
    countrySlug
      ? `${CATEGORY_PREFIX}/${seg(category)}/${seg(countrySlug)}`
      : `${CATEGORY_PREFIX}/${seg(category)}`,
  /** The market map of a category, or of a category × country ("Mapa del mercado"). */
  categoryMap: (category: string, countrySlug?: string | null): string =>
    `${paths.categoryListing(category, countrySlug)}/${MARKET_MAP_SEGMENT}`,
  /**
   * A provider's review pages, in an order (`orden`) and page (`pagina` ≥ 2), filtered by
   * `filters` (src/lib/domain/review-filters.ts); parameters sorted as canonical URLs are.
   */
  providerReviews: (
    slug: string,
    order?: string,
    page = 1,
    filters: readonly [string, string][] = [],
  ): string => {
    const entries: [string, string][] = [...filters];
    if (order) entries.push(['orden', order]);
    if (page > 1) entries.push(['pagina', String(page)]);
    // Built with `set` (each name once): the hooks type-check this module with only the
    // constructor without arguments (pocketbase/hooks-modules.d.ts).
    const query = new URLSearchParams();
    for (const [k, v] of entries.sort(([a], [b]) => (a < b ? -1 : 1))) query.set(k, v);
    const qs = query.toString();
    return `/providers/${seg(slug)}/reviews${qs ? `?${qs}` : ''}`;
  },
  /** One review's stable address: the page that always shows it (with the provider's reply). */
  review: (providerSlug: string, reviewId: string): string =>
    `/providers/${seg(providerSlug)}/reviews/${seg(reviewId)}`,
  /** The blog, filtered by category and search text (parameters in canonical order). */
  blog: (filter: Partial<BlogFilterParams> = {}): string => {
    const query = new URLSearchParams();
    if (filter.categoria) query.set(BLOG_PARAM_NAMES.category, filter.categoria);
    if (filter.q) query.set(BLOG_PARAM_NAMES.q, filter.q);
    const qs = query.toString();
    return `/blog${qs ? `?${qs}` : ''}`;
  },
  blogPost: (slug: string): string => `/blog/${seg(slug)}`,
  /** A provider's alternatives page ("Alternativas a {nombre}"). */
  providerAlternatives: (slug: string): string => `/providers/${seg(slug)}/alternativas`,
  /** A provider's reply to the member's review on the dashboard, where the member answers it. */
  myReply: (reviewId: string): string => `/dashboard#respuesta-${seg(reviewId)}`,
  /**
   * The community reviews page (/reviews), filtered and paged; the parameters in the order
   * the web server's canonical URLs sort them (src/server/query-rules.ts).
   */
  communityReviews: (o: {
    categoria?: string;
    pais?: string;
    estrellas?: number | string;
    pagina?: number;
  }): string => {
    const query = new URLSearchParams();
    if (o.categoria) query.set('categoria', o.categoria);
    if (o.estrellas) query.set('estrellas', String(o.estrellas));
    if (o.pagina && o.pagina > 1) query.set('pagina', String(o.pagina));
    if (o.pais) query.set('pais', o.pais);
    const qs = query.toString();
    return `/reviews${qs ? `?${qs}` : ''}`;
  },
  /**
   * The one provider profile editor, for a provider; `fromPanel` returns
   * to the provider dashboard after saving or cancelling (else to /dashboard).
   */
  editProvider: (id: string, fromPanel = false): string =>
    `/create-provider?edit=${seg(id)}${fromPanel ? '&desde=panel' : ''}`,
  /** The comparisons index. */
  comparisons: (): string => '/comparativas',
  /** A comparison page (`{a}-vs-{b}`, see domain/comparison.ts), optionally for a country. */
  comparison: (slug: string, countrySlug?: string | null): string =>
    countrySlug ? `/comparativas/${seg(slug)}/${seg(countrySlug)}` : `/comparativas/${seg(slug)}`,
  /** The comparison page of two providers by company name, optionally for a country. */
  comparisonOf: (nameA: string, nameB: string, countrySlug?: string | null): string =>
    paths.comparison(comparisonSlug(nameA, nameB), countrySlug),
  /** How reviews are verified, moderated and ranked (the published formula). */
  reviewPolicy: (): string => '/como-funcionan-las-reviews',
  /** The monthly transparency report, and the same figures as CSV and JSON. */
  transparency: (): string => '/transparencia',
  transparencyCsv: (): string => '/transparencia.csv',
  transparencyJson: (): string => '/transparencia.json',
  /** The contact form. */
  contact: (): string => '/contacto',
  /** The accessibility statement. */
  accessibility: (): string => '/accesibilidad',
  /** The privacy policy, optionally at one of its sections. */
  privacy: (section?: string): string => (section ? `/privacy#${section}` : '/privacy'),
  /** The form to exercise data-protection rights. */
  privacyRequest: (): string => '/privacidad/solicitud',
  /** The quarterly recognitions: the index of published quarters and one quarter's archive. */
  recognitions: (): string => '/reconocimientos',
  recognitionQuarter: (quarter: string, providerSlug?: string): string =>
    `/reconocimientos/${seg(quarter)}${providerSlug ? `#${recognitionAnchor(providerSlug)}` : ''}`,
  /** A provider's recognition badge (its latest published quarter): a static SVG. */
  recognitionBadge: (slug: string): string => `/providers/${seg(slug)}/reconocimiento.svg`,
  /** A provider's rating badge: a static SVG re-rendered with its figures. */
  providerBadge: (slug: string): string => `/providers/${seg(slug)}/badge.svg`,
  /** The landing page of a review invitation's single-use link. */
  invitation: (token?: string): string =>
    token ? `/invitacion?token=${encodeURIComponent(token)}` : '/invitacion',
  // the app routes behind the provider page's owner-side calls to action.
  /** Claiming an unowned provider. */
  claimProvider: (slug: string): string => `/reclamar?proveedor=${encodeURIComponent(slug)}`,
  /** The review form, for a provider (by id) or to pick one. */
  writeReview: (providerId?: string): string =>
    providerId ? `/write-review?provider=${encodeURIComponent(providerId)}` : '/write-review',
  /** "Solicitar propuesta" to a provider. */
  requestProposal: (slug: string): string =>
    `/solicitar-propuesta?proveedor=${encodeURIComponent(slug)}`,
} as const;

/**
 * The account screens. E-mails link to these (never to PocketBase's `/_/`), and
 * every "join" call to action opens the sign-up form through `signUp`.
 */
export const AUTH_PATHS = {
  signIn: '/auth',
  /** The sign-up form (the same screen as /auth, rendered on its sign-up side). */
  signUp: '/auth/registro',
  /** The sign-up form with the provider account type chosen (`tipo=proveedor`). */
  signUpProvider: '/auth/registro?tipo=proveedor',
  /** "¿Olvidaste tu contraseña?": asks for the reset e-mail. */
  forgotPassword: '/auth/recuperar',
  /** The reset e-mail's link (`?token=`): sets the new password. */
  resetPassword: '/auth/nueva-contrasena',
  /** The e-mail-change confirmation's link (`?token=`). */
  confirmEmailChange: '/auth/confirmar-correo',
  /** The verification e-mail's link (`?token_hash=&type=&next=`). */
  confirmVerification: '/auth/confirm',
  settings: '/settings',
} as const;

/** The query parameter that preselects the account type on the sign-up form. */
export const AUTH_TYPE_PARAM = 'tipo';
export const AUTH_PROVIDER_TYPE = 'proveedor';
