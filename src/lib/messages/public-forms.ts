import { errorText } from '../contract/errors';

/**
 * Copy of the public forms (/contacto, /privacidad/solicitud) and of their admin queue
 *, keyed by meaning: the pages, their script, the admin tab and the tests read
 * the same strings. Field errors come from the contract codes (errors.ts `form_*`).
 */
export const publicForms = {
  name: 'Nombre',
  email: 'Correo electrónico',
  emailHint: 'Te responderemos a esta dirección.',
  privacyEmailHint: 'Si tienes cuenta, usa el correo de tu cuenta: así podemos identificarte.',
  message: 'Mensaje',
  messageHint: 'Entre 10 y 5000 caracteres.',
  honeypot: 'Sitio web (déjalo vacío)',
  country: 'País de residencia',
  countryPlaceholder: 'Elige tu país',
  right: 'Derecho que quieres ejercer',
  rightPlaceholder: 'Elige una opción',
  detail: 'Detalle (opcional)',
  detailHint: 'Cuéntanos qué datos o qué uso te preocupa. Máximo 5000 caracteres.',
  required: '(obligatorio)',
  contactSubmit: 'Enviar mensaje',
  privacySubmit: 'Enviar solicitud',
  sending: 'Enviando…',
  contactSent: 'Mensaje enviado. Te responderemos por correo en un máximo de 2 días hábiles.',
  privacySent: (due: string) =>
    `Solicitud recibida. Te responderemos por correo a más tardar el ${due}.`,
  fixErrors: errorText('form_invalid'),
  noScript: 'Para enviar este formulario necesitas JavaScript. También puedes escribirnos a',
} as const;

/** The admin queue "Solicitudes de privacidad". */
export const privacyAdmin = {
  tab: 'Solicitudes de privacidad',
  pending: 'Pendientes',
  answered: 'Respondidas',
  searchPlaceholder: 'Buscar por nombre, correo o detalle…',
  empty: 'No hay solicitudes de privacidad.',
  emptyAnswered: 'Aún no hay solicitudes respondidas.',
  received: 'Recibida',
  due: 'Plazo legal',
  dueOn: (date: string) => `Responder a más tardar el ${date}`,
  overdue: 'Vencida',
  law: 'Ley',
  answeredOn: (date: string) => `Respondida el ${date}`,
  note: 'Nota de lo que se hizo (opcional)',
  markAnswered: 'Marcar como respondida',
  markedAnswered: 'Solicitud marcada como respondida',
  loadError: 'Error al cargar las solicitudes de privacidad',
  answerError: 'Error al marcar la solicitud',
} as const;
