/**
 * Near-duplicate texts: word shingles, their Jaccard similarity, and MinHash band keys so the
 * hooks find candidates through an index instead of comparing a new review with every other
 * (thresholds in contract/review-integrity.ts; docs/DECISIONS.md § Review signals).
 */
import { LSH_BANDS, LSH_ROWS, SHINGLE_WORDS } from '../contract/review-integrity';
import { stripAccents } from '../contract/slug';

/** The words of a text: lower case, without accents or punctuation. */
export function wordsOf(text: string): string[] {
  return stripAccents(String(text || '').toLowerCase())
    .replace(/[^a-z0-9ñ]+/g, ' ')
    .trim()
    .split(' ')
    .filter((w) => w !== '');
}

/** The distinct word shingles (SHINGLE_WORDS consecutive words) of a text. */
export function shinglesOf(text: string): string[] {
  const words = wordsOf(text);
  const seen = new Set<string>();
  if (words.length > 0 && words.length < SHINGLE_WORDS) seen.add(words.join(' '));
  for (let i = 0; i + SHINGLE_WORDS <= words.length; i++) {
    seen.add(words.slice(i, i + SHINGLE_WORDS).join(' '));
  }
  return [...seen];
}

/** Jaccard similarity of two shingle lists (0 when either is empty). */
export function jaccard(a: readonly string[], b: readonly string[]): number {
  if (a.length === 0 || b.length === 0) return 0;
  const small = a.length <= b.length ? a : b;
  const large = new Set(a.length <= b.length ? b : a);
  let both = 0;
  for (const s of small) if (large.has(s)) both++;
  return both / (a.length + b.length - both);
}

/** 32-bit FNV-1a of a string. */
export function fnv1a(s: string): number {
  let h = 0x811c9dc5;
  for (let i = 0; i < s.length; i++) {
    h ^= s.charCodeAt(i);
    h = Math.imul(h, 0x01000193);
  }
  return h >>> 0;
}

/**
 * The distinct base-36 FNV-1a hashes of a text's shingles: what is stored per review
 * (`fingerprintOf`) so a candidate is compared without re-splitting its text; `jaccard` of two
 * hash lists equals that of their shingles (up to a 32-bit hash collision).
 */
export function shingleHashes(shingles: readonly string[]): string[] {
  return stored(shingles.map(fnv1a));
}

const stored = (hashes: readonly number[]): string[] => [
  ...new Set(hashes.map((h) => h.toString(36))),
];

/**
 * A text's band keys (`bandKeys`) and stored hashes (`shingleHashes`), each shingle hashed
 * once: what the hooks compute for every review they index.
 */
export function shingleIndex(shingles: readonly string[]): { keys: string[]; hashes: string[] } {
  const hashes = shingles.map(fnv1a);
  return { keys: bandKeysOf(hashes), hashes: stored(hashes) };
}

/** The stored form of a hash list (space-separated; "" for none). */
export function fingerprintOf(hashes: readonly string[]): string {
  return hashes.join(' ');
}

/**
 * Jaccard similarity of one hash list against many: the first list's set is built once
 * (`similarityTo(a)(b) === jaccard(a, b)`).
 */
export function similarityTo(mine: readonly string[]): (theirs: readonly string[]) => number {
  const set = new Set(mine);
  return (theirs) => {
    if (set.size === 0 || theirs.length === 0) return 0;
    let both = 0;
    for (const h of theirs) if (set.has(h)) both++;
    return both / (set.size + theirs.length - both);
  };
}

/** The hash list of a stored fingerprint. */
export function fingerprintHashes(fingerprint: string): string[] {
  return fingerprint ? fingerprint.split(' ') : [];
}

/** A 32-bit mix (murmur3 finalizer) of a hash with a seed: one "permutation" of MinHash. */
function mix(h: number, seed: number): number {
  let x = (h ^ seed) >>> 0;
  x ^= x >>> 16;
  x = Math.imul(x, 0x85ebca6b);
  x ^= x >>> 13;
  x = Math.imul(x, 0xc2b2ae35);
  x ^= x >>> 16;
  return x >>> 0;
}

