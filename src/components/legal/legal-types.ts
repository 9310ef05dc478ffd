/** A legal document as data, so the table of contents and the sections stay in step. */
export type LegalBlock = string | { list: string[] } | { html: string };

export interface LegalSection {
  id: string;
  title: string;
  blocks: LegalBlock[];
}

/** Spec §9: both policies were last updated in January 2025. */
export const LEGAL_LAST_UPDATED = 'enero de 2025';
