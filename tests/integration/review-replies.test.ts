// Issue 13, slice A: provider replies. Who may do what is in permissions.test.ts
// (review_replies); this file checks the behaviour: codes, "editada", one reply and one
// rejoinder, the outbox row, and the e-mail to the reviewer (own PocketBase + SMTP catcher).
import { beforeAll, describe, expect, it } from 'vitest';
import { errorCodeOf } from '@/lib/contract/errors';
import {
  anonymous,
  errorOf,
  makeProvider,
  makeUser,
  ownStack,
  superuser,
  type Actor,
} from './helpers';

async function reviewOf(providerId: string, reviewer: string) {
  return superuser().collection('reviews').create({
    provider: providerId,
    reviewer,
    title: 'Buen servicio',
    review_text:
      'Nos ayudaron a contratar rápido. Contamos qué servicio contratamos y cómo fue el trabajo.',
    overall_rating: 4,
  });
}

describe('provider replies', () => {
  let owner: Actor;
  let hr: Actor;
  let provider: { id: string; slug: string };

  beforeAll(async () => {
    [owner, hr] = await Promise.all([
      makeUser({ roles: ['provider'], user_type: 'provider' }),
      makeUser(),
    ]);
    provider = await makeProvider(owner.id);
  });

  it('lets the owner reply once, and refuses a second reply with reply_duplicate', async () => {
    const review = await reviewOf(provider.id, hr.id);
    const reply = await owner.pb
      .collection('review_replies')
      .create({ review: review.id, body: '  Gracias por tu reseña.  ' });
    expect(reply['body']).toBe('Gracias por tu reseña.');
    expect(reply['provider']).toBe(provider.id);
    expect(reply['edited_at']).toBe('');
    expect(reply['author']).toBeUndefined(); // hidden
    const err = await errorOf(
      owner.pb.collection('review_replies').create({ review: review.id, body: 'Otra' }),
    );
    expect(err.status).toBe(400);
    expect(errorCodeOf(err)).toBe('reply_duplicate');
  });

  it("refuses a reply from someone who does not own the review's provider (403 reply_owner_only)", async () => {
    const review = await reviewOf(provider.id, (await makeUser()).id);
    const err = await errorOf(
      hr.pb.collection('review_replies').create({ review: review.id, body: 'Hola' }),
    );
    expect(err.status).toBe(403);
    expect(errorCodeOf(err)).toBe('reply_owner_only');
  });

  it('ignores a provider sent by the client: the reply belongs to the review’s provider', async () => {
    const other = await makeProvider(owner.id);
    const review = await reviewOf(provider.id, (await makeUser()).id);
    const reply = await owner.pb
      .collection('review_replies')
      .create({ review: review.id, provider: other.id, body: 'Hola' });
    expect(reply['provider']).toBe(provider.id);
  });

  it('marks an edited reply with edited_at and keeps client dates out', async () => {
    const review = await reviewOf(provider.id, (await makeUser()).id);
    const reply = await owner.pb
      .collection('review_replies')
      .create({ review: review.id, body: 'Primera versión', edited_at: '2020-01-01 00:00:00Z' });
    expect(reply['edited_at']).toBe('');
    const edited = await owner.pb
      .collection('review_replies')
      .update(reply.id, { body: 'Segunda versión' });
    expect(edited['body']).toBe('Segunda versión');
    expect(Date.parse(String(edited['edited_at']).replace(' ', 'T'))).toBeGreaterThan(
      Date.now() - 60_000,
    );
    const err = await errorOf(
      owner.pb.collection('review_replies').update(reply.id, { body: ' ' }),
    );
    expect(errorCodeOf(err)).toBe('reply_required');
  });

  it('lets the reviewer add one rejoinder, never change it, and never edit the reply', async () => {
    const p = await makeProvider(owner.id);
    const review = await reviewOf(p.id, hr.id);
    const reply = await owner.pb
      .collection('review_replies')
      .create({ review: review.id, body: 'Gracias' });
    const notBody = await errorOf(
      hr.pb.collection('review_replies').update(reply.id, { body: 'Cambiada' }),
    );
    expect(notBody.status).toBe(403);
    expect(errorCodeOf(notBody)).toBe('reply_owner_only');
    const withRejoinder = await hr.pb
      .collection('review_replies')
      .update(reply.id, { rejoinder: 'Gracias a ustedes.' });
    expect(withRejoinder['rejoinder']).toBe('Gracias a ustedes.');
    expect(withRejoinder['rejoinder_at']).not.toBe('');
    const again = await errorOf(
      hr.pb.collection('review_replies').update(reply.id, { rejoinder: 'Otra cosa' }),
    );
    expect(again.status).toBe(403);
    expect(errorCodeOf(again)).toBe('rejoinder_once');
    const ownerRejoinder = await errorOf(
      owner.pb.collection('review_replies').update(reply.id, { rejoinder: 'x' }),
    );
    expect(errorCodeOf(ownerRejoinder)).toBe('rejoinder_reviewer_only');
  });

  it('refuses moving a reply to another review (403 reply_fixed_fields)', async () => {
    const a = await reviewOf(provider.id, (await makeUser()).id);
    const b = await reviewOf(provider.id, (await makeUser()).id);
    const reply = await owner.pb
      .collection('review_replies')
      .create({ review: a.id, body: 'Hola' });
    const err = await errorOf(
      owner.pb.collection('review_replies').update(reply.id, { review: b.id }),
    );
    expect(err.status).toBe(403);
    expect(errorCodeOf(err)).toBe('reply_fixed_fields');
  });

  it('writes a review_reply outbox row with the provider and its slug', async () => {
    const review = await reviewOf(provider.id, (await makeUser()).id);
    const reply = await owner.pb
      .collection('review_replies')
      .create({ review: review.id, body: 'Hola' });
    const events = await superuser()
      .collection('change_events')
      .getFullList({ filter: superuser().filter('record_id = {:id}', { id: reply.id }) });
    expect(events).toHaveLength(1);
    expect(events[0]!['topic']).toBe('review_reply');
    expect(events[0]!['data']).toMatchObject({
      before: null,
      after: { id: reply.id, provider: provider.id, provider_slug: provider.slug },
    });
  });

  it('hides replies of a provider that is not public from visitors, not from its owner', async () => {
    const hidden = await makeProvider(owner.id);
    const review = await reviewOf(hidden.id, (await makeUser()).id);
    const reply = await owner.pb
      .collection('review_replies')
      .create({ review: review.id, body: 'Hola' });
    await superuser()
      .collection('providers')
      .update(hidden.id, { status: 'rejected', admin_notes: 'x' });
    const visitor = await anonymous()
      .collection('review_replies')
      .getList(1, 10, { filter: `id = "${reply.id}"` });
    expect(visitor.items).toHaveLength(0);
    expect((await owner.pb.collection('review_replies').getOne(reply.id)).id).toBe(reply.id);
  });

  it('deletes the reply with its review', async () => {
    const review = await reviewOf(provider.id, (await makeUser()).id);
    const reply = await owner.pb
      .collection('review_replies')
      .create({ review: review.id, body: 'Hola' });
    await superuser().collection('reviews').delete(review.id);
    const left = await superuser()
      .collection('review_replies')
      .getList(1, 1, { filter: `id = "${reply.id}"` });
    expect(left.totalItems).toBe(0);
  });
});

