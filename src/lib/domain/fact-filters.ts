/**
 * The directory's and category pages' filters on provider facts: country
 * served, company size, pricing model, local obligation and minimum rating. Pure: the
 * server-rendered pages, the web server's search endpoint and the directory's script read the
 * same URL parameters through here. Each narrows the list; pages with any of them are
 * rendered on request, never stored (their query kind is `filter`, src/lib/contract/routes.ts).
 */
import {
  COMPANY_SIZES,
  isFactCountry,
  isObligation,
  isPricingModel,
  type CompanySize,
  type FactCountry,
  type Obligation,
  type PricingModel,
  type ProviderFacts,
} from '../contract/provider-facts';
import { FACT_FILTER_PARAM_NAMES as NAMES } from '../contract/directory-params';

/** Minimum ratings offered (stars, the provider's average). */
export const MIN_RATINGS = ['4.5', '4', '3.5', '3'] as const;

export interface FactFilter {
  served: FactCountry | null;
  size: CompanySize | null;
  pricing: PricingModel | null;
  obligation: Obligation | null;
  minRating: number | null;
}

export const NO_FACT_FILTER: FactFilter = {
  served: null,
  size: null,
  pricing: null,
  obligation: null,
  minRating: null,
};

/** URL parameter of each filter, with the values it accepts. */
export const FACT_FILTER_PARAMS = {
  served: { name: NAMES.served, valid: isFactCountry },
  size: {
    name: NAMES.size,
    valid: (v: string) => (COMPANY_SIZES as readonly string[]).includes(v),
  },
  pricing: { name: NAMES.pricing, valid: isPricingModel },
  obligation: { name: NAMES.obligation, valid: isObligation },
  minRating: {
    name: NAMES.minRating,
    valid: (v: string) => (MIN_RATINGS as readonly string[]).includes(v),
  },
} as const;

export type FactFilterKey = keyof typeof FACT_FILTER_PARAMS;
export const FACT_FILTER_KEYS = Object.keys(FACT_FILTER_PARAMS) as FactFilterKey[];

/** The filters of a URL; a value that is not one of the list is ignored. */
export function parseFactFilter(params: URLSearchParams): FactFilter {
  const get = (k: FactFilterKey) => {
    const v = params.get(FACT_FILTER_PARAMS[k].name);
    return v !== null && FACT_FILTER_PARAMS[k].valid(v) ? v : null;
  };
  const rating = get('minRating');
  return {
    served: get('served') as FactCountry | null,
    size: get('size') as CompanySize | null,
    pricing: get('pricing') as PricingModel | null,
    obligation: get('obligation') as Obligation | null,
    minRating: rating === null ? null : Number(rating),
  };
}

/** Parameters present with a value the filter does not accept (the page answers 404). */
export function refusedFactParams(params: URLSearchParams): string[] {
  return FACT_FILTER_KEYS.map((k) => FACT_FILTER_PARAMS[k])
    .filter((p) => {
      const v = params.get(p.name) ?? '';
      return v !== '' && !p.valid(v);
    })
    .map((p) => p.name);
}

export function isFactFiltering(f: FactFilter): boolean {
  return FACT_FILTER_KEYS.some((k) => f[k] !== null);
}

/** The filter as URL parameters, in a fixed order (empty ones left out). */
export function factFilterEntries(f: FactFilter): [string, string][] {
  const out: [string, string][] = [];
  for (const k of FACT_FILTER_KEYS) {
    const v = f[k];
    if (v !== null) out.push([FACT_FILTER_PARAMS[k].name, String(v)]);
  }
  return out;
}

export interface FilterableProvider {
  average_rating: number | null;
  facts?: ProviderFacts;
}

/** Whether a provider passes every filter set (a provider that declared nothing passes none). */
export function matchesFactFilter(p: FilterableProvider, f: FactFilter): boolean {
  // Against the rating as the cards print it (one decimal): a "4.5" passes "4.5 o más".
  if (f.minRating !== null && Math.round((p.average_rating ?? 0) * 10) / 10 < f.minRating) {
    return false;
  }
  const facts = p.facts;
  if (f.served && !facts?.countries.includes(f.served)) return false;
  if (f.size && !facts?.sizes.includes(f.size)) return false;
  if (f.pricing && !facts?.pricing_models.includes(f.pricing)) return false;
  if (f.obligation && !facts?.obligations.includes(f.obligation)) return false;
  return true;
}
