// The custom routes per actor, with the exact answers docs/DATA-MODEL.md promises. The
// permission matrix (permissions.test.ts) already says who may call the admin routes; this adds
// the view counter for every actor and the status codes (401 signed out, 403 signed in).
import { beforeAll, describe, expect, it } from 'vitest';
import type PocketBase from 'pocketbase';
import { anonymous, makeProvider, makeUser, superuser, uid } from './helpers';
import { sortRanked } from '@/lib/contract/ranking-order';

const ACTORS = [
  'anonymous',
  'pending',
  'hr',
  'blocked',
  'owner',
  'outsideAdmin',
  'admin',
  'superuser',
] as const;
type ActorName = (typeof ACTORS)[number];

const clients = {} as Record<ActorName, PocketBase>;
let published: { id: string; slug: string };
let draft: { slug: string };
let scheduled: { slug: string };

beforeAll(async () => {
  const [pending, hr, blocked, owner, outsideAdmin, admin] = await Promise.all([
    makeUser({ approved: false, verified: false }),
    makeUser(),
    makeUser({ blocked: true }),
    makeUser({ roles: ['provider'], user_type: 'provider' }),
    makeUser({ roles: ['admin'], email: `fuera-${uid()}@otra-empresa.com` }),
    makeUser({ roles: ['admin'], email: `rutas-${uid()}@lapieza.io` }),
  ]);
  Object.assign(clients, {
    anonymous: anonymous(),
    pending: pending.pb,
    hr: hr.pb,
    blocked: blocked.pb,
    owner: owner.pb,
    outsideAdmin: outsideAdmin.pb,
    admin: admin.pb,
    superuser: superuser(),
  });
  const posts = superuser().collection('blog_posts');
  published = await posts.create({ title: `Vistas ${uid()}`, content: 'x', status: 'published' });
  draft = await posts.create({ title: `Borrador ${uid()}`, content: 'x', status: 'draft' });
  const nextYear = `${new Date().getFullYear() + 1}-01-01 00:00:00.000Z`;
  scheduled = await posts.create({
    title: `Programado ${uid()}`,
    content: 'x',
    status: 'published',
    published_at: nextYear,
  });
});

/** Status and JSON body of a call (the SDK throws on non-2xx). */
async function call(pb: PocketBase, path: string, method = 'GET') {
  try {
    return { status: 200, body: (await pb.send(path, { method })) as unknown };
  } catch (err) {
    const e = err as { status: number; response: unknown };
    return { status: e.status, body: e.response };
  }
}

/** The status each actor gets from `path`, in turn; `check` sees every answer. */
async function statusPerActor(
  path: string,
  check: (r: Awaited<ReturnType<typeof call>>) => void = () => undefined,
  method = 'GET',
): Promise<Record<ActorName, number>> {
  const seen = {} as Record<ActorName, number>;
  for (const name of ACTORS) {
    const r = await call(clients[name], path, method);
    seen[name] = r.status;
    check(r);
  }
  return seen;
}

describe('POST /api/lp/blog/{slug}/view', () => {
  it('counts exactly +1 per call of each actor on a published post', async () => {
    const seen = await statusPerActor(`/api/lp/blog/${published.slug}/view`, undefined, 'POST');
    expect(seen).toEqual(Object.fromEntries(ACTORS.map((a) => [a, 200])));
    const stored = await superuser().collection('blog_posts').getOne(published.id);
    expect(stored.view_count).toBe(ACTORS.length);
  });

  it.each([
    ['a draft', () => draft.slug],
    ['a post scheduled for next year', () => scheduled.slug],
    ['an unknown slug', () => `no-existe-${uid()}`],
  ])('answers 404 to every actor for %s, counting nothing', async (_label, slug) => {
    const seen = await statusPerActor(`/api/lp/blog/${slug()}/view`, undefined, 'POST');
    expect(seen).toEqual(Object.fromEntries(ACTORS.map((a) => [a, 404])));
    const hidden = await superuser()
      .collection('blog_posts')
      .getFullList({
        filter: superuser().filter('slug = {:a} || slug = {:b}', {
          a: draft.slug,
          b: scheduled.slug,
        }),
      });
    expect(hidden.map((p) => p.view_count)).toEqual([0, 0]);
  });

  it('is not reachable with GET', async () => {
    const r = await call(clients.anonymous, `/api/lp/blog/${published.slug}/view`, 'GET');
    expect(r.status).not.toBe(200);
  });
});

