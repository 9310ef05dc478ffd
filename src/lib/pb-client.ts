/**
 * The browser's PocketBase client (islands only; server code uses its own client). The SDK
 * keeps the session in localStorage under `pocketbase_auth`, which the layout's head script
 * also reads to mark members before first paint.
 *
 * The public PocketBase URL comes, in order, from `<meta name="pb-url">` (lets one build
 * serve several backends), the build-time `PUBLIC_PB_URL`, then the local default.
 */
import PocketBase, { LocalAuthStore, type AuthRecord } from 'pocketbase';
import { isUsableAuth } from '@/lib/domain/auth-session';
import { sendApi, type ApiRequestArg } from '@/lib/api-client';
import type { ApiRoute } from '@/lib/contract/api-routes';

const FALLBACK_URL = 'http://127.0.0.1:8090';

export function publicPocketBaseUrl(): string {
  if (typeof document !== 'undefined') {
    const meta = document.querySelector<HTMLMetaElement>('meta[name="pb-url"]')?.content;
    if (meta) return meta;
  }
  // Dot access: Vite inlines exactly this expression at build time.
  return import.meta.env.PUBLIC_PB_URL || FALLBACK_URL;
}

/**
 * The SDK's localStorage store, refusing to save a partial session. The SDK saves whatever
 * an auth call returned: a 200 whose body was cut off (the page left mid-refresh) parses as
 * `{}` and used to be stored as `{"record":{}}`, signing the member out (defect 7).
 * A refused save keeps the stored session; signing out goes through `clear()`.
 */
export class GuardedAuthStore extends LocalAuthStore {
  override save(token: string, record?: AuthRecord): void {
    if (!isUsableAuth(token, record)) {
      console.warn('[session] not storing an incomplete session; keeping the current one');
      return;
    }
    super.save(token, record);
  }
}

let client: PocketBase | undefined;

/** The single SDK instance of this page. */
export function getPb(): PocketBase {
  if (!client) {
    client = new PocketBase(publicPocketBaseUrl(), new GuardedAuthStore());
    // Islands fire parallel requests on purpose (counts, lists); don't cancel duplicates.
    client.autoCancellation(false);
  }
  return client;
}

/**
 * Calls a custom route from the browser, typed by its entry in the wire contract:
 * `callApi(API.adminUserApprove, [id])` → `Promise<AdminUserRow>` (src/lib/api-client.ts).
 */
export function callApi<P extends readonly string[], Q, B, R>(
  route: ApiRoute<P, Q, B, R>,
  params: P,
  ...request: ApiRequestArg<Q, B>
): Promise<R> {
  return sendApi(getPb(), route, params, ...request);
}
