import { slugify } from './slug';
/** Spec §9: the countries offered by the provider form (stored in `headquarters_country`). */
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

/** Spec §9: the 15 country slugs of the category×country route, with their stored names. */
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

/** Spec §9: comparison pages have display names for these six countries only. */
export const COMPARISON_COUNTRY_SLUGS = [
  'mexico',
  'colombia',
  'argentina',
  'chile',
  'peru',
  'brasil',
] as const;

/** Hard-coded marketing figure of the categories page (spec §9). */
export const COUNTRIES_MARKETING_COUNT = 15;

/** The country name of a category×country slug, or null when the slug is not one of the 15. */
export function countryFromSlug(slug: string): FormCountry | null {
  return Object.hasOwn(COUNTRY_SLUGS, slug) ? (COUNTRY_SLUGS[slug] ?? null) : null;
}

/** The country name of a comparison slug, or null outside the spec's six. */
export function comparisonCountryFromSlug(slug: string): FormCountry | null {
  return (COMPARISON_COUNTRY_SLUGS as readonly string[]).includes(slug)
    ? countryFromSlug(slug)
    : null;
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
