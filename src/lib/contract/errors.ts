/**
 * Errors cross the wire as stable codes. A hook fails with `util.fail(code)`
 * (pb_hooks/lib/util.js), which answers `{ status, message, data: { error: { code, message } } }`
 * with the status and Spanish message below; the client (src/lib/backend-errors.ts) reads the
 * code, never the text. PocketBase's own field errors carry codes too (`validation_*`,
 * mapped in backend-errors.ts).
 */
import { REVIEW_EDIT_DAYS } from './reviews';

/** Where a hook's error code sits in PocketBase's error `data`. */
export const ERROR_CODE_FIELD = 'error';

interface ErrorDef {
  status: 400 | 401 | 403 | 404 | 413 | 429 | 500 | 503;
  message: string;
}

export const ERRORS = {
  // Accounts
  account_blocked: {
    status: 403,
    message: 'Tu cuenta está bloqueada: no puedes realizar cambios.',
  },
  account_not_approved: {
    status: 403,
    message:
      'Tu cuenta aún no está aprobada: confirma tu e-mail y espera la aprobación del equipo antes de escribir reseñas.',
  },
  too_many_login_failures: {
    status: 429,
    message:
      'Demasiados intentos fallidos de inicio de sesión con esta cuenta. Espera unos minutos e inténtalo de nuevo.',
  },
  // Profile and blocking rules of the users hook (pb_hooks/users.pb.js)
  linkedin_url_locked: {
    status: 403,
    message: 'La URL de LinkedIn no se puede cambiar una vez guardada.',
  },
  linkedin_url_required: { status: 400, message: 'La URL de LinkedIn es obligatoria.' },
  block_reason_required: {
    status: 400,
    message: 'Por favor proporciona una razón para el bloqueo.',
  },
  block_self: { status: 403, message: 'No puedes bloquear tu propia cuenta.' },
  admin_only: { status: 403, message: 'Acceso denegado: solo para administradores.' },
  sign_in_required: { status: 401, message: 'Debes iniciar sesión.' },
  /**
   * The refusals of the custom routes (`/api/lp/…`) that PocketBase itself makes (its auth
   * middlewares, body reading, rate limits, an unknown record) or that carry no code of their
   * own: pb_hooks/refusals.pb.js answers them with these codes by status (401 is
   * `sign_in_required`, field errors are `form_invalid`).
   */
  request_forbidden: { status: 403, message: 'No tienes permiso para realizar esta acción.' },
  request_not_found: { status: 404, message: 'No encontramos lo que buscas.' },
  request_invalid: {
    status: 400,
    message: 'No pudimos procesar la solicitud: revisa los datos enviados.',
  },
  request_too_large: { status: 413, message: 'Los datos enviados superan el tamaño permitido.' },
  request_rate_limited: {
    status: 429,
    message: 'Demasiadas solicitudes seguidas. Espera un momento e inténtalo de nuevo.',
  },
  server_error: {
    status: 500,
    message: 'Algo salió mal en el servidor. Inténtalo de nuevo en unos minutos.',
  },
  // The web server's own answers (src/server): its operators' re-render endpoint without its
  // secret; its directory search before its first read.
  revalidate_unauthorized: {
    status: 401,
    message: 'Falta la clave de re-renderizado o no es válida.',
  },
  search_unavailable: {
    status: 503,
    message: 'La búsqueda no está disponible en este momento. Inténtalo de nuevo en unos segundos.',
  },
  // Reviews
  review_sign_in: { status: 401, message: 'Debes iniciar sesión para escribir una reseña.' },
  review_provider_missing: { status: 400, message: 'El proveedor no existe.' },
  review_provider_not_public: {
    status: 400,
    message: 'Solo puedes escribir reseñas de proveedores aprobados y verificados.',
  },
  review_own_company: {
    status: 403,
    message: 'No puedes escribir un review para tu propia empresa.',
  },
  // An employee may not review the employer (contract review-integrity.ts).
  review_insider: {
    status: 403,
    message:
      'No puedes escribir una reseña del proveedor en el que trabajas: tu e-mail es del mismo dominio que su sitio web. Las reseñas de empleados no están permitidas.',
  },
  review_duplicate: {
    status: 400,
    message: `Ya escribiste una reseña para este proveedor; puedes editarla durante ${REVIEW_EDIT_DAYS} días.`,
  },
  review_content_only: { status: 403, message: 'Solo puedes cambiar el contenido de tu reseña.' },
  review_edit_window: {
    status: 403,
    message: 'Las reseñas solo se pueden editar durante {days} días desde su publicación.',
  },
  review_author_only: {
    status: 403,
    message: 'Solo el autor puede editar el contenido de una reseña.',
  },
  review_required_fields: {
    status: 400,
    message: 'Por favor completa todos los campos obligatorios.',
  },
  review_text_short: {
    status: 400,
    message:
      'La reseña debe tener al menos {min} caracteres: cuenta qué servicio contrataste y cómo fue la experiencia.',
  },
  review_rating_range: {
    status: 400,
    message: 'La calificación debe ser un número entero entre 1 y 5.',
  },
  // Favourites
  favorite_sign_in: { status: 401, message: 'Debes iniciar sesión para marcar favoritos.' },
  favorite_provider_missing: { status: 400, message: 'El proveedor no existe.' },
  favorite_duplicate: { status: 400, message: 'Este proveedor ya está en tus favoritos.' },
  // Categories
  category_required_fields: { status: 400, message: 'Nombre y etiqueta son obligatorios.' },
  category_name_immutable: {
    status: 400,
    message: 'El nombre de una categoría no se puede cambiar.',
  },
  category_duplicate: { status: 400, message: 'Ya existe una categoría con ese nombre.' },
  // Providers
  provider_sign_in: { status: 401, message: 'Debes iniciar sesión para crear una empresa.' },
  provider_one_per_owner: {
    status: 403,
    message: 'Ya tienes una empresa registrada. Solo un administrador puede crear más de una.',
  },
  provider_aggregates_server: {
    status: 403,
    message: 'Las calificaciones y contadores los calcula el servidor.',
  },
  provider_owner_immutable: {
    status: 403,
    message: 'No se puede cambiar el propietario de la empresa.',
  },
  provider_admin_fields: {
    status: 403,
    message:
      'Solo un administrador puede cambiar el estado, la verificación, el destacado o las notas.',
  },
  provider_reject_reason: {
    status: 400,
    message: 'Por favor proporciona una razón para el rechazo.',
  },
  provider_founded_year: {
    status: 400,
    message: 'El año de fundación debe estar entre {min} y {max}.',
  },
  provider_categories_required: {
    status: 400,
    message: 'Debe tener al menos una categoría asignada.',
  },
  provider_category_invalid: { status: 400, message: 'Categoría inválida.' },
  provider_category_missing: { status: 400, message: 'La categoría "{name}" no existe.' },
  provider_languages_list: { status: 400, message: 'Los idiomas deben ser una lista de textos.' },
  // Provider replies
  reply_sign_in: { status: 401, message: 'Debes iniciar sesión para responder a una reseña.' },
  reply_review_missing: { status: 400, message: 'La reseña no existe.' },
  reply_owner_only: {
    status: 403,
    message: 'Solo el propietario del proveedor puede responder a sus reseñas.',
  },
  reply_duplicate: {
    status: 400,
    message: 'Esta reseña ya tiene una respuesta: puedes editarla o eliminarla.',
  },
  reply_required: { status: 400, message: 'Escribe el texto de la respuesta.' },
  reply_fixed_fields: {
    status: 403,
    message: 'No se puede cambiar la reseña ni el proveedor de una respuesta.',
  },
  rejoinder_reviewer_only: {
    status: 403,
    message: 'Solo el autor de la reseña puede contestar a la respuesta del proveedor.',
  },
  rejoinder_once: { status: 403, message: 'Ya contestaste a esta respuesta; no se puede cambiar.' },
  // Reports and moderation
  report_sign_in: { status: 401, message: 'Debes iniciar sesión para reportar una reseña.' },
  report_review_missing: { status: 400, message: 'La reseña no existe.' },
  report_own_review: { status: 403, message: 'No puedes reportar tu propia reseña.' },
  report_reason: { status: 400, message: 'Elige un motivo para el reporte.' },
  report_duplicate: {
    status: 400,
    message: 'Ya reportaste esta reseña; te avisaremos cuando se resuelva.',
  },
  decision_invalid: { status: 400, message: 'Decisión no válida.' },
  decision_reason: { status: 400, message: 'Indica el motivo de la decisión.' },
  // Helpful votes
  vote_sign_in: { status: 401, message: 'Debes iniciar sesión para marcar una reseña como útil.' },
  vote_review_missing: { status: 400, message: 'La reseña no existe.' },
  vote_own_review: { status: 403, message: 'No puedes marcar como útil tu propia reseña.' },
  vote_duplicate: { status: 400, message: 'Ya marcaste esta reseña como útil.' },
  // Ranking
  ranking_day_invalid: {
    status: 400,
    message: 'El día del ranking debe tener el formato AAAA-MM-DD.',
  },
  // Quarterly recognitions
  recognition_quarter_invalid: {
    status: 400,
    message: 'El trimestre debe tener el formato AAAA-tN (por ejemplo, 2026-t3) y haber terminado.',
  },
  recognition_frozen: {
    status: 403,
    message: 'Los reconocimientos publicados no se pueden crear, modificar ni borrar.',
  },
  // Outbox (the web server's acknowledgements)
  outbox_ids_invalid: {
    status: 400,
    message: 'La lista de eventos no es válida (entre 1 y {max} identificadores).',
  },
  // Moderation
  review_not_found: { status: 404, message: 'La reseña no existe.' },
  verification_not_held: {
    status: 400,
    message: 'Esta reseña ya no está en verificación: otra persona decidió sobre ella.',
  },
  verification_reason: { status: 400, message: 'Elige el motivo para retirar la reseña.' },
  /**
   * A paged list (the admin lists, the write-review provider picker) refused a parameter
   * (`{name}`: page, perPage, sort, q, id or a filter).
   */
  admin_list_param: {
    status: 400,
    message: 'El parámetro "{name}" de la búsqueda no es válido.',
  },
  // Blog
  post_required_fields: { status: 400, message: 'Título y contenido son requeridos.' },
  post_keywords_list: { status: 400, message: 'Las palabras clave deben ser una lista.' },
  post_not_found: { status: 404, message: 'Artículo no encontrado.' },
  // Files
  image_type: { status: 400, message: 'Solo se permiten imágenes PNG, JPEG, WebP o GIF.' },
  // Imports (superusers only: pb_hooks/lib/imports.js)
  created_invalid: {
    status: 400,
    message: 'La fecha de creación debe ser una fecha real en UTC que no esté en el futuro.',
  },
  // Accounts: pending accounts and their approval
  user_not_found: { status: 404, message: 'La cuenta no existe.' },
  unblock_note_too_long: {
    status: 400,
    message: 'La nota no puede superar los 500 caracteres.',
  },
  approval_unverified: {
    status: 400,
    message: 'Esta cuenta aún no confirmó su e-mail: podrás aprobarla cuando lo confirme.',
  },
  // Accounts: deletion, data export and e-mail preferences
  account_delete_confirm: {
    status: 400,
    message: 'Escribe ELIMINAR para confirmar que quieres eliminar tu cuenta. No se eliminó nada.',
  },
  account_password_wrong: {
    status: 400,
    message: 'La contraseña no es correcta. No se eliminó nada.',
  },
  account_reauth_required: {
    status: 400,
    message:
      'Para eliminar tu cuenta, escribe tu contraseña o vuelve a iniciar sesión con LinkedIn (vale 10 minutos). No se eliminó nada.',
  },
  mail_preferences_invalid: {
    status: 400,
    message: 'Las preferencias de correo deben ser sí o no.',
  },
  unsubscribe_token_invalid: {
    status: 400,
    message: 'El enlace para dejar de recibir estos correos no es válido o ha caducado.',
  },
  // Public forms: contact and privacy requests
  form_invalid: { status: 400, message: 'Revisa los campos marcados.' },
  form_name: { status: 400, message: 'Escribe tu nombre (máximo 120 caracteres).' },
  form_email: { status: 400, message: 'Escribe un correo electrónico válido.' },
  form_message: {
    status: 400,
    message: 'Escribe tu mensaje (entre 10 y 5000 caracteres).',
  },
  form_country: { status: 400, message: 'Elige tu país.' },
  form_right: { status: 400, message: 'Elige el derecho que quieres ejercer.' },
  form_detail: { status: 400, message: 'El detalle no puede superar los 5000 caracteres.' },
  form_expired: {
    status: 400,
    message: 'El formulario caducó. Recarga la página e inténtalo de nuevo.',
  },
  contact_send_failed: {
    status: 503,
    message: 'No pudimos enviar tu mensaje. Inténtalo más tarde o escríbenos por correo.',
  },
  privacy_request_missing: { status: 404, message: 'La solicitud no existe.' },
  // Accounts: password and e-mail, sign-up
  linkedin_url_invalid: {
    status: 400,
    message:
      'URL de LinkedIn inválida. Por favor verifica que la URL de LinkedIn sea correcta (ej: linkedin.com/in/tu-perfil).',
  },
  // The hooks' remaining refusals, each once here
  body_unreadable: { status: 400, message: 'No se pudieron leer los datos enviados.' },
  linkedin_url_missing: { status: 400, message: 'Por favor proporciona tu URL de LinkedIn.' },
  user_admin_fields: {
    status: 403,
    message:
      'Solo un administrador puede cambiar la aprobación, los roles o el bloqueo de una cuenta.',
  },
  user_own_profile_only: { status: 403, message: 'Solo puedes editar tu propio perfil.' },
  // The verification e-mail's resend (contract/verification-mail.ts)
  verification_resend_wait: {
    status: 429,
    message:
      'Ya te enviamos un correo de confirmación hace poco. Podrás pedir otro en {seconds} segundos.',
  },
  verification_send_failed: {
    status: 503,
    message: 'No pudimos enviar el correo de confirmación. Inténtalo de nuevo en unos minutos.',
  },
  verification_link_used: {
    status: 400,
    message: 'Este enlace de confirmación ya fue usado: tu correo ya está verificado.',
  },
  // Review invitations
  invitation_owner_only: {
    status: 403,
    message: 'Solo el dueño del proveedor puede invitar a sus clientes a escribir reseñas.',
  },
  invitation_provider_not_approved: {
    status: 403,
    message: 'Tu perfil de proveedor debe estar aprobado para enviar invitaciones.',
  },
  invitation_none: {
    status: 400,
    message: 'Escribe o sube al menos una dirección de e-mail.',
  },
  invitation_invalid_emails: {
    status: 400,
    message:
      'Estas direcciones no son válidas: {emails}. Corrígelas y vuelve a enviar; no se envió ninguna invitación.',
  },
  invitation_daily_limit: {
    status: 429,
    message:
      'Puedes enviar hasta {limit} invitaciones cada 24 horas; ahora te quedan {remaining}. No se envió ninguna invitación.',
  },
  invitation_invalid: { status: 404, message: 'Este enlace de invitación no es válido.' },
  invitation_expired: {
    status: 400,
    message: 'Esta invitación caducó. Pide al proveedor que te envíe una nueva.',
  },
  invitation_used: { status: 400, message: 'Esta invitación ya se usó.' },
  invitation_wrong_address: {
    status: 403,
    message:
      'Esta invitación se envió a otra dirección de e-mail: inicia sesión con la cuenta de {email}.',
  },
  invitation_unverified: {
    status: 403,
    message: 'Confirma tu dirección de e-mail antes de usar la invitación.',
  },
  // Reviews: context and sub-ratings (src/lib/contract/review-context.ts)
  review_service_invalid: {
    status: 400,
    message: 'Elige el servicio que contrataste entre las categorías del proveedor.',
  },
  review_company_size_invalid: {
    status: 400,
    message: 'Elige el tamaño de tu empresa de la lista.',
  },
  review_country_invalid: { status: 400, message: 'Elige el país de tu empresa de la lista.' },
  review_industry_invalid: {
    status: 400,
    message: 'Elige la industria de tu empresa de la lista.',
  },
  review_duration_invalid: {
    status: 400,
    message: 'Elige cuánto tiempo trabajaste con el proveedor de la lista.',
  },
  review_relationship_invalid: {
    status: 400,
    message: 'Indica si sigues trabajando con el proveedor.',
  },
  review_subrating_invalid: {
    status: 400,
    message: 'Cada calificación por aspecto debe ser un número entero entre 1 y 5.',
  },
  review_contract_model_invalid: {
    status: 400,
    message: 'Elige el modelo de contrato de la lista.',
  },
  review_cost_band_invalid: { status: 400, message: 'Elige el rango de costo de la lista.' },
  // Providers: claims, requests for proposal and statistics
  claim_sign_in: { status: 401, message: 'Inicia sesión para reclamar este perfil.' },
  owner_provider_missing: { status: 404, message: 'El proveedor no existe.' },
  owner_account_not_approved: {
    status: 403,
    message:
      'Tu cuenta aún no está aprobada: confirma tu e-mail y espera la aprobación del equipo antes de reclamar perfiles o pedir propuestas.',
  },
  claim_provider_owned: { status: 400, message: 'Este perfil ya tiene un responsable.' },
  claim_already_owner: {
    status: 400,
    message: 'Tu cuenta ya administra un proveedor: cada cuenta administra uno solo.',
  },
  claim_no_website: {
    status: 400,
    message:
      'Este perfil no tiene sitio web, así que no podemos verificar un correo de su dominio. Escríbenos desde la página de contacto.',
  },
  claim_email_domain: {
    status: 400,
    message: 'El correo debe ser de la empresa: su dominio debe ser {domain}.',
  },
  claim_open: {
    status: 400,
    message: 'Ya hay una solicitud abierta para este perfil. Espera a que la revisemos.',
  },
  claim_token_invalid: {
    status: 400,
    message: 'El enlace de verificación no es válido o ya venció. Envía la solicitud de nuevo.',
  },
  claim_missing: { status: 404, message: 'La solicitud no existe.' },
  claim_not_verified: {
    status: 400,
    message: 'La solicitud aún no está verificada por correo: no se puede decidir todavía.',
  },
  claim_decided: { status: 400, message: 'Esta solicitud ya fue decidida.' },
  claim_reason_required: { status: 400, message: 'Indica el motivo del rechazo.' },
  lead_sign_in: { status: 401, message: 'Inicia sesión para solicitar una propuesta.' },
  lead_no_owner: {
    status: 400,
    message:
      'Este perfil todavía no tiene un responsable que pueda recibir solicitudes de propuesta.',
  },
  lead_own_provider: {
    status: 400,
    message: 'No puedes solicitar una propuesta a tu propia empresa.',
  },
  lead_service: { status: 400, message: 'Elige uno de los servicios del proveedor.' },
  lead_company_size: { status: 400, message: 'Elige el tamaño de tu empresa.' },
  lead_country: { status: 400, message: 'Elige el país.' },
  lead_message: {
    status: 400,
    message: 'El mensaje debe tener entre {min} y {max} caracteres.',
  },
  lead_rate_limited: {
    status: 429,
    message:
      'Ya enviaste {limit} solicitudes en las últimas 24 horas. Inténtalo de nuevo más tarde.',
  },
  stats_forbidden: {
    status: 403,
    message: 'Solo el responsable del proveedor puede ver sus estadísticas.',
  },
  stats_window: { status: 400, message: 'El periodo debe ser de 30 o 90 días.' },
  reassign_email: { status: 400, message: 'Escribe el correo de la cuenta que será responsable.' },
  reassign_no_account: { status: 404, message: 'No hay ninguna cuenta con el correo {email}.' },
  reassign_blocked: {
    status: 400,
    message: 'Esa cuenta está bloqueada: desbloquéala antes de asignarle un proveedor.',
  },
  reassign_already_owner: {
    status: 400,
    message: 'Esa cuenta ya administra un proveedor: cada cuenta administra uno solo.',
  },
  // Public warnings on a provider (docs/DECISIONS.md § Public warnings)
  warning_provider_missing: { status: 404, message: 'El proveedor no existe.' },
  warning_reason_invalid: {
    status: 400,
    message: 'Elige el motivo de la advertencia de la lista.',
  },
  warning_note_too_long: {
    status: 400,
    message: 'La nota no puede superar los 500 caracteres.',
  },
  warning_expiry_invalid: {
    status: 400,
    message: 'La fecha de vencimiento debe ser una fecha futura (o déjala vacía).',
  },
  warning_already_active: {
    status: 400,
    message:
      'Este proveedor ya tiene una advertencia pública activa: retírala antes de publicar otra.',
  },
  warning_not_active: {
    status: 400,
    message: 'Este proveedor no tiene ninguna advertencia pública activa.',
  },
  provider_unclaimed: {
    status: 400,
    message:
      'Este perfil aún no fue reclamado por su empresa: no tiene estadísticas ni invitaciones.',
  },
  // Provider facts: coverage, pricing, local obligations, integrations
  facts_invalid: {
    status: 400,
    message: 'Revisa los datos del proveedor: {first} No se guardó nada.',
  },
  facts_shape: {
    status: 400,
    message: 'Los datos del proveedor deben enviarse como listas del formulario.',
  },
  facts_country_invalid: { status: 400, message: '"{value}" no es un país de la lista.' },
  facts_size_invalid: {
    status: 400,
    message: '"{value}" no es un tamaño de empresa de la lista.',
  },
  facts_pricing_model_invalid: {
    status: 400,
    message: '"{value}" no es un modelo de precio de la lista.',
  },
  facts_currency_invalid: {
    status: 400,
    message: 'La moneda "{value}" no corresponde a {country}: usa su moneda local o USD.',
  },
  facts_price_range_invalid: {
    status: 400,
    message:
      'El rango de precio {value} no es válido: el mínimo y el máximo deben ser números positivos y el mínimo no puede superar al máximo.',
  },
  facts_price_country: {
    status: 400,
    message: 'Hay un precio para {value}, pero {value} no está entre los países que atiendes.',
  },
  facts_price_model: {
    status: 400,
    message: 'Hay un precio "{value}", pero ese modelo de precio no está marcado.',
  },
  facts_price_duplicate: { status: 400, message: 'El precio {value} está repetido.' },
  facts_obligation_invalid: {
    status: 400,
    message: '"{value}" no es una obligación local de la lista.',
  },
  facts_obligation_country: {
    status: 400,
    message: 'La obligación {value} es de {country}: agrega {country} a los países que atiendes.',
  },
  facts_integration_invalid: {
    status: 400,
    message:
      'La integración "{value}" no es válida: entre 1 y 60 caracteres, hasta 20 integraciones.',
  },
} as const satisfies Record<string, ErrorDef>;

