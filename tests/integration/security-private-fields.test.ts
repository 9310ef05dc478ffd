// Issue 11, defect 1: owner-only provider fields (and private account fields) must not be
// recoverable through filters or sorts on any collection that reaches them (relation,
// back-relation, @collection), nor through expand. A probe passes when it is refused with 400,
// or when it gives no signal (the same totalItems for the right and a wrong value).
import { beforeAll, describe, expect, it } from 'vitest';
import type PocketBase from 'pocketbase';
import {
  honestText,
  anonymous,
  makeProvider,
  makeUser,
  statusOf,
  superuser,
  uid,
  type Actor,
} from './helpers';

const su = () => superuser();
const WHATSAPP = '+52 55 1234 5678';
const NOTES = 'Nota interna del equipo';

type ActorName = 'anonymous' | 'member' | 'owner' | 'admin';
const actors = {} as Record<ActorName, Actor>;
let provider: { id: string };
let post: { id: string };
let blockedAuthor: Actor;

/** Status and totalItems of a list call (status 200 when it succeeded). */
async function list(
  pb: PocketBase,
  collection: string,
  options: { filter?: string; sort?: string },
): Promise<{ status: number; total: number }> {
  const status = await statusOf(pb.collection(collection).getList(1, 1, options));
  if (status !== 0) return { status, total: -1 };
  const page = await pb.collection(collection).getList(1, 1, options);
  return { status: 200, total: page.totalItems };
}

interface Probe {
  collection: string;
  /** A filter that is true for exactly the fixture when `value` is the secret. */
  filter: (value: string) => string;
  right: () => string;
  wrong: string;
}

beforeAll(async () => {
  const [member, owner, admin] = await Promise.all([
    makeUser(),
    makeUser({ roles: ['provider'], user_type: 'provider' }),
    makeUser({ roles: ['admin'], email: `admin-${uid()}@lapieza.io` }),
  ]);
  Object.assign(actors, {
    anonymous: { id: '', email: '', pb: anonymous() },
    member,
    owner,
    admin,
  });
  provider = await makeProvider(owner.id, { whatsapp_number: WHATSAPP, admin_notes: NOTES });
  await su().collection('reviews').create({
    provider: provider.id,
    reviewer: member.id,
    title: 'Buen servicio',
    review_text: honestText(),
    overall_rating: 4,
  });
  await su().collection('case_studies').create({
    provider: provider.id,
    title: 'Caso',
    summary: 'Resumen',
    published: true,
  });
  await su().collection('user_favorites').create({ user: member.id, provider: provider.id });
  blockedAuthor = await makeUser({ blocked: true });
  await su()
    .collection('users')
    .update(blockedAuthor.id, { blocked_reason: 'Motivo secreto', blocked_by: admin.id });
  post = await su().collection('blog_posts').create({
    title: 'Entrada',
    content: '<p>Texto</p>',
    status: 'published',
    published_at: '2024-01-01 00:00:00.000Z',
    author: blockedAuthor.id,
  });
});

// ---- owner-only provider fields: refused everywhere, for everyone but superusers ------------
const PROVIDER_SECRETS = [
  ['whatsapp_number', WHATSAPP],
  ['admin_notes', NOTES],
] as const;

const providerProbes = (
  field: string,
): Record<string, (v: string) => { c: string; f: string }> => ({
  'providers (own field)': (v) => ({
    c: 'providers',
    f: `id = "${provider.id}" && ${field} >= "${v}"`,
  }),
  'reviews (relation)': (v) => ({
    c: 'reviews',
    f: `provider = "${provider.id}" && provider.${field} >= "${v}"`,
  }),
  'case_studies (relation)': (v) => ({
    c: 'case_studies',
    f: `provider = "${provider.id}" && provider.${field} >= "${v}"`,
  }),
  'user_favorites (relation)': (v) => ({
    c: 'user_favorites',
    f: `provider = "${provider.id}" && provider.${field} >= "${v}"`,
  }),
  'providers (back-relation reviews_via_provider)': (v) => ({
    c: 'providers',
    f: `id = "${provider.id}" && reviews_via_provider.provider.${field} >= "${v}"`,
  }),
  'case_studies (relation, then back-relation)': (v) => ({
    c: 'case_studies',
    f: `provider.reviews_via_provider.provider.${field} >= "${v}"`,
  }),
  'service_categories (@collection.providers)': (v) => ({
    c: 'service_categories',
    f: `@collection.providers.id = "${provider.id}" && @collection.providers.${field} >= "${v}"`,
  }),
  'blog_posts (@collection.providers)': (v) => ({
    c: 'blog_posts',
    f: `@collection.providers.id = "${provider.id}" && @collection.providers.${field} >= "${v}"`,
  }),
});

const ALL_ACTORS: ActorName[] = ['anonymous', 'member', 'owner', 'admin'];

