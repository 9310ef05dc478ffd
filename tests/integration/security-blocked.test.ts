// A blocked user's existing token writes nothing: every create, update and delete in every
// collection (file uploads and the batch API included) is refused. The user under test is the
// most powerful kind there is (an admin who owns a company, with a review, a favourite, a case
// study…), and the same writes are first made by an unblocked twin, so each refusal is the
// block and not some other rule.
import { beforeAll, describe, expect, it } from 'vitest';
import type PocketBase from 'pocketbase';
import {
  ensureCategories,
  makeProvider,
  makeUser,
  pngBytes,
  providerData,
  superuser,
  uid,
  type Actor,
  honestText,
} from './helpers';
import { RANKING_PRIOR_ID } from '@/lib/contract/ranking';

const su = () => superuser();
const BLOCKED_MESSAGE = 'Tu cuenta está bloqueada';

/** What an actor owns, and providers it may still review / add to favourites. */
interface World {
  me: Actor;
  provider: string;
  review: string;
  favorite: string;
  caseStudy: string;
  post: string;
  blogCategory: string;
  tag: string;
  category: string;
  toReview: string;
  toFavorite: string;
  slugRedirect: string;
  changeEvent: string;
  auditRow: string;
  privacyRequest: string;
  invitation: string;
  reviewFacts: string;
  loginFailure: string;
  /** Reviews by someone else of `provider` (its owner may reply, report and vote). */
  theirReview: string;
  otherReview: string;
  reply: string;
  report: string;
  vote: string;
}

async function makeWorld(): Promise<World> {
  await ensureCategories();
  const me = await makeUser({ roles: ['admin', 'provider'], email: `poder-${uid()}@lapieza.io` });
  const other = await makeUser({ roles: ['provider'], user_type: 'provider' });
  const [provider, reviewed, toReview, toFavorite] = await Promise.all([
    makeProvider(me.id),
    makeProvider(other.id),
    makeProvider(other.id),
    makeProvider(other.id),
  ]);
  const s = su();
  const review = await s.collection('reviews').create({
    provider: reviewed.id,
    reviewer: me.id,
    title: 'Buen servicio',
    review_text: honestText(),
    overall_rating: 4,
  });
  const favorite = await s
    .collection('user_favorites')
    .create({ user: me.id, provider: reviewed.id });
  const caseStudy = await s
    .collection('case_studies')
    .create({ provider: provider.id, title: 'Caso', published: true });
  const post = await s
    .collection('blog_posts')
    .create({ title: `Post ${uid()}`, content: '<p>Hola</p>', status: 'draft' });
  const blogCategory = await s.collection('blog_categories').create({ name: `Cat ${uid()}` });
  const tag = await s.collection('blog_tags').create({ name: `Tag ${uid()}` });
  const category = await s
    .collection('service_categories')
    .create({ name: `bloq_${uid()}`, label: 'Bloqueo', active: true });
  const slugRedirect = await s
    .collection('slug_redirects')
    .create({ old_slug: `viejo-${uid()}`, provider: provider.id });
  const changeEvent = await s
    .collection('change_events')
    .getFirstListItem(s.filter('record_id = {:id}', { id: provider.id }));
  const auditRow = await s.collection('audit_log').create({
    actor: me.id,
    actor_collection: 'users',
    action: 'x',
    target: `reviews/${review.id}`,
  });
  const loginFailure = await s.collection('login_failures').create({ account: `bloqueo-${uid()}` });
  const privacyRequest = await s.collection('privacy_requests').create({
    name: 'Solicitante',
    email: `bloqueo-${uid()}@example.com`,
    country: 'mx',
    right: 'acceso',
    status: 'pending',
    due_on: '2030-01-01',
  });
  const invitation = await s.collection('review_invitations').create({
    provider: provider.id,
    invited_by: me.id,
    email: `invitada-${uid()}@example.com`,
    token_hash: `h${uid()}`,
    status: 'sent',
    sent_at: '2030-01-01 00:00:00.000Z',
    expires: '2030-01-15 00:00:00.000Z',
  });
  // Written by the review hooks; made here when this provider has none yet.
  const reviewFacts = await s
    .collection('review_facts')
    .getFirstListItem(s.filter('provider = {:p}', { p: provider.id }))
    .catch(() => s.collection('review_facts').create({ provider: provider.id, facts: {} }));
  const third = await makeUser();
  const theirOwn = (title: string, reviewer: string) =>
    s.collection('reviews').create({
      provider: provider.id,
      reviewer,
      title,
      review_text: honestText(),
      overall_rating: 3,
    });
  const [theirReview, otherReview, votedReview] = await Promise.all([
    theirOwn('Primera', other.id),
    theirOwn('Segunda', third.id),
    s.collection('reviews').create({
      provider: toFavorite.id,
      reviewer: other.id,
      title: 'Tercera',
      review_text: honestText(),
      overall_rating: 5,
    }),
  ]);
  const reply = await s
    .collection('review_replies')
    .create({ review: otherReview.id, body: 'Gracias por tu reseña.' });
  const report = await s
    .collection('review_reports')
    .create({ review: otherReview.id, reporter: me.id, reason: 'spam' });
  const vote = await s.collection('helpful_votes').create({ review: votedReview.id, user: me.id });
  return {
    me,
    provider: provider.id,
    review: review.id,
    favorite: favorite.id,
    caseStudy: caseStudy.id,
    post: post.id,
    blogCategory: blogCategory.id,
    tag: tag.id,
    category: category.id,
    toReview: toReview.id,
    toFavorite: toFavorite.id,
    slugRedirect: slugRedirect.id,
    changeEvent: changeEvent.id,
    auditRow: auditRow.id,
    privacyRequest: privacyRequest.id,
    invitation: invitation.id,
    reviewFacts: reviewFacts.id,
    loginFailure: loginFailure.id,
    theirReview: theirReview.id,
    otherReview: otherReview.id,
    reply: reply.id,
    report: report.id,
    vote: vote.id,
  };
}

