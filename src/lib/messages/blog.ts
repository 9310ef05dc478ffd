/**
 * Spanish copy of the blog that pages, scripts and tests share, word for word where the product
 * specification gives it.
 */
export const blogMessages = {
  notFoundTitle: 'Artículo no encontrado',
  notFoundText: 'El artículo que buscas no existe o ha sido eliminado.',
  linkCopied: 'Enlace copiado al portapapeles',
  linkCopyFailed: 'No se pudo copiar el enlace',
  share: 'Compartir',
  readMore: 'Leer más',
  allCategories: 'Todas',
  featuredHeading: 'Artículos destacados',
  latestHeading: 'Últimos artículos',
  resultsHeading: 'Resultados de búsqueda',
  noResults: 'No se encontraron artículos',
  noResultsHint: 'Prueba con otras palabras o elige otra categoría.',
  seeAll: 'Ver todos los artículos',
  heroEyebrow: 'Blog',
  heroTitle: 'Noticias y recursos de Recursos Humanos',
  heroText: 'Tendencias, guías y novedades para profesionales de RRHH en Latinoamérica.',
  searchButton: 'Buscar',
  categoriesNav: 'Categorías del blog',
  pageTitle: 'Blog de Recursos Humanos',
  pageDescription:
    'Noticias, tendencias y guías prácticas de Recursos Humanos para profesionales de RRHH en Latinoamérica: reclutamiento, nómina, beneficios, tecnología y más.',
  /** " en Nómina" after the result count when a category is chosen. */
  inCategory: (name: string) => ` en ${name}`,
  searchLabel: 'Buscar artículos',
  searchPlaceholder: 'Buscar artículos...',
  relatedHeading: 'Artículos relacionados',
  backToBlog: 'Volver al blog',
  tagsHeading: 'Etiquetas',
  externalHeading: 'Lee el artículo completo en su fuente original',
  /** The external-source block: what the article is (with the source's host when known). */
  externalText: (host: string) =>
    `Este artículo es un resumen de una publicación externa${host ? ` (${host})` : ''}. Consulta la fuente original para ver todos los detalles.`,
  /** After "Leer más" on the external-source link, for screen readers. */
  readMoreExternal: ' en la fuente original (se abre en una pestaña nueva)',
  newsGroupText:
    'Únete a nuestro grupo semanal de noticias y recibe cada semana un resumen con lo más importante de Recursos Humanos en Latinoamérica. Sin spam: solo un mensaje a la semana.',
  newsGroupJoin: 'Unirme al grupo',
  newTab: ' (se abre en una pestaña nueva)',
  metaPublished: 'Fecha de publicación',
  metaReadingTime: 'Tiempo de lectura',
  metaViews: 'Vistas',
  newsGroupHeading: 'Recibe las noticias de RRHH una vez por semana',
  /** "3 artículos encontrados" */
  found: (n: number) => `${n} ${n === 1 ? 'artículo encontrado' : 'artículos encontrados'}`,
} as const;
