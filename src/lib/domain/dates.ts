/**
 * Dates as the blog shows them: Spanish long format ("15 de enero de 2025").
 *
 * The site serves Latin America and its legal home is Mexico, so calendar days are those of
 * Mexico City (contract/time.ts); rendering never depends on the server's zone.
 */
import { SITE_TIME_ZONE, siteDay } from '../contract/time';

export { SITE_TIME_ZONE };

/** PocketBase writes dates as "2025-01-15 10:00:00.000Z"; browsers want a "T". */
export function parseDate(value: string | Date | null | undefined): Date | null {
  if (value === null || value === undefined || value === '') return null;
  const date = value instanceof Date ? value : new Date(value.trim().replace(' ', 'T'));
  return Number.isNaN(date.getTime()) ? null : date;
}

/** "15 de enero de 2025"; empty string for a missing or invalid date. */
export function formatLongDateEs(
  value: string | Date | null | undefined,
  timeZone: string = SITE_TIME_ZONE,
): string {
  if (typeof value !== 'string') return formatDate(value, timeZone);
  // A record's date is formatted on every page that shows it (a review on its provider's page
  // and its review pages in every order): the text of each date string is kept, 0.03 ms a format.
  const key = `${timeZone}|${value}`;
  let text = longDateTexts.get(key);
  if (text === undefined) {
    if (longDateTexts.size >= LONG_DATE_TEXTS_MAX) longDateTexts.clear();
    text = formatDate(value, timeZone);
    longDateTexts.set(key, text);
  }
  return text;
}

const LONG_DATE_TEXTS_MAX = 100_000;
const longDateTexts = new Map<string, string>();

function formatDate(value: string | Date | null | undefined, timeZone: string): string {
  const date = parseDate(value);
  if (!date) return '';
  return longDateFormat(timeZone).format(date);
}

// Building an Intl.DateTimeFormat costs about as much as rendering the rest of a review card:
// one per zone, reused (a provider page formats a date per review).
const longDateFormats = new Map<string, Intl.DateTimeFormat>();
function longDateFormat(timeZone: string): Intl.DateTimeFormat {
  let f = longDateFormats.get(timeZone);
  if (!f) {
    f = new Intl.DateTimeFormat('es-ES', {
      day: 'numeric',
      month: 'long',
      year: 'numeric',
      timeZone,
    });
    longDateFormats.set(timeZone, f);
  }
  return f;
}

/**
 * The site day of a date, "YYYY-MM-DD" (JSON-LD `datePublished` of a review): the same day
 * formatLongDateEs prints; empty for a missing date.
 */
export function toIsoDay(value: string | Date | null | undefined): string {
  const date = parseDate(value);
  return date ? siteDay(date) : '';
}

/**
 * A calendar day (YYYY-MM-DD, no time: a deadline, a law's start date) as "22 de diciembre de
 * 2026", whatever the zone; empty for a malformed day.
 */
export function formatDayEs(day: string): string {
  return /^\d{4}-\d{2}-\d{2}$/.test(day) ? formatLongDateEs(`${day}T12:00:00Z`, 'UTC') : '';
}

const monthFormat = new Intl.DateTimeFormat('es-ES', {
  month: 'long',
  year: 'numeric',
  timeZone: 'UTC',
});

/** A calendar month (YYYY-MM) as a heading writes it: "Marzo de 2026"; empty when malformed. */
export function formatMonthEs(month: string): string {
  if (!/^\d{4}-(0[1-9]|1[0-2])$/.test(month)) return '';
  const text = monthFormat.format(new Date(`${month}-15T12:00:00Z`));
  return text.charAt(0).toUpperCase() + text.slice(1);
}

const SHORT_MONTHS = [
  'ene',
  'feb',
  'mar',
  'abr',
  'may',
  'jun',
  'jul',
  'ago',
  'sep',
  'oct',
  'nov',
  'dic',
] as const;

/** A calendar day (YYYY-MM-DD) as a chart's axis writes it: "3 nov"; empty when malformed. */
export function formatShortDayEs(day: string): string {
  const m = /^\d{4}-(\d{2})-(\d{2})$/.exec(day);
  const month = m ? SHORT_MONTHS[Number(m[1]) - 1] : undefined;
  return m && month ? `${Number(m[2])} ${month}` : '';
}

/** ISO 8601 for machines (JSON-LD, <time datetime>, feeds); empty for a missing date. */
export function toIsoDate(value: string | Date | null | undefined): string {
  return parseDate(value)?.toISOString() ?? '';
}