/** The seed of the one hash each shingle gets (a fixed "permutation"). */
const SEED = mix(1, 0x9e3779b9);

/**
 * The LSH band keys of a shingle list ("v2:<band>:<hex>"): two texts share a key with a
 * probability that rises steeply with their similarity ([] for an empty list).
 *
 * The signature is a one-permutation MinHash (Li, Owen & Zhang 2012): each shingle is hashed
 * once and falls in one of LSH_BANDS × LSH_ROWS bins by that hash, each bin keeping its
 * smallest value; an empty bin (a short text leaves many) borrows the value of a filled bin
 * chosen by a probe sequence of its own ("optimal densification", Shrivastava 2017; borrowing
 * from the next bin instead makes a band of empty bins depend on one value, and unrelated
 * texts share bands twice as often). Two texts then agree on a bin with probability about
 * their Jaccard similarity, as with one hash function per bin, for one hash per shingle
 * instead of one per shingle and bin: the 64 hash functions this replaced cost about 4 ms per
 * review in the hooks' JavaScript engine. The "v2:" prefix keeps these keys apart from that
 * older scheme's ("<band>:<hex>"), which an index built before may still hold
 * (review-signals.js).
 */
export function bandKeys(shingles: readonly string[]): string[] {
  return bandKeysOf(shingles.map(fnv1a));
}

/** `bandKeys` of the shingles' FNV-1a hashes. */
function bandKeysOf(hashes: readonly number[]): string[] {
  if (hashes.length === 0) return [];
  const n = LSH_BANDS * LSH_ROWS;
  const mins: number[] = new Array<number>(n).fill(-1);
  for (const h of hashes) {
    const x = mix(h, SEED);
    const bin = x % n;
    const v = Math.floor(x / n);
    const m = mins[bin]!;
    if (m < 0 || v < m) mins[bin] = v;
  }
  const filled: number[] = new Array<number>(n);
  for (let i = 0; i < n; i++) {
    // An empty bin probes bins in an order of its own (the same for every text) and takes
    // the first filled one's value, mixed with its own number.
    let j = i;
    for (let attempt = 1; mins[j]! < 0; attempt++) {
      // (A bounded probe: past 4n attempts, the next filled bin to the right.)
      j = attempt <= 4 * n ? mix(i, attempt) % n : (j + 1) % n;
    }
    filled[i] = j === i ? mins[i]! : mix(mins[j]!, i);
  }
  return bandsOf(filled, BAND_KEY_PREFIX);
}

/** The LSH_BANDS keys of a signature of LSH_BANDS × LSH_ROWS values, each band hashed. */
function bandsOf(signature: readonly number[], prefix: string): string[] {
  const keys: string[] = [];
  for (let b = 0; b < LSH_BANDS; b++) {
    let h = 0x811c9dc5;
    for (let r = 0; r < LSH_ROWS; r++) h = mix(h, signature[b * LSH_ROWS + r]!);
    keys.push(`${prefix}${b}:${h.toString(16)}`);
  }
  return keys;
}

/** What every band key of the current scheme starts with (`bandKeys`). */
export const BAND_KEY_PREFIX = 'v2:';

/**
 * The band keys of the scheme `bandKeys` replaced (64 hash functions, one per bin), kept
 * only to find reviews an index built before still holds under them (review-signals.js);
 * nothing writes them any more.
 */
export function legacyBandKeys(shingles: readonly string[]): string[] {
  if (shingles.length === 0) return [];
  const n = LSH_BANDS * LSH_ROWS;
  const mins: number[] = new Array<number>(n).fill(0xffffffff);
  for (const s of shingles) {
    const h = fnv1a(s);
    for (let i = 0; i < n; i++) {
      const v = mix(h, LEGACY_SEEDS[i]!);
      if (v < mins[i]!) mins[i] = v;
    }
  }
  return bandsOf(mins, '');
}

const LEGACY_SEEDS: number[] = [];
for (let i = 0; i < LSH_BANDS * LSH_ROWS; i++) LEGACY_SEEDS.push(mix(i + 1, 0x9e3779b9));
