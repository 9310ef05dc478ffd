/**
 * Items of the blog's RSS feed. RSS 2.0 readers render `<description>` as HTML, so a plain
 * text field (the excerpt and meta description are tag-free text with entities decoded, see
 * text.ts) is turned into HTML here, by escaping it; the feed writer then escapes that once
 * more for XML. A post whose text reads `<img src=x onerror=…>` stays that text in a reader.
 */
import { paths } from '@/lib/contract/paths';
import { parseDate } from './dates';
import { sanitizeArticleHtml } from './sanitize';

const HTML_ESCAPES: Record<string, string> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&#39;',
};

/** HTML that shows `text` literally. */
export function textToHtml(text: string): string {
  return text.replace(/[&<>"']/g, (c) => HTML_ESCAPES[c] ?? c);
}

export interface FeedPost {
  slug: string;
  title: string;
  /** Plain text. */
  excerpt: string;
  /** Plain text; the excerpt is used when empty. */
  metaDescription: string;
  /** Article HTML as stored (sanitized here). */
  content: string;
  categories: readonly { name: string }[];
  publishedAt: string;
}

export interface FeedItem {
  title: string;
  link: string;
  /** HTML. */
  description: string;
  /** HTML (`content:encoded`). */
  content: string;
  categories: string[];
  pubDate?: Date;
}

/** The feed item of a published post (values before XML escaping, which the writer does). */
export function blogFeedItem(post: FeedPost): FeedItem {
  const pubDate = parseDate(post.publishedAt);
  return {
    title: post.title,
    link: paths.blogPost(post.slug),
    description: textToHtml(post.metaDescription || post.excerpt),
    content: sanitizeArticleHtml(post.content),
    categories: post.categories.map((c) => c.name),
    ...(pubDate ? { pubDate } : {}),
  };
}
