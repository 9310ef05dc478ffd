/** View model of the market map pages (/proveedores/categoria/{category}[/{country}]/mapa). */
import { listPublicProvidersIn } from './providers';
import { resolveCategoryPlace } from './category-pages';
import { listPublicReviewDates } from './reviews';
import { loadRankingPrior } from './ranking';
import { COUNTRY_SLUGS } from '@/lib/contract/countries';
import { factCountryName } from '@/lib/contract/provider-facts';
import { rankingDay } from '@/lib/contract/ranking';
import { buildMarketMap, mapIsDrawn, type MapCandidate } from '@/lib/domain/market-map';
import type { PublicProvider } from '@/lib/view/providers';
import type { MarketMapView } from '@/lib/view/market-map';

/** The countries a provider serves, by name: its headquarters and the ones it declares. */
function servedCountries(p: PublicProvider): string[] {
  return [p.headquarters_country, ...p.facts.countries.map(factCountryName)];
}

/**
 * Null (404) when the category (name or alias) is not active, the country slug is not one of
 * the 15, or a category × country map has too few qualifying providers to be drawn (a
 * category's own map always answers and says what is missing).
 */
export async function loadMarketMap(
  categoryParam: string,
  countryParam: string | null,
): Promise<MarketMapView | null> {
  const place = await resolveCategoryPlace(categoryParam, countryParam);
  if (!place) return null;
  const { category, country } = place;
  const countrySlug = countryParam?.toLowerCase() ?? null;
  const [providers, prior] = await Promise.all([
    listPublicProvidersIn(category.name, country),
    loadRankingPrior(),
  ]);
  const asOf = prior.as_of || rankingDay(new Date());
  const candidates: MapCandidate[] = await Promise.all(
    providers.map(async (p) => ({
      id: p.id,
      slug: p.slug,
      name: p.company_name,
      reviewDates: await listPublicReviewDates(p.id),
      countries: servedCountries(p),
      satisfaction: p.ranking_score,
    })),
  );
  const map = buildMarketMap(candidates, asOf);
  if (country && map.missing > 0) return null;
  const countryMaps = country
    ? []
    : Object.entries(COUNTRY_SLUGS)
        .filter(([, n]) =>
          mapIsDrawn(
            providers.filter((p) => p.headquarters_country === n).map((p) => p.total_reviews),
          ),
        )
        .map(([slug, n]) => ({ slug, name: n }));
  return {
    category,
    categorySlug: category.name,
    country: country && countrySlug ? { slug: countrySlug, name: country } : null,
    asOf,
    map,
    countryMaps,
  };
}
