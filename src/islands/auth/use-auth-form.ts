/**
 * The state of the sign-in and sign-up page (./AuthPage.tsx): the fields, the open side (kept in
 * the URL), the check before sending, and the three ways in (password sign-in, sign-up then the
 * verification e-mail, LinkedIn through PocketBase OAuth2). A stored session goes straight to
 * /dashboard.
 */
import { useEffect, useState } from 'react';
import { getPb } from '@/lib/pb-client';
import { auth as m } from '@/lib/messages/auth';
import { common } from '@/lib/messages/common';
import { normalizeLinkedInUrl } from '@/lib/domain/linkedin';
import { AUTH_PATHS, AUTH_PROVIDER_TYPE, AUTH_TYPE_PARAM } from '@/lib/contract/paths';
import { MIN_PASSWORD_LENGTH } from '@/lib/domain/validation';
import { flash, toastError } from '@/lib/stores/toast';
import { hasSession, startSession } from '@/lib/stores/session';
import type { UserType } from '@/lib/stores/types';
import { errorMessage } from '@/lib/backend-errors';
import { safeNextPath } from '../shared/use-session';

/** Where a signed-in member goes: `?next=` (same-site paths only, e.g. an invitation), else /dashboard. */
const afterSignIn = (): string =>
  safeNextPath(new URLSearchParams(window.location.search).get('next'));

/** The `?next=` of this page's URL, for the other form's URL ('' when none). */
function keepNext(): string {
  const next = new URLSearchParams(window.location.search).get('next');
  return next ? `?${new URLSearchParams({ next }).toString()}` : '';
}

export type Mode = 'login' | 'signup';
export interface Problem {
  title: string;
  description?: string | undefined;
}

/** The OAuth2 provider name PocketBase knows LinkedIn by (generic OIDC). */
const LINKEDIN_PROVIDER = 'oidc';

export function validateAuthForm(
  mode: Mode,
  v: { email: string; password: string; linkedin: string },
): Problem | null {
  if (!v.email.trim() || !v.password) return { title: m.allFields };
  if (mode === 'signup') {
    if (!v.linkedin.trim()) return { title: m.linkedinRequired };
    if (!normalizeLinkedInUrl(v.linkedin))
      return { title: m.linkedinInvalidTitle, description: m.linkedinInvalidDescription };
    if (v.password.length < MIN_PASSWORD_LENGTH) return { title: m.passwordMin };
  }
  return null;
}

export function useAuthForm(initialMode: Mode) {
  const [mode, setMode] = useState<Mode>(initialMode);
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [linkedin, setLinkedin] = useState('');
  const [firstName, setFirstName] = useState('');
  const [lastName, setLastName] = useState('');
  const [userType, setUserType] = useState<UserType>('hr_professional');
  const [busy, setBusy] = useState(false);
  // False in the server-rendered HTML: the controls wait for the script (a submit before it
  // would be a plain GET of the form, and text typed before it would be lost).
  const [ready, setReady] = useState(false);
  const [problem, setProblem] = useState<Problem | null>(null);

  useEffect(() => {
    startSession();
    if (hasSession()) {
      window.location.replace(afterSignIn());
      return;
    }
    const q = new URLSearchParams(window.location.search);
    if (q.get(AUTH_TYPE_PARAM) === AUTH_PROVIDER_TYPE) setUserType('provider');
    setReady(true);
  }, []);

  /** Switches forms and keeps the URL saying which one is open. */
  function switchMode(next: Mode) {
    setMode(next);
    setProblem(null);
    window.history.replaceState(
      null,
      '',
      // `next` stays (an invitation's way back survives the switch); nothing else does.
      `${next === 'signup' ? AUTH_PATHS.signUp : AUTH_PATHS.signIn}${keepNext()}`,
    );
  }

  const fail = (p: Problem) => {
    setProblem(p);
    toastError(p.title, p.description);
  };

  async function submit() {
    setProblem(null);
    const invalid = validateAuthForm(mode, { email, password, linkedin });
    if (invalid) {
      fail(invalid);
      return;
    }
    setBusy(true);
    const users = getPb().collection('users');
    const address = email.trim().toLowerCase();
    if (mode === 'login') {
      try {
        await users.authWithPassword(address, password);
        flash({ title: m.welcomeBack, variant: 'success' });
        window.location.assign(afterSignIn());
      } catch (err) {
        fail({ title: m.loginError, description: errorMessage(err) || m.loginFallback });
        setBusy(false);
      }
      return;
    }
    try {
      await users.create({
        email: address,
        password,
        passwordConfirm: password,
        linkedin_url: normalizeLinkedInUrl(linkedin) ?? linkedin.trim(),
        first_name: firstName.trim(),
        last_name: lastName.trim(),
        user_type: userType,
      });
    } catch (err) {
      fail({ title: m.signupError, description: errorMessage(err) || m.signupFallback });
      setBusy(false);
      return;
    }
    try {
      // The verification e-mail links to /auth/confirm; the session lets it land on the
      // dashboard in the same browser.
      await users.requestVerification(address);
      await users.authWithPassword(address, password);
    } catch (err) {
      console.error('[auth] after sign-up', err);
    }
    flash({ title: m.signupSuccess, description: m.signupSuccessDescription, variant: 'success' });
    window.location.assign(`/email-confirmation?email=${encodeURIComponent(address)}`);
  }

  async function onLinkedIn() {
    setProblem(null);
    setBusy(true);
    try {
      await getPb()
        .collection('users')
        .authWithOAuth2({
          provider: LINKEDIN_PROVIDER,
          createData: { user_type: 'hr_professional' },
        });
      flash({ title: m.welcomeBack, variant: 'success' });
      window.location.assign(afterSignIn());
    } catch (err) {
      fail({
        title: m.linkedinError,
        description: errorMessage(err) || common.unexpected,
      });
      setBusy(false);
    }
  }

  return {
    mode,
    switchMode,
    email,
    password,
    linkedin,
    firstName,
    lastName,
    userType,
    setEmail,
    setPassword,
    setLinkedin,
    setFirstName,
    setLastName,
    setUserType,
    busy,
    ready,
    problem,
    submit,
    onLinkedIn,
  };
}
