// The paged admin lists: /api/lp/admin/users, /providers, /posts and /summary
// answer one page at a time, searched and counted in SQL, never over 200 KB.
import { beforeAll, describe, expect, it } from 'vitest';
import type PocketBase from 'pocketbase';
import { ERRORS } from '../../src/lib/contract/errors';
import {
  ensureCategories,
  errorOf,
  makeUser,
  providerData,
  statusOf,
  superuser,
  uid,
  type Actor,
} from './helpers';

const USERS = 130;
const PROVIDERS = 130;
const LIMIT = 200 * 1024;

interface Page<T> {
  items: T[];
  page: number;
  perPage: number;
  totalItems: number;
  totalPages: number;
  counts: Record<string, number>;
}
interface UserRow {
  id: string;
  email: string;
  first_name: string;
  blocked: boolean;
  approved: boolean;
  verified: boolean;
  created: string;
}
interface ProviderRow {
  id: string;
  company_name: string;
  status: string;
  user_email: string;
}

const tag = `lista${uid()}`;
/** The owner's name carries its own tag, so the user searches by `tag` find only the fixtures. */
const ownerTag = `dueno${uid()}`;
let admin: Actor;
let hr: Actor;
let owner: Actor;

const get = <T>(pb: PocketBase, path: string, query: Record<string, unknown> = {}) =>
  pb.send<Page<T>>(path, { query, requestKey: null });

/** The byte size of an answer as sent (the SDK only gives the parsed body). */
async function bytesOf(pb: PocketBase, path: string, query: Record<string, string>) {
  const res = await fetch(`${pb.buildURL(path)}?${new URLSearchParams(query).toString()}`, {
    headers: { Authorization: pb.authStore.token },
  });
  expect(res.status).toBe(200);
  return (await res.arrayBuffer()).byteLength;
}

beforeAll(async () => {
  [admin, hr, owner] = await Promise.all([
    makeUser({ roles: ['admin'], email: `adm-${uid()}@lapieza.io` }),
    makeUser(),
    makeUser({ roles: ['provider'], user_type: 'provider', first_name: `Dueña ${ownerTag}` }),
  ]);
  await ensureCategories();
  const su = superuser();
  // Users: every tenth one blocked; the first has an accented name to search without accents.
  const users = Array.from({ length: USERS }, (_, i) => ({
    email: `${tag}-${String(i).padStart(3, '0')}@example.com`,
    password: 'secret123',
    passwordConfirm: 'secret123',
    first_name: i === 0 ? `Íñigo ${tag}` : `Persona ${tag}`,
    last_name: `Núñez ${i}`,
    company_name: 'Empresa de prueba',
    bio: 'x'.repeat(1500),
    user_type: 'hr_professional',
    roles: ['hr_professional'],
    approved: true,
    verified: true,
    blocked: i % 10 === 0,
    blocked_reason: i % 10 === 0 ? 'spam' : '',
  }));
  for (let i = 0; i < users.length; i += 10) {
    await Promise.all(
      users.slice(i, i + 10).map((u) => su.collection('users').create(u, { requestKey: null })),
    );
  }
  // Providers: every fifth one rejected, all owned by `owner`.
  for (let i = 0; i < PROVIDERS; i += 50) {
    const batch = su.createBatch();
    for (let j = i; j < Math.min(PROVIDERS, i + 50); j++) {
      batch.collection('providers').create({
        ...providerData({
          company_name: `Compañía ${tag} ${String(j).padStart(3, '0')}`,
          description: 'd'.repeat(3000),
        }),
        user: owner.id,
        status: j % 5 === 0 ? 'rejected' : 'approved',
        admin_notes: j % 5 === 0 ? 'motivo' : '',
        verified: true,
      });
    }
    await batch.send();
  }
}, 180_000);

