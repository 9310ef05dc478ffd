// One clock for people: the hooks' fixed-offset site day and the Intl
// formatting of the pages name the same calendar day, and a review's page date and its
// JSON-LD date agree at a day boundary.
import { describe, expect, it } from 'vitest';
import { SITE_TIME_ZONE, siteDay, siteDayStart } from '@/lib/contract/time';
import { formatLongDateEs, toIsoDay } from '@/lib/domain/dates';

const intlDay = new Intl.DateTimeFormat('en-CA', {
  timeZone: SITE_TIME_ZONE,
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
});

describe('the site day', () => {
  it('is the calendar day of Mexico City for every hour of 2026 and 2027', () => {
    const start = Date.parse('2026-01-01T00:30:00Z');
    const end = Date.parse('2028-01-01T00:00:00Z');
    const wrong: string[] = [];
    for (let t = start; t < end; t += 3_600_000) {
      const at = new Date(t);
      if (siteDay(at) !== intlDay.format(at)) wrong.push(at.toISOString());
    }
    expect(wrong).toEqual([]);
  });

  it('starts at 06:00 UTC', () => {
    expect(siteDayStart('2026-11-24')).toBe('2026-11-24 06:00:00.000Z');
    expect(siteDay(new Date('2026-11-24T05:59:59.999Z'))).toBe('2026-11-23');
    expect(siteDay(new Date('2026-11-24T06:00:00Z'))).toBe('2026-11-24');
  });

  it.each([
    ['2026-11-21 03:00:00.000Z', '20 de noviembre de 2026', '2026-11-20'],
    ['2026-11-21 05:59:59.000Z', '20 de noviembre de 2026', '2026-11-20'],
    ['2026-11-21 06:00:00.000Z', '21 de noviembre de 2026', '2026-11-21'],
    ['2026-12-31 23:00:00.000Z', '31 de diciembre de 2026', '2026-12-31'],
    ['2027-01-01 05:00:00.000Z', '31 de diciembre de 2026', '2026-12-31'],
  ])('prints %s as %s and marks it up as %s', (stored, printed, marked) => {
    expect(formatLongDateEs(stored)).toBe(printed);
    expect(toIsoDay(stored)).toBe(marked);
  });
});
