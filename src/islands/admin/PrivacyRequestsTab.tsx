/**
 * "Solicitudes de privacidad" (issue 20 §9): the requests sent from /privacidad/solicitud,
 * pending ones by nearest legal deadline first, answered ones latest first, paged and searched
 * on the server (GET /api/lp/admin/privacy-requests). Each shows the deadline stored when it
 * was received, computed by the rules of src/lib/contract/privacy-rights.ts, and the law and
 * term it comes from; "Marcar como respondida" records the answer (audited).
 */
import { useCallback, useState } from 'react';
import { getPb } from '@/lib/pb-client';
import { errorMessage } from '@/lib/backend-errors';
import { formatDayEs, formatLongDateEs } from '@/lib/domain/dates';
import {
  PRIVACY_LAWS,
  PRIVACY_RIGHT_LABELS,
  isPrivacyCountry,
  isPrivacyRight,
  privacyDeadline,
  siteDay,
  termText,
  type PrivacyRequestStatus,
} from '@/lib/contract/privacy-rights';
import { privacyAdmin as m } from '@/lib/messages/public-forms';
import { toastError, toastSuccess } from '@/lib/stores/toast';
import { PagedListView } from './PagedListView';
import { pageQuery, type PageParams, type PageResult } from './paging';
import { usePagedList } from './use-paged-list';
import { cardClass, TextAreaField } from '../shared/ui';
import { smallButton, smallPrimary } from './parts';

/** A row of `GET /api/lp/admin/privacy-requests`. */
export interface PrivacyRequestRow {
  id: string;
  name: string;
  email: string;
  country: string;
  right: string;
  detail: string;
  status: PrivacyRequestStatus;
  due_on: string;
  created: string;
  answered_at: string;
  answer_note: string;
}

type Counts = { pending: number; answered: number };

export function PrivacyRequestsTab() {
  const [estado, setEstado] = useState<PrivacyRequestStatus>('pending');
  const [counts, setCounts] = useState<Counts | null>(null);
  const filters: [PrivacyRequestStatus, string][] = [
    ['pending', m.pending],
    ['answered', m.answered],
  ];
  return (
    <div className="space-y-4">
      <div className="flex flex-wrap gap-2" role="group" aria-label={m.tab}>
        {filters.map(([value, label]) => (
          <button
            key={value}
            type="button"
            aria-pressed={estado === value}
            className={estado === value ? smallPrimary : smallButton}
            onClick={() => setEstado(value)}
          >
            {label}
            {counts ? ` (${counts[value]})` : ''}
          </button>
        ))}
      </div>
      <RequestList key={estado} estado={estado} onCounts={setCounts} />
    </div>
  );
}

function RequestList({
  estado,
  onCounts,
}: {
  estado: PrivacyRequestStatus;
  onCounts: (update: (c: Counts | null) => Counts | null) => void;
}) {
  const load = useCallback(
    (params: PageParams): Promise<PageResult<PrivacyRequestRow, Counts>> =>
      getPb().send('/api/lp/admin/privacy-requests', {
        query: pageQuery(params, { estado }),
        requestKey: null,
      }),
    [estado],
  );
  const list = usePagedList(load, {
    onCounts: (c) => onCounts(() => c),
    onError: (err) => toastError(m.loadError, errorMessage(err)),
  });
  return (
    <PagedListView
      list={list}
      searchId="search-privacy-requests"
      searchPlaceholder={m.searchPlaceholder}
      empty={estado === 'pending' ? m.empty : m.emptyAnswered}
    >
      {(rows) => (
        <ul className="space-y-4">
          {rows.map((r) => (
            <RequestCard
              key={r.id}
              row={r}
              onAnswered={() => {
                list.removeRow(r.id);
                onCounts((c) => (c ? { pending: c.pending - 1, answered: c.answered + 1 } : c));
              }}
            />
          ))}
        </ul>
      )}
    </PagedListView>
  );
}

function RequestCard({ row, onAnswered }: { row: PrivacyRequestRow; onAnswered: () => void }) {
  const [note, setNote] = useState('');
  const [busy, setBusy] = useState(false);
  const country = isPrivacyCountry(row.country) ? row.country : 'otro';
  const right = isPrivacyRight(row.right) ? row.right : 'otro';
  // The term and law the stored deadline comes from (same rules, same received day).
  const rule = privacyDeadline(country, right, new Date(row.created.replace(' ', 'T')));
  const overdue = row.status === 'pending' && row.due_on < siteDay(new Date());

  async function answer() {
    setBusy(true);
    try {
      await getPb().send(`/api/lp/admin/privacy-requests/${encodeURIComponent(row.id)}/answered`, {
        method: 'POST',
        body: { note },
      });
      toastSuccess(m.markedAnswered);
      onAnswered();
    } catch (err) {
      toastError(m.answerError, errorMessage(err));
    } finally {
      setBusy(false);
    }
  }

  return (
    <li className={cardClass} data-privacy-request={row.id}>
      <div className="flex flex-wrap items-baseline justify-between gap-2">
        <h3 className="font-semibold text-ink">
          {row.name} <span className="text-sm font-normal text-slate-600">&lt;{row.email}&gt;</span>
        </h3>
        <span className="text-sm text-slate-700">
          {PRIVACY_LAWS[country].name} · {PRIVACY_RIGHT_LABELS[right]}
        </span>
      </div>
      <dl className="mt-3 grid gap-x-6 gap-y-1 text-sm sm:grid-cols-[auto_1fr]">
        <dt className="font-medium text-slate-700">{m.received}</dt>
        <dd>{formatLongDateEs(row.created)}</dd>
        <dt className="font-medium text-slate-700">{m.due}</dt>
        <dd data-privacy-due>
          {m.dueOn(formatDayEs(row.due_on))} ({termText(rule.term)})
          {overdue && (
            <span className="ml-2 rounded bg-red-100 px-2 py-0.5 text-xs font-semibold text-red-800">
              {m.overdue}
            </span>
          )}
        </dd>
        <dt className="font-medium text-slate-700">{m.law}</dt>
        <dd>{rule.law}</dd>
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
        <div className="mt-3 space-y-2">
          <TextAreaField
            label={m.note}
            id={`answer-note-${row.id}`}
            rows={2}
            value={note}
            onValue={setNote}
            maxLength={5000}
          />
          <button
            type="button"
            className={smallPrimary}
            disabled={busy}
            onClick={() => void answer()}
          >
            {m.markAnswered}
          </button>
        </div>
      )}
    </li>
  );
}
