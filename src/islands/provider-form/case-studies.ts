/**
 * A case study being written in the profile editor, as rules: the empty form, the form of an
 * existing one, and what a save sends (trimmed) or why it cannot be sent.
 */
import type { CaseStudiesRecord } from '@/lib/contract/records.gen';
import { profileEditorMessages as m } from '@/lib/messages/profile-editor';

export interface CaseDraft {
  /** null: a new case study. */
  id: string | null;
  title: string;
  client_name: string;
  summary: string;
  results: string;
  published: boolean;
}

/** A new case study: empty, published unless the owner keeps it as a draft. */
export const BLANK_CASE: CaseDraft = {
  id: null,
  title: '',
  client_name: '',
  summary: '',
  results: '',
  published: true,
};

export function caseDraftOf(c: CaseStudiesRecord): CaseDraft {
  const { id, title, client_name, summary, results, published } = c;
  return { id, title, client_name, summary, results, published };
}

export type CaseBody = Omit<CaseDraft, 'id'>;

/** The record a save writes (every text trimmed), or the problem to show: a title is required. */
export function caseBody(draft: CaseDraft): { body: CaseBody } | { problem: string } {
  if (!draft.title.trim()) return { problem: m.caseTitleRequired };
  return {
    body: {
      title: draft.title.trim(),
      client_name: draft.client_name.trim(),
      summary: draft.summary.trim(),
      results: draft.results.trim(),
      published: draft.published,
    },
  };
}
