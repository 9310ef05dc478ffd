/**
 * Keys of the browser's storage that more than one part writes or reads: the islands' stores
 * (src/lib/stores) and the inline scripts of the views (SiteHeader.astro).
 */

/** sessionStorage key of the toast carried to the next page (src/lib/stores/toast.ts). */
export const FLASH_KEY = 'lp_flash';
