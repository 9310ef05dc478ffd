/**
 * Provider facts: what an HR buyer in Latin America decides on, declared by the
 * provider's owner (or an admin) and shown as "declarado por el proveedor" with the date of
 * the last change. One module for every runtime: the provider editor (choices and the same
 * checks before sending), the hooks (pb_hooks/provider-facts.pb.js: the server's validation,
 * nothing stored when a value is refused), the pages (labels), the directory's filters and
 * search (obligation names and their common spellings), and the seed.
 *
 * Stored in `providers.facts` (one JSON document, normalized by `checkFacts`) with
 * `providers.facts_updated` kept by the server (docs/DATA-MODEL.md, docs/DECISIONS.md).
 */
import { EMPLOYEE_COUNTS, type EmployeeCount } from './fields';
import type { ErrorCode } from './errors';
import { formatNumber } from './number-format';

/** Currencies a price may be given in: the local ones of the six markets, or USD. */
export const CURRENCIES = ['MXN', 'COP', 'CLP', 'ARS', 'PEN', 'BRL', 'USD'] as const;
export type Currency = (typeof CURRENCIES)[number];

/**
 * Countries a provider may serve, by ISO 3166-1 alpha-2 code: the countries of the provider
 * form with their name as the site prints it and their local currency (USD where
 * prices are not asked in a local one).
 */
export const FACT_COUNTRIES = {
  MX: { name: 'México', currency: 'MXN' },
  CO: { name: 'Colombia', currency: 'COP' },
  CL: { name: 'Chile', currency: 'CLP' },
  AR: { name: 'Argentina', currency: 'ARS' },
  PE: { name: 'Perú', currency: 'PEN' },
  BR: { name: 'Brasil', currency: 'BRL' },
  BO: { name: 'Bolivia', currency: 'USD' },
  CR: { name: 'Costa Rica', currency: 'USD' },
  CU: { name: 'Cuba', currency: 'USD' },
  DO: { name: 'República Dominicana', currency: 'USD' },
  EC: { name: 'Ecuador', currency: 'USD' },
  ES: { name: 'España', currency: 'USD' },
  GT: { name: 'Guatemala', currency: 'USD' },
  HN: { name: 'Honduras', currency: 'USD' },
  NI: { name: 'Nicaragua', currency: 'USD' },
  PA: { name: 'Panamá', currency: 'USD' },
  PY: { name: 'Paraguay', currency: 'USD' },
  SV: { name: 'El Salvador', currency: 'USD' },
  UY: { name: 'Uruguay', currency: 'USD' },
  VE: { name: 'Venezuela', currency: 'USD' },
} as const satisfies Record<string, { name: string; currency: Currency }>;
export type FactCountry = keyof typeof FACT_COUNTRIES;
export const FACT_COUNTRY_CODES = Object.keys(FACT_COUNTRIES) as FactCountry[];

export function isFactCountry(code: unknown): code is FactCountry {
  return typeof code === 'string' && Object.hasOwn(FACT_COUNTRIES, code);
}

/** The country's name, or the code itself when it is not one of the list. */
export function factCountryName(code: string): string {
  return isFactCountry(code) ? FACT_COUNTRIES[code].name : code;
}

/** The currencies a price in `country` may use: its local one and USD. */
export function currenciesOf(country: FactCountry): Currency[] {
  const local = FACT_COUNTRIES[country].currency;
  return local === 'USD' ? ['USD'] : [local, 'USD'];
}

/** Company sizes served: the same bands as a provider's own size (`employee_count`). */
export const COMPANY_SIZES = EMPLOYEE_COUNTS;
export type CompanySize = EmployeeCount;

export const PRICING_MODELS = {
  per_employee_month: 'Por empleado al mes',
  monthly_fee: 'Cuota mensual',
  success_fee: 'Por contratación exitosa',
  per_project: 'Por proyecto',
  per_participant: 'Por participante',
} as const;
export type PricingModel = keyof typeof PRICING_MODELS;
export const PRICING_MODEL_IDS = Object.keys(PRICING_MODELS) as PricingModel[];