interface Write {
  collection: string;
  action: 'create' | 'update' | 'delete';
  what: string;
  /** Whether an unblocked admin owner may do it (false: superuser only). */
  allowedUnblocked: boolean;
  run: (pb: PocketBase, w: World) => Promise<unknown>;
}

const logoForm = () => {
  const form = new FormData();
  form.append('logo', new Blob([new Uint8Array(pngBytes(500))], { type: 'image/png' }), 'logo.png');
  return form;
};

const WRITES: Write[] = [
  // Trust features: the owner replies to, reports and votes on others' reviews
  // (first: later writes delete the company and its reviews).
  {
    collection: 'review_replies',
    action: 'create',
    what: "reply to a review of one's company",
    allowedUnblocked: true,
    run: (pb, w) =>
      pb.collection('review_replies').create({ review: w.theirReview, body: 'Gracias.' }),
  },
  {
    collection: 'review_replies',
    action: 'update',
    what: 'own reply',
    allowedUnblocked: true,
    run: (pb, w) => pb.collection('review_replies').update(w.reply, { body: `Editada ${uid()}` }),
  },
  {
    collection: 'review_replies',
    action: 'delete',
    what: 'own reply',
    allowedUnblocked: true,
    run: (pb, w) => pb.collection('review_replies').delete(w.reply),
  },
  {
    collection: 'review_reports',
    action: 'create',
    what: "report a review of one's company",
    allowedUnblocked: true,
    run: (pb, w) =>
      pb.collection('review_reports').create({ review: w.theirReview, reason: 'not_real' }),
  },
  {
    collection: 'review_reports',
    action: 'update',
    what: 'a report (decided through the admin route only)',
    allowedUnblocked: false,
    run: (pb, w) => pb.collection('review_reports').update(w.report, { status: 'kept' }),
  },
  {
    collection: 'review_reports',
    action: 'delete',
    what: 'a report',
    allowedUnblocked: false,
    run: (pb, w) => pb.collection('review_reports').delete(w.report),
  },
  {
    collection: 'helpful_votes',
    action: 'create',
    what: 'mark a review useful',
    allowedUnblocked: true,
    run: (pb, w) => pb.collection('helpful_votes').create({ review: w.theirReview }),
  },
  {
    collection: 'helpful_votes',
    action: 'delete',
    what: 'own vote',
    allowedUnblocked: true,
    run: (pb, w) => pb.collection('helpful_votes').delete(w.vote),
  },
  {
    collection: 'users',
    action: 'create',
    what: 'sign up another account while signed in',
    allowedUnblocked: true,
    run: (pb) =>
      pb.collection('users').create({
        email: `otra-${uid()}@example.com`,
        password: 'secret123',
        passwordConfirm: 'secret123',
        linkedin_url: 'https://www.linkedin.com/in/otra',
      }),
  },
  {
    collection: 'users',
    action: 'update',
    what: 'own profile',
    allowedUnblocked: true,
    run: (pb, w) => pb.collection('users').update(w.me.id, { bio: `Bio ${uid()}` }),
  },
  {
    collection: 'users',
    action: 'delete',
    what: 'own account',
    allowedUnblocked: false,
    run: (pb, w) => pb.collection('users').delete(w.me.id),
  },
  {
    collection: 'service_categories',
    action: 'create',
    what: 'category',
    allowedUnblocked: true,
    run: (pb) =>
      pb.collection('service_categories').create({ name: `nueva_${uid()}`, label: 'Nueva' }),
  },
  {
    collection: 'service_categories',
    action: 'update',
    what: 'category',
    allowedUnblocked: true,
    run: (pb, w) => pb.collection('service_categories').update(w.category, { label: uid() }),
  },
  {
    collection: 'service_categories',
    action: 'delete',
    what: 'category',
    allowedUnblocked: true,
    run: (pb, w) => pb.collection('service_categories').delete(w.category),
  },
  {
    collection: 'providers',
    action: 'create',
    what: 'company',
    allowedUnblocked: true,
    run: (pb) => pb.collection('providers').create(providerData()),
  },
  {
    collection: 'providers',
    action: 'update',
    what: 'own company',
    allowedUnblocked: true,
    run: (pb, w) =>
      pb.collection('providers').update(w.provider, { description: `Descripción ${uid()}` }),
  },
  {
    collection: 'providers',
    action: 'update',
    what: 'own company logo (file upload)',
    allowedUnblocked: true,
    run: (pb, w) => pb.collection('providers').update(w.provider, logoForm()),
  },
  {
    collection: 'reviews',
    action: 'create',
    what: 'review',
    allowedUnblocked: true,
    run: (pb, w) =>
      pb.collection('reviews').create({
        provider: w.toReview,
        title: 'Excelente',
        review_text: honestText(),
        overall_rating: 5,
      }),
  },
  {
    collection: 'reviews',
    action: 'update',
    what: 'own review',
    allowedUnblocked: true,
    run: (pb, w) => pb.collection('reviews').update(w.review, { title: `Editado ${uid()}` }),
  },
  {
    collection: 'reviews',
    action: 'delete',
    what: 'own review',
    allowedUnblocked: true,
    run: (pb, w) => pb.collection('reviews').delete(w.review),
  },
  {
    collection: 'my_reviews',
    action: 'create',
    what: 'row of the view',
    allowedUnblocked: false,
    run: (pb, w) => pb.collection('my_reviews').create({ title: 'x', provider: w.toReview }),
  },
  {
    collection: 'user_favorites',
    action: 'create',
    what: 'favourite',
    allowedUnblocked: true,
    run: (pb, w) =>
      pb.collection('user_favorites').create({ user: w.me.id, provider: w.toFavorite }),
  },
  {
    collection: 'user_favorites',
    action: 'update',
    what: 'own favourite',
    allowedUnblocked: false,
    run: (pb, w) => pb.collection('user_favorites').update(w.favorite, { provider: w.toFavorite }),
  },
  {
    collection: 'user_favorites',
    action: 'delete',
    what: 'own favourite',
    allowedUnblocked: true,
    run: (pb, w) => pb.collection('user_favorites').delete(w.favorite),
  },
  {
    collection: 'case_studies',
    action: 'create',
    what: 'case study',
    allowedUnblocked: true,
    run: (pb, w) => pb.collection('case_studies').create({ provider: w.provider, title: 'Nuevo' }),
  },
  {
    collection: 'case_studies',
    action: 'update',
    what: 'own case study',
    allowedUnblocked: true,
    run: (pb, w) => pb.collection('case_studies').update(w.caseStudy, { summary: uid() }),
  },
  {
    collection: 'case_studies',
    action: 'delete',
    what: 'own case study',
    allowedUnblocked: true,
    run: (pb, w) => pb.collection('case_studies').delete(w.caseStudy),
  },
  {
    collection: 'blog_posts',
    action: 'create',
    what: 'post with an image',
    allowedUnblocked: true,
    run: (pb) => {
      const form = new FormData();
      form.append('title', `Nuevo ${uid()}`);
      form.append('content', '<p>x</p>');
      form.append(
        'featured_image',
        new Blob([new Uint8Array(pngBytes(500))], { type: 'image/png' }),
        'a.png',
      );
      return pb.collection('blog_posts').create(form);
    },
  },
  {
    collection: 'blog_posts',
    action: 'update',
    what: 'post',
    allowedUnblocked: true,
    run: (pb, w) => pb.collection('blog_posts').update(w.post, { title: `Editado ${uid()}` }),
  },
  {
    collection: 'blog_posts',
    action: 'delete',
    what: 'post',
    allowedUnblocked: true,
    run: (pb, w) => pb.collection('blog_posts').delete(w.post),
  },
  {
    collection: 'blog_categories',
    action: 'create',
    what: 'blog category',
    allowedUnblocked: true,
    run: (pb) => pb.collection('blog_categories').create({ name: `Cat ${uid()}` }),
  },
  {
    collection: 'blog_categories',
    action: 'update',
    what: 'blog category',
    allowedUnblocked: true,
    run: (pb, w) => pb.collection('blog_categories').update(w.blogCategory, { name: uid() }),
  },
  {
    collection: 'blog_categories',
    action: 'delete',
    what: 'blog category',
    allowedUnblocked: true,
    run: (pb, w) => pb.collection('blog_categories').delete(w.blogCategory),
  },
  {
    collection: 'blog_tags',
    action: 'create',
    what: 'tag',
    allowedUnblocked: true,
    run: (pb) => pb.collection('blog_tags').create({ name: `Tag ${uid()}` }),
  },
  {
    collection: 'blog_tags',
    action: 'update',
    what: 'tag',
    allowedUnblocked: true,
    run: (pb, w) => pb.collection('blog_tags').update(w.tag, { name: `Tag ${uid()}` }),
  },
  {
    collection: 'blog_tags',
    action: 'delete',
    what: 'tag',
    allowedUnblocked: true,
    run: (pb, w) => pb.collection('blog_tags').delete(w.tag),
  },
  // Last: deleting the company deletes its case studies, a password change ends the sessions.
  {
    collection: 'providers',
    action: 'delete',
    what: 'own company',
    allowedUnblocked: true,
    run: (pb, w) => pb.collection('providers').delete(w.provider),
  },
  {
    collection: 'users',
    action: 'update',
    what: 'own password',
    allowedUnblocked: true,
    run: (pb, w) =>
      pb.collection('users').update(w.me.id, {
        oldPassword: 'secret123',
        password: 'secret123',
        passwordConfirm: 'secret123',
      }),
  },
  ...(['create', 'update', 'delete'] as const).flatMap((action): Write[] => [
    {
      collection: 'slug_redirects',
      action,
      what: 'redirect',
      allowedUnblocked: false,
      run: (pb, w) =>
        action === 'create'
          ? pb.collection('slug_redirects').create({ old_slug: `x-${uid()}`, provider: w.provider })
          : action === 'update'
            ? pb.collection('slug_redirects').update(w.slugRedirect, { old_slug: `y-${uid()}` })
            : pb.collection('slug_redirects').delete(w.slugRedirect),
    },
    {
      collection: 'change_events',
      action,
      what: 'outbox row',
      allowedUnblocked: false,
      run: (pb, w) =>
        action === 'create'
          ? pb
              .collection('change_events')
              .create({ topic: 'provider', record_id: 'x', op: 'create' })
          : action === 'update'
            ? pb.collection('change_events').update(w.changeEvent, { done: true })
            : pb.collection('change_events').delete(w.changeEvent),
    },
    {
      collection: 'audit_log',
      action,
      what: 'access log row',
      allowedUnblocked: false,
      run: (pb, w) =>
        action === 'create'
          ? pb
              .collection('audit_log')
              .create({ actor: 'x', actor_collection: 'users', action: 'x', target: 'x' })
          : action === 'update'
            ? pb.collection('audit_log').update(w.auditRow, { action: 'y' })
            : pb.collection('audit_log').delete(w.auditRow),
    },
    {
      collection: 'privacy_requests',
      action,
      what: 'privacy request (created only by its route)',
      allowedUnblocked: false,
      run: (pb, w) =>
        action === 'create'
          ? pb.collection('privacy_requests').create({
              name: 'X',
              email: 'x@example.com',
              country: 'mx',
              right: 'acceso',
              status: 'pending',
              due_on: '2030-01-01',
            })
          : action === 'update'
            ? pb.collection('privacy_requests').update(w.privacyRequest, { status: 'answered' })
            : pb.collection('privacy_requests').delete(w.privacyRequest),
    },
    // written only by their routes (provider-owner.test.ts refuses blocked
    // accounts there); the records API refuses everyone.
    // Review integrity signals, network hashes and the text index: written only by the review
    // hooks (review-signals.test.ts); public warnings only by the admins' routes
    // (provider-warnings.test.ts); recognitions only by the quarterly job (recognitions.test.ts).
    ...(
      [
        'provider_claims',
        'proposal_requests',
        'provider_stats_daily',
        'review_signals',
        'review_networks',
        'review_text_bands',
        'review_text_shingles',
        'provider_warnings',
        'recognitions',
        'recognition_quarters',
      ] as const
    ).map((collection) => ({
      collection,
      action,
      what: `${collection} (written only by its routes)`,
      allowedUnblocked: false,
      run: (pb: PocketBase) =>
        action === 'create'
          ? pb.collection(collection).create({ provider: 'x' })
          : action === 'update'
            ? pb.collection(collection).update('nohayregistro01', { provider: 'x' })
            : pb.collection(collection).delete('nohayregistro01'),
    })),
    {
      collection: 'review_invitations',
      action,
      what: 'review invitation (written only by the invitation routes)',
      allowedUnblocked: false,
      run: (pb, w) =>
        action === 'create'
          ? pb.collection('review_invitations').create({
              provider: w.provider,
              email: 'x@example.com',
              token_hash: 'x',
              status: 'sent',
              sent_at: '2030-01-01 00:00:00.000Z',
              expires: '2030-01-15 00:00:00.000Z',
            })
          : action === 'update'
            ? pb.collection('review_invitations').update(w.invitation, { status: 'opened' })
            : pb.collection('review_invitations').delete(w.invitation),
    },
    {
      collection: 'review_facts',
      action,
      what: "a provider's review aggregates (written only by the review hooks)",
      allowedUnblocked: false,
      run: (pb, w) =>
        action === 'create'
          ? pb.collection('review_facts').create({ provider: w.toReview })
          : action === 'update'
            ? pb.collection('review_facts').update(w.reviewFacts, { facts: { forged: true } })
            : pb.collection('review_facts').delete(w.reviewFacts),
    },
    {
      collection: 'login_failures',
      action,
      what: 'failed sign-in row',
      allowedUnblocked: false,
      run: (pb, w) =>
        action === 'create'
          ? pb.collection('login_failures').create({ account: 'x' })
          : action === 'update'
            ? pb.collection('login_failures').update(w.loginFailure, { account: 'y' })
            : pb.collection('login_failures').delete(w.loginFailure),
    },
    {
      collection: 'ranking_prior',
      action,
      what: 'ranking prior (m and the ranking day)',
      allowedUnblocked: false,
      run: (pb) =>
        action === 'create'
          ? pb.collection('ranking_prior').create({ mean: 5, as_of: 'x' })
          : action === 'update'
            ? pb.collection('ranking_prior').update(RANKING_PRIOR_ID, { mean: 5 })
            : pb.collection('ranking_prior').delete(RANKING_PRIOR_ID),
    },
  ]),
];

