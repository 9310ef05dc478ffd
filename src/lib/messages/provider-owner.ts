/**
 * Copy of claims, requests for proposal and the provider's statistics: the
 * provider page's calls to action, /reclamar, /solicitar-propuesta, the admin's claims queue
 * and the provider dashboard's statistics and inbox.
 */
import { employeeCountLabel } from '../contract/fields';
import { formatCount } from '../contract/number-format';

export const ownerPage = {
  claimQuestion: '¿Es tu empresa?',
  claimLink: 'Reclama este perfil',
  requestProposal: 'Solicitar propuesta',
  requestDisabledReason:
    'Este perfil todavía no tiene un responsable que pueda recibir solicitudes de propuesta.',
  requestHint: 'Cuéntale qué necesitas y te responderá por correo.',
} as const;

export const claimForm = {
  title: (name: string) => `Reclama el perfil de ${name}`,
  titleGeneric: 'Reclama un perfil de proveedor',
  intro: (domain: string) =>
    `Para comprobar que representas a la empresa, te enviaremos un enlace a un correo de su dominio (@${domain}). Después, nuestro equipo revisará la solicitud. Hasta que la aprobemos, el perfil público no cambia.`,
  noWebsite:
    'Este perfil no tiene sitio web, así que no podemos verificar un correo de su dominio. Escríbenos desde la página de contacto.',
  owned: 'Este perfil ya tiene un responsable.',
  emailLabel: 'Correo de la empresa',
  emailHint: (domain: string) => `Debe terminar en @${domain}.`,
  submit: 'Enviar enlace de verificación',
  sending: 'Enviando…',
  sentTitle: 'Revisa tu correo',
  sent: (email: string) =>
    `Enviamos un enlace a ${email}. Ábrelo para confirmar la solicitud (vale 48 horas).`,
  signIn: 'Inicia sesión para reclamar este perfil.',
  signInLink: 'Iniciar sesión',
  notFound: 'No encontramos este proveedor.',
  back: 'Volver al perfil',
  error: 'No pudimos enviar la solicitud',
  verifying: 'Verificando tu solicitud…',
  verifiedTitle: 'Correo verificado',
  verified: (name: string) =>
    `Confirmaste tu solicitud para administrar ${name}. Nuestro equipo la revisará y te escribiremos con la decisión.`,
  verifyFailedTitle: 'No pudimos verificar la solicitud',
} as const;

export const leadForm = {
  title: (name: string) => `Solicitar propuesta a ${name}`,
  service: 'Servicio que necesitas',
  servicePlaceholder: 'Elige un servicio',
  companySize: 'Tamaño de tu empresa',
  companySizePlaceholder: 'Elige un rango',
  employees: employeeCountLabel,
  country: 'País',
  countryPlaceholder: 'Elige un país',
  message: 'Mensaje',
  messageHint: (min: number, max: number) => `Entre ${min} y ${max} caracteres.`,
  reveal: (email: string) =>
    `Al enviar la solicitud, el proveedor recibirá tu correo (${email}) para responderte.`,
  submit: 'Enviar solicitud',
  sending: 'Enviando…',
  sentTitle: 'Solicitud enviada',
  sent: (name: string) =>
    `${name} recibió tu solicitud y tu correo. Te responderá directamente por correo.`,
  signIn: 'Inicia sesión para solicitar una propuesta.',
  signInLink: 'Iniciar sesión',
  notFound: 'No encontramos este proveedor.',
  noOwner:
    'Este perfil todavía no tiene un responsable que pueda recibir solicitudes de propuesta.',
  back: 'Volver al perfil',
  error: 'No pudimos enviar la solicitud',
} as const;

export const claimsAdmin = {
  tab: 'Reclamos de perfil',
  verified: 'Por decidir',
  approved: 'Aprobados',
  refused: 'Rechazados',
  empty: 'No hay reclamos por decidir.',
  emptyDecided: 'No hay reclamos en esta lista.',
  searchPlaceholder: 'Buscar por proveedor o correo',
  claimedBy: 'Solicitado por',
  companyEmail: 'Correo verificado de la empresa',
  website: 'Sitio web',
  verifiedOn: 'Verificado el',
  decidedOn: 'Decidido el',
  reason: 'Motivo',
  approve: 'Aprobar',
  refuse: 'Rechazar',
  refuseTitle: 'Rechazar el reclamo',
  refuseLabel: 'Motivo del rechazo (se envía al solicitante)',
  approvedToast: 'Reclamo aprobado: el solicitante ya administra el perfil.',
  refusedToast: 'Reclamo rechazado.',
  loadError: 'No se pudieron cargar los reclamos',
  decideError: 'No se pudo decidir el reclamo',
} as const;

export const ownerDashboard = {
  statsTitle: 'Estadísticas',
  window: (days: number) => `Últimos ${days} días`,
  views: 'Vistas',
  websiteClicks: 'Clics al sitio web',
  leads: 'Leads',
  favorites: 'Favoritos',
  comparisons: 'En comparativas',
  invitations: 'Invitaciones',
  chartLabel: (days: number) => `Vistas y leads por día, últimos ${days} días`,
  chartViews: 'Vistas',
  chartLeads: 'Leads',
  /** Above the chart: "1 vista en 30 días", "12 vistas y 1 lead en 90 días". */
  chartSummary: (views: number, leads: number, days: number) =>
    `${formatCount(views)} ${views === 1 ? 'vista' : 'vistas'}${
      leads > 0 ? ` y ${formatCount(leads)} ${leads === 1 ? 'lead' : 'leads'}` : ''
    } en ${days} días`,
  chartYAxis: 'Por día',
  chartDaily: 'Ver las cifras por día',
  chartDay: 'Día',
  statsNote:
    'Sin cookies ni datos personales: contamos visitas de personas (no bots ni precargas) por día.',
  statsError: 'No se pudieron cargar las estadísticas',
  tabInbox: 'Solicitudes',
  inboxTitle: 'Solicitudes de propuesta',
  inboxEmpty: 'Aún no recibiste solicitudes de propuesta.',
  inboxFrom: 'De',
  inboxService: 'Servicio',
  inboxSize: 'Tamaño',
  inboxCountry: 'País',
  inboxReply: 'Responder por correo',
  recentReviews: 'Reviews recientes',
} as const;
