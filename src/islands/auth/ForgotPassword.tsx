/**
 * /auth/recuperar: asks for the reset e-mail. The answer is the same whether or not the
 * address has an account (PocketBase answers 204 either way and sends after answering).
 */
import { useEffect, useState, type SubmitEvent } from 'react';
import { getPb } from '@/lib/pb-client';
import { credentials as m } from '@/lib/messages/credentials';
import { auth } from '@/lib/messages/auth';
import { AUTH_PATHS } from '@/lib/contract/paths';
import { FormAlert, primaryButton, TextField } from '../shared/ui';
import { useEmailRequest } from '../shared/use-credentials';
import { AuthCard } from './AuthCard';

export default function ForgotPassword() {
  const { email, setEmail, busy, problem, sentTo, submit } = useEmailRequest(
    (address) => getPb().collection('users').requestPasswordReset(address),
    m.forgotError,
  );
  // Server-rendered (client:load): the form waits for the script before it can be used.
  const [ready, setReady] = useState(false);
  useEffect(() => setReady(true), []);

  function onSubmit(e: SubmitEvent) {
    e.preventDefault();
    void submit();
  }

  if (sentTo) {
    return (
      <AuthCard title={m.forgotSentTitle}>
        <p role="status" className="mt-4 text-sm text-slate-700">
          {m.forgotSent(sentTo)}
        </p>
        <p className="mt-2 text-sm text-slate-600">{m.forgotSpam}</p>
        <a
          href={AUTH_PATHS.signIn}
          className="mt-6 inline-block text-sm font-medium text-brand-700 hover:underline"
        >
          {m.backToLogin}
        </a>
      </AuthCard>
    );
  }

  return (
    <AuthCard title={m.forgotTitle}>
      <p className="mt-2 text-sm text-slate-600">{m.forgotIntro}</p>
      <form className="mt-6" onSubmit={onSubmit} noValidate>
        <fieldset className="m-0 min-w-0 space-y-4 border-0 p-0" disabled={!ready}>
          {problem && <FormAlert title={problem.title} description={problem.description} />}
          <TextField
            label={auth.email}
            type="email"
            name="email"
            value={email}
            onValue={setEmail}
            autoComplete="email"
            required
          />
          <button type="submit" className={`${primaryButton} w-full`} disabled={busy}>
            {m.forgotSubmit}
          </button>
        </fieldset>
      </form>
      <a
        href={AUTH_PATHS.signIn}
        className="mt-6 inline-block text-sm font-medium text-brand-700 hover:underline"
      >
        {m.backToLogin}
      </a>
    </AuthCard>
  );
}
