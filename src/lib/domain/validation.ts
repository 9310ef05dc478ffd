import { stripAccents } from './slug';

/** Spec §9. */
export const MIN_FOUNDED_YEAR = 1900;
export const MIN_PASSWORD_LENGTH = 6;
export { MAX_IMAGE_BYTES } from '../contract/fields';
/** Days during which authors may edit their review (terms). */
export const REVIEW_EDIT_DAYS = 30;

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

/** Whether a review created at `created` may still be edited at `now`. */
export function isReviewEditable(created: Date, now: Date = new Date()): boolean {
  return now.getTime() - created.getTime() <= REVIEW_EDIT_DAYS * 24 * 60 * 60 * 1000;
}

/** Admin = the `admin` role AND an e-mail in the company domain (spec §6). */
export function isAdminAccount(roles: readonly string[], email: string, domain: string): boolean {
  const d = domain.trim().toLowerCase().replace(/^@/, '');
  return d !== '' && roles.includes('admin') && email.trim().toLowerCase().endsWith(`@${d}`);
}
