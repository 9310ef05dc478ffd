/**
 * Public warnings on a provider (docs/DECISIONS.md § Public warnings; records:
 * docs/DATA-MODEL.md § provider_warnings). An admin marks a provider whose reviews look
 * manipulated; while the warning is active its page, its cards and its comparisons say so.
 * Bundled for the hooks (the reason codes they accept, the owner's e-mail) and read by the
 * pages (the label and the headline).
 */
import { ADMIN_NOTE_MAX } from './fields';

/** The reason categories, as stored in `provider_warnings.reason`. */
export const WARNING_REASONS = [
  'review_ring',
  'bought_reviews',
  'insider_reviews',
  'duplicate_reviews',
  'other',
] as const;
export type WarningReason = (typeof WARNING_REASONS)[number];

export function isWarningReason(v: unknown): v is WarningReason {
  return typeof v === 'string' && (WARNING_REASONS as readonly string[]).includes(v);
}

/** Spanish name of each reason (the pages, the admin panel, the owner's e-mail). */
export const WARNING_REASON_LABELS: Readonly<Record<WarningReason, string>> = {
  review_ring: 'Red de cuentas que publican reseñas coordinadas',
  bought_reviews: 'Reseñas compradas o incentivadas',
  insider_reviews: 'Reseñas de empleados o personas vinculadas al proveedor',
  duplicate_reviews: 'Reseñas con textos duplicados',
  other: 'Otra actividad sospechosa',
};

/** The headline every warning shows. */
export const WARNING_HEADLINE = 'Detectamos actividad sospechosa en las reviews de este proveedor';

/**
 * The longest admin note kept with a warning (admins only; never public): the audit row keeps
 * it too, within the same limit.
 */
export const WARNING_NOTE_MAX = ADMIN_NOTE_MAX;

/** What decides whether a warning is shown. Dates as PocketBase writes them ('' = none). */
export interface WarningState {
  lifted_at?: string | null;
  expires_at?: string | null;
}

function instant(value: string | null | undefined): number | null {
  if (!value) return null;
  const t = Date.parse(String(value).trim().replace(' ', 'T'));
  return Number.isNaN(t) ? null : t;
}

/** Active = not lifted and (no expiry or an expiry still in the future). */
export function isActiveWarning(w: WarningState, now: Date = new Date()): boolean {
  if (instant(w.lifted_at) !== null) return false;
  const expires = instant(w.expires_at);
  return expires === null || expires > now.getTime();
}

/**
 * The records-API filter of the active warnings at `nowIso` (PocketBase's date format). The
 * web server reads them with it; `isActiveWarning` is the same rule in code.
 */
export function activeWarningFilter(nowIso: string): string {
  const at = nowIso.replace(/'/g, '');
  return `lifted_at = '' && (expires_at = '' || expires_at > '${at}')`;
}
