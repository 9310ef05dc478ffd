import { useEffect, useState } from 'react';
import { useStore } from '@nanostores/react';
import {
  $isAdmin,
  $profile,
  $profileState,
  $user,
  hasSession,
  startSession,
} from '@/lib/stores/session';

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
 * Protected screens: without a stored session go to `to` (default /auth). Returns whether
 * the page may render.
 */
export function useRequireSession(to = '/auth'): boolean {
  const [allowed] = useState(() => hasSession());
  useEffect(() => {
    if (!allowed) window.location.replace(to);
  }, [allowed, to]);
  return allowed;
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
