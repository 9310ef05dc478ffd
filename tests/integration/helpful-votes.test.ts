// Issue 13, slice C: "Útil" votes toggle and reviews.helpful_count stays exact.
import { describe, expect, it } from 'vitest';
import { errorCodeOf } from '@/lib/contract/errors';
import { errorOf, makeProvider, makeUser, superuser } from './helpers';

async function setup() {
  const owner = await makeUser({ roles: ['provider'], user_type: 'provider' });
  const author = await makeUser();
  const p = await makeProvider(owner.id);
  const review = await superuser().collection('reviews').create({
    provider: p.id,
    reviewer: author.id,
    title: 'Útil',
    review_text: 'Texto Contamos qué servicio contratamos y cómo fue el trabajo.',
    overall_rating: 4,
  });
  return { owner, author, p, review };
}

const countOf = async (id: string) =>
  (await superuser().collection('reviews').getOne(id))['helpful_count'];

describe('helpful votes', () => {
  it('toggles: a vote counts once, unmarking removes it, the count is exact', async () => {
    const { review } = await setup();
    const voters = await Promise.all([makeUser(), makeUser(), makeUser()]);
    const votes = [];
    for (const v of voters) {
      votes.push(await v.pb.collection('helpful_votes').create({ review: review.id }));
    }
    expect(await countOf(review.id)).toBe(3);
    const dup = await errorOf(
      voters[0]!.pb.collection('helpful_votes').create({ review: review.id }),
    );
    expect(dup.status).toBe(400);
    expect(errorCodeOf(dup)).toBe('vote_duplicate');
    await voters[0]!.pb.collection('helpful_votes').delete(votes[0]!.id);
    expect(await countOf(review.id)).toBe(2);
    await voters[0]!.pb.collection('helpful_votes').create({ review: review.id });
    expect(await countOf(review.id)).toBe(3);
    const total = await superuser()
      .collection('helpful_votes')
      .getList(1, 1, { filter: `review = "${review.id}"` });
    expect(total.totalItems).toBe(3);
  });

  it("refuses a vote on one's own review (403 vote_own_review)", async () => {
    const { review, author } = await setup();
    const err = await errorOf(author.pb.collection('helpful_votes').create({ review: review.id }));
    expect(err.status).toBe(403);
    expect(errorCodeOf(err)).toBe('vote_own_review');
  });

  it('sets the voter to the caller whatever the client sends', async () => {
    const { review } = await setup();
    const [a, b] = await Promise.all([makeUser(), makeUser()]);
    const vote = await a.pb.collection('helpful_votes').create({ review: review.id, user: b.id });
    expect(vote['user']).toBe(a.id);
  });

  it('refuses votes on a hidden review', async () => {
    const { review } = await setup();
    await superuser().collection('reviews').update(review.id, { moderation: 'removed' });
    const voter = await makeUser();
    const err = await errorOf(voter.pb.collection('helpful_votes').create({ review: review.id }));
    expect(errorCodeOf(err)).toBe('vote_review_missing');
  });

  it('writes a helpful_vote outbox row for the provider page', async () => {
    const { review, p } = await setup();
    const voter = await makeUser();
    const vote = await voter.pb.collection('helpful_votes').create({ review: review.id });
    const ev = await superuser()
      .collection('change_events')
      .getFullList({ filter: `record_id = "${vote.id}"` });
    expect(ev.map((e) => e['topic'])).toEqual(['helpful_vote']);
    expect(ev[0]!['data']).toMatchObject({ after: { provider: p.id, provider_slug: p.slug } });
  });
});
