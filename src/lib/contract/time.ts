/**
 * One clock for people: every date the site prints or marks up (pages, JSON-LD, e-mails) is
 * a calendar day of Mexico City, the platform's legal home, whatever the server's zone.
 *
 * Mexico City has kept UTC−6 all year since daylight saving time was abolished (October
 * 2022), so the hooks (goja has no time-zone database) compute the day with the fixed offset;
 * the browser and the web server format with the zone's name through Intl.
 * tests/unit/site-time.test.ts holds the two together over every hour of two years.
 */
export const SITE_TIME_ZONE = 'America/Mexico_City';
export const SITE_UTC_OFFSET_MINUTES = -360;

const OFFSET_MS = SITE_UTC_OFFSET_MINUTES * 60_000;

/** The site's calendar day of an instant, "YYYY-MM-DD". */
export function siteDay(at: Date): string {
  return new Date(at.getTime() + OFFSET_MS).toISOString().slice(0, 10);
}

/** The instant a site day ("YYYY-MM-DD") starts, as PocketBase writes dates. */
export function siteDayStart(day: string): string {
  return new Date(Date.parse(`${day}T00:00:00Z`) - OFFSET_MS).toISOString().replace('T', ' ');
}

/** "2026-11-24 06:05 (hora de la Ciudad de México)": an instant for e-mails sent by the hooks. */
export function siteDateTime(at: Date): string {
  const local = new Date(at.getTime() + OFFSET_MS).toISOString();
  return `${local.slice(0, 10)} ${local.slice(11, 16)} (hora de la Ciudad de México)`;
}
