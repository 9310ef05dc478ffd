import type { PbRecord } from './pb-server';
import { fileUrl } from './files';
import { getServerPb, isNotFound } from './pb-server';
import { memoize } from './snapshot';
import { PUBLISHED_POST_FILTER } from '@/lib/contract/visibility';
import type { BlogCategory, BlogTag, BlogPostSummary, BlogPost } from '@/lib/view/blog';

/**
 * Typed read access to the blog (collections blog_posts, blog_categories, blog_tags; see
 * docs/DATA-MODEL.md). The server client is a superuser, so the public visibility rule of
 * The published-post rule (status published, published_at set and not in the future) is applied here.
 */

const POSTS = 'blog_posts';
const NEWEST = '-published_at,-created';
const EXPAND = 'categories,tags';
const SUMMARY_FIELDS = [
  'id',
  'collectionId',
  'slug',
  'title',
  'excerpt',
  'featured_image',
  'featured_image_url',
  'featured',
  'published_at',
  'updated',
  'reading_time',
  'view_count',
  'categories',
  'tags',
  'expand.categories.*',
  'expand.tags.*',
].join(',');

const str = (v: unknown): string => (typeof v === 'string' ? v : '');
const num = (v: unknown): number => (typeof v === 'number' && Number.isFinite(v) ? v : 0);

function toCategory(r: PbRecord<'blog_categories'>): BlogCategory {
  return { id: r.id, name: str(r.name), slug: str(r.slug), color: str(r.color) };
}

function toTag(r: PbRecord<'blog_tags'>): BlogTag {
  return { id: r.id, name: str(r.name), slug: str(r.slug) };
}

function imageUrlOf(r: PbRecord<'blog_posts'>): string | null {
  const file = str(r.featured_image);
  if (file) return fileUrl(r.collectionId || POSTS, r.id, file);
  return str(r.featured_image_url) || null;
}

function expanded<K extends 'categories' | 'tags'>(
  r: PbRecord<'blog_posts'>,
  key: K,
): PbRecord<K extends 'categories' ? 'blog_categories' : 'blog_tags'>[] {
  type Term = PbRecord<K extends 'categories' ? 'blog_categories' : 'blog_tags'>;
  const value = r.expand?.[key];
  if (Array.isArray(value)) return value as Term[];
  return value ? [value as Term] : [];
}

/** Expanded relations come back in storage order; keep the order the editor chose. */
function inOrder<T extends { id: string }>(ids: unknown, records: T[]): T[] {
  if (!Array.isArray(ids)) return records;
  const byId = new Map(records.map((r) => [r.id, r]));
  return ids.flatMap((id) => (typeof id === 'string' && byId.has(id) ? [byId.get(id)!] : []));
}

function toSummary(r: PbRecord<'blog_posts'>): BlogPostSummary {
  return {
    id: r.id,
    slug: str(r.slug),
    title: str(r.title),
    excerpt: str(r.excerpt),
    imageUrl: imageUrlOf(r),
    featured: r.featured === true,
    publishedAt: str(r.published_at),
    updatedAt: str(r.updated),
    readingTime: num(r.reading_time),
    viewCount: num(r.view_count),
    categories: inOrder(r.categories, expanded(r, 'categories')).map(toCategory),
    tags: inOrder(r.tags, expanded(r, 'tags')).map(toTag),
  };
}

function toPost(r: PbRecord<'blog_posts'>): BlogPost {
  const keywords = r.meta_keywords;
  return {
    ...toSummary(r),
    content: str(r.content),
    metaDescription: str(r.meta_description),
    metaKeywords: Array.isArray(keywords)
      ? keywords.filter((k): k is string => typeof k === 'string')
      : [],
    canonicalUrl: str(r.canonical_url),
    externalUrl: str(r.external_url),
  };
}

/**
 * Every published post, newest first (cards only, no body). Read once per render pass: every
 * page of the blog's index (per category, tag and page) and the sitemap share it.
 */
export const listPublishedPosts: () => Promise<BlogPostSummary[]> = memoize(async () => {
  const pb = await getServerPb();
  const records = await pb.collection(POSTS).getFullList({
    filter: PUBLISHED_POST_FILTER,
    sort: NEWEST,
    expand: EXPAND,
    fields: SUMMARY_FIELDS,
    batch: 500,
  });
  return records.map(toSummary);
});

/** Every published post with its body, newest first (the RSS feed). */
export async function listPublishedPostsWithContent(limit = 50): Promise<BlogPost[]> {
  const pb = await getServerPb();
  const page = await pb.collection(POSTS).getList(1, limit, {
    filter: PUBLISHED_POST_FILTER,
    sort: NEWEST,
    expand: EXPAND,
    skipTotal: true,
  });
  return page.items.map(toPost);
}

/** Up to `limit` (spec: 3) featured published posts, newest first. */
export async function listFeaturedPosts(limit = 3): Promise<BlogPostSummary[]> {
  const pb = await getServerPb();
  const page = await pb.collection(POSTS).getList(1, limit, {
    filter: `${PUBLISHED_POST_FILTER} && featured = true`,
    sort: NEWEST,
    expand: EXPAND,
    fields: SUMMARY_FIELDS,
    skipTotal: true,
  });
  return page.items.map(toSummary);
}

/**
 * The published post with this slug, or null when there is none. Other failures (PocketBase
 * down) throw, so that an outage renders an error rather than a 404 page that gets cached.
 */
export async function getPublishedPostBySlug(slug: string): Promise<BlogPost | null> {
  if (!slug) return null;
  const pb = await getServerPb();
  try {
    const record = await pb
      .collection(POSTS)
      .getFirstListItem(pb.filter(`slug = {:slug} && ${PUBLISHED_POST_FILTER}`, { slug }), {
        expand: EXPAND,
      });
    return toPost(record);
  } catch (error) {
    if (isNotFound(error)) return null;
    throw error;
  }
}

/** Up to `limit` (spec: 3) other published posts sharing any category, newest first. */
export async function listRelatedPosts(
  post: Pick<BlogPostSummary, 'id' | 'categories'>,
  limit = 3,
): Promise<BlogPostSummary[]> {
  if (post.categories.length === 0) return [];
  const pb = await getServerPb();
  const params: Record<string, string> = { id: post.id };
  const shares = post.categories.map((c, i) => {
    params[`c${i}`] = c.id;
    return `categories.id ?= {:c${i}}`;
  });
  const page = await pb.collection(POSTS).getList(1, limit, {
    filter: pb.filter(
      `${PUBLISHED_POST_FILTER} && id != {:id} && (${shares.join(' || ')})`,
      params,
    ),
    sort: NEWEST,
    expand: EXPAND,
    fields: SUMMARY_FIELDS,
    skipTotal: true,
  });
  return page.items.map(toSummary);
}

/** All blog categories, ordered by name (read once per render pass). */
export const listBlogCategories: () => Promise<BlogCategory[]> = memoize(async () => {
  const pb = await getServerPb();
  const records = await pb.collection('blog_categories').getFullList({ sort: 'name' });
  return records.map(toCategory);
});
