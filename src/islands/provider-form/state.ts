/**
 * The provider profile editor's state as pure functions: the values of the
 * form, their checks, the body sent to PocketBase, and the facts' list edits.
 */
import { messages } from '@/lib/messages';
import { profileEditorMessages } from '@/lib/messages/profile-editor';
import { isValidFoundedYear, MAX_IMAGE_BYTES } from '@/lib/domain/validation';
import {
  checkFacts,
  currenciesOf,
  EMPTY_FACTS,
  OBLIGATIONS,
  readFacts,
  type FactCountry,
  type PriceRange,
  type PricingModel,
  type ProviderFacts,
} from '@/lib/contract/provider-facts';
import { errorText, isErrorCode } from '@/lib/contract/errors';
import type { ProviderRecord } from '@/lib/stores/types';

const m = messages.providerForm;

export interface ProviderFormValues {
  company_name: string;
  description: string;
  website: string;
  headquarters_country: string;
  founded_year: string;
  employee_count: string;
  categories: string[];
  languages: string[];
  facts: ProviderFacts;
  /** The integrations as typed (comma-separated). */
  integrations: string;
}

export const EMPTY: ProviderFormValues = {
  company_name: '',
  description: '',
  website: '',
  headquarters_country: '',
  founded_year: '',
  employee_count: '',
  categories: [],
  languages: [],
  facts: EMPTY_FACTS,
  integrations: '',
};

export interface Problem {
  title: string;
  description?: string | undefined;
  field?: 'categories' | 'founded_year' | 'website' | 'logo' | 'facts';
  /** One line per refused fact. */
  details?: string[];
}

const isHttpUrl = (v: string) => {
  try {
    const u = new URL(v);
    return u.protocol === 'http:' || u.protocol === 'https:';
  } catch {
    return false;
  }
};

/** The integrations typed in the box, as a list. */
export function integrationList(text: string): string[] {
  return text
    .split(',')
    .map((s) => s.trim())
    .filter(Boolean);
}

/** The facts as the form holds them, with the typed integrations. */
export function factsOf(v: ProviderFormValues): ProviderFacts {
  return { ...v.facts, integrations: integrationList(v.integrations) };
}

/** The form's checks, in the order a person fixes them; then the facts, with the server's rules. */
export function validateProvider(v: ProviderFormValues, now = new Date()): Problem | null {
  if (!v.company_name.trim() || !v.description.trim() || !v.headquarters_country) {
    return { title: messages.common.requiredFields };
  }
  if (v.categories.length === 0) return { title: m.atLeastOneCategory, field: 'categories' };
  if (v.founded_year && !isValidFoundedYear(Number(v.founded_year), now)) {
    return { title: m.foundedYearInvalid(now.getFullYear()), field: 'founded_year' };
  }
  if (v.website.trim() && !isHttpUrl(v.website.trim()))
    return { title: m.websiteInvalid, field: 'website' };
  const { problems } = checkFacts(factsOf(v));
  if (problems.length) {
    return {
      title: profileEditorMessages.factsInvalid,
      field: 'facts',
      details: problems.map((p) => errorText(p.code, p.params)),
    };
  }
  return null;
}

/** The Spanish lines of the facts the server refused (one per bad value), if any. */
export function factProblemsOf(err: unknown): string[] {
  const data = (err as { response?: { data?: Record<string, unknown> } } | null)?.response?.data;
  if (!data) return [];
  return Object.entries(data)
    .filter(([k]) => k.startsWith('facts.'))
    .map(([, v]) => {
      const e = v as { code?: unknown; params?: Record<string, unknown>; message?: string };
      return isErrorCode(e.code) ? errorText(e.code, e.params) : String(e.message ?? '');
    });
}

/** an image file of at most 5 MB. */
export function logoProblem(file: Pick<File, 'type' | 'size'>): string | null {
  if (!file.type.startsWith('image/')) return m.invalidImage;
  if (file.size > MAX_IMAGE_BYTES) return m.imageTooLarge;
  return null;
}

