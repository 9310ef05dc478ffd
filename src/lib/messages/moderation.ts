/** Review reports and moderation: provider page and admin panel. */
import { errorText } from '../contract/errors';

// The reasons' labels live with the codes (the hooks' e-mails name them too).
export { REPORT_REASON_LABELS } from '../contract/moderation';

export const moderation = {
  underReview: 'En revisión',
  /** The helpful vote's button (pressed: with a check) and its count under a review. */
  helpful: 'Útil',
  helpfulOn: 'Útil ✓',
  helpfulCount: (n: number) =>
    n === 1 ? '1 persona la encontró útil' : `${n} personas la encontraron útil`,
  /** Shown instead of "Útil" and "Reportar" on the member's own review. */
  ownReview: 'Tu review: no puedes marcarla como útil ni reportarla.',
  underReviewHint: 'Esta review fue reportada y el equipo la está revisando.',
  report: 'Reportar',
  reportTitle: 'Reportar esta review',
  reasonLabel: 'Motivo',
  detailLabel: 'Detalle (opcional)',
  send: 'Enviar reporte',
  sent: 'Reporte enviado',
  sentText: 'Gracias: el equipo lo revisará.',
  sendError: 'No se pudo enviar el reporte.',
  ownerReportsHeading: 'Reportes del proveedor',
  ownerReports: (reported: number, upheld: number) =>
    reported === 0
      ? 'No ha reportado reviews.'
      : `Reportó ${reported} ${reported === 1 ? 'review' : 'reviews'}; ${upheld} ${upheld === 1 ? 'fue retirada' : 'fueron retiradas'} tras revisión.`,
  // Admin panel
  tab: 'Reportes',
  empty: 'No hay reportes pendientes.',
  searchPlaceholder: 'Buscar por review o proveedor',
  reportsCount: (n: number) => `${n} ${n === 1 ? 'reporte' : 'reportes'}`,
  byOwner: 'Del proveedor',
  hiddenNow: 'Oculta hasta decidir',
  showAuthor: 'Ver autor',
  authorAnonymous: 'Autor',
  decisionReason: 'Motivo de la decisión (se envía al autor)',
  keep: 'Mantener',
  remove: 'Retirar',
  restore: 'Restablecer',
  hideReview: 'Ocultar una review',
  hideReviewId: 'ID de la review',
  kept: 'Review mantenida',
  removed: 'Review retirada',
  restored: 'Review restablecida',
  decideError: 'No se pudo guardar la decisión.',
  loadError: 'No se pudieron cargar los reportes.',
  reasonRequired: errorText('decision_reason'),
  // "Decididos"
  viewPending: 'Pendientes',
  viewDecided: 'Decididos',
  viewLabel: 'Reportes a mostrar',
  decidedEmpty: 'No hay reportes decididos.',
  decisionFilter: 'Decisión',
  decisionAll: 'Todas',
  decisionUpheld: 'Retirada',
  decisionDismissed: 'Mantenida',
  decidedOn: (decision: string, date: string) => `${decision} el ${date}`,
  stateNow: 'Estado actual',
  stateHidden: 'Retirada: no se muestra',
  stateShown: 'Publicada',
  restoreReason: 'Motivo del restablecimiento (se envía al autor)',
} as const;