export function isPricingModel(v: unknown): v is PricingModel {
  return typeof v === 'string' && Object.hasOwn(PRICING_MODELS, v);
}

/**
 * The local obligations a service may handle, each with its country and the spellings people
 * search it by (matched by the directory's search: "cfdi", "previred", "nomina electronica").
 */
export const OBLIGATIONS = {
  cfdi_nomina: {
    country: 'MX',
    name: 'CFDI de nómina',
    spellings: ['CFDI', 'timbrado de nómina', 'recibo de nómina electrónico'],
  },
  imss_infonavit: {
    country: 'MX',
    name: 'IMSS/INFONAVIT',
    spellings: ['IMSS', 'INFONAVIT', 'IDSE', 'SUA'],
  },
  nom_035: {
    country: 'MX',
    name: 'NOM-035',
    spellings: ['NOM 035', 'NOM035', 'riesgo psicosocial'],
  },
  nomina_electronica: {
    country: 'CO',
    name: 'Nómina electrónica',
    spellings: ['nómina electrónica DIAN', 'documento soporte de nómina'],
  },
  pila: {
    country: 'CO',
    name: 'PILA',
    spellings: ['planilla integrada de liquidación de aportes', 'planilla PILA'],
  },
  previred: {
    country: 'CL',
    name: 'Previred',
    spellings: ['cotizaciones previsionales'],
  },
  lre: {
    country: 'CL',
    name: 'Libro de Remuneraciones Electrónico',
    spellings: ['LRE', 'libro de remuneraciones'],
  },
  plame: {
    country: 'PE',
    name: 'PLAME',
    spellings: ['PDT PLAME', 'planilla mensual de pagos'],
  },
  t_registro: {
    country: 'PE',
    name: 'T-Registro',
    spellings: ['T Registro', 'TRegistro'],
  },
  esocial: { country: 'BR', name: 'eSocial', spellings: ['e-Social'] },
  f931: {
    country: 'AR',
    name: 'F.931',
    spellings: ['F931', 'formulario 931', 'SICOSS'],
  },
} as const satisfies Record<string, { country: FactCountry; name: string; spellings: string[] }>;
export type Obligation = keyof typeof OBLIGATIONS;
export const OBLIGATION_IDS = Object.keys(OBLIGATIONS) as Obligation[];

export function isObligation(v: unknown): v is Obligation {
  return typeof v === 'string' && Object.hasOwn(OBLIGATIONS, v);
}

/** Limits of the free-text list and of the amounts. */
export const MAX_INTEGRATIONS = 20;
export const MAX_INTEGRATION_LENGTH = 60;
export const MAX_PRICE = 1_000_000_000;

export interface PriceRange {
  country: FactCountry;
  model: PricingModel;
  currency: Currency;
  min: number;
  max: number;
}

/** The facts as stored and shown (lists in the order of the lists above). */
export interface ProviderFacts {
  countries: FactCountry[];
  sizes: CompanySize[];
  pricing_models: PricingModel[];
  prices: PriceRange[];
  obligations: Obligation[];
  integrations: string[];
}

export const EMPTY_FACTS: ProviderFacts = {
  countries: [],
  sizes: [],
  pricing_models: [],
  prices: [],
  obligations: [],
  integrations: [],
};

export function hasFacts(f: ProviderFacts): boolean {
  return (
    f.countries.length > 0 ||
    f.sizes.length > 0 ||
    f.pricing_models.length > 0 ||
    f.prices.length > 0 ||
    f.obligations.length > 0 ||
    f.integrations.length > 0
  );
}

/** A refused value: its error code (errors.ts), the list it is in and the value as written. */
export interface FactProblem {
  code: ErrorCode;
  field: keyof ProviderFacts;
  index: number;
  params: { value: string; country?: string };
}

