// Issue 24 item 10: a member's review text has at least REVIEW_TEXT_MIN characters, checked
// on the server with a Spanish message; older shorter reviews stay, and an edit that keeps
// their text is accepted.
import { describe, expect, it } from 'vitest';
import { REVIEW_TEXT_MIN } from '@/lib/contract/fields';
import { errorCodeOf, errorText } from '@/lib/contract/errors';
import { errorOf, makeProvider, makeUser, superuser } from './helpers';

const LONG = 'Cubrieron tres vacantes de liderazgo en seis semanas, con buen seguimiento.';

describe('the review text minimum', () => {
  it('refuses "Corto." from a member with the Spanish message, and stores nothing', async () => {
    const owner = await makeUser({ user_type: 'provider' });
    const p = await makeProvider(owner.id);
    const member = await makeUser();
    const err = await errorOf(
      member.pb
        .collection('reviews')
        .create({ provider: p.id, title: 'Breve', review_text: 'Corto.', overall_rating: 4 }),
    );
    expect(err.status).toBe(400);
    expect(errorCodeOf(err)).toBe('review_text_short');
    expect(err.response.message).toBe(errorText('review_text_short', { min: REVIEW_TEXT_MIN }));
    expect(err.response.message).toContain('50 caracteres');
    const stored = await superuser()
      .collection('reviews')
      .getList(1, 1, { filter: `provider = "${p.id}"` });
    expect(stored.totalItems).toBe(0);
    // Exactly the minimum is enough.
    await member.pb.collection('reviews').create({
      provider: p.id,
      title: 'Justo',
      review_text: 'x'.repeat(REVIEW_TEXT_MIN),
      overall_rating: 4,
    });
  });

  it('keeps an older short review editable as long as its text is not changed', async () => {
    const owner = await makeUser({ user_type: 'provider' });
    const p = await makeProvider(owner.id);
    const member = await makeUser();
    // Written before the rule (the import path the seed uses).
    const old = await superuser().collection('reviews').create({
      provider: p.id,
      reviewer: member.id,
      title: 'Antigua',
      review_text: 'Bien.',
      overall_rating: 3,
    });
    const retitled = await member.pb
      .collection('reviews')
      .update(old.id, { title: 'Antigua, bien' });
    expect(retitled['review_text']).toBe('Bien.');
    const err = await errorOf(
      member.pb.collection('reviews').update(old.id, { review_text: 'Muy bien.' }),
    );
    expect(errorCodeOf(err)).toBe('review_text_short');
    const longer = await member.pb.collection('reviews').update(old.id, { review_text: LONG });
    expect(longer['review_text']).toBe(LONG);
  });
});
