/**
 * "Reenviar" of the verification e-mail (the confirmation page, the dashboard's pending
 * notice): asks the hooks' route, which sends at most one e-mail per address per window
 * (src/lib/contract/verification-mail.ts). A send is announced only when the server says it
 * happened; before the next one is possible the button is disabled with a countdown, and a
 * refusal to send yet shows the catalogue's text.
 */
import { useEffect, useState } from 'react';
import { callApi } from '@/lib/pb-client';
import { errorEntryOf, errorText } from '@/lib/contract/errors';
import { errorMessage } from '@/lib/backend-errors';
import { API } from '@/lib/contract/api-routes';

export type ResendOutcome =
  { kind: 'sent' } | { kind: 'wait'; message: string } | { kind: 'failed'; message: string };

export function useVerificationResend(email: string) {
  const [busy, setBusy] = useState(false);
  /** When (this browser's clock, ms) the next send is possible; 0: now. */
  const [until, setUntil] = useState(0);
  const [now, setNow] = useState(() => Date.now());
  const waiting = until > now;

  useEffect(() => {
    if (!waiting) return;
    const timer = setInterval(() => setNow(Date.now()), 1000);
    return () => clearInterval(timer);
  }, [waiting]);

  const waitFor = (seconds: unknown) => {
    const s = Number(seconds);
    const t = Date.now();
    setNow(t);
    setUntil(Number.isFinite(s) && s > 0 ? t + s * 1000 : 0);
  };

  async function resend(): Promise<ResendOutcome> {
    setBusy(true);
    try {
      const answer = await callApi(API.verificationResend, [], { body: { email } });
      waitFor(answer.seconds);
      return { kind: 'sent' };
    } catch (err) {
      const entry = errorEntryOf(err);
      if (entry?.code === 'verification_resend_wait') {
        waitFor(entry.params['seconds']);
        return { kind: 'wait', message: errorText(entry.code, entry.params) };
      }
      return { kind: 'failed', message: errorMessage(err) };
    } finally {
      setBusy(false);
    }
  }

  /** Whole seconds until the next send is possible (0 when it is). */
  const secondsLeft = waiting ? Math.ceil((until - now) / 1000) : 0;
  return { busy, secondsLeft, resend };
}
