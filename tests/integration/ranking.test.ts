// the ranking score, the 12-month figures and the prior are exact after every
// kind of review change (a property test against a recount from the reviews table), move with
// the daily recompute, and only the server writes them.
import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import type PocketBase from 'pocketbase';
import { errorCodeOf } from '@/lib/contract/errors';
import {
  RANKING_PRIOR_ID,
  isRecentReview,
  rankingDay,
  rankingScore,
  type RankedReview,
} from '@/lib/contract/ranking';
import {
  anonymous,
  errorOf,
  makeProvider,
  makeUser,
  statusOf,
  superuser,
  type Actor,
} from './helpers';

interface Prior {
  as_of: string;
  mean: number;
  reviews: number;
}

const prior = async (): Promise<Prior> => {
  const r = await superuser().collection('ranking_prior').getOne(RANKING_PRIOR_ID);
  return { as_of: r['as_of'], mean: r['mean'], reviews: r['reviews'] };
};

const recompute = (day?: string) =>
  superuser().send<Prior>('/api/lp/ranking/recompute', {
    method: 'POST',
    query: day ? { day } : {},
  });

const publicReviews = async (providerId: string): Promise<RankedReview[]> =>
  (
    await superuser()
      .collection('reviews')
      .getFullList({ filter: `provider = "${providerId}" && hidden = false` })
  ).map((r) => ({ overall_rating: r['overall_rating'], created: r['created'] }));

/** The provider's stored figures and their recount from its public reviews and the prior. */
async function storedAndRecount(providerId: string) {
  const [p, reviews, pr] = await Promise.all([
    superuser().collection('providers').getOne(providerId),
    publicReviews(providerId),
    prior(),
  ]);
  const recent = reviews.filter((r) => isRecentReview(r.created, pr.as_of));
  const avg = (rs: RankedReview[]) =>
    rs.length
      ? Math.round((rs.reduce((t, r) => t + r.overall_rating, 0) / rs.length) * 100) / 100
      : 0;
  return {
    stored: {
      average_rating: p['average_rating'],
      total_reviews: p['total_reviews'],
      rating_12m: p['rating_12m'],
      reviews_12m: p['reviews_12m'],
      ranking_score: p['ranking_score'],
    },
    recount: {
      average_rating: avg(reviews),
      total_reviews: reviews.length,
      rating_12m: avg(recent),
      reviews_12m: recent.length,
      ranking_score: rankingScore(reviews, pr.mean, pr.as_of),
    },
  };
}

async function expectExact(providerId: string) {
  const { stored, recount } = await storedAndRecount(providerId);
  const { ranking_score: s, ...rest } = stored;
  const { ranking_score: r, ...restRecount } = recount;
  expect(rest).toEqual(restRecount);
  expect(s).toBeCloseTo(r, 9);
}

