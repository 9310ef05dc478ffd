import { useEffect, useState } from 'react';
import { useStore } from '@nanostores/react';
import {
  $isAdmin,
  $profile,
  $profileState,
  $sessionRefused,
  $user,
  hasSession,
  startSession,
} from '@/lib/stores/session';
import { flash } from '@/lib/stores/toast';
import { session as sessionCopy } from '@/lib/messages/session';

/** The session as an island sees it; starts the shared session on first use. */
export function useSession() {
  startSession();
  return {
    user: useStore($user),
    profile: useStore($profile),
    profileState: useStore($profileState),
    isAdmin: useStore($isAdmin),
  };
}

/**
 * Protected screens: without a stored session go to `to` (default /auth); when the server
 * refuses the stored one (the session's refresh answers 401/403), go there too, with the
 * "Tu sesión expiró" message. Returns whether the page may render (data loads should also
 * wait for the refreshed profile, so they never run with a refused token).
 */
export function useRequireSession(to = '/auth'): boolean {
  const [allowed] = useState(() => hasSession());
  const refused = useStore($sessionRefused);
  useEffect(() => {
    if (allowed && !refused) return;
    if (refused) flash({ title: sessionCopy.sessionExpired, variant: 'error' });
    window.location.replace(to);
  }, [allowed, refused, to]);
  return allowed && !refused;
}

/** Same-site path from `next`, or the fallback: blocks open redirects (`//x`, `https://x`). */
export function safeNextPath(next: string | null | undefined, fallback = '/dashboard'): string {
  if (!next || !next.startsWith('/') || next.startsWith('//') || next.startsWith('/\\')) {
    return fallback;
  }
  try {
    const url = new URL(next, 'http://same.site');
    if (url.origin !== 'http://same.site') return fallback;
    // Dot segments can normalise to a scheme-relative path: `/..//evil.example` → `//evil.example`.
    if (url.pathname.startsWith('//')) return fallback;
    return `${url.pathname}${url.search}${url.hash}`;
  } catch {
    return fallback;
  }
}
