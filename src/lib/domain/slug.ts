import { slugify } from '../contract/slug';

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
