/**
 * The directory's inverted index and how it answers a query (the rules of the terms:
 * src/lib/domain/search-terms.ts; the whole design: docs/DECISIONS.md § "Directory search:
 * relevance"). The server keeps one over every public provider (ProviderTextIndex,
 * src/lib/domain/provider-search.ts) and the directory's script one over the head of the
 * ranking (src/browser/directory-head.ts): the same code, so a provider matches a query the
 * same way in both.
 *
 * A query's answer:
 * - the providers that match every group, each with a score: the sum of its groups' scores
 *   (a word 3 in the name, 2 in a category, 1 in the description only; see `#group`);
 * - when no provider matches every group, groups are dropped until some match (Typesense's
 *   `drop_tokens_threshold`): first a group that matches nothing, else the one whose absence
 *   leaves the most providers (the word that narrows least is the least informative), and
 *   the answer says which words were dropped;
 * - when nothing matches at all, a suggestion ("¿Quisiste decir …?") built from the index's
 *   own words and the synonym groups, offered only when it finds providers.
 */
import {
  FIELD,
  parseQuery,
  PREFIX_MIN_LENGTH,
  STEM_MARK,
  STRONG,
  stem,
  typoBudget,
  typos,
  words,
  registeredWords,
  type QueryGroup,
} from './search-terms';
import { HR_SYNONYMS } from './hr-synonyms';
import { FACT_COUNTRIES } from '../contract/provider-facts';

/** Per provider (its number in the index), the fields a term or a group matched in. */
type Hits = Map<number, number>;

export interface TextAnswer {
  /** Providers found (by number) and their score. */
  scores: Map<number, number>;
  /** The highest score a provider can have for the groups kept. */
  best: number;
  /** The words left out because no provider matched them all (as typed). */
  dropped: string[];
  /** A query to suggest when nothing was found, or null. */
  suggestion: string | null;
}

/** Words of the synonym groups and of the countries: suggestions besides the index's words. */
const DICTIONARY = [
  ...new Set(
    [...HR_SYNONYMS.flat(), ...Object.values(FACT_COUNTRIES).map((c) => c.name)].flatMap((t) =>
      t.split(/\s+/),
    ),
  ),
];

export class TermIndex {
  readonly #postings = new Map<string, Hits>();
  readonly #entries = new Map<number, Map<string, number>>();
  /** Plain words (no stem, obligation or country terms) and how many providers have each. */
  readonly #vocabulary = new Map<string, number>();
  #sorted: string[] | null = null;
  /** A normalized word as it is spelled in the texts (accents), for suggestions. */
  readonly #spelling = new Map<string, string>();
  readonly #registered: Set<string>;

  constructor(labels: Readonly<Record<string, string>>) {
    this.#registered = registeredWords(labels);
    for (const w of DICTIONARY) this.spell(w);
  }

  /** Providers indexed. */
  get size(): number {
    return this.#entries.size;
  }

  /** Adds (or replaces) provider `doc` with its terms (search-terms.ts docEntries). */
  add(doc: number, entries: Map<string, number>): void {
    this.remove(doc);
    this.#entries.set(doc, entries);
    for (const [term, fields] of entries) {
      let hits = this.#postings.get(term);
      if (!hits) this.#postings.set(term, (hits = new Map<number, number>()));
      hits.set(doc, fields);
      if (isWord(term)) {
        const n = this.#vocabulary.get(term) ?? 0;
        if (n === 0) this.#sorted = null;
        this.#vocabulary.set(term, n + 1);
      }
    }
  }

