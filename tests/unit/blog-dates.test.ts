import { describe, expect, it } from 'vitest';
import {
  formatLongDateEs,
  formatMonthEs,
  formatShortDayEs,
  parseDate,
  toIsoDate,
} from '@/lib/domain/dates';
import { EMPLOYEE_COUNTS, EMPLOYEE_COUNT_LABELS, employeeCountLabel } from '@/lib/contract/fields';
import {
  readingMinutes,
  readingTimeIso,
  readingTimeLabel,
  viewsLabel,
} from '@/lib/domain/reading-time';

describe('formatLongDateEs', () => {
  it.each([
    ['2025-01-15 18:00:00.000Z', '15 de enero de 2025'],
    ['2025-01-15T18:00:00Z', '15 de enero de 2025'],
    ['2024-12-01 12:00:00.000Z', '1 de diciembre de 2024'],
    ['2025-09-30 23:00:00.000Z', '30 de septiembre de 2025'],
    // Mexico City calendar day: 03:00 UTC is still the previous evening there.
    ['2025-03-02 03:00:00.000Z', '1 de marzo de 2025'],
  ])('formats %s as %s', (input, expected) => {
    expect(formatLongDateEs(input)).toBe(expected);
  });

  it.each([[''], [null], [undefined], ['not a date']])('returns empty for %j', (input) => {
    expect(formatLongDateEs(input)).toBe('');
  });

  it('honours an explicit time zone', () => {
    expect(formatLongDateEs('2025-03-02 03:00:00.000Z', 'UTC')).toBe('2 de marzo de 2025');
  });
});

describe('parseDate / toIsoDate', () => {
  it('reads PocketBase dates with a space separator', () => {
    expect(parseDate('2025-01-15 10:00:00.000Z')?.toISOString()).toBe('2025-01-15T10:00:00.000Z');
  });
  it('gives empty ISO for missing dates', () => {
    expect(toIsoDate('')).toBe('');
  });
});

describe('reading time', () => {
  it.each([
    [5, 5, '5 min de lectura', 'PT5M'],
    [1, 1, '1 min de lectura', 'PT1M'],
    [0, 1, '1 min de lectura', 'PT1M'],
    [2.6, 3, '3 min de lectura', 'PT3M'],
    [null, 1, '1 min de lectura', 'PT1M'],
    [Number.NaN, 1, '1 min de lectura', 'PT1M'],
  ])('%j minutes → %j, %j, %j', (input, minutes, label, iso) => {
    expect(readingMinutes(input)).toBe(minutes);
    expect(readingTimeLabel(input)).toBe(label);
    expect(readingTimeIso(input)).toBe(iso);
  });
});

describe('viewsLabel', () => {
  it.each([
    [0, '0 vistas'],
    [1, '1 vista'],
    [2, '2 vistas'],
    [1234, '1,234 vistas'],
    [undefined, '0 vistas'],
    [-3, '0 vistas'],
  ])('%j → %j', (input, expected) => {
    expect(viewsLabel(input)).toBe(expected);
  });
});

describe('formatShortDayEs (chart axes)', () => {
  it.each([
    ['2026-11-03', '3 nov'],
    ['2026-01-31', '31 ene'],
    ['2026-09-15', '15 sep'],
    ['2026-13-01', ''],
    ['3 nov', ''],
  ])('%s → %s', (day, expected) => {
    expect(formatShortDayEs(day)).toBe(expected);
  });
});

describe('company sizes: one label each', () => {
  it('writes every size as the option and the unit', () => {
    expect(EMPLOYEE_COUNTS.map((c) => EMPLOYEE_COUNT_LABELS[c])).toEqual([
      '1-10 empleados',
      '11-50 empleados',
      '51-200 empleados',
      '201-1000 empleados',
      '1000+ empleados',
    ]);
    expect(employeeCountLabel('201-1000')).toBe(EMPLOYEE_COUNT_LABELS['201-1000']);
  });
});

describe('formatMonthEs (transparency report headings)', () => {
  it.each([
    ['2026-03', 'Marzo de 2026'],
    ['2025-12', 'Diciembre de 2025'],
    ['2026-01', 'Enero de 2026'],
    ['2026-13', ''],
    ['marzo', ''],
  ])('%s → %s', (month, expected) => {
    expect(formatMonthEs(month)).toBe(expected);
  });
});
