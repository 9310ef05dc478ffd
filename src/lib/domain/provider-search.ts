/**
 * The server's text index of the directory: every public provider in a TermIndex
 * (src/lib/domain/term-index.ts; the rules of the terms in src/lib/domain/search-terms.ts),
 * kept in step with the provider list by re-indexing only what changed.
 *
 * Used by the web server's search endpoint and by the server-rendered directory, so the
 * page with `?q=` and the instant results agree.
 */
import { docEntries, type SearchDoc } from './search-terms';
import { TermIndex } from './term-index';

/** A query's answer by provider id (TermIndex's TextAnswer). */
export interface TextMatch {
  /** The providers found and their score (higher: matched in the name or a category). */
  scores: Map<string, number>;
  /** The highest score possible for the words kept. */
  best: number;
  /** Words left out because no provider matched them all, as typed. */
  dropped: string[];
  /** A query that finds providers, offered when this one finds none; or null. */
  suggestion: string | null;
}

/** An index of providers' text; rebuild it (or `sync`) when providers or labels change. */
export class ProviderTextIndex {
  readonly #labels: Readonly<Record<string, string>>;
  readonly #index: TermIndex;
  /** Per indexed provider id: its number in the index and what its entry was built from. */
  readonly #indexed = new Map<string, { doc: number; signature: string }>();
  readonly #ids: string[] = [];
  readonly #free: number[] = [];

  constructor(providers: readonly SearchDoc[], labels: Readonly<Record<string, string>>) {
    this.#labels = labels;
    this.#index = new TermIndex(labels);
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
    for (const p of providers) {
      seen.add(p.id);
      const signature = [
        p.company_name,
        p.description,
        p.categories.join(','),
        p.facts?.obligations.join(',') ?? '',
        p.headquarters_country ?? '',
        p.facts?.countries?.join(',') ?? '',
      ].join('\u0000');
      const before = this.#indexed.get(p.id);
      if (before?.signature === signature) continue;
      changed++;
      const doc = before?.doc ?? this.#free.pop() ?? this.#ids.length;
      this.#ids[doc] = p.id;
      this.#indexed.set(p.id, { doc, signature });
      this.#index.add(doc, docEntries(p, this.#labels));
      this.#index.spell(`${p.company_name} ${p.description}`);
    }
    for (const [id, { doc }] of this.#indexed) {
      if (!seen.has(id)) {
        this.#index.remove(doc);
        this.#indexed.delete(id);
        this.#free.push(doc);
        changed++;
      }
    }
    return changed;
  }

  get size(): number {
    return this.#index.size;
  }

  /**
   * The answer to `q` among the providers `keep` accepts (all without it); null when `q` has
   * no searchable word.
   */
  search(q: string, keep?: (id: string) => boolean): TextMatch | null {
    const answer = this.#index.search(q, keep && ((doc) => keep(this.#ids[doc]!)));
    if (!answer) return null;
    const scores = new Map<string, number>();
    for (const [doc, score] of answer.scores) scores.set(this.#ids[doc]!, score);
    return { ...answer, scores };
  }

  /** Ids of the providers `q` finds; null when it has no searchable word. */
  match(q: string): Set<string> | null {
    const answer = this.search(q);
    return answer && new Set(answer.scores.keys());
  }
}