  remove(doc: number): void {
    const entries = this.#entries.get(doc);
    if (!entries) return;
    this.#entries.delete(doc);
    for (const term of entries.keys()) {
      const hits = this.#postings.get(term);
      hits?.delete(doc);
      if (hits?.size === 0) this.#postings.delete(term);
      if (isWord(term)) {
        const n = (this.#vocabulary.get(term) ?? 1) - 1;
        if (n > 0) this.#vocabulary.set(term, n);
        else {
          this.#vocabulary.delete(term);
          this.#sorted = null;
        }
      }
    }
  }

  /** Remembers how a text spells its words (accents), to spell suggestions the same way. */
  spell(text: string): void {
    for (const token of text.split(/[^\p{L}\p{N}]+/u)) {
      const w = words(token);
      if (w.length === 1 && !this.#spelling.has(w[0]!))
        this.#spelling.set(w[0]!, token.toLowerCase());
    }
  }

  /**
   * The answer to query `q` among the providers `keep` accepts (all without it); null when
   * the query has no searchable word.
   */
  search(q: string, keep?: (doc: number) => boolean, suggest = true): TextAnswer | null {
    const groups = parseQuery(q);
    if (groups.length === 0) return null;
    const hits = groups.map((g) => this.#group(g, keep));
    let active = groups.map((_, i) => i);
    let found = intersect(active.map((i) => hits[i]!));
    const dropped: string[] = [];
    while (found.size === 0 && active.length > 1) {
      let drop = -1;
      let most = -1;
      // From the right, as a visitor's last words are the likeliest to be extra.
      for (const i of [...active].reverse()) {
        const size =
          hits[i]!.size === 0
            ? Infinity
            : intersect(active.filter((j) => j !== i).map((j) => hits[j]!)).size;
        if (size > most) [drop, most] = [i, size];
      }
      active = active.filter((j) => j !== drop);
      dropped.push(...groups[drop]!.typed);
      found = intersect(active.map((i) => hits[i]!));
    }
    return {
      scores: found,
      best: active.reduce((sum, i) => sum + (groups[i]!.kind === 'country' ? 2 : 3), 0),
      dropped: found.size === 0 ? [] : dropped,
      suggestion: found.size === 0 && suggest ? this.#suggest(groups, keep) : null,
    };
  }

  /**
   * The providers a group matches, each with its score: a word (or a synonym) 3 in the
   * name, 2 in a category, 1 in the description only; an obligation 3 when declared by a
   * payroll provider, 2 when declared by another, 1 when only written in a text; a country 2
   * (headquarters, countries served, or in the name).
   */
  #group(g: QueryGroup, keep?: (doc: number) => boolean): Map<number, number> {
    const out = new Map<number, number>();
    const merge = (scores: Map<number, number>, cap = 3) => {
      for (const [doc, score] of scores) {
        if (keep && !keep(doc)) continue;
        const s = Math.min(score, cap);
        if (s > (out.get(doc) ?? 0)) out.set(doc, s);
      }
    };
    if (g.kind !== 'words') {
      merge(
        tiers(this.#postings.get(g.term!) ?? new Map<number, number>()),
        g.kind === 'country' ? 2 : 3,
      );
      // An obligation also by its exact words in a text; a country by its name in a name.
      const fields = g.kind === 'country' ? FIELD.name : ~0;
      const words = minAll(g.source.map((w) => tiers(this.#exact(w, fields))));
      merge(words, g.kind === 'country' ? 2 : 1);
      return out;
    }
    g.alternatives.forEach((alt, a) =>
      merge(
        minAll(
          alt.map((w, j) =>
            tiers(a === 0 ? this.#typed(w, g.last && j === alt.length - 1) : this.#exact(w, ~0)),
          ),
        ),
      ),
    );
    return out;
  }

  /** Providers with the word or its stem, in `fields`. */
  #exact(w: string, fields: number): Hits {
    const out: Hits = new Map();
    for (const term of [w, STEM_MARK + stem(w)]) addHits(out, this.#postings.get(term), fields);
    return out;
  }

  /**
   * A word as typed: exactly, by its stem, with the typos its length allows (a registered
   * word: none), and when it is the word being typed, as the beginning of a longer word.
   */
  #typed(w: string, last: boolean): Hits {
    const out = this.#exact(w, ~0);
    if (this.#registered.has(w)) return out;
    const budget = typoBudget(w.length);
    if (budget > 0) {
      for (const v of this.#vocabulary.keys()) {
        if (v !== w && typos(w, v, budget) <= budget) {
          addHits(out, this.#postings.get(v), ~0);
          addHits(out, this.#postings.get(STEM_MARK + stem(v)), ~0);
        }
      }
    }
    if (last && w.length >= PREFIX_MIN_LENGTH) {
      const sorted = (this.#sorted ??= [...this.#vocabulary.keys()].sort());
      for (let i = lowerBound(sorted, w); i < sorted.length && sorted[i]!.startsWith(w); i++) {
        addHits(out, this.#postings.get(sorted[i]!), ~0);
      }
    }
    return out;
  }

  /**
   * A query that finds something, each unknown word replaced by the closest known one (the
   * index's words and the synonym groups'; fewest typos, then the most common), or null.
   */
  #suggest(groups: QueryGroup[], keep?: (doc: number) => boolean): string | null {
    let changed = false;
    const out: string[] = [];
    for (const g of groups) {
      for (const w of g.source) {
        if (this.#vocabulary.has(w) || this.#postings.has(STEM_MARK + stem(w))) {
          out.push(this.#spelling.get(w) ?? w);
          continue;
        }
        const max = w.length <= 4 ? 1 : w.length < 8 ? 2 : 3;
        let best: string | null = null;
        let bestTypos = max + 1;
        let bestCount = -1;
        for (const v of new Set([...this.#vocabulary.keys(), ...this.#spelling.keys()])) {
          const t = typos(w, v, max);
          const count = this.#vocabulary.get(v) ?? 0;
          if (t < bestTypos || (t === bestTypos && t <= max && count > bestCount)) {
            [best, bestTypos, bestCount] = [v, t, count];
          }
        }
        if (best === null) return null;
        changed = true;
        out.push(this.#spelling.get(best) ?? best);
      }
    }
    if (!changed) return null;
    const suggestion = out.join(' ');
    return (this.search(suggestion, keep, false)?.scores.size ?? 0) > 0 ? suggestion : null;
  }
}

const isWord = (term: string) => /^[a-z0-9]/.test(term);

/**
 * The score of the fields a term matched in: the name (or an obligation declared by a payroll
 * provider) 3, a category or a fact 2, a text 1.
 */
function tiers(hits: Hits): Map<number, number> {
  const out = new Map<number, number>();
  for (const [doc, f] of hits) {
    out.set(doc, f & (FIELD.name | FIELD.service) ? 3 : f & STRONG ? 2 : 1);
  }
  return out;
}

/** Providers in every one of `all`, with their lowest score (a phrase is as strong as its weakest word). */
function minAll(all: Map<number, number>[]): Map<number, number> {
  return intersectHits(all, Math.min);
}

function addHits(out: Hits, hits: Hits | undefined, fields: number): void {
  if (!hits) return;
  for (const [doc, f] of hits) {
    if (f & fields) out.set(doc, (out.get(doc) ?? 0) | (f & fields));
  }
}

/** Providers in every one of `all`, their fields combined by `combine`. */
function intersectHits(all: Hits[], combine: (a: number, b: number) => number): Hits {
  if (all.length === 0) return new Map();
  const [smallest, ...rest] = [...all].sort((a, b) => a.size - b.size);
  const out: Hits = new Map();
  for (const [doc, f] of smallest!) {
    let fields = f;
    let every = true;
    for (const other of rest) {
      const g = other.get(doc);
      if (g === undefined) {
        every = false;
        break;
      }
      fields = combine(fields, g);
    }
    if (every) out.set(doc, fields);
  }
  return out;
}

/** Providers in every group, with the sum of their group scores. */
function intersect(groups: Map<number, number>[]): Map<number, number> {
  return intersectHits(groups, (a, b) => a + b);
}

function lowerBound(sorted: readonly string[], w: string): number {
  let lo = 0;
  let hi = sorted.length;
  while (lo < hi) {
    const mid = (lo + hi) >> 1;
    if (sorted[mid]! < w) lo = mid + 1;
    else hi = mid;
  }
  return lo;
}
