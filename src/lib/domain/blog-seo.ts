import { paths } from '@/lib/contract/paths';
import { toIsoDate } from './dates';
import { readingTimeIso } from './reading-time';

/** Structured data (schema.org JSON-LD) for blog pages. */

export interface ArticleLdInput {
  slug: string;
  title: string;
  excerpt: string;
  metaDescription?: string;
  imageUrl: string | null;
  publishedAt: string;
  updatedAt: string;
  readingTime: number;
  metaKeywords?: readonly string[];
  tags?: readonly { name: string }[];
  canonicalUrl?: string;
}

export interface SiteInfo {
  siteUrl: string;
  brand: string;
}

const abs = (pathOrUrl: string, siteUrl: string): string => new URL(pathOrUrl, siteUrl).href;

/** Article with the spec's language (es-ES), section and reading time. */
export function articleJsonLd(post: ArticleLdInput, site: SiteInfo): Record<string, unknown> {
  const url = abs(post.canonicalUrl || paths.blogPost(post.slug), site.siteUrl);
  const organization = {
    '@type': 'Organization',
    name: site.brand,
    url: abs('/', site.siteUrl),
    logo: { '@type': 'ImageObject', url: abs('/favicon.svg', site.siteUrl) },
  };
  const keywords = post.metaKeywords?.length
    ? [...post.metaKeywords]
    : (post.tags ?? []).map((t) => t.name);
  const published = toIsoDate(post.publishedAt);
  return {
    '@context': 'https://schema.org',
    '@type': 'Article',
    headline: post.title,
    description: post.metaDescription || post.excerpt,
    image: [abs(post.imageUrl ?? '/og-default.png', site.siteUrl)],
    datePublished: published,
    dateModified: toIsoDate(post.updatedAt) || published,
    author: organization,
    publisher: organization,
    mainEntityOfPage: { '@type': 'WebPage', '@id': url },
    url,
    inLanguage: 'es-ES',
    articleSection: 'Recursos Humanos',
    timeRequired: readingTimeIso(post.readingTime),
    ...(keywords.length ? { keywords: keywords.join(', ') } : {}),
  };
}