export type ErrorCode = keyof typeof ERRORS;

/**
 * The error a visitor without a session gets when creating a record of these collections
 * through the records API (401 with the Spanish "inicia sesión" message). PocketBase checks a
 * create rule before any hook and answers a bare 400 "Failed to create record."; the
 * middleware of pb_hooks/sign-in.pb.js answers first.
 */
export const SIGN_IN_TO_CREATE = {
  reviews: 'review_sign_in',
  user_favorites: 'favorite_sign_in',
  providers: 'provider_sign_in',
  review_replies: 'reply_sign_in',
  review_reports: 'report_sign_in',
  helpful_votes: 'vote_sign_in',
} as const satisfies Readonly<Record<string, ErrorCode>>;

/** A placeholder's value as text: strings and numbers as they are, lists joined by commas. */
function paramText(value: unknown): string {
  if (Array.isArray(value)) return value.map(paramText).join(',');
  return typeof value === 'string' || typeof value === 'number' || typeof value === 'boolean'
    ? String(value)
    : JSON.stringify(value);
}

/** The Spanish text of a code, its `{name}` placeholders filled from `params`. */
export function errorText(code: ErrorCode, params?: Readonly<Record<string, unknown>>): string {
  return ERRORS[code].message.replace(/\{(\w+)\}/g, (whole, name: string) =>
    params && params[name] !== undefined ? paramText(params[name]) : whole,
  );
}

