/**
 * Field values the schema (pb_migrations, through the hooks bundle), the forms, the seed and
 * the pages share.
 */
export { FORM_COUNTRIES } from './countries';

/** `providers.employee_count` choices, in display order. */
export const EMPLOYEE_COUNTS = ['1-10', '11-50', '51-200', '201-1000', '1000+'] as const;
export type EmployeeCount = (typeof EMPLOYEE_COUNTS)[number];

/**
 * How a size is written everywhere a person reads one (provider page, forms, filters, review
 * context, e-mails): the spec's option and the unit, "201-1000 empleados" (docs/DECISIONS.md).
 */
export function employeeCountLabel(size: string): string {
  return `${size} empleados`;
}

/** `employeeCountLabel` of every size, keyed by size. */
export const EMPLOYEE_COUNT_LABELS = Object.fromEntries(
  EMPLOYEE_COUNTS.map((c) => [c, employeeCountLabel(c)]),
) as Readonly<Record<EmployeeCount, string>>;

/**
 * The longest reason or note an admin writes with an action (a block's reason, an unblock's
 * note): `users.blocked_reason` and `audit_log.note` hold this many characters.
 */
export const ADMIN_NOTE_MAX = 500;

/** Raster images only: SVG can carry scripts. Logos and blog images. */
export const IMAGE_MIME_TYPES = ['image/png', 'image/jpeg', 'image/webp', 'image/gif'] as const;

/** The largest logo or blog image accepted, in bytes. */
export const MAX_IMAGE_BYTES = 5 * 1024 * 1024;

/** Whether a value has the shape of a PocketBase record id (15 lower-case letters or digits). */
export function isRecordId(value: string): boolean {
  return /^[a-z0-9]{15}$/.test(value);
}

/**
 * Provider fields the server keeps (counts and scores recomputed from the tables): public,
 * never written by a client (pb_hooks/providers.pb.js refuses them with
 * `provider_aggregates_server`).
 */
export const PROVIDER_AGGREGATES = [
  'average_rating',
  'total_reviews',
  'favorites_count',
  'ranking_score',
  'rating_12m',
  'reviews_12m',
] as const;

/**
 * The shortest review text a member may publish: enough to say what was
 * contracted and how it went. Reviews written before the rule stay as they are; an edit that
 * changes the text must meet it.
 */
export const REVIEW_TEXT_MIN = 50;

/** Reviews per page of the community reviews page (/reviews) and per "Cargar más reviews". */
export const COMMUNITY_REVIEWS_PER_PAGE = 12;
