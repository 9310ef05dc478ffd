import { VERIFICATION_TARGET_DAYS } from '../contract/review-integrity';
import { REVIEW_EDIT_DAYS } from '../contract/reviews';

/** The member's own reviews on the dashboard, their edit and deletion. */
export const ownReviews = {
  title: 'Mis reviews',
  empty: 'Aún no has escrito reviews.',
  loadError: 'Error al cargar tus reviews',
  state: {
    published: 'Publicada',
    underReview: 'En revisión',
    verifying: 'En verificación',
    removed: 'Retirada',
  },
  // A review held by the automatic checks (contract review-integrity.ts): neutral, no signal named.
  verifyingHint: `Antes de publicar cada review hacemos unas comprobaciones automáticas, y esta necesita que alguien del equipo la lea. No se debe a tu calificación. Mientras tanto solo tú la ves; normalmente la revisamos en ${VERIFICATION_TARGET_DAYS} días hábiles y te avisaremos por e-mail.`,
  sentOn: (date: string) => `Enviada el ${date}`,
  underReviewHint: 'Alguien la reportó: sigue publicada mientras el equipo lo revisa.',
  heldHint: 'Alguien la reportó: está oculta mientras el equipo lo revisa.',
  removedReason: (reason: string) => `Motivo: ${reason}`,
  view: 'Ver en el perfil',
  edit: 'Editar',
  editableUntil: (date: string) => `Puedes editarla hasta el ${date}.`,
  notEditable: `El plazo de ${REVIEW_EDIT_DAYS} días para editarla terminó; puedes eliminarla cuando quieras.`,
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
  editClosed: `Esta review ya no se puede editar: el plazo de ${REVIEW_EDIT_DAYS} días desde su publicación terminó.`,
  // Recent activity
  activity: {
    published: (provider: string) => `Publicaste una review de ${provider}`,
    edited: (provider: string) => `Editaste tu review de ${provider}`,
    replied: (provider: string) => `${provider} respondió a tu review`,
    favorite: (provider: string) => `Agregaste ${provider} a tus favoritos`,
  },
} as const;
