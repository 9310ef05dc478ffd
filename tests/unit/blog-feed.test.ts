// Issue 11, defect 5: text stays text in the RSS feed. The excerpt is plain text (entities
// decoded); readers render <description> as HTML, so the item escapes it for HTML and the
// feed writer escapes that for XML: one XML-unescape must give HTML that shows the text.
import rss from '@astrojs/rss';
import { describe, expect, it } from 'vitest';
import { blogFeedItem, textToHtml, type FeedPost } from '../../src/lib/domain/feed';
import { excerptOf, metaDescriptionOf } from '../../src/lib/domain/text';

const PAYLOAD = '<img src=x onerror=alert(1)>';
const CONTENT = '<p>&lt;img src=x onerror=alert(1)&gt;</p>';

const post = (over: Partial<FeedPost> = {}): FeedPost => ({
  slug: 'texto',
  title: 'Texto',
  excerpt: excerptOf(CONTENT),
  metaDescription: metaDescriptionOf(CONTENT),
  content: CONTENT,
  categories: [{ name: 'Guías' }],
  publishedAt: '2025-01-15 10:00:00.000Z',
  ...over,
});

const xmlUnescape = (s: string) =>
  s
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&quot;/g, '"')
    .replace(/&apos;/g, "'")
    .replace(/&amp;/g, '&');

describe('textToHtml', () => {
  it.each([
    [PAYLOAD, '&lt;img src=x onerror=alert(1)&gt;'],
    ['Tom & Jerry "dúo" l\'été', 'Tom &amp; Jerry &quot;dúo&quot; l&#39;été'],
    ['&lt;ya escapado&gt;', '&amp;lt;ya escapado&amp;gt;'],
    ['sin nada', 'sin nada'],
  ])('%s → %s', (text, html) => {
    expect(textToHtml(text)).toBe(html);
  });
});

describe('blog feed items', () => {
  it('keeps the escaped text of a post as plain text in the excerpt and meta description', () => {
    expect(excerptOf(CONTENT)).toBe(PAYLOAD);
    expect(metaDescriptionOf(CONTENT)).toBe(PAYLOAD);
  });

  it('turns the plain-text description into HTML that shows the text', () => {
    expect(blogFeedItem(post()).description).toBe('&lt;img src=x onerror=alert(1)&gt;');
    expect(blogFeedItem(post({ metaDescription: '' })).description).toBe(
      '&lt;img src=x onerror=alert(1)&gt;',
    );
  });

  it('writes a <description> that, XML-decoded once, is escaped HTML, never markup', async () => {
    const res = await rss({
      title: 'Blog',
      description: 'Feed',
      site: 'http://site.test',
      items: [blogFeedItem(post())],
    });
    const xml = await res.text();
    const raw = /<item>[\s\S]*?<description>([\s\S]*?)<\/description>/.exec(xml)?.[1];
    expect(raw).toBe('&amp;lt;img src=x onerror=alert(1)&amp;gt;');
    const html = xmlUnescape(raw!);
    expect(html).toBe('&lt;img src=x onerror=alert(1)&gt;');
    expect(html).not.toMatch(/<img/i);
  });

  it('keeps the article body as sanitized HTML', () => {
    const item = blogFeedItem(post({ content: '<p>Hola <img src=x onerror=alert(1)></p>' }));
    expect(item.content).toContain('<p>Hola');
    expect(item.content).not.toMatch(/onerror/i);
    expect(item.link).toBe('/blog/texto');
    expect(item.categories).toEqual(['Guías']);
    expect(item.pubDate?.toISOString()).toBe('2025-01-15T10:00:00.000Z');
  });
});
