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
  // Comparison page
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
