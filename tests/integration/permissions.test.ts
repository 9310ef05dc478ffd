// The permission matrix: every collection × action (and each protected field) × actor.
// A cell passes when the call succeeds exactly for the actors listed as allowed, and every
// other actor is refused the way a refusal looks: 401/403/404 (or the statuses the cell names,
// e.g. a hook's 400 that is the refusal), or a read that succeeds without the record
// (`NotVisible`). Any other failure (a 400 for a malformed call, a 500) fails the cell.
import { beforeAll, describe, expect, it } from 'vitest';
import type PocketBase from 'pocketbase';
import {
  anonymous,
  ensureCategories,
  makeProvider,
  makeUser,
  providerData,
  superuser,
  uid,
  type Actor,
  honestText,
} from './helpers';

const ACTORS = [
  'anonymous',
  'pending',
  'hr',
  'blocked',
  'owner',
  'otherOwner',
  'admin',
  'outsideAdmin',
] as const;
type ActorName = (typeof ACTORS)[number];

interface World {
  actors: Record<ActorName, Actor>;
  target: Actor; // a user that is none of the actors
  provider: { id: string }; // public, owned by `owner`
  pendingProvider: { id: string }; // status pending, owned by `owner`
  review: { id: string }; // by `hr` on `provider`
  favorite: { id: string }; // of `hr`
  inactiveCategory: { id: string };
  draftPost: { id: string };
  publishedPost: { id: string };
  caseStudy: { id: string };
  draftCaseStudy: { id: string };
  auditRow: { id: string };
  report: { id: string };
  privacyRequest: { id: string };
  lead: { id: string }; // a request for proposal by `hr` to `provider`
  claim: { id: string }; // a verified claim by `hr` of an unowned provider
}

const w = {} as World;
const su = () => superuser();

async function review(providerId: string, reviewer: string) {
  return su().collection('reviews').create({
    provider: providerId,
    reviewer,
    title: 'Buen servicio',
    review_text: honestText(),
    overall_rating: 4,
  });
}

beforeAll(async () => {
  await ensureCategories();
  const anon: Actor = { id: '', email: '', pb: anonymous() };
  const [pending, hr, blocked, owner, otherOwner, admin, outsideAdmin] = await Promise.all([
    makeUser({ approved: false, verified: false }),
    makeUser(),
    makeUser({ blocked: true }),
    makeUser({ roles: ['provider'], user_type: 'provider' }),
    makeUser({ roles: ['provider'], user_type: 'provider' }),
    makeUser({ roles: ['admin'], email: `admin-${uid()}@lapieza.io` }),
    makeUser({ roles: ['admin'], email: `admin-${uid()}@otra-empresa.com` }),
  ]);
  w.target = await makeUser();
  w.actors = { anonymous: anon, pending, hr, blocked, owner, otherOwner, admin, outsideAdmin };
  w.provider = await makeProvider(owner.id);
  await makeProvider(otherOwner.id);
  w.pendingProvider = await makeProvider(owner.id, { status: 'pending', verified: false });
  w.review = await review(w.provider.id, hr.id);
  w.favorite = await su()
    .collection('user_favorites')
    .create({ user: hr.id, provider: w.provider.id });
  w.inactiveCategory = await su()
    .collection('service_categories')
    .create({ name: `inactiva_${uid()}`, label: 'Inactiva', active: false });
  w.publishedPost = await su()
    .collection('blog_posts')
    .create({ title: `Publicado ${uid()}`, content: '<p>Hola</p>', status: 'published' });
  w.draftPost = await su()
    .collection('blog_posts')
    .create({ title: `Borrador ${uid()}`, content: '<p>Hola</p>', status: 'draft' });
  w.caseStudy = await su()
    .collection('case_studies')
    .create({ provider: w.provider.id, title: 'Caso', published: true });
  w.draftCaseStudy = await su()
    .collection('case_studies')
    .create({ provider: w.provider.id, title: 'Caso borrador', published: false });
  w.report = await su()
    .collection('review_reports')
    .create({ review: w.review.id, reporter: owner.id, reason: 'spam', detail: 'x' });
  w.privacyRequest = await su()
    .collection('privacy_requests')
    .create({
      name: 'Solicitante',
      email: `solicitante-${uid()}@example.com`,
      country: 'mx',
      right: 'acceso',
      status: 'pending',
      due_on: '2030-01-01',
    });
  w.lead = await su().collection('proposal_requests').create({
    provider: w.provider.id,
    member: hr.id,
    member_email: hr.email,
    service: 'recruiting',
    company_size: '11-50',
    country: 'México',
    message: 'Necesitamos apoyo para contratar a diez personas de ventas.',
  });
  const unowned = await makeProvider(w.target.id);
  await su().collection('providers').update(unowned.id, { user: '' });
  w.claim = await su()
    .collection('provider_claims')
    .create({ provider: unowned.id, member: hr.id, email: 'rrhh@example.com', status: 'verified' });
  w.auditRow = await su()
    .collection('audit_log')
    .create({
      actor: admin.id,
      actor_collection: 'users',
      action: 'review_author_viewed',
      target: `reviews/${w.review.id}`,
    });
});

/** A read that succeeded but did not show what the cell looks for: denied by absence. */
class NotVisible extends Error {}

