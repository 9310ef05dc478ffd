/** Removes accents and diacritics: "Compañía Ñandú" → "Compania Nandu". */
export function stripAccents(text: string): string {
  return text.normalize('NFD').replace(/[\u0300-\u036f]/g, '');
}

/** Longest slug the server keeps (before a `-N` suffix). */
export const SLUG_MAX = 100;

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

/**
 * The first free slug of `base`, `base-2`, `base-3`… according to `isTaken`.
 * `fallback` is used when the text gives an empty slug.
 */
export function uniqueSlug(
  text: string,
  isTaken: (candidate: string) => boolean,
  fallback = 'item',
): string {
  const base = slugify(text) || fallback;
  if (!isTaken(base)) return base;
  for (let n = 2; ; n++) {
    const candidate = `${base}-${n}`;
    if (!isTaken(candidate)) return candidate;
  }
}
