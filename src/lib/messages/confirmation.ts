/** E-mail confirmation and verification pages. */
export const confirmation = {
  title: 'Confirma tu email',
  instructions:
    'Te enviamos un enlace de confirmación. Abre el correo y haz clic en el enlace para activar tu cuenta.',
  sentTo: 'Enviamos el enlace a',
  resend: 'Reenviar email de confirmación',
  resendMissingEmail: 'No se pudo obtener el email para reenviar la confirmación.',
  resendError: 'Error al reenviar el email de confirmación',
  resendSuccess: 'Email de confirmación reenviado exitosamente',
  /** The disabled button until the next send is possible: "Reenviar en 1:05". */
  resendIn: (seconds: number) =>
    `Reenviar en ${Math.floor(seconds / 60)}:${String(seconds % 60).padStart(2, '0')}`,
  backToLogin: 'Volver a iniciar sesión',
  verifying: 'Verificando tu email…',
  verifyError: 'Error al verificar el email',
  verifyUnexpected: 'Error inesperado al verificar el email',
  verifySuccess: '¡Email verificado exitosamente!',
  missingParams: 'Enlace de verificación inválido',
} as const;
