/**
 * The e-mail a member gets when an admin approves the account (issue 20). Built here, sent by
 * pb_hooks/users.pb.js through the configured SMTP (bundled into domain.gen.js).
 */
import { escapeHtml, optOut } from './escape';

export interface ApprovalMailInput {
  brand: string;
  firstName: string;
  /** The site's public URL (SITE_URL), without a trailing slash. */
  siteUrl: string;
  /** One-click opt-out of approval news (the member's e-mail preferences). */
  unsubscribeUrl?: string;
}

export function approvalMail(m: ApprovalMailInput): {
  subject: string;
  html: string;
  text: string;
} {
  const base = m.siteUrl.replace(/\/+$/, '');
  const dashboard = `${base}/dashboard`;
  const writeReview = `${base}/write-review`;
  const hello = m.firstName ? `Hola ${m.firstName}:` : 'Hola:';
  const subject = `Tu cuenta de ${m.brand} fue aprobada`;
  const text = [
    hello,
    '',
    `Revisamos tu perfil y aprobamos tu cuenta de ${m.brand}. Ya puedes escribir reseñas de los proveedores con los que trabajaste.`,
    '',
    `Escribir una reseña: ${writeReview}`,
    `Tu panel: ${dashboard}`,
    '',
    `El equipo de ${m.brand}`,
    ...optOut(m.unsubscribeUrl).text,
  ].join('\n');
  const html =
    `<p>${escapeHtml(hello)}</p>` +
    `<p>Revisamos tu perfil y aprobamos tu cuenta de ${escapeHtml(m.brand)}. Ya puedes escribir reseñas de los proveedores con los que trabajaste.</p>` +
    `<p><a href="${escapeHtml(writeReview)}">Escribir una reseña</a> · <a href="${escapeHtml(dashboard)}">Ir a tu panel</a></p>` +
    `<p>El equipo de ${escapeHtml(m.brand)}</p>` +
    optOut(m.unsubscribeUrl).html;
  return { subject, html, text };
}
