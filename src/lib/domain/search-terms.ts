/**
 * What the directory's text search (issue 14) calls a term and how a query combines terms,
 * without the index that holds them: Spanish stemming, accent- and case-insensitive, one typo
 * tolerated in words of 5+ letters, HR synonyms of Latin America, the word being typed matched
 * as a prefix.
 *
 * - every word of a provider's name, description and category labels is a term twice: as
 *   written (normalized) and as its Snowball stem, marked `~` so the two never mix;
 * - a query is a list of groups, all required (AND); a group is its word's alternatives
 *   (OR): the stem, the word with one typo and, when the word or phrase belongs to a synonym
 *   group (src/lib/domain/hr-synonyms.ts), every entry of that group.
 *
 * Two engines run this one plan and must agree (a unit test compares them on the demo data):
 * the server's inverted index (ProviderTextIndex, src/lib/domain/provider-search.ts, MiniSearch)
 * and `matchesTerms` below, a scan of one provider's terms that the directory's script runs on
 * the first providers of the ranking to show first results before the server answers
 * (src/browser/directory-head.ts). This module has no dependency on MiniSearch, so the
 * script does not download it.
 */
import { stemmer } from '@orama/stemmers/spanish';
import { normalizeText } from '../contract/normalize';
import { HR_SYNONYMS } from './hr-synonyms';
import { obligationSearchText } from '../contract/provider-facts';

/** Words too common to search on. */
const STOPWORDS = new Set(
  'a al con de del e el en la las lo los o para por que se su sus u un una unos unas y'.split(' '),
);
/** Typos are tolerated from this many letters on (shorter words have too many neighbours). */
const TYPO_MIN_LENGTH = 5;
/** The last word of a query is matched as a prefix from this many letters on. */
const PREFIX_MIN_LENGTH = 3;
const STEM_MARK = '~';

/** Words of a text, normalized (lower case, no accents), stopwords left in. */
export function words(text: string): string[] {
  return normalizeText(text)
    .split(/[^a-z0-9]+/)
    .filter(Boolean);
}

/**
 * The Snowball (Spanish) stem of a normalized word. Snowball expects the accents that
 * normalization removed; only the "-ción"/"-sión" endings depend on them, so they are put back
 * ("capacitacion" and "capacitaciones" both stem to "capacit").
 */
export function stem(word: string): string {
  if (word.length < 4 || /\d/.test(word)) return word;
  let s = stems.get(word);
  if (s === undefined) {
    s = normalizeText(stemmer(word.replace(/([cs])ion$/, '$1ión')));
    // The vocabulary of a directory is small; the cap only guards against crafted queries.
    if (stems.size > 100_000) stems.clear();
    stems.set(word, s);
  }
  return s;
}
const stems = new Map<string, string>();

/** Whether `a` and `b` are at most one insertion, deletion or substitution apart. */
export function withinOneEdit(a: string, b: string): boolean {
  if (a === b) return true;
  if (Math.abs(a.length - b.length) > 1) return false;
  const [s, l] = a.length <= b.length ? [a, b] : [b, a];
  let i = 0;
  while (i < s.length && s.charCodeAt(i) === l.charCodeAt(i)) i++;
  // Same length: skip the differing letter in both; else the extra letter of the longer.
  const skip = s.length === l.length ? 1 : 0;
  for (let j = i + skip; j < s.length; j++) {
    if (s.charCodeAt(j) !== l.charCodeAt(j + 1 - skip)) return false;
  }
  return true;
}

/** A synonym entry or query word as the stems of its non-stopword words. */
const keyOf = (text: string) => words(text).filter((w) => !STOPWORDS.has(w));

interface SynonymEntry {
  /** Normalized words without stopwords, e.g. ["evaluacion", "desempeno"]. */
  words: string[];
  stems: string[];
  group: number;
}

const SYNONYMS: SynonymEntry[] = HR_SYNONYMS.flatMap((group, g) =>
  group.map((entry) => {
    const ws = keyOf(entry);
    return { words: ws, stems: ws.map(stem), group: g };
  }),
);

/** One required part of a query: its alternatives, each a list of words all required. */
export interface QueryGroup {
  /** The words as typed (normalized). */
  source: string[];
  alternatives: string[][];
  /** The group of the query's last word, matched as a prefix too. */
  last: boolean;
}

/** Whether a query word (or a stem) names a synonym entry word: same stem, or one typo away. */
function sameWord(queryWord: string, queryStem: string, entryWord: string, entryStem: string) {
  if (queryStem === entryStem) return true;
  return queryWord.length >= TYPO_MIN_LENGTH && withinOneEdit(queryWord, entryWord);
}

/**
 * Splits a query into groups, expanding synonyms: at each position the longest synonym entry
 * whose words match the next query words (by stem or one typo) replaces them by its group.
 */
