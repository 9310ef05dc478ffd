import { slugify } from './slug';
/** the countries offered by the provider form (stored in `headquarters_country`). */
export const FORM_COUNTRIES = [
  'Argentina',
  'Bolivia',
  'Brasil',
  'Chile',
  'Colombia',
  'Costa Rica',
  'Cuba',
  'Ecuador',
  'El Salvador',
  'España',
  'Guatemala',
  'Honduras',
  'México',
  'Nicaragua',
  'Panamá',
  'Paraguay',
  'Perú',
  'República Dominicana',
  'Uruguay',
  'Venezuela',
  'Otro',
] as const;

export type FormCountry = (typeof FORM_COUNTRIES)[number];

/** the 15 country slugs of the category×country route, with their stored names. */
export const COUNTRY_SLUGS: Readonly<Record<string, FormCountry>> = {
  mexico: 'México',
  colombia: 'Colombia',
  argentina: 'Argentina',
  chile: 'Chile',
  peru: 'Perú',
  brasil: 'Brasil',
  venezuela: 'Venezuela',
  ecuador: 'Ecuador',
  bolivia: 'Bolivia',
  uruguay: 'Uruguay',
  paraguay: 'Paraguay',
  'costa-rica': 'Costa Rica',
  panama: 'Panamá',
  nicaragua: 'Nicaragua',
  guatemala: 'Guatemala',
};

/** Hard-coded marketing figure of the categories page. */
export const COUNTRIES_MARKETING_COUNT = 15;

/** The country name of a category×country slug, or null when the slug is not one of the 15. */
export function countryFromSlug(slug: string): FormCountry | null {
  return Object.hasOwn(COUNTRY_SLUGS, slug) ? (COUNTRY_SLUGS[slug] ?? null) : null;
}

/** The route slug of a stored country name, or null when it has none. */
export function slugForCountry(country: string): string | null {
  for (const [slug, name] of Object.entries(COUNTRY_SLUGS)) if (name === country) return slug;
  return null;
}

/**
 * The directory's country filter (`pais`): every country of the provider form by its slug
 * (the 15 of the category×country route keep their slugs: `mexico`, `costa-rica`…).
 */
export const DIRECTORY_COUNTRIES: Readonly<Record<string, FormCountry>> = Object.fromEntries(
  FORM_COUNTRIES.map((name) => [slugify(name), name]),
);

/** The stored country name of a directory `pais` value, or null. */
export function directoryCountry(slug: string | null | undefined): FormCountry | null {
  return slug && Object.hasOwn(DIRECTORY_COUNTRIES, slug)
    ? (DIRECTORY_COUNTRIES[slug] ?? null)
    : null;
}

/**
 * The country slugs of the comparison route (`/comparativas/{a}-vs-{b}/{país}`): every
 * country of the provider form but "Otro", i.e. every country a provider can have its
 * headquarters in or declare it serves, by the directory's `pais` slug. The six slugs the
 * route started with (mexico, colombia, argentina, chile, peru, brasil) keep their meaning
 * (docs/DECISIONS.md § Comparisons per country).
 */
export const COMPARISON_COUNTRIES: Readonly<Record<string, FormCountry>> = Object.fromEntries(
  Object.entries(DIRECTORY_COUNTRIES).filter(([, name]) => name !== 'Otro'),
);

/** The country name of a comparison slug, or null when it is none. */
export function comparisonCountryFromSlug(slug: string): FormCountry | null {
  return Object.hasOwn(COMPARISON_COUNTRIES, slug) ? (COMPARISON_COUNTRIES[slug] ?? null) : null;
}

/** The comparison slug of a stored country name, or null ("Otro", unknown). */
export function comparisonCountrySlug(name: string): string | null {
  for (const [slug, n] of Object.entries(COMPARISON_COUNTRIES)) if (n === name) return slug;
  return null;
}
