// The verification e-mail's resend says whether it sent and when the next send is possible
// (src/lib/contract/verification-mail.ts): one e-mail per address per window, the sign-up's own
// e-mail (PocketBase's requestVerification) included. This file starts its own PocketBase with
// a short window (VERIFICATION_RESEND_SECONDS) and its SMTP pointed at the mail catcher, so the
// end of the window can be waited for and every e-mail counted; the suite's shared instance
// shows the production window.
import PocketBase from 'pocketbase';
import { describe, expect, it } from 'vitest';
import { errorText } from '@/lib/contract/errors';
import {
  VERIFICATION_RESEND_API,
  VERIFICATION_RESEND_SECONDS,
} from '@/lib/contract/verification-mail';
import { ownStack, uid, url } from './helpers';

interface Answer {
  status: number;
  json: {
    sent?: boolean;
    next_at?: string;
    seconds?: number;
    message?: string;
    data?: { error?: { code?: string; params?: { next_at?: string; seconds?: number } } };
  };
}

const WINDOW_S = 3;
const stack = ownStack('resend', {
  mail: true,
  env: { VERIFICATION_RESEND_SECONDS: String(WINDOW_S) },
});

async function resend(email: unknown, base = stack.url): Promise<Answer> {
  const res = await fetch(base + VERIFICATION_RESEND_API, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email }),
  });
  return { status: res.status, json: await res.json() };
}

const mailCount = (to: string) => stack.mailsTo(to).length;

/** Waits until `to` has `n` e-mails (fails after 10 s). */
async function untilMails(to: string, n: number): Promise<void> {
  const deadline = Date.now() + 10_000;
  while (mailCount(to) < n) {
    if (Date.now() > deadline) throw new Error(`no e-mail #${n} to ${to}`);
    await new Promise((r) => setTimeout(r, 100));
  }
}

const pause = (ms: number) => new Promise((r) => setTimeout(r, ms));

async function signUp(email: string): Promise<void> {
  const client = new PocketBase(stack.url);
  await client.collection('users').create({
    email,
    password: 'secret123',
    passwordConfirm: 'secret123',
    linkedin_url: 'https://www.linkedin.com/in/reenvio',
  });
  // What the sign-up form does right after creating the account.
  await client.collection('users').requestVerification(email);
}

describe('resending the verification e-mail', () => {
  it('refuses right after sign-up with the time of the next send, then sends once the window passed', async () => {
    const email = `reenvio-${uid()}@example.com`;
    await signUp(email);
    await untilMails(email, 1);

    const early = await resend(email.toUpperCase());
    expect(early.status).toBe(429);
    const params = early.json.data?.error?.params ?? {};
    expect(early.json.data?.error?.code).toBe('verification_resend_wait');
    expect(early.json.message).toBe(errorText('verification_resend_wait', params));
    expect(params.seconds).toBeGreaterThanOrEqual(1);
    expect(params.seconds).toBeLessThanOrEqual(WINDOW_S);
    const nextAt = Date.parse(String(params.next_at));
    expect(nextAt).toBeGreaterThan(Date.now());
    expect(nextAt).toBeLessThanOrEqual(Date.now() + WINDOW_S * 1000);
    // PocketBase's own request within the window sends nothing either (and answers 204).
    await new PocketBase(stack.url).collection('users').requestVerification(email);
    await pause(700);
    expect(mailCount(email)).toBe(1);

    await pause(Math.max(0, nextAt - Date.now()) + 100);
    const later = await resend(email);
    expect(later.status).toBe(200);
    expect(later.json.sent).toBe(true);
    expect(later.json.seconds).toBe(WINDOW_S);
    await untilMails(email, 2);
    // And the window starts again from this send.
    expect((await resend(email)).status).toBe(429);
    await pause(500);
    expect(mailCount(email)).toBe(2);
  });

  it('sends one e-mail when two requests arrive together', async () => {
    const email = `reenvio-doble-${uid()}@example.com`;
    await signUp(email);
    await untilMails(email, 1);
    await pause(WINDOW_S * 1000 + 200);
    const answers = await Promise.all([resend(email), resend(email), resend(email)]);
    expect(answers.map((a) => a.status).sort()).toEqual([200, 429, 429]);
    await untilMails(email, 2);
    await pause(700);
    expect(mailCount(email)).toBe(2);
  });

  it('answers an address without an account as any other, and sends it nothing', async () => {
    const email = `nadie-${uid()}@example.com`;
    const first = await resend(email);
    expect(first.status).toBe(200);
    expect(first.json.sent).toBe(true);
    expect((await resend(email)).json.data?.error?.code).toBe('verification_resend_wait');
    await pause(500);
    expect(mailCount(email)).toBe(0);
  });

  it('refuses an invalid address with the catalogue text', async () => {
    for (const bad of ['', 'no-es-un-correo', 42, 'a b@example.com']) {
      const a = await resend(bad);
      expect(a.status, String(bad)).toBe(400);
      expect(a.json.data?.error?.code).toBe('form_email');
    }
  });

  it('waits the production window by default', async () => {
    const email = `ventana-${uid()}@example.com`;
    expect((await resend(email, url())).json.seconds).toBe(VERIFICATION_RESEND_SECONDS);
    const again = await resend(email, url());
    expect(again.status).toBe(429);
    expect(again.json.data?.error?.params?.seconds).toBeGreaterThan(
      VERIFICATION_RESEND_SECONDS - 10,
    );
  });
});
