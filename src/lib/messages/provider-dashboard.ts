import { plural } from '../domain/plural';
import { common } from './common';

/** The provider dashboard. */
export const providerDashboard = {
  loginRequired: 'Necesitas una cuenta de proveedor registrada para acceder a este panel.',
  loginLink: 'Iniciar sesión',
  notFoundTitle: 'Perfil no encontrado',
  notFoundText: 'Aún no tienes un perfil de proveedor vinculado a tu cuenta.',
  createProfile: 'Crear Perfil de Proveedor',
  label: 'Panel de Proveedor',
  editProfile: 'Editar Perfil',
  pendingTitle: 'Perfil en Revisión',
  pendingText:
    'Tu perfil está siendo revisado por nuestro equipo. Te notificaremos una vez sea aprobado.',
  rejectedTitle: 'Perfil Rechazado',
  rejectedDefault: 'Tu perfil no cumple con nuestros requisitos.',
  rejectedAction: 'Por favor, actualiza tu información y solicita una nueva revisión.',
  statRating: 'Rating Promedio',
  statReviews: 'Total Reviews',
  statCategories: 'Categorías',
  statStatus: 'Estado',
  active: 'Activo',
  pending: 'Pendiente',
  inactive: 'Inactivo',
  tabProfile: 'Perfil',
  tabReviews: 'Reviews',
  description: 'Descripción',
  noDescription: 'No hay descripción disponible',
  website: 'Sitio web',
  notSpecified: common.notSpecified,
  categories: 'Categorías',
  noCategories: 'No hay categorías',
  companyName: 'Nombre de la empresa',
  reviewsTitle: 'Reviews de Clientes',
  verifiedReview: 'Verificada',
  noReviewsTitle: 'Sin reviews aún',
  noReviewsText: 'No has recibido reviews de clientes todavía.',
  loadErrorDescription: 'No se pudieron cargar los datos del proveedor.',
  /** Up top when reviews wait for a reply: "2 reviews sin responder" (a link to the Reviews tab). */
  unansweredReviews: (n: number) => `${plural(n, 'review', 'reviews')} sin responder`,
} as const;
