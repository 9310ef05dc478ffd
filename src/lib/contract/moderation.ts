/**
 * Review reports and moderation, shared by the hooks, the pages and the
 * admin panel.
 *
 * `reviews.moderation` (server-kept): '' (nothing pending), `under_review` (reported, still
 * shown with an "En revisión" label), `held` (reported for a reason that hides it until an
 * admin decides), `removed` (withdrawn by an admin: hidden, kept, reversible), `verifying`
 * (held by the integrity signals when it was written, "En verificación": contract
 * review-integrity.ts).
 * `reviews.hidden` (server-kept) is true exactly for `held`, `removed` and `verifying`: the public rule and
 * every aggregate read it (visibility.ts).
 */

/** Report reasons, in the order the form lists them. */
export const REPORT_REASONS = [
  'harmful',
  'personal_data',
  'spam',
  'not_real',
  'other_company',
] as const;
export type ReportReason = (typeof REPORT_REASONS)[number];

/** The reasons as the report form lists them; also the ground an author's e-mail names. */
export const REPORT_REASON_LABELS: Record<ReportReason, string> = {
  harmful: 'Contenido dañino o ilegal',
  personal_data: 'Datos personales',
  spam: 'Publicidad o spam',
  not_real: 'No basada en una experiencia real',
  other_company: 'Sobre otra empresa',
};

/** The team's published target for deciding a report, in working days. */
export const REPORT_DECISION_TARGET_DAYS = 5;

/** Reasons that hide the review until an admin decides. */
export const HIDING_REASONS: readonly ReportReason[] = ['harmful', 'personal_data'];

export const MODERATION_STATES = ['under_review', 'held', 'removed', 'verifying'] as const;
export type ModerationState = (typeof MODERATION_STATES)[number] | '';

export const REPORT_STATUSES = ['open', 'upheld', 'dismissed'] as const;
export type ReportStatus = (typeof REPORT_STATUSES)[number];

/** Admin decisions on a review: keep (label removed), remove (hidden), restore (shown again). */
export const DECISIONS = ['keep', 'remove', 'restore'] as const;
export type Decision = (typeof DECISIONS)[number];

/** True for one of the report reasons (a client-sent value checked on the server). */
export function isReportReason(value: string): value is ReportReason {
  return (REPORT_REASONS as readonly string[]).includes(value);
}

/** True for one of the moderation decisions (a client-sent value checked on the server). */
export function isDecision(value: string): value is Decision {
  return (DECISIONS as readonly string[]).includes(value);
}

/** The review's moderation state after a new report with `reason`. */
export function stateAfterReport(current: string, reason: ReportReason): ModerationState {
  if (current === 'removed' || current === 'held' || current === 'verifying') return current;
  return HIDING_REASONS.includes(reason) ? 'held' : 'under_review';
}

/** The review's state after an admin decision. */
export function stateAfterDecision(decision: Decision): ModerationState {
  return decision === 'remove' ? 'removed' : '';
}

/** Hidden from the public (and from every aggregate) in this state. */
export function isHiddenState(state: string): boolean {
  return state === 'held' || state === 'removed' || state === 'verifying';
}
