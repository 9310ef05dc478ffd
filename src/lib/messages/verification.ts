/**
 * The admin's "Verificación" tab: reviews held by the integrity signals
 * (src/lib/contract/review-integrity.ts), each signal in words, and the decisions on them.
 * Numbers are written the site's one way (contract/number-format.ts).
 */
import type { Signal } from '../contract/review-integrity';
import { formatCount, formatNumber } from '../contract/number-format';

const plural = (n: number, one: string, many: string) =>
  `${formatCount(n)} ${n === 1 ? one : many}`;

/** One signal in words; `null` for an unknown code (a newer signal than this build). */
export function signalText(s: Signal | { code: string }): string | null {
  const v = s as Signal;
  switch (v.code) {
    case 'insider_competitor':
      return `El correo del autor es del dominio ${v.domain}, un competidor en la misma categoría`;
    case 'duplicate_text':
      return `Texto casi idéntico a otra review (${formatNumber(Math.round(v.similarity * 100), 0, 0)} %)`;
    case 'burst':
      return `${plural(v.count, 'review', 'reviews')} en ${formatCount(v.hours)} h para este proveedor; lo habitual es ${formatNumber(v.usual_per_day, 0, 1)} al día`;
    case 'shared_network':
      return `${plural(v.accounts, 'cuenta', 'cuentas')} reseñaron a este proveedor desde la misma red en ${formatCount(v.days)} días`;
    case 'new_account_extreme':
      return `Cuenta creada hace ${formatNumber(v.account_hours, 0, 1)} h; primera review, de ${formatCount(v.rating)} ★ y sin contexto`;
    default:
      return null;
  }
}

export const verification = {
  tab: 'Verificación',
  empty: 'No hay reviews en verificación.',
  searchPlaceholder: 'Buscar por review o proveedor',
  reviewColumn: 'Review',
  heldSince: 'Retenida desde',
  signals: 'Señales',
  seeOther: 'Ver la otra review',
  unknownSignal: 'Señal sin descripción',
  publish: 'Publicar',
  remove: 'Retirar',
  removeTitle: 'Retirar la review',
  reasonLabel: 'Motivo (se envía al autor)',
  published: 'Review publicada',
  removed: 'Review retirada',
  decideError: 'No se pudo guardar la decisión.',
  loadError: 'No se pudieron cargar las reviews en verificación.',
};
