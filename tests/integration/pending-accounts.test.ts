// Pending accounts (issue 20): a password sign-up stays pending after confirming its e-mail
// until an admin approves it; only admins approve (and only confirmed e-mails); the member is
// told by a Spanish e-mail that links to the site. This file starts its own PocketBase whose
// SMTP points at the project's mail catcher (scripts/lib/mail-catcher.mjs).
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import PocketBase, { ClientResponseError } from 'pocketbase';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { errorCodeOf } from '@/lib/contract/errors';
import { startPocketBase } from '../../scripts/lib/pocketbase.mjs';
import { startMailCatcher } from '../../scripts/lib/mail-catcher.mjs';

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
let n = 0;
const unique = (name: string) => `${name}-${Date.now().toString(36)}${(n++).toString(36)}`;

const client = () => {
  const c = new PocketBase(pb.url);
  c.autoCancellation(false);
  return c;
};

async function failure(p: Promise<unknown>): Promise<ClientResponseError> {
  try {
    await p;
  } catch (err) {
    if (err instanceof ClientResponseError) return err;
    throw err;
  }
  throw new Error('the call succeeded');
}

async function mailsTo(to: string): Promise<Mail[]> {
  const res = await fetch(`${mail.url}/messages?to=${encodeURIComponent(to)}`);
  return (await res.json()) as Mail[];
}

/** Waits for the n-th e-mail sent to `to`. */
async function nthMail(to: string, nth: number): Promise<Mail> {
  const deadline = Date.now() + 15000;
  for (;;) {
    const m = (await mailsTo(to))[nth - 1];
    if (m) return m;
    if (Date.now() > deadline) throw new Error(`no e-mail #${nth} to ${to}`);
    await new Promise((r) => setTimeout(r, 100));
  }
}

/** A password sign-up that confirmed its e-mail through the link, signed in. */
async function confirmedMember(): Promise<{ id: string; email: string; pb: PocketBase }> {
  const email = `${unique('pendiente')}@example.com`;
  const member = client();
  const rec = await member.collection('users').create({
    email,
    password: 'secret123',
    passwordConfirm: 'secret123',
    first_name: 'Pedro',
    linkedin_url: 'https://www.linkedin.com/in/pedro',
  });
  await member.collection('users').requestVerification(email);
  const link = await nthMail(email, 1);
  const token = /eyJ[\w-]+\.[\w-]+\.[\w-]+/.exec(`${link.html}\n${link.text}`)?.[0];
  if (!token) throw new Error('no token in the verification e-mail');
  await member.collection('users').confirmVerification(token);
  await member.collection('users').authWithPassword(email, 'secret123');
  return { id: rec.id, email, pb: member };
}

async function account(
  body: Record<string, unknown>,
): Promise<{ id: string; email: string; pb: PocketBase }> {
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
}

beforeAll(async () => {
  mail = await startMailCatcher({ smtpPort: 0, httpPort: 0 });
  dataDir = mkdtempSync(join(tmpdir(), 'lp-pending-'));
  pb = await startPocketBase({
    dataDir,
    env: {
      RATE_LIMITS: 'off',
      ADMIN_EMAIL_DOMAIN: 'lapieza.io',
      SITE_URL: 'http://site.test',
      SMTP_HOST: '127.0.0.1',
      SMTP_PORT: String(mail.smtpPort),
    },
  });
  su = client();
  await su.collection('_superusers').authWithPassword(pb.superuser.email, pb.superuser.password);
  await su
    .collection('service_categories')
    .create({ name: 'recruiting', label: 'Reclutamiento', active: true });
});

afterAll(async () => {
  await pb?.stop();
  await mail?.stop();
  if (dataDir) rmSync(dataDir, { recursive: true, force: true });
});

const approve = (as: PocketBase, id: string) =>
  as.send(`/api/lp/admin/users/${id}/approve`, { method: 'POST' });

