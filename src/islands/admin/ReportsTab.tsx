/**
 * "Reportes" (issue 13, slice B): the queue of reported reviews, oldest first, with their
 * reports, paged and searched on the server like every admin list (issue 14); the author only
 * through the audited route; decisions keep / remove (with a reason e-mailed to the author),
 * and hiding any review directly by id.
 */
import { paths } from '@/lib/contract/paths';
import { useState } from 'react';
import { getPb } from '@/lib/pb-client';
import { PagedListView } from './PagedListView';
import { pageQuery, type PageParams, type PageResult } from './paging';
import { usePagedList } from './use-paged-list';
import { DecidedReports } from './DecidedReports';
import { errorMessage } from '@/lib/backend-errors';
import { formatLongDateEs } from '@/lib/domain/dates';
import { moderation as m, REPORT_REASON_LABELS } from '@/lib/messages/moderation';
import type { Decision, ReportReason } from '@/lib/contract/moderation';
import { toastError, toastSuccess } from '@/lib/stores/toast';
import {
  cardClass,
  inputClass,
  labelClass,
  primaryButton,
  secondaryButton,
  TextAreaField,
} from '../shared/ui';

/** A row of `GET /api/lp/admin/reports` (one reported review; `id` is the review's). */
export interface ReportGroup {
  id: string;
  review: {
    id: string;
    title: string;
    review_text: string;
    overall_rating: number;
    anonymous: boolean;
    moderation: string;
    hidden: boolean;
    created: string;
    provider_name: string;
    provider_slug: string;
  };
  reports: {
    id: string;
    reason: ReportReason;
    detail: string;
    by_owner: boolean;
    created: string;
  }[];
  /** Open reports of the review (the first few are in `reports`). */
  reports_total: number;
  oldest: string;
}

/** One page of the queue (at most 5 reviews: they carry their whole text). */
function loadReports(params: PageParams): Promise<PageResult<ReportGroup, { open: number }>> {
  return getPb().send('/api/lp/admin/reports', {
    query: pageQuery({ ...params, perPage: 5 }),
    requestKey: null,
  });
}

interface Author {
  first_name: string;
  last_name: string;
  email: string;
}

const DONE: Record<Decision, string> = { keep: m.kept, remove: m.removed, restore: m.restored };

async function decide(id: string, decision: Decision, reason: string): Promise<void> {
  await getPb().send(`/api/lp/admin/reviews/${encodeURIComponent(id)}/moderation`, {
    method: 'POST',
    body: { decision, reason },
  });
}

/** The queue of open reports, or the decided ones ("Decididos", issue 24 item 14). */
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

function ReportCard({ group, onDone }: { group: ReportGroup; onDone: () => void }) {
  const { review } = group;
  const [reason, setReason] = useState('');
  const [busy, setBusy] = useState(false);
  const [author, setAuthor] = useState<Author | null | undefined>(undefined);
  const id = `decision-${review.id}`;

  async function run(decision: Decision) {
    if (!reason.trim()) {
      toastError(m.decideError, m.reasonRequired);
      return;
    }
    setBusy(true);
    try {
      await decide(review.id, decision, reason);
      toastSuccess(DONE[decision]);
      onDone();
    } catch (err) {
      toastError(m.decideError, errorMessage(err));
    } finally {
      setBusy(false);
    }
  }

  async function showAuthor() {
    try {
      const res = await getPb().send<{ author: Author | null }>(
        `/api/lp/admin/reviews/${encodeURIComponent(review.id)}/author`,
        {},
      );
      setAuthor(res.author);
    } catch (err) {
      toastError(m.loadError, errorMessage(err));
    }
  }

  return (
    <li className={cardClass} data-report-group={review.id}>
      <div className="flex flex-wrap items-baseline justify-between gap-2">
        <h3 className="font-semibold text-ink">
          {review.title}{' '}
          <span className="text-sm font-normal text-slate-600">
            · {review.overall_rating}/5 ·{' '}
            <a className="underline" href={paths.provider(review.provider_slug)}>
              {review.provider_name}
            </a>
          </span>
        </h3>
        <span className="text-xs text-slate-600">
          {m.reportsCount(group.reports_total)}
          {review.hidden && ` · ${m.hiddenNow}`}
        </span>
      </div>
      <p className="mt-2 text-sm whitespace-pre-line text-slate-700">{review.review_text}</p>
      <ul className="mt-3 space-y-1 text-sm">
        {group.reports.map((r) => (
          <li key={r.id} className="rounded-lg bg-slate-50 px-3 py-2">
            <span className="font-semibold">{REPORT_REASON_LABELS[r.reason]}</span>
            {r.by_owner && ` · ${m.byOwner}`} · {formatLongDateEs(r.created)}
            {r.detail && <span className="block text-slate-700">{r.detail}</span>}
          </li>
        ))}
      </ul>
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
            onClick={() => void run('keep')}
          >
            {m.keep}
          </button>
          <button
            type="button"
            className={primaryButton}
            disabled={busy}
            onClick={() => void run('remove')}
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
  const [reason, setReason] = useState('');
  const [busy, setBusy] = useState(false);
  async function run(decision: Decision) {
    if (!reason.trim()) {
      toastError(m.decideError, m.reasonRequired);
      return;
    }
    setBusy(true);
    try {
      await decide(reviewId.trim(), decision, reason);
      toastSuccess(DONE[decision]);
      setReviewId('');
      setReason('');
    } catch (err) {
      toastError(m.decideError, errorMessage(err));
    } finally {
      setBusy(false);
    }
  }
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
          onClick={() => void run('remove')}
        >
          {m.remove}
        </button>
        <button
          type="button"
          className={secondaryButton}
          disabled={busy || !reviewId}
          onClick={() => void run('restore')}
        >
          {m.restore}
        </button>
      </div>
    </section>
  );
}
