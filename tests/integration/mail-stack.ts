/**
 * A PocketBase of a test file's own whose SMTP points at the project's mail catcher
 * (scripts/lib/mail-catcher.mjs): for tests that read what the product e-mails. Start it in
 * `beforeAll`, stop it in `afterAll`.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import PocketBase from 'pocketbase';
import { startPocketBase } from '../../scripts/lib/pocketbase.mjs';
import { startMailCatcher } from '../../scripts/lib/mail-catcher.mjs';

export interface CaughtMail {
  to: string[];
  subject: string;
  text: string;
  html: string;
}

export interface MailStack {
  /** A new client of this PocketBase (no auto-cancellation). */
  client: () => PocketBase;
  /** The superuser's client. */
  su: PocketBase;
  /** Every e-mail caught for `to`, oldest first. */
  mailsTo: (to: string) => Promise<CaughtMail[]>;
  /** Waits (15 s at most) for the n-th e-mail sent to `to`. */
  nthMail: (to: string, nth: number) => Promise<CaughtMail>;
  /** An approved, confirmed account created by the superuser (`body` overrides), signed in. */
  account: (
    body?: Record<string, unknown>,
  ) => Promise<{ id: string; email: string; pb: PocketBase }>;
  /** A name no other call of this run gives. */
  unique: (name: string) => string;
  stop: () => Promise<void>;
}

export async function startMailStack(
  name: string,
  env: Record<string, string> = {},
): Promise<MailStack> {
  const mail = await startMailCatcher({ smtpPort: 0, httpPort: 0 });
  const dataDir = mkdtempSync(join(tmpdir(), `lp-${name}-`));
  const pb = await startPocketBase({
    dataDir,
    env: {
      RATE_LIMITS: 'off',
      SITE_URL: 'http://site.test',
      SMTP_HOST: '127.0.0.1',
      SMTP_PORT: String(mail.smtpPort),
      ...env,
    },
  });
  const client = () => {
    const c = new PocketBase(pb.url);
    c.autoCancellation(false);
    return c;
  };
  const su = client();
  await su.collection('_superusers').authWithPassword(pb.superuser.email, pb.superuser.password);
  let n = 0;
  const unique = (base: string) => `${base}-${Date.now().toString(36)}${(n++).toString(36)}`;
  const mailsTo = async (to: string) => {
    const res = await fetch(`${mail.url}/messages?to=${encodeURIComponent(to)}`);
    return (await res.json()) as CaughtMail[];
  };
  return {
    client,
    su,
    mailsTo,
    unique,
    nthMail: async (to, nth) => {
      const deadline = Date.now() + 15000;
      for (;;) {
        const m = (await mailsTo(to))[nth - 1];
        if (m) return m;
        if (Date.now() > deadline) throw new Error(`no e-mail #${nth} to ${to}`);
        await new Promise((r) => setTimeout(r, 100));
      }
    },
    account: async (body = {}) => {
      const given = body['email'];
      const email = typeof given === 'string' ? given : `${unique('cuenta')}@example.com`;
      const rec = await su.collection('users').create({
        password: 'secret123',
        passwordConfirm: 'secret123',
        linkedin_url: `https://www.linkedin.com/in/${unique('x')}`,
        approved: true,
        verified: true,
        ...body,
        email,
      });
      const signedIn = client();
      await signedIn.collection('users').authWithPassword(email, 'secret123');
      return { id: rec.id, email, pb: signedIn };
    },
    stop: async () => {
      await pb.stop();
      await mail.stop();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
