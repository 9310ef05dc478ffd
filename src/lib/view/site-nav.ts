/**
 * The header's main navigation: its links and which one is the current page's section. The
 * header's markup depends on the page only through that section, so the layout renders it
 * once per section and reuses it (BaseLayout.astro, render-memo.ts).
 */
import { PROVIDER_PREFIXES, paths } from '@/lib/contract/paths';
import { site } from '@/lib/messages/site';

export interface NavLink {
  href: string;
  label: string;
  /** Paths whose pages (and sub-pages) belong to this link's section. */
  match: readonly string[];
}

export const NAV_LINKS: readonly NavLink[] = [
  { href: paths.directory(), label: site.header.providers, match: [...PROVIDER_PREFIXES] },
  { href: paths.categories(), label: site.header.categories, match: [paths.categories()] },
  { href: paths.comparisons(), label: site.header.comparisons, match: [paths.comparisons()] },
  { href: paths.blog(), label: site.header.blog, match: [paths.blog()] },
];

/** The index in NAV_LINKS of the section `path` belongs to, or -1. */
export function currentNavLink(path: string): number {
  return NAV_LINKS.findIndex((l) => l.match.some((m) => path === m || path.startsWith(`${m}/`)));
}

/**
 * The objects under which the layout keeps the header's markup (one per variant: a section,
 * or none) and the footer's: the page frame is the same on most of the 65,000 pages of a
 * 10,000-provider store, and rendering it was a third of a review page's render.
 */
const HEADER_MEMO_KEYS: readonly object[] = [{}, ...NAV_LINKS.map(() => ({}))];
export const FOOTER_MEMO_KEY: object = {};

/** The object the header's markup for the page at `path` is kept under. */
export const headerMemoKey = (path: string): object => HEADER_MEMO_KEYS[currentNavLink(path) + 1]!;
