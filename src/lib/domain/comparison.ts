import { comparisonNameKey } from '../contract/paths';

/**
 * Comparison routes (spec §2): `name1-vs-name2`, hyphens become spaces. Returns the two
 * names, or null when the parameter is not a pair.
 */
export function parseComparison(param: string): [string, string] | null {
  const parts = decodeSafe(param).toLowerCase().split('-vs-');
  if (parts.length !== 2) return null;
  const [a, b] = parts.map((part) => part.replace(/-/g, ' ').replace(/\s+/g, ' ').trim());
  return a && b ? [a, b] : null;
}

function decodeSafe(value: string): string {
  try {
    return decodeURIComponent(value);
  } catch {
    return value;
  }
}

/** Name comparable with a comparison term: accent-free, punctuation as spaces. */
export const matchKey = comparisonNameKey;

/** Whether a company name matches a comparison term (partial, case- and accent-insensitive). */
export function nameMatches(companyName: string, term: string): boolean {
  const key = matchKey(term);
  return key !== '' && matchKey(companyName).includes(key);
}

/**
 * The two providers of a comparison among candidates already in display order: for each
 * term the first exact name match, else the first partial match; distinct. Fewer than two
 * means "Comparativa no disponible".
 */
export function pickComparisonPair<T extends { id: string; company_name: string }>(
  candidates: readonly T[],
  terms: readonly [string, string],
): T[] {
  const pick = (term: string, exclude?: string) => {
    const pool = candidates.filter((p) => p.id !== exclude);
    const key = matchKey(term);
    return (
      pool.find((p) => matchKey(p.company_name) === key) ??
      pool.find((p) => nameMatches(p.company_name, term))
    );
  };
  const first = pick(terms[0]);
  const second = pick(terms[1], first?.id);
  return [first, second].filter((p): p is T => p !== undefined);
}
