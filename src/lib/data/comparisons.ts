/** View models of /comparativas and /comparativas/{a}-vs-{b}[/{country}]. */
import { listPublicProviders } from './providers';
import { labelMap, listActiveCategories } from './categories';
import {
  comparisonCountriesOf,
  comparisonIndexPairs,
  parseComparisonTerms,
  pickComparison,
  sharedComparisonCountries,
} from '@/lib/domain/comparison';
import { getReviewFacts } from './review-facts';
import { listPublicReviews } from './reviews';
import { reviewTopics } from '@/lib/domain/review-topics';
import { comparisonCountryFromSlug } from '@/lib/contract/countries';
import { paths } from '@/lib/contract/paths';
import type { ComparisonView, ComparisonLink, ComparisonGroup } from '@/lib/view/comparisons';

/**
 * the comparison uses the first matching providers (of the country, if set): two,
 * or up to four from the comparison builder. "Of the country" is every
 * provider compared in it: headquartered there or declaring it serves it
 * (`comparisonCountriesOf`), so a country page exists for each country the compared providers
 * share (docs/DECISIONS.md § Comparisons per country).
 */
export async function loadComparison(
  param: string,
  countrySlug: string | null,
): Promise<ComparisonView> {
  const terms = parseComparisonTerms(param);
  const countryName = countrySlug ? comparisonCountryFromSlug(countrySlug.toLowerCase()) : null;
  const country =
    countrySlug && countryName ? { slug: countrySlug.toLowerCase(), name: countryName } : null;
  if (!terms || (countrySlug !== null && !country)) {
    return { providers: [], labels: {}, country, countries: [], terms, facts: {}, topics: {} };
  }
  const [all, categories] = await Promise.all([listPublicProviders(), listActiveCategories()]);
  const candidates = country
    ? all.filter((p) => comparisonCountriesOf(p).includes(country.name))
    : all;
  const providers = pickComparison(candidates, terms);
  const [facts, reviews] = await Promise.all([
    Promise.all(providers.map((p) => getReviewFacts(p.id))),
    Promise.all(providers.map((p) => listPublicReviews(p.id))),
  ]);
  return {
    providers,
    labels: labelMap(categories),
    country,
    countries: sharedComparisonCountries(providers),
    terms,
    facts: Object.fromEntries(providers.map((p, i) => [p.id, facts[i] ?? null])),
    topics: Object.fromEntries(providers.map((p, i) => [p.id, reviewTopics(reviews[i] ?? [])])),
  };
}

/** Per active category, its top 3 providers paired (1–2, 1–3, 2–3). */
export async function loadComparisonIndex(): Promise<ComparisonGroup[]> {
  const [all, categories] = await Promise.all([listPublicProviders(), listActiveCategories()]);
  return comparisonIndexPairs(all, categories).map(({ category: c, pairs }) => ({
    category: { name: c.name, label: c.label },
    pairs: pairs.map(([a, b]): ComparisonLink => ({
      href: paths.comparisonOf(a.company_name, b.company_name),
      a,
      b,
    })),
  }));
}
