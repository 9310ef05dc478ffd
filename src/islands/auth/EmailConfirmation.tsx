/** /email-confirmation?email=: instructions, resend (only with an e-mail), back to login. */
import { useState } from 'react';
import { messages } from '@/lib/messages';
import { toastError, toastSuccess } from '@/lib/stores/toast';
import { primaryButton } from '../shared/ui';
import { useVerificationResend } from '../shared/use-verification-resend';

const m = messages.confirmation;

export default function EmailConfirmation() {
  const [email] = useState(() => new URLSearchParams(window.location.search).get('email') ?? '');
  const { busy, secondsLeft, resend } = useVerificationResend(email);
  const [notice, setNotice] = useState('');

  async function onResend() {
    if (!email) {
      toastError(messages.common.error, m.resendMissingEmail);
      return;
    }
    setNotice('');
    const outcome = await resend();
    if (outcome.kind === 'sent') toastSuccess(m.resendSuccess);
    else if (outcome.kind === 'wait') setNotice(outcome.message);
    else toastError(m.resendError, outcome.message);
  }

  return (
    <div className="mx-auto w-full max-w-md px-4 py-12">
      <div className="rounded-2xl border border-slate-200 bg-white p-8 text-center shadow-sm">
        <h1 className="text-2xl font-bold text-ink">{m.title}</h1>
        <p className="mt-4 text-sm text-slate-600">{m.instructions}</p>
        {email && (
          <p className="mt-2 text-sm text-slate-600">
            {m.sentTo} <strong className="text-ink">{email}</strong>
          </p>
        )}
        {email && (
          <button
            type="button"
            className={`${primaryButton} mt-6 w-full`}
            onClick={() => void onResend()}
            disabled={busy || secondsLeft > 0}
            data-resend
          >
            {secondsLeft > 0 ? m.resendIn(secondsLeft) : m.resend}
          </button>
        )}
        <p role="status" className="mt-3 text-sm text-slate-600" data-resend-notice>
          {secondsLeft > 0 ? notice : ''}
        </p>
        <a
          href="/auth"
          className="mt-6 inline-block text-sm font-medium text-brand-700 hover:underline"
        >
          {m.backToLogin}
        </a>
      </div>
    </div>
  );
}
