/**
 * Slugs: the text rule the site, the seed and the hooks share (stored slugs of providers,
 * posts and blog terms; country and category route segments).
 */

/** Removes accents and diacritics: "Compañía Ñandú" → "Compania Nandu". */
export function stripAccents(text: string): string {
  return text.normalize('NFD').replace(/[\u0300-\u036f]/g, '');
}

/** Longest slug the server keeps (before a `-N` suffix). */
export const SLUG_MAX = 100;

/**
 * The shape of a stored slug (`acme-rh-2`): `a-z0-9` words joined by single hyphens. The
 * schema's `slug` fields hold the same pattern (frozen in pb_migrations).
 */
export const SLUG_PATTERN = '^[a-z0-9]+(-[a-z0-9]+)*$';
const SLUG_RE = new RegExp(SLUG_PATTERN);

/** Whether a value has the shape of a stored slug. */
export function isSlug(value: string): boolean {
  return SLUG_RE.test(value);
}

/**
 * URL slug: lowercase, accent-free, `a-z0-9` words joined by single hyphens, at most
 * {@link SLUG_MAX} characters. Empty when the text has no letters or digits.
 */
export function slugify(text: string): string {
  const base = stripAccents(text)
    .toLowerCase()
    .replace(/&/g, ' y ')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');
  return base.slice(0, SLUG_MAX).replace(/-+$/g, '');
}
