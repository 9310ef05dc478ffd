/**
 * The web server's own PocketBase client, authenticated as the superuser (the outbox and
 * slug_redirects are superuser-only). Node has no EventSource, so realtime uses the
 * `eventsource` package.
 */
import { EventSource } from 'eventsource';
import PocketBase from 'pocketbase';
import { keepSuperuserSession, typedPb, type TypedPocketBase } from '../lib/data/pb-server.ts';

const g = globalThis as { EventSource?: unknown };
g.EventSource ??= EventSource;

export async function superuserClient(
  url: string,
  email: string,
  password: string,
): Promise<TypedPocketBase> {
  const pb = new PocketBase(url);
  pb.autoCancellation(false);
  keepSuperuserSession(pb, email, password);
  await pb.collection('_superusers').authWithPassword(email, password, {
    // The SDK re-authenticates before the token expires.
    autoRefreshThreshold: 30 * 60,
  });
  return typedPb(pb);
}

/** True when PocketBase answers its health check. */
export async function pbHealthy(url: string): Promise<boolean> {
  try {
    const r = await fetch(`${url}/api/health`, { signal: AbortSignal.timeout(2000) });
    return r.ok;
  } catch {
    return false;
  }
}
