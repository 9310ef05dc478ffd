/**
 * View models of landing: what src/lib/data/landing.ts loads and the views render
 * (plain data; the data layer and the views both import these types).
 */

import type { Category } from './categories';
import type { PublicProvider } from './providers';

export interface LandingView {
  categories: Category[];
  labels: Record<string, string>;
  topProviders: PublicProvider[];
}
