// The wire contract (src/lib/contract/api-routes.ts) against the hooks' routes: each entry is a
// `routerAdd` of its method and path and each `routerAdd` an entry; each handler that answers
// JSON names its own entry's answer type (and its body type when it reads one); an entry lists
// every code its handler fails with; a superuser entry is a route behind
// `$apis.requireSuperuserAuth()`. And `sendApi` sends what the entry declares.
import { describe, expect, it, vi } from 'vitest';
import { ALL_API, API, SERVER_API, WIRE_ERRORS, type ApiRoute } from '@/lib/contract/api-routes';
import { sendApi } from '@/lib/api-client';
import { isErrorCode } from '@/lib/contract/errors';
import { customRoutes } from '../shared/hook-routes';

/** A path with its parameters as `{}`, as the hooks declare them (`{id}` → `{}`). */
const shape = (path: string) => path.replace(/\{[^}]+\}/g, '{}');
/** An entry's method and path, its parameter (if any) as `{}`. */
const key = (route: ApiRoute<[string]> | ApiRoute) =>
  `${route.method} ${(route as (p: string) => string)('PARAM').replace('PARAM', '{}')}`;

const HOOKS = customRoutes();
const DECLARED = new Map(HOOKS.map((r) => [`${r.method} ${shape(r.path)}`, r]));
const ENTRIES = Object.entries(ALL_API) as [string, ApiRoute<[string]> | ApiRoute][];
const TABLE = new Map(ENTRIES.map(([name, route]) => [key(route), name]));

describe('the wire contract (src/lib/contract/api-routes.ts)', () => {
  it.each(ENTRIES)('%s is served by a routerAdd of its method and path', (_name, route) => {
    expect([...DECLARED.keys()]).toContain(key(route));
  });

  it.each(HOOKS.map((r) => [`${r.method} ${r.path}`, r] as const))(
    '%s has its entry in the table',
    (_route, r) => {
      expect([...TABLE.keys()]).toContain(`${r.method} ${shape(r.path)}`);
    },
  );

  it('lists each method and path once, in one of the two tables', () => {
    expect(ENTRIES.length).toBe(TABLE.size);
    expect(Object.keys(API).length + Object.keys(SERVER_API).length).toBe(ENTRIES.length);
    expect(HOOKS.length).toBe(DECLARED.size);
  });

  it.each(
    HOOKS.filter((r) => /\be\.json\(/.test(r.source)).map(
      (r) => [`${r.method} ${r.path}`, r] as const,
    ),
  )('%s names its own entry on the JSON it answers', (_route, r) => {
    const named = [...r.source.matchAll(/Api(?:Answer|Input)<'(\w+)'>/g)].map((m) => m[1]);
    expect(named.length).toBeGreaterThan(0);
    for (const name of named) expect(TABLE.get(`${r.method} ${shape(r.path)}`)).toBe(name);
  });

  it.each(
    HOOKS.filter((r) => r.source.includes('requestInfo().body')).map(
      (r) => [`${r.method} ${r.path}`, r] as const,
    ),
  )('%s reads its JSON body as its entry declares it', (_route, r) => {
    expect(r.source).toContain(`ApiInput<'${TABLE.get(`${r.method} ${shape(r.path)}`)}'>`);
  });

  it.each(HOOKS.map((r) => [`${r.method} ${r.path}`, r] as const))(
    '%s: its entry lists every code its handler fails with',
    (_route, r) => {
      const route = ALL_API[TABLE.get(`${r.method} ${shape(r.path)}`) as keyof typeof ALL_API];
      const failed = [
        ...r.source.matchAll(/\b(?:fail|failField)\(\s*'(\w+)'/g),
        // The helpers that fail with the code they are given (lib/admin.js, util.js, provider-owner.js).
        ...r.source.matchAll(/\b(?:requireMember|bodyNote|bodyAs|assignOwner)\([^;]*?'(\w+)'\)/g),
      ].map((m) => m[1]!);
      for (const code of failed) expect(route.errors, code).toContain(code);
    },
  );

  it.each(ENTRIES)(
    '%s: superuser access exactly when the route requires a superuser',
    (_n, route) => {
      const hook = DECLARED.get(key(route))!;
      expect(route.access === 'superuser').toBe(
        hook.source.includes('$apis.requireSuperuserAuth()'),
      );
    },
  );

  it.each(ENTRIES)('%s lists catalogue codes, the wire refusals among them', (_n, route) => {
    for (const code of route.errors) expect(isErrorCode(code), code).toBe(true);
    for (const code of WIRE_ERRORS) expect(route.errors).toContain(code);
    if (route.access !== 'anyone') expect(route.errors).toContain('sign_in_required');
  });

  it('encodes a path parameter', () => {
    expect(API.adminUserApprove('a/b?c')).toBe('/api/lp/admin/users/a%2Fb%3Fc/approve');
    expect(API.outbound('a/b')).toBe('/api/lp/out/a%2Fb');
  });
});

describe('sendApi (src/lib/api-client.ts)', () => {
  const client = () => {
    const send = vi.fn((_path: string, _options: Record<string, unknown>) =>
      Promise.resolve({ id: 'u1' }),
    );
    return { send, pb: { send } as unknown as Parameters<typeof sendApi>[0] };
  };

  it('sends the entry’s method and path, its body, and answers the reply', async () => {
    const { send, pb } = client();
    const answer = await sendApi(pb, API.adminUserUnblock, ['a/b'], { body: { note: 'ok' } });
    expect(answer).toEqual({ id: 'u1' });
    expect(send).toHaveBeenCalledWith('/api/lp/admin/users/a%2Fb/unblock', {
      method: 'POST',
      requestKey: null,
      body: { note: 'ok' },
    });
  });

  it('sends a GET entry’s query, and a request key only when asked', async () => {
    const { send, pb } = client();
    await sendApi(pb, API.providerStats, ['p1'], { query: { days: 90 } });
    await sendApi(pb, API.providerChoices, [], { query: { q: 'a' }, requestKey: 'k' });
    expect(send.mock.calls[0]).toEqual([
      '/api/lp/providers/p1/stats',
      { method: 'GET', requestKey: null, query: { days: 90 } },
    ]);
    expect(send.mock.calls[1]![1]).toMatchObject({ method: 'GET', requestKey: 'k' });
  });

  it('types the request and the answer by the entry (npm run check)', async () => {
    const { pb } = client();
    // @ts-expect-error the body the entry declares is required
    await sendApi(pb, API.adminProviderOwner, ['p1']);
    // @ts-expect-error a body of another shape is refused
    await sendApi(pb, API.adminProviderOwner, ['p1'], { body: { mail: 'x@y.mx' } });
    // @ts-expect-error an entry without a body takes none
    await sendApi(pb, API.adminUserApprove, ['u1'], { body: {} });
    // @ts-expect-error the path parameters are the builder's
    await sendApi(pb, API.adminUserApprove, []);
    const row = await sendApi(pb, API.adminUserApprove, ['u1']);
    // @ts-expect-error the answer is the entry's type (AdminUserRow has no `nope`)
    expect(row.nope).toBeUndefined();
  });
});
