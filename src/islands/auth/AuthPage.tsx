/**
 * /auth and /auth/registro: login and sign-up (e-mail + password, or LinkedIn through
 * PocketBase OAuth2). Rendered on the server too (client:load), each page on its own side, so
 * the form is in the HTML before any script runs and nothing moves when it arrives.
 * `?tipo=proveedor` preselects the provider account type; switching sides keeps the URL in
 * step (/auth ↔ /auth/registro) so what is on screen can be linked. This is the view (its
 * fields in ./AuthFields.tsx); its state and the requests are in ./use-auth-form.ts.
 */
import type { SubmitEvent } from 'react';
import { auth as m } from '@/lib/messages/auth';
import { FormAlert, primaryButton, secondaryButton, TextField } from '../shared/ui';
import { LinkedInIcon, PasswordField, SignupExtras, SignupNames } from './AuthFields';
import { useAuthForm, type Mode } from './use-auth-form';

export default function AuthPage({ initialMode = 'login' }: { initialMode?: Mode }) {
  const form = useAuthForm(initialMode);

  function onSubmit(e: SubmitEvent) {
    e.preventDefault();
    void form.submit();
  }

  const isSignup = form.mode === 'signup';
  return (
    <div className="mx-auto w-full max-w-md px-4 py-12">
      <div className="rounded-2xl border border-slate-200 bg-white p-8 shadow-sm">
        <h1 className="text-2xl font-bold text-ink">{isSignup ? m.signupTitle : m.loginTitle}</h1>
        <form className="mt-6" onSubmit={onSubmit} noValidate>
          <fieldset className="m-0 min-w-0 space-y-4 border-0 p-0" disabled={!form.ready}>
            {form.problem && (
              <FormAlert title={form.problem.title} description={form.problem.description} />
            )}
            {isSignup && <SignupNames form={form} />}
            <TextField
              label={m.email}
              type="email"
              name="email"
              value={form.email}
              onValue={form.setEmail}
              autoComplete="email"
            />
            <PasswordField form={form} />
            {isSignup && <SignupExtras form={form} />}
            <button type="submit" className={`${primaryButton} w-full`} disabled={form.busy}>
              {isSignup ? m.signupSubmit : m.loginSubmit}
            </button>
          </fieldset>
        </form>
        <div className="my-6 flex items-center gap-3 text-xs text-slate-500">
          <span className="h-px flex-1 bg-slate-200" />
          {m.or}
          <span className="h-px flex-1 bg-slate-200" />
        </div>
        <button
          type="button"
          className={`${secondaryButton} w-full`}
          onClick={form.onLinkedIn}
          disabled={form.busy || !form.ready}
        >
          <LinkedInIcon />
          {m.linkedinSso}
        </button>
        <button
          type="button"
          className="mt-6 w-full text-center text-sm font-medium text-brand-700 hover:underline"
          onClick={() => form.switchMode(isSignup ? 'login' : 'signup')}
          disabled={!form.ready}
        >
          {isSignup ? m.toLogin : m.toSignup}
        </button>
        <p className="mt-6 text-center text-xs text-slate-500">
          {m.termsPrefix}{' '}
          <a href="/terms" className="underline">
            {m.terms}
          </a>{' '}
          {m.and}{' '}
          <a href="/privacy" className="underline">
            {m.privacy}
          </a>
          .
        </p>
      </div>
    </div>
  );
}