describe('GET /api/lp/admin/users', () => {
  it('pages the users of a tab newest first, with totals', async () => {
    const first = await get<UserRow>(admin.pb, '/api/lp/admin/users', {
      q: tag,
      approved: 'true',
      blocked: 'false',
      perPage: 50,
    });
    expect(first.totalItems).toBe(USERS - USERS / 10);
    expect(first.totalPages).toBe(Math.ceil((USERS - USERS / 10) / 50));
    expect(first.items).toHaveLength(50);
    expect(first.items.every((u) => u.approved && !u.blocked)).toBe(true);
    const created = first.items.map((u) => u.created);
    expect([...created].sort().reverse()).toEqual(created);

    const last = await get<UserRow>(admin.pb, '/api/lp/admin/users', {
      q: tag,
      approved: 'true',
      blocked: 'false',
      perPage: 50,
      page: first.totalPages,
    });
    expect(last.items).toHaveLength(first.totalItems - 50 * (first.totalPages - 1));
    const ids = new Set([...first.items, ...last.items].map((u) => u.id));
    expect(ids.size).toBe(first.items.length + last.items.length);

    const beyond = await get<UserRow>(admin.pb, '/api/lp/admin/users', {
      q: tag,
      page: 99,
    });
    expect(beyond.items).toEqual([]);
    expect(beyond.totalItems).toBe(USERS);
  });

  it('filters blocked users and sorts by e-mail', async () => {
    const r = await get<UserRow>(admin.pb, '/api/lp/admin/users', {
      q: tag,
      blocked: 'true',
      sort: 'email',
    });
    expect(r.totalItems).toBe(USERS / 10);
    expect(r.items.every((u) => u.blocked)).toBe(true);
    expect(r.items[0]!.email).toBe(`${tag}-000@example.com`);
  });

  it('searches names, e-mails and companies without case or accents', async () => {
    const byName = await get<UserRow>(admin.pb, '/api/lp/admin/users', { q: `INIGO ${tag}` });
    expect(byName.items.map((u) => u.email)).toEqual([`${tag}-000@example.com`]);
    const byAccent = await get<UserRow>(admin.pb, '/api/lp/admin/users', {
      q: `${tag} nunez 17`,
    });
    expect(byAccent.items.map((u) => u.email)).toEqual([`${tag}-017@example.com`]);
    const byEmail = await get<UserRow>(admin.pb, '/api/lp/admin/users', {
      q: `${tag}-012@EXAMPLE`,
    });
    expect(byEmail.totalItems).toBe(1);
    // LIKE's wildcards are searched literally.
    const wildcard = await get<UserRow>(admin.pb, '/api/lp/admin/users', { q: `${tag}%_` });
    expect(wildcard.totalItems).toBe(0);
  });

  // Issue 20: the "Pendientes" list finds a pending account by name and by e-mail.
  it('lists and searches the accounts waiting for approval', async () => {
    const pendingTag = `pend${uid()}`;
    const confirmed = await makeUser({
      approved: false,
      verified: true,
      first_name: `Rocío ${pendingTag}`,
      email: `${pendingTag}-a@example.com`,
    });
    const unconfirmed = await makeUser({
      approved: false,
      verified: false,
      email: `${pendingTag}-b@example.com`,
    });
    await makeUser({ approved: false, blocked: true, email: `${pendingTag}-c@example.com` });
    await makeUser({ email: `${pendingTag}-d@example.com` });
    const pending = { approved: 'false', blocked: 'false' };
    const all = await get<UserRow>(admin.pb, '/api/lp/admin/users', { ...pending, q: pendingTag });
    expect(all.items.map((u) => u.id).sort()).toEqual([confirmed.id, unconfirmed.id].sort());
    const byName = await get<UserRow>(admin.pb, '/api/lp/admin/users', {
      ...pending,
      q: `rocio ${pendingTag}`,
    });
    expect(byName.items.map((u) => [u.id, u.verified])).toEqual([[confirmed.id, true]]);
    const byEmail = await get<UserRow>(admin.pb, '/api/lp/admin/users', {
      ...pending,
      q: `${pendingTag}-B@EXAMPLE.COM`,
    });
    expect(byEmail.items.map((u) => [u.id, u.verified])).toEqual([[unconfirmed.id, false]]);
  });

  it('filters by role', async () => {
    const r = await get<UserRow>(admin.pb, '/api/lp/admin/users', {
      role: 'provider',
      q: `Dueña ${ownerTag}`,
    });
    expect(r.items.map((u) => u.id)).toEqual([owner.id]);
  });

  it('counts approved and blocked users in SQL, search aside, and the counts follow a block', async () => {
    const r = await get<UserRow>(admin.pb, '/api/lp/admin/users', { q: tag, perPage: 1 });
    const su = superuser();
    const count = async (filter: string) =>
      (await su.collection('users').getList(1, 1, { filter, requestKey: null })).totalItems;
    expect(r.counts).toEqual({
      approved: await count('approved = true && blocked = false'),
      blocked: await count('blocked = true'),
      pending: await count('approved = false && blocked = false'),
    });
    await su.collection('users').update(hr.id, { blocked: true, blocked_reason: 'spam' });
    const after = await get<UserRow>(admin.pb, '/api/lp/admin/summary');
    expect((after as unknown as { users: Record<string, number> }).users).toEqual({
      approved: r.counts['approved']! - 1,
      blocked: r.counts['blocked']! + 1,
      pending: r.counts['pending'],
    });
    await su.collection('users').update(hr.id, { blocked: false });
  });
});

