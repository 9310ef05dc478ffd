/**
 * A provider's rating badge: a small self-contained SVG (no script, no external
 * reference, no font download) with the rating, the review count and the brand, and an
 * accessible <title>. Served at /providers/{slug}/badge.svg (src/pages/providers/[slug]/badge.svg.ts)
 * and re-rendered with the provider's page when its figures change.
 */
import { flooredStars, formatRating, hasRating } from './rating';
import { plural } from './plural';
import { cutText } from './text-cut';

/** Budget of the issue: the badge stays under this many bytes. */
export const BADGE_MAX_BYTES = 5 * 1024;

export interface BadgeInput {
  brand: string;
  /** Accessible name: who, what rating, where. */
  title: string;
  average_rating: number | null;
  total_reviews: number;
}

const xml = (s: string): string =>
  s.replace(
    /[&<>"']/g,
    (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&apos;' })[c] ?? c,
  );

/** One star, 14 px, drawn at (x, 26). */
const STAR = 'M7 0l2.1 4.5 4.9.6-3.6 3.4.9 4.9L7 11 2.7 13.4l.9-4.9L0 5.1l4.9-.6z';

export function badgeSvg(b: BadgeInput): string {
  const rated = hasRating(b.average_rating, b.total_reviews);
  const filled = rated ? flooredStars(b.average_rating) : 0;
  const stars = [0, 1, 2, 3, 4]
    .map(
      (i) =>
        `<use href="#s" x="${12 + i * 17}" y="26" fill="${i < filled ? '#f59e0b' : '#d0d5dd'}"/>`,
    )
    .join('');
  const rating = rated ? formatRating(b.average_rating, b.total_reviews) : '';
  const count = rated ? plural(b.total_reviews, 'review', 'reviews') : 'Sin reviews aún';
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" width="220" height="52" viewBox="0 0 220 52" role="img" aria-labelledby="t">` +
    `<title id="t">${xml(b.title)}</title>` +
    `<defs><path id="s" d="${STAR}"/></defs>` +
    `<rect x=".5" y=".5" width="219" height="51" rx="8" fill="#fff" stroke="#d0d5dd"/>` +
    `<g font-family="Arial,Helvetica,sans-serif">` +
    `<text x="12" y="18" font-size="11" font-weight="700" fill="#5925dc">${xml(b.brand)} Proveedores</text>` +
    stars +
    (rated
      ? `<text x="102" y="38" font-size="15" font-weight="700" fill="#101828">${xml(rating)}</text>`
      : '') +
    `<text x="${rated ? 130 : 102}" y="38" font-size="11" fill="#475467">${xml(count)}</text>` +
    `</g></svg>`
  );
}

export interface RecognitionBadgeInput {
  brand: string;
  /** Accessible name: who, which recognition, where. */
  title: string;
  /** "Mejor valorado · T3 2026". */
  label: string;
  /** "Reclutamiento, México". */
  segment: string;
  /** Absolute address of the recognition's page (the quarter's archive at the provider). */
  href: string;
}

/**
 * A provider's recognition badge (its latest published quarter): same rules as the rating
 * badge (self-contained, no script, no tracking, ≤ BADGE_MAX_BYTES), and the whole drawing
 * links to the recognition's page when the SVG is opened or embedded as an object; the embed
 * code wraps the image in the same link.
 */
export function recognitionBadgeSvg(b: RecognitionBadgeInput): string {
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" width="240" height="64" viewBox="0 0 240 64" role="img" aria-labelledby="t">` +
    `<title id="t">${xml(b.title)}</title>` +
    `<a href="${xml(b.href)}" target="_top">` +
    `<rect x=".5" y=".5" width="239" height="63" rx="8" fill="#fff" stroke="#c4b5fd"/>` +
    `<path d="M22 12l3.1 6.3 6.9 1-5 4.9 1.2 6.8L22 27.8 15.8 31l1.2-6.8-5-4.9 6.9-1z" fill="#7c3aed"/>` +
    `<g font-family="Arial,Helvetica,sans-serif">` +
    `<text x="40" y="18" font-size="11" font-weight="700" fill="#5925dc">${xml(b.brand)} Proveedores</text>` +
    `<text x="40" y="36" font-size="14" font-weight="700" fill="#101828">${xml(cutText(b.label, 26))}</text>` +
    `<text x="40" y="53" font-size="11" fill="#475467">${xml(cutText(b.segment, 34))}</text>` +
    `</g></a></svg>`
  );
}
