/**
 * What a pending account is missing (issue 20): an unconfirmed e-mail (with "Reenviar
 * correo"), or an admin's approval (what happens next and how long it usually takes).
 */
import { useState } from 'react';
import { getPb } from '@/lib/pb-client';
import { messages } from '@/lib/messages';
import type { PendingReason } from '@/lib/domain/account-state';
import { toastError, toastSuccess } from '@/lib/stores/toast';
import { secondaryButton } from '../shared/ui';

const m = messages.pendingAccounts;

export default function PendingNotice({
  reason,
  email,
}: {
  reason: Exclude<PendingReason, null>;
  email: string;
}) {
  const [busy, setBusy] = useState(false);

  async function resend() {
    setBusy(true);
    try {
      await getPb().collection('users').requestVerification(email);
      toastSuccess(m.resent, m.resentText);
    } catch (err) {
      console.error('[dashboard] resend verification', err);
      toastError(m.resendError);
    } finally {
      setBusy(false);
    }
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
            disabled={busy}
            onClick={() => void resend()}
          >
            {busy ? m.resending : m.resend}
          </button>
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
