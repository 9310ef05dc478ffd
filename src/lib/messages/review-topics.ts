/**
 * Copy of "Lo que destacan / Lo que critican" (src/lib/domain/review-topics.ts): the
 * aspects' labels, the blocks on the provider, reviews, comparison and category × country
 * pages, and the method's anchor on /como-funcionan-las-reviews.
 */
import type { ReviewTopic, TopicAspect } from '../domain/review-topics';

export const TOPIC_ASPECT_LABELS: Readonly<Record<TopicAspect, string>> = {
  support: 'Atención y soporte',
  response_time: 'Tiempos de respuesta',
  compliance: 'Cumplimiento legal y fiscal',
  implementation: 'Implementación',
  platform: 'Plataforma y usabilidad',
  integrations: 'Integraciones',
  price: 'Precio',
  candidates: 'Calidad de candidatos',
  reports: 'Reportes',
  training: 'Capacitación del equipo',
  expertise: 'Experiencia y profesionalismo',
  communication: 'Comunicación',
  flexibility: 'Flexibilidad y personalización',
  accuracy: 'Exactitud (errores)',
  staff_turnover: 'Estabilidad del equipo asignado',
  documentation: 'Documentación',
  regional_coverage: 'Cobertura regional',
};

/** The anchor of the method's section on /como-funcionan-las-reviews. */
export const TOPICS_METHOD_ANCHOR = 'temas';

export const reviewTopicsMessages = {
  praised: 'Lo que destacan',
  criticised: 'Lo que critican',
  /** "12 de 17 reviews". */
  count: (n: number, total: number) => `${n} de ${total} reviews`,
  /** Before the excerpt's link (read by screen readers only). */
  excerptOf: 'Fragmento de una review: ',
  none: 'Ningún tema se repite en al menos dos reviews.',
  method: (total: number) =>
    `Calculado a partir de los «Pros» y «Contras» de las ${total} reviews públicas; se recalcula con cada review publicada, editada, ocultada o eliminada.`,
  methodLink: 'Cómo lo calculamos',
  /** A mined phrase, as reviewers wrote it. */
  phrase: (text: string) => `«${text}»`,
  /** Comparison table rows. */
  compareRow: { praised: 'Lo que destacan', criticised: 'Lo que critican' },
  compareNone: 'Menos de 5 reviews',
  /** Category × country page. */
  aggregateTitle: (where: string) => `Lo que destacan y critican de los proveedores ${where}`,
  aggregateCount: (reviews: number, providers: number) =>
    `${reviews} reviews de ${providers} ${providers === 1 ? 'proveedor' : 'proveedores'}`,
  aggregateMethod: (total: number, providers: number) =>
    `Calculado sobre las ${total} reviews públicas de ${providers} ${providers === 1 ? 'proveedor' : 'proveedores'}.`,
} as const;

/** A topic's name: its aspect's label, or the mined phrase in quotes. */
export const topicLabel = (t: Pick<ReviewTopic, 'aspect' | 'phrase'>): string =>
  t.aspect ? TOPIC_ASPECT_LABELS[t.aspect] : reviewTopicsMessages.phrase(t.phrase);

/** The two sides of a topics block, in display order, with their heading and colour. */
export function topicSides<T>(topics: { praised: T[]; criticised: T[] }) {
  return [
    {
      side: 'praised',
      title: reviewTopicsMessages.praised,
      list: topics.praised,
      tone: 'text-emerald-800',
    },
    {
      side: 'criticised',
      title: reviewTopicsMessages.criticised,
      list: topics.criticised,
      tone: 'text-rose-800',
    },
  ] as const;
}
