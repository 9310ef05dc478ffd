/**
 * The browser's PocketBase client (islands only; server code uses its own client). The SDK
 * keeps the session in localStorage under `pocketbase_auth`, which the layout's head script
 * also reads to mark members before first paint.
 *
 * The public PocketBase URL comes, in order, from `<meta name="pb-url">` (lets one build
 * serve several backends), the build-time `PUBLIC_PB_URL`, then the local default.
 */
import PocketBase from 'pocketbase';

const FALLBACK_URL = 'http://127.0.0.1:8090';

export function publicPocketBaseUrl(): string {
  if (typeof document !== 'undefined') {
    const meta = document.querySelector<HTMLMetaElement>('meta[name="pb-url"]')?.content;
    if (meta) return meta;
  }
  // Dot access: Vite inlines exactly this expression at build time.
  return import.meta.env.PUBLIC_PB_URL || FALLBACK_URL;
}

let client: PocketBase | undefined;

/** The single SDK instance of this page. */
export function getPb(): PocketBase {
  if (!client) {
    client = new PocketBase(publicPocketBaseUrl());
    // Islands fire parallel requests on purpose (counts, lists); don't cancel duplicates.
    client.autoCancellation(false);
  }
  return client;
}
