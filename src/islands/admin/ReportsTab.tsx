/**
 * "Reportes": the queue of reported reviews, oldest first, with their
 * reports, paged and searched on the server like every admin list; the author only
 * through the audited route; decisions keep / remove (with a reason e-mailed to the author),
 * and hiding any review directly by id.
 */
import { useState } from 'react';
import { callApi } from '@/lib/pb-client';
import { PagedListView } from './PagedListView';
import { pageQuery, type PageParams, type PageResult } from './paging';
import { usePagedList } from './use-paged-list';
import { DecidedReports } from './DecidedReports';
import { errorMessage } from '@/lib/backend-errors';
import { formatLongDateEs } from '@/lib/domain/dates';
import { moderation as m, REPORT_REASON_LABELS } from '@/lib/messages/moderation';
import type { AdminReportGroup, AdminReviewAuthor } from '@/lib/contract/admin';
import { toastError } from '@/lib/stores/toast';
import { ReviewHeading, useDecision } from './review-moderation';
import {
  cardClass,
  inputClass,
  labelClass,
  primaryButton,
  secondaryButton,
  TextAreaField,
} from '../shared/ui';
import { API } from '@/lib/contract/api-routes';

/** One page of the queue (at most 5 reviews: they carry their whole text). */
function loadReports(params: PageParams): Promise<PageResult<AdminReportGroup, { open: number }>> {
  return callApi(API.adminReports, [], { query: pageQuery({ ...params, perPage: 5 }) });
}

/** The queue of open reports, or the decided ones ("Decididos"). */
export function ReportsTab() {
  const [view, setView] = useState<'pending' | 'decided'>('pending');
  const tab = (id: typeof view, label: string) => (
    <button
      type="button"
      className={`rounded-lg px-3 py-1.5 text-sm font-semibold ${
        view === id ? 'bg-brand-700 text-white' : 'text-slate-700 hover:bg-slate-100'
      }`}
      aria-pressed={view === id}
      onClick={() => setView(id)}
    >
      {label}
    </button>
  );
  return (
    <div className="space-y-4">
      <div role="group" aria-label={m.viewLabel} className="flex gap-2">
        {tab('pending', m.viewPending)}
        {tab('decided', m.viewDecided)}
      </div>
      {view === 'pending' ? <PendingReports /> : <DecidedReports />}
    </div>
  );
}

function PendingReports() {
  const list = usePagedList(loadReports, {
    perPage: 5,
    onError: (err) => toastError(m.loadError, errorMessage(err)),
  });
  return (
    <div className="space-y-6">
      <PagedListView
        list={list}
        searchId="search-reports"
        searchPlaceholder={m.searchPlaceholder}
        empty={m.empty}
      >
        {(groups) => (
          <ul className="space-y-4">
            {groups.map((g) => (
              <ReportCard key={g.id} group={g} onDone={() => list.removeRow(g.id)} />
            ))}
          </ul>
        )}
      </PagedListView>
      <HideDirectly />
    </div>
  );
}

/** "Ver autor": the review's author, asked for on demand (API.adminReviewAuthor (GET)). */
function AuthorReveal({ reviewId }: { reviewId: string }) {
  const [author, setAuthor] = useState<AdminReviewAuthor | null | undefined>(undefined);

  async function showAuthor() {
    try {
      const res = await callApi(API.adminReviewAuthor, [reviewId]);
      setAuthor(res.author);
    } catch (err) {
      toastError(m.loadError, errorMessage(err));
    }
  }

  return (
    <div className="mt-3 text-sm">
      {author === undefined ? (
        <button type="button" className={secondaryButton} onClick={() => void showAuthor()}>
          {m.showAuthor}
        </button>
      ) : (
        <p data-report-author>
          {m.authorAnonymous}:{' '}
          {author ? `${author.first_name} ${author.last_name} <${author.email}>` : '—'}
        </p>
      )}
    </div>
  );
}

function ReportCard({ group, onDone }: { group: AdminReportGroup; onDone: () => void }) {
  const { review } = group;
  const { reason, setReason, busy, run } = useDecision(onDone);
  const id = `decision-${review.id}`;

  return (
    <li className={cardClass} data-report-group={review.id}>
      <p className="text-xs text-slate-600">
        {m.reportsCount(group.reports_total)}
        {review.hidden && ` · ${m.hiddenNow}`}
      </p>
      <ReviewHeading review={review} />
      <ul className="mt-3 space-y-1 text-sm">
        {group.reports.map((r) => (
          <li key={r.id} className="rounded-lg bg-slate-50 px-3 py-2">
            <span className="font-semibold">{REPORT_REASON_LABELS[r.reason]}</span>
            {r.by_owner && ` · ${m.byOwner}`} · {formatLongDateEs(r.created)}
            {r.detail && <span className="block text-slate-700">{r.detail}</span>}
          </li>
        ))}
      </ul>
      <AuthorReveal reviewId={review.id} />
      <div className="mt-3 space-y-2">
        <TextAreaField
          label={m.decisionReason}
          id={id}
          rows={2}
          value={reason}
          onValue={setReason}
        />
        <div className="flex gap-2">
          <button
            type="button"
            className={secondaryButton}
            disabled={busy}
            onClick={() => void run('keep', review.id)}
          >
            {m.keep}
          </button>
          <button
            type="button"
            className={primaryButton}
            disabled={busy}
            onClick={() => void run('remove', review.id)}
          >
            {m.remove}
          </button>
        </div>
      </div>
    </li>
  );
}

function HideDirectly() {
  const [reviewId, setReviewId] = useState('');
  const { reason, setReason, busy, run } = useDecision(() => {
    setReviewId('');
    setReason('');
  });
  return (
    <section className={cardClass} aria-labelledby="hide-review">
      <h3 id="hide-review" className="font-semibold text-ink">
        {m.hideReview}
      </h3>
      <label htmlFor="hide-review-id" className={`${labelClass} mt-3`}>
        {m.hideReviewId}
      </label>
      <input
        id="hide-review-id"
        className={inputClass}
        value={reviewId}
        onChange={(e) => setReviewId(e.target.value)}
      />
      <div className="mt-3">
        <TextAreaField
          label={m.decisionReason}
          id="hide-review-reason"
          rows={2}
          value={reason}
          onValue={setReason}
        />
      </div>
      <div className="mt-3 flex gap-2">
        <button
          type="button"
          className={primaryButton}
          disabled={busy || !reviewId}
          onClick={() => void run('remove', reviewId.trim())}
        >
          {m.remove}
        </button>
        <button
          type="button"
          className={secondaryButton}
          disabled={busy || !reviewId}
          onClick={() => void run('restore', reviewId.trim())}
        >
          {m.restore}
        </button>
      </div>
    </section>
  );
}
