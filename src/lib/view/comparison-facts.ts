/**
 * The declared provider facts of a comparison, side by side: one row per fact,
 * one value per provider, narrowed to one country when the comparison URL names one. Pure, so
 * the comparison page stays a view and the rules are unit-tested.
 */
import {
  FACT_COUNTRIES,
  FACT_COUNTRY_CODES,
  OBLIGATIONS,
  PRICING_MODELS,
  factCountryName,
  formatPriceRange,
  hasFacts,
  type FactCountry,
  type ProviderFacts,
} from '../contract/provider-facts';
import { providerFactsMessages as m } from '../messages/provider-facts';
import { comparisonFactsMessages as c } from '../messages/comparison-facts';
import { formatLongDateEs } from '../domain/dates';

export interface FactsOf {
  facts: ProviderFacts;
  facts_updated: string | null;
  /** Its headquarters' country as stored ("México"): a provider serves it, declared or not. */
  headquarters_country?: string;
}

/** A value is one line, or several lines (prices, obligations by country). */
export interface FactRow {
  label: string;
  values: (string | string[])[];
}

/** The fact-country code of a country name as stored on providers ("México" → "MX"). */
export function factCountryOfName(name: string): FactCountry | null {
  return FACT_COUNTRY_CODES.find((code) => FACT_COUNTRIES[code].name === name) ?? null;
}

const joined = (items: readonly string[]) => (items.length ? items.join(', ') : c.none);
const lines = (items: string[]) => (items.length ? items : c.none);

/**
 * Rows of the declared facts for the compared providers; `country` narrows the prices and
 * the obligations to it and asks whether each provider serves it (declared, or its
 * headquarters: "Sí (sede)").
 */
export function comparisonFactRows(ps: readonly FactsOf[], country: FactCountry | null): FactRow[] {
  const row = (label: string, value: (f: ProviderFacts) => string | string[]): FactRow => ({
    label,
    values: ps.map((p) => (hasFacts(p.facts) ? value(p.facts) : c.notDeclared)),
  });
  const countryName = country ? FACT_COUNTRIES[country].name : null;
  return [
    country
      ? {
          label: c.servesIn(countryName!),
          values: ps.map((p) =>
            p.facts.countries.includes(country)
              ? c.yes
              : p.headquarters_country === countryName
                ? c.yesHeadquarters
                : hasFacts(p.facts)
                  ? c.no
                  : c.notDeclared,
          ),
        }
      : row(m.countries, (f) => joined(f.countries.map(factCountryName))),
    row(m.sizes, (f) => joined(f.sizes.map(m.sizeBand))),
    row(m.pricingModels, (f) => joined(f.pricing_models.map((p) => PRICING_MODELS[p]))),
    row(country ? c.pricesIn(countryName!) : m.prices, (f) =>
      lines(
        f.prices
          .filter((p) => !country || p.country === country)
          .map((p) =>
            country
              ? `${PRICING_MODELS[p.model]}: ${formatPriceRange(p)}`
              : `${factCountryName(p.country)} · ${PRICING_MODELS[p.model]}: ${formatPriceRange(p)}`,
          ),
      ),
    ),
    row(country ? c.obligationsIn(countryName!) : m.obligations, (f) => {
      const byCountry = (country ? [country] : f.countries)
        .map((k) => ({
          k,
          names: f.obligations
            .filter((o) => OBLIGATIONS[o].country === k)
            .map((o) => OBLIGATIONS[o].name),
        }))
        .filter((g) => g.names.length > 0);
      return lines(
        byCountry.map((g) =>
          country ? g.names.join(', ') : `${factCountryName(g.k)}: ${g.names.join(', ')}`,
        ),
      );
    }),
    row(m.integrations, (f) => joined(f.integrations)),
    {
      label: c.source,
      values: ps.map((p) =>
        !hasFacts(p.facts)
          ? c.notDeclared
          : p.facts_updated
            ? `${m.declared}, ${m.updated(formatLongDateEs(p.facts_updated))}`
            : m.declared,
      ),
    },
  ];
}
