import { stripAccents } from '../contract/slug';

export const MIN_FOUNDED_YEAR = 1900;
export const MIN_PASSWORD_LENGTH = 6;
export { MAX_IMAGE_BYTES } from '../contract/fields';

/** Founded year: an integer from 1900 to the current year. */
export function isValidFoundedYear(year: number, now: Date = new Date()): boolean {
  return Number.isInteger(year) && year >= MIN_FOUNDED_YEAR && year <= now.getFullYear();
}

/**
 * Category key as stored in `service_categories.name`: lowercase, accent-free, words joined
 * by `_` ("Gestión del Desempeño" → "gestion_del_desempeno").
 */
export function normalizeCategoryName(value: string): string {
  return stripAccents(value)
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '_')
    .replace(/^_+|_+$/g, '');
}

export function isValidCategoryName(value: string): boolean {
  return /^[a-z0-9_]+$/.test(value);
}