/**
 * The JSON body of an error answered outside PocketBase (the web server's own endpoints), in
 * the hooks' shape so the client reads its code the same way (`errorCodeOf`).
 */
export function errorBody(code: ErrorCode): {
  status: number;
  message: string;
  data: { error: { code: ErrorCode; message: string } };
} {
  const message = errorText(code);
  return { status: ERRORS[code].status, message, data: { error: { code, message } } };
}

export function isErrorCode(code: unknown): code is ErrorCode {
  return typeof code === 'string' && Object.hasOwn(ERRORS, code);
}

/**
 * The product's error code of a failed PocketBase call (a `ClientResponseError` or its
 * `response`), or null when the error carries none.
 */
export function errorCodeOf(err: unknown): ErrorCode | null {
  return errorEntryOf(err)?.code ?? null;
}

/** The code and parameters of a hook's error, or null. */
export function errorEntryOf(
  err: unknown,
): { code: ErrorCode; params: Record<string, unknown> } | null {
  const e = err as { response?: { data?: unknown }; data?: unknown } | null | undefined;
  const data = (e?.response?.data ?? e?.data) as Record<string, unknown> | undefined;
  const entry = data?.[ERROR_CODE_FIELD] as { code?: unknown; params?: unknown } | undefined;
  if (!isErrorCode(entry?.code)) return null;
  const params = entry.params && typeof entry.params === 'object' ? entry.params : {};
  return { code: entry.code, params: params as Record<string, unknown> };
}
