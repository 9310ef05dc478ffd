/**
 * PocketBase's own account e-mails (verification, password reset, e-mail change, login
 * alert, one-time code) in Spanish and linking to the site's routes, never to `/_/`.
 * pb_hooks/settings.pb.js installs them on the `users` collection at every start.
 *
 * These are templates, not finished mails: PocketBase fills `{APP_NAME}` (BRAND_NAME),
 * `{APP_URL}` (SITE_URL), `{TOKEN}`, `{OTP}` and `{ALERT_INFO}` (date, IP and browser of
 * the sign-in) when it sends them.
 */
import { AUTH_PATHS } from '../../contract/paths';
import { signature } from './escape';

export interface AuthMailTemplate {
  subject: string;
  body: string;
}

export interface AuthMailTemplates {
  verification: AuthMailTemplate;
  resetPassword: AuthMailTemplate;
  confirmEmailChange: AuthMailTemplate;
  authAlert: AuthMailTemplate;
  otp: AuthMailTemplate;
}

const button = (href: string, label: string) =>
  `<p><a class="btn" href="{APP_URL}${href}" target="_blank" rel="noopener">${label}</a></p>`;
const signed = `<p>${signature('{APP_NAME}')}</p>`;

/** Token lifetimes (seconds) set on the collection; the e-mails state them. */
export const RESET_TOKEN_SECONDS = 30 * 60;
export const EMAIL_CHANGE_TOKEN_SECONDS = 30 * 60;

export function authMailTemplates(): AuthMailTemplates {
  const resetMinutes = RESET_TOKEN_SECONDS / 60;
  const changeMinutes = EMAIL_CHANGE_TOKEN_SECONDS / 60;
  return {
    verification: {
      subject: 'Confirma tu correo en {APP_NAME}',
      body:
        '<p>¡Hola!</p>' +
        '<p>Gracias por registrarte en {APP_NAME}. Confirma tu dirección de correo para activar tu cuenta:</p>' +
        button(
          `${AUTH_PATHS.confirmVerification}?token_hash={TOKEN}&type=signup&next=/dashboard`,
          'Confirmar mi correo',
        ) +
        '<p>Si no creaste una cuenta, ignora este mensaje.</p>' +
        signed,
    },
    resetPassword: {
      subject: 'Restablece tu contraseña de {APP_NAME}',
      body:
        '<p>¡Hola!</p>' +
        '<p>Recibimos una solicitud para restablecer la contraseña de tu cuenta en {APP_NAME}. ' +
        'Elige una nueva con este enlace:</p>' +
        button(`${AUTH_PATHS.resetPassword}?token={TOKEN}`, 'Elegir una nueva contraseña') +
        `<p>El enlace vence en ${resetMinutes} minutos y sirve una sola vez. ` +
        'Al cambiar la contraseña se cierran las sesiones abiertas en otros dispositivos.</p>' +
        '<p>Si no lo pediste, ignora este mensaje: tu contraseña no cambia.</p>' +
        signed,
    },
    confirmEmailChange: {
      subject: 'Confirma tu nuevo correo en {APP_NAME}',
      body:
        '<p>¡Hola!</p>' +
        '<p>Pediste usar esta dirección de correo para tu cuenta en {APP_NAME}. ' +
        'Confírmala con este enlace (te pediremos tu contraseña):</p>' +
        button(`${AUTH_PATHS.confirmEmailChange}?token={TOKEN}`, 'Confirmar mi nuevo correo') +
        `<p>El enlace vence en ${changeMinutes} minutos y sirve una sola vez.</p>` +
        '<p>Si no lo pediste, ignora este mensaje: tu cuenta no cambia.</p>' +
        signed,
    },
    authAlert: {
      subject: 'Nuevo inicio de sesión en tu cuenta de {APP_NAME}',
      body:
        '<p>¡Hola!</p>' +
        '<p>Alguien inició sesión en tu cuenta de {APP_NAME} desde un dispositivo o lugar nuevo:</p>' +
        '<p><em>{ALERT_INFO}</em></p>' +
        '<p>Si fuiste tú, no tienes que hacer nada.</p>' +
        '<p><strong>Si no fuiste tú, cambia tu contraseña ahora: al cambiarla se cierran todas ' +
        'las demás sesiones.</strong></p>' +
        button(AUTH_PATHS.forgotPassword, 'Cambiar mi contraseña') +
        signed,
    },
    otp: {
      subject: 'Tu código de acceso a {APP_NAME}',
      body:
        '<p>¡Hola!</p>' +
        '<p>Tu código de acceso de un solo uso es: <strong>{OTP}</strong></p>' +
        '<p>Escríbelo en la pantalla de inicio de sesión; vence en pocos minutos.</p>' +
        '<p>Si no lo pediste, ignora este mensaje.</p>' +
        button(AUTH_PATHS.signIn, 'Ir a iniciar sesión') +
        signed,
    },
  };
}
