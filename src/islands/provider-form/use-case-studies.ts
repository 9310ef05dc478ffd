/**
 * The case studies of one provider in the profile editor: the list (newest first), the form
 * being written and each change saved at once (its own record; the case_studies rules let only
 * the provider's owner or an admin write), then the list read again.
 */
import { useCallback, useEffect, useState, type SubmitEvent } from 'react';
import type { RecordModel } from 'pocketbase';
import { getPb } from '@/lib/pb-client';
import { errorMessage } from '@/lib/backend-errors';
import type { CaseStudiesRecord } from '@/lib/contract/records.gen';
import { profileEditorMessages as m } from '@/lib/messages/profile-editor';
import { toastError, toastSuccess } from '@/lib/stores/toast';
import { BLANK_CASE, caseBody, caseDraftOf, type CaseDraft } from './case-studies';

export type CaseStudy = RecordModel & CaseStudiesRecord;

export function useCaseStudies(providerId: string) {
  const [items, setItems] = useState<CaseStudy[] | null>(null);
  const [draft, setDraft] = useState<CaseDraft | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const cases = () => getPb().collection('case_studies');

  const load = useCallback(async () => {
    const pb = getPb();
    try {
      setItems(
        await pb.collection('case_studies').getFullList<CaseStudy>({
          filter: pb.filter('provider = {:id}', { id: providerId }),
          sort: '-created,-id',
        }),
      );
    } catch (err) {
      console.error('[case-studies] load', err);
      toastError(m.loadError, errorMessage(err));
      setItems([]);
    }
  }, [providerId]);

  useEffect(() => {
    void load();
  }, [load]);

  const run = async (work: () => Promise<unknown>, done: string) => {
    setBusy(true);
    try {
      await work();
      toastSuccess(done);
      await load();
      return true;
    } catch (err) {
      console.error('[case-studies] save', err);
      setProblem(errorMessage(err));
      toastError(m.caseError, errorMessage(err));
      return false;
    } finally {
      setBusy(false);
    }
  };

  const open = (next: CaseDraft | null) => {
    setProblem(null);
    setDraft(next);
  };

  return {
    items,
    draft,
    problem,
    busy,
    startNew: () => open(BLANK_CASE),
    startEdit: (c: CaseStudy) => open(caseDraftOf(c)),
    close: () => setDraft(null),
    set: <K extends keyof CaseDraft>(k: K, v: CaseDraft[K]) =>
      setDraft((old) => (old ? { ...old, [k]: v } : old)),
    async save(e: SubmitEvent) {
      e.preventDefault();
      if (!draft) return;
      const checked = caseBody(draft);
      if ('problem' in checked) return setProblem(checked.problem);
      setProblem(null);
      const { body } = checked;
      const write = () =>
        draft.id
          ? cases().update(draft.id, body)
          : cases().create({ ...body, provider: providerId });
      if (await run(write, m.caseSaved)) setDraft(null);
    },
    togglePublished: (c: CaseStudy) =>
      void run(() => cases().update(c.id, { published: !c.published }), m.caseSaved),
    remove(c: CaseStudy) {
      if (!window.confirm(m.confirmRemove(c.title))) return;
      void run(() => cases().delete(c.id), m.caseRemoved);
    },
  };
}

export type CaseStudies = ReturnType<typeof useCaseStudies>;
