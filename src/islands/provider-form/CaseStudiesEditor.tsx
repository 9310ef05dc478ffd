/**
 * A provider's case studies in the profile editor (issue 22 §6): create, edit, publish or
 * keep as draft, delete. Each change is saved at once (its own record; the case_studies
 * rules let only the provider's owner or an admin write); the public page follows through
 * the outbox like any other change.
 */
import { useCallback, useEffect, useState, type SubmitEvent } from 'react';
import { getPb } from '@/lib/pb-client';
import { errorMessage } from '@/lib/backend-errors';
import { profileEditorMessages as m } from '@/lib/messages/profile-editor';
import { toastError, toastSuccess } from '@/lib/stores/toast';
import { common } from '@/lib/messages/common';
import type { CaseStudiesRecord } from '@/lib/contract/records.gen';
import type { RecordModel } from 'pocketbase';
import {
  Badge,
  FormAlert,
  cardClass,
  primaryButton,
  secondaryButton,
  TextAreaField,
  TextField,
} from '../shared/ui';

type CaseStudy = RecordModel & CaseStudiesRecord;

interface Draft {
  id: string | null;
  title: string;
  client_name: string;
  summary: string;
  results: string;
  published: boolean;
}

const blank: Draft = {
  id: null,
  title: '',
  client_name: '',
  summary: '',
  results: '',
  published: true,
};

export default function CaseStudiesEditor({ providerId }: { providerId: string }) {
  const [items, setItems] = useState<CaseStudy[] | null>(null);
  const [draft, setDraft] = useState<Draft | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

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

  async function onSave(e: SubmitEvent) {
    e.preventDefault();
    if (!draft) return;
    if (!draft.title.trim()) {
      setProblem(m.caseTitleRequired);
      return;
    }
    setProblem(null);
    const body = {
      title: draft.title.trim(),
      client_name: draft.client_name.trim(),
      summary: draft.summary.trim(),
      results: draft.results.trim(),
      published: draft.published,
    };
    const cases = getPb().collection('case_studies');
    const ok = await run(
      () =>
        draft.id ? cases.update(draft.id, body) : cases.create({ ...body, provider: providerId }),
      m.caseSaved,
    );
    if (ok) setDraft(null);
  }

  const set = <K extends keyof Draft>(k: K, v: Draft[K]) =>
    setDraft((old) => (old ? { ...old, [k]: v } : old));

  return (
    <section className={`${cardClass} mt-6`} aria-labelledby="case-studies-title" data-case-studies>
      <div className="flex flex-wrap items-center justify-between gap-3">
        <div>
          <h2 id="case-studies-title" className="text-lg font-semibold text-ink">
            {m.caseStudies}
          </h2>
          <p className="mt-1 text-sm text-slate-600">{m.caseStudiesHint}</p>
        </div>
        {!draft && (
          <button
            type="button"
            className={secondaryButton}
            onClick={() => {
              setProblem(null);
              setDraft(blank);
            }}
          >
            {m.newCaseStudy}
          </button>
        )}
      </div>

      {draft && (
        <form
          className="mt-4 space-y-4 rounded-lg border border-slate-200 p-4"
          onSubmit={onSave}
          noValidate
          aria-label={draft.id ? m.editCaseStudy : m.newCaseStudy}
        >
          {problem && <FormAlert title={problem} />}
          <TextField
            label={<>{m.caseTitle} *</>}
            value={draft.title}
            maxLength={200}
            onValue={(v) => set('title', v)}
          />
          <TextField
            label={m.caseClient}
            value={draft.client_name}
            maxLength={150}
            onValue={(v) => set('client_name', v)}
          />
          <TextAreaField
            label={m.caseSummary}
            rows={3}
            value={draft.summary}
            maxLength={5000}
            onValue={(v) => set('summary', v)}
          />
          <TextAreaField
            label={m.caseResults}
            rows={2}
            value={draft.results}
            maxLength={5000}
            onValue={(v) => set('results', v)}
          />
          <label className="inline-flex items-center gap-2 text-sm text-slate-700">
            <input
              type="checkbox"
              checked={draft.published}
              onChange={(e) => set('published', e.target.checked)}
            />
            {m.casePublished}
          </label>
          <div className="flex gap-3">
            <button type="submit" className={primaryButton} disabled={busy}>
              {m.saveCase}
            </button>
            <button type="button" className={secondaryButton} onClick={() => setDraft(null)}>
              {common.cancel}
            </button>
          </div>
        </form>
      )}

      {items && items.length === 0 && !draft && (
        <p className="mt-4 text-sm text-slate-500">{m.noCaseStudies}</p>
      )}
      {items && items.length > 0 && (
        <ul className="mt-4 divide-y divide-slate-200">
          {items.map((c) => (
            <li
              key={c.id}
              className="flex flex-wrap items-center justify-between gap-3 py-3"
              data-case-study-row={c.id}
            >
              <div className="min-w-0">
                <p className="font-medium text-ink">{c.title}</p>
                <p className="mt-0.5 text-xs text-slate-500">
                  {c.client_name && <span>{c.client_name} · </span>}
                  {c.published ? (
                    <Badge tone="green">{m.casePublishedBadge}</Badge>
                  ) : (
                    <Badge tone="slate">{m.caseDraft}</Badge>
                  )}
                </p>
              </div>
              <div className="flex flex-wrap gap-2">
                <button
                  type="button"
                  className={secondaryButton}
                  aria-label={`${m.edit}: ${c.title}`}
                  onClick={() => {
                    setProblem(null);
                    setDraft({
                      id: c.id,
                      title: c.title,
                      client_name: c.client_name,
                      summary: c.summary,
                      results: c.results,
                      published: c.published,
                    });
                  }}
                >
                  {m.edit}
                </button>
                <button
                  type="button"
                  className={secondaryButton}
                  disabled={busy}
                  aria-label={`${c.published ? m.unpublish : m.publish}: ${c.title}`}
                  onClick={() =>
                    void run(
                      () =>
                        getPb()
                          .collection('case_studies')
                          .update(c.id, { published: !c.published }),
                      m.caseSaved,
                    )
                  }
                >
                  {c.published ? m.unpublish : m.publish}
                </button>
                <button
                  type="button"
                  className={`${secondaryButton} text-red-700`}
                  disabled={busy}
                  aria-label={`${m.remove}: ${c.title}`}
                  onClick={() => {
                    if (!window.confirm(m.confirmRemove(c.title))) return;
                    void run(() => getPb().collection('case_studies').delete(c.id), m.caseRemoved);
                  }}
                >
                  {m.remove}
                </button>
              </div>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