const text = (v: unknown) => (typeof v === 'string' ? v : (JSON.stringify(v) ?? String(v)));
const listOf = (v: unknown): unknown[] | null =>
  v === undefined || v === null ? [] : Array.isArray(v) ? v : null;
const byOrder =
  <T>(order: readonly T[]) =>
  (a: T, b: T) =>
    order.indexOf(a) - order.indexOf(b);

/**
 * Checks and normalizes facts as a client sent them: every refused value is reported (none is
 * dropped silently), duplicates are merged, lists are put in the lists' order. The caller
 * stores `facts` only when `problems` is empty.
 */
export function checkFacts(input: unknown): { facts: ProviderFacts; problems: FactProblem[] } {
  const problems: FactProblem[] = [];
  const facts: ProviderFacts = {
    countries: [],
    sizes: [],
    pricing_models: [],
    prices: [],
    obligations: [],
    integrations: [],
  };
  if (input === null || input === undefined || input === '') return { facts, problems };
  if (typeof input !== 'object' || Array.isArray(input)) {
    problems.push({ code: 'facts_shape', field: 'countries', index: 0, params: { value: '' } });
    return { facts, problems };
  }
  const o = input as Record<string, unknown>;
  const refuse = (
    code: ErrorCode,
    field: keyof ProviderFacts,
    index: number,
    value: unknown,
  ): void => {
    problems.push({ code, field, index, params: { value: text(value) } });
  };
  const list = (field: keyof ProviderFacts): unknown[] => {
    const l = listOf(o[field]);
    if (l === null) {
      problems.push({ code: 'facts_shape', field, index: 0, params: { value: text(o[field]) } });
      return [];
    }
    return l;
  };

  list('countries').forEach((c, i) => {
    if (!isFactCountry(c)) refuse('facts_country_invalid', 'countries', i, c);
    else if (!facts.countries.includes(c)) facts.countries.push(c);
  });
  list('sizes').forEach((s, i) => {
    if (typeof s !== 'string' || !(COMPANY_SIZES as readonly string[]).includes(s)) {
      refuse('facts_size_invalid', 'sizes', i, s);
    } else if (!facts.sizes.includes(s as CompanySize)) facts.sizes.push(s as CompanySize);
  });
  list('pricing_models').forEach((m, i) => {
    if (!isPricingModel(m)) refuse('facts_pricing_model_invalid', 'pricing_models', i, m);
    else if (!facts.pricing_models.includes(m)) facts.pricing_models.push(m);
  });
  list('prices').forEach((raw, i) => {
    const p = (raw && typeof raw === 'object' ? raw : {}) as Record<string, unknown>;
    const { country, model, currency, min, max } = p;
    if (!isFactCountry(country)) return refuse('facts_country_invalid', 'prices', i, country);
    if (!isPricingModel(model)) return refuse('facts_pricing_model_invalid', 'prices', i, model);
    if (typeof currency !== 'string' || !currenciesOf(country).includes(currency as Currency)) {
      problems.push({
        code: 'facts_currency_invalid',
        field: 'prices',
        index: i,
        params: { value: text(currency), country: FACT_COUNTRIES[country].name },
      });
      return;
    }
    const amount = (n: unknown) =>
      typeof n === 'number' && Number.isFinite(n) && n >= 0 && n <= MAX_PRICE;
    if (!amount(min) || !amount(max) || (min as number) > (max as number)) {
      return refuse('facts_price_range_invalid', 'prices', i, `${text(min)}–${text(max)}`);
    }
    if (!facts.countries.includes(country)) {
      problems.push({
        code: 'facts_price_country',
        field: 'prices',
        index: i,
        params: { value: FACT_COUNTRIES[country].name },
      });
      return;
    }
    if (!facts.pricing_models.includes(model)) {
      return refuse('facts_price_model', 'prices', i, PRICING_MODELS[model]);
    }
    if (facts.prices.some((q) => q.country === country && q.model === model)) {
      return refuse(
        'facts_price_duplicate',
        'prices',
        i,
        `${PRICING_MODELS[model]} (${FACT_COUNTRIES[country].name})`,
      );
    }
    facts.prices.push({
      country,
      model,
      currency: currency as Currency,
      min: Math.round((min as number) * 100) / 100,
      max: Math.round((max as number) * 100) / 100,
    });
  });
  list('obligations').forEach((ob, i) => {
    if (!isObligation(ob)) return refuse('facts_obligation_invalid', 'obligations', i, ob);
    const country = OBLIGATIONS[ob].country;
    if (!facts.countries.includes(country)) {
      problems.push({
        code: 'facts_obligation_country',
        field: 'obligations',
        index: i,
        params: { value: OBLIGATIONS[ob].name, country: FACT_COUNTRIES[country].name },
      });
      return;
    }
    if (!facts.obligations.includes(ob)) facts.obligations.push(ob);
  });
  const integrations = list('integrations');
  integrations.forEach((v, i) => {
    const name = typeof v === 'string' ? v.trim().replace(/\s+/g, ' ') : '';
    if (!name || name.length > MAX_INTEGRATION_LENGTH || i >= MAX_INTEGRATIONS) {
      return refuse('facts_integration_invalid', 'integrations', i, v);
    }
    if (!facts.integrations.some((x) => x.toLowerCase() === name.toLowerCase())) {
      facts.integrations.push(name);
    }
  });

  facts.countries.sort(byOrder(FACT_COUNTRY_CODES));
  facts.sizes.sort(byOrder(COMPANY_SIZES));
  facts.pricing_models.sort(byOrder(PRICING_MODEL_IDS));
  facts.obligations.sort(byOrder(OBLIGATION_IDS));
  facts.prices.sort(
    (a, b) =>
      FACT_COUNTRY_CODES.indexOf(a.country) - FACT_COUNTRY_CODES.indexOf(b.country) ||
      PRICING_MODEL_IDS.indexOf(a.model) - PRICING_MODEL_IDS.indexOf(b.model),
  );
  return { facts, problems };
}

