/**
 * /auth/nueva-contrasena?token=: the reset e-mail's link. Sets the new password
 * (confirmPasswordReset: single use, 30 minutes; every other session ends) and signs the
 * member in with it.
 */
import { useEffect, useState, type SubmitEvent } from 'react';
import { getPb } from '@/lib/pb-client';
import { credentials as m } from '@/lib/messages/credentials';
import { auth } from '@/lib/messages/auth';
import { AUTH_PATHS } from '@/lib/contract/paths';
import { tokenClaims } from '@/lib/domain/auth-session';
import { errorMessage } from '@/lib/backend-errors';
import { flash } from '@/lib/stores/toast';
import { FormAlert, primaryButton } from '../shared/ui';
import { newPasswordProblem, type FormProblem } from '../shared/use-credentials';
import { NewPasswordFields } from '../shared/NewPasswordFields';
import { AuthCard } from './AuthCard';

export default function ResetPassword() {
  // Read after hydration: the page is rendered on the server (client:load), without the URL.
  const [token, setToken] = useState<string | null>(null);
  const [password, setPassword] = useState('');
  const [again, setAgain] = useState('');
  const [busy, setBusy] = useState(false);
  const [problem, setProblem] = useState<FormProblem | null>(null);
  useEffect(() => {
    const t = new URLSearchParams(window.location.search).get('token') ?? '';
    setToken(t);
    if (!t) setProblem({ title: m.linkMissing });
  }, []);

  async function onSubmit(e: SubmitEvent) {
    e.preventDefault();
    setProblem(null);
    const invalid = newPasswordProblem(password, again);
    if (invalid) {
      setProblem({ title: invalid });
      return;
    }
    if (!token) return;
    setBusy(true);
    const users = getPb().collection('users');
    try {
      await users.confirmPasswordReset(token, password, again);
    } catch (err) {
      setProblem({ title: m.resetError, description: errorMessage(err) });
      setBusy(false);
      return;
    }
    const email = tokenClaims(token)?.['email'];
    try {
      if (typeof email !== 'string' || !email) throw new Error('no e-mail in the token');
      await users.authWithPassword(email, password);
      flash({ title: m.resetSuccess, variant: 'success' });
      window.location.assign('/dashboard');
    } catch (err) {
      // The password is set; only the automatic sign-in failed.
      console.error('[reset] sign-in after reset', err);
      flash({ title: m.resetSuccess, variant: 'success' });
      window.location.assign(AUTH_PATHS.signIn);
    }
  }

  return (
    <AuthCard title={m.resetTitle}>
      <p className="mt-2 text-sm text-slate-600">{m.resetIntro}</p>
      <form className="mt-6" onSubmit={onSubmit} noValidate>
        <fieldset className="m-0 min-w-0 space-y-4 border-0 p-0" disabled={!token}>
          {problem && <FormAlert title={problem.title} description={problem.description} />}
          <NewPasswordFields
            password={password}
            again={again}
            onPassword={setPassword}
            onAgain={setAgain}
            hint={{ id: 'new-password-hint', text: auth.passwordHint }}
          />
          <button type="submit" className={`${primaryButton} w-full`} disabled={busy}>
            {m.resetSubmit}
          </button>
        </fieldset>
      </form>
      <a
        href={AUTH_PATHS.forgotPassword}
        className="mt-6 inline-block text-sm font-medium text-brand-700 hover:underline"
      >
        {m.requestNewLink}
      </a>
    </AuthCard>
  );
}