describe('pending accounts', () => {
  it('stays pending after confirming the e-mail, until an admin approves it', async () => {
    const member = await confirmedMember();
    const stored = await su.collection('users').getOne(member.id);
    expect([stored['verified'], stored['approved']]).toEqual([true, false]);
  });

  it('lets only admins approve; others are refused and nothing changes', async () => {
    const member = await confirmedMember();
    const hr = await account({});
    const outsider = await account({ roles: ['admin'], email: `${unique('adm')}@otra.com` });
    expect((await failure(approve(client(), member.id))).status).toBe(401);
    expect((await failure(approve(hr.pb, member.id))).status).toBe(403);
    expect((await failure(approve(outsider.pb, member.id))).status).toBe(403);
    expect((await failure(approve(member.pb, member.id))).status).toBe(403);
    // Nor through the records API (another account is not even visible: 404).
    const viaRecords = await failure(
      hr.pb.collection('users').update(member.id, { approved: true }),
    );
    expect([403, 404]).toContain(viaRecords.status);
    const self = await failure(member.pb.collection('users').update(member.id, { approved: true }));
    expect(self.status).toBe(403);
    expect((await su.collection('users').getOne(member.id))['approved']).toBe(false);
    expect(await mailsTo(member.email)).toHaveLength(1); // the verification link only
  });

  it('refuses to approve an account whose e-mail is not confirmed', async () => {
    const admin = await account({ roles: ['admin'], email: `${unique('adm')}@lapieza.io` });
    const unconfirmed = await account({ approved: false, verified: false });
    const err = await failure(approve(admin.pb, unconfirmed.id));
    expect([err.status, errorCodeOf(err)]).toEqual([400, 'approval_unverified']);
    const viaRecords = await failure(
      admin.pb.collection('users').update(unconfirmed.id, { approved: true }),
    );
    expect(errorCodeOf(viaRecords)).toBe('approval_unverified');
    expect((await su.collection('users').getOne(unconfirmed.id))['approved']).toBe(false);
  });

  it('approves, audits, e-mails the member in Spanish with links to the site, and the member can review', async () => {
    const member = await confirmedMember();
    const admin = await account({ roles: ['admin'], email: `${unique('adm')}@lapieza.io` });
    const row = await approve(admin.pb, member.id);
    expect(row).toMatchObject({ id: member.id, approved: true });
    const stored = await su.collection('users').getOne(member.id);
    expect(stored['approved']).toBe(true);
    expect(stored['approved_at']).not.toBe('');

    const audit = await su.collection('audit_log').getFullList({
      filter: su.filter('target = {:t}', { t: `users/${member.id}` }),
    });
    expect(audit.map((a) => [a['action'], a['actor']])).toEqual([['user_approved', admin.id]]);

    const news = await nthMail(member.email, 2);
    expect(news.subject).toBe('Tu cuenta de LaPieza fue aprobada');
    expect(news.html).toContain('Hola Pedro:');
    expect(news.html).toContain('href="http://site.test/write-review"');
    expect(news.html).toContain('href="http://site.test/dashboard"');
    expect(`${news.html}${news.text}`).not.toContain('/_/');

    // Approving again changes nothing and sends no second e-mail.
    await approve(admin.pb, member.id);
    await new Promise((r) => setTimeout(r, 500));
    expect(await mailsTo(member.email)).toHaveLength(2);

    // The review the account was refused before is accepted now.
    const owner = await account({ roles: ['provider'], user_type: 'provider' });
    const provider = await owner.pb.collection('providers').create({
      company_name: unique('Proveedor'),
      description: 'Servicios de recursos humanos.',
      headquarters_country: 'México',
      categories: ['recruiting'],
    });
    await member.pb.collection('users').authRefresh();
    const review = await member.pb.collection('reviews').create({
      provider: provider.id,
      title: 'Muy buenos',
      review_text:
        'Nos ayudaron con la nómina. Contamos qué servicio contratamos y cómo fue el trabajo.',
      overall_rating: 5,
    });
    expect(review.id).toBeTruthy();
  });
});