describe.each(PROVIDER_SECRETS)('provider.%s', (field, secret) => {
  const cells = Object.keys(providerProbes(field)).flatMap((path) =>
    ALL_ACTORS.map((actor) => ({ path, actor })),
  );
  // PocketBase refuses hidden fields in client filters with 400, and any `@collection.` in a
  // client filter with 403 (superusers only), whoever asks.
  it.each(cells)('refuses a filter on it through $path for $actor', async ({ path, actor }) => {
    const build = providerProbes(field)[path]!;
    const pb = actors[actor].pb;
    const right = build(secret);
    const wrong = build('~~~');
    const status = path.includes('@collection') ? 403 : 400;
    expect(await list(pb, right.c, { filter: right.f })).toEqual({ status, total: -1 });
    expect(await list(pb, wrong.c, { filter: wrong.f })).toEqual({ status, total: -1 });
  });

  it('answers the probes for a superuser (they are well-formed)', async () => {
    for (const [path, build] of Object.entries(providerProbes(field))) {
      // `@collection` conditions match across all rows (refused with 403 for non-superusers).
      if (path.includes('@collection')) continue;
      const right = build(secret);
      const wrong = build('~~~');
      const r = await list(su(), right.c, { filter: right.f });
      const w = await list(su(), wrong.c, { filter: wrong.f });
      expect([path, r.total > 0, w.total]).toEqual([path, true, 0]);
    }
  });

  it.each(ALL_ACTORS)(
    'refuses sorting on it, directly or through a relation, for %s (400)',
    async (actor) => {
      const pb = actors[actor].pb;
      expect((await list(pb, 'providers', { sort: field })).status).toBe(400);
      expect((await list(pb, 'reviews', { sort: `provider.${field}` })).status).toBe(400);
      expect((await list(pb, 'case_studies', { sort: `-provider.${field}` })).status).toBe(400);
    },
  );
});

describe('provider private fields in output', () => {
  const seen = async (actor: ActorName) => {
    const pb = actors[actor].pb;
    const direct = await pb.collection('providers').getOne(provider.id);
    const expanded = await pb
      .collection('reviews')
      .getFirstListItem(`provider = "${provider.id}"`, { expand: 'provider' });
    const viaCase = await pb
      .collection('case_studies')
      .getFirstListItem(`provider = "${provider.id}"`, { expand: 'provider' });
    return [direct, expanded.expand?.['provider'], viaCase.expand?.['provider']].map((p) => [
      p.whatsapp_number,
      p.admin_notes,
    ]);
  };

  it.each(['anonymous', 'member'] as const)(
    'are not shown to %s, not even expanded',
    async (actor) => {
      const rows = await seen(actor);
      expect(rows).toEqual([
        [undefined, undefined],
        [undefined, undefined],
        [undefined, undefined],
      ]);
    },
  );

  it.each(['owner', 'admin'] as const)(
    'are shown to the %s, directly and expanded',
    async (actor) => {
      expect(await seen(actor)).toEqual([
        [WHATSAPP, NOTES],
        [WHATSAPP, NOTES],
        [WHATSAPP, NOTES],
      ]);
    },
  );

  it('are shown to a superuser (the web server and the seed)', async () => {
    const p = await su().collection('providers').getOne(provider.id);
    expect([p.whatsapp_number, p.admin_notes]).toEqual([WHATSAPP, NOTES]);
  });
});

describe('provider private fields can still be written', () => {
  it('lets an owner set the WhatsApp number at creation and change it (JSON, form, batch)', async () => {
    const owner = await makeUser({ roles: ['provider'], user_type: 'provider' });
    const created = await owner.pb.collection('providers').create({
      company_name: `Proveedor ${uid()}`,
      description: 'Servicios de recursos humanos.',
      headquarters_country: 'México',
      categories: ['recruiting'],
      whatsapp_number: '+52 1',
    });
    expect(created.whatsapp_number).toBe('+52 1');
    const json = await owner.pb
      .collection('providers')
      .update(created.id, { whatsapp_number: '+52 2' });
    expect(json.whatsapp_number).toBe('+52 2');
    const form = new FormData();
    form.append('whatsapp_number', '+52 3');
    const multipart = await owner.pb.collection('providers').update(created.id, form);
    expect(multipart.whatsapp_number).toBe('+52 3');
    const batch = owner.pb.createBatch();
    batch.collection('providers').update(created.id, { whatsapp_number: '+52 4' });
    const [answer] = await batch.send();
    expect(answer?.body.whatsapp_number).toBe('+52 4');
    // A save that does not send the field keeps it.
    await owner.pb.collection('providers').update(created.id, { website: 'https://example.org' });
    expect((await su().collection('providers').getOne(created.id)).whatsapp_number).toBe('+52 4');
  });

  it('still refuses admin notes from an owner (403) and takes them from an admin', async () => {
    const owner = actors.owner;
    expect(
      await statusOf(owner.pb.collection('providers').update(provider.id, { admin_notes: 'mía' })),
    ).toBe(403);
    const p = await makeProvider(owner.id);
    const rejected = await actors.admin.pb
      .collection('providers')
      .update(p.id, { status: 'rejected', admin_notes: 'Datos falsos' });
    expect([rejected.status, rejected.admin_notes]).toEqual(['rejected', 'Datos falsos']);
    const stored = await su().collection('providers').getOne(p.id);
    expect(stored.admin_notes).toBe('Datos falsos');
  });
});

