import { describe, expect, it } from 'vitest';
import PocketBase, { LocalAuthStore } from 'pocketbase';
import { GuardedAuthStore } from '@/lib/pb-client';

const b64url = (s: string) =>
  Buffer.from(s).toString('base64').replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');
const jwt = (claims: object) =>
  `${b64url('{"alg":"HS256","typ":"JWT"}')}.${b64url(JSON.stringify(claims))}.firma`;
const exp = Math.floor(Date.now() / 1000) + 3600;
const record = { id: 'u1', collectionId: '_pb_users_auth_', collectionName: 'users' };
const oldToken = jwt({ id: 'u1', type: 'auth', exp });
const newToken = jwt({ id: 'u1', type: 'auth', exp: exp + 60 });

/** The SDK with our store, already holding a good session, and a fake server answer. */
function client(answer: () => Promise<Response>) {
  const pb = new PocketBase('http://pb.test', new GuardedAuthStore());
  pb.authStore.save(oldToken, record);
  const refresh = () => pb.collection('users').authRefresh({ fetch: answer });
  return { pb, refresh };
}

const json = (body: string, status = 200) =>
  Promise.resolve(new Response(body, { status, headers: { 'content-type': 'application/json' } }));

describe('the reproduction: the SDK alone', () => {
  it('stores a cut-off 200 answer of authRefresh as an empty session', async () => {
    const pb = new PocketBase('http://pb.test', new LocalAuthStore());
    pb.authStore.save(oldToken, record);
    await pb.collection('users').authRefresh({ fetch: () => json('{"token":"eyJhbGciOi') });
    expect(pb.authStore.token).toBe('');
    expect(pb.authStore.record).toEqual({});
    expect(pb.authStore.isValid).toBe(false);
  });
});

describe('GuardedAuthStore (the SDK never stores a partial session, defect 7)', () => {
  it('stores a whole answer from authRefresh', async () => {
    const { pb, refresh } = client(() => json(JSON.stringify({ token: newToken, record })));
    await refresh();
    expect(pb.authStore.token).toBe(newToken);
    expect(pb.authStore.record?.id).toBe('u1');
  });

  it.each([
    ['a body cut off mid-way', `{"token":"${newToken.slice(0, 20)}`],
    ['an empty body', ''],
    ['a garbled body', '<html>proxy error</html>'],
    ['an empty object', '{}'],
    ['a record without a token', JSON.stringify({ record })],
    [
      'a token for another record',
      JSON.stringify({ token: newToken, record: { ...record, id: 'u2' } }),
    ],
  ])('keeps the old session when authRefresh gets %s with status 200', async (_what, body) => {
    const { pb, refresh } = client(() => json(body));
    await refresh().catch(() => {});
    expect(pb.authStore.token).toBe(oldToken);
    expect(pb.authStore.record).toEqual(record);
    expect(pb.authStore.isValid).toBe(true);
  });

  it('keeps the old session when the request is aborted', async () => {
    const { pb, refresh } = client(() =>
      Promise.reject(new DOMException('The user aborted a request.', 'AbortError')),
    );
    await expect(refresh()).rejects.toMatchObject({ status: 0 });
    expect(pb.authStore.token).toBe(oldToken);
  });

  it('still signs out through clear()', () => {
    const { pb } = client(() => json('{}'));
    pb.authStore.clear();
    expect(pb.authStore.isValid).toBe(false);
    expect(pb.authStore.record).toBeNull();
  });
});