/** Everything the writes could touch, as the superuser sees it. */
async function snapshot(w: World) {
  const s = su();
  const counts: Record<string, number> = {};
  for (const c of new Set(WRITES.map((x) => x.collection))) {
    if (c === 'my_reviews') continue;
    counts[c] = (await s.collection(c).getList(1, 1)).totalItems;
  }
  const one = (c: string, id: string) => s.collection(c).getOne(id);
  return {
    counts,
    records: await Promise.all([
      one('users', w.me.id),
      one('providers', w.provider),
      one('reviews', w.review),
      one('user_favorites', w.favorite),
      one('case_studies', w.caseStudy),
      one('blog_posts', w.post),
      one('blog_categories', w.blogCategory),
      one('blog_tags', w.tag),
      one('service_categories', w.category),
      one('slug_redirects', w.slugRedirect),
      one('change_events', w.changeEvent),
      one('login_failures', w.loginFailure),
      one('ranking_prior', RANKING_PRIOR_ID),
      one('review_replies', w.reply),
      one('review_reports', w.report),
      one('helpful_votes', w.vote),
    ]),
  };
}

async function attempt(p: Promise<unknown>): Promise<{ status: number; message: string }> {
  try {
    await p;
    return { status: 200, message: '' };
  } catch (err) {
    const e = err as { status?: number; message?: string };
    return { status: e.status ?? -1, message: e.message ?? '' };
  }
}

