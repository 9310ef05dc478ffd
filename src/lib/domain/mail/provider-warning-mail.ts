/**
 * The e-mails to a provider's owner when an admin puts a public warning on the provider, or
 * lifts it (docs/DECISIONS.md § Public warnings). Built here, sent by
 * pb_hooks/provider-warnings.pb.js through the configured SMTP (bundled into domain.gen.js).
 * The admin's note stays internal: the owner reads the reason category, the dates and a link.
 */
import {
  WARNING_HEADLINE,
  WARNING_REASON_LABELS,
  type WarningReason,
} from '../../contract/provider-warnings';
import { paths } from '../../contract/paths';
import { siteDay } from '../../contract/time';
import { escapeHtml, signature } from './escape';

type Mail = { subject: string; html: string; text: string };

const MONTHS = [
  'enero',
  'febrero',
  'marzo',
  'abril',
  'mayo',
  'junio',
  'julio',
  'agosto',
  'septiembre',
  'octubre',
  'noviembre',
  'diciembre',
];

/**
 * "15 de enero de 2025", the site's day (contract/time.ts), as formatLongDateEs prints it on the
 * pages; without Intl, which the hooks' JS engine lacks.
 */
function longDay(value: string): string {
  const t = Date.parse(value.trim().replace(' ', 'T'));
  if (Number.isNaN(t)) return '';
  const [y, m, d] = siteDay(new Date(t)).split('-');
  return `${Number(d)} de ${MONTHS[Number(m) - 1]} de ${y}`;
}

export interface ProviderWarningMailInput {
  brand: string;
  /** The site's public URL (SITE_URL), without a trailing slash. */
  siteUrl: string;
  providerName: string;
  providerSlug: string;
  reason: WarningReason;
  /** When the warning was issued (PocketBase date). */
  issuedAt: string;
  /** When it expires by itself ('' = until lifted). */
  expiresAt: string;
  /** true: the warning was lifted (the e-mail says it no longer shows). */
  lifted?: boolean;
}

function build(subject: string, paragraphs: string[], link: { label: string; url: string }): Mail {
  const text = [...paragraphs, `${link.label}: ${link.url}`].join('\n\n');
  const html =
    paragraphs.map((p) => `<p>${escapeHtml(p)}</p>`).join('') +
    `<p><a href="${escapeHtml(link.url)}">${escapeHtml(link.label)}</a></p>`;
  return { subject, html, text };
}

export function providerWarningMail(m: ProviderWarningMailInput): Mail {
  const page = `${m.siteUrl.replace(/\/+$/, '')}${paths.provider(m.providerSlug)}`;
  const link = { label: `Ver el perfil de ${m.providerName}`, url: page };
  const reason = `Motivo: ${WARNING_REASON_LABELS[m.reason]}.`;
  if (m.lifted) {
    return build(
      `Retiramos la advertencia pública de ${m.providerName} en ${m.brand}`,
      [
        'Hola:',
        `Retiramos la advertencia pública que mostrábamos en el perfil de ${m.providerName} desde el ${longDay(m.issuedAt)}. Ya no aparece en su página, en sus tarjetas ni en las comparaciones.`,
        reason,
        signature(m.brand),
      ],
      link,
    );
  }
  const until = m.expiresAt
    ? `La advertencia se mostrará hasta el ${longDay(m.expiresAt)}, salvo que la retiremos antes.`
    : 'La advertencia se mostrará hasta que nuestro equipo la retire.';
  return build(
    `Publicamos una advertencia en el perfil de ${m.providerName} en ${m.brand}`,
    [
      'Hola:',
      `Desde el ${longDay(m.issuedAt)}, el perfil de ${m.providerName}, sus tarjetas en el directorio y las comparaciones en las que aparece muestran este aviso: «${WARNING_HEADLINE}».`,
      reason,
      until,
      'Si crees que es un error o quieres aportar información, escríbenos desde la página de contacto.',
      signature(m.brand),
    ],
    link,
  );
}
