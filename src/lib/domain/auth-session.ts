/**
 * What a stored session must look like (defect 7). The session code saves a
 * sign-in or refresh result only when it passes `isUsableAuth`, so a cut-off or garbled
 * server answer (which the SDK reads as `{}`) can never replace a good session.
 */

/** The claims of a JWT, or null when `token` is not a decodable JWT. */
export function tokenClaims(token: unknown): Record<string, unknown> | null {
  if (typeof token !== 'string') return null;
  const parts = token.split('.');
  if (parts.length !== 3 || parts.some((p) => p === '')) return null;
  try {
    const json = atob(parts[1]!.replace(/-/g, '+').replace(/_/g, '/'));
    const claims: unknown = JSON.parse(json);
    return claims !== null && typeof claims === 'object' && !Array.isArray(claims)
      ? (claims as Record<string, unknown>)
      : null;
  } catch {
    return null;
  }
}

/** When the token expires (ms since the epoch), or null without a numeric `exp`. */
export function tokenExpiryMs(token: unknown): number | null {
  const exp = tokenClaims(token)?.['exp'];
  return typeof exp === 'number' && Number.isFinite(exp) ? exp * 1000 : null;
}

const nonEmpty = (v: unknown): v is string => typeof v === 'string' && v !== '';

/**
 * True when `token` and `record` make a session worth saving: a JWT that has not expired,
 * and a record with an id and its collection (id or name) that the token was issued for.
 */
export function isUsableAuth(token: unknown, record: unknown, nowMs = Date.now()): boolean {
  const claims = tokenClaims(token);
  const exp = tokenExpiryMs(token);
  if (!claims || exp === null || exp <= nowMs) return false;
  if (record === null || typeof record !== 'object' || Array.isArray(record)) return false;
  const r = record as Record<string, unknown>;
  if (!nonEmpty(r['id'])) return false;
  if (!nonEmpty(r['collectionId']) && !nonEmpty(r['collectionName'])) return false;
  // PocketBase puts the record id in the token: a token for someone else is not this session.
  if (claims['id'] !== undefined && claims['id'] !== r['id']) return false;
  return true;
}

/**
 * Whether a failed refresh means the server rejected the token (deleted or blocked
 * account, revoked token): only then does the session end. Network errors and aborts
 * (status 0), timeouts and server errors keep it.
 */
export function refreshRejected(status: number): boolean {
  return status === 401 || status === 403;
}
