/**
 * The directory's text search (issue 14): Spanish stemming, accent- and case-insensitive,
 * one typo tolerated in words of 5+ letters, HR synonyms of Latin America, the word being
 * typed matched as a prefix. MiniSearch holds the inverted index (a radix tree: prefix and
 * bounded-edit-distance lookups without scanning every term); this module decides what is a
 * term and how a query combines them:
 *
 * - every word of a provider's name, description and category labels is indexed twice: as
 *   written (normalized) and as its Snowball stem, marked `~` so the two never mix;
 * - a query is a list of groups, all required (AND); a group is its word's alternatives
 *   (OR): the stem, the word with one typo and, when the word or phrase belongs to a synonym
 *   group (src/lib/domain/hr-synonyms.ts), every entry of that group.
 *
 * The result is a set of matching ids: the directory shows them in its own order (featured
 * first, then rating) or the order chosen, not by text relevance.
 *
 * Used by the web server's search endpoint and by the server-rendered directory, so the
 * page with `?q=` and the instant results agree.
 */
import MiniSearch, { type Query } from 'minisearch';
import { stemmer } from '@orama/stemmers/spanish';
import { normalizeText } from './search';
import { HR_SYNONYMS } from './hr-synonyms';

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
  while (i < s.length && s[i] === l[i]) i++;
  if (s.length === l.length) return s.slice(i + 1) === l.slice(i + 1);
  return s.slice(i) === l.slice(i + 1);
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

/** What a provider is searched on. */
export interface SearchDoc {
  id: string;
  company_name: string;
  description: string;
  categories: readonly string[];
}

interface IndexedDoc {
  id: string;
  name: string;
  text: string;
}

/** Index terms of one word: as written and its stem. */
function indexTerms(word: string): string[] | null {
  if (STOPWORDS.has(word)) return null;
  return [word, STEM_MARK + stem(word)];
}

/** An index of providers' text; rebuild it (or `replace`) when providers or labels change. */
export class ProviderTextIndex {
  readonly #ms = new MiniSearch<IndexedDoc>({
    fields: ['name', 'text'],
    idField: 'id',
    storeFields: [],
    tokenize: (text) => words(text),
    processTerm: (term) => indexTerms(term),
    searchOptions: { tokenize: (t) => [t], processTerm: (t) => t },
  });
  readonly #labels: Readonly<Record<string, string>>;
  /** What each indexed provider's entry was built from, to re-index only what changed. */
  readonly #indexed = new Map<string, string>();

  constructor(providers: readonly SearchDoc[], labels: Readonly<Record<string, string>>) {
    this.#labels = labels;
    this.sync(providers);
  }

  /** Whether the index was built with these category labels (else build a new one). */
  hasLabels(labels: Readonly<Record<string, string>>): boolean {
    const a = Object.entries(this.#labels);
    return a.length === Object.keys(labels).length && a.every(([k, v]) => labels[k] === v);
  }

  /**
   * Brings the index to exactly `providers`: adds, re-indexes the ones whose text changed and
   * removes the others. Returns how many entries changed (an edit to one provider costs one
   * re-index, not a rebuild of 10,000).
   */
  sync(providers: readonly SearchDoc[]): number {
    let changed = 0;
    const seen = new Set<string>();
    const added: IndexedDoc[] = [];
    for (const p of providers) {
      seen.add(p.id);
      const signature = `${p.company_name}\u0000${p.description}\u0000${p.categories.join(',')}`;
      const before = this.#indexed.get(p.id);
      if (before === signature) continue;
      changed++;
      this.#indexed.set(p.id, signature);
      if (before === undefined) added.push(this.#doc(p));
      else this.#ms.replace(this.#doc(p));
    }
    this.#ms.addAll(added);
    for (const id of this.#indexed.keys()) {
      if (!seen.has(id)) {
        this.#ms.discard(id);
        this.#indexed.delete(id);
        changed++;
      }
    }
    return changed;
  }

  get size(): number {
    return this.#ms.documentCount;
  }

  #doc(p: SearchDoc): IndexedDoc {
    const categoryLabels = p.categories.map((c) => this.#labels[c] ?? '').join(' ');
    return { id: p.id, name: p.company_name, text: `${p.description} ${categoryLabels}` };
  }

  /** Ids of the providers matching every part of `q`; null when `q` has no searchable word. */
  match(q: string): Set<string> | null {
    const groups = parseQuery(q);
    if (groups.length === 0) return null;
    const query: Query = {
      combineWith: 'AND',
      queries: groups.map((g) => ({
        combineWith: 'OR',
        queries: g.alternatives.map((alt, a) => ({
          combineWith: 'AND',
          // Synonym entries are spelled right: only the words as typed get typo and prefix
          // lookups (each costs a walk of the radix tree).
          queries: alt.map((w, j) => leaf(w, a === 0, g.last && a === 0 && j === alt.length - 1)),
        })),
      })),
    };
    return new Set(this.#ms.search(query).map((r) => String(r.id)));
  }
}

/**
 * One word: its stem exactly, or the word itself (with one typo when `typed`, and as a prefix
 * when it is the word being typed).
 */
function leaf(word: string, typed: boolean, typing: boolean): Query {
  return {
    combineWith: 'OR',
    queries: [
      { queries: [STEM_MARK + stem(word)], fuzzy: false, prefix: false },
      {
        queries: [word],
        fuzzy: typed && word.length >= TYPO_MIN_LENGTH ? 1 : false,
        prefix: typing && word.length >= PREFIX_MIN_LENGTH,
      },
    ],
  };
}
