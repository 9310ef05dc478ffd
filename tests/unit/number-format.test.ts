import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';
import { describe, expect, it } from 'vitest';
import {
  NUMBER_LOCALE,
  formatCount,
  formatFixed,
  formatNumber,
} from '@/lib/contract/number-format';

describe('one number format (es-MX)', () => {
  it.each([
    [4.3, 1, '4.3'],
    [3.72, 1, '3.7'],
    [4, 1, '4.0'],
    [4.25, 1, '4.3'],
    [0, 2, '0.00'],
    [1234.5, 1, '1,234.5'],
  ])('formatFixed(%s, %s) → %s', (value, digits, expected) => {
    expect(formatFixed(value, digits)).toBe(expected);
  });

  it.each([
    [0, '0'],
    [1, '1'],
    [999, '999'],
    [1000, '1,000'],
    [1234, '1,234'],
    [1234567, '1,234,567'],
    [-1234, '-1,234'],
  ])('formatCount(%s) → %s', (value, expected) => {
    expect(formatCount(value)).toBe(expected);
  });

  it('drops trailing zeros beyond the minimum and prints nothing for a non-number', () => {
    expect(formatNumber(1500, 0, 2)).toBe('1,500');
    expect(formatNumber(1500.5, 0, 2)).toBe('1,500.5');
    expect(formatNumber(-0.001, 0, 2)).toBe('0');
    expect(formatNumber(Number.NaN)).toBe('');
  });

  it('writes what Intl writes for its locale', () => {
    for (const v of [0, 3.7, 4.3, 12.05, 1234, 98765.4, 1234567.89]) {
      const intl = new Intl.NumberFormat(NUMBER_LOCALE, {
        minimumFractionDigits: 1,
        maximumFractionDigits: 1,
      }).format(v);
      expect(formatFixed(v, 1)).toBe(intl);
    }
  });

  it('is the only place that formats numbers for people (no locale formatting elsewhere)', () => {
    const root = join(__dirname, '../../src');
    const offenders: string[] = [];
    const walk = (dir: string) => {
      for (const name of readdirSync(dir)) {
        const path = join(dir, name);
        if (statSync(path).isDirectory()) walk(path);
        else if (/\.(ts|tsx|astro)$/.test(name) && !/\.gen\.ts$|^number-format\.ts$/.test(name)) {
          const text = readFileSync(path, 'utf8');
          if (/\.toLocaleString\(|Intl\.NumberFormat/.test(text))
            offenders.push(relative(root, path));
        }
      }
    };
    walk(root);
    expect(offenders).toEqual([]);
  });
});
