/**
 * The one way the site writes a number a person reads: Mexican Spanish ("es-MX"), a decimal
 * point and a comma between thousands ("4.3", "1,234", "MXN 1,500.5"), whatever the reader's
 * browser or the runtime (docs/DECISIONS.md, "One number format").
 *
 * Written by hand rather than with `Intl.NumberFormat`: the PocketBase hooks run in a
 * JavaScript engine without `Intl`, and a hand-written rule gives the same text in the
 * browser, in Node and in the hooks. Every page, island, browser script and e-mail formats
 * numbers through this module; no other file calls `toLocaleString` or `Intl.NumberFormat`
 * on a number (tests/unit/number-format.test.ts checks it).
 */

/** The locale the functions below write (the site is Latin American; docs/DECISIONS.md). */
export const NUMBER_LOCALE = 'es-MX';

const DECIMAL = '.';
const GROUP = ',';

/**
 * `value` with between `minDigits` and `maxDigits` decimals (trailing zeros beyond
 * `minDigits` dropped), thousands grouped: formatNumber(1234.5) → "1,234.5",
 * formatNumber(4, 1, 1) → "4.0". Rounds as `toFixed` does. Not a finite number → "".
 */
export function formatNumber(
  value: number,
  minDigits = 0,
  maxDigits = Math.max(2, minDigits),
): string {
  if (!Number.isFinite(value)) return '';
  const max = Math.max(minDigits, maxDigits);
  const fixed = Math.abs(value).toFixed(max);
  const [whole = '0', frac = ''] = fixed.split('.');
  let kept = frac;
  while (kept.length > minDigits && kept.endsWith('0')) kept = kept.slice(0, -1);
  const grouped = whole.replace(/\B(?=(\d{3})+(?!\d))/g, GROUP);
  const negative = value < 0 && /[1-9]/.test(fixed);
  return `${negative ? '-' : ''}${grouped}${kept ? `${DECIMAL}${kept}` : ''}`;
}

/** A whole count: formatCount(1234) → "1,234". */
export function formatCount(value: number): string {
  return formatNumber(value, 0, 0);
}

/** Exactly `digits` decimals: formatFixed(3.72) → "3.7", formatFixed(4) → "4.0". */
export function formatFixed(value: number, digits = 1): string {
  return formatNumber(value, digits, digits);
}
