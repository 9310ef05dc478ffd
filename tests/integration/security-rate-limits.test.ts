// Auth endpoints are rate limited per client IP, and failed password sign-ins per account.
// The shared PocketBase of the suite runs with RATE_LIMITS=off, so this file starts its own
// instance with the production limits ON (settings.pb.js) and reads the configured counts
// from its settings; the per-account window is shortened (LOGIN_FAILURE_WINDOW) so its end
// can be waited for.
import { request } from 'node:http';
import { beforeAll, describe, expect, it } from 'vitest';
import { errorMessage } from '@/lib/backend-errors';
import { ERRORS } from '@/lib/contract/errors';
import { ownStack } from './helpers';

interface Rule {
  label: string;
  maxRequests: number;
  duration: number;
}

/** Failed password sign-ins per account and their window (production: 5 per 900 s). */
const ACCOUNT_LIMIT = 5;
const ACCOUNT_WINDOW_S = 8;

const stack = ownStack('ratelimit', {
  env: {
    RATE_LIMITS: 'on',
    RATE_LIMIT_EXCLUDED_IPS: '',
    LOGIN_FAILURE_LIMIT: String(ACCOUNT_LIMIT),
    LOGIN_FAILURE_WINDOW: String(ACCOUNT_WINDOW_S),
  },
});
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
      `${stack.url}${path}`,
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
  suToken = stack.su.authStore.token;
  const settings = (await (
    await fetch(`${stack.url}/api/settings`, { headers: { authorization: suToken } })
  ).json()) as { rateLimits: { enabled: boolean; rules: Rule[] } };
  expect(settings.rateLimits.enabled).toBe(true);
  rules = settings.rateLimits.rules;
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

    const login = (from?: string, identity = email) =>
      post('/api/collections/users/auth-with-password', { identity, password: 'secret123' }, from);
    // The office: several colleagues at once (each signing in one after another), so that a
    // loaded machine still sends them all within the minute.
    const colleagues = ['a', 'b', 'c', 'd', 'e'].map((x) => `limite-colega-${x}@example.com`);
    for (const c of colleagues) {
      expect(
        (await post('/api/collections/users/records', signUpBody(c), undefined, suToken)).status,
      ).toBe(200);
    }
    const everyone = [email, ...colleagues];
    const statuses = (
      await Promise.all(
        everyone.map(async (who, k) => {
          const mine: number[] = [];
          for (let i = k; i < limit; i += everyone.length) {
            mine.push((await login('127.0.0.11', who)).status);
          }
          return mine;
        }),
      )
    ).flat();
    expect(statuses).toEqual(Array(limit).fill(200));
    const refused = await login('127.0.0.11');
    expect(refused.status).toBe(429);
    expect(refused.json.token).toBeUndefined();
    // Wrong passwords count too: a guesser is stopped after the same number of attempts
    // (each for another e-mail, so the per-account limit does not stop it first; in parallel,
    // so that a loaded machine still sends them all within the minute).
    const guesses = await Promise.all(
      Array.from({ length: limit + 1 }, (_, i) =>
        post(
          '/api/collections/users/auth-with-password',
          { identity: `guess-${i}@example.com`, password: `guess-${i}` },
          '127.0.0.12',
        ).then((r) => r.status),
      ),
    );
    expect(guesses.sort()).toEqual([...Array(limit).fill(400), 429]);
    // The limit is per client: another address still signs in.
    expect((await login('127.0.0.13')).status).toBe(200);
  }, 120_000);

  it('lets an office behind one address sign in together (at least 60 sign-ins a minute)', () => {
    const rule = rules.find((r) => r.label === '*:auth');
    expect(rule?.duration).toBe(60);
    expect(rule?.maxRequests).toBeGreaterThanOrEqual(60);
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
      `${stack.url}/api/collections/users/records?filter=${encodeURIComponent(
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
    let last: Record<string, unknown> = {};
    for (let i = 0; i <= limit; i++) {
      const r = await post(`/api/lp/blog/${slug}/view`, {}, '127.0.0.41');
      statuses.push(r.status);
      last = r.json;
    }
    expect(statuses).toEqual([...Array(limit).fill(200), 429]);
    // A custom route's refusal is the catalogue's Spanish, not PocketBase's "Too Many Requests."
    expect(last['message']).toBe(ERRORS.request_rate_limited.message);
    expect((last['data'] as { error?: { code?: string } }).error?.code).toBe(
      'request_rate_limited',
    );
  });
});

describe('per-account limit of failed password sign-ins', () => {
  const signIn = (email: string, password: string, from: string) =>
    post('/api/collections/users/auth-with-password', { identity: email, password }, from);
  const failures = (email: string, from: string) =>
    Promise.all(
      Array.from({ length: ACCOUNT_LIMIT }, (_, i) => signIn(email, `mala-${i}`, from)),
    ).then((rs) => rs.map((r) => r.status));

  it('locks only the guessed account, from any address, until the window ends', async () => {
    const office = '127.0.0.51';
    const a = 'cuenta-a@example.com';
    const b = 'cuenta-b@example.com';
    for (const email of [a, b]) {
      expect(
        (await post('/api/collections/users/records', signUpBody(email), undefined, suToken))
          .status,
      ).toBe(200);
    }
    expect(await failures(a, office)).toEqual(Array(ACCOUNT_LIMIT).fill(400));
    const lastFailure = Date.now();

    // Account A: refused with the Spanish message and its code, even with the right password
    // and from another address.
    const locked = await signIn(a, 'secret123', office);
    expect(locked.status).toBe(429);
    expect(locked.json.token).toBeUndefined();
    const data = locked.json.data as Record<string, { code: string }>;
    expect(data['error']?.code).toBe('too_many_login_failures');
    expect(data['identity']?.code).toBe('too_many_login_failures');
    expect(errorMessage({ status: locked.status, response: locked.json })).toBe(
      ERRORS.too_many_login_failures.message,
    );
    expect((await signIn(a, 'secret123', '127.0.0.52')).status).toBe(429);

    // Account B signs in from the same office address.
    const other = await signIn(b, 'secret123', office);
    expect(other.status).toBe(200);
    expect(other.json.token).toBeTruthy();

    // The window ends on its own (refused attempts are not counted): A signs in again.
    await new Promise((r) =>
      setTimeout(r, lastFailure + ACCOUNT_WINDOW_S * 1000 + 500 - Date.now()),
    );
    const back = await signIn(a, 'secret123', office);
    expect(back.status).toBe(200);
    expect(back.json.token).toBeTruthy();
  });

  it('counts unknown e-mails the same way (the 429 does not reveal who is registered)', async () => {
    const nobody = 'nadie-registrado@example.com';
    expect(await failures(nobody, '127.0.0.53')).toEqual(Array(ACCOUNT_LIMIT).fill(400));
    expect((await signIn(nobody, 'lo-que-sea', '127.0.0.53')).status).toBe(429);
  });

  it('a burst of parallel guesses gets no more than the limit checked', async () => {
    const burst = await Promise.all(
      Array.from({ length: ACCOUNT_LIMIT * 3 }, (_, i) =>
        signIn('cuenta-rafaga@example.com', `rafaga-${i}`, '127.0.0.55'),
      ),
    );
    const statuses = burst.map((r) => r.status).sort();
    expect(statuses).toEqual([
      ...Array(ACCOUNT_LIMIT).fill(400),
      ...Array(ACCOUNT_LIMIT * 2).fill(429),
    ]);
  });

  it('a successful sign-in starts the count again', async () => {
    const c = 'cuenta-c@example.com';
    expect(
      (await post('/api/collections/users/records', signUpBody(c), undefined, suToken)).status,
    ).toBe(200);
    const from = '127.0.0.54';
    for (let i = 0; i < ACCOUNT_LIMIT - 1; i++) {
      expect((await signIn(c, `mala-${i}`, from)).status).toBe(400);
    }
    expect((await signIn(c, 'secret123', from)).status).toBe(200);
    for (let i = 0; i < ACCOUNT_LIMIT - 1; i++) {
      expect((await signIn(c, `otra-${i}`, from)).status).toBe(400);
    }
    expect((await signIn(c, 'secret123', from)).status).toBe(200);
  });
});
