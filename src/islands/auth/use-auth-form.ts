/**
 * The state of the sign-in and sign-up page (./AuthPage.tsx): the fields, the open side (kept in
 * the URL), the check before sending, and the three ways in (./auth-requests.ts). A stored
 * session goes straight to /dashboard. Pure parts in ./auth-state.ts.
 */
import { useEffect, useState } from 'react';
import { toastError } from '@/lib/stores/toast';
import { hasSession, startSession } from '@/lib/stores/session';
import { afterSignIn, signIn, signInWithLinkedIn, signUp } from './auth-requests';
import {
  EMPTY_AUTH,
  modePath,
  userTypeOf,
  validateAuthForm,
  type AuthValues,
  type Mode,
  type Problem,
} from './auth-state';

export type { Mode, Problem } from './auth-state';

export function useAuthForm(initialMode: Mode) {
  const [mode, setMode] = useState<Mode>(initialMode);
  const [values, setValues] = useState<AuthValues>(EMPTY_AUTH);
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
    const userType = userTypeOf(window.location.search);
    if (userType) setValues((old) => ({ ...old, userType }));
    setReady(true);
  }, []);

  const set =
    <K extends keyof AuthValues>(key: K) =>
    (v: AuthValues[K]) =>
      setValues((old) => ({ ...old, [key]: v }));

  /** Switches forms and keeps the URL saying which one is open. */
  function switchMode(next: Mode) {
    setMode(next);
    setProblem(null);
    window.history.replaceState(null, '', modePath(next, window.location.search));
  }

  const fail = (p: Problem) => {
    setProblem(p);
    toastError(p.title, p.description);
  };

  /** Sends one way in; the page leaves on success, the problem shows otherwise. */
  async function send(request: () => Promise<Problem | null>) {
    setProblem(null);
    setBusy(true);
    const refused = await request();
    if (!refused) return;
    fail(refused);
    setBusy(false);
  }

  async function submit() {
    setProblem(null);
    const invalid = validateAuthForm(mode, values);
    if (invalid) return fail(invalid);
    await send(() => (mode === 'login' ? signIn(values) : signUp(values)));
  }

  return {
    mode,
    switchMode,
    ...values,
    setEmail: set('email'),
    setPassword: set('password'),
    setLinkedin: set('linkedin'),
    setFirstName: set('firstName'),
    setLastName: set('lastName'),
    setUserType: set('userType'),
    busy,
    ready,
    problem,
    submit,
    onLinkedIn: () => send(signInWithLinkedIn),
  };
}
