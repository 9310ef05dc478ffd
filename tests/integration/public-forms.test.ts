// The public forms: /contacto sends a message to the support address through
// SMTP; /privacidad/solicitud stores a privacy request with its legal deadline for the admin
// queue. Both refuse bad fields with a Spanish 400 per field, trap spam (honeypot, fill time
// signed by the server) with an accepted-looking answer, and are rate limited per client IP.
// This file runs its own PocketBase (limits on, an SMTP catcher); who may list and answer the
// requests is also in permissions.test.ts.
import { request } from 'node:http';
import { beforeAll, describe, expect, it } from 'vitest';
import { ERRORS, errorText } from '@/lib/contract/errors';
import { privacyDeadline } from '@/lib/contract/privacy-rights';
import { API } from '@/lib/contract/api-routes';
import { FORM_MIN_FILL_MS } from '@/lib/domain/public-forms';
import { ownStack } from './helpers';

interface Answer {
  status: number;
  json: Record<string, unknown> & {
    data?: Record<string, { code?: string; message?: string }>;
  };
}

const SUPPORT = 'soporte@formularios.test';
const stack = ownStack('forms', {
  mail: true,
  env: { RATE_LIMITS: 'on', RATE_LIMIT_EXCLUDED_IPS: '', SUPPORT_EMAIL: SUPPORT },
});
let suToken: string;
/** A token whose minimum fill time has passed (tokens stay valid for a day). */
let token: string;
let nextIp = 30;
/** A loopback address of its own for each test: PocketBase limits per client IP. */
const freshIp = () => `127.0.0.${nextIp++}`;

function send(
  method: 'GET' | 'POST',
  path: string,
  body?: unknown,
  opts: { from?: string; auth?: string } = {},
): Promise<Answer> {
  const data = body === undefined ? '' : JSON.stringify(body);
  return new Promise((resolve, reject) => {
    const req = request(
      `${stack.url}${path}`,
      {
        method,
        localAddress: opts.from ?? '127.0.0.1',
        headers: {
          'content-type': 'application/json',
          'content-length': Buffer.byteLength(data),
          ...(opts.auth ? { authorization: opts.auth } : {}),
        },
      },
      (res) => {
        let text = '';
        res.setEncoding('utf8');
        res.on('data', (c: string) => (text += c));
        res.on('end', () =>
          resolve({ status: res.statusCode ?? 0, json: text ? JSON.parse(text) : {} }),
        );
      },
    );
    req.on('error', reject);
    req.end(data);
  });
}

const mailsTo = (to: string) =>
  stack.mail.messages().filter((m) => (m as { to: string[] }).to.includes(to));

async function requestsBy(email: string): Promise<Record<string, unknown>[]> {
  const filter = encodeURIComponent(`email = "${email}"`);
  const res = await fetch(
    `${stack.url}/api/collections/privacy_requests/records?filter=${filter}&perPage=50`,
    { headers: { authorization: suToken } },
  );
  return ((await res.json()) as { items: Record<string, unknown>[] }).items;
}

beforeAll(async () => {
  suToken = stack.su.authStore.token;
  token = String((await send('GET', API.formToken())).json['token']);
  await new Promise((r) => setTimeout(r, FORM_MIN_FILL_MS + 200));
}, 60_000);

const contact = (patch: Record<string, string> = {}) => ({
  name: 'Ana Pérez',
  email: 'ana.contacto@example.com',
  message: 'Hola, quiero saber cómo publicar mi empresa.',
  website: '',
  token,
  ...patch,
});

