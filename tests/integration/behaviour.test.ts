// Derived data, refusals of bad input, privacy, the outbox and the view counter.
import { beforeAll, describe, expect, it } from 'vitest';
import { ERRORS, errorCodeOf } from '@/lib/contract/errors';
import {
  anonymous,
  errorOf,
  makeProvider,
  makeUser,
  pngBytes,
  providerData,
  statusOf,
  superuser,
  uid,
  type Actor,
} from './helpers';

const su = () => superuser();
let owner: Actor;
let hr: Actor;
let provider: { id: string; slug: string };

beforeAll(async () => {
  owner = await makeUser({ roles: ['provider'], user_type: 'provider' });
  hr = await makeUser();
  provider = await makeProvider(owner.id);
});

const reviewBody = (providerId: string, rating = 4) => ({
  provider: providerId,
  title: 'Buen servicio',
  review_text: 'Nos ayudaron mucho. Contamos qué servicio contratamos y cómo fue el trabajo.',
  overall_rating: rating,
});

describe('aggregates', () => {
  it('keeps average_rating and total_reviews exact after review create, edit and delete', async () => {
    const p = await makeProvider(owner.id);
    const [a, b] = await Promise.all([makeUser(), makeUser()]);
    const ra = await a.pb.collection('reviews').create(reviewBody(p.id, 5));
    await b.pb.collection('reviews').create(reviewBody(p.id, 2));
    let fresh = await anonymous().collection('providers').getOne(p.id);
    expect([fresh.average_rating, fresh.total_reviews]).toEqual([3.5, 2]);
    await a.pb.collection('reviews').update(ra.id, { overall_rating: 3 });
    fresh = await anonymous().collection('providers').getOne(p.id);
    expect([fresh.average_rating, fresh.total_reviews]).toEqual([2.5, 2]);
    await a.pb.collection('reviews').delete(ra.id);
    fresh = await anonymous().collection('providers').getOne(p.id);
    expect([fresh.average_rating, fresh.total_reviews]).toEqual([2, 1]);
  });

  it('counts favourites per provider', async () => {
    const p = await makeProvider(owner.id);
    const f = await hr.pb.collection('user_favorites').create({ user: hr.id, provider: p.id });
    expect((await anonymous().collection('providers').getOne(p.id)).favorites_count).toBe(1);
    await hr.pb.collection('user_favorites').delete(f.id);
    expect((await anonymous().collection('providers').getOne(p.id)).favorites_count).toBe(0);
  });
});

