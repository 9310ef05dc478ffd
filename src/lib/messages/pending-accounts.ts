/** Pending accounts (issue 20): what is missing, the resend, and the admins' approval list. */
export const pendingAccounts = {
  unconfirmedTitle: 'Confirma tu correo para activar tu cuenta',
  unconfirmedText: (email: string) =>
    `Te enviamos un enlace de confirmación a ${email}. Ábrelo para confirmar tu correo; después nuestro equipo revisará tu cuenta.`,
  resend: 'Reenviar correo',
  resending: 'Enviando…',
  resent: 'Te enviamos un nuevo correo de confirmación',
  resentText: 'Revisa tu bandeja de entrada y la carpeta de spam.',
  resendError: 'No se pudo reenviar el correo de confirmación',
  awaitingTitle: 'Tu cuenta está pendiente de aprobación',
  awaitingText:
    'Ya confirmaste tu correo. Nuestro equipo revisa tu perfil de LinkedIn para comprobar que trabajas en Recursos Humanos; normalmente lo hace en 1 día hábil. Te avisaremos por correo cuando tu cuenta esté aprobada y entonces podrás escribir reviews.',
  /** Why "Escribir Review" is not available, per reason. */
  reviewBlocked: {
    unconfirmed: 'Para escribir reviews, primero confirma tu correo.',
    awaiting: 'Podrás escribir reviews cuando aprobemos tu cuenta (normalmente en 1 día hábil).',
  },
  toDashboard: 'Ir a mi panel',
  // Admin panel
  tab: 'Pendientes',
  approve: 'Aprobar',
  approved: 'Cuenta aprobada',
  approvedText: 'Le enviamos un correo para avisarle.',
  approveError: 'Error al aprobar la cuenta',
  emailColumn: 'Correo',
  emailUnconfirmed: 'Correo sin confirmar',
  emailConfirmed: 'Correo confirmado',
  approveNeedsEmail: 'Se podrá aprobar cuando confirme su correo',
  noPending: 'No hay cuentas pendientes',
} as const;
