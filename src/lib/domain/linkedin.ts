/**
 * Spec §5: http or https, optional `www.` (or a regional subdomain such as `mx.`), the
 * LinkedIn domain, then a path.
 */
export const LINKEDIN_URL_PATTERN = /^https?:\/\/(?:(?:www|[a-z]{2,3})\.)?linkedin\.com\/[^\s]+$/i;

export function isLinkedInUrl(value: string): boolean {
  return LINKEDIN_URL_PATTERN.test(value.trim());
}
