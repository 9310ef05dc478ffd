/**
 * The session, mirrored from the PocketBase SDK auth store (localStorage `pocketbase_auth`)
 * into nanostores that every island reads. The token is refreshed on start (which also
 * brings a fresh profile with roles) and again before it expires; sign-out clears it all.
 */
import { atom, computed } from 'nanostores';
import { getPb } from '@/lib/pb-client';
import { isUsableAuth, refreshRejected, tokenExpiryMs } from '@/lib/domain/auth-session';
import { session as auth } from '@/lib/messages/session';
import { flash, toastError } from './toast';
import type { UserRecord } from './types';

export type LoadState = 'idle' | 'loading' | 'ready' | 'error';

/** The signed-in user as the auth store holds it (null when signed out). */
export const $user = atom<UserRecord | null>(null);
/** The server's current copy of the user's profile, loaded after the session. */
export const $profile = atom<UserRecord | null>(null);
export const $profileState = atom<LoadState>('idle');
/**
 * True once the server refused the session this page started with (a password reset or
 * sign-out elsewhere, a blocked or deleted account): protected screens then go to /auth
 * with the "sesión expiró" message (useRequireSession).
 */
export const $sessionRefused = atom(false);
/** Server-kept: admin role and an e-mail in the company domain. */
export const $isAdmin = computed($profile, (p) => p?.is_admin === true);

/** Refresh this long before the token expires. */
const REFRESH_MARGIN_MS = 10 * 60 * 1000;
/** A refresh that failed on the way near expiry is tried again this soon. */
const RETRY_MS = 60 * 1000;
let refreshTimer: ReturnType<typeof setTimeout> | undefined;
let started = false;

function scheduleRefresh(token: string): void {
  clearTimeout(refreshTimer);
  const exp = tokenExpiryMs(token);
  if (!exp) return;
  // setTimeout overflows past ~24.8 days; tokens are shorter, but stay safe.
  const delay = Math.min(Math.max(exp - Date.now() - REFRESH_MARGIN_MS, 0), 2 ** 31 - 1);
  refreshTimer = setTimeout(() => void refreshSession(), delay);
}

function mirror(): void {
  const pb = getPb();
  const record = pb.authStore.isValid ? (pb.authStore.record as UserRecord | null) : null;
  $user.set(record);
  if (record) {
    scheduleRefresh(pb.authStore.token);
    document.documentElement.dataset['session'] = 'member';
  } else {
    clearTimeout(refreshTimer);
    $profile.set(null);
    $profileState.set('idle');
    delete document.documentElement.dataset['session'];
  }
}

/**
 * Renews the token and reloads the profile (roles included). Only a refusal of the token by
 * the server (401/403: deleted or blocked account, revoked token) ends the session; an
 * aborted, failed, cut-off or garbled answer keeps the stored one (defect 7).
 */
export async function refreshSession(): Promise<void> {
  const pb = getPb();
  if (!pb.authStore.isValid) return;
  const sent = pb.authStore.token;
  $profileState.set('loading');
  try {
    // Not `authRefresh()`: it stores whatever came back (a cut-off body reads as `{}`), and
    // it would also bring back a session signed out while the request was in flight.
    const res = await pb.send<{ token?: unknown; record?: unknown }>(
      '/api/collections/users/auth-refresh',
      { method: 'POST' },
    );
    if (!isUsableAuth(res.token, res.record)) {
      throw new Error('auth-refresh answered without a usable session');
    }
    const record = res.record as UserRecord;
    if (pb.authStore.token === sent) pb.authStore.save(res.token as string, record);
    if (!pb.authStore.isValid || pb.authStore.record?.id !== record.id) return;
    $profile.set(record);
    $profileState.set('ready');
  } catch (err) {
    const status = (err as { status?: number }).status ?? 0;
    if (refreshRejected(status) && pb.authStore.token === sent) {
      pb.authStore.clear();
      $sessionRefused.set(true);
    } else {
      console.error('[session] refresh failed; keeping the session', err);
      if (!pb.authStore.isValid) return;
      $profileState.set('error');
      const exp = tokenExpiryMs(pb.authStore.token);
      if (exp && exp - Date.now() < REFRESH_MARGIN_MS) {
        clearTimeout(refreshTimer);
        refreshTimer = setTimeout(() => void refreshSession(), RETRY_MS);
      }
    }
  }
}

/** Reloads only the profile (the dashboard's Reintentar). */
export async function reloadProfile(): Promise<void> {
  const pb = getPb();
  const id = pb.authStore.record?.id;
  if (!id || !pb.authStore.isValid) return;
  $profileState.set('loading');
  try {
    $profile.set(await pb.collection('users').getOne<UserRecord>(id));
    $profileState.set('ready');
  } catch (err) {
    console.error('[session] profile load failed', err);
    $profileState.set('error');
  }
}

/** Idempotent: the first island on a page starts the session; the others share it. */
export function startSession(): void {
  if (started || typeof window === 'undefined') return;
  started = true;
  const pb = getPb();
  pb.authStore.onChange(mirror);
  mirror();
  // (The SDK's LocalAuthStore already follows sign-ins and sign-outs of other tabs.)
  if (pb.authStore.isValid) void refreshSession();
  // The header's sign-out button: on pages with islands, sign out through the SDK so the
  // stores, realtime and toast follow.
  document.addEventListener(
    'click',
    (e) => {
      const target = e.target instanceof Element ? e.target.closest('[data-signout]') : null;
      if (!target) return;
      e.preventDefault();
      e.stopImmediatePropagation();
      signOut('/auth');
    },
    true,
  );
}

/** True when a usable session is stored (synchronous, for redirects before first render). */
export function hasSession(): boolean {
  return getPb().authStore.isValid;
}

/** Signs out everywhere on this device and goes to `to` with the "Sesión cerrada" toast. */
export function signOut(to = '/auth'): void {
  try {
    getPb()
      .realtime.unsubscribe()
      .catch(() => {});
    getPb().authStore.clear();
    flash({ title: auth.signedOut, variant: 'success' });
    window.location.assign(to);
  } catch (err) {
    console.error('[session] sign-out failed', err);
    toastError(auth.signOutError);
  }
}
