// Password-reset and e-mail verification tokens are single use. The tokens are read from the
// real e-mails: this file starts its own PocketBase whose SMTP points at the project's mail
// catcher (scripts/lib/mail-catcher.mjs).
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import PocketBase from 'pocketbase';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startPocketBase } from '../../scripts/lib/pocketbase.mjs';
import { startMailCatcher } from '../../scripts/lib/mail-catcher.mjs';

/** A PocketBase of this file's own, as startPocketBase returns it. */
type Instance = Awaited<ReturnType<typeof startPocketBase>>;
interface Mail {
  to: string[];
  subject: string;
  text: string;
  html: string;
}
interface Catcher {
  smtpPort: number;
  url: string;
  stop: () => Promise<void>;
}

let pb: Instance;
let mail: Catcher;
let dataDir: string;
let su: PocketBase;

const client = () => {
  const c = new PocketBase(pb.url);
  c.autoCancellation(false);
  return c;
};

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
async function tokenFromMail(to: string, n = 1): Promise<{ token: string; mail: Mail }> {
  const deadline = Date.now() + 15000;
  for (;;) {
    const res = await fetch(`${mail.url}/messages?to=${encodeURIComponent(to)}`);
    const list = (await res.json()) as Mail[];
    const m = list[n - 1];
    if (m) {
      const token = /eyJ[\w-]+\.[\w-]+\.[\w-]+/.exec(`${m.html}\n${m.text}`)?.[0];
      if (!token) throw new Error(`no token in the e-mail "${m.subject}"`);
      return { token, mail: m };
    }
    if (Date.now() > deadline) throw new Error(`no e-mail #${n} to ${to}`);
    await new Promise((r) => setTimeout(r, 100));
  }
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
  mail = await startMailCatcher({ smtpPort: 0, httpPort: 0 });
  dataDir = mkdtempSync(join(tmpdir(), 'lp-tokens-'));
  pb = await startPocketBase({
    dataDir,
    env: {
      RATE_LIMITS: 'off',
      SITE_URL: 'http://site.test',
      SMTP_HOST: '127.0.0.1',
      SMTP_PORT: String(mail.smtpPort),
    },
  });
  su = client();
  await su.collection('_superusers').authWithPassword(pb.superuser.email, pb.superuser.password);
});

afterAll(async () => {
  await pb?.stop();
  await mail?.stop();
  if (dataDir) rmSync(dataDir, { recursive: true, force: true });
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