describe('ranking score', () => {
  it('stays exact after any sequence of creates, edits, hides, restores and deletes (property)', async () => {
    const owner = await makeUser({ roles: ['provider'], user_type: 'provider' });
    const providers = [await makeProvider(owner.id), await makeProvider(owner.id)];
    const members: Actor[] = [];
    for (let i = 0; i < 5; i++) members.push(await makeUser());
    // review id by "member:provider"
    const written = new Map<string, string>();

    const op = fc.oneof(
      fc.record({
        kind: fc.constant('write' as const),
        m: fc.nat(members.length - 1),
        p: fc.nat(providers.length - 1),
        rating: fc.integer({ min: 1, max: 5 }),
      }),
      fc.record({
        kind: fc.constantFrom('hide' as const, 'restore' as const, 'delete' as const),
        m: fc.nat(members.length - 1),
        p: fc.nat(providers.length - 1),
      }),
    );
    await fc.assert(
      fc.asyncProperty(fc.array(op, { minLength: 1, maxLength: 6 }), async (ops) => {
        for (const o of ops) {
          const member = members[o.m]!;
          const provider = providers[o.p]!;
          const key = `${o.m}:${o.p}`;
          const id = written.get(key);
          if (o.kind === 'write') {
            if (id) {
              // The reviewer edits (within the 30-day window).
              await member.pb.collection('reviews').update(id, { overall_rating: o.rating });
            } else {
              const r = await member.pb.collection('reviews').create({
                provider: provider.id,
                title: 'Servicio',
                review_text:
                  'Texto de la reseña Contamos qué servicio contratamos y cómo fue el trabajo.',
                overall_rating: o.rating,
              });
              written.set(key, r.id);
            }
          } else if (id) {
            if (o.kind === 'delete') {
              await superuser().collection('reviews').delete(id);
              written.delete(key);
            } else {
              await superuser()
                .collection('reviews')
                .update(id, { moderation: o.kind === 'hide' ? 'removed' : '' });
            }
          }
          await expectExact(provider.id);
        }
        for (const p of providers) await expectExact(p.id);
      }),
      { numRuns: 12 },
    );
  });

  it('the daily recompute sets m to the mean of every public review and re-weights by age', async () => {
    const owner = await makeUser({ roles: ['provider'], user_type: 'provider' });
    const p = await makeProvider(owner.id);
    const reviewer = await makeUser();
    const review = await reviewer.pb.collection('reviews').create({
      provider: p.id,
      title: 'Bien',
      review_text: 'Texto Contamos qué servicio contratamos y cómo fue el trabajo.',
      overall_rating: 5,
    });
    const before = await superuser()
      .collection('change_events')
      .getList(1, 1, { filter: 'topic = "ranking"', skipTotal: false });

    const today = await recompute();
    const all = await superuser()
      .collection('reviews')
      .getFullList({ filter: 'hidden = false', fields: 'overall_rating' });
    const mean = all.reduce((t, r) => t + (r['overall_rating'] as number), 0) / all.length;
    expect(today.mean).toBeCloseTo(mean, 9);
    expect(today.reviews).toBe(all.length);
    expect(today.as_of).toBe(rankingDay(new Date()));
    await expectExact(p.id);

    // Two years later the review weighs 0.49 and has left the 12-month window.
    const later = new Date(Date.now() + 2 * 365.25 * 86_400_000).toISOString().slice(0, 10);
    const then = await recompute(later);
    expect(then.as_of).toBe(`${later} 06:00:00.000Z`);
    const stored = await superuser().collection('providers').getOne(p.id);
    expect(stored['reviews_12m']).toBe(0);
    expect(stored['rating_12m']).toBe(0);
    const weight = Math.pow(
      0.7,
      // The review's age (its own creation, a moment after the provider's).
      (Date.parse(`${later}T06:00:00Z`) - Date.parse(review['created'].replace(' ', 'T'))) /
        86_400_000 /
        365.25,
    );
    expect(weight).toBeGreaterThan(0.48);
    expect(weight).toBeLessThan(0.5);
    expect(stored['ranking_score']).toBeCloseTo((7 * then.mean + weight * 5) / (7 + weight), 9);
    await expectExact(p.id);

    // Each recompute records a `ranking` outbox event naming the providers whose 12-month
    // figures changed (this one lost its only recent review).
    const events = await superuser()
      .collection('change_events')
      .getList(1, 5, { filter: 'topic = "ranking"', sort: '-created,-id' });
    expect(events.totalItems).toBe(before.totalItems + 2);
    expect(events.items[0]!['data']['providers']).toContain(p.id);

    // The next write (or the hourly job) comes back to today.
    await reviewer.pb
      .collection('reviews')
      .update(
        (await superuser().collection('reviews').getFirstListItem(`provider = "${p.id}"`)).id,
        { overall_rating: 4 },
      );
    expect((await prior()).as_of).toBe(today.as_of);
    await expectExact(p.id);
  });

  it("names a provider whose owner's report leaves the 12-month window on the day's recompute", async () => {
    // Its page counts the owner's reports of the last 12 months (a figure of the ranking day),
    // though no 12-month figure of its row moves: an old review, reported 300 days ago.
    const owner = await makeUser({ roles: ['provider'], user_type: 'provider' });
    const p = await makeProvider(owner.id);
    const reviewer = await makeUser();
    const su = superuser();
    const review = await su.collection('reviews').create({
      provider: p.id,
      reviewer: reviewer.id,
      title: 'Antigua',
      review_text: 'Texto Contamos qué servicio contratamos y cómo fue el trabajo.',
      overall_rating: 3,
      original_created: '2020-01-01 10:00:00.000Z',
    });
    await su.collection('review_reports').create({
      review: review.id,
      reporter: owner.id,
      reason: 'spam',
      original_created: new Date(Date.now() - 300 * 86_400_000).toISOString().replace('T', ' '),
    });
    await recompute();
    const later = new Date(Date.now() + 100 * 86_400_000).toISOString().slice(0, 10);
    await recompute(later);
    const [event] = (
      await su.collection('change_events').getList(1, 1, {
        filter: 'topic = "ranking"',
        sort: '-created,-id',
      })
    ).items;
    expect(event!['data']['providers']).toContain(p.id);
    expect((await su.collection('providers').getOne(p.id))['reviews_12m']).toBe(0);
    await recompute();
  });

  it('a hidden review leaves the score, the 12-month figures and the averages', async () => {
    const owner = await makeUser({ roles: ['provider'], user_type: 'provider' });
    const p = await makeProvider(owner.id);
    const [a, b] = [await makeUser(), await makeUser()];
    await a.pb.collection('reviews').create({
      provider: p.id,
      title: 'Muy bien',
      review_text: 'Texto Contamos qué servicio contratamos y cómo fue el trabajo.',
      overall_rating: 5,
    });
    const bad = await b.pb.collection('reviews').create({
      provider: p.id,
      title: 'Mal',
      review_text: 'Texto Contamos qué servicio contratamos y cómo fue el trabajo.',
      overall_rating: 1,
    });
    const withBoth = await superuser().collection('providers').getOne(p.id);
    expect(withBoth['reviews_12m']).toBe(2);
    await superuser().collection('reviews').update(bad.id, { moderation: 'removed' });
    const hidden = await superuser().collection('providers').getOne(p.id);
    expect(hidden).toMatchObject({
      total_reviews: 1,
      average_rating: 5,
      reviews_12m: 1,
      rating_12m: 5,
    });
    expect(hidden['ranking_score']).toBeGreaterThan(withBoth['ranking_score']);
    await expectExact(p.id);
  });

  it('only the server writes the score, the prior and the recompute', async () => {
    const owner = await makeUser({ roles: ['provider'], user_type: 'provider' });
    const p = await makeProvider(owner.id);
    const err = await errorOf(
      owner.pb.collection('providers').update(p.id, { ranking_score: 5, rating_12m: 5 }),
    );
    expect(errorCodeOf(err)).toBe('provider_aggregates_server');
    // Hidden inputs are dropped from client input and never output.
    await owner.pb.collection('providers').update(p.id, { ranking_sum: 999, ranking_weight: 1 });
    const own = await owner.pb.collection('providers').getOne(p.id);
    expect(own['ranking_sum']).toBeUndefined();
    expect((await superuser().collection('providers').getOne(p.id))['ranking_sum']).toBe(0);

    const admin = await makeUser({ email: `admin-${Date.now()}@lapieza.io`, roles: ['admin'] });
    const clients: PocketBase[] = [anonymous(), owner.pb, admin.pb];
    for (const pb of clients) {
      expect(
        await statusOf(pb.collection('ranking_prior').update(RANKING_PRIOR_ID, { mean: 5 })),
      ).toBeGreaterThanOrEqual(400);
      expect(
        await statusOf(pb.collection('ranking_prior').create({ mean: 5 })),
      ).toBeGreaterThanOrEqual(400);
      expect(
        await statusOf(pb.send('/api/lp/ranking/recompute', { method: 'POST' })),
      ).toBeGreaterThanOrEqual(401);
    }
    // The prior is public to read (the formula page prints it).
    const pub = await anonymous().collection('ranking_prior').getOne(RANKING_PRIOR_ID);
    expect(typeof pub['mean']).toBe('number');
    const bad = await errorOf(recompute('2026-13-45'));
    expect(errorCodeOf(bad)).toBe('ranking_day_invalid');
  });
});
