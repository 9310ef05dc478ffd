// Imports (the seed) date what they load: a superuser's create may carry `original_created`
// (pb_hooks/lib/imports.js); anyone else's date is ignored, and PocketBase itself ignores
// `created` in a body.
import { describe, expect, it } from 'vitest';
import { errorCodeOf } from '@/lib/contract/errors';
import { errorOf, makeProvider, makeUser, superuser } from './helpers';

const PAST = '2024-03-05 14:30:00.000Z';
const ageMs = (date: unknown) => Date.now() - Date.parse(String(date).replace(' ', 'T'));

async function setup() {
  const owner = await makeUser({ roles: ['provider'], user_type: 'provider' });
  const author = await makeUser();
  const p = await makeProvider(owner.id);
  return { owner, author, p };
}

const reviewBody = (provider: string) => ({
  provider,
  title: 'Buen servicio',
  review_text: 'Cumplieron lo acordado. Contamos qué servicio contratamos y cómo fue el trabajo.',
  overall_rating: 4,
});

describe('imported dates', () => {
  it("keeps a superuser's original_created on a review, a reply and a report", async () => {
    const { author, p } = await setup();
    const su = superuser();
    const review = await su
      .collection('reviews')
      .create({ ...reviewBody(p.id), reviewer: author.id, original_created: PAST });
    expect(review['created']).toBe(PAST);
    const reply = await su
      .collection('review_replies')
      .create({ review: review.id, body: 'Gracias.', original_created: '2024-03-06T09:00:00Z' });
    expect(reply['created']).toBe('2024-03-06 09:00:00.000Z');
    const reporter = await makeUser();
    const report = await su.collection('review_reports').create({
      review: review.id,
      reporter: reporter.id,
      reason: 'spam',
      original_created: '2024-04-01 08:00:00.000Z',
    });
    expect(report['created']).toBe('2024-04-01 08:00:00.000Z');
    // In a batch too (the seed's path): the body reaches the hook the same way.
    const other = await makeUser();
    const batch = su.createBatch();
    batch
      .collection('reviews')
      .create({ ...reviewBody(p.id), reviewer: other.id, original_created: PAST });
    const [result] = await batch.send();
    expect((result!.body as Record<string, unknown>)['created']).toBe(PAST);
  });

  it("ignores a member's date: the review and the reply are dated now", async () => {
    const { owner, author, p } = await setup();
    const review = await author.pb
      .collection('reviews')
      .create({ ...reviewBody(p.id), original_created: PAST, created: PAST });
    expect(ageMs(review['created'])).toBeLessThan(60_000);
    const reply = await owner.pb
      .collection('review_replies')
      .create({ review: review.id, body: 'Gracias.', original_created: PAST, created: PAST });
    expect(ageMs(reply['created'])).toBeLessThan(60_000);
  });

  it.each([
    ['a future date', new Date(Date.now() + 86_400_000).toISOString()],
    ['an impossible date', '2024-02-30 10:00:00.000Z'],
    ['not a date', 'ayer'],
    ['a date without a time zone', '2024-03-05 14:30:00'],
  ])('refuses %s from a superuser (400 created_invalid)', async (_, value) => {
    const { author, p } = await setup();
    const err = await errorOf(
      superuser()
        .collection('reviews')
        .create({ ...reviewBody(p.id), reviewer: author.id, original_created: value }),
    );
    expect(err.status).toBe(400);
    expect(errorCodeOf(err)).toBe('created_invalid');
  });
});