describe('GET /api/lp/admin/providers', () => {
  it('pages a status with the creator, searched by company or creator', async () => {
    const r = await get<ProviderRow>(admin.pb, '/api/lp/admin/providers', {
      status: 'rejected',
      q: `compania ${tag}`,
      sort: 'company_name',
      perPage: 10,
    });
    expect(r.totalItems).toBe(PROVIDERS / 5);
    expect(r.items).toHaveLength(10);
    expect(r.items[0]!.company_name).toBe(`Compañía ${tag} 000`);
    expect(r.items.every((p) => p.status === 'rejected' && p.user_email === owner.email)).toBe(
      true,
    );
    const byOwner = await get<ProviderRow>(admin.pb, '/api/lp/admin/providers', {
      q: `duena ${ownerTag}`,
      perPage: 1,
    });
    expect(byOwner.totalItems).toBe(PROVIDERS);
    expect(byOwner.counts['approved']).toBeGreaterThanOrEqual(PROVIDERS - PROVIDERS / 5);
    expect(byOwner.counts['rejected']).toBeGreaterThanOrEqual(PROVIDERS / 5);
  });
});

describe('GET /api/lp/admin/posts', () => {
  it('pages posts by status with the statistics', async () => {
    const su = superuser();
    const title = `Nota ${tag}`;
    await su.collection('blog_posts').create({ title, content: '<p>x</p>', status: 'draft' });
    const before = (await get(admin.pb, '/api/lp/admin/posts', {})).counts;
    // Published with a date a week ahead: scheduled, not yet counted as published.
    const later = new Date(Date.now() + 7 * 86_400_000).toISOString().replace('T', ' ');
    await su.collection('blog_posts').create({
      title: `Programada ${tag}`,
      content: '<p>x</p>',
      status: 'published',
      published_at: later,
    });
    const r = await get<{ title: string; status: string }>(admin.pb, '/api/lp/admin/posts', {
      q: tag,
      status: 'draft',
    });
    expect(r.items.map((p) => [p.title, p.status])).toEqual([[title, 'draft']]);
    expect(r.items[0]).not.toHaveProperty('content');
    const { counts } = r;
    expect(counts['total']).toBe(counts['published']! + counts['scheduled']! + counts['drafts']!);
    expect(counts['drafts']).toBeGreaterThanOrEqual(1);
    expect(counts['scheduled']).toBe(before['scheduled']! + 1);
    expect(counts['published']).toBe(before['published']);
  });
});

describe('bounds and errors', () => {
  it.each([
    ['users', { perPage: '51' }, 'perPage'],
    ['users', { perPage: '0' }, 'perPage'],
    ['users', { page: '0' }, 'page'],
    ['users', { page: 'dos' }, 'page'],
    ['users', { sort: 'password' }, 'sort'],
    ['users', { blocked: 'yes' }, 'blocked'],
    ['users', { role: 'superuser' }, 'role'],
    ['users', { q: 'x'.repeat(101) }, 'q'],
    ['providers', { status: 'deleted' }, 'status'],
    ['providers', { sort: 'user_email' }, 'sort'],
    ['posts', { status: 'archived' }, 'status'],
  ])('refuses %s with %o: 400 with a Spanish message', async (route, query, name) => {
    const err = await errorOf(admin.pb.send(`/api/lp/admin/${route}`, { query }));
    expect(err.status).toBe(400);
    expect(err.response['data']['error']['code']).toBe('admin_list_param');
    expect(err.message).toBe(ERRORS.admin_list_param.message.replace('{name}', name));
  });

  it.each(['users', 'providers', 'posts', 'summary'])(
    'refuses /api/lp/admin/%s to a member (403) and to nobody (401)',
    async (route) => {
      expect(await statusOf(hr.pb.send(`/api/lp/admin/${route}`, {}))).toBe(403);
      expect(await statusOf(owner.pb.send(`/api/lp/admin/${route}`, {}))).toBe(403);
      const res = await fetch(admin.pb.buildURL(`/api/lp/admin/${route}`));
      expect(res.status).toBe(401);
    },
  );

  it('never answers more than 200 KB, even 50 rows with long texts', async () => {
    const sizes = [
      await bytesOf(admin.pb, '/api/lp/admin/users', { perPage: '50', q: tag }),
      await bytesOf(admin.pb, '/api/lp/admin/providers', { perPage: '50', q: tag }),
      await bytesOf(admin.pb, '/api/lp/admin/posts', { perPage: '50' }),
      await bytesOf(admin.pb, '/api/lp/admin/summary', {}),
    ];
    for (const s of sizes) expect(s).toBeLessThan(LIMIT);
    // The pages were full (the limit is not met by answering nothing).
    expect(sizes[0]).toBeGreaterThan(50 * 1500);
  });
});
