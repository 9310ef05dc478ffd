/**
 * First results of a directory query from the head of the ranking (first results ≤ 100 ms
 * after typing on a mobile connection, where one round trip alone takes 150 ms).
 *
 * The script fetches `/api/search/head` once (the first HEAD_SIZE providers of the ranking
 * with their searchable words and facts, and the first best matches of the everyday phrases
 * those do not answer) and runs each query on it with the server's own code: the same index
 * and query rules (src/lib/domain/term-index.ts) and the same filters (queryDirectory). It
 * shows only what it can prove to be the beginning of the server's answer:
 * - in the ranking order the providers above any provider of the prefix are all in it, so the
 *   prefix's providers with the best score a query allows (every word in a name, a category or
 *   a declared fact) are exactly the first providers of the server's answer, in its order;
 * - for an everyday phrase whose best matches all lie beyond the prefix, the head holds the
 *   first of them: those rows, up to the first best match that is not one of them.
 * When the head finds none of those, or would have to drop words, it waits for the server;
 * so do other orders and later pages. Loaded on demand (a separate chunk), so visitors who
 * never search do not download it.
 */
import {
  parseDirectoryState,
  queryDirectory,
  type DirectoryProvider,
} from '@/lib/domain/directory-query';
import { docEntries, queryKey } from '@/lib/domain/search-terms';
import { TermIndex } from '@/lib/domain/term-index';
import { isFactFiltering } from '@/lib/domain/fact-filters';
import type { CardRow, SearchHead } from '@/lib/view/directory';

interface HeadProvider extends DirectoryProvider {
  row: CardRow;
  /** Whether it is one of the first providers of the ranking (the head's prefix). */
  ranked: boolean;
}

export class DirectoryHead {
  readonly labels: Readonly<Record<string, string>>;
  readonly #providers: HeadProvider[];
  readonly #names: string[];
  readonly #index: TermIndex;
  /** Per everyday phrase (queryKey) the head answers beyond its prefix: its rows' ids. */
  readonly #covers = new Map<string, Set<string>>();

  constructor(head: SearchHead) {
    this.labels = head.labels;
    this.#names = Object.keys(head.labels);
    this.#index = new TermIndex(head.labels);
    // Terms now (stemming a few thousand words), not on the first keystroke.
    this.#providers = head.rows.map((row, i) => {
      const [obligations, countries] = head.facts[i] ?? [[], []];
      this.#index.add(
        i,
        docEntries(
          {
            id: row[0],
            company_name: row[2],
            description: head.words[i] ?? '',
            categories: row[8],
            headquarters_country: row[3],
            facts: { obligations, countries },
          },
          head.labels,
        ),
      );
      return {
        id: row[0],
        company_name: row[2],
        headquarters_country: row[3],
        featured: (row[4] & 2) !== 0,
        average_rating: row[6],
        total_reviews: row[7],
        categories: row[8],
        row,
        ranked: i < head.prefix,
      };
    });
    for (const [key, rows] of Object.entries(head.covers)) {
      this.#covers.set(key, new Set(rows.map((r) => head.rows[r]![0])));
    }
  }

  /** Providers in the head. */
  get size(): number {
    return this.#providers.length;
  }

  /**
   * The first cards of the answer to a directory query string, as far as the head can prove
   * them; null when it cannot (an order other than the ranking, a page after the first, a
   * filter on facts, a query whose best matches may lie outside the head).
   */
  firstRows(qs: string): CardRow[] | null {
    const state = parseDirectoryState(new URLSearchParams(qs), this.#names);
    // The head carries no facts filters' data: they wait for the server.
    if (state.order !== 'ranking' || state.page !== 1 || isFactFiltering(state.facts)) return null;
    let best = 0;
    let proven = true;
    let scores = new Map<string, number>();
    const slice = queryDirectory(this.#providers, state, (q, keep) => {
      const answer = this.#index.search(
        q,
        keep && ((doc) => keep(this.#providers[doc]!.id)),
        false,
      );
      if (!answer) return null;
      best = answer.best;
      proven = answer.dropped.length === 0 && answer.scores.size > 0;
      scores = new Map();
      for (const [doc, score] of answer.scores) scores.set(this.#providers[doc]!.id, score);
      return { ...answer, scores };
    });
    if (!proven) return null;
    if (!state.q.trim() || best === 0) return slice.items.filter((p) => p.ranked).map((p) => p.row);
    // Only the best matches: a weaker one may come after better ones outside the head.
    const top = slice.items.filter((p) => scores.get(p.id) === best);
    const covered = this.#covers.get(queryKey(state.q));
    const first = covered
      ? top.slice(
          0,
          index(top, (p) => !covered.has(p.id)),
        )
      : top.filter((p) => p.ranked);
    return first.length > 0 ? first.map((p) => p.row) : null;
  }
}

/** The position of the first item `stop` accepts, or the length. */
function index<T>(items: readonly T[], stop: (item: T) => boolean): number {
  const at = items.findIndex(stop);
  return at < 0 ? items.length : at;
}
