/**
 * The three ways in of the sign-in and sign-up page: password sign-in, sign-up then the
 * verification e-mail, LinkedIn through PocketBase OAuth2. Each leaves the page on success and
 * resolves to the problem to show otherwise.
 */
import { getPb } from '@/lib/pb-client';
import { auth as m } from '@/lib/messages/auth';
import { common } from '@/lib/messages/common';
import { flash } from '@/lib/stores/toast';
import { errorMessage } from '@/lib/backend-errors';
import { safeNextPath } from '../shared/use-session';
import {
  addressOf,
  confirmationPath,
  signupBody,
  type AuthValues,
  type Problem,
} from './auth-state';

/** The OAuth2 provider name PocketBase knows LinkedIn by (generic OIDC). */
const LINKEDIN_PROVIDER = 'oidc';

/** Where a signed-in member goes: `?next=` (same-site paths only, e.g. an invitation), else /dashboard. */
export const afterSignIn = (): string =>
  safeNextPath(new URLSearchParams(window.location.search).get('next'));

export async function signIn(v: AuthValues): Promise<Problem | null> {
  try {
    await getPb().collection('users').authWithPassword(addressOf(v), v.password);
  } catch (err) {
    return { title: m.loginError, description: errorMessage(err) || m.loginFallback };
  }
  flash({ title: m.welcomeBack, variant: 'success' });
  window.location.assign(afterSignIn());
  return null;
}

export async function signUp(v: AuthValues): Promise<Problem | null> {
  const users = getPb().collection('users');
  const address = addressOf(v);
  try {
    await users.create(signupBody(v));
  } catch (err) {
    return { title: m.signupError, description: errorMessage(err) || m.signupFallback };
  }
  try {
    // The verification e-mail links to /auth/confirm; the session lets it land on the
    // dashboard in the same browser.
    await users.requestVerification(address);
    await users.authWithPassword(address, v.password);
  } catch (err) {
    console.error('[auth] after sign-up', err);
  }
  flash({ title: m.signupSuccess, description: m.signupSuccessDescription, variant: 'success' });
  window.location.assign(confirmationPath(address));
  return null;
}

export async function signInWithLinkedIn(): Promise<Problem | null> {
  try {
    await getPb()
      .collection('users')
      .authWithOAuth2({
        provider: LINKEDIN_PROVIDER,
        createData: { user_type: 'hr_professional' },
      });
  } catch (err) {
    return { title: m.linkedinError, description: errorMessage(err) || common.unexpected };
  }
  flash({ title: m.welcomeBack, variant: 'success' });
  window.location.assign(afterSignIn());
  return null;
}