let twin: World;
let victim: World;
let victimToken: string;

beforeAll(async () => {
  [twin, victim] = await Promise.all([makeWorld(), makeWorld()]);
  // The token the victim holds from before the block.
  victimToken = victim.me.pb.authStore.token;
  const admin = await makeUser({ roles: ['admin'], email: `bloqueador-${uid()}@lapieza.io` });
  await admin.pb
    .collection('users')
    .update(victim.me.id, { blocked: true, blocked_reason: 'Spam de reseñas' });
});

describe('a blocked user with a token issued before the block', () => {
  it('covers every collection of the schema', async () => {
    const collections = await su().collections.getFullList();
    const ours = collections.filter((c) => !c.system).map((c) => c.name);
    expect(new Set(WRITES.map((x) => x.collection))).toEqual(new Set(ours));
  });

  it('still holds the same token (the block did not just sign it out)', async () => {
    expect(victim.me.pb.authStore.token).toBe(victimToken);
    expect((await victim.me.pb.collection('users').getOne(victim.me.id)).blocked).toBe(true);
  });

  it('an unblocked twin may make each write the table marks as allowed', async () => {
    const results: string[] = [];
    for (const write of WRITES.filter((x) => x.allowedUnblocked)) {
      const r = await attempt(write.run(twin.me.pb, twin));
      results.push(`${write.collection} ${write.action} ${write.what}: ${r.status}`);
    }
    expect(results.filter((r) => !r.endsWith(': 200'))).toEqual([]);
    await twin.me.pb.collection('users').authWithPassword(twin.me.email, 'secret123');
  });

  it('is refused every create, update and delete, and nothing changes', async () => {
    const before = await snapshot(victim);
    const refused: string[] = [];
    for (const write of WRITES) {
      const r = await attempt(write.run(victim.me.pb, victim));
      // Writes only a superuser may make are refused by the API rules already (403, or 400 for
      // the read-only view); the others must meet the block itself.
      const ok = write.allowedUnblocked
        ? r.status === 403 && r.message.includes(BLOCKED_MESSAGE)
        : r.status >= 400 && r.status < 500;
      refused.push(
        `${write.collection} ${write.action} ${write.what}: ${ok ? 'refused' : r.status}`,
      );
    }
    expect(refused.filter((r) => !r.endsWith('refused'))).toEqual([]);
    expect(await snapshot(victim)).toEqual(before);
  });

  it('is refused through the batch API too, and nothing changes', async () => {
    const before = await snapshot(victim);
    const batch = victim.me.pb.createBatch();
    batch.collection('blog_tags').create({ name: `Lote ${uid()}` });
    batch.collection('users').update(victim.me.id, { bio: 'Desde un lote' });
    batch.collection('reviews').update(victim.review, { title: 'Desde un lote' });
    batch.collection('user_favorites').delete(victim.favorite);
    batch.collection('providers').delete(victim.provider);
    const r = await attempt(batch.send());
    expect(r.status).toBe(400);
    expect(await snapshot(victim)).toEqual(before);

    // The same batch from the unblocked twin goes through (so the refusal is the block).
    const control = twin.me.pb.createBatch();
    control.collection('blog_tags').create({ name: `Lote ${uid()}` });
    control.collection('users').update(twin.me.id, { bio: 'Desde un lote' });
    expect((await attempt(control.send())).status).toBe(200);
  });
});