export function parseQuery(q: string): QueryGroup[] {
  const ws = keyOf(q.slice(0, 200));
  const stems = ws.map(stem);
  const groups: QueryGroup[] = [];
  for (let i = 0; i < ws.length;) {
    let best: SynonymEntry | null = null;
    for (const entry of SYNONYMS) {
      const n = entry.words.length;
      if (n <= (best?.words.length ?? 0) || i + n > ws.length) continue;
      if (entry.words.every((w, j) => sameWord(ws[i + j]!, stems[i + j]!, w, entry.stems[j]!))) {
        best = entry;
      }
    }
    const n = best?.words.length ?? 1;
    const source = ws.slice(i, i + n);
    const alternatives: string[][] = [source];
    if (best) {
      for (const e of SYNONYMS) {
        if (e.group === best.group && e.words.join(' ') !== source.join(' ')) {
          alternatives.push(e.words);
        }
      }
    }
    i += n;
    groups.push({ source, alternatives, last: i === ws.length });
  }
  return groups;
}

/**
 * One word of a query plan: found when a provider has its stem term (`~` + stem) or the word
 * itself; with `fuzzy`, also any term one edit away; with `prefix`, any term starting with it.
 */
export interface WordQuery {
  word: string;
  stem: string;
  fuzzy: boolean;
  prefix: boolean;
}

/** groups (AND) → alternatives (OR) → words (AND). */
export type QueryPlan = WordQuery[][][];

/**
 * The plan of a query; empty when it has no searchable word. Synonym entries are spelled
 * right: only the words as typed get typo and prefix lookups (each costs a walk of the
 * server's radix tree), and only the last word typed is a prefix.
 */
export function planQuery(q: string): QueryPlan {
  return parseQuery(q).map((g) =>
    g.alternatives.map((alt, a) =>
      alt.map((word, j) => ({
        word,
        stem: STEM_MARK + stem(word),
        fuzzy: a === 0 && word.length >= TYPO_MIN_LENGTH,
        prefix: g.last && a === 0 && j === alt.length - 1 && word.length >= PREFIX_MIN_LENGTH,
      })),
    ),
  );
}

/** What a provider is searched on. */
export interface SearchDoc {
  id: string;
  company_name: string;
  description: string;
  categories: readonly string[];
  /** Declared local obligations (issue 23 §3): searched by their names and spellings. */
  facts?: { obligations: readonly string[] };
}

/**
 * A provider's two searched fields: its name, and its description with its category labels
 * and the names and common spellings of the local obligations it declares ("cfdi",
 * "previred", "nomina electronica").
 */
export function docFields(
  p: SearchDoc,
  labels: Readonly<Record<string, string>>,
): { name: string; text: string } {
  const categoryLabels = p.categories.map((c) => labels[c] ?? '').join(' ');
  const obligations = p.facts ? obligationSearchText(p.facts.obligations) : '';
  return { name: p.company_name, text: `${p.description} ${categoryLabels} ${obligations}` };
}

/** Index terms of one word: as written and its stem; none for a stopword. */
export function indexTerms(word: string): string[] | null {
  if (STOPWORDS.has(word)) return null;
  return [word, STEM_MARK + stem(word)];
}

/** Every term of a provider, both fields together. */
export function docTerms(p: SearchDoc, labels: Readonly<Record<string, string>>): Set<string> {
  const { name, text } = docFields(p, labels);
  return new Set(words(`${name} ${text}`).flatMap((w) => indexTerms(w) ?? []));
}

/**
 * The distinct searchable words of a text, joined by spaces: a compact stand-in for a
 * description that has the same terms (`docTerms` of either is the same set).
 */
export function distinctWords(text: string): string {
  return [...new Set(words(text).filter((w) => !STOPWORDS.has(w)))].join(' ');
}

/** Whether a provider with these terms matches the plan (the index's answer, by a scan). */
export function matchesTerms(plan: QueryPlan, terms: ReadonlySet<string>): boolean {
  // Exact lookups of every alternative before any scan of the terms (typos, prefixes): the
  // same answer, and most providers that match do so through a synonym or a stem.
  return plan.every(
    (group) =>
      group.some((alt) => alt.every((w) => hasExactly(w, terms))) ||
      group.some((alt) => alt.every((w) => hasWord(w, terms))),
  );
}

/** The word's stem term or the word itself. */
const hasExactly = (w: WordQuery, terms: ReadonlySet<string>) =>
  terms.has(w.stem) || terms.has(w.word);

/** The word as the index finds it: exactly, or by its typo and prefix lookups. */
function hasWord(w: WordQuery, terms: ReadonlySet<string>): boolean {
  if (hasExactly(w, terms)) return true;
  if (!w.fuzzy && !w.prefix) return false;
  for (const t of terms) {
    if (w.prefix && t.startsWith(w.word)) return true;
    if (w.fuzzy && withinOneEdit(w.word, t)) return true;
  }
  return false;
}
