/**
 * Reading time as the blog shows it. The minutes come from the server (`reading_time`, words
 * / 200, at least 1); these helpers only present them.
 */
import { formatCount } from '../contract/number-format';

/** Whole minutes, at least 1, whatever the stored value looks like. */
export function readingMinutes(value: number | null | undefined): number {
  if (typeof value !== 'number' || !Number.isFinite(value)) return 1;
  return Math.max(1, Math.round(value));
}

/** "5 min de lectura" */
export function readingTimeLabel(value: number | null | undefined): string {
  return `${readingMinutes(value)} min de lectura`;
}

/** ISO 8601 duration for schema.org `timeRequired`: "PT5M". */
export function readingTimeIso(value: number | null | undefined): string {
  return `PT${readingMinutes(value)}M`;
}

/** "1 vista", "1,234 vistas" */
export function viewsLabel(value: number | null | undefined): string {
  const n =
    typeof value === 'number' && Number.isFinite(value) ? Math.max(0, Math.floor(value)) : 0;
  return `${formatCount(n)} ${n === 1 ? 'vista' : 'vistas'}`;
}
