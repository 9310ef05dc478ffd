import { errorText } from '../contract/errors';
import { formatCount } from '../contract/number-format';

/** Writing a review. */
export const review = {
  title: 'Escribir Review',
  provider: 'Proveedor',
  selectProvider: 'Selecciona un proveedor',
  searchProvider: 'Buscar proveedor',
  searchProviderHint: 'Escribe parte del nombre de la empresa',
  noProviderFound: 'Ningún proveedor coincide con la búsqueda.',
  providersFound: (n: number) => (n === 1 ? '1 proveedor' : `${n} proveedores`),
  moreProviders: (shown: number, total: number) =>
    `Se muestran ${shown} de ${formatCount(total)} proveedores: escribe para acotar la búsqueda.`,
  reviewTitle: 'Título',
  reviewText: 'Tu experiencia',
  /** What helps other HR buyers. */
  textGuide:
    'Cuenta qué servicio contrataste, para qué tamaño de empresa y país, cómo fue el trato y los plazos, y qué resultado obtuviste.',
  textCount: (n: number, min: number) =>
    n >= min ? `${n} caracteres` : `${n} de ${min} caracteres como mínimo (faltan ${min - n})`,
  rating: 'Calificación general',
  star: (n: number) => (n === 1 ? '1 estrella' : `${n} estrellas`),
  pros: 'Pros',
  cons: 'Contras',
  anonymous: 'Publicar de forma anónima',
  submit: 'Publicar Review',
  submitting: 'Publicando…',
  ownCompany: errorText('review_own_company'),
  ownCompanyTooltip: 'No puedes escribir un review para tu empresa',
  providersLoadError: 'Error al cargar los proveedores',
  mustBeApproved: 'Tu cuenta debe ser aprobada antes de escribir reseñas',
  publishError: 'Error al publicar la review',
  success: '¡Review publicada exitosamente!',
  sentForVerification:
    'Review enviada: está en verificación y la verás en tu panel mientras tanto.',
  writeLink: 'Escribir review',
} as const;
