/**
 * View models of comparisons: what src/lib/data/comparisons.ts loads and the views render
 * (plain data; the data layer and the views both import these types).
 */

import type { PublicProvider } from './providers';

export interface ComparisonView {
  /** Empty or one provider: "Comparativa no disponible". */
  providers: PublicProvider[];
  labels: Record<string, string>;
  country: { slug: string; name: string } | null;
  terms: [string, string] | null;
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
