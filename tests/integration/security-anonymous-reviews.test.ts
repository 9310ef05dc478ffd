// Issue 11, defect 2: the author of an anonymous review is known to the platform, not to its
// users. Through the records API nobody but the author learns who wrote one (admins included:
// no expand, filter or sort on the reviewer); admins learn it for moderation only through
// GET /api/lp/admin/reviews/{id}/author, which writes an audit_log row.
import { beforeAll, describe, expect, it } from 'vitest';
import { anonymous, makeProvider, makeUser, statusOf, superuser, uid, type Actor } from './helpers';

const su = () => superuser();
let owner: Actor;
let author: Actor;
let admin: Actor;
let member: Actor;
let provider: { id: string };
let review: { id: string };

const body = (providerId: string) => ({
  provider: providerId,
  title: 'Experiencia',
  review_text:
    'Nos ayudaron con la nómina. Contamos qué servicio contratamos y cómo fue el trabajo.',
  overall_rating: 3,
});

/** True when a response mentions the author in any way (id, e-mail, name, LinkedIn). */
const mentionsAuthor = (value: unknown) => {
  const text = JSON.stringify(value);
  return [author.id, author.email, 'Secreta'].some((s) => text.includes(s));
};

const auditRows = async () =>
  su()
    .collection('audit_log')
    .getFullList({ filter: `target = "reviews/${review.id}"`, sort: 'created' });

beforeAll(async () => {
  [owner, author, admin, member] = await Promise.all([
    makeUser({ roles: ['provider'], user_type: 'provider' }),
    makeUser({ first_name: 'Secreta' }),
    makeUser({ roles: ['admin'], email: `admin-${uid()}@lapieza.io` }),
    makeUser(),
  ]);
  provider = await makeProvider(owner.id);
  review = await author.pb.collection('reviews').create({ ...body(provider.id), anonymous: true });
});

describe('the author of an anonymous review through the records API', () => {
  it('is not revealed to an admin by ?expand=reviewer (view, list, update response)', async () => {
    const viewed = await admin.pb.collection('reviews').getOne(review.id, { expand: 'reviewer' });
    const listed = await admin.pb
      .collection('reviews')
      .getList(1, 5, { filter: `id = "${review.id}"`, expand: 'reviewer' });
    const updated = await admin.pb
      .collection('reviews')
      .update(review.id, { verified: true }, { expand: 'reviewer' });
    expect(listed.items.map((r) => r.id)).toEqual([review.id]);
    expect([viewed, listed, updated].map(mentionsAuthor)).toEqual([false, false, false]);
    expect([viewed.reviewer_profile, viewed.is_mine, viewed.expand?.['reviewer']]).toEqual([
      null,
      false,
      undefined,
    ]);
  });

  it('is not revealed to an admin through nested or back-relation expands', async () => {
    const seen = [
      await admin.pb
        .collection('providers')
        .getOne(provider.id, { expand: 'reviews_via_provider.reviewer' }),
      await admin.pb.collection('users').getOne(author.id, { expand: 'reviews_via_reviewer' }),
      await admin.pb
        .collection('users')
        .getList(1, 200, { expand: 'reviews_via_reviewer', filter: `id = "${author.id}"` }),
    ];
    // The user record itself may be read by an admin: what must not appear is the review.
    expect(seen.map((s) => JSON.stringify(s).includes(review.id))).toEqual([false, false, false]);
    expect(mentionsAuthor(seen[0])).toBe(false);
  });

  it.each(['admin', 'member', 'owner', 'anonymous'] as const)(
    'cannot be probed by %s with a filter or sort on the reviewer (400 for any value)',
    async (who) => {
      const pb = { admin, member, owner, anonymous: { pb: anonymous() } }[who].pb;
      const probes = (id: string) => [
        pb.collection('reviews').getList(1, 1, { filter: `reviewer = "${id}"` }),
        pb
          .collection('reviews')
          .getList(1, 1, { filter: `id = "${review.id}" && reviewer.id = "${id}"` }),
        pb
          .collection('providers')
          .getList(1, 1, { filter: `reviews_via_provider.reviewer = "${id}"` }),
        pb
          .collection('users')
          .getList(1, 1, { filter: `reviews_via_reviewer.id = "${review.id}" && id = "${id}"` }),
        pb.collection('reviews').getList(1, 1, { sort: 'reviewer' }),
      ];
      const right = await Promise.all(probes(author.id).map(statusOf));
      const wrong = await Promise.all(probes('nadie0000000000').map(statusOf));
      expect(right).toEqual([400, 400, 400, 400, 400]);
      expect(wrong).toEqual(right);
    },
  );

  it('cannot be probed with @collection filters (403, superusers only)', async () => {
    const filter = `@collection.reviews.reviewer = "${author.id}"`;
    expect(
      await statusOf(admin.pb.collection('service_categories').getList(1, 1, { filter })),
    ).toBe(403);
  });

  it('is still shown to the author: is_mine, reviewer_profile, own expand, my_reviews', async () => {
    const own = await author.pb.collection('reviews').getOne(review.id, { expand: 'reviewer' });
    expect(own.is_mine).toBe(true);
    expect(own.reviewer).toBe(author.id);
    expect(own.reviewer_profile).toMatchObject({ first_name: 'Secreta' });
    expect(own.expand?.['reviewer']?.id).toBe(author.id);
    const mine = await author.pb.collection('my_reviews').getList(1, 10, { fields: 'id' });
    expect(mine.items.map((r) => r.id)).toEqual([review.id]);
    const listed = await author.pb
      .collection('users')
      .getOne(author.id, { expand: 'reviews_via_reviewer' });
    expect(JSON.stringify(listed)).toContain(review.id);
  });

  it('keeps the public profile of non-anonymous reviews for everyone', async () => {
    const p = await makeProvider(owner.id);
    const named = await member.pb.collection('reviews').create(body(p.id));
    const seen = await admin.pb.collection('reviews').getOne(named.id);
    expect(seen.reviewer_profile).toMatchObject({ first_name: 'Ana', last_name: 'Pérez' });
  });

  it('is given to a superuser (the web server)', async () => {
    const r = await su().collection('reviews').getOne(review.id, { expand: 'reviewer' });
    expect([r.reviewer, r.expand?.['reviewer']?.id]).toEqual([author.id, author.id]);
  });
});

