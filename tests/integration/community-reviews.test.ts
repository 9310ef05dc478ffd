// GET /api/lp/reviews/latest, the read behind /reviews: newest public
// reviews of public providers, filtered, paged, authors of anonymous reviews never output,
// superusers only (the web server renders the page).
import { beforeAll, describe, expect, it } from 'vitest';
import { COMMUNITY_REVIEWS_PER_PAGE } from '@/lib/contract/fields';
import { honestText, anonymous, makeProvider, makeUser, statusOf, superuser, uid } from './helpers';

interface Answer {
  items: {
    id: string;
    title: string;
    overall_rating: number;
    reviewer: { first_name: string } | null;
    provider: { slug: string; company_name: string };
  }[];
  page: number;
  hasMore: boolean;
}

const category = `cr_${uid()}`;
const latest = (query: Record<string, string>) =>
  superuser().send<Answer>('/api/lp/reviews/latest', { query: { categoria: category, ...query } });

describe('the community reviews read', () => {
  const titles: string[] = [];
  let hiddenTitle = '';
  let unapprovedTitle = '';

  beforeAll(async () => {
    const su = superuser();
    await su
      .collection('service_categories')
      .create({ name: category, label: 'Prueba', active: true });
    const owner = await makeUser({ user_type: 'provider' });
    const p = await makeProvider(owner.id, {
      categories: [category],
      headquarters_country: 'Chile',
    });
    const pending = await makeProvider(owner.id, { categories: [category], status: 'pending' });
    // 14 reviews by different members, oldest first, ratings 1..5 in turn.
    for (let i = 0; i < COMMUNITY_REVIEWS_PER_PAGE + 2; i++) {
      const member = await makeUser({ first_name: `Autora${i}` });
      const title = `Reseña comunitaria ${i}`;
      await su.collection('reviews').create({
        provider: p.id,
        reviewer: member.id,
        title,
        review_text: honestText(),
        overall_rating: (i % 5) + 1,
        anonymous: i === 0,
        // Dated a day apart, as the seed imports its history: 14 reviews of one provider in a
        // minute would be a burst (held for verification).
        original_created: new Date(Date.now() - (20 - i) * 86_400_000).toISOString(),
      });
      titles.unshift(title);
    }
    const hidden = await su.collection('reviews').create({
      provider: p.id,
      reviewer: (await makeUser()).id,
      title: 'Retirada',
      review_text: honestText(),
      overall_rating: 1,
      moderation: 'removed',
    });
    hiddenTitle = String(hidden['title']);
    unapprovedTitle = 'De un proveedor pendiente';
    await su.collection('reviews').create({
      provider: pending.id,
      reviewer: (await makeUser()).id,
      title: unapprovedTitle,
      review_text: honestText(),
      overall_rating: 5,
    });
  });

  it('answers the newest public reviews first, one page at a time', async () => {
    const first = await latest({});
    expect(first.items.map((r) => r.title)).toEqual(titles.slice(0, COMMUNITY_REVIEWS_PER_PAGE));
    expect(first.hasMore).toBe(true);
    const second = await latest({ pagina: '2' });
    expect(second.items.map((r) => r.title)).toEqual(titles.slice(COMMUNITY_REVIEWS_PER_PAGE));
    expect(second.hasMore).toBe(false);
    const all = [...first.items, ...second.items].map((r) => r.title);
    expect(all).not.toContain(hiddenTitle);
    expect(all).not.toContain(unapprovedTitle);
  });

  it('filters by stars and country', async () => {
    const fives = await latest({ estrellas: '5' });
    expect(fives.items.length).toBeGreaterThan(0);
    expect(fives.items.every((r) => r.overall_rating === 5)).toBe(true);
    expect((await latest({ pais: 'Chile' })).items).toHaveLength(COMMUNITY_REVIEWS_PER_PAGE);
    expect((await latest({ pais: 'Perú' })).items).toHaveLength(0);
  });

  it('never outputs the author of an anonymous review', async () => {
    const second = await latest({ pagina: '2' });
    const anon = second.items.find((r) => r.title === 'Reseña comunitaria 0');
    expect(anon?.reviewer).toBeNull();
    expect(second.items.find((r) => r.title === 'Reseña comunitaria 1')?.reviewer?.first_name).toBe(
      'Autora1',
    );
  });

  it('refuses bad parameters with 400 and anyone but a superuser', async () => {
    expect(await statusOf(latest({ estrellas: '6' }))).toBe(400);
    expect(await statusOf(latest({ pagina: '0' }))).toBe(400);
    expect(await statusOf(anonymous().send('/api/lp/reviews/latest', {}))).toBe(401);
    const member = await makeUser();
    expect(await statusOf(member.pb.send('/api/lp/reviews/latest', {}))).toBe(403);
  });
});