describe.each([
  '/api/lp/admin/users',
  '/api/lp/admin/providers',
  '/api/lp/admin/posts',
  '/api/lp/admin/summary',
  '/api/lp/admin/privacy-requests',
])('GET %s', (path) => {
  const expected: Record<ActorName, number> = {
    anonymous: 401,
    pending: 403,
    hr: 403,
    blocked: 403,
    owner: 403,
    outsideAdmin: 403,
    admin: 200,
    superuser: 200,
  };

  it('answers 401 signed out, 403 to non-admins (no data), 200 to admins and superusers', async () => {
    const seen = await statusPerActor(path, (r) => {
      if (r.status !== 200) expect(JSON.stringify(r.body)).not.toContain('@');
      else if (!path.endsWith('/summary')) {
        expect(Array.isArray((r.body as { items: unknown }).items)).toBe(true);
      }
    });
    expect(seen).toEqual(expected);
  });
});

/** What a superuser-only route answers each actor. */
const SUPERUSER_ONLY: Record<ActorName, number> = {
  anonymous: 401,
  pending: 403,
  hr: 403,
  blocked: 403,
  owner: 403,
  outsideAdmin: 403,
  admin: 403,
  superuser: 200,
};

describe("GET /api/lp/providers/public (the web server's one-request provider list)", () => {
  it('answers 401 signed out and 403 to every account; the superuser gets every public provider in display order', async () => {
    const seen = await statusPerActor('/api/lp/providers/public', (r) => {
      if (r.status !== 200) expect(JSON.stringify(r.body)).not.toContain('whatsapp');
    });
    expect(seen).toEqual(SUPERUSER_ONLY);
    const su = clients.superuser;
    // Two public providers at least (this file may run alone), one with a review.
    const owner = await makeUser({ roles: ['provider'], user_type: 'provider' });
    const [p1] = await Promise.all([makeProvider(owner.id), makeProvider(owner.id)]);
    const reviewer = await makeUser();
    await reviewer.pb.collection('reviews').create({
      provider: p1.id,
      title: 'Bien',
      review_text: 'Texto Contamos qué servicio contratamos y cómo fue el trabajo.',
      overall_rating: 5,
    });
    const fields = 'id,status,verified';
    const route = (await su.send('/api/lp/providers/public', { query: { fields } })) as {
      id: string;
      status: string;
      verified: boolean;
    }[];
    // The display order is the contract's ranking order (ties by the name's sort key).
    const api = sortRanked(
      await su.collection('providers').getFullList<{
        id: string;
        company_name: string;
        ranking_score: number;
        total_reviews: number;
      }>({
        filter: 'status = "approved" && verified = true',
        fields: 'id,company_name,ranking_score,total_reviews',
      }),
    );
    expect(route.map((p) => p.id)).toEqual(api.map((p) => p.id));
    expect(route.every((p) => p.status === 'approved' && p.verified)).toBe(true);
    expect(Object.keys(route[0] ?? {}).sort()).toEqual(['id', 'status', 'verified']);
  });

  it('answers with every public field exactly as the records API does, never a hidden one', async () => {
    const su = clients.superuser;
    const owner = await makeUser({ roles: ['provider'], user_type: 'provider' });
    await makeProvider(owner.id, { languages: ['es', 'en'], whatsapp_number: '+5215512345678' });
    const route = (await su.send('/api/lp/providers/public', {})) as Record<string, unknown>[];
    const api = sortRanked(
      await su.collection('providers').getFullList<{
        id: string;
        company_name: string;
        ranking_score: number;
        total_reviews: number;
      }>({ filter: 'status = "approved" && verified = true' }),
    );
    const hidden = [
      'whatsapp_number',
      'admin_notes',
      'ranking_sum',
      'ranking_weight',
      'website_domain',
      'collectionId',
      'collectionName',
      'expand',
    ];
    const visible = api.map((r) =>
      Object.fromEntries(Object.entries(r).filter(([k]) => !hidden.includes(k))),
    );
    expect(route).toEqual(visible);
    expect(JSON.stringify(route)).not.toContain('+5215512345678');
  });

  it('keeps only the public providers named by ?ids= (the web server patching its list)', async () => {
    const su = clients.superuser;
    const owner = await makeUser({ roles: ['provider'], user_type: 'provider' });
    const shown = await makeProvider(owner.id);
    const rejected = await makeProvider(owner.id, { status: 'rejected', admin_notes: 'x' });
    const ids = [shown.id, rejected.id, 'no-such-id'].join(',');
    const route = (await su.send('/api/lp/providers/public', {
      query: { ids, fields: 'id,company_name' },
    })) as { id: string }[];
    expect(route).toEqual([{ id: shown.id, company_name: shown['company_name'] }]);
  });
});

