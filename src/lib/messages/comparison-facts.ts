/** Copy of the declared facts on comparison pages and of the reviewers' facts. */
export const comparisonFactsMessages = {
  heading: 'Cobertura, precios y obligaciones',
  declaredNote: 'Datos declarados por cada proveedor.',
  servesIn: (country: string) => `Atiende en ${country}`,
  pricesIn: (country: string) => `Precios en ${country}`,
  obligationsIn: (country: string) => `Obligaciones en ${country}`,
  source: 'Fuente',
  yes: 'Sí',
  yesHeadquarters: 'Sí (sede)',
  no: 'No',
  none: 'No declarado',
  notDeclared: 'Sin datos declarados',
} as const;
