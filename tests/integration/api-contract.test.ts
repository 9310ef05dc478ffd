// The wire contract (src/lib/contract/api-routes.ts) against the running hooks, over the whole
// table (a new entry is covered without touching this file): every entry not open to `anyone`
// refuses an anonymous call; an `admin` or `superuser` entry refuses an approved member; an
// `owner` entry refuses a member who does not own the provider; every refusal observed (those
// calls, and each POST with an empty and an unreadable body) carries a code the entry lists.
// And a GET entry admits a caller of its level (an access stricter than declared fails too)
// and, when no path parameter names a missing record, answers 200.
import { beforeAll, describe, expect, it } from 'vitest';
import { ALL_API, type ApiRoute } from '@/lib/contract/api-routes';
import { makeProvider, makeUser, superuser, url } from './helpers';

type Entry = ApiRoute<[string]> | ApiRoute;
const ENTRIES = Object.entries(ALL_API) as [string, Entry][];
/** A path parameter that names no record. */
const MISSING = 'noexiste0000001';

interface Answer {
  status: number;
  code: string | undefined;
}

async function call(
  route: Entry,
  param: string,
  opts: { token?: string; body?: string } = {},
): Promise<Answer> {
  const res = await fetch(url() + (route as (p: string) => string)(param), {
    method: route.method,
    redirect: 'manual',
    headers: {
      ...(opts.body !== undefined ? { 'content-type': 'application/json' } : {}),
      ...(opts.token ? { authorization: opts.token } : {}),
    },
    body: route.method === 'GET' ? null : (opts.body ?? null),
  });
  const text = await res.text();
  let code: string | undefined;
  try {
    code = (JSON.parse(text) as { data?: { error?: { code?: string } } }).data?.error?.code;
  } catch {
    code = undefined;
  }
  return { status: res.status, code };
}

/** A refusal's code is one the entry lists. */
function expectListed(name: string, route: Entry, label: string, a: Answer) {
  if (a.status < 400) return;
  expect(route.errors, `${name} ${label}: ${a.status} ${a.code}`).toContain(a.code);
}

let member = '';
let owner = '';
/** A provider `owner` owns (approved and public): the path parameter of an `owner` entry. */
let providerId = '';
const adminToken = () => superuser().authStore.token;

beforeAll(async () => {
  member = (await makeUser()).pb.authStore.token;
  const o = await makeUser({ roles: ['provider'], user_type: 'provider' });
  owner = o.pb.authStore.token;
  providerId = (await makeProvider(o.id)).id;
});

const paramOf = (route: Entry) => (route.access === 'owner' ? providerId : MISSING);

describe('every entry of the wire contract', () => {
  it('covers the table (both tables, every access level)', () => {
    expect(ENTRIES.length).toBeGreaterThanOrEqual(49);
    const levels = new Set(ENTRIES.map(([, r]) => r.access));
    for (const level of ['anyone', 'member', 'approved', 'owner', 'admin', 'superuser']) {
      expect(levels).toContain(level);
    }
  });

  it.each(ENTRIES.filter(([, r]) => r.access !== 'anyone'))(
    '%s refuses an anonymous call (401/403), with a code it lists',
    async (name, route) => {
      const a = await call(route, paramOf(route), { body: '{}' });
      expect([401, 403], `${name}: ${a.status} ${a.code}`).toContain(a.status);
      expectListed(name, route, 'anonymous', a);
    },
  );

  it.each(ENTRIES.filter(([, r]) => r.access === 'admin' || r.access === 'superuser'))(
    '%s refuses an approved member (403), with a code it lists',
    async (name, route) => {
      const a = await call(route, MISSING, { token: member, body: '{}' });
      expect(a.status, `${name}: ${a.code}`).toBe(403);
      expectListed(name, route, 'member', a);
    },
  );

  it.each(ENTRIES.filter(([, r]) => r.access === 'owner'))(
    '%s refuses a member who does not own the provider (403), with a code it lists',
    async (name, route) => {
      const a = await call(route, providerId, { token: member, body: '{}' });
      expect(a.status, `${name}: ${a.code}`).toBe(403);
      expectListed(name, route, 'not the owner', a);
    },
  );

  it.each(ENTRIES)('%s answers every refusal with a code it lists', async (name, route) => {
    const param = paramOf(route);
    for (const token of [undefined, member]) {
      const who = token ? 'member' : 'anonymous';
      expectListed(name, route, who, await call(route, param, token ? { token } : {}));
      if (route.method === 'GET') continue;
      for (const body of ['{}', '{']) {
        expectListed(
          name,
          route,
          `${who} body ${body}`,
          await call(route, param, token ? { token, body } : { body }),
        );
      }
    }
  });

  it.each(ENTRIES.filter(([, r]) => r.method === 'GET'))(
    '%s admits a caller of its access level',
    async (name, route) => {
      const token = {
        anyone: undefined,
        member,
        approved: member,
        owner,
        admin: adminToken(),
        superuser: adminToken(),
      }[route.access];
      const a = await call(route, paramOf(route), token ? { token } : {});
      expect([401, 403], `${name}: ${a.status} ${a.code}`).not.toContain(a.status);
      expectListed(name, route, 'admitted', a);
      // Without a path parameter naming no record (or with the owner's provider), it answers.
      if (route.length === 0 || route.access === 'owner') {
        expect(a.status, `${name}: ${a.code}`).toBe(200);
      }
    },
  );
});
