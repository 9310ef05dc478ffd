/**
 * /settings, "Seguridad de la cuenta": change the password (the current one is
 * required; every other session ends, this one signs in again with the new password) and
 * change the e-mail (a confirmation link goes to the new address; nothing changes until it is
 * confirmed, and the old address is told).
 */
import { useState, type SubmitEvent } from 'react';
import { getPb } from '@/lib/pb-client';
import { credentials as m } from '@/lib/messages/credentials';
import { auth } from '@/lib/messages/auth';
import { AUTH_PATHS } from '@/lib/contract/paths';
import { errorMessage } from '@/lib/backend-errors';
import { toastError, toastSuccess } from '@/lib/stores/toast';
import type { UserRecord } from '@/lib/stores/types';
import { cardClass, FormAlert, primaryButton, TextField } from '../shared/ui';
import { NewPasswordFields } from '../shared/NewPasswordFields';
import { newPasswordProblem, useEmailRequest, type FormProblem } from '../shared/use-credentials';

function PasswordForm({ profile }: { profile: UserRecord }) {
  const [current, setCurrent] = useState('');
  const [next, setNext] = useState('');
  const [again, setAgain] = useState('');
  const [busy, setBusy] = useState(false);
  const [problem, setProblem] = useState<FormProblem | null>(null);

  async function onSubmit(e: SubmitEvent) {
    e.preventDefault();
    setProblem(null);
    const invalid = !current || !next || !again ? auth.allFields : newPasswordProblem(next, again);
    if (invalid) {
      setProblem({ title: invalid });
      return;
    }
    setBusy(true);
    const users = getPb().collection('users');
    try {
      await users.update(profile.id, {
        oldPassword: current,
        password: next,
        passwordConfirm: again,
      });
    } catch (err) {
      const p = { title: m.passwordChangeError, description: errorMessage(err) };
      setProblem(p);
      toastError(p.title, p.description);
      setBusy(false);
      return;
    }
    // The change ended every session, this one too: sign in again with the new password.
    try {
      await users.authWithPassword(profile.email, next);
    } catch (err) {
      console.error('[settings] sign-in after password change', err);
      window.location.assign(AUTH_PATHS.signIn);
      return;
    }
    setCurrent('');
    setNext('');
    setAgain('');
    setBusy(false);
    toastSuccess(m.passwordChanged);
  }

  return (
    <form className="space-y-4" onSubmit={onSubmit} noValidate aria-labelledby="password-title">
      <h3 id="password-title" className="text-base font-semibold text-ink">
        {m.passwordTitle}
      </h3>
      {problem && <FormAlert title={problem.title} description={problem.description} />}
      <TextField
        label={m.currentPassword}
        type="password"
        name="oldPassword"
        value={current}
        onValue={setCurrent}
        autoComplete="current-password"
      />
      <div className="grid gap-4 sm:grid-cols-2">
        <NewPasswordFields password={next} again={again} onPassword={setNext} onAgain={setAgain} />
      </div>
      <p className="text-xs text-slate-500">
        {auth.passwordHint}.{' '}
        <a href={AUTH_PATHS.forgotPassword} className="text-brand-700 underline">
          {m.noPasswordHint}
        </a>
      </p>
      <button type="submit" className={primaryButton} disabled={busy}>
        {m.passwordChangeSubmit}
      </button>
    </form>
  );
}

function EmailForm({ profile }: { profile: UserRecord }) {
  const { email, setEmail, busy, problem, sentTo, submit } = useEmailRequest(
    (address) => getPb().collection('users').requestEmailChange(address),
    m.emailChangeError,
    { toast: true },
  );

  function onSubmit(e: SubmitEvent) {
    e.preventDefault();
    void submit();
  }

  return (
    <form className="space-y-4" onSubmit={onSubmit} noValidate aria-labelledby="email-title">
      <h3 id="email-title" className="text-base font-semibold text-ink">
        {m.emailTitle}
      </h3>
      <p className="text-sm text-slate-600">{m.currentEmail(profile.email)}</p>
      {problem && <FormAlert title={problem.title} description={problem.description} />}
      {sentTo && (
        <p
          role="status"
          className="rounded-lg border border-green-300 bg-green-50 px-4 py-3 text-sm text-green-900"
        >
          {m.emailChangeSent(sentTo)}
        </p>
      )}
      <TextField
        label={m.newEmail}
        type="email"
        name="newEmail"
        value={email}
        onValue={setEmail}
        autoComplete="email"
      />
      <button type="submit" className={primaryButton} disabled={busy}>
        {m.emailChangeSubmit}
      </button>
    </form>
  );
}

export default function SecuritySection({ profile }: { profile: UserRecord }) {
  return (
    <section className={`${cardClass} mt-6 space-y-8`} aria-labelledby="security-title">
      <h2 id="security-title" className="text-lg font-bold text-ink">
        {m.securityTitle}
      </h2>
      <PasswordForm profile={profile} />
      <hr className="border-slate-200" />
      <EmailForm profile={profile} />
    </section>
  );
}
