/**
 * http or https, optional `www.` (or a regional subdomain such as `mx.`), the
 * LinkedIn domain, then a path. What people paste is accepted too: no scheme,
 * a trailing slash, a query string or fragment; it is stored in one canonical form.
 */
export const LINKEDIN_URL_PATTERN = /^https?:\/\/(?:(?:www|[a-z]{2,3})\.)?linkedin\.com\/[^\s]+$/i;

/**
 * Scheme optional, host, then the path (letters of any script; no spaces, quotes or angle
 * brackets); the query and fragment are dropped. (No `\p{L}`: goja's regexps lack it.)
 */
const PASTED =
  /^(?:https?:\/\/)?(?:(?:www|[a-z]{2,3})\.)?linkedin\.com(\/[^\s?#<>"'`{}|\\^[\]]*)(?:[?#]\S*)?$/i;

/** An example the form accepts (shown as the field's hint and placeholder). */
export const LINKEDIN_EXAMPLE = 'linkedin.com/in/tu-perfil';

/**
 * The canonical form of a LinkedIn URL as people paste it (`linkedin.com/in/x`,
 * `www.linkedin.com/in/x/`, `http://mx.linkedin.com/in/x?trk=…`): `https://www.linkedin.com`
 * + the path without trailing slashes. Null when it is not a LinkedIn URL with a path.
 * Used by the forms and by the users hook (pb_hooks/lib/users.js), so both agree.
 */
export function normalizeLinkedInUrl(value: string): string | null {
  const match = PASTED.exec(value.trim());
  if (!match) return null;
  const path = match[1]!.replace(/\/+$/, '').replace(/\/{2,}/g, '/');
  if (path === '') return null;
  const canonical = `https://www.linkedin.com${path}`;
  return LINKEDIN_URL_PATTERN.test(canonical) ? canonical : null;
}

/** Whether a value is a LinkedIn URL the forms and the server accept. */
export function isLinkedInUrl(value: string): boolean {
  return normalizeLinkedInUrl(value) !== null;
}
