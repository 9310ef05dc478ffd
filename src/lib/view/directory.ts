/**
 * View models of directory: what src/lib/data/directory.ts loads and the views render
 * (plain data; the data layer and the views both import these types).
 */

import type { DirectorySlice, DirectoryState } from '../domain/directory-query';
import type { Category } from './categories';
import type { PublicProvider } from './providers';

export interface DirectoryView {
  state: DirectoryState;
  categories: Category[];
  labels: Record<string, string>;
  filtering: boolean;
  slice: DirectorySlice<PublicProvider>;
  totalPublic: number;
  /**
   * The URL names a page the data does not have (a category that is not active, an unknown
   * country or order, a page past the last one): the page answers 404, so such URLs are
   * never stored.
   */
  notFound: boolean;
  /** The card the instant search fills for each result (every field empty). */
  cardTemplate: PublicProvider;
}

/**
 * A card as the search endpoint sends it (one row per provider): [id, slug, name, country,
 * flags (1 verified, 2 featured), description cut for the card, rating or null, reviews,
 * categories, logo URL or null].
 */
export type CardRow = [
  string,
  string,
  string,
  string,
  number,
  string,
  number | null,
  number,
  string[],
  string | null,
];

/** The search endpoint's answer: one page of cards and the labels of their categories. */
export interface SearchPage {
  total: number;
  page: number;
  pageCount: number;
  from: number;
  to: number;
  labels: Record<string, string>;
  rows: CardRow[];
  /** Words of the query left out because no provider matched them all. */
  dropped: string[];
  /** "¿Quisiste decir …?": a query that finds providers when this one found none, or null. */
  suggestion: string | null;
}

/**
 * The head of the directory (`/api/search/head`): the first providers of the ranking as
 * cards (and the first best matches of the everyday phrases they do not answer), with the
 * distinct words of each one's whole description, so the directory's script
 * can show the first results of a query before the server's answer arrives
 * (src/components/directory-head.ts). `labels`: every active category.
 */
export interface SearchHead {
  labels: Record<string, string>;
  rows: CardRow[];
  /** Per row: the distinct searchable words of the provider's description. */
  words: string[];
  /** Per row: the obligations it declares and the countries it serves (codes). */
  facts: [string[], string[]][];
  /** How many rows are the first providers of the ranking (the rows after them: `covers`). */
  prefix: number;
  /**
   * Per everyday phrase (its queryKey) whose best matches all lie beyond the prefix: the rows
   * of its first best matches, in the ranking order.
   */
  covers: Record<string, number[]>;
}
