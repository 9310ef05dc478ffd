// Google review snippets: the provider page's JSON-LD, review list and counts
// come from the real view model; a review an admin retired, or one held by a report, is in
// none of them.
import { beforeAll, describe, expect, inject, it } from 'vitest';
import { honestText, makeProvider, makeUser, superuser } from './helpers';
import type { ProviderPageView } from '@/lib/view/provider-page';

interface OrganizationLd {
  aggregateRating?: { ratingValue: number; reviewCount: number };
  review?: { name: string; reviewBody: string }[];
}

let data: typeof import('@/lib/data/provider-page');
let ld: typeof import('@/lib/domain/structured-data');

beforeAll(async () => {
  // The renderer's superuser client reads its settings from the environment when loaded.
  process.env['PB_URL'] = inject('pbUrl');
  process.env['PB_SUPERUSER_EMAIL'] = inject('superuserEmail');
  process.env['PB_SUPERUSER_PASSWORD'] = inject('superuserPassword');
  data = await import('@/lib/data/provider-page');
  ld = await import('@/lib/domain/structured-data');
});

describe('provider page JSON-LD with moderated reviews', () => {
  it('leaves a retired review and a held one out of the JSON-LD, the lists and the counts', async () => {
    const owner = await makeUser({ roles: ['provider'], user_type: 'provider' });
    const p = await makeProvider(owner.id);
    const su = superuser();
    const write = async (title: string, rating: number) => {
      const author = await makeUser();
      return author.pb.collection('reviews').create({
        provider: p.id,
        title,
        review_text: `${title}: ${honestText()}`,
        overall_rating: rating,
      });
    };
    await write('Excelente servicio', 5);
    await write('Buen acompañamiento', 4);
    const retired = await write('Reseña retirada', 1);
    const held = await write('Reseña retenida', 2);
    const member = await makeUser();
    await member.pb.collection('review_reports').create({ review: retired.id, reason: 'spam' });
    await su.send(`/api/lp/admin/reviews/${retired.id}/moderation`, {
      method: 'POST',
      body: { decision: 'remove', reason: 'No describe una experiencia real.' },
    });
    await member.pb
      .collection('review_reports')
      .create({ review: held.id, reason: 'personal_data' });

    const view = (await data.loadProviderPage(p.slug)) as ProviderPageView;
    expect(view.provider.total_reviews).toBe(2);
    expect(view.provider.average_rating).toBe(4.5);
    expect(view.reviews.map((r) => r.title).sort()).toEqual([
      'Buen acompañamiento',
      'Excelente servicio',
    ]);
    expect(view.histogram.reduce((n, h) => n + h.count, 0)).toBe(2);
    expect(view.histogram.find((h) => h.stars === 1)?.count).toBe(0);

    const org = ld.providerJsonLd(view, `http://site.test/providers/${p.slug}`) as OrganizationLd;
    expect(org.aggregateRating).toMatchObject({ ratingValue: 4.5, reviewCount: 2 });
    expect(org.review?.map((r) => r.name).sort()).toEqual([
      'Buen acompañamiento',
      'Excelente servicio',
    ]);
    const text = JSON.stringify(org);
    expect(text).not.toContain('retirada');
    expect(text).not.toContain('retenida');

    for (const order of ['utiles', 'recientes', 'mejor', 'peor'] as const) {
      const page = await data.loadProviderReviews(p.slug, order, 1);
      expect(page?.slice.items.map((r) => r.id)).not.toContain(retired.id);
      expect(page?.slice.items.map((r) => r.id)).not.toContain(held.id);
      expect(page?.slice.items).toHaveLength(2);
    }
  });
});
