/**
 * Copy of the transparency report (`/transparencia`, its CSV and JSON): the label of every
 * figure of src/lib/domain/transparency.ts, the month sections and the page's frame.
 */
import { APPROVAL_RULE_LABELS } from '../contract/accounts';
import { REPORT_REASON_LABELS, type ReportReason } from '../contract/moderation';
import type { SignalCode } from '../contract/review-integrity';
import type { TransparencyFigure } from '../domain/transparency';

/** The signal codes as the report names them (what was checked, never one review's details). */
export const SIGNAL_LABELS: Readonly<Record<SignalCode, string>> = {
  insider_competitor: 'Autor con correo de un competidor',
  duplicate_text: 'Texto casi idéntico a otra review',
  burst: 'Pico inusual de reviews de un proveedor',
  shared_network: 'Varias cuentas desde la misma red',
  new_account_extreme: 'Cuenta nueva con calificación extrema y sin contexto',
};

const reason = (r: ReportReason) => REPORT_REASON_LABELS[r];

/** The label of each figure (page rows, the CSV's `label` column, the JSON's `figures`). */
export const FIGURE_LABELS: Readonly<Record<TransparencyFigure, string>> = {
  reviews_submitted: 'Reviews enviadas',
  reviews_published_at_once: 'Publicadas al instante',
  reviews_held: 'Retenidas automáticamente para verificación',
  reviews_held_signal_insider_competitor: `Retenidas por señal: ${SIGNAL_LABELS.insider_competitor}`,
  reviews_held_signal_duplicate_text: `Retenidas por señal: ${SIGNAL_LABELS.duplicate_text}`,
  reviews_held_signal_burst: `Retenidas por señal: ${SIGNAL_LABELS.burst}`,
  reviews_held_signal_shared_network: `Retenidas por señal: ${SIGNAL_LABELS.shared_network}`,
  reviews_held_signal_new_account_extreme: `Retenidas por señal: ${SIGNAL_LABELS.new_account_extreme}`,
  reviews_published_after_verification: 'Publicadas tras la verificación',
  removals_total: 'Reviews retiradas',
  removals_automatic: 'Retiradas tras una retención automática',
  removals_through_reports: 'Retiradas a raíz de reportes',
  removals_automatic_percent: 'Porcentaje de retiradas detectadas automáticamente',
  removals_reason_harmful: `Retiradas por motivo: ${reason('harmful')}`,
  removals_reason_personal_data: `Retiradas por motivo: ${reason('personal_data')}`,
  removals_reason_spam: `Retiradas por motivo: ${reason('spam')}`,
  removals_reason_not_real: `Retiradas por motivo: ${reason('not_real')}`,
  removals_reason_other_company: `Retiradas por motivo: ${reason('other_company')}`,
  removals_rating_1: 'Retiradas de 1 estrella',
  removals_rating_2: 'Retiradas de 2 estrellas',
  removals_rating_3: 'Retiradas de 3 estrellas',
  removals_rating_4: 'Retiradas de 4 estrellas',
  removals_rating_5: 'Retiradas de 5 estrellas',
  reports_received: 'Reportes recibidos',
  reports_received_reason_harmful: `Reportes por motivo: ${reason('harmful')}`,
  reports_received_reason_personal_data: `Reportes por motivo: ${reason('personal_data')}`,
  reports_received_reason_spam: `Reportes por motivo: ${reason('spam')}`,
  reports_received_reason_not_real: `Reportes por motivo: ${reason('not_real')}`,
  reports_received_reason_other_company: `Reportes por motivo: ${reason('other_company')}`,
  reports_upheld: 'Reportes aceptados',
  reports_upheld_reason_harmful: `Aceptados por motivo: ${reason('harmful')}`,
  reports_upheld_reason_personal_data: `Aceptados por motivo: ${reason('personal_data')}`,
  reports_upheld_reason_spam: `Aceptados por motivo: ${reason('spam')}`,
  reports_upheld_reason_not_real: `Aceptados por motivo: ${reason('not_real')}`,
  reports_upheld_reason_other_company: `Aceptados por motivo: ${reason('other_company')}`,
  decisions: 'Decisiones sobre retenciones y reportes',
  decisions_median_hours: 'Mediana de horas desde la retención o el reporte hasta la decisión',
  accounts_approved_automatically: 'Cuentas aprobadas automáticamente',
  accounts_approved_rule_company_domain: `Aprobadas por regla: ${APPROVAL_RULE_LABELS.company_domain}`,
  accounts_approved_rule_invitation: `Aprobadas por regla: ${APPROVAL_RULE_LABELS.invitation}`,
  accounts_approved_rule_linkedin: `Aprobadas por regla: ${APPROVAL_RULE_LABELS.linkedin}`,
  accounts_approved_by_admin: 'Cuentas aprobadas por un administrador',
  accounts_admin_median_wait_hours:
    'Mediana de horas de espera de la aprobación por un administrador',
  warnings_issued: 'Advertencias públicas sobre proveedores',
};

/** The page's sections of each month, with the figures each shows (in the figures' order). */
export const FIGURE_GROUPS: readonly { title: string; prefix: string }[] = [
  { title: 'Reviews', prefix: 'reviews_' },
  { title: 'Retiradas', prefix: 'removals_' },
  { title: 'Reportes', prefix: 'reports_' },
  { title: 'Tiempos de decisión', prefix: 'decisions' },
  { title: 'Aprobación de cuentas', prefix: 'accounts_' },
  { title: 'Advertencias', prefix: 'warnings_' },
];

export const transparency = {
  title: 'Informe de transparencia',
  kicker: 'Transparencia',
  description:
    'Cifras mensuales de moderación: reviews enviadas, retenidas, publicadas y retiradas, reportes, tiempos de decisión, aprobación de cuentas y advertencias públicas.',
  intro:
    'Cada mes publicamos cuántas reviews recibimos, cuántas retuvieron nuestras comprobaciones automáticas y qué decidió después una persona, cuántos reportes llegaron y cuántos aceptamos, cuánto tardamos en decidir, cómo se aprobaron las cuentas y cuántas advertencias públicas emitimos. Las cifras se calculan de los registros de la plataforma, nunca a mano, y solo son totales: no identifican a ninguna persona ni review.',
  timeZone:
    'Cada cifra cuenta en el mes de su propio hecho (el envío, la decisión, el reporte, la aprobación), en hora de la Ciudad de México.',
  downloads: 'Descargar los datos',
  csv: 'CSV',
  json: 'JSON',
  policyLink: 'Cómo funcionan las reviews',
  empty: 'Todavía no hay actividad que informar.',
  figureColumn: 'Cifra',
  valueColumn: 'Valor',
  /** A median or share with nothing to measure that month. */
  none: '—',
  percent: (v: string) => `${v} %`,
  hours: (v: string) => `${v} h`,
} as const;
