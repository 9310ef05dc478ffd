/** Pending accounts: what is missing, the resend, and the admins' approval list. */
export const pendingAccounts = {
  unconfirmedTitle: 'Confirma tu correo para activar tu cuenta',
  unconfirmedText: (email: string) =>
    `Te enviamos un enlace de confirmación a ${email}. Ábrelo para confirmar tu correo. Si es un correo de empresa o el correo al que un proveedor te invitó, tu cuenta se aprobará en ese momento; si no, nuestro equipo la revisará.`,
  resend: 'Reenviar correo',
  resending: 'Enviando…',
  resent: 'Te enviamos un nuevo correo de confirmación',
  resentText: 'Revisa tu bandeja de entrada y la carpeta de spam.',
  resendError: 'No se pudo reenviar el correo de confirmación',
  awaitingTitle: 'Tu cuenta está pendiente de aprobación',
  awaitingText:
    'Ya confirmaste tu correo. Como es de un proveedor de correo gratuito, nuestro equipo revisa tu perfil de LinkedIn para comprobar que trabajas en Recursos Humanos; normalmente lo hace en 1 día hábil. Te avisaremos por correo cuando tu cuenta esté aprobada y entonces podrás escribir reviews.',
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
  /** The evidence column of the pending list. */
  evidenceColumn: 'Evidencia',
  invitationPending: 'Tiene una invitación de un proveedor sin usar',
  noInvitation: 'Sin invitación',
  accountAge: (days: number) =>
    days < 1 ? 'Cuenta creada hoy' : days === 1 ? 'Cuenta de 1 día' : `Cuenta de ${days} días`,
  /** The dashboard's line under an approved account's badge. */
  approvedBy: (label: string) => `Cuenta aprobada por: ${label}`,
  noPending: 'No hay cuentas pendientes',
} as const;
