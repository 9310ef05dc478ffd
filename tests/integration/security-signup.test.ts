// Sign-up does not reveal which e-mails are registered (docs/SECURITY.md): a registered
// e-mail gets the answer of a new one, nothing changes, and the account's owner gets a notice
// by e-mail. This file starts its own PocketBase wired to the SMTP catcher to read the mail.
import { beforeAll, describe, expect, it } from 'vitest';
import { ownStack } from './helpers';

interface Mail {
  to: string[];
  subject: string;
  html: string;
}
interface Answer {
  status: number;
  json: Record<string, unknown>;
}

const stack = ownStack('signup', { mail: true });
let suToken: string;
let n = 0;

async function call(path: string, body: unknown, token = '', method = 'POST'): Promise<Answer> {
  const res = await fetch(`${stack.url}${path}`, {
    method,
    headers: { 'content-type': 'application/json', ...(token ? { authorization: token } : {}) },
    ...(body === undefined ? {} : { body: JSON.stringify(body) }),
  });
  const text = await res.text();
  return { status: res.status, json: text ? JSON.parse(text) : {} };
}

const signUp = (email: string, over: Record<string, unknown> = {}) =>
  call('/api/collections/users/records', {
    email,
    password: 'clave-del-atacante',
    passwordConfirm: 'clave-del-atacante',
    first_name: 'Intruso',
    last_name: 'Malo',
    job_title: 'Nada',
    linkedin_url: 'https://www.linkedin.com/in/intruso',
    user_type: 'provider',
    ...over,
  });

/** A verified member created by the superuser. */
async function owner(): Promise<{ id: string; email: string }> {
  const email = `duena-${n++}-${Date.now().toString(36)}@example.com`;
  const r = await call(
    '/api/collections/users/records',
    {
      email,
      password: 'clave-de-la-duena',
      passwordConfirm: 'clave-de-la-duena',
      first_name: 'Dueña',
      last_name: 'Real',
      linkedin_url: 'https://www.linkedin.com/in/duena-real',
      verified: true,
      approved: true,
    },
    suToken,
  );
  expect(r.status).toBe(200);
  return { id: String(r.json.id), email };
}

async function mailsTo(address: string, atLeast: number, timeoutMs = 10000): Promise<Mail[]> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const list = (stack.mail.messages() as Mail[]).filter((m) => m.to.includes(address));
    if (list.length >= atLeast || Date.now() > deadline) return list;
    await new Promise((r) => setTimeout(r, 100));
  }
}

beforeAll(async () => {
  suToken = stack.su.authStore.token;
});

describe('sign-up with an e-mail that already has an account', () => {
  it('answers like a sign-up with a new e-mail: 200 and a body of the same shape', async () => {
    const { id, email } = await owner();
    const fresh = await signUp(`nueva-${Date.now().toString(36)}@example.com`);
    const taken = await signUp(email);
    expect(fresh.status).toBe(200);
    expect(taken.status).toBe(fresh.status);
    expect(Object.keys(taken.json).sort()).toEqual(Object.keys(fresh.json).sort());
    const comparable = (j: Record<string, unknown>) => {
      const { id: _id, created: _c, updated: _u, ...rest } = j;
      return rest;
    };
    expect(comparable(taken.json)).toEqual(comparable(fresh.json));
    expect(taken.json.email).toBeUndefined();
    expect(taken.json.id).not.toBe(id);
    expect(String(taken.json.id)).toMatch(/^[a-z0-9]{15}$/);
    expect(String(taken.json.created)).toMatch(/^\d{4}-\d\d-\d\d \d\d:\d\d:\d\d\.\d{3}Z$/);
  });

  it('changes nothing in the existing account and creates no other', async () => {
    const { id, email } = await owner();
    expect((await signUp(email)).status).toBe(200);
    const stored = await call(`/api/collections/users/records/${id}`, undefined, suToken, 'GET');
    expect(stored.json).toMatchObject({
      first_name: 'Dueña',
      last_name: 'Real',
      job_title: '',
      linkedin_url: 'https://www.linkedin.com/in/duena-real',
      user_type: 'hr_professional',
      verified: true,
    });
    const same = await call(
      `/api/collections/users/records?filter=${encodeURIComponent(`email = "${email}"`)}`,
      undefined,
      suToken,
      'GET',
    );
    expect(same.json.totalItems).toBe(1);
    const signIn = (password: string) =>
      call('/api/collections/users/auth-with-password', { identity: email, password });
    expect((await signIn('clave-del-atacante')).status).toBe(400);
    expect((await signIn('clave-de-la-duena')).status).toBe(200);
  });

  it('sends the owner a notice in Spanish instead, and a new e-mail gets none', async () => {
    const { email } = await owner();
    const freshEmail = `otra-${Date.now().toString(36)}@example.com`;
    expect((await signUp(email)).status).toBe(200);
    expect((await signUp(freshEmail)).status).toBe(200);
    const [notice] = await mailsTo(email, 1);
    expect(notice?.subject).toBe('Intento de registro con tu correo en LaPieza');
    expect(notice?.html).toContain('Alguien intentó crear una cuenta');
    expect(notice?.html).toContain('href="http://site.test/auth"');
    expect(notice?.html).toContain('restablece tu contraseña');
    // The new e-mail's verification is asked for by the client afterwards; the create sends nothing.
    expect(await mailsTo(freshEmail, 1, 1000)).toEqual([]);
  });

  it('refuses invalid data the same way for a registered and a new e-mail', async () => {
    const { email } = await owner();
    const fresh = () => `nueva-${n++}-${Date.now().toString(36)}@example.com`;
    for (const over of [
      { password: '123', passwordConfirm: '123' },
      { passwordConfirm: 'otra-clave' },
      { linkedin_url: 'https://example.com/in/x' },
      { linkedin_url: '' },
    ]) {
      const a = await signUp(email, over);
      const b = await signUp(fresh(), over);
      expect(a.status).toBe(400);
      expect(a).toEqual(b);
    }
    expect(await mailsTo(email, 1, 500)).toEqual([]);
  });
});

describe('sign-up cannot claim an approval', () => {
  it('forces a company-domain sign-up to pending with no rule, whatever the body says', async () => {
    const email = `nueva-${n++}-${Date.now().toString(36)}@empresa-real.mx`;
    const r = await signUp(email, {
      approved: true,
      approved_at: '2024-01-01 00:00:00Z',
      approved_by: 'company_domain',
      approved_admin: 'abcdefghijklmno',
    });
    expect(r.status).toBe(200);
    const stored = await call(
      `/api/collections/users/records/${r.json.id}`,
      undefined,
      suToken,
      'GET',
    );
    expect([
      stored.json.verified,
      stored.json.approved,
      stored.json.approved_by,
      stored.json.approved_admin,
    ]).toEqual([false, false, '', '']);
  });

  it('lets nobody but the server record a rule: a superuser approval of a free-mail account is an admin’s', async () => {
    const email = `libre-${n++}-${Date.now().toString(36)}@gmail.com`;
    const r = await call(
      '/api/collections/users/records',
      {
        email,
        password: 'clave-segura-1',
        passwordConfirm: 'clave-segura-1',
        linkedin_url: 'https://www.linkedin.com/in/libre',
        verified: true,
        approved: true,
      },
      suToken,
    );
    expect([r.json.approved, r.json.approved_by]).toEqual([true, 'admin']);
  });
});
