/**
 * "Decididos": reviews whose reports were decided, the latest decision
 * first, searched and filtered by decision on the server (`API.adminReportsDecided (GET)`),
 * each with its state now; a retired review can be restored ("Restablecer", with a reason
 * e-mailed to its author).
 */
import { useCallback, useState } from 'react';
import { callApi } from '@/lib/pb-client';
import { errorMessage } from '@/lib/backend-errors';
import { formatLongDateEs } from '@/lib/domain/dates';
import { moderation as m, REPORT_REASON_LABELS } from '@/lib/messages/moderation';
import { toastError } from '@/lib/stores/toast';
import { ReviewHeading, useDecision } from './review-moderation';
import type { AdminDecidedGroup } from '@/lib/contract/admin';
import { PagedListView } from './PagedListView';
import { pageQuery, type PageParams, type PageResult } from './paging';
import { usePagedList } from './use-paged-list';
import { cardClass, inputClass, labelClass, secondaryButton, TextAreaField } from '../shared/ui';
import { API } from '@/lib/contract/api-routes';

type DecisionFilter = '' | 'upheld' | 'dismissed';

const DECISION_LABEL = { upheld: m.decisionUpheld, dismissed: m.decisionDismissed } as const;

export function DecidedReports() {
  const [decision, setDecision] = useState<DecisionFilter>('');
  const load = useCallback(
    (params: PageParams): Promise<PageResult<AdminDecidedGroup>> =>
      callApi(API.adminReportsDecided, [], {
        query: pageQuery({ ...params, perPage: 5 }, decision ? { decision } : {}),
      }),
    [decision],
  );
  const list = usePagedList(load, {
    perPage: 5,
    onError: (err) => toastError(m.loadError, errorMessage(err)),
  });
  return (
    <div className="space-y-4" data-decided-reports>
      <div className="max-w-xs">
        <label htmlFor="decided-filter" className={labelClass}>
          {m.decisionFilter}
        </label>
        <select
          id="decided-filter"
          className={inputClass}
          value={decision}
          onChange={(e) => setDecision(e.target.value as DecisionFilter)}
        >
          <option value="">{m.decisionAll}</option>
          <option value="upheld">{m.decisionUpheld}</option>
          <option value="dismissed">{m.decisionDismissed}</option>
        </select>
      </div>
      <PagedListView
        list={list}
        searchId="search-decided"
        searchPlaceholder={m.searchPlaceholder}
        empty={m.decidedEmpty}
      >
        {(groups) => (
          <ul className="space-y-4">
            {groups.map((g) => (
              <DecidedCard
                key={g.id}
                group={g}
                onRestored={() =>
                  list.patchRow(g.id, { review: { ...g.review, hidden: false, moderation: '' } })
                }
              />
            ))}
          </ul>
        )}
      </PagedListView>
    </div>
  );
}

function DecidedCard({ group, onRestored }: { group: AdminDecidedGroup; onRestored: () => void }) {
  const { review } = group;
  const { reason, setReason, busy, run } = useDecision(onRestored);
  const retired = review.hidden && review.moderation === 'removed';

  return (
    <li className={cardClass} data-decided-group={review.id}>
      <ReviewHeading review={review} />
      <dl className="mt-3 grid gap-1 text-sm sm:grid-cols-[auto_1fr] sm:gap-x-4">
        <dt className="font-semibold text-slate-700">{m.decisionFilter}</dt>
        <dd data-decision>
          {group.decision &&
            m.decidedOn(DECISION_LABEL[group.decision], formatLongDateEs(group.decided_at))}
          {group.reason && ` · ${REPORT_REASON_LABELS[group.reason]}`}
          {group.decision_reason && (
            <span className="block text-slate-600">{group.decision_reason}</span>
          )}
        </dd>
        <dt className="font-semibold text-slate-700">{m.stateNow}</dt>
        <dd data-state>{retired ? m.stateHidden : m.stateShown}</dd>
      </dl>
      {retired && (
        <div className="mt-3 space-y-2">
          <TextAreaField
            label={m.restoreReason}
            id={`restore-${review.id}`}
            rows={2}
            value={reason}
            onValue={setReason}
          />
          <button
            type="button"
            className={secondaryButton}
            disabled={busy}
            onClick={() => void run('restore', review.id)}
          >
            {m.restore}
          </button>
        </div>
      )}
    </li>
  );
}
