/**
 * "Verificación": reviews held by the integrity signals when they were written, the one held
 * longest ago first, paged and searched on the server (GET /api/lp/admin/verification), each
 * with its signals in words; the admin publishes one or removes it with a reason from the
 * report catalogue (POST /api/lp/admin/verification/{id}; audited, the author e-mailed).
 */
import { useId, useState, type SubmitEvent } from 'react';
import { callApi } from '@/lib/pb-client';
import { API } from '@/lib/contract/api-routes';
import { errorMessage } from '@/lib/backend-errors';
import { messages } from '@/lib/messages';
import { REPORT_REASONS, type ReportReason } from '@/lib/contract/moderation';
import type { VerificationDecision } from '@/lib/contract/review-integrity';
import { REPORT_REASON_LABELS } from '@/lib/messages/moderation';
import { signalText, verification as m } from '@/lib/messages/verification';
import { toastError, toastSuccess } from '@/lib/stores/toast';
import { inputClass, labelClass, primaryButton, secondaryButton } from '../shared/ui';
import { useModal } from '../shared/use-modal';
import { PagedListView } from './PagedListView';
import { pageQuery, type PageParams, type PageResult } from './paging';
import { adminTable, dangerButton, dateOf, smallPrimary } from './parts';
import { ReviewHeading } from './review-moderation';
import type { AdminHeldReview } from '@/lib/contract/admin';
import { usePagedList } from './use-paged-list';

function loadHeld(params: PageParams): Promise<PageResult<AdminHeldReview, { held: number }>> {
  return callApi(API.adminVerification, [], { query: pageQuery({ ...params, perPage: 5 }) });
}

async function decide(id: string, decision: VerificationDecision, reason = ''): Promise<void> {
  await callApi(API.adminVerificationDecide, [id], { body: { decision, reason } });
}

function HeldTable({
  rows,
  busyId,
  onPublish,
  onRemove,
}: {
  rows: AdminHeldReview[];
  /** The row whose decision is being sent; '' for none. */
  busyId: string;
  onPublish: (row: AdminHeldReview) => void;
  onRemove: (row: AdminHeldReview) => void;
}) {
  return (
    <div className={adminTable.box}>
      <table className={adminTable.table}>
        <thead className={adminTable.head}>
          <tr>
            <th className={adminTable.th}>{m.reviewColumn}</th>
            <th className={adminTable.th}>{m.signals}</th>
            <th className={adminTable.th}>{m.heldSince}</th>
            <th className={adminTable.th}>
              <span className="sr-only">{messages.admin.actions}</span>
            </th>
          </tr>
        </thead>
        <tbody className={adminTable.body}>
          {rows.map((row) => (
            <HeldRow
              key={row.id}
              row={row}
              busy={busyId === row.id}
              onPublish={() => onPublish(row)}
              onRemove={() => onRemove(row)}
            />
          ))}
        </tbody>
      </table>
    </div>
  );
}

export function VerificationTab() {
  const list = usePagedList(loadHeld, {
    perPage: 5,
    onError: (err) => toastError(m.loadError, errorMessage(err)),
  });
  const [removing, setRemoving] = useState<AdminHeldReview | null>(null);
  const [busy, setBusy] = useState('');

  async function publish(row: AdminHeldReview) {
    setBusy(row.id);
    try {
      await decide(row.id, 'publish');
      toastSuccess(m.published);
      list.removeRow(row.id);
    } catch (err) {
      toastError(m.decideError, errorMessage(err));
    } finally {
      setBusy('');
    }
  }

  return (
    <>
      <PagedListView
        list={list}
        searchId="search-verification"
        searchPlaceholder={m.searchPlaceholder}
        empty={m.empty}
      >
        {(rows) => (
          <HeldTable
            rows={rows}
            busyId={busy}
            onPublish={(row) => void publish(row)}
            onRemove={setRemoving}
          />
        )}
      </PagedListView>
      {removing && (
        <RemoveDialog
          title={`${m.removeTitle}: ${removing.review.title}`}
          onClose={() => setRemoving(null)}
          onConfirm={async (reason) => {
            try {
              await decide(removing.id, 'remove', reason);
              toastSuccess(m.removed);
              list.removeRow(removing.id);
            } catch (err) {
              toastError(m.decideError, errorMessage(err));
              throw err;
            }
          }}
        />
      )}
    </>
  );
}

