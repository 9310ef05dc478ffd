/**
 * Errors cross the wire as stable codes. A hook fails with `util.fail(code)`
 * (pb_hooks/lib/util.js), which answers `{ status, message, data: { error: { code, message } } }`
 * with the status and Spanish message below; the client (src/lib/backend-errors.ts) reads the
 * code, never the text. PocketBase's own field errors carry codes too (`validation_*`,
 * mapped in backend-errors.ts).
 */

/** Where a hook's error code sits in PocketBase's error `data`. */
export const ERROR_CODE_FIELD = 'error';

interface ErrorDef {
  status: 400 | 403 | 404 | 429;
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
    message: 'Tu cuenta aún no está aprobada: verifica tu e-mail antes de escribir reseñas.',
  },
  admin_only: { status: 403, message: 'Acceso denegado: solo para administradores.' },
  // Reviews
  review_sign_in: { status: 403, message: 'Debes iniciar sesión para escribir una reseña.' },
  review_provider_missing: { status: 400, message: 'El proveedor no existe.' },
  review_provider_not_public: {
    status: 400,
    message: 'Solo puedes escribir reseñas de proveedores aprobados y verificados.',
  },
  review_own_company: {
    status: 403,
    message: 'No puedes escribir un review para tu propia empresa.',
  },
  review_duplicate: {
    status: 400,
    message: 'Ya escribiste una reseña para este proveedor; puedes editarla durante 30 días.',
  },
  review_required_fields: {
    status: 400,
    message: 'Por favor completa todos los campos obligatorios.',
  },
  review_rating_range: {
    status: 400,
    message: 'La calificación debe ser un número entero entre 1 y 5.',
  },
  // Favourites
  favorite_sign_in: { status: 403, message: 'Debes iniciar sesión para marcar favoritos.' },
  favorite_provider_missing: { status: 400, message: 'El proveedor no existe.' },
  favorite_duplicate: { status: 400, message: 'Este proveedor ya está en tus favoritos.' },
  // Categories
  category_required_fields: { status: 400, message: 'Nombre y etiqueta son obligatorios.' },
  category_name_immutable: {
    status: 400,
    message: 'El nombre de una categoría no se puede cambiar.',
  },
  category_duplicate: { status: 400, message: 'Ya existe una categoría con ese nombre.' },
  // Files
  image_type: { status: 400, message: 'Solo se permiten imágenes PNG, JPEG, WebP o GIF.' },
} as const satisfies Record<string, ErrorDef>;

export type ErrorCode = keyof typeof ERRORS;

export function isErrorCode(code: unknown): code is ErrorCode {
  return typeof code === 'string' && Object.hasOwn(ERRORS, code);
}

/**
 * The product's error code of a failed PocketBase call (a `ClientResponseError` or its
 * `response`), or null when the error carries none.
 */
export function errorCodeOf(err: unknown): ErrorCode | null {
  const e = err as { response?: { data?: unknown }; data?: unknown } | null | undefined;
  const data = (e?.response?.data ?? e?.data) as Record<string, unknown> | undefined;
  const entry = data?.[ERROR_CODE_FIELD] as { code?: unknown } | undefined;
  return isErrorCode(entry?.code) ? entry.code : null;
}