describe('the e-mail to the reviewer', () => {
  const stack = ownStack('replies', { mail: true, env: { BRAND_NAME: 'LaPieza' } });

  it('reaches the reviewer in Spanish with the reply and a link to the review', async () => {
    const su = stack.su;
    await su
      .collection('service_categories')
      .create({ name: 'recruiting', label: 'Recruiting', active: true });
    const user = (email: string, extra: Record<string, unknown>) =>
      su.collection('users').create({
        email,
        password: 'secret123',
        passwordConfirm: 'secret123',
        first_name: 'Lucía',
        last_name: 'Gómez',
        linkedin_url: `https://www.linkedin.com/in/${email.split('@')[0]}`,
        approved: true,
        verified: true,
        ...extra,
      });
    const owner = await user('dueno@example.com', { roles: ['provider'], user_type: 'provider' });
    const reviewer = await user('resena@example.com', {});
    const provider = await su.collection('providers').create({
      company_name: 'Talento Uno',
      description: 'Servicios de recursos humanos.',
      headquarters_country: 'México',
      categories: ['recruiting'],
      status: 'approved',
      verified: true,
      user: owner.id,
    });
    const review = await su.collection('reviews').create({
      provider: provider.id,
      reviewer: reviewer.id,
      title: 'Muy buen proceso',
      review_text:
        'Cubrieron la vacante en dos semanas. Contamos qué servicio contratamos y cómo fue el trabajo.',
      overall_rating: 5,
    });
    const ownerPb = await su.collection('users').impersonate(owner.id, 600);
    await ownerPb
      .collection('review_replies')
      .create({ review: review.id, body: 'Gracias, Lucía: fue un gusto trabajar con ustedes.' });

    let found: { subject: string; text: string; to: string[] } | undefined;
    for (let i = 0; i < 50 && !found; i++) {
      found = (stack.mail.messages() as { subject: string; text: string; to: string[] }[]).find(
        (m) => m.to.includes('resena@example.com'),
      );
      if (!found) await new Promise((r) => setTimeout(r, 100));
    }
    expect(found).toBeDefined();
    expect(found!.subject).toBe('Talento Uno respondió a tu reseña en LaPieza');
    expect(found!.text).toContain('Hola Lucía:');
    expect(found!.text).toContain('Gracias, Lucía: fue un gusto trabajar con ustedes.');
    // The link leads to where the reviewer can answer (the dashboard).
    expect(found!.text).toContain(`http://site.test/dashboard#respuesta-${review.id}`);
    expect(
      stack.mail.messages().filter((m) => (m as { to: string[] }).to.includes('dueno@example.com')),
    ).toHaveLength(0);

    // An imported reply (the seed: a superuser's, dated in the past) is history: no e-mail.
    const reviewBy = async (email: string, extra: Record<string, unknown> = {}) =>
      su.collection('reviews').create({
        provider: provider.id,
        reviewer: (await user(email, {})).id,
        title: 'Otra reseña',
        review_text: 'Texto. Contamos qué servicio contratamos y cómo fue el trabajo.',
        overall_rating: 4,
        ...extra,
      });
    const old = await reviewBy('historia@example.com', {
      original_created: '2025-01-10 10:00:00.000Z',
    });
    await su.collection('review_replies').create({
      review: old.id,
      body: 'Respuesta importada.',
      original_created: '2025-01-11 10:00:00.000Z',
    });
    // A fresh reply after it still e-mails: the catcher has seen everything sent before it.
    const fresh = await reviewBy('despues@example.com');
    await ownerPb.collection('review_replies').create({ review: fresh.id, body: 'Gracias.' });
    const to = (address: string) =>
      stack.mail.messages().filter((m) => (m as { to: string[] }).to.includes(address));
    for (let i = 0; i < 50 && to('despues@example.com').length === 0; i++) {
      await new Promise((r) => setTimeout(r, 100));
    }
    expect(to('despues@example.com')).toHaveLength(1);
    expect(to('historia@example.com')).toHaveLength(0);
  }, 60_000);
});