describe('bad input is refused and changes nothing', () => {
  it.each([
    ['rating 0', { overall_rating: 0 }],
    ['rating 6', { overall_rating: 6 }],
    ['missing title', { title: '' }],
    ['missing text', { review_text: '' }],
  ])('review with %s', async (_label, patch) => {
    const p = await makeProvider(owner.id);
    const err = await errorOf(
      hr.pb.collection('reviews').create({ ...reviewBody(p.id), ...patch }),
    );
    expect(err.status).toBe(400);
    expect(err.message).toMatch(/campos obligatorios|calificación/i);
    expect((await anonymous().collection('providers').getOne(p.id)).total_reviews).toBe(0);
  });

  it('refuses a pending account with the account_not_approved code the form reads', async () => {
    const pending = await makeUser({ approved: false, verified: false });
    const err = await errorOf(pending.pb.collection('reviews').create(reviewBody(provider.id)));
    expect(err.status).toBe(403);
    expect(errorCodeOf(err)).toBe('account_not_approved');
    expect(err.message).toBe(ERRORS.account_not_approved.message);
  });

  it("refuses a review of one's own company", async () => {
    const err = await errorOf(owner.pb.collection('reviews').create(reviewBody(provider.id)));
    expect(err.message).toContain('No puedes escribir un review para tu propia empresa');
  });

  it('refuses a second review and a duplicate favourite', async () => {
    const p = await makeProvider(owner.id);
    await hr.pb.collection('reviews').create(reviewBody(p.id));
    expect(await statusOf(hr.pb.collection('reviews').create(reviewBody(p.id)))).toBe(400);
    await hr.pb.collection('user_favorites').create({ user: hr.id, provider: p.id });
    const err = await errorOf(
      hr.pb.collection('user_favorites').create({ user: hr.id, provider: p.id }),
    );
    expect(err.message).toContain('ya está en tus favoritos');
    const fresh = await anonymous().collection('providers').getOne(p.id);
    expect([fresh.total_reviews, fresh.favorites_count]).toEqual([1, 1]);
  });

  it.each([
    ['founded year 1899', { founded_year: 1899 }],
    ['founded year next year', { founded_year: new Date().getFullYear() + 1 }],
    ['invalid website', { website: 'no es una url' }],
    ['no category', { categories: [] }],
    ['unknown category', { categories: ['astrologia'] }],
    ['missing company name', { company_name: '' }],
    ['unknown country', { headquarters_country: 'Atlántida' }],
  ])('provider with %s', async (_label, patch) => {
    const user = await makeUser();
    expect(await statusOf(user.pb.collection('providers').create(providerData(patch)))).toBe(400);
    const mine = await user.pb
      .collection('providers')
      .getList(1, 1, { filter: `user = "${user.id}"` });
    expect(mine.totalItems).toBe(0);
  });

  it.each([
    ['oversized image', () => new Blob([pngBytes(5 * 1024 * 1024 + 10)], { type: 'image/png' })],
    [
      'SVG',
      () =>
        new Blob(['<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>'], {
          type: 'image/svg+xml',
        }),
    ],
    ['text file', () => new Blob(['hola'], { type: 'text/plain' })],
    [
      'HTML spoofed as PNG',
      () => new Blob(['<html><script>alert(1)</script></html>'], { type: 'image/png' }),
    ],
  ])('logo upload: %s', async (_label, blob) => {
    const form = new FormData();
    form.append('logo', blob(), 'logo.png');
    expect(await statusOf(owner.pb.collection('providers').update(provider.id, form))).toBe(400);
    expect((await su().collection('providers').getOne(provider.id)).logo).toBe('');
  });

  it('accepts a real PNG logo', async () => {
    const form = new FormData();
    form.append('logo', new Blob([pngBytes(2000)], { type: 'image/png' }), 'logo.png');
    const p = await owner.pb.collection('providers').update(provider.id, form);
    expect(p.logo).toMatch(/\.png$/);
  });

  it.each([
    ['password of 5 characters', { password: '12345', passwordConfirm: '12345' }],
    ['invalid LinkedIn URL', { linkedin_url: 'https://example.com/in/ana' }],
    ['missing LinkedIn URL', { linkedin_url: '' }],
    ['invalid e-mail', { email: 'no-es-email' }],
  ])('sign-up with %s', async (_label, patch) => {
    const email = `bad-${uid()}@example.com`;
    const body = {
      email,
      password: 'secret123',
      passwordConfirm: 'secret123',
      linkedin_url: 'https://www.linkedin.com/in/ana',
      ...patch,
    };
    expect(await statusOf(anonymous().collection('users').create(body))).toBe(400);
    const found = await su()
      .collection('users')
      .getList(1, 1, { filter: su().filter('email = {:e}', { e: email }) });
    expect(found.totalItems).toBe(0);
  });

  it('signs up pending, forces protected fields, and a confirmed free-mail address stays pending', async () => {
    const email = `new-${uid()}@gmail.com`;
    const u = await anonymous()
      .collection('users')
      .create({
        email,
        password: 'secret123',
        passwordConfirm: 'secret123',
        linkedin_url: 'https://mx.linkedin.com/in/nuevo',
        roles: ['admin'],
        approved: true,
        emailVisibility: true,
      });
    const stored = await su().collection('users').getOne(u.id);
    expect([stored.approved, stored.is_admin, stored.roles, stored.emailVisibility]).toEqual([
      false,
      false,
      ['hr_professional'],
      false,
    ]);
    // A free-mail address is no evidence (docs/DECISIONS.md § Approval from evidence):
    // confirming it leaves the approval to an admin.
    await su().collection('users').update(u.id, { verified: true });
    expect((await su().collection('users').getOne(u.id)).approved).toBe(false);
  });

  it('refuses a block without a reason', async () => {
    const admin = await makeUser({ roles: ['admin'], email: `adm-${uid()}@lapieza.io` });
    const err = await errorOf(admin.pb.collection('users').update(hr.id, { blocked: true }));
    expect(err.message).toContain('razón para el bloqueo');
  });

  it('blocks an existing session: the same token can no longer write', async () => {
    const admin = await makeUser({ roles: ['admin'], email: `adm-${uid()}@lapieza.io` });
    const victim = await makeUser();
    await admin.pb.collection('users').update(victim.id, { blocked: true, blocked_reason: 'spam' });
    const stored = await su().collection('users').getOne(victim.id);
    expect([stored.blocked_by, stored.blocked_reason]).toEqual([admin.id, 'spam']);
    const err = await errorOf(victim.pb.collection('reviews').create(reviewBody(provider.id)));
    expect(err.status).toBe(403);
    await admin.pb.collection('users').update(victim.id, { blocked: false });
    const unblocked = await su().collection('users').getOne(victim.id);
    expect([unblocked.blocked_by, unblocked.blocked_at, unblocked.blocked_reason]).toEqual([
      '',
      '',
      '',
    ]);
  });

  it('unblocks through the admin route with an optional note kept in the audit, admins only', async () => {
    const admin = await makeUser({ roles: ['admin'], email: `adm-${uid()}@lapieza.io` });
    const victim = await makeUser();
    const other = await makeUser();
    const route = `/api/lp/admin/users/${victim.id}/unblock`;
    await admin.pb.collection('users').update(victim.id, { blocked: true, blocked_reason: 'spam' });
    const audit = (action: string) =>
      su()
        .collection('audit_log')
        .getFirstListItem(
          su().filter('action = {:a} && target = {:t}', { a: action, t: `users/${victim.id}` }),
        );
    expect((await audit('user_blocked'))['note']).toBe('spam');

    const refused = await errorOf(other.pb.send(route, { method: 'POST', body: { note: 'x' } }));
    expect(errorCodeOf(refused)).toBe('admin_only');
    const tooLong = await errorOf(
      admin.pb.send(route, { method: 'POST', body: { note: 'x'.repeat(501) } }),
    );
    expect([tooLong.status, errorCodeOf(tooLong)]).toEqual([400, 'unblock_note_too_long']);
    expect(tooLong.message).toBe(ERRORS.unblock_note_too_long.message);
    expect((await su().collection('users').getOne(victim.id)).blocked).toBe(true);

    const row = await admin.pb.send(route, {
      method: 'POST',
      body: { note: '  Apeló y se verificó  ' },
    });
    expect([row.blocked, row.blocked_by, row.blocked_at, row.blocked_reason]).toEqual([
      false,
      '',
      '',
      '',
    ]);
    const entry = await audit('user_unblocked');
    expect([entry['actor'], entry['note']]).toEqual([admin.id, 'Apeló y se verificó']);
  });
});

