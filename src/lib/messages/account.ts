/** /settings: e-mail preferences, data download and account deletion. */
export const account = {
  notificationsTitle: 'Notificaciones por correo',
  notificationsIntro:
    'Elige qué correos no esenciales quieres recibir. Los correos de seguridad y de tu cuenta (verificación, contraseña, decisiones de moderación) se envían siempre.',
  notifyReplies: 'Cuando un proveedor responde a una de mis reviews',
  notifyApproval: 'Novedades sobre la aprobación de mi cuenta',
  notificationsSave: 'Guardar preferencias',
  notificationsSaved: 'Preferencias de correo guardadas',
  notificationsError: 'Error al guardar las preferencias de correo',

  exportTitle: 'Descargar mis datos',
  exportIntro:
    'Descarga en un archivo JSON todo lo que guardamos de tu cuenta: perfil, reviews (también las ocultas), respuestas recibidas y tus réplicas, favoritos, votos, reportes y sus decisiones, y los proveedores que administras.',
  exportButton: 'Descargar mis datos',
  exportBusy: 'Preparando el archivo…',
  exportDone: 'Tus datos se descargaron',
  exportError: 'Error al descargar tus datos',

  deleteTitle: 'Eliminar mi cuenta',
  deleteIntro:
    'Se eliminarán tu perfil, tus reviews (con sus respuestas, y dejarán de contar en las calificaciones), tus favoritos, tus votos y tus reportes. Los proveedores que administras dejarán de ser públicos hasta que un administrador les asigne un nuevo responsable. Esta acción no se puede deshacer.',
  deleteRetention:
    'Los registros técnicos se borran a los 5 días y las copias de seguridad a los 12 meses. Más detalles en la',
  privacyLink: 'Política de Privacidad',
  deletePassword: 'Tu contraseña actual',
  deleteLinkedIn: 'Confirmar con LinkedIn',
  deleteLinkedInHint:
    'Si entras con LinkedIn y no tienes contraseña, confirma tu identidad con LinkedIn (vale 10 minutos).',
  deleteLinkedInDone: 'Identidad confirmada con LinkedIn. Ya puedes eliminar tu cuenta.',
  deleteLinkedInError: 'No se pudo confirmar tu identidad con LinkedIn',
  deleteLinkedInOther: 'Esa cuenta de LinkedIn corresponde a otra cuenta.',
  deleteConfirmLabel: 'Escribe ELIMINAR para confirmar',
  deleteButton: 'Eliminar mi cuenta definitivamente',
  deleteError: 'No se pudo eliminar tu cuenta',
  deleted: 'Tu cuenta fue eliminada',
  deletedDescription: 'Borramos tus datos. Gracias por haber sido parte de la comunidad.',

  unsubscribeTitle: 'Preferencias de correo',
  unsubscribeBusy: 'Desactivando estos correos…',
  unsubscribeDone: 'Listo: ya no recibirás estos correos.',
  unsubscribeReplies: 'No te avisaremos por correo cuando un proveedor responda a tus reviews.',
  unsubscribeApproval: 'No te enviaremos novedades sobre la aprobación de tu cuenta.',
  unsubscribeMore: 'Puedes volver a activarlos en la configuración de tu perfil.',
  unsubscribeSettings: 'Ir a la configuración',
  unsubscribeError: 'No se pudieron desactivar los correos',
} as const;
