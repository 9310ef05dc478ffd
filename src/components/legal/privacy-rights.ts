/**
 * The "Tus derechos" section of the privacy policy, built from the one home of the rules
 * (src/lib/contract/privacy-rights.ts): what each country's law grants, the deadline we answer
 * in, and how to exercise each right.
 */
import {
  PRIVACY_COUNTRIES,
  PRIVACY_LAWS,
  termText,
  type Regime,
} from '@/lib/contract/privacy-rights';
import { formatDayEs } from '@/lib/domain/dates';
import { paths } from '@/lib/contract/paths';
import type { LegalBlock } from './legal-types';

const escapeHtml = (s: string): string => s.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

/** The day before `day` (YYYY-MM-DD), for "hasta el …". */
function dayBefore(day: string): string {
  return new Date(Date.parse(`${day}T12:00:00Z`) - 86_400_000).toISOString().slice(0, 10);
}

function termsText(regime: Regime): string {
  const terms = regime.terms
    .map(
      (t) =>
        `${t.covers}: ${termText(t.term)}${t.source ? ` (${t.source})` : ' (plazo que aplicamos)'}.`,
    )
    .join(' ');
  return regime.note ? `${terms} ${regime.note}` : terms;
}

/** One row per country and regime: país, ley, derechos, plazo para responder. */
export function privacyRightsRows(): string[][] {
  return PRIVACY_COUNTRIES.flatMap((c) => {
    const { name, regimes } = PRIVACY_LAWS[c];
    return regimes.map((r, i) => {
      const next = regimes[i + 1];
      const when = r.from
        ? ` (desde el ${formatDayEs(r.from)})`
        : next?.from
          ? ` (hasta el ${formatDayEs(dayBefore(next.from))})`
          : '';
      return [`${name}${when}`, r.law, r.rights, termsText(r)];
    });
  });
}

export function privacyRightsBlocks(supportEmail: string): LegalBlock[] {
  const email = escapeHtml(supportEmail);
  return [
    'Según el país en el que residas, la ley te reconoce derechos sobre tus datos personales: como mínimo, acceder a ellos, rectificarlos, suprimirlos (cancelación), oponerte a su tratamiento y revocar tu consentimiento. Ejercerlos es gratuito.',
    'Cómo ejercerlos:',
    {
      rich: true,
      list: [
        'Sin esperar: si tienes cuenta, en <a href="/settings">Configuración</a> puedes corregir tu perfil, descargar una copia de todos tus datos y eliminar tu cuenta.',
        `Para todo lo demás, envía el <a href="${paths.privacyRequest()}">formulario de solicitudes de privacidad</a> indicando tu país y el derecho que quieres ejercer. Queda registrada con la fecha de recepción y te respondemos por correo dentro del plazo de la tabla.`,
        `Si no puedes usar el formulario, escríbenos a <a href="mailto:${email}">${email}</a>.`,
      ],
    },
    {
      table: {
        caption: 'Derechos y plazos de respuesta por país',
        head: ['País', 'Ley', 'Derechos', 'Plazo para responder'],
        rows: privacyRightsRows(),
      },
    },
    'Los plazos se cuentan desde el día en que recibimos la solicitud (hora de la Ciudad de México). Los días hábiles son de lunes a viernes; no descontamos los feriados, así que nuestra fecha límite nunca es posterior a la legal. Si necesitamos verificar tu identidad o más información, te lo pediremos dentro del mismo plazo. Si no quedas conforme con la respuesta, puedes acudir a la autoridad de protección de datos de tu país.',
  ];
}
