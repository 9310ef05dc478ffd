import { errorText } from '../contract/errors';
import { session } from './session';

/** Copy shared by every area of the member app (buttons, generic errors). */
export const common = {
  error: 'Error',
  unexpected: 'Ocurrió un error inesperado',
  loading: 'Cargando…',
  retry: 'Reintentar',
  save: 'Guardar',
  cancel: 'Cancelar',
  requiredFields: errorText('review_required_fields'),
  loadDataError: 'Error al cargar los datos',
  notSpecified: 'No especificado',
  dash: '—',
} as const;

/**
 * What a member reads when PocketBase answers with one of its own (English) messages or does
 * not answer at all. The spec shows these errors "with the backend message"; the product's
 * own hooks already answer in Spanish, PocketBase's built-in checks do not (decision in
 * docs/DECISIONS.md).
 */
export const backend = {
  network: 'No se pudo conectar con el servidor. Revisa tu conexión e inténtalo de nuevo.',
  rateLimited: 'Demasiados intentos. Espera un momento e inténtalo de nuevo.',
  server: 'El servidor no pudo completar la operación. Inténtalo de nuevo.',
  invalidCredentials: 'Email o contraseña incorrectos.',
  sessionExpired: session.sessionExpired,
  forbidden: 'No tienes permiso para realizar esta acción.',
  notFound: 'No se encontró lo que buscabas.',
  invalidData: 'Algunos datos no son válidos. Revisa el formulario.',
  invalidToken: 'El enlace no es válido o ya expiró.',
  tooLarge: 'El archivo es demasiado grande.',
  required: 'Este campo es obligatorio.',
  notUnique: 'Este valor ya está en uso.',
  invalidEmail: 'El email no es válido.',
  invalidUrl: 'La URL no es válida.',
  mismatch: 'Los valores no coinciden.',
  oldPassword: 'La contraseña actual es incorrecta.',
  // Accounts: password and e-mail
  wrongPassword: 'La contraseña es incorrecta.',
  emailTaken: 'Ese correo ya está en uso en otra cuenta.',
  sameEmail: 'Ese ya es el correo de tu cuenta.',
  minLength: (n: string) => `Debe tener al menos ${n} caracteres.`,
  maxLength: (n: string) => `Debe tener como máximo ${n} caracteres.`,
  lengthBetween: (a: string, b: string) => `Debe tener entre ${a} y ${b} caracteres.`,
  minNumber: (n: string) => `Debe ser mayor o igual que ${n}.`,
  maxNumber: (n: string) => `Debe ser menor o igual que ${n}.`,
} as const;
