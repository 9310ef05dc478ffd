/**
 * The public provider page's own copy (src/components/ProviderPage.astro); the badges, the
 * breadcrumb's first steps and the "new tab" note are the site frame's (`site`), "Escribir
 * review" and "Agregar a favoritos" the member controls' (`review`, `favorites`), a missing value
 * is `common.notSpecified`.
 */
export const providerPage = {
  title: (name: string) => `${name}: opiniones y servicios`,
  foundedIn: (year: number) => `Fundada en ${year}`,
  recentRating: 'Últimos 12 meses:',
  visitWebsite: 'Visitar sitio web',
  about: (name: string) => `Acerca de ${name}`,
  caseStudies: 'Casos de éxito',
  caseStudyClient: (client: string) => `Cliente: ${client}`,
  caseStudyResults: 'Resultados: ',
  reviewsHeading: 'Reviews',
  /** "12 reviews en total". */
  reviewsTotal: (reviews: string) => `${reviews} en total`,
  orderedBy: 'Ordenadas por: Más útiles',
  allReviews: (n: number) => `Ver todas las reviews (${n})`,
  noReviews: 'Este proveedor aún no tiene reviews.',
  workedWith: (name: string) => `¿Trabajaste con ${name}?`,
  signInToReview: 'Inicia sesión para escribir una review',
  asideLabel: 'Información del proveedor',
  categories: 'Categorías',
  languages: 'Idiomas',
  info: 'Información',
  country: 'País',
  foundedYear: 'Año de fundación',
  employees: 'Empleados',
  website: 'Sitio web',
  compareHeading: 'Comparar',
  compareText: 'Mira a los proveedores mejor valorados de cada categoría frente a frente.',
  compareLink: 'Ver comparativas',
} as const;
