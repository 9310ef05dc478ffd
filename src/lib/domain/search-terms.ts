/**
 * What the directory's text search calls a term and how a query is read, without any index:
 * Spanish stemming, accent- and case-insensitive, typos counted the way Algolia, Meilisearch
 * and Typesense count them (a transposition is one typo; one typo from 5 letters, two from 8),
 * HR synonyms of Latin America, registered terms (obligations, countries, category labels)
 * matched exactly, the word being typed matched as a prefix. The rules as a whole:
 * docs/DECISIONS.md § "Directory search: relevance".
 *
 * - every word of a provider's name, category labels (with the categories' everyday names,
 *   src/lib/domain/category-aliases.ts) and description is a term twice: as written
 *   (normalized) and as its Snowball stem, marked `~` so the two never mix; each term knows
 *   the fields it came from;
 * - a declared obligation is one term (`#` + its id) and so is each country the provider is
 *   headquartered in or serves (`@` + its name): their words are not words of the provider,
 *   so "CFDI de nómina" declared by a benefits provider does not make it a payroll result;
 * - a query is a list of groups, all required (AND) unless none would match: a group is a
 *   word with its synonyms, an obligation, or a country.
 *
 * The index that runs a query (TermIndex, src/lib/domain/term-index.ts) is used by the server
 * on the whole directory and by the directory's script on the head of the ranking. This
 * module and that one have no dependency on MiniSearch or on server code.
 */
import { stemmer } from '@orama/stemmers/spanish';
import { normalizeText } from '../contract/normalize';
import { HR_SYNONYMS } from './hr-synonyms';
import { CATEGORY_EVERYDAY_NAMES } from './category-aliases';
import {
  FACT_COUNTRIES,
  isFactCountry,
  isObligation,
  OBLIGATION_IDS,
  OBLIGATIONS,
} from '../contract/provider-facts';

/** Words too common to search on. */
export const STOPWORDS = new Set(
  'a al con de del e el en la las lo los o para por que se su sus u un una unos unas y'.split(' '),
);
/** The last word of a query is matched as a prefix from this many letters on. */
export const PREFIX_MIN_LENGTH = 3;
export const STEM_MARK = '~';
export const OBLIGATION_MARK = '#';
export const COUNTRY_MARK = '@';

/**
 * Fields a term comes from (bits). `service`: a declared obligation of a provider that offers
 * the service the obligations belong to (payroll), which answers an obligation best.
 */
export const FIELD = { name: 1, category: 2, text: 4, fact: 8, service: 16 } as const;
/** The category whose providers file the local obligations (CFDI, PILA, Previred…). */
export const OBLIGATION_CATEGORY = 'payroll';
/** Fields that make a strong match: the name, a category, a declared fact. */
export const STRONG = FIELD.name | FIELD.category | FIELD.fact | FIELD.service;

/** Typos tolerated in a word of this length: none under 5 letters, one to 7, two from 8. */
export function typoBudget(length: number): number {
  return length < 5 ? 0 : length < 8 ? 1 : 2;
}

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

/**
 * The number of typos between `a` and `b` (insertions, deletions, substitutions and swaps of
 * two neighbouring letters, each one: the optimal string alignment distance), or `max + 1`
 * as soon as it exceeds `max`.
 */
export function typos(a: string, b: string, max: number): number {
  if (a === b) return 0;
  if (Math.abs(a.length - b.length) > max) return max + 1;
  const n = b.length;
  let prev2 = new Array<number>(n + 1).fill(0);
  let prev = Array.from({ length: n + 1 }, (_, j) => j);
  let cur = new Array<number>(n + 1).fill(0);
  for (let i = 1; i <= a.length; i++) {
    cur[0] = i;
    let rowMin = i;
    for (let j = 1; j <= n; j++) {
      const cost = a.charCodeAt(i - 1) === b.charCodeAt(j - 1) ? 0 : 1;
      let d = Math.min(prev[j]! + 1, cur[j - 1]! + 1, prev[j - 1]! + cost);
      if (
        i > 1 &&
        j > 1 &&
        a.charCodeAt(i - 1) === b.charCodeAt(j - 2) &&
        a.charCodeAt(i - 2) === b.charCodeAt(j - 1)
      ) {
        d = Math.min(d, prev2[j - 2]! + 1);
      }
      cur[j] = d;
      if (d < rowMin) rowMin = d;
    }
    if (rowMin > max) return max + 1;
    [prev2, prev, cur] = [prev, cur, prev2];
  }
  return Math.min(prev[n]!, max + 1);
}

/** Whether `a` and `b` are at most one typo apart (a swap of two letters is one). */
export function withinOneEdit(a: string, b: string): boolean {
  return typos(a, b, 1) <= 1;
}

