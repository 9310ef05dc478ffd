/**
 * The markup of a row of rating stars (Stars.astro). A directory page shows 24 of them and a
 * provider's reviews page one per review, always one of a few dozen strings: each is built
 * once per process and reused, instead of rendering five SVG elements per row and page. Each
 * star draws the page's one star symbol (`starSymbolHtml`, in the layout): 95 bytes a star
 * instead of 210 with its own path (a twelfth of a directory page).
 */
import { MAX_STARS } from '../domain/rating';
import { ratingMessages } from '../messages/rating';
import { escapeHtml } from '../domain/mail/escape';

export type StarsSize = 'sm' | 'md' | 'lg';

const SIZE_CLASS: Record<StarsSize, string> = { sm: 'h-4 w-4', md: 'h-5 w-5', lg: 'h-6 w-6' };
const STAR_PATH = 'M10 1.5l2.6 5.4 5.9.8-4.3 4.1 1 5.9L10 14.9l-5.2 2.8 1-5.9L1.5 7.7l5.9-.8z';
const STAR_SYMBOL_ID = 'lp-star';
const built = new Map<string, string>();

/** The star every row draws, once per page (BaseLayout.astro): an SVG that takes no room. */
export function starSymbolHtml(): string {
  return `<svg aria-hidden="true" width="0" height="0" class="absolute"><symbol id="${STAR_SYMBOL_ID}" viewBox="0 0 20 20"><path fill="currentColor" d="${STAR_PATH}"></path></symbol></svg>`;
}

/** `filled` of MAX_STARS stars (already rounded or floored by the page), labelled for screen readers. */
export function starsHtml(filled: number, size: StarsSize = 'sm', label?: string): string {
  const key = `${filled}|${size}|${label ?? ''}`;
  let html = built.get(key);
  if (html === undefined) {
    const stars = Array.from({ length: MAX_STARS }, (_, i) => {
      const on = i < filled;
      return `<svg aria-hidden="true" class="${SIZE_CLASS[size]}" data-star="${on ? 'on' : 'off'}"><use href="#${STAR_SYMBOL_ID}"></use></svg>`;
    }).join('');
    html = `<span class="stars" role="img" aria-label="${escapeHtml(label ?? ratingMessages.starsLabel(filled))}" data-stars="${filled}">${stars}</span>`;
    if (built.size < 256) built.set(key, html);
  }
  return html;
}
