import { errorText } from '../contract/errors';

/** Provider replies to reviews: the provider page and the provider dashboard. */
export const replies = {
  heading: 'Respuesta del proveedor',
  edited: 'editada',
  rejoinderHeading: 'Respuesta del autor de la review',
  statsHeading: 'Respuestas del proveedor',
  statsWindow: 'Últimos 12 meses',
  rateLabel: 'Tasa de respuesta',
  medianLabel: 'Tiempo de respuesta (mediana)',
  noRecentReviews: 'Sin reviews en los últimos 12 meses.',
  noReplies: 'Aún no ha respondido reviews.',
  // Provider dashboard
  unanswered: 'Sin respuesta',
  reply: 'Responder',
  replyLabel: 'Tu respuesta pública',
  replyHint: 'Se publica bajo la review en tu página y se avisa por e-mail a quien la escribió.',
  publish: 'Publicar respuesta',
  save: 'Guardar respuesta',
  edit: 'Editar respuesta',
  remove: 'Eliminar respuesta',
  cancel: 'Cancelar',
  confirmRemove: '¿Eliminar tu respuesta? Esta acción no se puede deshacer.',
  published: 'Respuesta publicada',
  updated: 'Respuesta actualizada',
  removed: 'Respuesta eliminada',
  saveError: 'No se pudo guardar la respuesta.',
  removeError: 'No se pudo eliminar la respuesta.',
  required: errorText('reply_required'),
  // HR dashboard: the reviewer's one rejoinder
  myReviewsTitle: 'Respuestas a tus reviews',
  repliedTo: (provider: string) => `${provider} respondió a tu review`,
  seeReview: 'Ver la review y la respuesta',
  rejoinderLabel: 'Tu contestación (solo una, no se puede cambiar)',
  sendRejoinder: 'Enviar contestación',
  rejoinderSent: 'Contestación publicada',
  rejoinderError: 'No se pudo publicar la contestación.',
} as const;

/** "80 % (4 de 5 reviews)". */
export function replyRateText(rate: number, replied: number, reviews: number): string {
  return `${Math.round(rate * 100)} % (${replied} de ${reviews} ${reviews === 1 ? 'review' : 'reviews'})`;
}
