/**
 * /baja-correo?token=…: the one-click opt-out link of a non-essential e-mail (item
 * 11). Opening the page turns that e-mail off, without signing in: the signed token is checked
 * by the server (API.mailUnsubscribe (POST)); a forged or expired one is refused there.
 * The POST runs from the page's script, so a mail scanner that only fetches links changes
 * nothing.
 */
import { useEffect, useState } from 'react';
import { callApi } from '@/lib/pb-client';
import { messages } from '@/lib/messages';
import type { MailKind } from '@/lib/contract/mail-preferences';
import { API } from '@/lib/contract/api-routes';
import { errorMessage } from '@/lib/backend-errors';
import { FormAlert, cardClass, secondaryButton, Spinner } from '../shared/ui';

const m = messages.account;
const WHAT: Record<MailKind, string> = {
  replies: m.unsubscribeReplies,
  approval: m.unsubscribeApproval,
};

type State = { step: 'busy' } | { step: 'done'; kind: MailKind } | { step: 'error'; text: string };

export default function Unsubscribe() {
  const [state, setState] = useState<State>({ step: 'busy' });

  useEffect(() => {
    const token = new URLSearchParams(window.location.search).get('token') ?? '';
    callApi(API.mailUnsubscribe, [], { query: { token } })
      .then((r) => setState({ step: 'done', kind: r.kind }))
      .catch((err: unknown) => setState({ step: 'error', text: errorMessage(err) }));
  }, []);

  return (
    <div className="container-page max-w-xl py-12">
      <div className={cardClass}>
        <h1 className="text-2xl font-bold text-ink">{m.unsubscribeTitle}</h1>
        <div className="mt-4 space-y-3 text-sm text-slate-700" aria-live="polite">
          {state.step === 'busy' && <Spinner label={m.unsubscribeBusy} />}
          {state.step === 'done' && (
            <>
              <p className="font-semibold text-ink">{m.unsubscribeDone}</p>
              <p>{WHAT[state.kind]}</p>
              <p>{m.unsubscribeMore}</p>
            </>
          )}
          {state.step === 'error' && (
            <FormAlert title={m.unsubscribeError} description={state.text} />
          )}
          {state.step !== 'busy' && (
            <a href="/settings" className={secondaryButton}>
              {m.unsubscribeSettings}
            </a>
          )}
        </div>
      </div>
    </div>
  );
}
