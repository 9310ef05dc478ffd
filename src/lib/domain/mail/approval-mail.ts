/**
 * The e-mail a member gets when an admin approves the account (issue 20). Built here, sent by
 * pb_hooks/users.pb.js through the configured SMTP (bundled into domain.gen.js).
 */

export interface ApprovalMailInput {
  brand: string;
  firstName: string;
  /** The site's public URL (SITE_URL), without a trailing slash. */
  siteUrl: string;
  /** One-click opt-out of approval news (the member's e-mail preferences). */
  unsubscribeUrl?: string;
}

const escapeHtml = (s: string): string =>
  s.replace(
    /[&<>"']/g,
    (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c] ?? c,
  );

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
    ...(m.unsubscribeUrl
      ? ['', `¿No quieres recibir estos avisos? Desactívalos aquí: ${m.unsubscribeUrl}`]
      : []),
  ].join('\n');
  const html =
    `<p>${escapeHtml(hello)}</p>` +
    `<p>Revisamos tu perfil y aprobamos tu cuenta de ${escapeHtml(m.brand)}. Ya puedes escribir reseñas de los proveedores con los que trabajaste.</p>` +
    `<p><a href="${escapeHtml(writeReview)}">Escribir una reseña</a> · <a href="${escapeHtml(dashboard)}">Ir a tu panel</a></p>` +
    `<p>El equipo de ${escapeHtml(m.brand)}</p>` +
    (m.unsubscribeUrl
      ? `<p style="font-size:12px;color:#666">¿No quieres recibir estos avisos? <a href="${escapeHtml(m.unsubscribeUrl)}">Desactívalos aquí</a>.</p>`
      : '');
  return { subject, html, text };
}