/** A phrase as its normalized words without stopwords. */
export const keyOf = (text: string) => words(text).filter((w) => !STOPWORDS.has(w));

type PhraseKind = 'words' | 'obligation' | 'country';

/** A phrase the query reader recognizes: a synonym entry, an obligation or a country. */
interface Phrase {
  words: string[];
  stems: string[];
  kind: PhraseKind;
  /** The synonym group's number, or the term of the obligation or country. */
  key: number | string;
}

const phrase = (text: string, kind: PhraseKind, key: number | string): Phrase => {
  const ws = keyOf(text);
  return { words: ws, stems: ws.map(stem), kind, key };
};

const SYNONYMS: Phrase[] = HR_SYNONYMS.flatMap((group, g) =>
  group.map((entry) => phrase(entry, 'words', g)),
);
/**
 * A hyphen or a dot between letters or digits joins them in an obligation's spelling
 * ("e-Social", "F.931", "NOM-035" are "esocial", "f931", "nom035"), else "e-Social" would be
 * the stopword "e" and "social".
 */
const JOINER = /(?<=[\p{L}\p{N}])[-.](?=[\p{L}\p{N}])/gu;
const OBLIGATION_PHRASES: Phrase[] = OBLIGATION_IDS.flatMap((id) =>
  [OBLIGATIONS[id].name, ...OBLIGATIONS[id].spellings].map((text) =>
    phrase(text.replace(JOINER, ''), 'obligation', OBLIGATION_MARK + id),
  ),
);
const OBLIGATION_WORDS = new Set(OBLIGATION_PHRASES.flatMap((p) => p.words));
/** Countries by their names as the site prints them ("méxico", "costa rica"). */
const COUNTRY_PHRASES: Phrase[] = Object.values(FACT_COUNTRIES).map((c) =>
  phrase(c.name, 'country', countryTerm(c.name)),
);
/** Longer phrases first; at equal length an obligation, then a country, then a synonym. */
const PHRASES = [...OBLIGATION_PHRASES, ...COUNTRY_PHRASES, ...SYNONYMS];

/** The index term of a country, by its name. */
export function countryTerm(name: string): string {
  return COUNTRY_MARK + keyOf(name).join(' ');
}

/**
 * Registered words: they match exactly (accents and case aside, and their own plural or
 * other forms through the stem), never by a typo or as the beginning of another word, so
 * "eSocial" does not find "social" nor "PILA" "pilares". The one-word names and spellings of
 * the obligations and countries, and the words of the category labels (`labels`, from the
 * data). A word of a longer spelling ("nom" of "NOM 035") is not one: it is the beginning of
 * words being typed ("nóm…").
 */
export function registeredWords(labels: Readonly<Record<string, string>>): Set<string> {
  return new Set([
    ...[...OBLIGATION_PHRASES, ...COUNTRY_PHRASES]
      .filter((p) => p.words.length === 1)
      .flatMap((p) => p.words),
    ...Object.values(labels).flatMap(keyOf),
  ]);
}

/** One required part of a query. */
export interface QueryGroup {
  kind: PhraseKind;
  /** The words as typed (normalized, stopwords left out). */
  source: string[];
  /** What the words were typed as (the query's own spelling, for the page). */
  typed: string[];
  /** `words`: the alternatives (the words as typed, then the synonyms), each all required. */
  alternatives: string[][];
  /** `obligation` and `country`: the index term (`#id`, `@name`). */
  term?: string;
  /** The group of the query's last word, matched as a prefix too. */
  last: boolean;
}

/**
 * How many typos separate a query word from phrase word `j`: 0 for the same word or stem;
 * within the typos its length allows (none for an obligation); else -1.
 */
function wordTypos(word: string, wordStem: string, p: Phrase, j: number): number {
  if (word === p.words[j] || wordStem === p.stems[j]) return 0;
  if (p.kind === 'obligation') return -1;
  const budget = typoBudget(Math.min(word.length, p.words[j]!.length));
  const t = budget > 0 ? typos(word, p.words[j]!, budget) : 1;
  return t <= budget ? t : -1;
}

/** The query's words (normalized, without stopwords) and how each was typed. */
function queryWords(q: string): { ws: string[]; typed: string[] } {
  const ws: string[] = [];
  const typed: string[] = [];
  for (const token of q.slice(0, 200).split(/[^\p{L}\p{N}.-]+/u)) {
    const joined = words(token.replace(JOINER, ''));
    const parts = joined.length === 1 && OBLIGATION_WORDS.has(joined[0]!) ? joined : words(token);
    for (const w of parts) {
      if (STOPWORDS.has(w)) continue;
      ws.push(w);
      typed.push(token.replace(/^[.-]+|[.-]+$/g, '').toLowerCase());
    }
  }
  return { ws, typed };
}

