/**
 * Review invitations, provenance labels and the rating badge: the provider
 * page, the invitation page and the provider dashboard.
 */
import type { ReviewerVerification, ReviewSource } from '../contract/invitations';

export const SOURCE_LABELS: Record<ReviewSource, string> = {
  invited: 'Invitada por el proveedor',
  organic: 'Orgánica',
};

export const SOURCE_HINTS: Record<ReviewSource, string> = {
  invited:
    'El proveedor invitó a esta persona a opinar; la review se publica tal como la escribió.',
  organic: 'Escrita por iniciativa de quien la firma, sin invitación del proveedor.',
};

export const VERIFICATION_LABELS: Record<ReviewerVerification, string> = {
  linkedin: 'Verificado con LinkedIn',
  email: 'Verificado por e-mail',
};

export const invitations = {
  // Provider page: the 12-month split (Trustpilot's "Transparent Inviting").
  splitHeading: 'Reviews invitadas y orgánicas',
  splitWindow: 'Últimos 12 meses',
  splitNone: 'Sin reviews en los últimos 12 meses.',
  invitedShareLabel: 'Invitadas por el proveedor',
  invitedAverageLabel: 'Promedio de las invitadas',
  organicAverageLabel: 'Promedio de las orgánicas',
  noAverage: 'Sin reviews',
  splitPolicy: 'Cómo funcionan las invitaciones',
  // The invitation page (/invitacion?token=)
  pageTitle: 'Invitación a escribir una review',
  loading: 'Comprobando tu invitación…',
  invitedBy: (provider: string) => `${provider} te invitó a contar tu experiencia.`,
  honest:
    'Tu review se publica tal como la escribas, sea positiva o negativa, con la etiqueta «Invitada por el proveedor». El proveedor no puede ofrecerte nada a cambio ni ocultarla.',
  signInWith: (email: string) =>
    `Para continuar, inicia sesión o crea tu cuenta con ${email}. Si creas una cuenta, confirma tu e-mail y vuelve a abrir el enlace de la invitación.`,
  signIn: 'Iniciar sesión',
  signUp: 'Crear cuenta',
  bound: 'Listo: tu invitación está vinculada a tu cuenta.',
  write: 'Escribir review',
  missingToken: 'Falta el código de la invitación: abre el enlace completo del e-mail.',
  failed: 'No pudimos abrir la invitación.',
  // Provider dashboard
  dashTitle: 'Invitar a tus clientes',
  dashIntro:
    'Pega direcciones de e-mail (una por línea o separadas por comas) o sube un archivo CSV. Cada persona recibe un enlace personal de un solo uso; sus reviews se muestran como «Invitada por el proveedor». No ofrezcas nada a cambio: los incentivos están prohibidos por los términos.',
  dashLimit: (limit: number, remaining: number) =>
    `Hasta ${limit} invitaciones cada 24 horas; te quedan ${remaining}.`,
  emailsLabel: 'Direcciones de e-mail',
  csvLabel: 'O sube un archivo CSV',
  csvError: 'No pudimos leer el archivo.',
  send: 'Enviar invitaciones',
  sending: 'Enviando…',
  sentToast: (n: number) => (n === 1 ? 'Se envió 1 invitación' : `Se enviaron ${n} invitaciones`),
  skippedNote: (emails: string) => `Ya tenían una invitación pendiente: ${emails}.`,
  sendError: 'No se enviaron las invitaciones',
  statSent: 'Enviadas',
  statOpened: 'Abiertas',
  statReviewed: 'Convertidas en review',
  recent: 'Últimas invitaciones',
  none: 'Aún no has enviado invitaciones.',
  statusLabels: { sent: 'Enviada', opened: 'Abierta', reviewed: 'Review escrita' },
  notApproved: 'Podrás invitar a tus clientes cuando tu perfil esté aprobado.',
  // Badge snippet
  badgeTitle: 'Insignia para tu sitio web',
  badgeIntro:
    'Copia este código en tu sitio: muestra tu calificación y número de reviews, se actualiza sola y enlaza a tu perfil.',
  badgeCopy: 'Copiar código',
  badgeCopied: 'Código copiado',
  badgePreview: 'Vista previa',
  badgeNotPublic: 'La insignia estará disponible cuando tu perfil sea público.',
};

/**
 * The badge's accessible title and alt text; `rating` is null while the provider has no
 * review (never "N/A de 5").
 */
export function badgeTitle(
  provider: string,
  rating: string | null,
  reviews: number,
  brand: string,
) {
  if (rating === null || reviews === 0) return `${provider}: Sin reviews aún en ${brand}`;
  const count = reviews === 1 ? '1 review' : `${reviews} reviews`;
  return `${provider}: ${rating} de 5 en ${brand} (${count})`;
}
