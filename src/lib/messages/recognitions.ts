/**
 * Quarterly recognitions: the labels on provider pages and cards, the archive pages, the
 * badge and the method page's thresholds (docs/DECISIONS.md § Quarterly recognitions).
 */
import type { RecognitionKind } from '../domain/recognitions';
import {
  GROWTH_MIN_BASE,
  GROWTH_MIN_RATE,
  GROWTH_MIN_REVIEWS,
  TOP_RATED_MIN_RATING,
  TOP_RATED_MIN_REVIEWS,
  TOP_SHARE,
  parseQuarterKey,
} from '../domain/recognitions';
import { formatNumber } from '../contract/number-format';

export const RECOGNITION_LABELS: Record<RecognitionKind, string> = {
  top_rated: 'Mejor valorado',
  fastest_growing: 'Mayor crecimiento',
};

/** "T3 2026" for "2026-t3" (the key itself for anything else). */
export function quarterLabel(key: string): string {
  const q = parseQuarterKey(key);
  return q ? `T${q.q} ${q.year}` : key;
}

/** "Mejor valorado · T3 2026". */
export function recognitionLabel(kind: RecognitionKind, quarter: string): string {
  return `${RECOGNITION_LABELS[kind]} · ${quarterLabel(quarter)}`;
}

const pct = (share: number) => `${formatNumber(share * 100, 0, 0)} %`;

export const recognitions = {
  kicker: 'Reconocimientos',
  indexTitle: 'Reconocimientos trimestrales',
  indexDescription:
    'Los proveedores mejor valorados y con mayor crecimiento de cada trimestre, por categoría y país, calculados solo con reviews públicas.',
  indexIntro:
    'Cada trimestre reconocemos, por categoría y país, a los proveedores mejor valorados y a los de mayor crecimiento en reviews. Todo se calcula con las reviews públicas y umbrales publicados; ser Destacado o pagar no cuenta.',
  indexEmpty: 'Aún no hay trimestres publicados.',
  quarterLink: (label: string, n: number) =>
    `${label}: ${n === 1 ? '1 reconocimiento' : `${n} reconocimientos`}`,
  quarterTitle: (label: string) => `Reconocimientos del ${label}`,
  quarterDescription: (label: string) =>
    `Proveedores de recursos humanos reconocidos en el ${label} por categoría y país: mejor valorados y mayor crecimiento, con las cifras de sus reviews.`,
  published: (date: string) =>
    `Publicado el ${date} y congelado: los cambios posteriores no lo modifican.`,
  considered: (n: number) =>
    n === 1 ? 'Se analizó 1 proveedor público.' : `Se analizaron ${n} proveedores públicos.`,
  quarterEmpty: 'Ningún proveedor alcanzó los umbrales este trimestre.',
  methodLink: 'Cómo se calculan',
  notFoundTitle: 'Trimestre sin reconocimientos publicados',
  notFoundText: 'Este trimestre no existe o aún no se publicaron sus reconocimientos.',
  allQuarters: 'Todos los trimestres',
  colProvider: 'Proveedor',
  colSegment: 'Categoría y país',
  colFigures: 'Cifras',
  topRatedFigures: (rating: string, reviews: number) =>
    `${rating} de 5 con ${reviews} reviews en 12 meses`,
  growthFigures: (rate: string, reviews: number, base: number) =>
    `+${rate} %: ${reviews} reviews en el trimestre frente a ${base} en el anterior`,
  eligible: (n: number) =>
    n === 1 ? '1 proveedor cumplía los mínimos' : `${n} proveedores cumplían los mínimos`,
  // Provider page
  pageHeading: 'Reconocimientos',
  pageLink: 'Ver el reconocimiento',
  // Badge
  badgeAlt: (provider: string, label: string, brand: string) => `${provider}: ${label} en ${brand}`,
  badgeTitle: 'Insignia de reconocimiento',
  badgeIntro:
    'Tu perfil recibió un reconocimiento trimestral. Copia este código: muestra el último reconocimiento y enlaza a su página.',
  // Method page
  methodHeading: 'Reconocimientos trimestrales',
  methodIntro:
    'Cada trimestre (hora de la Ciudad de México), el primer día del trimestre siguiente se publican y se congelan los reconocimientos por categoría y país de sede. Solo cuentan las reviews públicas; ser Destacado o pagar no cuenta.',
  methodTopRated: `Mejor valorado: al menos ${TOP_RATED_MIN_REVIEWS} reviews públicas en los 12 meses que terminan al cierre del trimestre, un promedio de al menos ${formatNumber(TOP_RATED_MIN_RATING, 1, 1)} y estar en el ${pct(TOP_SHARE)} mejor de los proveedores de su categoría y país que cumplen esos mínimos (al menos uno; los empates cuentan).`,
  methodGrowth: `Mayor crecimiento: al menos ${GROWTH_MIN_BASE} reviews públicas en el trimestre anterior, al menos ${GROWTH_MIN_REVIEWS} en el trimestre y un crecimiento de al menos ${pct(GROWTH_MIN_RATE)}; se reconoce al ${pct(TOP_SHARE)} con mayor crecimiento entre quienes cumplen esos mínimos.`,
  methodArchive: 'Ver todos los reconocimientos',
};
