/**
 * URL builders: the one place a public URL shape is written. Its own module (no route table)
 * so the client scripts that build links stay small; routes.ts re-exports it.
 */

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

/** The directory's search endpoints on the web server (src/server/search-api.ts). */
export const SEARCH_API = { page: '/api/search', head: '/api/search/head' } as const;

const seg = (value: string): string => encodeURIComponent(value);

export const paths = {
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
  /** A provider's review pages, in an order (`orden`) and page (`pagina` ≥ 2). */
  providerReviews: (slug: string, order?: string, page = 1): string => {
    const query = new URLSearchParams();
    if (order) query.set('orden', order);
    if (page > 1) query.set('pagina', String(page));
    const qs = query.toString();
    return `/providers/${seg(slug)}/reviews${qs ? `?${qs}` : ''}`;
  },
  blogPost: (slug: string): string => `/blog/${seg(slug)}`,
  /** How reviews are verified, moderated and ranked (the published formula). */
  reviewPolicy: (): string => '/como-funcionan-las-reviews',
} as const;

/**
 * The account screens (issue 20). E-mails link to these (never to PocketBase's `/_/`), and
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
