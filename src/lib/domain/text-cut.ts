/**
 * The one text truncator. Whitespace is collapsed first; text within `max` characters comes
 * back whole. Display text (cards, meta) cuts at a word boundary near `max` and ends with "…";
 * the spec's derived fields cut at exactly `max` characters: the blog excerpt and meta
 * description with "...", the page description with nothing.
 */
export interface CutOptions {
  /** Appended when the text was cut ('' for none). Default "…". */
  ellipsis?: string;
  /** Cut at the last word boundary before `max` (default) or at exactly `max` characters. */
  atWord?: boolean;
}

export function cutText(text: string, max: number, options: CutOptions = {}): string {
  const { ellipsis = '…', atWord = true } = options;
  const clean = text.replace(/\s+/g, ' ').trim();
  if (clean.length <= max) return clean;
  const slice = clean.slice(0, max);
  if (!atWord) return ellipsis ? `${slice}${ellipsis}` : slice.trimEnd();
  const space = slice.lastIndexOf(' ');
  return `${(space > max * 0.6 ? slice.slice(0, space) : slice).replace(/[\s.,;:]+$/, '')}${ellipsis}`;
}
