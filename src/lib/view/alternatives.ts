/** The alternatives page's view model (/providers/{slug}/alternativas). */
import type { PublicProvider } from './providers';

export interface AlternativeEntry {
  provider: PublicProvider;
  /** Labels of the subject's categories it shares. */
  sharedCategories: string[];
  /** Names of the subject's countries it serves too. */
  sharedCountries: string[];
}

export interface AlternativesView {
  provider: PublicProvider;
  /** Names of the countries the subject serves (declared, else its headquarters). */
  countries: readonly string[];
  alternatives: AlternativeEntry[];
  labels: Record<string, string>;
}
