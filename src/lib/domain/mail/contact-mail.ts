/**
 * The e-mail a /contacto message becomes: sent by pb_hooks/contact.pb.js to the
 * support address (SUPPORT_EMAIL) through the configured SMTP, with Reply-To set to the
 * visitor, so support answers with a plain reply. Bundled into domain.gen.js.
 */
import { escapeHtml } from './escape';

export interface ContactMailInput {
  brand: string;
  name: string;
  email: string;
  message: string;
  /** When it was sent, already formatted for people ("24 de noviembre de 2026, 12:05"). */
  sentAt: string;
  /** Absolute URL of the contact page the message came from. */
  pageUrl: string;
}

export function contactMail(m: ContactMailInput): { subject: string; html: string; text: string } {
  const subject = `Mensaje de contacto de ${m.name} (${m.brand})`;
  const text = [
    `${m.name} <${m.email}> escribió desde el formulario de contacto (${m.sentAt}):`,
    '',
    m.message,
    '',
    `Responde a este correo para contestarle. Formulario: ${m.pageUrl}`,
  ].join('\n');
  const html =
    `<p><strong>${escapeHtml(m.name)}</strong> &lt;${escapeHtml(m.email)}&gt; escribió desde el formulario de contacto (${escapeHtml(m.sentAt)}):</p>` +
    `<blockquote style="border-left:3px solid #ccc;margin:0;padding-left:12px">${escapeHtml(m.message).replace(/\n/g, '<br>')}</blockquote>` +
    `<p>Responde a este correo para contestarle. <a href="${escapeHtml(m.pageUrl)}">Formulario de contacto</a></p>`;
  return { subject, html, text };
}