describe('POST /api/lp/contact', () => {
  it('sends the message to the support address, in Spanish, with Reply-To the visitor', async () => {
    const r = await send('POST', API.contact(), contact({ email: 'Ana.Envio@Example.com' }), {
      from: freshIp(),
    });
    expect(r.status).toBe(200);
    const mail = mailsTo(SUPPORT).find((m) =>
      (m as { text: string }).text.includes('ana.envio@example.com'),
    ) as { subject: string; text: string; html: string } | undefined;
    expect(mail, 'the e-mail reached the catcher').toBeDefined();
    expect(mail!.subject).toBe('Mensaje de contacto de Ana Pérez (LaPieza)');
    expect(mail!.text).toContain('Hola, quiero saber cómo publicar mi empresa.');
    expect(mail!.html).toContain('http://site.test/contacto');
    expect(mail!.html).not.toContain('/_/');
  });

  it.each([
    ['name', { name: '' }, 'form_name'],
    ['email', { email: 'ana@' }, 'form_email'],
    ['message', { message: 'Hola' }, 'form_message'],
  ] as const)(
    'refuses a bad %s with a Spanish 400 for that field, and sends nothing',
    async (field, patch, code) => {
      const before = mailsTo(SUPPORT).length;
      const r = await send('POST', API.contact(), contact(patch), { from: freshIp() });
      expect(r.status).toBe(400);
      expect(r.json.data?.[field]).toEqual({ code, message: ERRORS[code].message });
      expect(r.json.message).toBe(errorText('form_invalid'));
      expect(Object.keys(r.json.data ?? {}).sort()).toEqual(['error', field].sort());
      expect(mailsTo(SUPPORT).length).toBe(before);
    },
  );

  it('refuses a body whose fields are not text with a Spanish 400, and sends nothing', async () => {
    const before = mailsTo(SUPPORT).length;
    const r = await send(
      'POST',
      API.contact(),
      { ...contact({}), message: 42 },
      { from: freshIp() },
    );
    expect(r.status).toBe(400);
    expect(r.json.message).toBe(errorText('form_invalid'));
    expect(mailsTo(SUPPORT).length).toBe(before);
  });

  it('answers a filled honeypot like a sent message, and sends nothing', async () => {
    const before = mailsTo(SUPPORT).length;
    const r = await send('POST', API.contact(), contact({ website: 'https://spam.example' }), {
      from: freshIp(),
    });
    expect(r.status).toBe(200);
    expect(r.json).toEqual({ ok: true });
    await new Promise((res) => setTimeout(res, 300));
    expect(mailsTo(SUPPORT).length).toBe(before);
  });

  it('answers a form sent faster than a person fills it like a sent one, and sends nothing', async () => {
    const before = mailsTo(SUPPORT).length;
    const fresh = String((await send('GET', API.formToken())).json['token']);
    const r = await send('POST', API.contact(), contact({ token: fresh }), { from: freshIp() });
    expect(r.status).toBe(200);
    expect(r.json).toEqual({ ok: true });
    await new Promise((res) => setTimeout(res, 300));
    expect(mailsTo(SUPPORT).length).toBe(before);
  });

  it.each([
    ['missing', ''],
    ['forged', `${Date.now() - 60_000}.${'0'.repeat(64)}`],
  ])('refuses a %s token with 400 form_expired', async (_what, bad) => {
    const r = await send('POST', API.contact(), contact({ token: bad }), { from: freshIp() });
    expect(r.status).toBe(400);
    expect(r.json.data?.['error']?.code).toBe('form_expired');
  });

  it('refuses a client IP over the limit with 429, and sends nothing more', async () => {
    const ip = freshIp();
    const statuses: number[] = [];
    for (let i = 0; i < 5; i++) {
      statuses.push(
        (await send('POST', API.contact(), contact({ name: `Límite ${i}` }), { from: ip })).status,
      );
    }
    expect(statuses).toEqual([200, 200, 200, 200, 200]);
    const before = mailsTo(SUPPORT).length;
    const refused = await send('POST', API.contact(), contact({ name: 'De más' }), { from: ip });
    expect(refused.status).toBe(429);
    await new Promise((res) => setTimeout(res, 300));
    expect(mailsTo(SUPPORT).length).toBe(before);
    // Another address is not affected.
    expect((await send('POST', API.contact(), contact(), { from: freshIp() })).status).toBe(200);
  }, 60_000);
});

const privacy = (patch: Record<string, string> = {}) => ({
  name: 'Beatriz Gómez',
  email: 'beatriz@example.com',
  country: 'co',
  right: 'supresion',
  detail: 'Quiero que borren mis datos.',
  website: '',
  token,
  ...patch,
});

