/**
 * The e-mail a member gets when the account is approved, saying which rule approved
 * it (docs/DECISIONS.md § Approval from evidence): an admin's review, a confirmed company
 * e-mail, or the confirmed address a provider invited. Built here, sent by
 * pb_hooks/users.pb.js through the configured SMTP (bundled into domain.gen.js). A LinkedIn
 * sign-in approves without an e-mail.
 */
import { APPROVAL_RULE_LABELS, type ApprovalRule } from '../../contract/accounts';
import { escapeHtml, signOff } from './escape';

export interface ApprovalMailInput {
  brand: string;
  firstName: string;
  /** The site's public URL (SITE_URL), without a trailing slash. */
  siteUrl: string;
  /** One-click opt-out of approval news (the member's e-mail preferences). */
  unsubscribeUrl?: string;
  /** The rule that approved the account (`users.approved_by`); an admin's when absent. */
  rule?: ApprovalRule;
  /** The account's e-mail domain (the company-domain rule names it). */
  domain?: string;
  /** The provider whose invitation approved the account (the invitation rule names it). */
  providerName?: string;
}

/** Why the account is approved, in one Spanish sentence. */
function reasonOf(m: ApprovalMailInput): string {
  switch (m.rule ?? 'admin') {
    case 'company_domain':
      return `Confirmaste tu correo de empresa${m.domain ? ` (${m.domain})` : ''}, así que tu cuenta de ${m.brand} quedó aprobada automáticamente.`;
    case 'invitation':
      return `Confirmaste el correo al que ${m.providerName || 'un proveedor'} te invitó a escribir una reseña, así que tu cuenta de ${m.brand} quedó aprobada automáticamente.`;
    case 'linkedin':
      return `Iniciaste sesión con LinkedIn, así que tu cuenta de ${m.brand} quedó aprobada automáticamente.`;
    default:
      return `Revisamos tu perfil y aprobamos tu cuenta de ${m.brand}.`;
  }
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
  const reason = reasonOf(m);
  const next = 'Ya puedes escribir reseñas de los proveedores con los que trabajaste.';
  const rule = `Aprobada por: ${APPROVAL_RULE_LABELS[m.rule ?? 'admin']}.`;
  const text = [
    hello,
    '',
    `${reason} ${next}`,
    rule,
    '',
    `Escribir una reseña: ${writeReview}`,
    `Tu panel: ${dashboard}`,
    ...signOff(m.brand, m.unsubscribeUrl).text,
  ].join('\n');
  const html =
    `<p>${escapeHtml(hello)}</p>` +
    `<p>${escapeHtml(reason)} ${escapeHtml(next)}</p>` +
    `<p>${escapeHtml(rule)}</p>` +
    `<p><a href="${escapeHtml(writeReview)}">Escribir una reseña</a> · <a href="${escapeHtml(dashboard)}">Ir a tu panel</a></p>` +
    signOff(m.brand, m.unsubscribeUrl).html;
  return { subject, html, text };
}
