/**
 * The link targets of a rendered page, as written: `<a href>`, `<link href>` of
 * `rel="alternate|next|prev"`, and a sitemap's `<loc>`. Pages (pages.ts) resolves them to the
 * stored pages a refresh renders next; this part runs where the page was rendered.
 *
 * Only ASCII is named in the expressions (HTML's whitespace is space, tab, LF, FF and CR), so
 * they find the same links in a page's UTF-8 bytes read as Latin-1, one character a byte
 * (`encoding: 'latin1'`, renderer.ts `toRendered`); the links found are then decoded.
 */
const WS = '[ \\t\\n\\f\\r]';
const A_RE = new RegExp(`<a\\b[^>]*?${WS}href${WS}*=${WS}*["']([^"']+)["']`, 'gi');
const LINK_RE = new RegExp(`<link\\b[^>]*?${WS}href${WS}*=${WS}*["']([^"']+)["'][^>]*>`, 'gi');
const REL_RE = new RegExp(`rel${WS}*=${WS}*["']?(alternate|next|prev)`, 'i');
const LOC_RE = new RegExp(`<loc>${WS}*([^< \\t\\n\\f\\r]+)${WS}*</loc>`, 'gi');

export function pageHrefs(text: string, encoding: 'utf8' | 'latin1' = 'utf8'): string[] {
  const out = new Set<string>();
  for (const m of text.matchAll(A_RE)) out.add(m[1] ?? '');
  // `<link rel="alternate|next|prev">` belongs in the head (HTML allows only a few other `rel`
  // values in the body): a page is read up to its `</head>`, a document without one whole.
  const headEnd = text.indexOf('</head>');
  const head = headEnd < 0 ? text : text.slice(0, headEnd);
  for (const m of head.matchAll(LINK_RE)) {
    if (REL_RE.test(m[0])) out.add(m[1] ?? '');
  }
  // Only a sitemap has `<loc>`: an HTML page is not read again for it.
  if (text.includes('<loc>')) for (const m of text.matchAll(LOC_RE)) out.add(m[1] ?? '');
  const hrefs = [...out];
  if (encoding === 'utf8') return hrefs;
  return hrefs.map((h) => (/[\x80-\xff]/.test(h) ? Buffer.from(h, 'latin1').toString('utf8') : h));
}