describe('POST /api/lp/privacy-requests', () => {
  it('stores a pending request with the legal deadline of its country and right', async () => {
    const email = 'solicitud-colombia@example.com';
    const r = await send('POST', API.privacyRequests(), privacy({ email }), { from: freshIp() });
    expect(r.status).toBe(200);
    const expected = privacyDeadline('co', 'supresion', new Date());
    expect(r.json).toEqual({ ok: true, received_on: expected.receivedOn, due_on: expected.dueOn });
    const [stored, ...more] = await requestsBy(email);
    expect(more).toEqual([]);
    expect(stored).toMatchObject({
      name: 'Beatriz Gómez',
      country: 'co',
      right: 'supresion',
      status: 'pending',
      due_on: expected.dueOn,
      detail: 'Quiero que borren mis datos.',
    });
  });

  it('refuses every bad field with its Spanish message, and stores nothing', async () => {
    const email = 'solicitud-mala@example.com';
    const r = await send(
      'POST',
      API.privacyRequests(),
      privacy({ email, name: '', country: 'es', right: 'todo', detail: 'x'.repeat(5001) }),
      { from: freshIp() },
    );
    expect(r.status).toBe(400);
    for (const [field, code] of [
      ['name', 'form_name'],
      ['country', 'form_country'],
      ['right', 'form_right'],
      ['detail', 'form_detail'],
    ] as const) {
      expect(r.json.data?.[field]).toEqual({ code, message: ERRORS[code].message });
    }
    expect(await requestsBy(email)).toEqual([]);
  });

  it('answers a filled honeypot like a stored request, and stores nothing', async () => {
    const email = 'solicitud-trampa@example.com';
    const r = await send('POST', API.privacyRequests(), privacy({ email, website: 'x' }), {
      from: freshIp(),
    });
    expect(r.status).toBe(200);
    expect(r.json['ok']).toBe(true);
    expect(r.json['due_on']).toBe(privacyDeadline('co', 'supresion', new Date()).dueOn);
    expect(await requestsBy(email)).toEqual([]);
  });

  it('cannot be created through the records API, not even signed in', async () => {
    const r = await send('POST', '/api/collections/privacy_requests/records', {
      name: 'X',
      email: 'x@example.com',
      country: 'mx',
      right: 'acceso',
      status: 'answered',
      due_on: '2030-01-01',
    });
    expect([400, 403]).toContain(r.status);
    expect(await requestsBy('x@example.com')).toEqual([]);
  });

  it('refuses a client IP over the limit with 429, and stores nothing more', async () => {
    const ip = freshIp();
    const email = 'solicitud-limite@example.com';
    for (let i = 0; i < 5; i++) {
      expect(
        (await send('POST', API.privacyRequests(), privacy({ email }), { from: ip })).status,
      ).toBe(200);
    }
    const refused = await send('POST', API.privacyRequests(), privacy({ email }), { from: ip });
    expect(refused.status).toBe(429);
    expect((await requestsBy(email)).length).toBe(5);
  }, 60_000);
});

describe('the admin queue of privacy requests', () => {
  it('lists pending requests nearest deadline first, and marks one answered (audited)', async () => {
    const email = 'solicitud-cola@example.com';
    // Argentina, access: 10 calendar days; Chile from December 2026: 30; Brazil: 15.
    for (const country of ['cl', 'ar', 'br']) {
      await send('POST', API.privacyRequests(), privacy({ email, country, right: 'acceso' }), {
        from: freshIp(),
      });
    }
    const list = await send(
      'GET',
      `/api/lp/admin/privacy-requests?q=${encodeURIComponent(email)}`,
      undefined,
      {
        auth: suToken,
      },
    );
    expect(list.status).toBe(200);
    const items = list.json['items'] as { id: string; country: string; due_on: string }[];
    expect(items.map((i) => i.due_on)).toEqual(items.map((i) => i.due_on).sort());
    expect(items.find((i) => i.country === 'ar')?.due_on).toBe(
      privacyDeadline('ar', 'acceso', new Date()).dueOn,
    );
    const first = items[0]!;
    const done = await send(
      'POST',
      `/api/lp/admin/privacy-requests/${first.id}/answered`,
      { note: 'Enviamos la copia de sus datos.' },
      { auth: suToken },
    );
    expect(done.status).toBe(200);
    expect(done.json['status']).toBe('answered');
    const pending = await send(
      'GET',
      `/api/lp/admin/privacy-requests?q=${encodeURIComponent(email)}`,
      undefined,
      {
        auth: suToken,
      },
    );
    expect((pending.json['items'] as { id: string }[]).map((i) => i.id)).not.toContain(first.id);
    const answered = await send(
      'GET',
      `/api/lp/admin/privacy-requests?estado=answered&q=${encodeURIComponent(email)}`,
      undefined,
      { auth: suToken },
    );
    expect(answered.json['items']).toMatchObject([
      { id: first.id, answer_note: 'Enviamos la copia de sus datos.' },
    ]);
    const audit = await fetch(
      `${stack.url}/api/collections/audit_log/records?filter=${encodeURIComponent(`target = "privacy_requests/${first.id}"`)}`,
      { headers: { authorization: suToken } },
    );
    expect(((await audit.json()) as { totalItems: number }).totalItems).toBe(1);
  });

  it('answers 404 privacy_request_missing for an unknown request, 401 signed out', async () => {
    const missing = await send(
      'POST',
      '/api/lp/admin/privacy-requests/zzzzzzzzzzzzzzz/answered',
      {},
      {
        auth: suToken,
      },
    );
    expect(missing.status).toBe(404);
    expect(missing.json.data?.['error']?.code).toBe('privacy_request_missing');
    expect((await send('GET', '/api/lp/admin/privacy-requests')).status).toBe(401);
  });
});