/** Fails unless the record came back with `key` expanded. */
async function mustExpand(p: Promise<{ expand?: Record<string, unknown> }>, key: string) {
  const r = await p;
  if (!r.expand?.[key]) throw new NotVisible(`${key} not expanded`);
}

type Run = (pb: PocketBase, actor: Actor, name: ActorName) => Promise<unknown>;
interface Cell {
  what: string;
  allowed: ActorName[];
  run: Run;
  /** Statuses that are this cell's refusal besides 401/403/404 (a hook's 400). */
  refusedWith?: number[];
}

const SIGNED_IN_WRITERS: ActorName[] = [
  'pending',
  'hr',
  'owner',
  'otherOwner',
  'admin',
  'outsideAdmin',
];
const OWNER_ADMIN: ActorName[] = ['owner', 'admin'];
const ALL: ActorName[] = [...ACTORS];

async function mustContain(p: Promise<{ items: { id: string }[] }>, id: string) {
  const list = await p;
  if (!list.items.some((i) => i.id === id)) throw new NotVisible('not in the list');
}

const freshUser = async () => (await makeUser({ approved: false, verified: false })).id;
const freshProvider = async () => (await makeProvider(w.actors.owner.id)).id;
/** A review by `hr` of a new public provider owned by `owner`. */
const freshReview = async () => (await review(await freshProvider(), w.actors.hr.id)).id;
/**
 * A review of a fresh provider of `owner` by a fresh account (none of the actors); one provider
 * each, so that many of them in a minute are not a burst (held for verification).
 */
const freshOthersReview = async () =>
  (await review(await freshProvider(), (await makeUser()).id)).id;
/** The owner's reply (written by the superuser) to a fresh review by `hr`. */
const freshReply = async () =>
  su()
    .collection('review_replies')
    .create({ review: await freshReview(), body: 'Gracias por tu reseña.' });