describe('privacy', () => {
  it('never shows e-mails to non-admins, anywhere', async () => {
    const outputs = [
      await hr.pb.collection('users').getOne(hr.id, { expand: '' }),
      await anonymous().collection('providers').getOne(provider.id, { expand: 'user' }),
      await hr.pb.collection('providers').getList(1, 50, { expand: 'user,approved_by' }),
      await hr.pb.collection('reviews').getList(1, 50, { expand: 'reviewer,provider.user' }),
    ];
    const text = JSON.stringify(outputs.slice(1));
    expect(text).not.toContain(owner.email);
    // The only e-mail a user ever sees is their own (e.g. expanding their own account).
    const emails = new Set(text.match(/[\w.+-]+@[\w-]+\.[\w.]+/g) ?? []);
    emails.delete(hr.email);
    expect([...emails]).toEqual([]);
    // Filtering by a related e-mail reveals nothing either.
    const probe = await anonymous()
      .collection('providers')
      .getList(1, 1, { filter: `id = "${provider.id}" && user.email = "${owner.email}"` })
      .catch(() => ({ totalItems: 0 }));
    expect(probe.totalItems).toBe(0);
  });

  it('never reveals the author of an anonymous review, not even through filters', async () => {
    const p = await makeProvider(owner.id);
    const author = await makeUser({ first_name: 'Secreta' });
    const r = await author.pb
      .collection('reviews')
      .create({ ...reviewBody(p.id), anonymous: true });
    const seen = await anonymous().collection('reviews').getOne(r.id, { expand: 'reviewer' });
    expect(JSON.stringify(seen)).not.toContain(author.id);
    expect(seen.reviewer_profile).toBeNull();
    for (const filter of [`reviewer = "${author.id}"`, `reviewer.first_name = "Secreta"`]) {
      const res = await hr.pb
        .collection('reviews')
        .getList(1, 5, { filter })
        .catch(() => ({ totalItems: 0 }));
      expect(res.totalItems).toBe(0);
    }
    const own = await author.pb.collection('reviews').getOne(r.id);
    expect(own.is_mine).toBe(true);
  });

  it('adds the public profile of the author to non-anonymous reviews', async () => {
    const p = await makeProvider(owner.id);
    const author = await makeUser({ first_name: 'Lucía' });
    const r = await author.pb.collection('reviews').create(reviewBody(p.id));
    const seen = await anonymous().collection('reviews').getOne(r.id);
    expect(seen.reviewer_profile).toMatchObject({ first_name: 'Lucía', last_name: 'Pérez' });
    expect(seen.is_mine).toBe(false);
    expect(seen.reviewer).toBeUndefined();
  });

  it("hides a provider's WhatsApp number from everyone but its owner and admins", async () => {
    await su().collection('providers').update(provider.id, { whatsapp_number: '+52 55 1234 5678' });
    expect(
      (await anonymous().collection('providers').getOne(provider.id)).whatsapp_number,
    ).toBeUndefined();
    expect((await owner.pb.collection('providers').getOne(provider.id)).whatsapp_number).toBe(
      '+52 55 1234 5678',
    );
    expect(
      await statusOf(
        anonymous().collection('providers').getList(1, 1, { filter: 'whatsapp_number ~ "55"' }),
      ),
    ).toBe(400);
  });

  it('gives admins e-mails and creator info through the admin routes', async () => {
    const admin = await makeUser({ roles: ['admin'], email: `adm-${uid()}@lapieza.io` });
    const users = await admin.pb.send('/api/lp/admin/users', {
      query: { approved: 'true', blocked: 'false', q: hr.email },
    });
    expect(users.items.some((u: { email: string }) => u.email === hr.email)).toBe(true);
    const providers = await admin.pb.send('/api/lp/admin/providers', {
      query: { status: 'approved', q: owner.email },
    });
    const mine = providers.items.find((p: { id: string }) => p.id === provider.id);
    expect(mine.user_email).toBe(owner.email);
    expect(await statusOf(hr.pb.send('/api/lp/admin/users', {}))).toBe(403);
  });
});

