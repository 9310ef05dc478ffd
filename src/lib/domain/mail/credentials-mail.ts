/**
 * Account notices the product's hooks send themselves (pb_hooks/lib/users.js, account.pb.js):
 * a sign-up attempt with an e-mail that has an account, and the e-mail change told to the
 * old address.
 */
import { AUTH_PATHS } from '../../contract/paths';
import { escapeHtml, signature } from './escape';

export interface AccountMail {
  subject: string;
  html: string;
  text: string;
}

interface Base {
  brand: string;
  /** The site's URL without a trailing slash. */
  siteUrl: string;
}

/** "Someone tried to create an account with your e-mail", to the account's owner. */
export function signUpNoticeMail(m: Base): AccountMail {
  const brand = escapeHtml(m.brand);
  const signIn = `${m.siteUrl}${AUTH_PATHS.signIn}`;
  const forgot = `${m.siteUrl}${AUTH_PATHS.forgotPassword}`;
  return {
    subject: `Intento de registro con tu correo en ${m.brand}`,
    html:
      '<p>¡Hola!</p>' +
      `<p>Alguien intentó crear una cuenta en ${brand} con tu dirección de correo, que ya tiene una cuenta.</p>` +
      `<p>Si fuiste tú, no necesitas una cuenta nueva: <a class="btn" href="${escapeHtml(signIn)}" target="_blank" rel="noopener">inicia sesión</a> ` +
      `con tu contraseña o con LinkedIn, o <a href="${escapeHtml(forgot)}">restablece tu contraseña</a> si no la recuerdas.</p>` +
      '<p>Si no fuiste tú, ignora este mensaje: tu cuenta no cambió.</p>' +
      `<p>${escapeHtml(signature(m.brand))}</p>`,
    text: [
      '¡Hola!',
      '',
      `Alguien intentó crear una cuenta en ${m.brand} con tu dirección de correo, que ya tiene una cuenta.`,
      '',
      `Si fuiste tú, no necesitas una cuenta nueva: inicia sesión en ${signIn} o restablece tu contraseña en ${forgot}.`,
      '',
      'Si no fuiste tú, ignora este mensaje: tu cuenta no cambió.',
      '',
      signature(m.brand),
    ].join('\n'),
  };
}

/** To the OLD address once an e-mail change is confirmed. */
export function emailChangedMail(m: Base & { newEmail: string }): AccountMail {
  const brand = escapeHtml(m.brand);
  const forgot = `${m.siteUrl}${AUTH_PATHS.forgotPassword}`;
  const support = `${m.siteUrl}${AUTH_PATHS.signIn}`;
  return {
    subject: `El correo de tu cuenta en ${m.brand} cambió`,
    html:
      '<p>¡Hola!</p>' +
      `<p>El correo de tu cuenta en ${brand} ahora es <strong>${escapeHtml(m.newEmail)}</strong>. ` +
      'Desde ahora inicias sesión con esa dirección y los avisos llegan allí; las sesiones abiertas se cerraron.</p>' +
      '<p>Si no fuiste tú, alguien conoce tu contraseña. Si tienes acceso a la nueva dirección, ' +
      `<a href="${escapeHtml(forgot)}">restablece tu contraseña</a> desde ella; si no, contacta a nuestro equipo de soporte.</p>` +
      `<p><a href="${escapeHtml(support)}">Ir a ${brand}</a></p>` +
      `<p>${escapeHtml(signature(m.brand))}</p>`,
    text: [
      '¡Hola!',
      '',
      `El correo de tu cuenta en ${m.brand} ahora es ${m.newEmail}. Desde ahora inicias sesión con esa dirección y los avisos llegan allí; las sesiones abiertas se cerraron.`,
      '',
      `Si no fuiste tú, alguien conoce tu contraseña. Si tienes acceso a la nueva dirección, restablece tu contraseña en ${forgot}; si no, contacta a nuestro equipo de soporte.`,
      '',
      signature(m.brand),
    ].join('\n'),
  };
}