/**
 * Stored facts as the pages read them: whatever `checkFacts` accepts of it (a stored value is
 * already normalized; this only guards the pages against a hand-edited record).
 */
export function readFacts(stored: unknown): ProviderFacts {
  let value = stored;
  if (typeof value === 'string') {
    try {
      value = JSON.parse(value);
    } catch {
      return EMPTY_FACTS;
    }
  }
  if (!value || typeof value !== 'object' || Array.isArray(value)) return EMPTY_FACTS;
  // A stored value is normally valid as a whole: one check then (a full read of 9,000
  // providers checked each value on its own, ~0.2 s of the web server's thread).
  const whole = checkFacts(value);
  if (whole.problems.length === 0) return whole.facts;
  // Keep what is valid of each list: check each value on its own.
  const o = value as Record<string, unknown>;
  const arr = (field: keyof ProviderFacts) =>
    Array.isArray(o[field]) ? (o[field] as unknown[]) : [];
  const countries = arr('countries').filter(isFactCountry);
  const pricing_models = arr('pricing_models').filter(isPricingModel);
  const keep = (field: keyof ProviderFacts): unknown[] =>
    arr(field).filter(
      (v) => checkFacts({ countries, pricing_models, [field]: [v] }).problems.length === 0,
    );
  return checkFacts({
    countries,
    sizes: keep('sizes'),
    pricing_models,
    prices: keep('prices'),
    obligations: keep('obligations'),
    integrations: keep('integrations'),
  }).facts;
}

/** A price range as the pages print it: "MXN 80 – 150". */
export function formatPriceRange(p: Pick<PriceRange, 'currency' | 'min' | 'max'>): string {
  const n = (v: number) => formatNumber(v, 0, 2);
  return p.min === p.max ? `${p.currency} ${n(p.min)}` : `${p.currency} ${n(p.min)} – ${n(p.max)}`;
}