/**
 * What a query's answer depends on: its words, normalized and without stopwords (parseQuery
 * reads nothing else), so every spelling of one query shares the key.
 */
export function queryKey(q: string): string {
  return queryWords(q).ws.join(' ');
}

/**
 * The phrases buyers type most, as the search knows them: the synonym entries and the
 * categories' labels and everyday names. The head of the ranking carries the first best
 * matches of those it cannot answer from its own providers (docs/DECISIONS.md § "Directory
 * search: first results from the ranking's head").
 */
export function everydayPhrases(labels: Readonly<Record<string, string>>): string[] {
  return [
    ...new Set([
      ...HR_SYNONYMS.flat(),
      ...Object.values(labels),
      ...Object.values(CATEGORY_EVERYDAY_NAMES).flat(),
    ]),
  ];
}

/**
 * Splits a query into groups: at each position the longest phrase (an obligation, a country
 * or a synonym entry) whose words match the next query words replaces them; any other word
 * is a group of its own.
 */
export function parseQuery(q: string): QueryGroup[] {
  const { ws, typed } = queryWords(q);
  const stemsOf = ws.map(stem);
  const groups: QueryGroup[] = [];
  for (let i = 0; i < ws.length;) {
    // The longest phrase; at equal length the one with the fewest typos, then the first.
    let best: Phrase | null = null;
    let bestTypos = 0;
    for (const p of PHRASES) {
      const n = p.words.length;
      if (n === 0 || n < (best?.words.length ?? 0) || i + n > ws.length) continue;
      let total = 0;
      for (let j = 0; j < n && total >= 0; j++) {
        const t = wordTypos(ws[i + j]!, stemsOf[i + j]!, p, j);
        total = t < 0 ? -1 : total + t;
      }
      if (total < 0) continue;
      if (!best || n > best.words.length || total < bestTypos) [best, bestTypos] = [p, total];
    }
    const n = best?.words.length ?? 1;
    const source = ws.slice(i, i + n);
    const group: QueryGroup = {
      kind: best?.kind ?? 'words',
      source,
      typed: [...new Set(typed.slice(i, i + n))],
      alternatives: [source],
      last: i + n === ws.length,
    };
    if (best && best.kind !== 'words') group.term = best.key as string;
    if (best?.kind === 'words') {
      for (const e of SYNONYMS) {
        if (e.key === best.key && e.words.join(' ') !== source.join(' ')) {
          group.alternatives.push(e.words);
        }
      }
    }
    i += n;
    groups.push(group);
  }
  return groups;
}

/** What a provider is searched on. */
export interface SearchDoc {
  id: string;
  company_name: string;
  description: string;
  categories: readonly string[];
  /** Where it is headquartered (a country name of the provider form). */
  headquarters_country?: string;
  /** Declared facts: the local obligations it handles and the countries it serves (codes). */
  facts?: { obligations: readonly string[]; countries?: readonly string[] };
}

/** The text a category is searched by: its label and its everyday names. */
export function categoryText(name: string, labels: Readonly<Record<string, string>>): string {
  return [labels[name] ?? '', ...(CATEGORY_EVERYDAY_NAMES[name] ?? [])].join(' ');
}

/** Every term of a provider with the fields it comes from. */
export function docEntries(
  p: SearchDoc,
  labels: Readonly<Record<string, string>>,
): Map<string, number> {
  const entries = new Map<string, number>();
  const add = (term: string, field: number) => entries.set(term, (entries.get(term) ?? 0) | field);
  const addText = (text: string, field: number) => {
    for (const w of words(text)) {
      if (STOPWORDS.has(w)) continue;
      add(w, field);
      add(STEM_MARK + stem(w), field);
    }
  };
  addText(p.company_name, FIELD.name);
  for (const c of p.categories) addText(categoryText(c, labels), FIELD.category);
  addText(p.description, FIELD.text);
  for (const o of p.facts?.obligations ?? []) {
    const service = p.categories.includes(OBLIGATION_CATEGORY) ? FIELD.service : 0;
    if (isObligation(o)) add(OBLIGATION_MARK + o, FIELD.fact | service);
  }
  if (p.headquarters_country) add(countryTerm(p.headquarters_country), FIELD.fact);
  for (const code of p.facts?.countries ?? []) {
    if (isFactCountry(code)) add(countryTerm(FACT_COUNTRIES[code].name), FIELD.fact);
  }
  return entries;
}

/**
 * The distinct searchable words of a text, joined by spaces: a compact stand-in for a
 * description that has the same terms.
 */
export function distinctWords(text: string): string {
  return [...new Set(words(text).filter((w) => !STOPWORDS.has(w)))].join(' ');
}
