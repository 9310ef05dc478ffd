/** Review context and sub-ratings: the form's and the provider page's copy. */
import type {
  ContractModel,
  CostBand,
  Duration,
  Industry,
  Relationship,
  SubRatingField,
} from '../contract/review-context';
import { EMPLOYEE_COUNT_LABELS } from '../contract/fields';

export const COMPANY_SIZE_LABELS = EMPLOYEE_COUNT_LABELS;

export const INDUSTRY_LABELS: Readonly<Record<Industry, string>> = {
  tecnologia: 'Tecnología y software',
  manufactura: 'Manufactura e industria',
  retail: 'Comercio y retail',
  finanzas: 'Servicios financieros y seguros',
  salud: 'Salud y farmacéutica',
  educacion: 'Educación',
  logistica: 'Logística y transporte',
  construccion: 'Construcción e inmobiliaria',
  alimentos: 'Alimentos y bebidas',
  servicios: 'Servicios profesionales',
  energia: 'Energía y minería',
  gobierno: 'Gobierno y sector público',
  otra: 'Otra industria',
};

export const DURATION_LABELS: Readonly<Record<Duration, string>> = {
  'lt-6m': 'Menos de 6 meses',
  '6-12m': '6 a 12 meses',
  '1-2y': '1 a 2 años',
  '2-5y': '2 a 5 años',
  '5y+': 'Más de 5 años',
};

export const RELATIONSHIP_LABELS: Readonly<Record<Relationship, string>> = {
  ongoing: 'Sigue trabajando con el proveedor',
  ended: 'Ya no trabaja con el proveedor',
};

export const CONTRACT_MODEL_LABELS: Readonly<Record<ContractModel, string>> = {
  per_employee_month: 'Por empleado al mes',
  monthly_fee: 'Cuota mensual fija',
  success_fee: 'Comisión por contratación',
  per_project: 'Por proyecto',
  per_participant: 'Por participante',
};

export const COST_BAND_LABELS: Readonly<Record<CostBand, string>> = {
  'lt-500': 'Menos de USD 500 al mes',
  '500-2k': 'USD 500 a 2.000 al mes',
  '2k-5k': 'USD 2.000 a 5.000 al mes',
  '5k-15k': 'USD 5.000 a 15.000 al mes',
  '15k+': 'Más de USD 15.000 al mes',
};

export const SUB_RATING_LABELS: Readonly<Record<SubRatingField, string>> = {
  rating_quality: 'Calidad del servicio',
  rating_compliance: 'Cumplimiento y plazos',
  rating_support: 'Soporte y atención',
  rating_value: 'Relación calidad-precio',
};

/** A label from one of the maps above, or the stored value when it is not on the list. */
export function labelOf(labels: Readonly<Record<string, string>>, value: string): string {
  return labels[value] ?? value;
}

export const reviewContext = {
  // Form
  contextHeading: 'Sobre el servicio y tu empresa',
  contextHint: 'Ayuda a otras empresas como la tuya a decidir. Todos los campos son opcionales.',
  service: 'Servicio contratado',
  selectService: 'Selecciona el servicio',
  companySize: 'Tamaño de tu empresa',
  country: 'País de tu empresa',
  industry: 'Industria',
  duration: 'Duración de la relación',
  relationship: '¿Sigues trabajando con el proveedor?',
  relationshipYes: 'Sí, sigue vigente',
  relationshipNo: 'No, ya terminó',
  choose: 'Selecciona una opción',
  recommend: '¿Lo recomendarías?',
  yes: 'Sí',
  no: 'No',
  subRatingsHeading: 'Calificación por aspecto',
  /** Not "n estrellas": that names the overall rating's stars. */
  subRatingStar: (label: string, n: number) => `${label}: ${n} de 5`,
  privateHeading: 'Contrato y costo (privado)',
  privateHint:
    'Nunca se muestran en tu review ni a nadie: solo cuentan en promedios de al menos 3 reviews.',
  contractModel: 'Modelo de contrato',
  costBand: 'Rango de costo mensual',
  keepPrivate: 'Mantener lo guardado',
  clearPrivate: 'Quitar el dato',
  privateStored: 'Guardaste estos datos en privado: no se muestran aquí.',
  // Provider page
  factsHeading: 'Qué dicen las reviews',
  recommendShare: (pct: number) => `${pct} % lo recomendaría`,
  recommendOf: (n: number) => (n === 1 ? 'de 1 respuesta' : `de ${n} respuestas`),
  noSubRatings: 'Aún no hay calificaciones por aspecto.',
  subRatingCount: (n: number) => (n === 1 ? '1 review' : `${n} reviews`),
  privateAggregates: (n: number) => `Según ${n} reviews (datos privados, solo en conjunto)`,
  contractModels: 'Modelos de contrato',
  costBands: 'Costo mensual',
  filtersHeading: 'Filtrar reviews',
  filterSize: 'Tamaño de empresa',
  filterCountry: 'País',
  filterService: 'Servicio',
  filterStars: 'Estrellas',
  filterAll: 'Todos',
  filterAllStars: 'Todas',
  starsOption: (n: number) => (n === 1 ? '1 estrella' : `${n} estrellas`),
  filterSubmit: 'Filtrar',
  clearFilters: 'Quitar filtros',
  filterStatus: (matching: number, total: number) =>
    `${matching} de ${total} ${total === 1 ? 'review coincide' : 'reviews coinciden'} con los filtros`,
  filterEmpty: 'Ninguna review coincide con estos filtros.',
  starFilter: (n: number) => `Ver solo las reviews de ${n} ${n === 1 ? 'estrella' : 'estrellas'}`,
  starFilterOff: (n: number) => `Quitar el filtro de ${n} ${n === 1 ? 'estrella' : 'estrellas'}`,
  // Per review
  contextService: 'Servicio',
  contextCompany: 'Empresa',
  contextRelationship: 'Relación',
  recommends: 'Lo recomienda',
  notRecommends: 'No lo recomienda',
  ongoing: 'sigue vigente',
  ended: 'terminó',
  noContext:
    'Review anterior a las preguntas de contexto: sin datos del servicio ni de la empresa.',
} as const;
