/** The comparison builder and the comparisons of 3–4 providers. */
import { compareBuilder } from './compare-builder';

/** "A", "A y B", "A, B y C". */
export function listEs(items: readonly string[]): string {
  if (items.length <= 1) return items[0] ?? '';
  return `${items.slice(0, -1).join(', ')} y ${items[items.length - 1]}`;
}

export const comparison = {
  // "Comparar" on cards and provider pages, and the tray
  ...compareBuilder,
  // Comparison page (src/components/ComparisonPage.astro)
  /** " en México" after the names, or nothing. */
  inCountry: (country: string | null | undefined) => (country ? ` en ${country}` : ''),
  pageTitle: (title: string, inCountry: string) => `${title}${inCountry}: comparativa`,
  pageDescription: (names: string, inCountry: string) =>
    `Compara ${names}${inCountry}: calificaciones, reviews, verificación, año de fundación y servicios de Recursos Humanos.`,
  intro: (inCountry: string) =>
    `Comparativa de proveedores de Recursos Humanos${inCountry}: calificación, reviews y servicios lado a lado.`,
  crumb: 'Comparativas',
  unavailableTitle: 'Comparativa no disponible',
  unavailableDescription: 'No encontramos suficientes proveedores para esta comparativa.',
  unavailableText:
    'No encontramos suficientes proveedores para esta comparativa. Explora otras comparativas o el directorio completo.',
  seeComparisons: 'Ver comparativas',
  bestRating: (name: string, rating: string) =>
    `${name} tiene la mejor calificación (${rating} de 5). `,
  mostReviews: (name: string, n: number) => `${name} acumula más reviews (${n}).`,
  sharedMostReviews: (names: string, n: number) => `${names} acumulan más reviews (${n}).`,
  summaryHeading: 'Resumen',
  cardsHeading: 'Proveedores comparados',
  viewProfile: (name: string) => `Ver perfil de ${name} →`,
  tableHeading: 'Comparación detallada',
  rows: {
    rating: 'Calificación',
    recentRating: 'Calificación últimos 12 meses',
    totalReviews: 'Total de reviews',
    verified: 'Verificado',
    services: 'Número de servicios',
  },
  yes: 'Sí',
  no: 'No',
  adviceHeading: (names: string) => `¿Cómo elegir entre ${names}?`,
  advice: [
    'Define qué servicios necesitas hoy y cuáles podrías necesitar al crecer.',
    'Lee las reviews más recientes de profesionales de RR. HH. con necesidades similares a las tuyas.',
    'Confirma la cobertura en los países donde opera tu empresa y el soporte en tu idioma.',
  ],
  adviceProposal: (n: number) =>
    `Solicita una propuesta o demo a ${n === 2 ? 'ambos proveedores' : 'cada proveedor'} y compara costos totales, tiempos de implementación y acompañamiento.`,
  allComparisons: '← Ver todas las comparativas',
  sameRating: (n: number) =>
    n === 2
      ? 'Ambos proveedores tienen la misma calificación. '
      : `Los ${n} proveedores tienen la misma calificación. `,
  sharedBest: (names: string) => `${names} comparten la mejor calificación. `,
  sameReviews: (n: number, count: string) =>
    n === 2 ? `Ambos tienen ${count}.` : `Todos tienen ${count}.`,
  scrollHint: (n: number) => `Desliza la tabla hacia los lados para ver los ${n} proveedores.`,
  factsHeading: 'Qué dicen las reviews',
  recommendRow: 'Lo recomendaría',
  noAnswers: 'Sin respuestas',
  noData: 'Sin datos',
  // The countries a comparison exists in
  countriesHeading: (n: number) =>
    n === 2 ? 'Compara en un país que ambos atienden' : `Compara en un país que los ${n} atienden`,
  allCountries: 'Todos los países',
  noSharedCountry: (n: number) =>
    n === 2
      ? 'Estos proveedores no atienden ningún país en común.'
      : `Estos ${n} proveedores no atienden ningún país en común.`,
} as const;
