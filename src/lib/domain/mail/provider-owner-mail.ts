/**
 * The e-mails of claims and requests for proposal, sent by
 * pb_hooks/provider-owner.pb.js through the configured SMTP (bundled into domain.gen.js).
 */
import { employeeCountLabel } from '../../contract/fields';
import { escapeHtml, signature } from './escape';

type Mail = { subject: string; html: string; text: string };

const base = (siteUrl: string) => siteUrl.replace(/\/+$/, '');

function build(subject: string, paragraphs: string[], link?: { label: string; url: string }): Mail {
  const text = [...paragraphs, ...(link ? [`${link.label}: ${link.url}`] : [])].join('\n\n');
  const html =
    paragraphs.map((p) => `<p>${escapeHtml(p).replace(/\n/g, '<br>')}</p>`).join('') +
    (link ? `<p><a href="${escapeHtml(link.url)}">${escapeHtml(link.label)}</a></p>` : '');
  return { subject, html, text };
}

export interface ClaimVerifyMailInput {
  brand: string;
  siteUrl: string;
  providerName: string;
  /** The single-use link (CLAIM_VERIFY_PAGE?token=…). */
  verifyUrl: string;
  hours: number;
}

/** To the address at the provider's domain: confirm that the claim comes from the company. */
export function claimVerifyMail(m: ClaimVerifyMailInput): Mail {
  return build(
    `Confirma que quieres administrar ${m.providerName} en ${m.brand}`,
    [
      'Hola:',
      `Alguien pidió administrar el perfil de ${m.providerName} en ${m.brand} y nos indicó este correo de la empresa. Si fuiste tú, confirma la solicitud con el enlace de abajo (vale ${m.hours} horas y se usa una sola vez). Después, nuestro equipo la revisará y te escribiremos con la decisión.`,
      'Si no fuiste tú, ignora este mensaje: nada cambiará en el perfil.',
      signature(m.brand),
    ],
    { label: 'Confirmar la solicitud', url: m.verifyUrl },
  );
}

export interface ClaimDecisionMailInput {
  brand: string;
  siteUrl: string;
  providerName: string;
  approved: boolean;
  /** The admin's reason (a refusal always has one). */
  reason: string;
}

/** To the member who claimed: the admin's decision. */
export function claimDecisionMail(m: ClaimDecisionMailInput): Mail {
  if (m.approved) {
    return build(
      `Ya administras ${m.providerName} en ${m.brand}`,
      [
        'Hola:',
        `Aprobamos tu solicitud: ahora administras el perfil de ${m.providerName}. Desde tu panel de proveedor puedes editar el perfil, responder reviews, ver tus estadísticas y recibir solicitudes de propuesta.`,
        signature(m.brand),
      ],
      { label: 'Ir al panel de proveedor', url: `${base(m.siteUrl)}/provider-dashboard` },
    );
  }
  return build(
    `Tu solicitud para administrar ${m.providerName} no fue aprobada`,
    [
      'Hola:',
      `Revisamos tu solicitud para administrar el perfil de ${m.providerName} y no pudimos aprobarla.`,
      `Motivo: ${m.reason}`,
      'Si crees que es un error, escríbenos desde la página de contacto.',
      signature(m.brand),
    ],
    { label: 'Contacto', url: `${base(m.siteUrl)}/contacto` },
  );
}

export interface LeadMailInput {
  brand: string;
  siteUrl: string;
  providerName: string;
  memberName: string;
  memberEmail: string;
  service: string;
  companySize: string;
  country: string;
  message: string;
}

/** To the provider's owner: a new request for proposal (reply-to: the member). */
export function leadMail(m: LeadMailInput): Mail {
  const who = m.memberName ? `${m.memberName} (${m.memberEmail})` : m.memberEmail;
  return build(
    `Nueva solicitud de propuesta para ${m.providerName}`,
    [
      'Hola:',
      `${who} te pidió una propuesta a través de ${m.brand}.`,
      `Servicio: ${m.service}\nTamaño de la empresa: ${employeeCountLabel(m.companySize)}\nPaís: ${m.country}`,
      `Mensaje:\n${m.message}`,
      'Responde a este correo para contestarle directamente.',
      signature(m.brand),
    ],
    { label: 'Ver en tu panel de proveedor', url: `${base(m.siteUrl)}/provider-dashboard` },
  );
}
