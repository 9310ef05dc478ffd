/**
 * View models of comparisons: what src/lib/data/comparisons.ts loads and the views render
 * (plain data; the data layer and the views both import these types).
 */

import type { PublicProvider } from './providers';
import type { ReviewFacts } from '../contract/review-context';
import type { ReviewTopics } from '../domain/review-topics';

export interface ComparisonView {
  /** Empty or one provider: "Comparativa no disponible". */
  providers: PublicProvider[];
  labels: Record<string, string>;
  country: { slug: string; name: string } | null;
  /** The countries every compared provider is compared in: the page links their pages. */
  countries: { slug: string; name: string }[];
  /** The 2–4 names the URL compares (the comparison builder). */
  terms: string[] | null;
  /** Each provider's review facts (sub-ratings, recommendation share), by id. */
  facts: Record<string, ReviewFacts | null>;
  /** What each provider's public reviews praise and criticise, by id (null: under five). */
  topics: Record<string, ReviewTopics | null>;
}

export interface ComparisonLink {
  href: string;
  a: PublicProvider;
  b: PublicProvider;
}

export interface ComparisonGroup {
  category: { name: string; label: string };
  pairs: ComparisonLink[];
}
