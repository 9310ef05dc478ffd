/**
 * The e-mail a provider's client gets when the provider invites them to write a review.
 * Built here, sent by pb_hooks/invitations.pb.js through the configured SMTP. It never
 * suggests a rating and says that the review is free and honest: incentives are forbidden by
 * the terms.
 */
import { escapeHtml, signature } from './escape';

export interface InvitationMailInput {
  brand: string;
  providerName: string;
  /** Absolute URL of the single-use invitation link (`/invitacion?token=`). */
  url: string;
  /** Days the link stays valid. */
  days: number;
}

export function invitationMail(m: InvitationMailInput): {
  subject: string;
  html: string;
  text: string;
} {
  const subject = `${m.providerName} te invita a escribir una reseña en ${m.brand}`;
  const lines = [
    `${m.providerName} te invita a contar tu experiencia con sus servicios en ${m.brand}, el directorio de proveedores de Recursos Humanos.`,
    'Tu reseña se publica tal como la escribas, sea positiva o negativa, con la etiqueta «Invitada por el proveedor». El proveedor no puede ofrecerte nada a cambio ni ocultarla.',
    `Para escribirla, abre el enlace e inicia sesión o crea tu cuenta con esta misma dirección de e-mail. El enlace es personal, de un solo uso y vence en ${m.days} días.`,
  ];
  const text = [
    'Hola:',
    '',
    ...lines.flatMap((l) => [l, '']),
    m.url,
    '',
    'Si no trabajaste con este proveedor, ignora este mensaje.',
    '',
    signature(m.brand),
  ].join('\n');
  const html =
    '<p>Hola:</p>' +
    lines.map((l) => `<p>${escapeHtml(l)}</p>`).join('') +
    `<p><a href="${escapeHtml(m.url)}">Escribir mi reseña</a></p>` +
    '<p>Si no trabajaste con este proveedor, ignora este mensaje.</p>' +
    `<p>${escapeHtml(signature(m.brand))}</p>`;
  return { subject, html, text };
}
