/**
 * First results of a directory query from the head of the ranking (issue 14: first results
 * ≤ 100 ms after typing on a mobile connection, where one round trip alone takes 150 ms).
 *
 * The script fetches `/api/search/head` once (the first HEAD_SIZE providers of the ranking
 * with their searchable words) and runs each query on it with the server's own rules: the
 * same query plan and term matching (src/lib/domain/search-terms.ts) and the same filters
 * (queryDirectory). In the ranking order the providers above any head provider are all in the
 * head, so the head's matches are exactly the first results of the server's answer, in the
 * same order; only the total needs the server. Other orders and later pages wait for it.
 * Loaded on demand (a separate chunk), so visitors who never search do not download it.
 */
import {
  parseDirectoryState,
  queryDirectory,
  type DirectoryProvider,
} from '@/lib/domain/directory-query';
import { docTerms, matchesTerms, planQuery } from '@/lib/domain/search-terms';
import { isFactFiltering } from '@/lib/domain/fact-filters';
import type { CardRow, SearchHead } from '@/lib/view/directory';

interface HeadProvider extends DirectoryProvider {
  row: CardRow;
  terms: Set<string>;
}

export class DirectoryHead {
  readonly labels: Readonly<Record<string, string>>;
  readonly #providers: HeadProvider[];
  readonly #names: string[];

  constructor(head: SearchHead) {
    this.labels = head.labels;
    this.#names = Object.keys(head.labels);
    // Terms now (stemming a few thousand words), not on the first keystroke.
    this.#providers = head.rows.map((row, i) => ({
      id: row[0],
      company_name: row[2],
      headquarters_country: row[3],
      featured: (row[4] & 2) !== 0,
      average_rating: row[6],
      total_reviews: row[7],
      categories: row[8],
      row,
      terms: docTerms(
        { id: row[0], company_name: row[2], description: head.words[i] ?? '', categories: row[8] },
        head.labels,
      ),
    }));
  }

  /** Providers in the head. */
  get size(): number {
    return this.#providers.length;
  }

  /**
   * The first cards of the answer to a directory query string, as far as the head tells;
   * null when it cannot tell (an order other than the ranking, a page after the first, a
   * filter on facts).
   */
  firstRows(qs: string): CardRow[] | null {
    const state = parseDirectoryState(new URLSearchParams(qs), this.#names);
    // The head carries no facts: their filters wait for the server.
    if (state.order !== 'ranking' || state.page !== 1 || isFactFiltering(state.facts)) return null;
    const plan = planQuery(state.q);
    const slice = queryDirectory(this.#providers, state, () =>
      plan.length === 0
        ? null
        : new Set(this.#providers.filter((p) => matchesTerms(plan, p.terms)).map((p) => p.id)),
    );
    return slice.items.map((p) => p.row);
  }
}