describe('slugs and the outbox', () => {
  const events = async (recordId: string) =>
    su()
      .collection('change_events')
      .getFullList({ filter: `record_id = "${recordId}"`, sort: 'created,id' });

  it('writes a change event for each change kind, with before and after', async () => {
    const p = await makeProvider(owner.id, { company_name: `Compañía Ñandú ${uid()}` });
    expect(p.slug).toMatch(/^compania-nandu-/);
    const r = await hr.pb.collection('reviews').create(reviewBody(p.id));
    const f = await hr.pb.collection('user_favorites').create({ user: hr.id, provider: p.id });
    const c = await su()
      .collection('case_studies')
      .create({ provider: p.id, title: 'Caso', published: true });
    const cat = await su()
      .collection('service_categories')
      .create({ name: `cat_${uid()}`, label: 'Nueva' });
    const post = await su()
      .collection('blog_posts')
      .create({ title: 'Hola', content: 'x', status: 'published' });
    const bc = await su()
      .collection('blog_categories')
      .create({ name: `Cat ${uid()}` });
    const bt = await su()
      .collection('blog_tags')
      .create({ name: `Tag ${uid()}` });
    const expected: [string, string][] = [
      [p.id, 'provider'],
      [r.id, 'review'],
      [f.id, 'favorite'],
      [c.id, 'case_study'],
      [cat.id, 'category'],
      [post.id, 'blog_post'],
      [bc.id, 'blog_category'],
      [bt.id, 'blog_tag'],
    ];
    for (const [id, topic] of expected) {
      const ev = await events(id);
      expect(ev.map((e) => [e.topic, e.op])).toEqual([[topic, 'create']]);
      expect(ev[0]!.data.before).toBeNull();
    }
    expect((await events(f.id))[0]!.data).toMatchObject({
      favorites_count: 1,
      after: { provider_slug: p.slug },
    });

    // Rename: new slug, redirect from the old one, old and new slug in the event.
    const renamed = await owner.pb
      .collection('providers')
      .update(p.id, { company_name: `Otra ${uid()}` });
    const redirect = await su()
      .collection('slug_redirects')
      .getFirstListItem(`old_slug = "${p.slug}"`);
    expect(redirect.provider).toBe(p.id);
    const update = (await events(p.id)).at(-1)!;
    expect(update.op).toBe('update');
    expect([update.data.before.slug, update.data.after.slug]).toEqual([p.slug, renamed.slug]);

    await hr.pb.collection('reviews').delete(r.id);
    const del = (await events(r.id)).at(-1)!;
    expect([del.op, del.data.after, del.data.total_reviews]).toEqual(['delete', null, 0]);
  });

  it('keeps a rejected provider rejected when its owner saves, and approves otherwise', async () => {
    const admin = await makeUser({ roles: ['admin'], email: `adm-${uid()}@lapieza.io` });
    const o = await makeUser();
    const p = await o.pb.collection('providers').create(providerData());
    expect([p.status, p.verified, p.approved_by]).toEqual(['approved', true, o.id]);
    expect(
      await statusOf(admin.pb.collection('providers').update(p.id, { status: 'rejected' })),
    ).toBe(400);
    await admin.pb
      .collection('providers')
      .update(p.id, { status: 'rejected', admin_notes: 'Datos falsos' });
    await o.pb.collection('providers').update(p.id, { description: 'Cambio' });
    expect((await su().collection('providers').getOne(p.id)).status).toBe('rejected');
    const back = await admin.pb.collection('providers').update(p.id, { status: 'approved' });
    expect([back.status, back.admin_notes]).toEqual(['approved', '']);
  });
});

