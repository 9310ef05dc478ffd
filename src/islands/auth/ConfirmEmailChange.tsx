/**
 * /auth/confirmar-correo?token=: the e-mail-change confirmation's link (sent to the new
 * address). PocketBase asks for the account's password; the change ends every session, so
 * the member is signed in again with the new address.
 */
import { useEffect, useState, type SubmitEvent } from 'react';
import { getPb } from '@/lib/pb-client';
import { credentials as m } from '@/lib/messages/credentials';
import { auth } from '@/lib/messages/auth';
import { AUTH_PATHS } from '@/lib/contract/paths';
import { tokenClaims } from '@/lib/domain/auth-session';
import { errorMessage } from '@/lib/backend-errors';
import { flash } from '@/lib/stores/toast';
import { FormAlert, primaryButton, TextField } from '../shared/ui';
import { AuthCard } from './AuthCard';

export default function ConfirmEmailChange() {
  // Read after hydration: the page is rendered on the server (client:load), without the URL.
  const [token, setToken] = useState('');
  const [newEmail, setNewEmail] = useState('');
  const [password, setPassword] = useState('');
  const [busy, setBusy] = useState(false);
  const [problem, setProblem] = useState<{ title: string; description?: string } | null>(null);
  useEffect(() => {
    const t = new URLSearchParams(window.location.search).get('token') ?? '';
    const email = tokenClaims(t)?.['newEmail'];
    if (typeof email === 'string' && email) {
      setToken(t);
      setNewEmail(email);
    } else {
      setProblem({ title: m.linkMissing });
    }
  }, []);

  async function onSubmit(e: SubmitEvent) {
    e.preventDefault();
    setProblem(null);
    if (!password) {
      setProblem({ title: auth.allFields });
      return;
    }
    setBusy(true);
    const pb = getPb();
    try {
      await pb.collection('users').confirmEmailChange(token, password);
    } catch (err) {
      setProblem({ title: m.confirmEmailError, description: errorMessage(err) });
      setBusy(false);
      return;
    }
    // Every session of the account ended with the change (this browser's too).
    pb.authStore.clear();
    try {
      await pb.collection('users').authWithPassword(newEmail, password);
      flash({ title: m.confirmEmailSuccess, variant: 'success' });
      window.location.assign(AUTH_PATHS.settings);
    } catch (err) {
      console.error('[email change] sign-in after the change', err);
      flash({ title: m.confirmEmailSuccess, variant: 'success' });
      window.location.assign(AUTH_PATHS.signIn);
    }
  }

  return (
    <AuthCard title={m.confirmEmailTitle}>
      {/* Room kept for the address, shown once the script has read the link. */}
      <p className="mt-2 min-h-10 text-sm break-words text-slate-600">
        {newEmail && m.confirmEmailIntro(newEmail)}
      </p>
      <form className="mt-6" onSubmit={onSubmit} noValidate>
        <fieldset className="m-0 min-w-0 space-y-4 border-0 p-0" disabled={!newEmail}>
          {problem && <FormAlert title={problem.title} description={problem.description} />}
          <TextField
            label={auth.password}
            type="password"
            name="password"
            value={password}
            onValue={setPassword}
            autoComplete="current-password"
          />
          <button type="submit" className={`${primaryButton} w-full`} disabled={busy}>
            {m.confirmEmailSubmit}
          </button>
        </fieldset>
      </form>
      <a
        href={AUTH_PATHS.settings}
        className="mt-6 inline-block text-sm font-medium text-brand-700 hover:underline"
      >
        {m.requestNewLink}
      </a>
    </AuthCard>
  );
}
