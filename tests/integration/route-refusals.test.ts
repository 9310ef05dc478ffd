// Every refusal of every custom route is Spanish, from the catalogue (src/lib/contract/errors.ts),
// with a stable code: the routes are found by reading every `routerAdd` of pocketbase/pb_hooks
// (a new route is covered without touching this file) and each is called anonymously, with an
// unreadable body, with a body of the wrong types, and signed in as a plain member.
import { beforeAll, describe, expect, it } from 'vitest';
import { ERRORS, errorText, isErrorCode } from '@/lib/contract/errors';
import { customRoutes } from '../shared/hook-routes';
import { makeUser, url } from './helpers';

const ROUTES = customRoutes();
/** A path parameter that names no record. */
const concrete = (path: string) => path.replace(/\{[^}]+\}/g, 'noexiste0000001');

/** PocketBase's own English answers (and any English sentence) that must not reach a member. */
const ENGLISH =
  /\b(?:the|request|requires|required|invalid|failed|missing|not|allowed|wasn't|something|went|wrong|error|occurred|submitted|token|record|too|many|requests|only|superusers)\b/i;

interface Answer {
  status: number;
  json: {
    message?: string;
    data?: { error?: { code?: string; params?: Record<string, unknown> } };
  };
}

async function call(
  method: string,
  path: string,
  opts: { body?: string; token?: string } = {},
): Promise<Answer> {
  const res = await fetch(url() + concrete(path), {
    method,
    redirect: 'manual',
    headers: {
      ...(opts.body !== undefined ? { 'content-type': 'application/json' } : {}),
      ...(opts.token ? { authorization: opts.token } : {}),
    },
    body: method === 'GET' ? null : (opts.body ?? null),
  });
  const text = await res.text();
  let json: Answer['json'];
  try {
    json = text ? JSON.parse(text) : {};
  } catch {
    json = { message: text };
  }
  return { status: res.status, json };
}

/** A refusal (4xx/5xx) is the catalogue's Spanish text of its code; anything else passes. */
function expectSpanish(label: string, a: Answer) {
  if (a.status < 400) return;
  const code = a.json.data?.error?.code;
  expect(isErrorCode(code), `${label}: ${a.status} ${JSON.stringify(a.json)}`).toBe(true);
  if (!isErrorCode(code)) return;
  expect(a.json.message, label).toBe(errorText(code, a.json.data?.error?.params));
  expect(a.status, label).toBe(ERRORS[code].status);
  expect(a.json.message, label).not.toMatch(ENGLISH);
}

let memberToken = '';
beforeAll(async () => {
  const member = await makeUser();
  memberToken = member.pb.authStore.token;
});

describe('the custom routes', () => {
  it('are found in pocketbase/pb_hooks', () => {
    expect(ROUTES.length).toBeGreaterThanOrEqual(39);
    expect(ROUTES).toContainEqual(
      expect.objectContaining({ method: 'POST', path: '/api/lp/proposal-requests' }),
    );
  });

  it('refuse an anonymous request for a proposal with the catalogue\u2019s "inicia sesión"', async () => {
    const a = await call('POST', '/api/lp/proposal-requests', { body: '{}' });
    expect(a.status).toBe(401);
    expect(a.json.data?.error?.code).toBe('sign_in_required');
    expect(a.json.message).toBe(ERRORS.sign_in_required.message);
  });

  it('answer an auth middleware\u2019s refusal in Spanish (superuser-only route)', async () => {
    const anonymous = await call('GET', '/api/lp/outbox/pending');
    expect(anonymous.status).toBe(401);
    expect(anonymous.json.data?.error?.code).toBe('sign_in_required');
    const member = await call('GET', '/api/lp/outbox/pending', { token: memberToken });
    expect(member.status).toBe(403);
    expect(member.json.data?.error?.code).toBe('request_forbidden');
  });

  it.each(ROUTES)('$method $path refuses in Spanish, with a catalogue code', async (route) => {
    const { method, path } = route;
    expectSpanish(`${method} ${path} anonymous`, await call(method, path));
    expectSpanish(`${method} ${path} as member`, await call(method, path, { token: memberToken }));
    if (method !== 'GET') {
      for (const body of ['{', '[1,2', '{"email":[],"provider":5,"token":{},"ids":"x"}']) {
        expectSpanish(`${method} ${path} body ${body}`, await call(method, path, { body }));
        expectSpanish(
          `${method} ${path} body ${body} as member`,
          await call(method, path, { body, token: memberToken }),
        );
      }
    }
  });
});
