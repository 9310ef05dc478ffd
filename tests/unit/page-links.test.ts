// The links a rendered page leads a pre-render to (src/server/page-links.ts): every `<a href>`,
// the head's `<link rel="alternate|next|prev">`, a sitemap's `<loc>`; in UTF-8 read as Latin-1.
import { describe, expect, it } from 'vitest';
import { pageHrefs } from '../../src/server/page-links.ts';

const page = (head: string, body: string) =>
  `<!DOCTYPE html><html><head>${head}</head><body>${body}</body></html>`;

describe('pageHrefs', () => {
  it('finds anchors anywhere and the head’s alternate, next and prev links', () => {
    const html = page(
      '<link rel="stylesheet" href="/_astro/a.css"><link rel="next" href="/providers?pagina=2">' +
        '<link href="/rss.xml" rel="alternate" type="application/rss+xml">',
      '<a class="x" href="/providers/acme">Acme</a><p><a href=\'/blog\'>Blog</a></p>',
    );
    expect(pageHrefs(html).sort()).toEqual([
      '/blog',
      '/providers/acme',
      '/providers?pagina=2',
      '/rss.xml',
    ]);
  });

  it('reads a sitemap’s locations, and a page without a head whole', () => {
    const xml =
      '<?xml version="1.0"?><urlset><url><loc>https://x.test/a</loc></url>' +
      '<url><loc> https://x.test/b </loc></url></urlset>';
    expect(pageHrefs(xml)).toEqual(['https://x.test/a', 'https://x.test/b']);
    expect(pageHrefs('<link rel="prev" href="/p?pagina=1"><a href="/q">q</a>').sort()).toEqual([
      '/p?pagina=1',
      '/q',
    ]);
  });

  it('decodes the links of UTF-8 bytes read one character a byte', () => {
    const bytes = Buffer.from(page('', '<a href="/providers/señal">Señal</a>'), 'utf8');
    expect(pageHrefs(bytes.toString('latin1'), 'latin1')).toEqual(['/providers/señal']);
  });
});
