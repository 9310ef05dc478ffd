/**
 * /reclamar/verificar?token=…: the link of the claim's verification e-mail.
 * Holding it proves access to the company address; the claim then waits for an admin.
 */
import { useEffect, useState } from 'react';
import { callApi } from '@/lib/pb-client';
import { errorMessage } from '@/lib/backend-errors';
import { claimForm as m } from '@/lib/messages/provider-owner';
import { Spinner } from '../shared/ui';
import { Centered } from './Centered';
import { API } from '@/lib/contract/api-routes';

type State = { kind: 'busy' } | { kind: 'done'; name: string } | { kind: 'failed'; text: string };

export default function ClaimVerify() {
  const [state, setState] = useState<State>({ kind: 'busy' });
  useEffect(() => {
    const token = new URLSearchParams(window.location.search).get('token') ?? '';
    callApi(API.claimVerify, [], { body: { token } })
      .then((r) => setState({ kind: 'done', name: r.provider_name }))
      .catch((err: unknown) => setState({ kind: 'failed', text: errorMessage(err) }));
  }, []);
  if (state.kind === 'busy') return <Spinner label={m.verifying} />;
  return (
    <Centered>
      <div role={state.kind === 'failed' ? 'alert' : 'status'}>
        <h1 className="text-2xl font-bold text-ink">
          {state.kind === 'done' ? m.verifiedTitle : m.verifyFailedTitle}
        </h1>
        <p className="mt-2 text-slate-700">
          {state.kind === 'done' ? m.verified(state.name) : state.text}
        </p>
      </div>
    </Centered>
  );
}
