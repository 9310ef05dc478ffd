/**
 * Account credentials: password reset, password and e-mail change, the e-mail
 * change confirmation.
 */
export const credentials = {
  // /auth link and /auth/recuperar
  forgotLink: '¿Olvidaste tu contraseña?',
  forgotTitle: 'Recupera tu contraseña',
  forgotIntro:
    'Escribe el email de tu cuenta y te enviaremos un enlace para elegir una contraseña nueva. Si entraste con LinkedIn y nunca definiste una, así también puedes crearla.',
  forgotSubmit: 'Enviar enlace',
  forgotSentTitle: 'Revisa tu correo',
  forgotSent: (email: string) =>
    `Si ${email} tiene una cuenta, recibirás en unos minutos un enlace para elegir una contraseña nueva. El enlace vence en 30 minutos y sirve una sola vez.`,
  forgotSpam: '¿No llega? Revisa la carpeta de spam o vuelve a intentarlo en unos minutos.',
  forgotError: 'No se pudo enviar el enlace',
  emailRequired: 'Escribe tu email.',
  backToLogin: 'Volver a iniciar sesión',
  // /auth/nueva-contrasena
  resetTitle: 'Elige una contraseña nueva',
  resetIntro: 'Al guardarla se cerrarán las sesiones abiertas en otros dispositivos.',
  newPassword: 'Contraseña nueva',
  confirmPassword: 'Repite la contraseña nueva',
  passwordsDiffer: 'Las contraseñas no coinciden.',
  resetSubmit: 'Guardar contraseña',
  resetError: 'No se pudo cambiar la contraseña',
  resetSuccess: 'Contraseña actualizada. ¡Bienvenido de vuelta!',
  linkMissing: 'Falta el enlace del correo. Pide uno nuevo.',
  requestNewLink: 'Pedir un enlace nuevo',
  // /settings: security
  securityTitle: 'Seguridad de la cuenta',
  passwordTitle: 'Cambiar contraseña',
  currentPassword: 'Contraseña actual',
  passwordChangeSubmit: 'Cambiar contraseña',
  passwordChanged: 'Contraseña actualizada. Cerramos las sesiones de tus otros dispositivos.',
  passwordChangeError: 'No se pudo cambiar la contraseña',
  noPasswordHint:
    '¿Entraste con LinkedIn y nunca definiste una contraseña? Créala con «¿Olvidaste tu contraseña?».',
  emailTitle: 'Cambiar email',
  currentEmail: (email: string) => `Tu email actual es ${email}.`,
  newEmail: 'Email nuevo',
  emailChangeSubmit: 'Enviar confirmación',
  emailChangeSent: (email: string) =>
    `Te enviamos un enlace a ${email}. Tu email no cambia hasta que lo confirmes (el enlace vence en 30 minutos); avisaremos a tu dirección actual.`,
  emailChangeError: 'No se pudo pedir el cambio de email',
  // /auth/confirmar-correo
  confirmEmailTitle: 'Confirma tu nuevo email',
  confirmEmailIntro: (email: string) =>
    `Escribe tu contraseña para usar ${email} como el email de tu cuenta.`,
  confirmEmailSubmit: 'Confirmar email',
  confirmEmailError: 'No se pudo cambiar el email',
  confirmEmailSuccess: 'Email actualizado. Desde ahora inicia sesión con tu nuevo email.',
} as const;