/** A held review: what it says, its signals in words, since when, and the two decisions. */
function HeldRow(props: {
  row: AdminHeldReview;
  busy: boolean;
  onPublish: () => void;
  onRemove: () => void;
}) {
  const { row, busy } = props;
  return (
    <tr className={adminTable.row} data-held-review={row.id}>
      <td className={adminTable.cell}>
        <ReviewHeading review={row.review} />
      </td>
      <td className={adminTable.cell}>
        <ul className="list-disc space-y-1 pl-4" data-signals>
          {row.signals.map((s, i) => (
            <li key={`${s.code}-${i}`}>
              {signalText(s) ?? m.unknownSignal}
              {s.code === 'duplicate_text' && s.other?.url && (
                <>
                  {' · '}
                  <a className="underline" href={s.other.url}>
                    {m.seeOther}
                  </a>
                </>
              )}
            </li>
          ))}
        </ul>
      </td>
      <td className={`${adminTable.cell} ${adminTable.nowrapLines}`}>
        <p>{dateOf(row.held_at)}</p>
      </td>
      <td className={adminTable.actions}>
        <div className="inline-flex gap-2">
          <button type="button" className={smallPrimary} disabled={busy} onClick={props.onPublish}>
            {m.publish}
          </button>
          <button type="button" className={dangerButton} disabled={busy} onClick={props.onRemove}>
            {m.remove}
          </button>
        </div>
      </td>
    </tr>
  );
}

/**
 * The removal's reason, one of the report catalogue's (the author's e-mail names it): a modal
 * as ReasonDialog (../shared/use-modal.ts), with a choice instead of free text.
 */
function RemoveDialog({
  title,
  onConfirm,
  onClose,
}: {
  title: string;
  onConfirm: (reason: ReportReason) => Promise<void>;
  onClose: () => void;
}) {
  const ref = useModal(onClose);
  const id = useId();
  const [reason, setReason] = useState<ReportReason>(REPORT_REASONS[0]);
  const [busy, setBusy] = useState(false);

  async function submit(e: SubmitEvent<HTMLFormElement>) {
    e.preventDefault();
    setBusy(true);
    try {
      await onConfirm(reason);
      onClose();
    } catch {
      // Reported by the action (toast); the admin may try again or cancel.
    } finally {
      setBusy(false);
    }
  }

  return (
    <dialog
      ref={ref}
      aria-labelledby={`${id}-title`}
      className="m-auto w-[min(28rem,calc(100vw-2rem))] rounded-2xl bg-white p-6 shadow-xl backdrop:bg-slate-900/40"
      data-testid="verification-remove-dialog"
    >
      <form onSubmit={(e) => void submit(e)}>
        <h2 id={`${id}-title`} className="text-lg font-bold text-ink">
          {title}
        </h2>
        <label htmlFor={`${id}-reason`} className={`${labelClass} mt-4`}>
          {m.reasonLabel}
        </label>
        <select
          id={`${id}-reason`}
          className={inputClass}
          value={reason}
          onChange={(e) => setReason(e.target.value as ReportReason)}
          autoFocus
        >
          {REPORT_REASONS.map((r) => (
            <option key={r} value={r}>
              {REPORT_REASON_LABELS[r]}
            </option>
          ))}
        </select>
        <div className="mt-5 flex justify-end gap-3">
          <button type="button" className={secondaryButton} onClick={onClose} disabled={busy}>
            {messages.common.cancel}
          </button>
          <button type="submit" className={primaryButton} disabled={busy}>
            {m.remove}
          </button>
        </div>
      </form>
    </dialog>
  );
}
