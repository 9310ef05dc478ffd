/**
 * "Solicitudes de privacidad": the requests sent from /privacidad/solicitud,
 * pending ones by nearest legal deadline first, answered ones latest first, paged and searched
 * on the server (API.adminPrivacyRequests (GET)). Each shows the deadline stored when it
 * was received, computed by the rules of src/lib/contract/privacy-rights.ts, and the law and
 * term it comes from; "Marcar como respondida" records the answer (audited).
 */
import { useState } from 'react';
import { callApi } from '@/lib/pb-client';
import { errorMessage } from '@/lib/backend-errors';
import { formatDayEs, formatLongDateEs } from '@/lib/domain/dates';
import type { PrivacyRequestStatus } from '@/lib/contract/privacy-rights';
import { privacyAdmin as m } from '@/lib/messages/public-forms';
import { toastError, toastSuccess } from '@/lib/stores/toast';
import { cardClass, TextAreaField } from '../shared/ui';
import { smallPrimary } from './parts';
import { requestTerms } from './queue-cards';
import { QueueTab } from './QueueTab';
import { useBusy } from './use-busy';
import { API } from '@/lib/contract/api-routes';
import type { AdminPrivacyRequestRow } from '@/lib/contract/admin';

export function PrivacyRequestsTab() {
  return (
    <QueueTab<PrivacyRequestStatus, AdminPrivacyRequestRow>
      label={m.tab}
      states={[
        ['pending', m.pending],
        ['answered', m.answered],
      ]}
      route={API.adminPrivacyRequests}
      searchId="search-privacy-requests"
      searchPlaceholder={m.searchPlaceholder}
      loadError={m.loadError}
      empty={(estado) => (estado === 'pending' ? m.empty : m.emptyAnswered)}
      row={(r, moved) => <RequestCard key={r.id} row={r} onAnswered={() => moved('answered')} />}
    />
  );
}

function RequestCard({ row, onAnswered }: { row: AdminPrivacyRequestRow; onAnswered: () => void }) {
  const terms = requestTerms(row, new Date());
  return (
    <li className={cardClass} data-privacy-request={row.id}>
      <div className="flex flex-wrap items-baseline justify-between gap-2">
        <h3 className="font-semibold text-ink">
          {row.name} <span className="text-sm font-normal text-slate-600">&lt;{row.email}&gt;</span>
        </h3>
        <span className="text-sm text-slate-700">
          {terms.law} · {terms.right}
        </span>
      </div>
      <dl className="mt-3 grid gap-x-6 gap-y-1 text-sm sm:grid-cols-[auto_1fr]">
        <dt className="font-medium text-slate-700">{m.received}</dt>
        <dd>{formatLongDateEs(row.created)}</dd>
        <dt className="font-medium text-slate-700">{m.due}</dt>
        <dd data-privacy-due>
          {m.dueOn(formatDayEs(row.due_on))} ({terms.term})
          {terms.overdue && (
            <span className="ml-2 rounded bg-red-100 px-2 py-0.5 text-xs font-semibold text-red-800">
              {m.overdue}
            </span>
          )}
        </dd>
        <dt className="font-medium text-slate-700">{m.law}</dt>
        <dd>{terms.ruleLaw}</dd>
      </dl>
      {row.detail && (
        <p className="mt-3 rounded-lg bg-slate-50 px-3 py-2 text-sm whitespace-pre-line text-slate-800">
          {row.detail}
        </p>
      )}
      {row.status === 'answered' ? (
        <p className="mt-3 text-sm text-slate-700">
          {m.answeredOn(formatLongDateEs(row.answered_at))}
          {row.answer_note && `: ${row.answer_note}`}
        </p>
      ) : (
        <AnswerForm id={row.id} onAnswered={onAnswered} />
      )}
    </li>
  );
}

/** The answer's note and "Marcar como respondida" (API.adminPrivacyRequestAnswered (POST)). */
function AnswerForm({ id, onAnswered }: { id: string; onAnswered: () => void }) {
  const [note, setNote] = useState('');
  const { busy, run } = useBusy();

  const answer = () =>
    run(
      async () => {
        await callApi(API.adminPrivacyRequestAnswered, [id], { body: { note } });
        toastSuccess(m.markedAnswered);
        onAnswered();
      },
      (err) => toastError(m.answerError, errorMessage(err)),
    );

  return (
    <div className="mt-3 space-y-2">
      <TextAreaField
        label={m.note}
        id={`answer-note-${id}`}
        rows={2}
        value={note}
        onValue={setNote}
        maxLength={5000}
      />
      <button type="button" className={smallPrimary} disabled={busy} onClick={() => void answer()}>
        {m.markAnswered}
      </button>
    </div>
  );
}