// ---- private account fields: the users rules hide other accounts from joins --------------
// Only the account itself and admins may read a user record, and PocketBase applies the users
// list rule to every join into users; so these probes must give no signal to anyone else.
const userProbes = (): Record<string, Probe> => {
  const owner = actors.owner;
  return {
    'providers: user.email': {
      collection: 'providers',
      filter: (v) => `id = "${provider.id}" && user.email = "${v}"`,
      right: () => owner.email,
      wrong: 'nadie@example.com',
    },
    'providers: user.linkedin_url': {
      collection: 'providers',
      filter: (v) => `id = "${provider.id}" && user.linkedin_url >= "${v}"`,
      right: () => 'https://www.linkedin.com/in/',
      wrong: '~',
    },
    'providers: user.is_admin': {
      collection: 'providers',
      filter: (v) => `id = "${provider.id}" && user.is_admin = ${v}`,
      right: () => 'false',
      wrong: 'true',
    },
    'providers: user.roles': {
      collection: 'providers',
      filter: (v) => `id = "${provider.id}" && user.roles ~ "${v}"`,
      right: () => 'provider',
      wrong: 'admin',
    },
    'providers: user.approved': {
      collection: 'providers',
      filter: (v) => `id = "${provider.id}" && user.approved = ${v}`,
      right: () => 'true',
      wrong: 'false',
    },
    'reviews: provider.user.email': {
      collection: 'reviews',
      filter: (v) => `provider = "${provider.id}" && provider.user.email = "${v}"`,
      right: () => owner.email,
      wrong: 'nadie@example.com',
    },
    'case_studies: provider.user.linkedin_url': {
      collection: 'case_studies',
      filter: (v) => `provider = "${provider.id}" && provider.user.linkedin_url >= "${v}"`,
      right: () => 'https://www.linkedin.com/in/',
      wrong: '~',
    },
    'blog_posts: author.blocked_reason': {
      collection: 'blog_posts',
      filter: (v) => `id = "${post.id}" && author.blocked_reason = "${v}"`,
      right: () => 'Motivo secreto',
      wrong: 'otro',
    },
    'blog_posts: author.blocked_by': {
      collection: 'blog_posts',
      filter: (v) => `id = "${post.id}" && author.blocked_by = "${v}"`,
      right: () => actors.admin.id,
      wrong: 'x',
    },
    'blog_posts: author.blocked': {
      collection: 'blog_posts',
      filter: (v) => `id = "${post.id}" && author.blocked = ${v}`,
      right: () => 'true',
      wrong: 'false',
    },
    'service_categories: @collection.users.linkedin_url': {
      collection: 'service_categories',
      filter: (v) =>
        `@collection.users.id = "${owner.id}" && @collection.users.linkedin_url >= "${v}"`,
      right: () => 'https://www.linkedin.com/in/',
      wrong: '~',
    },
    'service_categories: @collection.users.email': {
      collection: 'service_categories',
      filter: (v) => `@collection.users.email = "${v}"`,
      right: () => owner.email,
      wrong: 'nadie@example.com',
    },
  };
};

describe('private account fields through relations', () => {
  const cells = [
    'providers: user.email',
    'providers: user.linkedin_url',
    'providers: user.is_admin',
    'providers: user.roles',
    'providers: user.approved',
    'reviews: provider.user.email',
    'case_studies: provider.user.linkedin_url',
    'blog_posts: author.blocked_reason',
    'blog_posts: author.blocked_by',
    'blog_posts: author.blocked',
    'service_categories: @collection.users.linkedin_url',
    'service_categories: @collection.users.email',
  ].flatMap((path) => (['anonymous', 'member'] as const).map((actor) => ({ path, actor })));

  it.each(cells)('give $actor no signal through $path', async ({ path, actor }) => {
    const probe = userProbes()[path]!;
    const pb = actors[actor].pb;
    const right = await list(pb, probe.collection, { filter: probe.filter(probe.right()) });
    const wrong = await list(pb, probe.collection, { filter: probe.filter(probe.wrong) });
    expect(right).toEqual(wrong);
  });

  it('answer the fixtures for a superuser (the probes are well-formed)', async () => {
    const probes = userProbes();
    for (const [path, probe] of Object.entries(probes)) {
      // Superusers match e-mails regardless; `@collection` probes are refused (403) for others.
      if (path.includes('email') || path.includes('@collection')) continue;
      const right = await list(su(), probe.collection, { filter: probe.filter(probe.right()) });
      const wrong = await list(su(), probe.collection, { filter: probe.filter(probe.wrong) });
      expect([path, right.total > 0, wrong.total]).toEqual([path, true, 0]);
    }
  });
});
