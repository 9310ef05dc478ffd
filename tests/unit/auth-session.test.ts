import { describe, expect, it } from 'vitest';
import {
  isUsableAuth,
  refreshRejected,
  tokenClaims,
  tokenExpiryMs,
} from '@/lib/domain/auth-session';

const NOW = Date.UTC(2026, 10, 23, 12, 0, 0);
const b64url = (s: string) =>
  Buffer.from(s).toString('base64').replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');
const jwt = (claims: object) =>
  `${b64url('{"alg":"HS256","typ":"JWT"}')}.${b64url(JSON.stringify(claims))}.firma`;

const inAnHour = NOW / 1000 + 3600;
const good = jwt({ id: 'u1', collectionId: '_pb_users_auth_', type: 'auth', exp: inAnHour });
const record = { id: 'u1', collectionId: '_pb_users_auth_', collectionName: 'users' };

describe('isUsableAuth (only a whole, current session is ever saved)', () => {
  it.each<[string, unknown, unknown, boolean]>([
    ['a current token and its record', good, record, true],
    ['a record known by collection name only', good, { id: 'u1', collectionName: 'users' }, true],
    ['a token without an id claim', jwt({ exp: inAnHour }), record, true],
    ['the SDK reading a cut-off body: no token, empty record', undefined, {}, false],
    ['an empty token', '', record, false],
    ['a token that is not a JWT', 'abc', record, false],
    ['a JWT with a garbled payload', 'a.%%%.c', record, false],
    ['a JWT whose payload is not an object', `a.${b64url('42')}.c`, record, false],
    ['a JWT without exp', jwt({ id: 'u1' }), record, false],
    ['an expired token', jwt({ id: 'u1', exp: NOW / 1000 - 1 }), record, false],
    ['a token expiring right now', jwt({ id: 'u1', exp: NOW / 1000 }), record, false],
    ['no record', good, null, false],
    ['an empty record', good, {}, false],
    ['a record without id', good, { collectionName: 'users' }, false],
    ['a record without collection', good, { id: 'u1' }, false],
    ['a record that is an array', good, [record], false],
    ['a token issued for another record', good, { ...record, id: 'u2' }, false],
  ])('%s → %s', (_what, token, rec, expected) => {
    expect(isUsableAuth(token, rec, NOW)).toBe(expected);
  });
});

describe('tokenClaims and tokenExpiryMs', () => {
  it('reads the claims and the expiry of a JWT', () => {
    expect(tokenClaims(good)).toMatchObject({ id: 'u1', type: 'auth' });
    expect(tokenExpiryMs(good)).toBe(inAnHour * 1000);
  });
  it.each([undefined, null, 42, '', 'a.b', 'a..c', 'a.b.c.d'])('%s is no JWT', (token) => {
    expect(tokenClaims(token)).toBeNull();
    expect(tokenExpiryMs(token)).toBeNull();
  });
});

describe('refreshRejected (only a refused token ends the session)', () => {
  it.each([
    [401, true],
    [403, true],
    [0, false], // aborted, offline, CORS, navigation away
    [404, false],
    [429, false],
    [500, false],
    [502, false],
    [200, false],
  ])('status %i → %s', (status, expected) => {
    expect(refreshRejected(status)).toBe(expected);
  });
});
