/** The fields of the login and sign-up form (AuthPage.tsx), each side's own. */
import { auth as m } from '@/lib/messages/auth';
import { credentials as account } from '@/lib/messages/credentials';
import { LINKEDIN_EXAMPLE } from '@/lib/domain/linkedin';
import { AUTH_PATHS } from '@/lib/contract/paths';
import { MIN_PASSWORD_LENGTH } from '@/lib/domain/validation';
import { labelClass, TextField } from '../shared/ui';
import type { useAuthForm } from './use-auth-form';

type Form = ReturnType<typeof useAuthForm>;

/** Sign-up: first and last name. */
export function SignupNames({ form }: { form: Form }) {
  return (
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
  );
}

/** The password: its rule on sign-up, "forgot it" on login. */
export function PasswordField({ form }: { form: Form }) {
  const isSignup = form.mode === 'signup';
  return (
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
  );
}

/** Sign-up: the LinkedIn profile and the account type. */
export function SignupExtras({ form }: { form: Form }) {
  return (
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
  );
}

export function LinkedInIcon() {
  return (
    <svg aria-hidden="true" viewBox="0 0 24 24" className="h-4 w-4 fill-[#0a66c2]">
      <path d="M20.45 20.45h-3.56v-5.57c0-1.33-.02-3.04-1.85-3.04-1.85 0-2.14 1.45-2.14 2.94v5.67H9.34V9h3.41v1.56h.05c.48-.9 1.64-1.85 3.37-1.85 3.6 0 4.27 2.37 4.27 5.46v6.28zM5.34 7.43a2.06 2.06 0 1 1 0-4.13 2.06 2.06 0 0 1 0 4.13zM7.12 20.45H3.56V9h3.56v11.45zM22.22 0H1.77C.79 0 0 .77 0 1.73v20.54C0 23.23.79 24 1.77 24h20.45c.98 0 1.78-.77 1.78-1.73V1.73C24 .77 23.2 0 22.22 0z" />
    </svg>
  );
}