export function toValues(p: ProviderRecord): ProviderFormValues {
  const facts = readFacts(p.facts);
  return {
    company_name: p.company_name ?? '',
    description: p.description ?? '',
    website: p.website ?? '',
    headquarters_country: p.headquarters_country ?? '',
    founded_year: p.founded_year ? String(p.founded_year) : '',
    employee_count: p.employee_count ?? '',
    categories: p.categories ?? [],
    languages: p.languages ?? [],
    facts,
    integrations: facts.integrations.join(', '),
  };
}

/** What a save sends (the logo goes in a request of its own). */
export function toBody(v: ProviderFormValues) {
  return {
    company_name: v.company_name.trim(),
    description: v.description.trim(),
    website: v.website.trim(),
    headquarters_country: v.headquarters_country,
    founded_year: v.founded_year ? Number(v.founded_year) : null,
    employee_count: v.employee_count,
    categories: v.categories,
    languages: v.languages,
    facts: factsOf(v),
  };
}

/** `list` with `item` added (checked) or removed. */
export function toggled<T>(list: readonly T[], item: T, on: boolean): T[] {
  return on ? (list.includes(item) ? [...list] : [...list, item]) : list.filter((x) => x !== item);
}

/** A language added to the list (trimmed; a name already there, in any case, is not added). */
export function withLanguage(list: readonly string[], name: string): string[] {
  const clean = name.trim().replace(/\s+/g, ' ');
  if (!clean || list.some((l) => l.toLowerCase() === clean.toLowerCase())) return [...list];
  return [...list, clean];
}

/**
 * Countries served changed: prices and obligations of a country no longer served go (the
 * server would refuse them), so the form never holds facts it cannot save.
 */
export function withCountries(f: ProviderFacts, countries: FactCountry[]): ProviderFacts {
  return {
    ...f,
    countries,
    prices: f.prices.filter((p) => countries.includes(p.country)),
    obligations: f.obligations.filter((o) => countries.includes(OBLIGATIONS[o].country)),
  };
}

/** The pricing models checked; the price rows of a model no longer checked go with it. */
export function withPricingModels(f: ProviderFacts, models: PricingModel[]): ProviderFacts {
  return { ...f, pricing_models: models, prices: f.prices.filter((r) => models.includes(r.model)) };
}

/** A new price row: the first served country and checked model not priced yet. */
export function newPrice(f: ProviderFacts): PriceRange | null {
  for (const country of f.countries) {
    for (const model of f.pricing_models) {
      if (!f.prices.some((p) => p.country === country && p.model === model)) {
        return { country, model, currency: currenciesOf(country)[0]!, min: 0, max: 0 };
      }
    }
  }
  return null;
}

/** A price row edited; a new country brings its currency when the old one does not fit. */
export function withPrice(p: PriceRange, change: Partial<PriceRange>): PriceRange {
  const next = { ...p, ...change };
  if (!currenciesOf(next.country).includes(next.currency)) {
    next.currency = currenciesOf(next.country)[0]!;
  }
  return next;
}

/** Where saving or cancelling leads: back to the provider dashboard when opened from it. */
export function returnPath(search: string): string {
  return new URLSearchParams(search).get('desde') === 'panel'
    ? '/provider-dashboard'
    : '/dashboard';
}

/** The provider `?edit=` names, if any. */
export const editIdOf = (search: string): string | null => new URLSearchParams(search).get('edit');

/** Who may open a provider in the editor: its owner or an admin. */
export function mayEdit(
  p: Pick<ProviderRecord, 'user'>,
  userId: string,
  isAdmin: boolean,
): boolean {
  return p.user === userId || isAdmin;
}

/** A refused save: the server's reason and, for refused facts, one line per fact. */
export function saveProblem(err: unknown, reason: string): Problem {
  const details = factProblemsOf(err);
  return {
    title: m.saveError,
    description: reason,
    ...(details.length ? { field: 'facts' as const, details } : {}),
  };
}