describe('GET /api/lp/admin/reviews/{id}/author', () => {
  const route = () => `/api/lp/admin/reviews/${review.id}/author`;

  it('returns the author to an admin and writes an audit_log row', async () => {
    const before = (await auditRows()).length;
    const res = await admin.pb.send(route(), {});
    expect(res).toMatchObject({
      review: review.id,
      anonymous: true,
      author: { id: author.id, email: author.email, first_name: 'Secreta' },
    });
    const rows = await auditRows();
    expect(rows.length).toBe(before + 1);
    expect(rows.at(-1)).toMatchObject({
      actor: admin.id,
      actor_collection: 'users',
      action: 'review_author_viewed',
      target: `reviews/${review.id}`,
    });
  });

  it('refuses non-admins with 403 (401 when signed out) and logs nothing', async () => {
    const outsideAdmin = await makeUser({ roles: ['admin'], email: `admin-${uid()}@example.com` });
    const before = (await auditRows()).length;
    const statuses = await Promise.all(
      [member, owner, author, outsideAdmin].map((a) => statusOf(a.pb.send(route(), {}))),
    );
    expect(statuses).toEqual([403, 403, 403, 403]);
    expect(await statusOf(anonymous().send(route(), {}))).toBe(401);
    expect((await auditRows()).length).toBe(before);
  });

  it('answers 404 for an unknown review', async () => {
    expect(await statusOf(admin.pb.send('/api/lp/admin/reviews/nadie0000000000/author', {}))).toBe(
      404,
    );
  });
});

describe('audit_log', () => {
  it('is readable by admins only and written by nobody through the API', async () => {
    await admin.pb.send(`/api/lp/admin/reviews/${review.id}/author`, {});
    const forAdmin = await admin.pb.collection('audit_log').getList(1, 1);
    expect(forAdmin.totalItems).toBeGreaterThan(0);
    const forMember = await member.pb.collection('audit_log').getList(1, 1);
    expect(forMember.totalItems).toBe(0);
    const row = { actor: admin.id, actor_collection: 'users', action: 'x', target: 'y' };
    expect(await statusOf(admin.pb.collection('audit_log').create(row))).toBe(403);
    const first = forAdmin.items[0]!;
    expect(await statusOf(admin.pb.collection('audit_log').update(first.id, { action: 'z' }))).toBe(
      403,
    );
    expect(await statusOf(admin.pb.collection('audit_log').delete(first.id))).toBe(403);
  });
});
