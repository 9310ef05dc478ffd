/** Copy of the facts with a reviewer source on the provider page. */
export const reviewerFactsMessages = {
  title: 'Según las reviews',
  source: 'Datos de quienes escribieron reviews, solo en conjunto (al menos 3 respuestas)',
  sizes: 'Tamaño de empresa de quienes opinan',
  models: 'Cómo les cobraron',
  costs: 'Costo mensual',
  basis: (n: number) => `según ${n} reviews`,
} as const;
