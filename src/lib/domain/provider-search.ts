/**
 * The directory's text index (issue 14): MiniSearch holds the inverted index (a radix tree:
 * prefix and bounded-edit-distance lookups without scanning every term) of the terms and runs
 * the query plans that src/lib/domain/search-terms.ts defines.
 *
 * The result is a set of matching ids: the directory shows them in its own order (the
 * ranking) or the order chosen, not by text relevance.
 *
 * Used by the web server's search endpoint and by the server-rendered directory, so the
 * page with `?q=` and the instant results agree.
 */
import MiniSearch, { type Query } from 'minisearch';
import {
  docFields,
  indexTerms,
  planQuery,
  words,
  type SearchDoc,
  type WordQuery,
} from './search-terms';

interface IndexedDoc {
  id: string;
  name: string;
  text: string;
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
      const signature = `${p.company_name}\u0000${p.description}\u0000${p.categories.join(',')}\u0000${p.facts?.obligations.join(',') ?? ''}`;
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
    return { id: p.id, ...docFields(p, this.#labels) };
  }

  /** Ids of the providers matching every part of `q`; null when `q` has no searchable word. */
  match(q: string): Set<string> | null {
    const plan = planQuery(q);
    if (plan.length === 0) return null;
    const query: Query = {
      combineWith: 'AND',
      queries: plan.map((group) => ({
        combineWith: 'OR',
        queries: group.map((alt) => ({ combineWith: 'AND', queries: alt.map(leaf) })),
      })),
    };
    return new Set(this.#ms.search(query).map((r) => String(r.id)));
  }
}

/** One word: its stem term exactly, or the word itself (with its typo and prefix lookups). */
function leaf(w: WordQuery): Query {
  return {
    combineWith: 'OR',
    queries: [
      { queries: [w.stem], fuzzy: false, prefix: false },
      { queries: [w.word], fuzzy: w.fuzzy ? 1 : false, prefix: w.prefix },
    ],
  };
}
