import { describe, expect, it } from 'vitest';
import { sanitizeArticleHtml } from '@/lib/domain/sanitize';

describe('sanitizeArticleHtml keeps the editor output', () => {
  it.each([
    ['<h1>Uno</h1>', '<h1>Uno</h1>'],
    ['<h6>Seis</h6>', '<h6>Seis</h6>'],
    [
      '<p><strong>a</strong> <em>b</em> <u>c</u> <s>d</s></p>',
      '<p><strong>a</strong> <em>b</em> <u>c</u> <s>d</s></p>',
    ],
    ['<blockquote>cita</blockquote>', '<blockquote>cita</blockquote>'],
    [
      '<ol><li data-list="bullet">uno</li><li data-list="ordered">dos</li></ol>',
      '<ol><li data-list="bullet">uno</li><li data-list="ordered">dos</li></ol>',
    ],
    ['<ul><li>x</li></ul>', '<ul><li>x</li></ul>'],
    [
      '<p class="ql-align-center ql-indent-1">x</p>',
      '<p class="ql-align-center ql-indent-1">x</p>',
    ],
    [
      '<p><span style="color: rgb(230, 0, 0);">rojo</span></p>',
      '<p><span style="color: rgb(230, 0, 0)">rojo</span></p>',
    ],
    [
      '<pre class="ql-syntax" spellcheck="false">const a = 1;</pre>',
      '<pre class="ql-syntax" spellcheck="false">const a = 1;</pre>',
    ],
    ['<a href="/providers">dir</a>', '<a href="/providers">dir</a>'],
    ['<a href="mailto:a@b.co">m</a>', '<a href="mailto:a@b.co">m</a>'],
  ])('%s', (input, expected) => {
    expect(sanitizeArticleHtml(input)).toBe(expected);
  });

  it('opens external links in a new tab without an opener', () => {
    expect(sanitizeArticleHtml('<a href="https://example.com">x</a>')).toBe(
      '<a href="https://example.com" target="_blank" rel="noopener noreferrer nofollow">x</a>',
    );
  });

  it('keeps images with lazy loading and an alt', () => {
    const out = sanitizeArticleHtml('<img src="https://cdn.example.com/a.png">');
    expect(out).toContain('src="https://cdn.example.com/a.png"');
    expect(out).toContain('loading="lazy"');
    expect(out).toContain('alt=""');
  });

  it.each([
    'https://www.youtube.com/embed/dQw4w9WgXcQ',
    'https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ?start=10',
    'https://player.vimeo.com/video/76979871',
  ])('keeps video iframes from %s', (src) => {
    const out = sanitizeArticleHtml(`<iframe class="ql-video" src="${src}"></iframe>`);
    expect(out).toContain(`src="${src.replace('&', '&amp;')}"`);
    expect(out).toContain('<iframe');
  });
});

describe('sanitizeArticleHtml removes what could run or mislead', () => {
  it.each([
    ['<script>alert(1)</script><p>ok</p>', '<p>ok</p>'],
    ['<p onclick="alert(1)">x</p>', '<p>x</p>'],
    ['<img src="x" onerror="alert(1)">', ''],
    ['<a href="javascript:alert(1)">x</a>', '<a>x</a>'],
    ['<a href="JaVaScRiPt:alert(1)">x</a>', '<a>x</a>'],
    ['<a href="data:text/html,<script>alert(1)</script>">x</a>', '<a>x</a>'],
    ['<iframe src="https://evil.example/embed/x"></iframe>', ''],
    ['<iframe src="https://www.youtube.com.evil.example/embed/x"></iframe>', ''],
    ['<iframe src="javascript:alert(1)"></iframe>', ''],
    ['<iframe srcdoc="<script>alert(1)</script>"></iframe>', ''],
    ['<style>body{display:none}</style><p>x</p>', '<p>x</p>'],
    ['<form action="/x"><input name="a"></form>', ''],
    ['<object data="x.swf"></object>', ''],
    ['<p style="position:fixed;top:0">x</p>', '<p>x</p>'],
    ['<p style="background-color: url(javascript:x)">x</p>', '<p>x</p>'],
    ['<p class="fixed inset-0">x</p>', '<p>x</p>'],
    ['<svg><script>alert(1)</script></svg>', ''],
    ['<img src="data:image/svg+xml;base64,PHN2Zz4=">', ''],
  ])('%s', (input, expected) => {
    expect(sanitizeArticleHtml(input)).toBe(expected);
  });

  it.each([[''], [null], [undefined]])('returns empty for %j', (input) => {
    expect(sanitizeArticleHtml(input)).toBe('');
  });

  it('does not leave its hook installed for other callers', async () => {
    const { default: DOMPurify } = await import('isomorphic-dompurify');
    sanitizeArticleHtml('<p class="x">a</p>');
    expect(DOMPurify.sanitize('<p class="x">a</p>')).toBe('<p class="x">a</p>');
  });
});
