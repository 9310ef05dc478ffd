/** Copy of the provider directory's filters (page and instant-search script). */
import type { DirectoryOrder } from '@/lib/domain/search';

export const directoryMessages = {
  orders: {
    ranking: 'Recomendados',
    valoracion: 'Mejor valoración',
    resenas: 'Más reviews',
    nombre: 'Nombre (A–Z)',
  } satisfies Record<DirectoryOrder, string>,
  allCountries: 'Todos los países',
  /** The control that unfolds the filters on a phone. */
  filters: 'Filtros',
  allCategories: 'Todas las categorías',
  count: (n: number) => (n === 1 ? '1 proveedor encontrado' : `${n} proveedores encontrados`),
  range: (from: number, to: number) => `Mostrando ${from}–${to}`,
  /** While the first results are shown and the total is on its way. */
  searching: 'Buscando…',
  searchLabel: 'Buscar',
  searchPlaceholder: 'Nombre, servicio o palabra clave',
  categoryLabel: 'Categoría',
  countryLabel: 'País',
  orderLabel: 'Ordenar por',
  searchButton: 'Buscar',
  clearFilters: 'Limpiar filtros',
  noResults: 'No se encontraron proveedores',
  /** "Prueba con otra palabra o [limpia los filtros]." */
  noResultsTry: 'Prueba con otra palabra o',
  noResultsClear: 'limpia los filtros',
  /** When no provider matches every word and some were left out of the search. */
  dropped: (words: readonly string[]) =>
    `Ningún proveedor coincide con todas las palabras: mostrando resultados sin ${words.map((w) => `«${w}»`).join(', ')}.`,
  /** "¿Quisiste decir [nómina]?" when nothing was found. */
  didYouMean: '¿Quisiste decir',
  /** A page title past the first page: "Proveedores · Página 2". */
  pageTitle: (title: string, page: number) => (page > 1 ? `${title} · Página ${page}` : title),
  categoryNotFound: {
    pageTitle: 'Página no encontrada',
    title: 'Categoría no encontrada',
    text: 'La categoría o el país que buscas no existe en el directorio.',
    link: 'Ver categorías',
  },
};
