/**
 * The ranking order of the directory, written once for both places
 * that produce it: the web server's sort (src/lib/domain/search.ts `sortProviders`) and the
 * hooks' SQL (`/api/lp/providers/public` in pb_hooks/providers.pb.js).
 *
 *   highest ranking score, then more reviews, then the name's sort key, then the name, then id
 *
 * SQLite (as PocketBase ships it) has no Spanish collation, and its `lower()` folds ASCII only,
 * so the name is compared through a sort key both sides compute the same way: the accented
 * vowels folded to the plain ones, `ñ` to `n~` (after every other `n…`, before `o`, as in
 * Spanish), ASCII lower case; keys compare by code unit (SQLite: BINARY). Equal keys ("Álamo",
 * "alamo") fall back to the name itself, then to the id, so the order is total.
 * tests/integration/ranking-order.test.ts holds both orders together (docs/DECISIONS.md).
 */

/** The characters the name's sort key replaces, and what with. */
export const NAME_SORT_FOLD: readonly (readonly [string, string])[] = [
  ['á', 'a'],
  ['à', 'a'],
  ['ä', 'a'],
  ['â', 'a'],
  ['ã', 'a'],
  ['é', 'e'],
  ['è', 'e'],
  ['ë', 'e'],
  ['ê', 'e'],
  ['í', 'i'],
  ['ì', 'i'],
  ['ï', 'i'],
  ['î', 'i'],
  ['ó', 'o'],
  ['ò', 'o'],
  ['ö', 'o'],
  ['ô', 'o'],
  ['õ', 'o'],
  ['ú', 'u'],
  ['ù', 'u'],
  ['ü', 'u'],
  ['û', 'u'],
  ['ç', 'c'],
  ['ñ', 'n~'],
  ['Á', 'a'],
  ['À', 'a'],
  ['Ä', 'a'],
  ['Â', 'a'],
  ['Ã', 'a'],
  ['É', 'e'],
  ['È', 'e'],
  ['Ë', 'e'],
  ['Ê', 'e'],
  ['Í', 'i'],
  ['Ì', 'i'],
  ['Ï', 'i'],
  ['Î', 'i'],
  ['Ó', 'o'],
  ['Ò', 'o'],
  ['Ö', 'o'],
  ['Ô', 'o'],
  ['Õ', 'o'],
  ['Ú', 'u'],
  ['Ù', 'u'],
  ['Ü', 'u'],
  ['Û', 'u'],
  ['Ç', 'c'],
  ['Ñ', 'n~'],
];

/** The sort key of a company name (what `nameSortKeySql` computes in SQLite). */
export function nameSortKey(name: string): string {
  let key = name;
  for (const [from, to] of NAME_SORT_FOLD) key = key.split(from).join(to);
  // As SQLite's lower(): ASCII letters only.
  return key.replace(/[A-Z]/g, (c) => c.toLowerCase());
}

/** The sort key of the SQL text expression `expr` (the same steps as `nameSortKey`). */
export function nameSortKeySql(expr: string): string {
  let sql = expr;
  for (const [from, to] of NAME_SORT_FOLD) sql = `replace(${sql}, '${from}', '${to}')`;
  return `lower(${sql})`;
}

/** The fields the ranking order reads. */
export interface RankedProvider {
  id?: string;
  company_name: string;
  ranking_score?: number;
  total_reviews?: number;
}

/** The ranking order as SQL `ORDER BY` terms over the providers table alias `alias`. */
export function rankingOrderSql(alias: string): string {
  const a = `${alias}.`;
  return [
    `${a}ranking_score DESC`,
    `${a}total_reviews DESC`,
    nameSortKeySql(`${a}company_name`),
    `${a}company_name`,
    `${a}id`,
  ].join(', ');
}

const binary = (a: string, b: string): number => (a < b ? -1 : a > b ? 1 : 0);

/** The ranking order over providers whose name keys are `keyA`, `keyB` (see `nameSortKey`). */
function compareWithKeys(a: RankedProvider, b: RankedProvider, keyA: string, keyB: string): number {
  return (
    (b.ranking_score ?? 0) - (a.ranking_score ?? 0) ||
    (b.total_reviews ?? 0) - (a.total_reviews ?? 0) ||
    binary(keyA, keyB) ||
    binary(a.company_name, b.company_name) ||
    binary(a.id ?? '', b.id ?? '')
  );
}

/** The ranking order as a comparator (the same order as `rankingOrderSql`). */
export function compareRanked(a: RankedProvider, b: RankedProvider): number {
  return compareWithKeys(a, b, nameSortKey(a.company_name), nameSortKey(b.company_name));
}

/** `providers` in the ranking order (each name's key computed once). */
export function sortRanked<T extends RankedProvider>(providers: readonly T[]): T[] {
  const keys = new Map<T, string>(providers.map((p) => [p, nameSortKey(p.company_name)]));
  return [...providers].sort((a, b) => compareWithKeys(a, b, keys.get(a)!, keys.get(b)!));
}

/**
 * `sorted` (already in the ranking order) with `add` put where the ranking order places
 * them: the same list as `sortRanked([...sorted, ...add])` (the order is total), in
 * O(N + k log N) instead of a sort of every provider, for a list patched after a few changes.
 */
export function insertRanked<T extends RankedProvider>(
  sorted: readonly T[],
  add: readonly T[],
): T[] {
  const out = [...sorted];
  for (const p of add) {
    const key = nameSortKey(p.company_name);
    let lo = 0;
    let hi = out.length;
    while (lo < hi) {
      const mid = (lo + hi) >>> 1;
      const m = out[mid]!;
      if (compareWithKeys(m, p, nameSortKey(m.company_name), key) < 0) lo = mid + 1;
      else hi = mid;
    }
    out.splice(lo, 0, p);
  }
  return out;
}
