/** The member's own reviews on the dashboard, their edit and deletion (issue 20). */
export const ownReviews = {
  title: 'Mis reviews',
  empty: 'Aún no has escrito reviews.',
  loadError: 'Error al cargar tus reviews',
  state: {
    published: 'Publicada',
    underReview: 'En revisión',
    removed: 'Retirada',
  },
  underReviewHint: 'Alguien la reportó: sigue publicada mientras el equipo lo revisa.',
  heldHint: 'Alguien la reportó: está oculta mientras el equipo lo revisa.',
  removedReason: (reason: string) => `Motivo: ${reason}`,
  view: 'Ver en el perfil',
  edit: 'Editar',
  editableUntil: (date: string) => `Puedes editarla hasta el ${date}.`,
  notEditable: 'El plazo de 30 días para editarla terminó; puedes eliminarla cuando quieras.',
  delete: 'Eliminar',
  deleteConfirm: (title: string) =>
    `¿Seguro que quieres eliminar tu review «${title}»? Desaparecerá del perfil del proveedor y no se puede deshacer.`,
  deleted: 'Review eliminada',
  deleteError: 'Error al eliminar la review',
  edited: 'editada',
  publishedOn: (date: string) => `Publicada el ${date}`,
  editedOn: (date: string) => `editada el ${date}`,
  // The edit form (/write-review?editar={id})
  editTitle: 'Editar review',
  editSubmit: 'Guardar cambios',
  editSubmitting: 'Guardando…',
  editSuccess: 'Review actualizada',
  editError: 'Error al guardar la review',
  editNotFound: 'No encontramos esa review entre las tuyas.',
  editClosed:
    'Esta review ya no se puede editar: el plazo de 30 días desde su publicación terminó.',
  // Recent activity
  activity: {
    published: (provider: string) => `Publicaste una review de ${provider}`,
    edited: (provider: string) => `Editaste tu review de ${provider}`,
    replied: (provider: string) => `${provider} respondió a tu review`,
    favorite: (provider: string) => `Agregaste ${provider} a tus favoritos`,
  },
} as const;
