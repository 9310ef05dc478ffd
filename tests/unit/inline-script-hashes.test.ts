import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { inlineScriptHashes } from '../../src/server/security-headers.ts';

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
