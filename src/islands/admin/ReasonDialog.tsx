/**
 * An accessible modal that asks for a reason before an admin action (blocking a user,
 * rejecting a provider), asks for an e-mail address (a provider's new owner), or confirms one
 * with an optional note (unblocking a user): a native <dialog> opened with showModal() (focus
 * moves in and stays, Escape cancels, focus goes back to the opener; ../shared/use-modal.ts),
 * the reason required with the spec's Spanish message shown in place.
 */
import { useId, useState, type SubmitEvent } from 'react';
import { ADMIN_NOTE_MAX } from '@/lib/contract/fields';
import { FieldError, inputClass, labelClass } from '../shared/ui';
import { useModal } from '../shared/use-modal';
import { DialogActions } from './parts';
import { useBusy } from './use-busy';

interface Props {
  /** The dialog's heading (names the action and its target). */
  title: string;
  /** The reason field's label (the spec's prompt text). */
  label: string;
  confirmLabel: string;
  /** Shown when the reason is empty; without it the text is an optional note. */
  requiredMessage?: string;
  /** Runs the action; the dialog closes when it resolves, stays open when it throws. */
  onConfirm: (reason: string) => Promise<void>;
  onClose: () => void;
  /** Asks for an e-mail address (one line) instead of a reason. */
  email?: boolean;
}

export function ReasonDialog({
  title,
  label,
  confirmLabel,
  requiredMessage,
  onConfirm,
  onClose,
  email = false,
}: Props) {
  const ref = useModal(onClose);
  const id = useId();
  const [reason, setReason] = useState('');
  const [missing, setMissing] = useState(false);
  const { busy, run } = useBusy();

  function submit(e: SubmitEvent<HTMLFormElement>) {
    e.preventDefault();
    if (requiredMessage && !reason.trim()) return setMissing(true);
    // A failure was reported by the action (toast); the dialog stays open.
    void run(async () => {
      await onConfirm(reason.trim());
      onClose();
    });
  }

  // The reason's (or address's) field: a textarea, or one line for an address.
  const field = {
    id: `${id}-reason`,
    className: inputClass,
    value: reason,
    'aria-invalid': missing,
    'aria-describedby': missing ? `${id}-error` : undefined,
    onChange: (e: { target: { value: string } }) => {
      setReason(e.target.value);
      setMissing(false);
    },
    autoFocus: true,
  };

  return (
    <dialog
      ref={ref}
      aria-labelledby={`${id}-title`}
      className="m-auto w-[min(28rem,calc(100vw-2rem))] rounded-2xl bg-white p-6 shadow-xl backdrop:bg-slate-900/40"
      data-testid="reason-dialog"
    >
      <form onSubmit={submit} noValidate>
        <h2 id={`${id}-title`} className="text-lg font-bold text-ink">
          {title}
        </h2>
        <label htmlFor={`${id}-reason`} className={`${labelClass} mt-4`}>
          {label}
        </label>
        {email ? (
          <input type="email" autoComplete="off" maxLength={254} {...field} />
        ) : (
          <textarea
            rows={3}
            maxLength={ADMIN_NOTE_MAX}
            required={requiredMessage !== undefined}
            {...field}
          />
        )}
        {missing && <FieldError id={`${id}-error`}>{requiredMessage}</FieldError>}
        <DialogActions confirmLabel={confirmLabel} busy={busy} onCancel={onClose} />
      </form>
    </dialog>
  );
}
