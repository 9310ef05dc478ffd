/**
 * The normalisation every search shares (directory, blog): lower case, without diacritics,
 * runs of whitespace collapsed. Its own module so the blog's client script does not pull the
 * directory search in.
 */
export function normalizeText(value: string | null | undefined): string {
  return (value ?? '')
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/\s+/g, ' ')
    .trim();
}
