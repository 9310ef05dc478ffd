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
};
