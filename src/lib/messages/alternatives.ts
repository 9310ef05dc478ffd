/** The alternatives pages: "Alternativas a {nombre}". */
import { listEs } from './comparison';

export const alternatives = {
  title: (name: string) => `Alternativas a ${name}`,
  description: (name: string) =>
    `Proveedores mejor valorados que ofrecen los mismos servicios que ${name} en sus países.`,
  intro: (name: string, countries: readonly string[]) =>
    countries.length > 0
      ? `Los proveedores mejor valorados que comparten servicios con ${name}; primero los que también atienden ${listEs(countries)}.`
      : `Los proveedores mejor valorados que comparten servicios con ${name}.`,
  whyHeading: 'Por qué aparece',
  sharedCategories: (labels: readonly string[]) => `También ofrece ${listEs(labels)}`,
  sharedCountries: (countries: readonly string[]) => `Atiende ${listEs(countries)}`,
  noSharedCountry: 'No atiende los mismos países',
  rating: (rating: string, reviews: string) => `Valoración ${rating} (${reviews})`,
  noReviews: 'Aún sin reviews',
  empty: (name: string) =>
    `Todavía no hay otros proveedores públicos que ofrezcan los servicios de ${name}.`,
  backTo: (name: string) => `Volver a ${name}`,
  // The link on the provider page
  linkHeading: 'Alternativas',
  linkText: (name: string) => `Ver alternativas a ${name}`,
  linkNote: 'Proveedores mejor valorados con los mismos servicios y países.',
  crumb: 'Alternativas',
} as const;
