/**
 * /invitacion?token=: the landing page of a review invitation's single-use link.
 * It opens the invitation (API.invitationOpen (POST)): signed out, it names the provider
 * and the invited address and offers sign-in or sign-up with a way back here; signed in with
 * that address, the invitation is bound to the account and the member goes on to write the
 * review. The server decides everything (pb_hooks/invitations.pb.js); this only shows it.
 */
import { useEffect, useState } from 'react';
import { callApi } from '@/lib/pb-client';
import { startSession } from '@/lib/stores/session';
import { errorMessage } from '@/lib/backend-errors';
import { AUTH_PATHS, paths } from '@/lib/contract/paths';
import { INVITATION_TOKEN_PARAM, type InvitationOpenResult } from '@/lib/contract/invitations';
import { invitations as m } from '@/lib/messages/invitations';
import { FormAlert, primaryButton, secondaryButton, Spinner } from '../shared/ui';
import { API } from '@/lib/contract/api-routes';

type State =
  | { kind: 'loading' }
  | { kind: 'error'; message: string }
  | { kind: 'open'; result: InvitationOpenResult; here: string };

export default function InvitationLanding() {
  const [state, setState] = useState<State>({ kind: 'loading' });

  useEffect(() => {
    startSession();
    const token = new URLSearchParams(window.location.search).get(INVITATION_TOKEN_PARAM) ?? '';
    if (!token) {
      setState({ kind: 'error', message: m.missingToken });
      return;
    }
    // Without a session the call only marks the link opened; with one it binds it.
    callApi(API.invitationOpen, [], { body: { token } })
      .then((result) =>
        setState({
          kind: 'open',
          result,
          here: `${window.location.pathname}${window.location.search}`,
        }),
      )
      .catch((err: unknown) => setState({ kind: 'error', message: errorMessage(err) || m.failed }));
  }, []);

  return (
    <div className="mx-auto w-full max-w-lg px-4 py-12">
      <div className="rounded-2xl border border-slate-200 bg-white p-8 shadow-sm">
        <h1 className="text-2xl font-bold text-ink">{m.pageTitle}</h1>
        {state.kind === 'loading' && <Spinner label={m.loading} />}
        {state.kind === 'error' && (
          <div className="mt-6" data-invitation-error>
            <FormAlert title={m.failed} description={state.message} />
          </div>
        )}
        {state.kind === 'open' && (
          <div className="mt-4 space-y-4 text-sm text-slate-700" data-invitation>
            <p className="text-base font-semibold text-ink">
              {m.invitedBy(state.result.provider.company_name)}
            </p>
            <p>{m.honest}</p>
            {state.result.bound ? (
              <>
                <p className="font-semibold text-emerald-800" role="status" data-invitation-bound>
                  {m.bound}
                </p>
                <a
                  className={primaryButton}
                  href={paths.writeReview(state.result.provider.id)}
                  data-invitation-write
                >
                  {m.write}
                </a>
              </>
            ) : (
              <>
                <p>{m.signInWith(state.result.email)}</p>
                <div className="flex flex-wrap gap-3">
                  <a
                    className={primaryButton}
                    href={`${AUTH_PATHS.signIn}?next=${encodeURIComponent(state.here)}`}
                  >
                    {m.signIn}
                  </a>
                  <a
                    className={secondaryButton}
                    href={`${AUTH_PATHS.signUp}?next=${encodeURIComponent(state.here)}`}
                  >
                    {m.signUp}
                  </a>
                </div>
              </>
            )}
          </div>
        )}
      </div>
    </div>
  );
}