const cells: Record<string, Cell[]> = {
  users: [
    {
      what: 'list shows another user',
      allowed: ['admin'],
      run: (pb) =>
        mustContain(pb.collection('users').getList(1, 200, { sort: '-created' }), w.target.id),
    },
    {
      what: 'view another user',
      allowed: ['admin'],
      run: (pb) => pb.collection('users').getOne(w.target.id),
    },
    {
      // Issue 11: admins read accounts directly, never through expand (reviews.reviewer).
      what: "expand a provider's user",
      allowed: ['owner'],
      run: (pb) =>
        mustExpand(pb.collection('providers').getOne(w.provider.id, { expand: 'user' }), 'user'),
    },
    {
      what: 'create (sign-up)',
      allowed: ALL.filter((a) => a !== 'blocked'),
      run: (pb) =>
        pb.collection('users').create({
          email: `signup-${uid()}@example.com`,
          password: 'secret123',
          passwordConfirm: 'secret123',
          linkedin_url: 'https://www.linkedin.com/in/nueva',
        }),
    },
    {
      what: 'update own profile',
      allowed: SIGNED_IN_WRITERS,
      run: (pb, a) =>
        a.id
          ? pb.collection('users').update(a.id, { bio: 'Nueva bio' })
          : Promise.reject(new NotVisible('no user')),
    },
    {
      what: "update another user's profile",
      allowed: [],
      run: async (pb) => pb.collection('users').update(await freshUser(), { first_name: 'X' }),
    },
    {
      // A confirmed e-mail waiting for approval (an unconfirmed one cannot be approved:
      // tests/integration/pending-accounts.test.ts).
      what: 'field approved (another user)',
      allowed: ['admin'],
      run: async (pb) => {
        const pending = await makeUser({ approved: false, verified: true });
        return pb.collection('users').update(pending.id, { approved: true });
      },
    },
    {
      what: 'field approved (own)',
      allowed: ['admin'],
      run: async (pb, a) => {
        if (!a.id) throw new NotVisible('no user');
        const current = await su().collection('users').getOne(a.id);
        await pb.collection('users').update(a.id, { approved: !current.approved });
        await su().collection('users').update(a.id, { approved: current.approved });
      },
    },
    {
      what: 'field roles (another user)',
      allowed: ['admin'],
      run: async (pb) => pb.collection('users').update(await freshUser(), { roles: ['admin'] }),
    },
    {
      what: 'field roles (own: become admin)',
      allowed: ['admin'],
      run: (pb, a) =>
        a.id
          ? pb.collection('users').update(a.id, { roles: ['admin', 'provider'] })
          : Promise.reject(new NotVisible('no user')),
    },
    {
      what: 'field blocked (block another user with a reason)',
      allowed: ['admin'],
      run: async (pb) =>
        pb.collection('users').update(await freshUser(), { blocked: true, blocked_reason: 'spam' }),
    },
    {
      what: 'field linkedin_url (change once set)',
      allowed: [],
      run: (pb, a) =>
        a.id
          ? pb
              .collection('users')
              .update(a.id, { linkedin_url: 'https://www.linkedin.com/in/otro' })
          : Promise.reject(new NotVisible('no user')),
    },
    {
      what: 'delete another user',
      allowed: [],
      run: async (pb) => pb.collection('users').delete(await freshUser()),
    },
  ],
  service_categories: [
    {
      what: 'list shows an inactive category',
      allowed: ['admin'],
      run: (pb) =>
        mustContain(pb.collection('service_categories').getList(1, 200), w.inactiveCategory.id),
    },
    {
      what: 'view an active category',
      allowed: ALL,
      run: async (pb) => {
        const c = await su()
          .collection('service_categories')
          .getFirstListItem('name = "recruiting"');
        return pb.collection('service_categories').getOne(c.id);
      },
    },
    {
      what: 'create',
      allowed: ['admin'],
      run: (pb) =>
        pb
          .collection('service_categories')
          .create({ name: `cat_${uid()}`, label: 'Nueva', active: true }),
    },
    {
      what: 'update',
      allowed: ['admin'],
      run: (pb) =>
        pb.collection('service_categories').update(w.inactiveCategory.id, { label: `L ${uid()}` }),
    },
    {
      what: 'delete',
      allowed: ['admin'],
      run: async (pb) => {
        const c = await su()
          .collection('service_categories')
          .create({ name: `del_${uid()}`, label: 'Borrar' });
        return pb.collection('service_categories').delete(c.id);
      },
    },
  ],
  providers: [
    {
      what: 'list shows a public provider',
      allowed: ALL,
      run: (pb) =>
        mustContain(
          pb.collection('providers').getList(1, 5, { filter: `id = "${w.provider.id}"` }),
          w.provider.id,
        ),
    },
    {
      what: 'list shows a pending provider',
      allowed: OWNER_ADMIN,
      run: (pb) =>
        mustContain(
          pb.collection('providers').getList(1, 5, { filter: `id = "${w.pendingProvider.id}"` }),
          w.pendingProvider.id,
        ),
    },
    {
      what: 'view a public provider',
      allowed: ALL,
      run: (pb) => pb.collection('providers').getOne(w.provider.id),
    },
    {
      what: 'view a pending provider',
      allowed: OWNER_ADMIN,
      run: (pb) => pb.collection('providers').getOne(w.pendingProvider.id),
    },
    {
      what: 'create (actor owning no company yet, except owners)',
      allowed: ['pending', 'hr', 'admin', 'outsideAdmin'],
      run: async (pb, _a, name) => {
        // Fresh accounts of the same kind, so every cell starts from "owns no company".
        const fresh: Record<ActorName, () => Promise<PocketBase>> = {
          anonymous: async () => anonymous(),
          pending: async () => (await makeUser({ approved: false, verified: false })).pb,
          hr: async () => (await makeUser()).pb,
          blocked: async () => (await makeUser({ blocked: true })).pb,
          owner: async () => w.actors.owner.pb,
          otherOwner: async () => w.actors.otherOwner.pb,
          admin: async () =>
            (await makeUser({ roles: ['admin'], email: `a-${uid()}@lapieza.io` })).pb,
          outsideAdmin: async () =>
            (await makeUser({ roles: ['admin'], email: `a-${uid()}@fuera.com` })).pb,
        };
        const client = await fresh[name]();
        void pb;
        return client.collection('providers').create(providerData());
      },
    },
    {
      what: 'update company data',
      allowed: OWNER_ADMIN,
      run: (pb) =>
        pb.collection('providers').update(w.provider.id, { description: `Descripción ${uid()}` }),
    },
    {
      // the declared facts, under the same rule as the rest of the profile.
      what: 'field facts (declared by the provider)',
      allowed: OWNER_ADMIN,
      run: (pb) =>
        pb.collection('providers').update(w.provider.id, {
          facts: { countries: ['CL'], obligations: ['previred'] },
        }),
    },
    ...(['status', 'verified', 'featured', 'admin_notes'] as const).map((field): Cell => ({
      what: `field ${field}`,
      allowed: ['admin'],
      run: async (pb) => {
        const id = await freshProvider();
        const value = { status: 'pending', verified: false, featured: true, admin_notes: 'nota' }[
          field
        ];
        return pb.collection('providers').update(id, { [field]: value });
      },
    })),
    {
      what: 'field average_rating',
      allowed: [],
      run: (pb) => pb.collection('providers').update(w.provider.id, { average_rating: 5 }),
    },
    {
      what: 'field user (hand over)',
      allowed: [],
      run: (pb) => pb.collection('providers').update(w.provider.id, { user: w.actors.hr.id }),
    },
    {
      what: 'delete',
      allowed: ['admin'],
      run: async (pb) => pb.collection('providers').delete(await freshProvider()),
    },
  ],
  reviews: [
    {
      what: 'list shows a review of a public provider',
      allowed: ALL,
      run: (pb) =>
        mustContain(
          pb.collection('reviews').getList(1, 5, { filter: `provider = "${w.provider.id}"` }),
          w.review.id,
        ),
    },
    { what: 'view', allowed: ALL, run: (pb) => pb.collection('reviews').getOne(w.review.id) },
    {
      // Issue 11: only the author (and superusers) see who wrote a review through expand.
      what: 'expand the reviewer',
      allowed: ['hr'],
      run: (pb) =>
        mustExpand(
          pb.collection('reviews').getOne(w.review.id, { expand: 'reviewer' }),
          'reviewer',
        ),
    },
    {
      what: 'filter by the reviewer',
      allowed: [],
      // A hidden field in a client filter: PocketBase refuses the whole query with 400.
      refusedWith: [400],
      run: (pb) =>
        pb.collection('reviews').getList(1, 1, { filter: `reviewer = "${w.actors.hr.id}"` }),
    },
    {
      what: 'create',
      allowed: ['hr', 'otherOwner', 'admin', 'outsideAdmin'],
      run: async (pb) =>
        pb.collection('reviews').create({
          provider: await freshProvider(),
          title: 'Excelente',
          review_text: honestText(),
          overall_rating: 5,
        }),
    },
    {
      what: 'update content',
      allowed: ['hr'],
      run: async (pb) => {
        const r = await review(await freshProvider(), w.actors.hr.id);
        return pb.collection('reviews').update(r.id, { title: 'Editado' });
      },
    },
    {
      what: 'field verified',
      allowed: ['admin'],
      run: async (pb) => {
        const r = await review(await freshProvider(), w.actors.hr.id);
        return pb.collection('reviews').update(r.id, { verified: true });
      },
    },
    {
      what: 'field helpful_count',
      allowed: [],
      run: async (pb) => {
        const r = await review(await freshProvider(), w.actors.hr.id);
        return pb.collection('reviews').update(r.id, { helpful_count: 50 });
      },
    },
    {
      what: 'delete',
      allowed: ['hr', 'admin'],
      run: async (pb) => {
        const r = await review(await freshProvider(), w.actors.hr.id);
        return pb.collection('reviews').delete(r.id);
      },
    },
    // Issue 20: a member edits and deletes only their own reviews (admins delete in moderation).
    {
      what: "update content of another member's review",
      allowed: [],
      run: async (pb) =>
        pb.collection('reviews').update(await freshOthersReview(), { title: 'No es mía' }),
    },
    {
      what: "delete another member's review",
      allowed: ['admin'],
      run: async (pb) => pb.collection('reviews').delete(await freshOthersReview()),
    },
    {
      what: "the edit date edited_at (own review: the server's value stays)",
      allowed: [],
      run: async (pb) => {
        const r = await review(await freshProvider(), w.actors.hr.id);
        const saved = await pb
          .collection('reviews')
          .update(r.id, { edited_at: '2024-01-01 00:00:00.000Z' });
        if (saved['edited_at'] !== '') return saved;
        throw new NotVisible('edited_at kept by the server');
      },
    },
  ],
  user_favorites: [
    {
      what: "list shows hr's favourite",
      allowed: ['hr'],
      run: (pb) => mustContain(pb.collection('user_favorites').getList(1, 50), w.favorite.id),
    },
    {
      what: "view hr's favourite",
      allowed: ['hr'],
      run: (pb) => pb.collection('user_favorites').getOne(w.favorite.id),
    },
    {
      what: 'create own',
      allowed: SIGNED_IN_WRITERS,
      run: async (pb, a) =>
        pb.collection('user_favorites').create({ user: a.id, provider: await freshProvider() }),
    },
    {
      what: 'create for another user',
      allowed: [],
      run: async (pb) =>
        pb
          .collection('user_favorites')
          .create({ user: w.target.id, provider: await freshProvider() }),
    },
    {
      what: "delete hr's favourite",
      allowed: ['hr'],
      run: async (pb) => {
        const f = await su()
          .collection('user_favorites')
          .create({ user: w.actors.hr.id, provider: await freshProvider() });
        return pb.collection('user_favorites').delete(f.id);
      },
    },
  ],
  case_studies: [
    {
      what: 'view published',
      allowed: ALL,
      run: (pb) => pb.collection('case_studies').getOne(w.caseStudy.id),
    },
    {
      what: 'view unpublished',
      allowed: OWNER_ADMIN,
      run: (pb) => pb.collection('case_studies').getOne(w.draftCaseStudy.id),
    },
    {
      what: 'list shows unpublished',
      allowed: OWNER_ADMIN,
      run: (pb) => mustContain(pb.collection('case_studies').getList(1, 100), w.draftCaseStudy.id),
    },
    {
      what: 'create',
      allowed: OWNER_ADMIN,
      run: (pb) =>
        pb.collection('case_studies').create({ provider: w.provider.id, title: 'Nuevo caso' }),
    },
    {
      what: 'update',
      allowed: OWNER_ADMIN,
      run: (pb) =>
        pb.collection('case_studies').update(w.caseStudy.id, { summary: `Resumen ${uid()}` }),
    },
    {
      what: 'delete',
      allowed: OWNER_ADMIN,
      run: async (pb) => {
        const c = await su()
          .collection('case_studies')
          .create({ provider: w.provider.id, title: 'Borrar' });
        return pb.collection('case_studies').delete(c.id);
      },
    },
  ],
  blog_posts: [
    {
      what: 'view published',
      allowed: ALL,
      run: (pb) => pb.collection('blog_posts').getOne(w.publishedPost.id),
    },
    {
      what: 'view draft',
      allowed: ['admin'],
      run: (pb) => pb.collection('blog_posts').getOne(w.draftPost.id),
    },
    {
      what: 'list shows draft',
      allowed: ['admin'],
      run: (pb) => mustContain(pb.collection('blog_posts').getList(1, 200), w.draftPost.id),
    },
    {
      what: 'create',
      allowed: ['admin'],
      run: (pb) =>
        pb.collection('blog_posts').create({ title: `Nuevo ${uid()}`, content: '<p>x</p>' }),
    },
    {
      what: 'update',
      allowed: ['admin'],
      run: (pb) =>
        pb.collection('blog_posts').update(w.draftPost.id, { title: `Borrador ${uid()}` }),
    },
    {
      what: 'delete',
      allowed: ['admin'],
      run: async (pb) => {
        const p = await su()
          .collection('blog_posts')
          .create({ title: `Borrar ${uid()}`, content: 'x' });
        return pb.collection('blog_posts').delete(p.id);
      },
    },
  ],
  blog_categories: [
    { what: 'list', allowed: ALL, run: (pb) => pb.collection('blog_categories').getList(1, 1) },
    {
      what: 'create',
      allowed: ['admin'],
      run: (pb) =>
        pb.collection('blog_categories').create({ name: `Cat ${uid()}`, color: '#112233' }),
    },
    {
      what: 'delete',
      allowed: ['admin'],
      run: async (pb) => {
        const c = await su()
          .collection('blog_categories')
          .create({ name: `Del ${uid()}` });
        return pb.collection('blog_categories').delete(c.id);
      },
    },
  ],
  blog_tags: [
    { what: 'list', allowed: ALL, run: (pb) => pb.collection('blog_tags').getList(1, 1) },
    {
      what: 'create',
      allowed: ['admin'],
      run: (pb) => pb.collection('blog_tags').create({ name: `Tag ${uid()}` }),
    },
  ],
  // Issue 13: the provider's owner replies (one per review), edits and deletes; admins delete;
  // the review's author (`hr`) adds one rejoinder.
  review_replies: [
    {
      what: 'list shows a reply of a public provider',
      allowed: ALL,
      run: async (pb) => {
        const reply = await freshReply();
        await mustContain(
          pb.collection('review_replies').getList(1, 50, {
            filter: pb.filter('id = {:id}', { id: reply.id }),
          }),
          reply.id,
        );
      },
    },
    {
      what: 'create (reply to a review)',
      allowed: ['owner'],
      run: async (pb) =>
        pb.collection('review_replies').create({ review: await freshReview(), body: 'Gracias' }),
    },
    {
      what: 'update body (edit the reply)',
      allowed: ['owner'],
      run: async (pb) =>
        pb.collection('review_replies').update((await freshReply()).id, { body: 'Editada' }),
    },
    {
      what: 'field rejoinder (reply to the reply)',
      allowed: ['hr'],
      run: async (pb) =>
        pb.collection('review_replies').update((await freshReply()).id, { rejoinder: 'Ok' }),
    },
    {
      what: 'delete',
      allowed: ['owner', 'admin'],
      run: async (pb) => pb.collection('review_replies').delete((await freshReply()).id),
    },
  ],
  // Issue 13, slice B: any approved member and the provider's owner report (not their own
  // review); reports are read by admins (and their reporter); only admins decide.
  review_reports: [
    {
      what: 'create (report a review)',
      allowed: ['hr', 'owner', 'otherOwner', 'admin', 'outsideAdmin'],
      run: async (pb) =>
        pb
          .collection('review_reports')
          .create({ review: await freshOthersReview(), reason: 'spam', detail: 'Publicidad' }),
    },
    {
      // w.report was made by `owner`: its reporter and admins read it.
      what: 'list shows a report',
      allowed: ['owner', 'admin'],
      run: (pb) =>
        mustContain(
          pb.collection('review_reports').getList(1, 200, { sort: '-created' }),
          w.report.id,
        ),
    },
    {
      what: 'update (decide through the records API)',
      allowed: [],
      run: (pb) => pb.collection('review_reports').update(w.report.id, { status: 'dismissed' }),
    },
    {
      what: 'delete',
      allowed: [],
      run: (pb) => pb.collection('review_reports').delete(w.report.id),
    },
    {
      what: 'POST /api/lp/admin/reviews/{id}/moderation (keep)',
      allowed: ['admin'],
      run: async (pb) =>
        pb.send(`/api/lp/admin/reviews/${await freshOthersReview()}/moderation`, {
          method: 'POST',
          body: { decision: 'keep', reason: 'Cumple las normas' },
        }),
    },
    {
      what: 'GET /api/lp/admin/reports',
      allowed: ['admin'],
      run: (pb) => pb.send('/api/lp/admin/reports', {}),
    },
    {
      what: 'GET /api/lp/admin/reports/decided',
      allowed: ['admin'],
      run: (pb) => pb.send('/api/lp/admin/reports/decided', {}),
    },
  ],
  // Issue 13, slice C: signed-in members mark reviews "Útil" (not their own); votes are private.
  helpful_votes: [
    {
      what: 'create (mark a review as useful)',
      allowed: SIGNED_IN_WRITERS,
      run: async (pb) =>
        pb.collection('helpful_votes').create({ review: await freshOthersReview() }),
    },
    {
      what: "list shows another member's vote",
      allowed: [],
      run: async (pb) => {
        const vote = await su()
          .collection('helpful_votes')
          .create({ review: await freshOthersReview(), user: w.target.id });
        await mustContain(pb.collection('helpful_votes').getList(1, 200), vote.id);
      },
    },
    {
      what: "delete another member's vote",
      allowed: [],
      run: async (pb) => {
        const vote = await su()
          .collection('helpful_votes')
          .create({ review: await freshOthersReview(), user: w.target.id });
        await pb.collection('helpful_votes').delete(vote.id);
      },
    },
    {
      what: 'field helpful_count of a review',
      allowed: [],
      run: async (pb) => {
        const id = await freshOthersReview();
        const r = await pb.collection('reviews').update(id, { helpful_count: 99 });
        if (r['helpful_count'] !== 99) throw new Error('ignored');
      },
    },
  ],
  my_reviews: [
    {
      what: "list shows hr's review",
      allowed: ['hr'],
      run: (pb) => mustContain(pb.collection('my_reviews').getList(1, 50), w.review.id),
    },
  ],
  audit_log: [
    {
      what: 'list shows a row',
      allowed: ['admin'],
      run: (pb) =>
        mustContain(
          pb.collection('audit_log').getList(1, 200, { sort: '-created' }),
          w.auditRow.id,
        ),
    },
    {
      what: 'create',
      allowed: [],
      run: (pb) =>
        pb
          .collection('audit_log')
          .create({ actor: 'x', actor_collection: 'users', action: 'x', target: 'x' }),
    },
    {
      what: 'update',
      allowed: [],
      run: (pb) => pb.collection('audit_log').update(w.auditRow.id, { action: 'y' }),
    },
    { what: 'delete', allowed: [], run: (pb) => pb.collection('audit_log').delete(w.auditRow.id) },
  ],
  // created only by POST /api/lp/privacy-requests (public-forms.test.ts), read
  // by admins, answered only through the admin route.
  privacy_requests: [
    {
      what: 'list shows a request',
      allowed: ['admin'],
      run: (pb) =>
        mustContain(
          pb.collection('privacy_requests').getList(1, 200, { sort: '-created' }),
          w.privacyRequest.id,
        ),
    },
    {
      what: 'view a request',
      allowed: ['admin'],
      run: (pb) => pb.collection('privacy_requests').getOne(w.privacyRequest.id),
    },
    {
      what: 'create through the records API',
      allowed: [],
      run: (pb) =>
        pb.collection('privacy_requests').create({
          name: 'X',
          email: 'x@example.com',
          country: 'mx',
          right: 'acceso',
          status: 'pending',
          due_on: '2030-01-01',
        }),
    },
    {
      what: 'update',
      allowed: [],
      run: (pb) =>
        pb.collection('privacy_requests').update(w.privacyRequest.id, { status: 'answered' }),
    },
    {
      what: 'delete',
      allowed: [],
      run: (pb) => pb.collection('privacy_requests').delete(w.privacyRequest.id),
    },
  ],
  // written only by the routes of pb_hooks/provider-owner.pb.js
  // (provider-owner.test.ts covers what they do).
  proposal_requests: [
    {
      what: 'list shows a request (sender, the provider’s owner, admins)',
      allowed: ['hr', 'owner', 'admin'],
      run: (pb) => mustContain(pb.collection('proposal_requests').getList(1, 200), w.lead.id),
    },
    {
      what: 'view a request',
      allowed: ['hr', 'owner', 'admin'],
      run: (pb) => pb.collection('proposal_requests').getOne(w.lead.id),
    },
    {
      what: 'create through the records API',
      allowed: [],
      run: (pb, a) =>
        pb.collection('proposal_requests').create({
          provider: w.provider.id,
          member: a.id,
          member_email: 'x@example.com',
          service: 'recruiting',
          company_size: '11-50',
          country: 'México',
          message: 'Necesitamos apoyo para contratar a diez personas de ventas.',
        }),
    },
    {
      what: 'update',
      allowed: [],
      run: (pb) => pb.collection('proposal_requests').update(w.lead.id, { message: 'cambiado' }),
    },
    {
      what: 'delete',
      allowed: [],
      run: (pb) => pb.collection('proposal_requests').delete(w.lead.id),
    },
    {
      // Approved, unblocked members other than the provider's owner (400 lead_own_provider).
      what: 'POST /api/lp/proposal-requests',
      allowed: ['hr', 'otherOwner', 'admin', 'outsideAdmin'],
      refusedWith: [400],
      run: (pb) =>
        pb.send('/api/lp/proposal-requests', {
          method: 'POST',
          body: {
            provider: w.provider.id,
            service: 'recruiting',
            company_size: '11-50',
            country: 'México',
            message: 'Necesitamos apoyo para contratar a diez personas de ventas.',
          },
        }),
    },
  ],
  provider_claims: [
    {
      what: 'list shows a claim (its member, admins)',
      allowed: ['hr', 'admin'],
      run: (pb) => mustContain(pb.collection('provider_claims').getList(1, 200), w.claim.id),
    },
    {
      what: 'update (approve) through the records API',
      allowed: [],
      run: (pb) => pb.collection('provider_claims').update(w.claim.id, { status: 'approved' }),
    },
    {
      what: 'GET /api/lp/admin/claims',
      allowed: ['admin'],
      run: (pb) => pb.send('/api/lp/admin/claims', {}),
    },
  ],
  provider_stats_daily: [
    { what: 'list', allowed: [], run: (pb) => pb.collection('provider_stats_daily').getList(1, 1) },
    {
      what: "GET /api/lp/providers/{id}/stats of `owner`'s provider",
      allowed: ['owner', 'admin'],
      run: (pb) => pb.send(`/api/lp/providers/${w.provider.id}/stats`, {}),
    },
  ],
  change_events: [
    { what: 'list', allowed: [], run: (pb) => pb.collection('change_events').getList(1, 1) },
    {
      what: 'create',
      allowed: [],
      run: (pb) =>
        pb.collection('change_events').create({ topic: 'provider', record_id: 'x', op: 'create' }),
    },
  ],
  // Review integrity (review-signals.test.ts): admins read the signals; nobody writes them or
  // reads the network hashes and the text index through the API.
  review_signals: [
    {
      what: 'list shows the signals of a review',
      allowed: ['admin'],
      run: async (pb) => {
        const list = await pb
          .collection('review_signals')
          .getList(1, 1, { filter: `review = "${w.review.id}"` });
        if (list.totalItems !== 1) throw new NotVisible('not in the list');
      },
    },
    {
      what: 'create',
      allowed: [],
      run: (pb) =>
        pb
          .collection('review_signals')
          .create({ review: w.review.id, provider: w.provider.id, reviewer: w.actors.hr.id }),
    },
  ],
  review_networks: [
    { what: 'list', allowed: [], run: (pb) => pb.collection('review_networks').getList(1, 1) },
  ],
  review_text_bands: [
    { what: 'list', allowed: [], run: (pb) => pb.collection('review_text_bands').getList(1, 1) },
  ],
  review_text_shingles: [
    {
      what: 'list',
      allowed: [],
      run: (pb) => pb.collection('review_text_shingles').getList(1, 1),
    },
  ],
  login_failures: [
    { what: 'list', allowed: [], run: (pb) => pb.collection('login_failures').getList(1, 1) },
    {
      what: 'create',
      allowed: [],
      run: (pb) => pb.collection('login_failures').create({ account: `x-${uid()}` }),
    },
  ],
  slug_redirects: [
    { what: 'list', allowed: [], run: (pb) => pb.collection('slug_redirects').getList(1, 1) },
    {
      what: 'create',
      allowed: [],
      run: (pb) =>
        pb.collection('slug_redirects').create({ old_slug: `x-${uid()}`, provider: w.provider.id }),
    },
  ],
  // invitations live behind their routes (review-invitations.test.ts: tokens,
  // limits, provenance); the collection is closed to every client.
  review_invitations: [
    { what: 'list', allowed: [], run: (pb) => pb.collection('review_invitations').getList(1, 1) },
    {
      what: 'create',
      allowed: [],
      run: (pb) =>
        pb.collection('review_invitations').create({
          provider: w.provider.id,
          email: `x-${uid()}@example.com`,
          token_hash: `x-${uid()}`,
          status: 'opened',
          sent_at: '2030-01-01 00:00:00.000Z',
          expires: '2030-02-01 00:00:00.000Z',
        }),
    },
    {
      what: 'POST /api/lp/providers/{id}/invitations (approved provider)',
      allowed: ['owner'],
      run: (pb) =>
        pb.send(`/api/lp/providers/${w.provider.id}/invitations`, {
          method: 'POST',
          body: { emails: `cliente-${uid()}@example.com` },
        }),
    },
    {
      what: 'POST /api/lp/providers/{id}/invitations (pending provider)',
      allowed: [],
      run: (pb) =>
        pb.send(`/api/lp/providers/${w.pendingProvider.id}/invitations`, {
          method: 'POST',
          body: { emails: `cliente-${uid()}@example.com` },
        }),
    },
    {
      what: 'GET /api/lp/providers/{id}/invitations',
      allowed: ['owner'],
      run: (pb) => pb.send(`/api/lp/providers/${w.provider.id}/invitations`, {}),
    },
  ],
  'admin routes': [
    {
      what: 'GET /api/lp/admin/users',
      allowed: ['admin'],
      run: (pb) => pb.send('/api/lp/admin/users', { query: { approved: 'true' } }),
    },
    {
      what: 'GET /api/lp/admin/providers',
      allowed: ['admin'],
      run: (pb) => pb.send('/api/lp/admin/providers', { query: { status: 'approved' } }),
    },
    {
      what: 'GET /api/lp/admin/posts',
      allowed: ['admin'],
      run: (pb) => pb.send('/api/lp/admin/posts', {}),
    },
    {
      what: 'GET /api/lp/admin/summary',
      allowed: ['admin'],
      run: (pb) => pb.send('/api/lp/admin/summary', {}),
    },
    {
      what: 'GET /api/lp/admin/reviews/{id}/author',
      allowed: ['admin'],
      run: (pb) => pb.send(`/api/lp/admin/reviews/${w.review.id}/author`, {}),
    },
    {
      // Issue 20: approving a pending account whose e-mail is confirmed.
      what: 'POST /api/lp/admin/users/{id}/approve',
      allowed: ['admin'],
      run: async (pb) => {
        const pending = await makeUser({ approved: false, verified: true });
        return pb.send(`/api/lp/admin/users/${pending.id}/approve`, { method: 'POST' });
      },
    },
    {
      // "Desbloquear" with an optional note kept in audit_log (behaviour.test.ts: the note,
      // its length, the cleared fields).
      what: 'POST /api/lp/admin/users/{id}/unblock',
      allowed: ['admin'],
      run: async (pb) => {
        const blocked = await makeUser();
        await su()
          .collection('users')
          .update(blocked.id, { blocked: true, blocked_reason: 'prueba de permisos' });
        return pb.send(`/api/lp/admin/users/${blocked.id}/unblock`, {
          method: 'POST',
          body: { note: 'nota' },
        });
      },
    },
    {
      // A provider without owner (held by the platform) given one by e-mail
      // (tests/integration/provider-owner.test.ts: refusals, audit).
      what: 'POST /api/lp/admin/providers/{id}/owner',
      allowed: ['admin'],
      run: async (pb) => {
        const held = await su()
          .collection('providers')
          .create(providerData({ user: '' }));
        const next = await makeUser();
        return pb.send(`/api/lp/admin/providers/${held.id}/owner`, {
          method: 'POST',
          body: { email: next.email },
        });
      },
    },
    {
      // Issue 20: one's own reviews (the caller's only: tests/integration/own-reviews.test.ts).
      what: 'GET /api/lp/me/reviews',
      allowed: ['pending', 'hr', 'blocked', 'owner', 'otherOwner', 'admin', 'outsideAdmin'],
      run: (pb) => pb.send('/api/lp/me/reviews', {}),
    },
    {
      what: 'GET /api/lp/admin/privacy-requests',
      allowed: ['admin'],
      run: (pb) => pb.send('/api/lp/admin/privacy-requests', {}),
    },
    {
      what: 'POST /api/lp/admin/privacy-requests/{id}/answered',
      allowed: ['admin'],
      run: async (pb) => {
        const fresh = await su()
          .collection('privacy_requests')
          .create({
            name: 'Solicitante',
            email: `solicitante-${uid()}@example.com`,
            country: 'co',
            right: 'supresion',
            status: 'pending',
            due_on: '2030-01-01',
          });
        await pb.send(`/api/lp/admin/privacy-requests/${fresh.id}/answered`, {
          method: 'POST',
          body: { note: 'Hecho' },
        });
        const after = await su().collection('privacy_requests').getOne(fresh.id);
        if (after['status'] !== 'answered') throw new Error('not answered');
      },
    },
    {
      what: 'GET /api/lp/providers/public (superuser only)',
      allowed: [],
      run: (pb) => pb.send('/api/lp/providers/public', {}),
    },
    {
      what: 'GET /api/lp/providers/choices (any account: the write-review picker)',
      allowed: ['pending', 'hr', 'blocked', 'owner', 'otherOwner', 'admin', 'outsideAdmin'],
      run: (pb) => pb.send('/api/lp/providers/choices', {}),
    },
  ],
  // Issue 20, items 7, 8 and 11: the routes act on the caller's own account only; an id in
  // the request is ignored (account-data.test.ts covers what they do).
  'account routes': [
    {
      what: "GET /api/lp/account/export of another member's data (?id= ignored)",
      allowed: [],
      run: async (pb) => {
        const data = (await pb.send('/api/lp/account/export', {
          query: { id: w.target.id, user: w.target.id },
        })) as { profile: { id: string } };
        if (data.profile.id !== w.target.id) throw new NotVisible('own data only');
      },
    },
    {
      what: 'GET /api/lp/account/export of one’s own data',
      allowed: ['pending', 'hr', 'blocked', 'owner', 'otherOwner', 'admin', 'outsideAdmin'],
      run: async (pb, a) => {
        const data = (await pb.send('/api/lp/account/export', {})) as { profile: { id: string } };
        if (data.profile.id !== a.id) throw new Error('another account exported');
      },
    },
    {
      // The caller's password is required and checked against the CALLER's account: naming
      // another account deletes nothing (a wrong password: 400 account_password_wrong).
      what: "POST /api/lp/account/delete of another member's account",
      allowed: [],
      refusedWith: [400],
      run: async (pb) => {
        const victim = await makeUser();
        await pb
          .send('/api/lp/account/delete', {
            method: 'POST',
            body: { confirm: 'ELIMINAR', password: 'not-the-password', id: victim.id },
          })
          .finally(async () => {
            const left = await su()
              .collection('users')
              .getList(1, 1, { filter: su().filter('id = {:id}', { id: victim.id }) });
            if (left.totalItems === 0) throw new Error('another account was deleted');
          });
      },
    },
    {
      what: 'POST /api/lp/account/preferences of another member (?id= ignored)',
      allowed: [],
      run: async (pb) => {
        await pb.send('/api/lp/account/preferences', {
          method: 'POST',
          query: { id: w.target.id },
          body: { replies: false },
        });
        const target = await su().collection('users').getOne(w.target.id);
        if (!target['mail_off_replies']) throw new NotVisible('own preferences only');
      },
    },
  ],
};

describe.each(Object.entries(cells))('%s', (_collection, rows) => {
  describe.each(rows)('$what', (cell) => {
    it.each(ACTORS.map((a) => [a, cell.allowed.includes(a)] as const))(
      '%s → allowed: %s',
      async (name, allowed) => {
        const actor = w.actors[name];
        let error: unknown = null;
        try {
          await cell.run(actor.pb, actor, name);
        } catch (err) {
          error = err;
        }
        if (allowed) {
          expect(error).toBeNull();
          return;
        }
        expect(error, 'the call succeeded').not.toBeNull();
        if (error instanceof NotVisible) return;
        const status = (error as { status?: unknown }).status;
        // PocketBase refuses a create rule with a 400 and no field errors ("Failed to create
        // record."), unlike invalid input, which names the fields.
        const e = error as { response?: { data?: object; message?: string } };
        if (
          status === 400 &&
          e.response?.message === 'Failed to create record.' &&
          Object.keys(e.response.data ?? {}).length === 0
        ) {
          return;
        }
        expect(
          [401, 403, 404, ...(cell.refusedWith ?? [])],
          `refused with ${String(status)}: ${String((error as Error).message)}`,
        ).toContain(status);
      },
    );
  });
});
