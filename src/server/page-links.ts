/**
 * The link targets of a rendered page, as written: `<a href>`, `<link href>` of
 * `rel="alternate|next|prev"`, and a sitemap's `<loc>`. Pages (pages.ts) resolves them to the
 * stored pages a refresh renders next; this part runs where the page was rendered.
 */
export function pageHrefs(text: string): string[] {
  const out = new Set<string>();
  for (const m of text.matchAll(/<a\b[^>]*?\shref\s*=\s*["']([^"']+)["']/gi)) out.add(m[1] ?? '');
  for (const m of text.matchAll(/<link\b[^>]*?\shref\s*=\s*["']([^"']+)["'][^>]*>/gi)) {
    if (/rel\s*=\s*["']?(alternate|next|prev)/i.test(m[0])) out.add(m[1] ?? '');
  }
  for (const m of text.matchAll(/<loc>\s*([^<\s]+)\s*<\/loc>/gi)) out.add(m[1] ?? '');
  return [...out];
}
