/**
 * Who is an administrator (spec §6): the hooks keep `users.is_admin` from this rule and the
 * API rules read `is_admin`; the site and the tests use the same function.
 */

/** Admin = the `admin` role AND an e-mail in the company domain (spec §6). */
export function isAdminAccount(roles: readonly string[], email: string, domain: string): boolean {
  const d = domain.trim().toLowerCase().replace(/^@/, '');
  return d !== '' && roles.includes('admin') && email.trim().toLowerCase().endsWith(`@${d}`);
}
