/**
 * The community reviews page (/reviews): one page of the newest public reviews of the whole
 * platform, optionally of one category, country or star rating. Read in one
 * SQL query through `GET /api/lp/reviews/latest` (pb_hooks/community-reviews.pb.js).
 */
import { getServerPb } from './pb-server';
import { labelMap, listActiveCategories } from './categories';
import { COUNTRY_SLUGS, countryFromSlug } from '@/lib/contract/countries';
import { COMMUNITY_REVIEWS_PER_PAGE } from '@/lib/contract/fields';
import type { CommunityFilters, CommunityReviewsView } from '@/lib/view/community-reviews';
import { SERVER_API } from '@/lib/contract/api-routes';
import { sendApi } from '@/lib/api-client';

export const COMMUNITY_PER_PAGE = COMMUNITY_REVIEWS_PER_PAGE;

export async function loadCommunityReviews(url: URL): Promise<CommunityReviewsView> {
  const categories = await listActiveCategories();
  const q = url.searchParams;
  const categoria = q.get('categoria') ?? '';
  const pais = q.get('pais') ?? '';
  const estrellas = q.get('estrellas') ?? '';
  const pagina = q.get('pagina') ?? '1';
  const filters: CommunityFilters = {
    categoria,
    pais,
    estrellas: /^[1-5]$/.test(estrellas) ? Number(estrellas) : 0,
  };
  const countries = Object.entries(COUNTRY_SLUGS).map(([slug, name]) => ({ slug, name }));
  const base = {
    filters,
    activeFilters: [categoria, pais, estrellas].filter((v) => v !== '').length,
    categories,
    labels: labelMap(categories),
    countries,
  };
  const country = pais ? countryFromSlug(pais) : null;
  const page = /^\d{1,6}$/.test(pagina) ? Number(pagina) : 0;
  if (
    (categoria && !categories.some((c) => c.name === categoria)) ||
    (pais && !country) ||
    (estrellas && !filters.estrellas) ||
    page < 1
  ) {
    return { ...base, reviews: [], page: 1, hasMore: false, notFound: true };
  }
  const pb = await getServerPb();
  const query: Record<string, string> = { pagina: String(page) };
  if (categoria) query['categoria'] = categoria;
  if (country) query['pais'] = country;
  if (filters.estrellas) query['estrellas'] = String(filters.estrellas);
  const answer = await sendApi(pb, SERVER_API.reviewsLatest, [], { query });
  return {
    ...base,
    reviews: answer.items,
    page,
    hasMore: answer.hasMore,
    // Page 1 of a filter may be empty (the page says so); a later empty page does not exist.
    notFound: page > 1 && answer.items.length === 0,
  };
}
