import PocketBase from 'pocketbase';
import { config } from '@/lib/config';

/**
 * The server-side PocketBase client used while rendering pages (SSR) and by the web server:
 * one SDK instance per process at `config.pocketbaseUrl`, authenticated as the superuser
 * (docs/DATA-MODEL.md, "Superuser requests"). Superusers bypass API rules, so every data
 * module must filter what the public may see itself (e.g. only published posts).
 *
 * Never import this from an island or a client script: it holds superuser credentials.
 */
let client: PocketBase | null = null;
let pendingAuth: Promise<unknown> | null = null;

export async function getServerPb(): Promise<PocketBase> {
  if (!client) {
    client = new PocketBase(config.pocketbaseUrl);
    // Concurrent renders issue identical requests; the SDK would otherwise cancel them.
    client.autoCancellation(false);
  }
  const pb = client;
  if (!pb.authStore.isValid) {
    pendingAuth ??= pb
      .collection('_superusers')
      .authWithPassword(config.superuserEmail, config.superuserPassword)
      .finally(() => {
        pendingAuth = null;
      });
    await pendingAuth;
  }
  return pb;
}

/** True for the SDK's "not found" answer (a missing record is not an outage). */
export function isNotFound(error: unknown): boolean {
  return (
    typeof error === 'object' && error !== null && (error as { status?: unknown }).status === 404
  );
}
