/**
 * View models of providers: what src/lib/data/providers.ts loads and the views render
 * (plain data; the data layer and the views both import these types).
 */
import type { ProviderFacts } from '../contract/provider-facts';
import type { WarningReason } from '../contract/provider-warnings';
import type { RecognitionKind } from '../domain/recognitions';

/** A provider as the public site shows it. */
export interface PublicProvider {
  id: string;
  slug: string;
  company_name: string;
  description: string;
  logo_url: string | null;
  website: string | null;
  headquarters_country: string;
  founded_year: number | null;
  employee_count: string | null;
  categories: string[];
  languages: string[];
  verified: boolean;
  featured: boolean;
  /** Null when the provider has no reviews (shown as N/A). */
  average_rating: number | null;
  total_reviews: number;
  favorites_count: number;
  /** The published ranking score the lists are ordered by (src/lib/contract/ranking.ts). */
  ranking_score: number;
  /** Average and count of the public reviews of the last 12 months (null average: none). */
  rating_12m: number | null;
  reviews_12m: number;
  /** Whether someone runs the profile (requests for proposal) or it can be claimed (set by every read). */
  has_owner?: boolean;
  /** Declared by the provider; empty lists when none. */
  facts: ProviderFacts;
  /** When the facts last changed (ISO), null when never declared. */
  facts_updated: string | null;
  /** The active public warning (docs/DECISIONS.md § Public warnings); absent or null: none. */
  warning?: ProviderWarningView | null;
  /**
   * Its recognitions of the latest published quarter (docs/DECISIONS.md § Quarterly
   * recognitions); absent or empty: none.
   */
  recognitions?: RecognitionView[];
}

/** A recognition as the pages show it. */
export interface RecognitionView {
  quarter: string;
  kind: RecognitionKind;
  category: string;
  country: string;
}

/** A public warning as the pages show it (never the admin's note nor who issued it). */
export interface ProviderWarningView {
  reason: WarningReason;
  /** When it was issued (PocketBase date). */
  issued_at: string;
}
