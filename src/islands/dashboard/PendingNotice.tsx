/**
 * What a pending account is missing: an unconfirmed e-mail (with "Reenviar
 * correo"), or an admin's approval (what happens next and how long it usually takes).
 */
import { useState } from 'react';
import { messages } from '@/lib/messages';
import type { PendingReason } from '@/lib/domain/account-state';
import { toastError, toastSuccess } from '@/lib/stores/toast';
import { secondaryButton } from '../shared/ui';
import { useVerificationResend } from '../shared/use-verification-resend';

const m = messages.pendingAccounts;
const resendIn = messages.confirmation.resendIn;

export default function PendingNotice({
  reason,
  email,
}: {
  reason: Exclude<PendingReason, null>;
  email: string;
}) {
  const { busy, secondsLeft, resend } = useVerificationResend(email);
  const [notice, setNotice] = useState('');

  async function onResend() {
    setNotice('');
    const outcome = await resend();
    if (outcome.kind === 'sent') toastSuccess(m.resent, m.resentText);
    else if (outcome.kind === 'wait') setNotice(outcome.message);
    else toastError(m.resendError, outcome.message);
  }

  return (
    <div
      role="status"
      className="rounded-xl border border-orange-300 bg-orange-50 px-5 py-4 text-orange-900"
      data-testid="pending-banner"
      data-pending-reason={reason}
    >
      {reason === 'unconfirmed' ? (
        <>
          <p className="font-semibold">{m.unconfirmedTitle}</p>
          <p className="mt-1 text-sm">{m.unconfirmedText(email)}</p>
          <button
            type="button"
            className={`${secondaryButton} mt-3`}
            disabled={busy || secondsLeft > 0}
            onClick={() => void onResend()}
          >
            {busy ? m.resending : secondsLeft > 0 ? resendIn(secondsLeft) : m.resend}
          </button>
          {secondsLeft > 0 && notice && <p className="mt-2 text-sm">{notice}</p>}
        </>
      ) : (
        <>
          <p className="font-semibold">{m.awaitingTitle}</p>
          <p className="mt-1 text-sm">{m.awaitingText}</p>
        </>
      )}
    </div>
  );
}
