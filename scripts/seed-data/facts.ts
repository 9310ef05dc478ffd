/**
 * Demo facts of the seeded providers: countries and company sizes served,
 * pricing models with price ranges per country, local obligations and integrations, drawn
 * from their own random stream (`facts:<i>`) so the rest of the dataset stays as it was.
 * Every value is one the server accepts (checkFacts); a unit test checks the whole dataset.
 */
import {
  COMPANY_SIZES,
  currenciesOf,
  FACT_COUNTRIES,
  OBLIGATIONS,
  OBLIGATION_IDS,
  type FactCountry,
  type PricingModel,
  type ProviderFacts,
} from '../../src/lib/contract/provider-facts.ts';
import { Random } from './random.ts';
import type { CategoryName } from './categories.ts';

/** How each main category is usually charged. */
const MODELS: Record<CategoryName, PricingModel[]> = {
  recruiting: ['success_fee', 'per_project'],
  payroll: ['per_employee_month', 'monthly_fee'],
  benefits: ['per_employee_month'],
  learning_development: ['per_participant', 'per_project'],
  performance_management: ['per_employee_month', 'per_project'],
  hr_tech: ['per_employee_month', 'monthly_fee'],
  outsourcing: ['per_employee_month', 'monthly_fee'],
  consulting: ['per_project'],
};

/** Typical range of each model in USD (converted to the local currency by a rough rate). */
const USD_RANGE: Record<PricingModel, [number, number]> = {
  per_employee_month: [3, 12],
  monthly_fee: [300, 2500],
  success_fee: [1500, 6000],
  per_project: [2000, 20000],
  per_participant: [80, 400],
};
const USD_RATE: Record<string, number> = {
  MXN: 18,
  COP: 4000,
  CLP: 950,
  ARS: 1000,
  PEN: 3.7,
  BRL: 5.2,
  USD: 1,
};
/** Categories whose services handle payroll obligations. */
const COMPLIANCE: readonly CategoryName[] = ['payroll', 'hr_tech', 'outsourcing', 'benefits'];
const INTEGRATIONS = [
  'BUK',
  'SAP SuccessFactors',
  'Workday',
  'Oracle HCM',
  'Runa',
  'Worky',
  'Factorial',
  'Talana',
  'Rankmi',
  'Siesa',
  'Contpaqi Nóminas',
  'Microsoft Teams',
  'Slack',
  'Google Workspace',
];
const MAIN: FactCountry[] = ['MX', 'CO', 'CL', 'AR', 'PE', 'BR'];

const codeOf = (name: string): FactCountry | null =>
  (Object.keys(FACT_COUNTRIES) as FactCountry[]).find((c) => FACT_COUNTRIES[c].name === name) ??
  null;

/** Round to two significant figures (prices people quote). */
const round = (n: number) => {
  const p = 10 ** Math.max(0, Math.floor(Math.log10(n)) - 1);
  return Math.round(n / p) * p;
};

/** The facts of seeded provider `i` (null: it declared none, as some real ones do). */
export function seedFacts(
  i: number,
  headquarters: string,
  categories: readonly CategoryName[],
): ProviderFacts | null {
  const rng = new Random(`facts:${i}`);
  if (i > 0 && rng.chance(0.15)) return null;
  const hq = codeOf(headquarters) ?? 'MX';
  const others = rng.sample(
    MAIN.filter((c) => c !== hq),
    rng.weighted([0, 1, 2, 3], [40, 30, 20, 10]),
  );
  const countries = [hq, ...others];
  const first = rng.int(0, COMPANY_SIZES.length - 1);
  const sizes = COMPANY_SIZES.slice(first, first + rng.int(1, 3));
  const main = categories[0] ?? 'consulting';
  const pricing_models = [...new Set([MODELS[main][0]!, ...rng.sample(MODELS[main], 1)])];
  const prices = countries.flatMap((country) =>
    pricing_models.map((model) => {
      const local = currenciesOf(country)[0]!;
      const currency = rng.chance(0.8) ? local : 'USD';
      const [lo, hi] = USD_RANGE[model];
      const min = round(lo * (0.8 + rng.next() * 0.4) * USD_RATE[currency]!);
      const max = round(hi * (0.8 + rng.next() * 0.4) * USD_RATE[currency]!);
      return { country, model, currency, min: Math.min(min, max), max: Math.max(min, max) };
    }),
  );
  const handles = categories.some((c) => COMPLIANCE.includes(c));
  const obligations = handles
    ? OBLIGATION_IDS.filter((o) => countries.includes(OBLIGATIONS[o].country) && rng.chance(0.8))
    : [];
  const integrations = rng.sample(INTEGRATIONS, rng.int(0, 4));
  return { countries, sizes, pricing_models, prices, obligations, integrations };
}

/** How many days before the seed runs provider `i` last updated its facts (1–200). */
export function seedFactsAge(i: number): number {
  return new Random(`facts-date:${i}`).int(1, 200);
}
