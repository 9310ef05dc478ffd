import { cutText, type CutOptions } from './text-cut';

/** the blog excerpt is the first 150 characters of the content without tags. */
export const EXCERPT_MAX = 150;
/** the meta description is the first 160 characters. */
export const META_MAX = 160;
/** excerpt and meta description are cut at exactly their length, plus "...". */
const SPEC_CUT: CutOptions = { ellipsis: '...', atWord: false };
/** Reading speed used for `reading_time`. */
export const WORDS_PER_MINUTE = 200;

const ENTITIES: Record<string, string> = {
  amp: '&',
  lt: '<',
  gt: '>',
  quot: '"',
  apos: "'",
  nbsp: ' ',
};

/** Plain text of an HTML fragment: tags removed, common entities decoded, spaces collapsed. */
export function stripHtml(html: string): string {
  return html
    .replace(/<(script|style)[^>]*>[\s\S]*?<\/\1>/gi, ' ')
    .replace(/<br\s*\/?>|<\/(p|div|li|h[1-6]|blockquote)>/gi, ' ')
    .replace(/<[^>]*>/g, '')
    .replace(/&(#\d+|#x[0-9a-f]+|[a-z]+);/gi, (whole, name: string) => {
      if (name[0] === '#') {
        const code =
          name[1] === 'x' || name[1] === 'X'
            ? parseInt(name.slice(2), 16)
            : parseInt(name.slice(1), 10);
        // Out-of-range references (`&#99999999;`) stay as written: fromCodePoint throws on them.
        return Number.isInteger(code) && code >= 0 && code <= 0x10ffff
          ? String.fromCodePoint(code)
          : whole;
      }
      return ENTITIES[name.toLowerCase()] ?? whole;
    })
    .replace(/\s+/g, ' ')
    .trim();
}

/** Blog excerpt: 150 characters of the tag-free content, `...` if longer. */
export function excerptOf(html: string): string {
  return cutText(stripHtml(html), EXCERPT_MAX, SPEC_CUT);
}

/** Blog meta description: 160 characters of the tag-free content, `...` if longer. */
export function metaDescriptionOf(html: string): string {
  return cutText(stripHtml(html), META_MAX, SPEC_CUT);
}

/** Minutes to read: words / 200 rounded up, at least 1. */
export function readingTimeOf(html: string): number {
  const text = stripHtml(html);
  const words = text === '' ? 0 : text.split(' ').length;
  return Math.max(1, Math.ceil(words / WORDS_PER_MINUTE));
}
