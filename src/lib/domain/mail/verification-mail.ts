/**
 * The e-mail a review's author gets when an admin decides on a review held by the integrity
 * signals (docs/DECISIONS.md § Verification decisions). A statement of reasons: the facts
 * (held by automatic checks when written, then read by a person), the ground (for a removal,
 * the reason from the report catalogue), whether automation was involved, and how to contest.
 * The signals themselves are never written in it (docs/SECURITY.md § Review signals). Built
 * here, sent by pb_hooks/verification-queue.pb.js (bundled into domain.gen.js).
 */
import { REPORT_REASON_LABELS, type ReportReason } from '../../contract/moderation';
import { escapeHtml, signature } from './escape';

export interface VerificationMailInput {
  brand: string;
  firstName: string;
  providerName: string;
  reviewTitle: string;
  decision: 'publish' | 'remove';
  /** The removal's reason (a report reason); ignored for a publication. */
  reason: ReportReason | '';
  /** The review policy page (how reviews are checked). */
  policyUrl: string;
  /** The contact page, where the decision is contested. */
  contactUrl: string;
}

export function verificationMail(m: VerificationMailInput): {
  subject: string;
  html: string;
  text: string;
} {
  const hello = m.firstName ? `Hola ${m.firstName}:` : 'Hola:';
  const removed = m.decision === 'remove';
  const subject = removed
    ? `Tu reseña de ${m.providerName} fue retirada tras su verificación`
    : `Tu reseña de ${m.providerName} está publicada`;
  const facts = `Al recibir tu reseña «${m.reviewTitle}» sobre ${m.providerName}, nuestras comprobaciones automáticas la retuvieron para que una persona del equipo la leyera antes de publicarla.`;
  const outcome = removed
    ? 'Una persona del equipo la revisó y decidió no publicarla.'
    : 'Una persona del equipo la revisó y ya está publicada.';
  const ground =
    removed && m.reason
      ? `Motivo: ${REPORT_REASON_LABELS[m.reason]}, según nuestras normas de reseñas.`
      : '';
  const automation =
    'La retención fue automática; la decisión no: la tomó una persona, no un sistema automático.';
  const contest = removed
    ? `Si no estás de acuerdo, puedes pedir que la revisemos de nuevo respondiendo a este correo o desde ${m.contactUrl}; te contestará otra persona del equipo.`
    : '';
  const paragraphs = [facts, outcome, ground, automation, contest].filter(Boolean);
  const lines = [
    hello,
    '',
    ...paragraphs.flatMap((p) => [p, '']),
    `Cómo verificamos las reseñas: ${m.policyUrl}`,
    '',
    signature(m.brand),
  ];
  const html =
    `<p>${escapeHtml(hello)}</p>` +
    paragraphs.map((p) => `<p>${escapeHtml(p)}</p>`).join('') +
    `<p><a href="${escapeHtml(m.policyUrl)}">Cómo verificamos las reseñas</a></p>` +
    `<p>${escapeHtml(signature(m.brand))}</p>`;
  return { subject, html, text: lines.join('\n') };
}
