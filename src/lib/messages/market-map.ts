/**
 * Copy of the market map ("Mapa del mercado", src/lib/domain/market-map.ts): its page, the
 * links to it from the category listings and the method's section on
 * /como-funcionan-las-reviews.
 */
import type { Quadrant } from '../domain/market-map';
import { MAP_MIN_PROVIDERS, MAP_MIN_REVIEWS } from '../domain/market-map';

/** The anchor of the method's section on /como-funcionan-las-reviews. */
export const MARKET_MAP_METHOD_ANCHOR = 'mapa';

export const QUADRANT_LABELS: Readonly<Record<Quadrant, string>> = {
  leaders: 'Líderes',
  high_performers: 'Alto desempeño',
  contenders: 'Contendientes',
  niche: 'Nicho',
};

export const QUADRANT_DESCRIPTIONS: Readonly<Record<Quadrant, string>> = {
  leaders: 'Presencia y satisfacción en la mitad alta del mapa.',
  high_performers: 'Satisfacción en la mitad alta, presencia en la mitad baja.',
  contenders: 'Presencia en la mitad alta, satisfacción en la mitad baja.',
  niche: 'Presencia y satisfacción en la mitad baja del mapa.',
};

export const marketMapMessages = {
  linkLabel: 'Mapa del mercado',
  linkHint: 'Satisfacción frente a presencia en el mercado, calculadas con reviews públicas.',
  title: (label: string, where: string) => `Mapa del mercado de ${label} ${where}`,
  description: (label: string, where: string) =>
    `Los proveedores de ${label} ${where} según la satisfacción de sus clientes y su presencia en el mercado, calculadas solo con reviews públicas. Ni el pago ni la etiqueta «Destacado» mueven un punto.`,
  intro:
    'Cada punto es un proveedor con al menos 5 reviews públicas. El eje horizontal es su presencia en el mercado y el vertical, la satisfacción de sus clientes. Ni el pago ni la etiqueta «Destacado» mueven un punto.',
  xAxis: 'Presencia en el mercado (0–100)',
  yAxis: 'Satisfacción (puntuación del ranking)',
  chartLabel: (label: string, where: string, n: number) =>
    `Mapa del mercado de ${label} ${where}: ${n} proveedores. Los mismos datos están en la tabla.`,
  dotLabel: (n: number, name: string, presence: string, satisfaction: string, quadrant: string) =>
    `${n}. ${name}: presencia ${presence}, satisfacción ${satisfaction} (${quadrant})`,
  medianNote: (presence: string, satisfaction: string) =>
    `Las líneas discontinuas marcan la mediana de los proveedores del mapa: presencia ${presence} y satisfacción ${satisfaction}. Un valor igual a la mediana cuenta en la mitad alta.`,
  tableCaption: 'Los datos del mapa',
  columns: {
    number: 'N.º',
    provider: 'Proveedor',
    quadrant: 'Cuadrante',
    presence: 'Presencia',
    satisfaction: 'Satisfacción',
    reviews24m: 'Reviews en 24 meses',
    countries: 'Países atendidos',
    newest: 'Días desde la última review',
  },
  notEnoughTitle: 'Aún no hay datos suficientes para este mapa',
  notEnough: (qualifying: number, missing: number) =>
    `El mapa se dibuja cuando al menos ${MAP_MIN_PROVIDERS} proveedores tienen ${MAP_MIN_REVIEWS} o más reviews públicas cada uno. Hoy ${qualifying === 1 ? 'lo cumple 1 proveedor' : `lo cumplen ${qualifying} proveedores`}: ${missing === 1 ? 'falta 1' : `faltan ${missing}`}.`,
  listingLink: 'Ver los proveedores de la categoría',
  countryMaps: 'Mapas por país',
  method: 'Cómo se calcula el mapa',
  asOf: (day: string) => `Datos del ${day}.`,
} as const;
