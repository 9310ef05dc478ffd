/**
 * Names of the directory's URL parameters (`/providers`, `/proveedores`, the category pages'
 * fact filters and the search endpoint `/api/search`), without their rules: the directory's
 * browser script reads them from here and so loads none of the validation and search code
 * (DIRECTORY_PARAMS in src/lib/domain/directory-query.ts and FACT_FILTER_PARAMS in
 * src/lib/domain/fact-filters.ts pair each name with the values it accepts).
 */

export const DIRECTORY_PARAM_NAMES = {
  q: 'q',
  category: 'categoria',
  country: 'pais',
  order: 'orden',
  page: 'pagina',
} as const;

/** The filters on provider facts, in the order the form shows them and URLs carry them. */
export const FACT_FILTER_PARAM_NAMES = {
  served: 'atiende',
  size: 'tamano',
  pricing: 'modelo',
  obligation: 'obligacion',
  minRating: 'calificacion',
} as const;
