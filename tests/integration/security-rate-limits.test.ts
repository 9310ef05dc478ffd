// Auth endpoints are rate limited per client IP. The shared PocketBase of the suite runs with
// RATE_LIMITS=off, so this file starts its own instance with the production limits ON
// (settings.pb.js) and reads the configured counts from its settings.
import { request } from 'node:http';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startPocketBase } from '../../scripts/lib/pocketbase.mjs';

interface Instance {
  url: string;
  superuser: { email: string; password: string };
  stop: (signal?: string) => Promise<void>;
}
interface Rule {
  label: string;
  maxRequests: number;
  duration: number;
}

let pb: Instance;
let dataDir: string;
let rules: Rule[];
let suToken: string;

/**
 * A JSON POST from a chosen loopback source address (127.0.0.1 by default): PocketBase keys its
 * limits by client IP, and Linux routes the whole 127.0.0.0/8 to loopback.
 */
function post(
  path: string,
  body: unknown,
  from = '127.0.0.1',
  token = '',
): Promise<{ status: number; json: Record<string, unknown> }> {
  const data = JSON.stringify(body);
  return new Promise((resolve, reject) => {
    const req = request(
      `${pb.url}${path}`,
      {
        method: 'POST',
        localAddress: from,
        headers: {
          'content-type': 'application/json',
          'content-length': Buffer.byteLength(data),
          ...(token ? { authorization: token } : {}),
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

const limitOf = (label: string): number => {
  const rule = rules.find((r) => r.label === label);
  if (!rule) throw new Error(`no rate limit rule ${label}`);
  return rule.maxRequests;
};

const signUpBody = (email: string) => ({
  email,
  password: 'secret123',
  passwordConfirm: 'secret123',
  linkedin_url: 'https://www.linkedin.com/in/limite',
});

beforeAll(async () => {
  dataDir = mkdtempSync(join(tmpdir(), 'lp-ratelimit-'));
  pb = await startPocketBase({
    dataDir,
    env: { RATE_LIMITS: 'on', RATE_LIMIT_EXCLUDED_IPS: '', SITE_URL: 'http://site.test' },
  });
  const auth = await post('/api/collections/_superusers/auth-with-password', {
    identity: pb.superuser.email,
    password: pb.superuser.password,
  });
  suToken = String(auth.json.token);
  const settings = (await (
    await fetch(`${pb.url}/api/settings`, { headers: { authorization: suToken } })
  ).json()) as { rateLimits: { enabled: boolean; rules: Rule[] } };
  expect(settings.rateLimits.enabled).toBe(true);
  rules = settings.rateLimits.rules;
});

afterAll(async () => {
  await pb?.stop();
  if (dataDir) rmSync(dataDir, { recursive: true, force: true });
});

describe('rate limits on the auth endpoints (limits on, per client IP)', () => {
  it('refuses password sign-in with 429 after the configured count, even with the right password', async () => {
    const limit = limitOf('*:auth');
    const email = 'limite-login@example.com';
    // Created by the superuser: superuser requests are never limited.
    const created = await post(
      '/api/collections/users/records',
      signUpBody(email),
      undefined,
      suToken,
    );
    expect(created.status).toBe(200);

    const login = (from?: string) =>
      post(
        '/api/collections/users/auth-with-password',
        { identity: email, password: 'secret123' },
        from,
      );
    const statuses: number[] = [];
    for (let i = 0; i < limit; i++) statuses.push((await login('127.0.0.11')).status);
    expect(statuses).toEqual(Array(limit).fill(200));
    const refused = await login('127.0.0.11');
    expect(refused.status).toBe(429);
    expect(refused.json.token).toBeUndefined();
    // Wrong passwords count too: a guesser is stopped after the same number of attempts.
    const guesses: number[] = [];
    for (let i = 0; i <= limit; i++) {
      const r = await post(
        '/api/collections/users/auth-with-password',
        { identity: email, password: `guess-${i}` },
        '127.0.0.12',
      );
      guesses.push(r.status);
    }
    expect(guesses).toEqual([...Array(limit).fill(400), 429]);
    // The limit is per client: another address still signs in.
    expect((await login('127.0.0.13')).status).toBe(200);
  });

  it('refuses sign-up with 429 after the configured count, and creates no account', async () => {
    const limit = limitOf('users:create');
    const statuses: number[] = [];
    for (let i = 0; i < limit; i++) {
      const r = await post(
        '/api/collections/users/records',
        signUpBody(`limite-alta-${i}@example.com`),
        '127.0.0.21',
      );
      statuses.push(r.status);
    }
    expect(statuses).toEqual(Array(limit).fill(200));
    const refused = await post(
      '/api/collections/users/records',
      signUpBody('limite-alta-de-mas@example.com'),
      '127.0.0.21',
    );
    expect(refused.status).toBe(429);
    const found = await fetch(
      `${pb.url}/api/collections/users/records?filter=${encodeURIComponent(
        'email = "limite-alta-de-mas@example.com"',
      )}`,
      { headers: { authorization: suToken } },
    );
    expect(((await found.json()) as { totalItems: number }).totalItems).toBe(0);
    expect(
      (
        await post(
          '/api/collections/users/records',
          signUpBody('limite-alta-otra-ip@example.com'),
          '127.0.0.22',
        )
      ).status,
    ).toBe(200);
  });

  it('refuses password-reset requests with 429 after the configured count', async () => {
    const limit = limitOf('*:requestPasswordReset');
    const statuses: number[] = [];
    for (let i = 0; i <= limit; i++) {
      const r = await post(
        '/api/collections/users/request-password-reset',
        { email: 'limite-login@example.com' },
        '127.0.0.31',
      );
      statuses.push(r.status);
    }
    expect(statuses).toEqual([...Array(limit).fill(204), 429]);
  });

  it('refuses view-counter calls with 429 after the configured count', async () => {
    const limit = limitOf('POST /api/lp/blog/');
    const created = await post(
      '/api/collections/blog_posts/records',
      { title: 'Limite de vistas', content: '<p>x</p>', status: 'published' },
      undefined,
      suToken,
    );
    const slug = String(created.json.slug);
    const statuses: number[] = [];
    for (let i = 0; i <= limit; i++) {
      statuses.push((await post(`/api/lp/blog/${slug}/view`, {}, '127.0.0.41')).status);
    }
    expect(statuses).toEqual([...Array(limit).fill(200), 429]);
  });
});
