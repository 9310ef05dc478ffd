// a provider's reviews filtered by company size, country, service and stars,
// over every public review (src/lib/domain/review-filters.ts), and the URLs that carry them.
import { describe, expect, it } from 'vitest';
import {
  isReviewFiltering,
  matchesReviewFilter,
  NO_REVIEW_FILTER,
  parseReviewFilter,
  reviewFilterEntries,
  reviewFilterOptions,
  type FilterableReview,
} from '../../src/lib/domain/review-filters';
import { paths } from '../../src/lib/contract/paths';
import { readContext } from '../../src/lib/contract/review-context';

const review = (
  overall_rating: number,
  ctx: Record<string, unknown> | null = null,
): FilterableReview => ({ overall_rating, context: ctx ? readContext(ctx) : null });

const reviews = [
  review(5, { company_size: '51-200', reviewer_country: 'México', service: 'payroll' }),
  review(4, { company_size: '1000+', reviewer_country: 'Perú', service: 'reclutamiento' }),
  review(2, { company_size: '51-200', reviewer_country: 'Costa Rica', service: 'payroll' }),
  review(4),
];

describe('parseReviewFilter', () => {
  it('reads the four filters from the URL, the country by its slug', () => {
    const f = parseReviewFilter(
      new URLSearchParams('tamano=1000%2B&pais=costa-rica&servicio=payroll&estrellas=2'),
    );
    expect(f).toEqual({ size: '1000+', country: 'Costa Rica', service: 'payroll', stars: 2 });
  });

  it('takes empty values as no filter (a form submitted with "Todos")', () => {
    const f = parseReviewFilter(new URLSearchParams('tamano=&pais=&servicio=&estrellas='));
    expect(f).toEqual(NO_REVIEW_FILTER);
    expect(isReviewFiltering(f!)).toBe(false);
  });

  it.each([
    'tamano=50',
    'pais=atlantida',
    'pais=México',
    'estrellas=6',
    'estrellas=0',
    'servicio=<b>',
  ])('refuses %s (the page answers 404)', (query) => {
    expect(parseReviewFilter(new URLSearchParams(query))).toBeNull();
  });
});

describe('matchesReviewFilter', () => {
  const pick = (query: string) => {
    const f = parseReviewFilter(new URLSearchParams(query))!;
    return reviews.filter((r) => matchesReviewFilter(r, f)).map((r) => r.overall_rating);
  };

  it('keeps the reviews that pass every filter set', () => {
    expect(pick('')).toEqual([5, 4, 2, 4]);
    expect(pick('tamano=51-200')).toEqual([5, 2]);
    expect(pick('tamano=51-200&servicio=payroll&pais=mexico')).toEqual([5]);
    expect(pick('estrellas=4')).toEqual([4, 4]);
    expect(pick('servicio=reclutamiento&estrellas=5')).toEqual([]);
  });

  it('a review written before the context questions passes only the star filter', () => {
    expect(pick('estrellas=4&tamano=1000%2B')).toEqual([4]);
  });
});

describe('reviewFilterOptions', () => {
  it('offers only the values some review has, sizes in band order, countries by name', () => {
    const o = reviewFilterOptions(reviews);
    expect(o.sizes).toEqual(['51-200', '1000+']);
    expect(o.countries).toEqual([
      { value: 'costa-rica', name: 'Costa Rica' },
      { value: 'mexico', name: 'México' },
      { value: 'peru', name: 'Perú' },
    ]);
    expect(o.services.sort()).toEqual(['payroll', 'reclutamiento']);
  });

  it('keeps the value a filter is set to, even when no review has it', () => {
    const f = parseReviewFilter(new URLSearchParams('pais=chile&tamano=1-10'))!;
    const o = reviewFilterOptions(reviews, f);
    expect(o.countries.map((c) => c.name)).toContain('Chile');
    expect(o.sizes).toContain('1-10');
  });
});

describe('the URLs of filtered review pages', () => {
  it('round-trips a filter through its URL, parameters sorted as canonical URLs are', () => {
    const f = parseReviewFilter(new URLSearchParams('tamano=51-200&pais=peru&estrellas=5'))!;
    const url = paths.providerReviews('acme', 'recientes', 2, reviewFilterEntries(f));
    expect(url).toBe(
      '/providers/acme/reviews?estrellas=5&orden=recientes&pagina=2&pais=peru&tamano=51-200',
    );
    expect(parseReviewFilter(new URL(url, 'http://x').searchParams)).toEqual(f);
  });

  it('leaves the URL without a query when nothing is set', () => {
    expect(paths.providerReviews('acme', undefined, 1, reviewFilterEntries(NO_REVIEW_FILTER))).toBe(
      '/providers/acme/reviews',
    );
  });
});
