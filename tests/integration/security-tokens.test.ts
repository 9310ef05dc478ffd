// Password-reset and e-mail verification tokens are single use. The tokens are read from the
// real e-mails: this file starts its own PocketBase whose SMTP points at the project's mail
// catcher (scripts/lib/mail-catcher.mjs).
import PocketBase from 'pocketbase';
import { beforeAll, describe, expect, it } from 'vitest';
import { ownStack, type CaughtMail } from './helpers';

const stack = ownStack('tokens', { mail: true });
const { client } = stack;
let su: PocketBase;

/** Status of a failed call, 0 when it succeeded. */
async function statusOf(p: Promise<unknown>): Promise<number> {
  try {
    await p;
    return 0;
  } catch (err) {
    return (err as { status?: number }).status ?? -1;
  }
}

/** Waits for the n-th e-mail sent to `to` and returns the token of its link. */
async function tokenFromMail(to: string, n = 1): Promise<{ token: string; mail: CaughtMail }> {
  const m = await stack.nthMail(to, n);
  const token = /eyJ[\w-]+\.[\w-]+\.[\w-]+/.exec(`${m.html}\n${m.text}`)?.[0];
  if (!token) throw new Error(`no token in the e-mail "${m.subject}"`);
  return { token, mail: m };
}

async function signUp(email: string) {
  return client().collection('users').create({
    email,
    password: 'secret123',
    passwordConfirm: 'secret123',
    linkedin_url: 'https://www.linkedin.com/in/token',
  });
}

beforeAll(async () => {
  su = stack.su;
});

describe('e-mail verification token', () => {
  it('confirms once (the account stays pending approval) and is refused the second time', async () => {
    const email = 'verifica@example.com';
    const user = await signUp(email);
    await client().collection('users').requestVerification(email);
    const { token, mail: m } = await tokenFromMail(email);
    expect(`${m.html}`).toContain(`http://site.test/auth/confirm?token_hash=${token}`);

    expect(await statusOf(client().collection('users').confirmVerification(token))).toBe(0);
    const stored = await su.collection('users').getOne(user.id);
    // Approval is an admin's decision (tests/integration/pending-accounts.test.ts).
    expect([stored.verified, stored.approved]).toEqual([true, false]);

    const again = await statusOf(client().collection('users').confirmVerification(token));
    expect(again).toBe(400);
    expect((await su.collection('users').getOne(user.id)).approved).toBe(false);
  });

  it('refuses a token whose signature was tampered with', async () => {
    const email = 'verifica-falsa@example.com';
    await signUp(email);
    await client().collection('users').requestVerification(email);
    const { token } = await tokenFromMail(email);
    const forged = `${token.slice(0, -4)}${token.slice(-4) === 'AAAA' ? 'BBBB' : 'AAAA'}`;
    expect(await statusOf(client().collection('users').confirmVerification(forged))).toBe(400);
    expect(await statusOf(client().collection('users').confirmVerification(token))).toBe(0);
  });
});

describe('password reset token', () => {
  it('resets the password once; the same token is refused afterwards', async () => {
    const email = 'reset@example.com';
    const user = await signUp(email);
    // A session opened before the reset.
    const before = client();
    await before.collection('users').authWithPassword(email, 'secret123');

    await client().collection('users').requestPasswordReset(email);
    const { token } = await tokenFromMail(email);
    expect(
      await statusOf(
        client().collection('users').confirmPasswordReset(token, 'nueva-clave-1', 'nueva-clave-1'),
      ),
    ).toBe(0);
    expect(
      await statusOf(client().collection('users').authWithPassword(email, 'nueva-clave-1')),
    ).toBe(0);

    // Second use: refused, and the password stays the one set by the first use.
    expect(
      await statusOf(
        client().collection('users').confirmPasswordReset(token, 'nueva-clave-2', 'nueva-clave-2'),
      ),
    ).toBe(400);
    expect(
      await statusOf(client().collection('users').authWithPassword(email, 'nueva-clave-2')),
    ).toBe(400);
    expect(
      await statusOf(client().collection('users').authWithPassword(email, 'nueva-clave-1')),
    ).toBe(0);

    // The reset also ends the sessions opened with the old password.
    expect(await statusOf(before.collection('users').update(user.id, { bio: 'x' }))).not.toBe(0);
  });

  it('is not accepted as a verification token (and vice versa)', async () => {
    const email = 'cruzado@example.com';
    await signUp(email);
    await client().collection('users').requestPasswordReset(email);
    const { token: resetToken } = await tokenFromMail(email, 1);
    await client().collection('users').requestVerification(email);
    const { token: verifyToken } = await tokenFromMail(email, 2);
    expect(await statusOf(client().collection('users').confirmVerification(resetToken))).toBe(400);
    expect(
      await statusOf(
        client().collection('users').confirmPasswordReset(verifyToken, 'otra-clave', 'otra-clave'),
      ),
    ).toBe(400);
  });
});