describe("GET /api/lp/reviews/public (the web server's bulk read of every public review)", () => {
  it('answers 401 signed out and 403 to every account, with no review in the answer', async () => {
    const seen = await statusPerActor('/api/lp/reviews/public', (r) => {
      if (r.status !== 200) expect(JSON.stringify(r.body)).not.toContain('review_text');
    });
    expect(seen).toEqual(SUPERUSER_ONLY);
  });

  it("gives the superuser what the public filters select, with a named author's public profile and nothing of an anonymous one's", async () => {
    const su = superuser();
    const owner = await makeUser({ roles: ['provider'], user_type: 'provider' });
    const [named, anon, hiddenAuthor, otherAuthor] = await Promise.all([
      makeUser({ first_name: 'Nombrada' }),
      makeUser({ first_name: 'Secreta' }),
      makeUser(),
      makeUser(),
    ]);
    const shown = await makeProvider(owner.id);
    const rejected = await makeProvider(owner.id, { status: 'rejected', admin_notes: 'x' });
    const review = (provider: string, reviewer: string, extra: Record<string, unknown> = {}) =>
      su.collection('reviews').create({
        provider,
        reviewer,
        title: 'Reseña',
        review_text: 'Texto de la reseña. Contamos qué servicio contratamos y cómo fue el trabajo.',
        overall_rating: 4,
        would_recommend: true,
        ...extra,
      });
    const namedReview = await review(shown.id, named.id);
    const anonReview = await review(shown.id, anon.id, { anonymous: true });
    const hiddenReview = await review(shown.id, hiddenAuthor.id);
    await su.collection('reviews').update(hiddenReview.id, { moderation: 'removed' });
    const ofRejected = await review(rejected.id, otherAuthor.id);

    type Row = Record<string, unknown> & { id: string; provider: string };
    const rows = (await su.send('/api/lp/reviews/public', {})) as Row[];
    const api = await su.collection('reviews').getFullList({
      filter: 'hidden = false && provider.status = "approved" && provider.verified = true',
      sort: '-created,-id',
      fields: 'id',
    });
    expect(rows.map((r) => r.id)).toEqual(api.map((r) => r.id));
    const ids = rows.map((r) => r.id);
    expect(ids).toContain(namedReview.id);
    expect(ids).toContain(anonReview.id);
    expect(ids).not.toContain(hiddenReview.id);
    expect(ids).not.toContain(ofRejected.id);

    const byId = new Map(rows.map((r) => [r.id, r]));
    expect(byId.get(namedReview.id)).toMatchObject({
      provider: shown.id,
      has_profile: true,
      first_name: 'Nombrada',
      last_name: 'Pérez',
      job_title: 'HR Manager',
      company_name: 'Acme',
    });
    expect(byId.get(anonReview.id)).toMatchObject({
      anonymous: true,
      has_profile: false,
      first_name: '',
      last_name: '',
      job_title: '',
      company_name: '',
    });
    const text = JSON.stringify(rows);
    expect(text).not.toContain(anon.id);
    expect(text).not.toContain(named.id);
    expect(text).not.toContain('Secreta');
    expect(rows.every((r) => !('reviewer' in r))).toBe(true);
  });
});

describe("the web server's outbox routes (GET /api/lp/outbox/pending, POST /api/lp/outbox/done)", () => {
  const event = (done: boolean) =>
    superuser()
      .collection('change_events')
      .create({ topic: 'blog_tag', record_id: `t${uid()}`, op: 'update', data: {}, done });

  it('answer 401 signed out and 403 to every account', async () => {
    expect(await statusPerActor('/api/lp/outbox/pending')).toEqual(SUPERUSER_ONLY);
    // The superuser's empty POST is refused for its body (next test); every other actor for who it is.
    expect(await statusPerActor('/api/lp/outbox/done', undefined, 'POST')).toEqual({
      ...SUPERUSER_ONLY,
      superuser: 400,
    });
  });

  it('lists exactly the events not done, and marks the named ones done in one call', async () => {
    const su = superuser();
    const [pending, done] = await Promise.all([event(false), event(true)]);
    const ids = await su.send<string[]>('/api/lp/outbox/pending', {});
    expect(ids).toContain(pending.id);
    expect(ids).not.toContain(done.id);
    const answer = await su.send<{ updated: number }>('/api/lp/outbox/done', {
      method: 'POST',
      body: { ids: [pending.id, 'noexiste0000000'] },
    });
    expect(answer).toEqual({ updated: 1 });
    expect((await su.collection('change_events').getOne(pending.id))['done']).toBe(true);
    expect(await su.send<string[]>('/api/lp/outbox/pending', {})).not.toContain(pending.id);
  });

  it.each([
    ['no list', {}],
    ['an empty list', { ids: [] }],
    ['a string', { ids: 'abc' }],
    ['an id with other characters', { ids: ['../x'] }],
    ['more than 1000 ids', { ids: Array.from({ length: 1001 }, (_, i) => `id${i}`) }],
  ])('refuses %s with a Spanish message and changes nothing', async (_label, body) => {
    const su = superuser();
    const pending = await event(false);
    const r = await su
      .send('/api/lp/outbox/done', { method: 'POST', body })
      .then(() => ({ status: 200, response: {} as Record<string, unknown> }))
      .catch((e: { status: number; response: Record<string, unknown> }) => e);
    expect(r.status).toBe(400);
    expect(r.response['message']).toBe(
      'La lista de eventos no es válida (entre 1 y 1000 identificadores).',
    );
    expect((await su.collection('change_events').getOne(pending.id))['done']).toBe(false);
    await su.send('/api/lp/outbox/done', { method: 'POST', body: { ids: [pending.id] } });
  });
});

