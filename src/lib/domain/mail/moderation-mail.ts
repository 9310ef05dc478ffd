/**
 * The e-mail a review's author gets when an admin decides on it. Built
 * here, sent by pb_hooks/reports.pb.js (bundled into domain.gen.js).
 */
import { escapeHtml, signature } from './escape';

export interface ModerationMailInput {
  brand: string;
  firstName: string;
  providerName: string;
  reviewTitle: string;
  decision: 'keep' | 'remove' | 'restore';
  reason: string;
  url: string;
}

const OUTCOME = {
  keep: 'sigue publicada: la revisamos y cumple nuestras normas',
  remove: 'fue retirada del sitio público',
  restore: 'vuelve a estar publicada',
} as const;

export function moderationMail(m: ModerationMailInput): {
  subject: string;
  html: string;
  text: string;
} {
  const hello = m.firstName ? `Hola ${m.firstName}:` : 'Hola:';
  const outcome = OUTCOME[m.decision];
  const subject =
    m.decision === 'remove'
      ? `Tu reseña de ${m.providerName} fue retirada`
      : `Tu reseña de ${m.providerName} está publicada`;
  const lines = [
    hello,
    '',
    `Tu reseña «${m.reviewTitle}» sobre ${m.providerName} ${outcome}.`,
    `Motivo: ${m.reason}`,
    '',
    `Cómo moderamos las reseñas: ${m.url}`,
    '',
    signature(m.brand),
  ];
  const html =
    `<p>${escapeHtml(hello)}</p>` +
    `<p>Tu reseña «${escapeHtml(m.reviewTitle)}» sobre <strong>${escapeHtml(m.providerName)}</strong> ${outcome}.</p>` +
    `<p><strong>Motivo:</strong> ${escapeHtml(m.reason).replace(/\n/g, '<br>')}</p>` +
    `<p><a href="${escapeHtml(m.url)}">Cómo moderamos las reseñas</a></p>` +
    `<p>${escapeHtml(signature(m.brand))}</p>`;
  return { subject, html, text: lines.join('\n') };
}
