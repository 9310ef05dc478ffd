import { errorText } from '../contract/errors';

/**
 * The few auth strings the session store and the provider page's member controls need: kept
 * apart so those scripts do not load the whole sign-in copy (part of `auth` as well).
 */
export const session = {
  signOutError: 'Error al cerrar sesión',
  signedOut: 'Sesión cerrada',
  /** The server refused the stored session (password reset elsewhere, account blocked). */
  sessionExpired: 'Tu sesión expiró. Inicia sesión de nuevo.',
  loginRequiredFavorites: errorText('favorite_sign_in'),
} as const;
