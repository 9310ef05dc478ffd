/**
 * The sign-in and sign-up form's state as pure functions: the values, the check before
 * sending, the sign-up body and the URLs the page moves to.
 */
import { auth as m } from '@/lib/messages/auth';
import { normalizeLinkedInUrl } from '@/lib/domain/linkedin';
import { AUTH_PATHS, AUTH_PROVIDER_TYPE, AUTH_TYPE_PARAM } from '@/lib/contract/paths';
import { MIN_PASSWORD_LENGTH } from '@/lib/domain/validation';
import type { UserType } from '@/lib/stores/types';

export type Mode = 'login' | 'signup';
export interface Problem {
  title: string;
  description?: string | undefined;
}

export interface AuthValues {
  email: string;
  password: string;
  linkedin: string;
  firstName: string;
  lastName: string;
  userType: UserType;
}

export const EMPTY_AUTH: AuthValues = {
  email: '',
  password: '',
  linkedin: '',
  firstName: '',
  lastName: '',
  userType: 'hr_professional',
};

export function validateAuthForm(
  mode: Mode,
  v: Pick<AuthValues, 'email' | 'password' | 'linkedin'>,
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

/** The account's e-mail as sent (trimmed, lower case). */
export const addressOf = (v: Pick<AuthValues, 'email'>): string => v.email.trim().toLowerCase();

/** The `users` record a sign-up creates. */
export function signupBody(v: AuthValues): Record<string, unknown> {
  return {
    email: addressOf(v),
    password: v.password,
    passwordConfirm: v.password,
    linkedin_url: normalizeLinkedInUrl(v.linkedin) ?? v.linkedin.trim(),
    first_name: v.firstName.trim(),
    last_name: v.lastName.trim(),
    user_type: v.userType,
  };
}

/**
 * The URL of the other form, from this page's query: `next` stays (an invitation's way back
 * survives the switch); nothing else does.
 */
export function modePath(mode: Mode, search: string): string {
  const next = new URLSearchParams(search).get('next');
  const query = next ? `?${new URLSearchParams({ next }).toString()}` : '';
  return `${mode === 'signup' ? AUTH_PATHS.signUp : AUTH_PATHS.signIn}${query}`;
}

/** `?tipo=proveedor` opens the sign-up as a provider; null keeps the default. */
export function userTypeOf(search: string): UserType | null {
  return new URLSearchParams(search).get(AUTH_TYPE_PARAM) === AUTH_PROVIDER_TYPE
    ? 'provider'
    : null;
}

/** Where a new account waits for its verification e-mail. */
export const confirmationPath = (address: string): string =>
  `/email-confirmation?email=${encodeURIComponent(address)}`;
