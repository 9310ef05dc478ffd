/** A legal document as data, so the table of contents and the sections stay in step. */
export type LegalBlock =
  | string
  /** `rich`: the items are trusted HTML (links), not text. */
  | { list: string[]; rich?: boolean }
  | { html: string }
  /** Paragraphs and lists rendered from the page's Markdown (./legal-markdown.ts): trusted HTML. */
  | { rendered: string }
  /** A table whose first column names each row. */
  | { table: { caption: string; head: string[]; rows: string[][] } };

export interface LegalSection {
  id: string;
  title: string;
  blocks: LegalBlock[];
}

/** both policies were last updated in January 2025. */
export const LEGAL_LAST_UPDATED = 'enero de 2025';
