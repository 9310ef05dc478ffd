import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { inlineScriptHashes } from '../../src/server/security-headers.ts';
import { toRendered } from '../../src/server/renderer.ts';

const hash = (body: string) => `'sha256-${createHash('sha256').update(body).digest('base64')}'`;

describe('inline script hashes of a page (its Content-Security-Policy)', () => {
  it('hashes the executable inline scripts only', () => {
    const html =
      '<script>a()</script><script type="module">b()</script>' +
      '<script type="application/ld+json">{}</script><script src="/x.js"></script>';
    expect(inlineScriptHashes(html)).toEqual([hash('a()'), hash('b()')].sort());
  });

  it('never takes a <script> inside an attribute value for a script, nor lets it hide the real ones', () => {
    const html =
      '<button data-provider-name="Acme <script>evil()</script> <SCRIPT>x()</SCRIPT>">Comparar</button>' +
      "<a title='<script>y()</script>'>a</a><!-- <script>z()</script> -->" +
      '<p>texto</p><script>session()</script>';
    expect(inlineScriptHashes(html)).toEqual([hash('session()')]);
  });

  it('reads tags in every form HTML allows: unquoted, self-closing, slashes and line breaks between attributes', () => {
    const html =
      '<br/><img src=/a.png alt="1 > 0" data-x=\'<script>no()</script>\'/><input disabled>' +
      '<div\nclass="a"\tdata-y="<script>nope()</script>"></div>' +
      '<script\ntype="module"\n>m()</script><script defer src=/x.js></script><script >p()</script >';
    expect(inlineScriptHashes(html)).toEqual([hash('m()'), hash('p()')].sort());
  });
});

describe("a rendered page's scripts and links read from its bytes (toRendered)", () => {
  it('finds the same hashes and links as in the decoded text, whatever the page says in Spanish', () => {
    // UTF-8 bytes 0xA0 and 0x85 ("à", "Å") read as Latin-1 are a no-break space and a next-line
    // character, which `\s` would take for whitespace: only HTML's own whitespace separates.
    const html =
      '<!doctype html><html lang="es"><head><title>Evaluación de desempeño…</title>' +
      '<link rel="next" href="/providers?pagina=2"><link rel="canonical" href="/providers">' +
      '</head><body><p>Nómina y reclutamiento à la carte — Å</p>' +
      '<a title=àhref="/no-es-un-enlace">x</a>' +
      '<a class="card" href="/providers/compañía-ñandú">Compañía</a>' +
      '<script>window.t = "¿Qué tal? café";</script>' +
      '<script type="module">import("/x.js")</script>' +
      '<a title="Å" href="/blog/año-nuevo">Año</a></body></html>';
    const r = toRendered({
      status: 200,
      headers: { 'content-type': 'text/html; charset=utf-8' },
      body: Buffer.from(html, 'utf8'),
      tags: [],
      setsCookie: false,
    });
    expect(r.hashes).toEqual(inlineScriptHashes(html));
    expect(r.hashes).toContain(hash('window.t = "¿Qué tal? café";'));
    expect(r.hrefs.sort()).toEqual(
      ['/providers?pagina=2', '/providers/compañía-ñandú', '/blog/año-nuevo'].sort(),
    );
  });
});