describe("GET /api/lp/providers/choices (the write-review form's provider picker)", () => {
  type Choices = {
    items: { id: string; company_name: string; own: boolean }[];
    totalItems: number;
    perPage: number;
    selected: { id: string; company_name: string; own: boolean } | null;
  };
  const choices = (pb: PocketBase, query: Record<string, string | number>) =>
    pb.send<Choices>('/api/lp/providers/choices', { query });

  it('answers 401 signed out; every account gets a page, the superuser (no account) 403', async () => {
    const seen = await statusPerActor('/api/lp/providers/choices');
    expect(seen).toEqual({
      anonymous: 401,
      pending: 200,
      hr: 200,
      blocked: 200, // public names; a blocked account still cannot write a review
      owner: 200,
      outsideAdmin: 200,
      admin: 200,
      superuser: 403,
    });
  });

  it('finds public providers by part of the name, accents and case ignored, marking the caller’s own', async () => {
    const tag = uid();
    const owner = await makeUser({ roles: ['provider'], user_type: 'provider' });
    const mine = await makeProvider(owner.id, { company_name: `Nómina Ágil ${tag}` });
    const other = await makeProvider((await makeUser()).id, {
      company_name: `NOMINA agil ${tag} B`,
    });
    const hidden = await makeProvider(owner.id, { company_name: `Nómina Ágil ${tag} C` });
    await superuser().collection('providers').update(hidden.id, { status: 'rejected' });

    const found = await choices(owner.pb, { q: `nomina AGIL ${tag}` });
    expect(found.items.map((c) => [c.id, c.own])).toEqual([
      [mine.id, true],
      [other.id, false],
    ]);
    expect(found.totalItems).toBe(2);
    expect(found.selected).toBeNull();
    // Another member: nothing is theirs.
    const hr = await makeUser();
    const theirs = await choices(hr.pb, { q: tag, id: mine.id });
    expect(theirs.items.every((c) => !c.own)).toBe(true);
    expect(theirs.selected).toEqual({
      id: mine.id,
      company_name: `Nómina Ágil ${tag}`,
      own: false,
    });
    // A provider that is not public is never offered, not even preselected.
    expect((await choices(hr.pb, { q: tag, id: hidden.id })).selected).toBeNull();
  });

  it('answers at most 50 providers per page with the total, never a hidden field', async () => {
    const hr = await makeUser();
    const page = await choices(hr.pb, { perPage: 50 });
    expect(page.items.length).toBeLessThanOrEqual(50);
    expect(page.totalItems).toBeGreaterThanOrEqual(page.items.length);
    for (const c of page.items)
      expect(Object.keys(c).sort()).toEqual(['company_name', 'id', 'own']);
    const names = page.items.map((c) => c.company_name);
    expect(JSON.stringify(page)).not.toContain('whatsapp');
    expect(names.length).toBeGreaterThan(0);
  });

  it.each([
    ['a search over 100 characters', { q: 'x'.repeat(101) }, 'q'],
    ['more than 50 per page', { perPage: 51 }, 'perPage'],
    ['an id that is not a record id', { id: '../x' }, 'id'],
  ])('refuses %s with a Spanish message', async (_label, query, name) => {
    const hr = await makeUser();
    const r = await choices(hr.pb, query)
      .then(() => ({ status: 200, response: {} as Record<string, unknown> }))
      .catch((e: { status: number; response: Record<string, unknown> }) => e);
    expect(r.status).toBe(400);
    expect(r.response['message']).toBe(`El parámetro "${name}" de la búsqueda no es válido.`);
  });
});
