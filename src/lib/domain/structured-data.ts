/** schema.org JSON-LD builders (pure: pages pass absolute URLs). */
import { toIsoDay } from './dates';
import { paths } from '../contract/paths';

export interface Crumb {
  label: string;
  href?: string;
}

/**
 * BreadcrumbList for a visible breadcrumb (components/Breadcrumb.astro). A crumb without a link
 * (the current page) gets `currentUrl` when given.
 */
export function breadcrumbJsonLd(
  crumbs: readonly Crumb[],
  siteUrl: string,
  currentUrl?: string,
): Record<string, unknown> {
  return {
    '@context': 'https://schema.org',
    '@type': 'BreadcrumbList',
    itemListElement: crumbs.map((c, i) => {
      const href = c.href ?? currentUrl;
      return {
        '@type': 'ListItem',
        position: i + 1,
        name: c.label,
        ...(href ? { item: new URL(href, siteUrl).href } : {}),
      };
    }),
  };
}

export interface OrganizationInput {
  name: string;
  url: string;
  description: string;
  logo: string | null;
  website: string | null;
  country: string;
  foundedYear: number | null;
  rating: number | null;
  reviewCount: number;
  reviews: readonly {
    /** The review's own page. */
    url?: string;
    title: string;
    body: string;
    rating: number;
    date: string;
    /** When its author last edited it ("editada"); '' or absent when never. */
    edited?: string;
    author: string | null;
  }[];
}

/** Organization with AggregateRating and Review for a provider page. */
export function organizationJsonLd(o: OrganizationInput): object {
  return {
    '@context': 'https://schema.org',
    '@type': 'Organization',
    name: o.name,
    url: o.url,
    description: o.description,
    ...(o.logo ? { logo: o.logo } : {}),
    ...(o.website ? { sameAs: [o.website] } : {}),
    address: { '@type': 'PostalAddress', addressCountry: o.country },
    ...(o.foundedYear ? { foundingDate: String(o.foundedYear) } : {}),
    ...(o.rating !== null && o.reviewCount > 0
      ? {
          aggregateRating: {
            '@type': 'AggregateRating',
            ratingValue: Number(o.rating.toFixed(1)),
            reviewCount: o.reviewCount,
            bestRating: 5,
            worstRating: 1,
          },
        }
      : {}),
    ...(o.reviews.length
      ? {
          review: o.reviews.map((r) => ({
            '@type': 'Review',
            ...(r.url ? { url: r.url } : {}),
            name: r.title,
            reviewBody: r.body,
            datePublished: toIsoDay(r.date),
            ...(r.edited ? { dateModified: toIsoDay(r.edited) } : {}),
            reviewRating: {
              '@type': 'Rating',
              ratingValue: r.rating,
              bestRating: 5,
              worstRating: 1,
            },
            author: r.author
              ? { '@type': 'Person', name: r.author }
              : { '@type': 'Person', name: 'Anónimo' },
          })),
        }
      : {}),
  };
}

/**
 * What the provider JSON-LD reads of a provider page (the page's view model,
 * src/lib/view/provider-page.ts, fits it; domain code does not import view models).
 */
export interface ProviderJsonLdInput {
  provider: {
    slug: string;
    company_name: string;
    description: string;
    logo_url: string | null;
    website: string | null;
    headquarters_country: string;
    founded_year: number | null;
    average_rating: number | null;
    total_reviews: number;
  };
  reviews: readonly {
    id: string;
    title: string;
    review_text: string;
    overall_rating: number;
    created: string;
    edited_at: string;
    reviewer: { first_name: string; last_name: string } | null;
  }[];
}

/**
 * The Organization JSON-LD of a provider page (`url`: its absolute canonical URL). Eligible
 * for Google's review snippets: the aggregate is the provider's public aggregate and the
 * reviews are exactly the shown ones, so a review hidden by moderation is in neither.
 */
export function providerJsonLd(view: ProviderJsonLdInput, url: string): object {
  const p = view.provider;
  return organizationJsonLd({
    name: p.company_name,
    url,
    description: p.description,
    logo: p.logo_url,
    website: p.website,
    country: p.headquarters_country,
    foundedYear: p.founded_year,
    rating: p.average_rating,
    reviewCount: p.total_reviews,
    reviews: view.reviews.map((r) => ({
      url: new URL(paths.review(p.slug, r.id), url).href,
      title: r.title,
      body: r.review_text,
      rating: r.overall_rating,
      date: r.created,
      edited: r.edited_at,
      author: r.reviewer ? `${r.reviewer.first_name} ${r.reviewer.last_name}`.trim() : null,
    })),
  });
}

/** ItemList of provider pages for listings. */
export function itemListJsonLd(urls: readonly string[]): object {
  return {
    '@context': 'https://schema.org',
    '@type': 'ItemList',
    itemListElement: urls.map((url, i) => ({ '@type': 'ListItem', position: i + 1, url })),
  };
}