describe('blog', () => {
  it('derives excerpt, meta description, reading time and published_at', async () => {
    const words = Array.from({ length: 450 }, (_, i) => `palabra${i}`).join(' ');
    const post = await su()
      .collection('blog_posts')
      .create({ title: 'Guía de nómina', content: `<p>${words}</p>`, status: 'published' });
    expect(post.slug).toBe('guia-de-nomina');
    expect(post.excerpt).toHaveLength(153);
    expect(post.excerpt.endsWith('...')).toBe(true);
    expect(post.meta_description).toHaveLength(163);
    expect(post.reading_time).toBe(3);
    expect(post.published_at).not.toBe('');
    const draft = await su().collection('blog_posts').update(post.id, { status: 'draft' });
    expect(draft.published_at).toBe('');
  });

  it('counts a view +1 per call, for published posts only', async () => {
    const post = await su()
      .collection('blog_posts')
      .create({ title: `Vistas ${uid()}`, content: 'x', status: 'published' });
    const r1 = await anonymous().send(`/api/lp/blog/${post.slug}/view`, { method: 'POST' });
    const r2 = await anonymous().send(`/api/lp/blog/${post.slug}/view`, {
      method: 'POST',
      body: { view_count: 1000 },
    });
    expect([r1.view_count, r2.view_count]).toEqual([1, 2]);
    const draft = await su()
      .collection('blog_posts')
      .create({ title: `Oculto ${uid()}`, content: 'x' });
    expect(
      await statusOf(anonymous().send(`/api/lp/blog/${draft.slug}/view`, { method: 'POST' })),
    ).toBe(404);
    expect((await su().collection('blog_posts').getOne(draft.id)).view_count).toBe(0);
  });
});
