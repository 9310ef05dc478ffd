/**
 * View models of category pages: what src/lib/data/category-pages.ts loads and the views render
 * (plain data; the data layer and the views both import these types).
 */

import type { PageSlice } from '../domain/pagination';
import type { Category } from './categories';
import type { PublicProvider } from './providers';
import type { FactFilter } from '../domain/fact-filters';
import type { AggregateTopics } from '../domain/review-topics';

export interface CategoryCount extends Category {
  count: number;
}

export interface CategoriesView {
  categories: CategoryCount[];
  /** Approved and verified providers (the category counts use only those). */
  activeProviders: number;
}

export interface CategoryListingView {
  category: Category;
  /** The category's canonical route slug (its name). */
  categorySlug: string;
  country: { slug: string; name: string } | null;
  labels: Record<string, string>;
  slice: PageSlice<PublicProvider>;
  /** The link to its market map ("Mapa del mercado"), null when there is none to show. */
  mapHref: string | null;
  /** The facts filters of the URL; pages with any are rendered on request. */
  filter: FactFilter;
  /**
   * What its providers' public reviews praise and criticise: on the first page of a
   * category × country listing only (null there under five reviews in all).
   */
  topics?: AggregateTopics | null;
}
