/**
 * The e-mail a reviewer gets when the provider replies to the review. Built here,
 * sent by pb_hooks/replies.pb.js through the configured SMTP (bundled into domain.gen.js).
 */
import { escapeHtml, signOff } from './escape';

export interface ReplyMailInput {
  brand: string;
  firstName: string;
  providerName: string;
  reviewTitle: string;
  reply: string;
  /** Absolute URL of the review on the provider page. */
  url: string;
  /** Absolute URL of the one-click opt-out page; omitted: no opt-out line. */
  unsubscribeUrl?: string;
}

export function replyMail(m: ReplyMailInput): { subject: string; html: string; text: string } {
  const hello = m.firstName ? `Hola ${m.firstName}:` : 'Hola:';
  const subject = `${m.providerName} respondió a tu reseña en ${m.brand}`;
  const text = [
    hello,
    '',
    `${m.providerName} publicó una respuesta a tu reseña «${m.reviewTitle}»:`,
    '',
    m.reply,
    '',
    `Puedes leerla y, si quieres, contestar una vez: ${m.url}`,
    ...signOff(m.brand, m.unsubscribeUrl).text,
  ].join('\n');
  const html =
    `<p>${escapeHtml(hello)}</p>` +
    `<p><strong>${escapeHtml(m.providerName)}</strong> publicó una respuesta a tu reseña «${escapeHtml(m.reviewTitle)}»:</p>` +
    `<blockquote style="border-left:3px solid #ccc;margin:0;padding-left:12px">${escapeHtml(m.reply).replace(/\n/g, '<br>')}</blockquote>` +
    `<p><a href="${escapeHtml(m.url)}">Leer la respuesta</a> (puedes contestar una vez).</p>` +
    signOff(m.brand, m.unsubscribeUrl).html;
  return { subject, html, text };
}
