/**
 * /auth and /auth/registro: login and sign-up (e-mail + password, or LinkedIn through
 * PocketBase OAuth2). Rendered on the server too (client:load), each page on its own side, so
 * the form is in the HTML before any script runs and nothing moves when it arrives.
 * `?tipo=proveedor` preselects the provider account type; switching sides keeps the URL in
 * step (/auth ↔ /auth/registro) so what is on screen can be linked. This is the view; its
 * state and the requests are in ./use-auth-form.ts.
 */
import type { SubmitEvent } from 'react';
import { auth as m } from '@/lib/messages/auth';
import { credentials as account } from '@/lib/messages/credentials';
import { LINKEDIN_EXAMPLE } from '@/lib/domain/linkedin';
import { AUTH_PATHS } from '@/lib/contract/paths';
import { MIN_PASSWORD_LENGTH } from '@/lib/domain/validation';
import { FormAlert, labelClass, primaryButton, secondaryButton, TextField } from '../shared/ui';
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
            {isSignup && (
              <div className="grid grid-cols-2 gap-3">
                <TextField
                  label={m.firstName}
                  value={form.firstName}
                  onValue={form.setFirstName}
                  autoComplete="given-name"
                />
                <TextField
                  label={m.lastName}
                  value={form.lastName}
                  onValue={form.setLastName}
                  autoComplete="family-name"
                />
              </div>
            )}
            <TextField
              label={m.email}
              type="email"
              name="email"
              value={form.email}
              onValue={form.setEmail}
              autoComplete="email"
            />
            <div>
              <TextField
                label={m.password}
                type="password"
                name="password"
                value={form.password}
                onValue={form.setPassword}
                minLength={isSignup ? MIN_PASSWORD_LENGTH : undefined}
                autoComplete={isSignup ? 'new-password' : 'current-password'}
                aria-describedby={isSignup ? 'password-hint' : undefined}
              />
              {isSignup ? (
                <p id="password-hint" className="mt-1 text-xs text-slate-500">
                  {m.passwordHint}
                </p>
              ) : (
                <p className="mt-2 text-right text-sm">
                  <a
                    href={AUTH_PATHS.forgotPassword}
                    className="font-medium text-brand-700 hover:underline"
                  >
                    {account.forgotLink}
                  </a>
                </p>
              )}
            </div>
            {isSignup && (
              <>
                <div>
                  <TextField
                    label={m.linkedin}
                    type="text"
                    inputMode="url"
                    autoCapitalize="none"
                    spellCheck={false}
                    name="linkedin_url"
                    value={form.linkedin}
                    placeholder={LINKEDIN_EXAMPLE}
                    onValue={form.setLinkedin}
                    aria-describedby="linkedin-hint"
                  />
                  <p id="linkedin-hint" className="mt-1 text-xs text-slate-500">
                    {m.linkedinHint}
                  </p>
                </div>
                <fieldset>
                  <legend className={labelClass}>{m.userType}</legend>
                  <div className="mt-1 flex gap-4 text-sm">
                    {(['hr_professional', 'provider'] as const).map((t) => (
                      <label key={t} className="inline-flex items-center gap-2">
                        <input
                          type="radio"
                          name="user_type"
                          checked={form.userType === t}
                          onChange={() => form.setUserType(t)}
                        />
                        {t === 'provider' ? m.userTypeProvider : m.userTypeHr}
                      </label>
                    ))}
                  </div>
                </fieldset>
              </>
            )}
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
          <svg aria-hidden="true" viewBox="0 0 24 24" className="h-4 w-4 fill-[#0a66c2]">
            <path d="M20.45 20.45h-3.56v-5.57c0-1.33-.02-3.04-1.85-3.04-1.85 0-2.14 1.45-2.14 2.94v5.67H9.34V9h3.41v1.56h.05c.48-.9 1.64-1.85 3.37-1.85 3.6 0 4.27 2.37 4.27 5.46v6.28zM5.34 7.43a2.06 2.06 0 1 1 0-4.13 2.06 2.06 0 0 1 0 4.13zM7.12 20.45H3.56V9h3.56v11.45zM22.22 0H1.77C.79 0 0 .77 0 1.73v20.54C0 23.23.79 24 1.77 24h20.45c.98 0 1.78-.77 1.78-1.73V1.73C24 .77 23.2 0 22.22 0z" />
          </svg>
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
