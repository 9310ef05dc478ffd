/**
 * Keys the browser keeps the session and the next page's toast under, shared by the static
 * pages' inline scripts (the header's sign-out) and the islands' stores (src/lib/stores/).
 */

/** The PocketBase SDK's LocalAuthStore key (its default). */
export const AUTH_STORAGE_KEY = 'pocketbase_auth';

/** sessionStorage key of the toast shown on the next page (src/lib/stores/toast.ts `flash`). */
export const FLASH_KEY = 'lp_flash';
