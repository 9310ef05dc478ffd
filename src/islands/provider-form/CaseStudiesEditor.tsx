/**
 * A provider's case studies in the profile editor: create, edit, publish or keep as draft,
 * delete. Each change is saved at once (./use-case-studies.ts); the public page follows through
 * the outbox like any other change.
 */
import { profileEditorMessages as m } from '@/lib/messages/profile-editor';
import { common } from '@/lib/messages/common';
import {
  Badge,
  FormAlert,
  cardClass,
  primaryButton,
  secondaryButton,
  TextAreaField,
  TextField,
} from '../shared/ui';
import { useCaseStudies, type CaseStudies, type CaseStudy } from './use-case-studies';

export default function CaseStudiesEditor({ providerId }: { providerId: string }) {
  const cs = useCaseStudies(providerId);
  const { items, draft } = cs;
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
          <button type="button" className={secondaryButton} onClick={cs.startNew}>
            {m.newCaseStudy}
          </button>
        )}
      </div>
      {draft && <CaseStudyForm cs={cs} />}
      {items && items.length === 0 && !draft && (
        <p className="mt-4 text-sm text-slate-500">{m.noCaseStudies}</p>
      )}
      {items && items.length > 0 && (
        <ul className="mt-4 divide-y divide-slate-200">
          {items.map((c) => (
            <CaseStudyRow key={c.id} c={c} cs={cs} />
          ))}
        </ul>
      )}
    </section>
  );
}

function CaseStudyForm({ cs }: { cs: CaseStudies }) {
  const { draft, problem, busy, set } = cs;
  if (!draft) return null;
  return (
    <form
      className="mt-4 space-y-4 rounded-lg border border-slate-200 p-4"
      onSubmit={(e) => void cs.save(e)}
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
        <button type="button" className={secondaryButton} onClick={cs.close}>
          {common.cancel}
        </button>
      </div>
    </form>
  );
}

function CaseStudyRow({ c, cs }: { c: CaseStudy; cs: CaseStudies }) {
  const toggle = c.published ? m.unpublish : m.publish;
  return (
    <li
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
          onClick={() => cs.startEdit(c)}
        >
          {m.edit}
        </button>
        <button
          type="button"
          className={secondaryButton}
          disabled={cs.busy}
          aria-label={`${toggle}: ${c.title}`}
          onClick={() => cs.togglePublished(c)}
        >
          {toggle}
        </button>
        <button
          type="button"
          className={`${secondaryButton} text-red-700`}
          disabled={cs.busy}
          aria-label={`${m.remove}: ${c.title}`}
          onClick={() => cs.remove(c)}
        >
          {m.remove}
        </button>
      </div>
    </li>
  );
}
