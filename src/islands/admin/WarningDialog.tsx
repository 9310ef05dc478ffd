/**
 * The modal that puts a public warning on a provider (docs/DECISIONS.md § Public warnings):
 * the reason category (required), an internal note and an optional expiry day. A native
 * <dialog> through ../shared/use-modal.ts, as ReasonDialog; the server checks every field again.
 */
import { useId, useState, type SubmitEvent } from 'react';
import {
  WARNING_NOTE_MAX,
  WARNING_REASONS,
  type WarningReason,
} from '@/lib/contract/provider-warnings';
import { WARNING_REASON_LABELS, warningAdmin as t } from '@/lib/messages/provider-warnings';
import { inputClass, labelClass } from '../shared/ui';
import { useModal } from '../shared/use-modal';
import { DialogActions } from './parts';
import { useBusy } from './use-busy';

export interface WarningInput {
  reason: WarningReason;
  note: string;
  /** A day "YYYY-MM-DD", or '' (until lifted). */
  expires_on: string;
}

interface Props {
  providerName: string;
  /** Runs the action; the dialog closes when it resolves, stays open when it throws. */
  onConfirm: (input: WarningInput) => Promise<void>;
  onClose: () => void;
}

export function WarningDialog({ providerName, onConfirm, onClose }: Props) {
  const ref = useModal(onClose);
  const id = useId();
  const [reason, setReason] = useState<WarningReason>(WARNING_REASONS[0]);
  const [note, setNote] = useState('');
  const [expiresOn, setExpiresOn] = useState('');
  const { busy, run } = useBusy();

  function submit(e: SubmitEvent<HTMLFormElement>) {
    e.preventDefault();
    // A failure was reported by the action (toast); the admin may correct it or cancel.
    void run(async () => {
      await onConfirm({ reason, note: note.trim(), expires_on: expiresOn });
      onClose();
    });
  }

  return (
    <dialog
      ref={ref}
      aria-labelledby={`${id}-title`}
      aria-describedby={`${id}-body`}
      className="m-auto w-[min(32rem,calc(100vw-2rem))] rounded-2xl bg-white p-6 shadow-xl backdrop:bg-slate-900/40"
      data-testid="warning-dialog"
    >
      <form onSubmit={submit} noValidate>
        <h2 id={`${id}-title`} className="text-lg font-bold text-ink">
          {t.issueTitle(providerName)}
        </h2>
        <p id={`${id}-body`} className="mt-2 text-sm text-slate-600">
          {t.issueBody}
        </p>
        <label htmlFor={`${id}-reason`} className={`${labelClass} mt-4`}>
          {t.reasonLabel}
        </label>
        <select
          id={`${id}-reason`}
          className={inputClass}
          value={reason}
          onChange={(e) => setReason(e.target.value as WarningReason)}
          autoFocus
        >
          {WARNING_REASONS.map((r) => (
            <option key={r} value={r}>
              {WARNING_REASON_LABELS[r]}
            </option>
          ))}
        </select>
        <label htmlFor={`${id}-note`} className={`${labelClass} mt-4`}>
          {t.noteLabel}
        </label>
        <textarea
          id={`${id}-note`}
          rows={3}
          maxLength={WARNING_NOTE_MAX}
          className={inputClass}
          value={note}
          onChange={(e) => setNote(e.target.value)}
        />
        <ExpiryField id={id} value={expiresOn} onValue={setExpiresOn} />
        <DialogActions confirmLabel={t.issueConfirm} busy={busy} onCancel={onClose} />
      </form>
    </dialog>
  );
}

/** The optional expiry day, with its hint (empty: until lifted). */
function ExpiryField({
  id,
  value,
  onValue,
}: {
  id: string;
  value: string;
  onValue: (day: string) => void;
}) {
  return (
    <>
      <label htmlFor={`${id}-expiry`} className={`${labelClass} mt-4`}>
        {t.expiryLabel}
      </label>
      <input
        id={`${id}-expiry`}
        type="date"
        className={inputClass}
        value={value}
        aria-describedby={`${id}-expiry-hint`}
        onChange={(e) => onValue(e.target.value)}
      />
      <p id={`${id}-expiry-hint`} className="mt-1 text-xs text-slate-600">
        {t.expiryHint}
      </p>
    </>
  );
}
