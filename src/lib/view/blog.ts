/**
 * View models of blog: what src/lib/data/blog.ts loads and the views render
 * (plain data; the data layer and the views both import these types).
 */

export interface BlogCategory {
  id: string;
  name: string;
  slug: string;
  /** Hex colour for the badge, e.g. "#6938ef"; empty when none. */
  color: string;
}

export interface BlogTag {
  id: string;
  name: string;
  slug: string;
}

/** A post as cards and lists need it (no body). */
export interface BlogPostSummary {
  id: string;
  slug: string;
  title: string;
  excerpt: string;
  /** Absolute URL of the featured image (uploaded file or external URL), or null. */
  imageUrl: string | null;
  featured: boolean;
  publishedAt: string;
  updatedAt: string;
  readingTime: number;
  viewCount: number;
  categories: BlogCategory[];
  tags: BlogTag[];
}

export interface BlogPost extends BlogPostSummary {
  /** Raw editor HTML: sanitize before rendering (src/lib/domain/sanitize.ts). */
  content: string;
  metaDescription: string;
  metaKeywords: string[];
  canonicalUrl: string;
  externalUrl: string;
}
