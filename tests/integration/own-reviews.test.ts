// A member's own reviews: edit within 30 days ("editada", `edited_at` kept by the
// server), delete at any time, and the dashboard's list with each review's state.
import { describe, expect, it } from 'vitest';
import { errorCodeOf } from '@/lib/contract/errors';
import { REVIEW_EDIT_DAYS } from '@/lib/contract/reviews';
import { anonymous, errorOf, makeProvider, makeUser, superuser } from './helpers';

const DAY_MS = 24 * 60 * 60 * 1000;
/** A PocketBase date `days` days ago. */
const daysAgo = (days: number) =>
  new Date(Date.now() - days * DAY_MS).toISOString().replace('T', ' ');

const reviewBody = (provider: string) => ({
  provider,
  title: 'Buen servicio',
  review_text: 'Cumplieron lo acordado. Contamos qué servicio contratamos y cómo fue el trabajo.',
  overall_rating: 4,
});

interface OwnReview {
  id: string;
  provider_name: string;
  provider_slug: string;
  provider_public: boolean;
  title: string;
  moderation: string;
  hidden: boolean;
  removal_reason: string;
  edited_at: string;
  editable: boolean;
  reply_at: string;
}

async function setup() {
  const owner = await makeUser({ roles: ['provider'], user_type: 'provider' });
  const author = await makeUser();
  const p = await makeProvider(owner.id);
  return { owner, author, p };
}

describe('editing a review', () => {
  it('sets edited_at when the content changes, and only then; a client value is ignored', async () => {
    const { author, p } = await setup();
    const created = await author.pb
      .collection('reviews')
      .create({ ...reviewBody(p.id), edited_at: '2024-01-01 00:00:00.000Z' });
    expect(created['edited_at']).toBe('');

    // A forged date alone changes nothing.
    const forged = await author.pb
      .collection('reviews')
      .update(created.id, { edited_at: '2024-01-01 00:00:00.000Z' });
    expect(forged['edited_at']).toBe('');

    const edited = await author.pb.collection('reviews').update(created.id, {
      review_text:
        'Cumplieron y además mejoraron los plazos. Contamos qué servicio contratamos y cómo fue el trabajo.',
    });
    const at = Date.parse(String(edited['edited_at']).replace(' ', 'T'));
    expect(Date.now() - at).toBeLessThan(60_000);

    // An admin marking it verified (or a superuser's save) is not an edit of the content.
    const verified = await superuser().collection('reviews').update(created.id, { verified: true });
    expect(verified['edited_at']).toBe(edited['edited_at']);
  });

  it(`refuses an edit ${REVIEW_EDIT_DAYS} days after publishing, with the window's code`, async () => {
    const { author, p } = await setup();
    // Dated in the past the way the seed dates its reviews (imports: original_created).
    const old = await superuser()
      .collection('reviews')
      .create({
        ...reviewBody(p.id),
        reviewer: author.id,
        original_created: daysAgo(REVIEW_EDIT_DAYS + 1),
      });
    const err = await errorOf(author.pb.collection('reviews').update(old.id, { title: 'Otro' }));
    expect(err.status).toBe(403);
    expect(errorCodeOf(err)).toBe('review_edit_window');
    expect((await superuser().collection('reviews').getOne(old.id))['title']).toBe('Buen servicio');
    // Deleting stays possible at any time.
    await author.pb.collection('reviews').delete(old.id);
    expect((await errorOf(superuser().collection('reviews').getOne(old.id))).status).toBe(404);
  });

  it('accepts an edit on the last day of the window', async () => {
    const { author, p } = await setup();
    const r = await superuser()
      .collection('reviews')
      .create({
        ...reviewBody(p.id),
        reviewer: author.id,
        original_created: daysAgo(REVIEW_EDIT_DAYS - 1),
      });
    const saved = await author.pb.collection('reviews').update(r.id, { overall_rating: 2 });
    expect(saved['overall_rating']).toBe(2);
    expect(saved['edited_at']).not.toBe('');
  });
});

describe('GET /api/lp/me/reviews', () => {
  it("lists the caller's reviews only, with state, removal reason, edit window and reply", async () => {
    const { owner, author, p } = await setup();
    const p2 = await makeProvider((await makeUser({ roles: ['provider'] })).id);
    const p3 = await makeProvider((await makeUser({ roles: ['provider'] })).id);
    const published = await author.pb.collection('reviews').create(reviewBody(p.id));
    const removed = await author.pb.collection('reviews').create(reviewBody(p2.id));
    const old = await superuser()
      .collection('reviews')
      .create({ ...reviewBody(p3.id), reviewer: author.id, original_created: daysAgo(40) });
    // Someone else's review of the same provider is not listed.
    const stranger = await makeUser();
    await stranger.pb.collection('reviews').create(reviewBody(p.id));

    await owner.pb
      .collection('review_replies')
      .create({ review: published.id, body: 'Gracias por tu reseña.' });
    const reporter = await makeUser();
    await reporter.pb.collection('review_reports').create({ review: removed.id, reason: 'spam' });
    const admin = await makeUser({ roles: ['admin'], email: `adm-${Date.now()}@lapieza.io` });
    await admin.pb.send(`/api/lp/admin/reviews/${removed.id}/moderation`, {
      method: 'POST',
      body: { decision: 'remove', reason: 'Publicidad de otra empresa.' },
    });

    const answer = await author.pb.send<{ items: OwnReview[]; totalItems: number }>(
      '/api/lp/me/reviews',
      {},
    );
    expect(answer.totalItems).toBe(3);
    const byId = new Map(answer.items.map((r) => [r.id, r]));
    expect(answer.items.map((r) => r.id)).toEqual([removed.id, published.id, old.id]);
    expect(byId.get(published.id)).toMatchObject({
      provider_name: p['company_name'],
      provider_slug: p.slug,
      provider_public: true,
      moderation: '',
      hidden: false,
      removal_reason: '',
      editable: true,
    });
    expect(byId.get(published.id)!.reply_at).not.toBe('');
    expect(byId.get(removed.id)).toMatchObject({
      moderation: 'removed',
      hidden: true,
      removal_reason: 'Publicidad de otra empresa.',
    });
    expect(byId.get(old.id)).toMatchObject({ editable: false });

    // The count the dashboard shows is the list's.
    const counted = await author.pb.collection('my_reviews').getList(1, 1);
    expect(counted.totalItems).toBe(answer.totalItems);
  });

  it('refuses a visitor', async () => {
    const err = await errorOf(anonymous().send('/api/lp/me/reviews', {}));
    expect(err.status).toBe(401);
  });
});
