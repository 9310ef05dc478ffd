// "Lo que destacan / Lo que critican" on the provider page's real view model. A
// review published, edited, hidden, restored and deleted moves the provider's topics and
// counts exactly: after every step of random sequences they equal a recount over the reviews
// the test knows to be public (its own model, not the server's list).
import { beforeAll, describe, expect, inject, it } from 'vitest';
import { anonymous, honestText, makeProvider, makeUser, superuser, type Actor } from './helpers';
import { comparisonSlug } from '@/lib/contract/paths';
import { reviewTopics, type TopicReview } from '@/lib/domain/review-topics';
import type { ProviderPageView } from '@/lib/view/provider-page';

let data: typeof import('@/lib/data/provider-page');
let snapshot: typeof import('@/lib/data/snapshot');
let comparisons: typeof import('@/lib/data/comparisons');
let categoryPages: typeof import('@/lib/data/category-pages');
let reviewsData: typeof import('@/lib/data/reviews');

beforeAll(async () => {
  // The renderer's superuser client reads its settings from the environment when loaded.
  process.env['PB_URL'] = inject('pbUrl');
  process.env['PB_SUPERUSER_EMAIL'] = inject('superuserEmail');
  process.env['PB_SUPERUSER_PASSWORD'] = inject('superuserPassword');
  data = await import('@/lib/data/provider-page');
  snapshot = await import('@/lib/data/snapshot');
  comparisons = await import('@/lib/data/comparisons');
  categoryPages = await import('@/lib/data/category-pages');
  reviewsData = await import('@/lib/data/reviews');
});

const PROS = [
  'Excelente soporte, responden en horas.',
  'Precios competitivos para el mercado.',
  'Plataforma fácil de usar.',
  'Reportes claros y a tiempo.',
  'Conocen muy bien la legislación laboral.',
  'No tienen soporte, pero el precio es justo.',
  'Buena capacitación al equipo.',
  '',
];
const CONS = [
  'El soporte fuera de horario es limitado.',
  'La implementación inicial es algo lenta.',
  'Costos adicionales por servicios fuera del alcance.',
  'Poca personalización en los reportes.',
  'La aplicación móvil necesita mejoras.',
  '',
];

/** A small seeded generator (mulberry32): a failing sequence can be replayed by its seed. */
function rng(seed: number) {
  let a = seed >>> 0;
  const next = () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  return { pick: <T>(xs: readonly T[]): T => xs[Math.floor(next() * xs.length)]!, next };
}

interface Known extends TopicReview {
  author: Actor;
  public: boolean;
}

async function topicsOf(slug: string) {
  // Each step reads PocketBase again, as the revalidator's pass after an outbox event does.
  snapshot.bumpDataGeneration();
  const view = (await data.loadProviderPage(slug)) as ProviderPageView;
  return view.topics;
}

const recount = (known: Iterable<Known>) =>
  reviewTopics(
    [...known]
      .filter((r) => r.public)
      .map(({ id, pros, cons, helpful_count, created }) => ({
        id,
        pros,
        cons,
        helpful_count,
        created,
      })),
  );

describe('review topics follow the public reviews', () => {
  it('moves topics and counts exactly on publish, edit, hide and delete', async () => {
    const owner = await makeUser({ roles: ['provider'], user_type: 'provider' });
    const p = await makeProvider(owner.id);
    const write = async (pros: string, cons: string) => {
      const author = await makeUser();
      const r = await author.pb.collection('reviews').create({
        provider: p.id,
        title: 'Experiencia con el proveedor',
        review_text: honestText(),
        overall_rating: 4,
        pros,
        cons,
      });
      return { author, id: r.id };
    };
    const first = await write('Excelente soporte.', 'Precio alto.');
    await write('Soporte atento.', 'Costos ocultos.');
    await write('Buen soporte técnico.', '');
    await write('Reportes claros.', 'Caro.');
    expect(await topicsOf(p.slug)).toBeNull();
    const fifth = await write('No tienen soporte.', '');

    let topics = (await topicsOf(p.slug))!;
    const support = () => topics.praised.find((t) => t.aspect === 'support');
    const price = () => topics.criticised.find((t) => t.aspect === 'price');
    expect(topics.total).toBe(5);
    // "No tienen soporte" in pros is not praise of the support.
    expect(support()?.count).toBe(3);
    expect(price()?.count).toBe(3);

    // Edited: its old praise goes, its new criticism comes.
    await first.author.pb
      .collection('reviews')
      .update(first.id, { pros: 'Plataforma estable.', cons: 'Soporte lento.' });
    topics = (await topicsOf(p.slug))!;
    expect(support()?.count).toBe(2);
    expect(price()?.count).toBe(2);

    // Hidden by moderation: out of the counts and the denominator.
    const su = superuser();
    await su.collection('reviews').update(fifth.id, { moderation: 'removed' });
    expect(await topicsOf(p.slug)).toBeNull();
    await su.collection('reviews').update(fifth.id, { moderation: '' });
    expect((await topicsOf(p.slug))?.total).toBe(5);

    // Deleted by its author: its topics disappear with it.
    await first.author.pb.collection('reviews').delete(first.id);
    expect(await topicsOf(p.slug)).toBeNull();
  });

  it.each([11, 29])(
    'equals a recount over the public reviews after a random sequence (seed %i)',
    async (seed) => {
      const r = rng(seed);
      const owner = await makeUser({ roles: ['provider'], user_type: 'provider' });
      const p = await makeProvider(owner.id);
      const su = superuser();
      const known = new Map<string, Known>();
      const authors = await Promise.all(Array.from({ length: 10 }, () => makeUser()));
      const done = new Set<string>();
      let shown = 0;
      for (let step = 0; step < 26; step++) {
        const free = authors.filter((a) => ![...known.values()].some((k) => k.author === a));
        const existing = [...known.values()];
        const op =
          step < 7 || existing.length === 0
            ? 'publish'
            : r.pick(['publish', 'publish', 'edit', 'edit', 'hide', 'restore', 'delete'] as const);
        if (op === 'publish' && free.length > 0) {
          const author = r.pick(free);
          const pros = r.pick(PROS);
          const cons = r.pick(CONS);
          const rec = await author.pb.collection('reviews').create({
            provider: p.id,
            title: 'Nuestra experiencia',
            review_text: honestText(),
            overall_rating: 1 + Math.floor(r.next() * 5),
            pros,
            cons,
          });
          known.set(rec.id, {
            id: rec.id,
            pros,
            cons,
            helpful_count: 0,
            created: String(rec['created']),
            author,
            // A review the integrity signals hold (a burst) starts hidden, as the server says.
            public: rec['hidden'] !== true,
          });
        } else if (op === 'edit' && existing.length > 0) {
          const k = r.pick(existing);
          const change = { pros: r.pick(PROS), cons: r.pick(CONS) };
          await k.author.pb.collection('reviews').update(k.id, change);
          Object.assign(k, change);
        } else if (op === 'hide' && existing.length > 0) {
          const k = r.pick(existing);
          await su.collection('reviews').update(k.id, { moderation: 'removed' });
          k.public = false;
        } else if (op === 'restore' && existing.length > 0) {
          const k = r.pick(existing);
          await su.collection('reviews').update(k.id, { moderation: '' });
          k.public = true;
        } else if (op === 'delete' && existing.length > 0) {
          const k = r.pick(existing);
          await k.author.pb.collection('reviews').delete(k.id);
          known.delete(k.id);
        }
        const expected = recount(known.values());
        expect(await topicsOf(p.slug), `seed ${seed}, step ${step} (${op})`).toEqual(expected);
        done.add(op);
        if (expected) shown++;
      }
      // The sequence did exercise every change, with topics shown along the way.
      expect([...done].sort()).toEqual(['delete', 'edit', 'hide', 'publish', 'restore']);
      expect(shown).toBeGreaterThan(10);
    },
    120_000,
  );
});

describe('review topics on comparisons and category × country pages', () => {
  const writeReviews = async (providerId: string, n: number) => {
    const ids: string[] = [];
    for (let i = 0; i < n; i++) {
      const author = await makeUser();
      // Dated days apart, as imported history is: more than five in a day would be a burst
      // (the excess held for verification).
      const r = await superuser()
        .collection('reviews')
        .create({
          reviewer: author.id,
          original_created: new Date(Date.now() - (30 - i) * 86_400_000).toISOString(),
          provider: providerId,
          title: 'Experiencia con el proveedor',
          review_text: honestText(),
          overall_rating: 4,
          pros: i % 2 ? 'Soporte atento.' : 'Buen soporte y precio justo.',
          cons: 'Reportes incompletos.',
        });
      ids.push(r.id);
    }
    return ids;
  };

  it("puts each compared provider's topics side by side (none under five reviews)", async () => {
    const owner = await makeUser({ roles: ['provider'], user_type: 'provider' });
    const a = await makeProvider(owner.id);
    const b = await makeProvider(owner.id);
    await writeReviews(a.id, 5);
    await writeReviews(b.id, 2);
    snapshot.bumpDataGeneration();
    const view = await comparisons.loadComparison(
      comparisonSlug(String(a['company_name']), String(b['company_name'])),
      null,
    );
    expect(view.providers.map((p) => p.id)).toEqual([a.id, b.id]);
    const topics = view.topics[a.id]!;
    expect(topics.total).toBe(5);
    expect(topics.praised.find((t) => t.aspect === 'support')?.count).toBe(5);
    expect(topics.criticised.find((t) => t.aspect === 'reports')?.count).toBe(5);
    expect(view.topics[b.id]).toBeNull();
  });

  it('sums the public reviews of every provider of a category × country listing', async () => {
    const owner = await makeUser({ roles: ['provider'], user_type: 'provider' });
    const p = await makeProvider(owner.id, {
      headquarters_country: 'Uruguay',
      categories: ['benefits'],
    });
    const ids = await writeReviews(p.id, 6);
    const load = async () => {
      snapshot.bumpDataGeneration();
      return categoryPages.loadCategoryListing(
        'benefits',
        'uruguay',
        new URL('http://site.test/proveedores/categoria/benefits/uruguay'),
      );
    };
    // Every public review of the listed providers, as their stored counts say.
    const publicTotal = async () => {
      const listed = await anonymous().collection('providers').getFullList({
        filter: "categories ~ 'benefits' && headquarters_country = 'Uruguay'",
        fields: 'total_reviews',
      });
      return listed.reduce((n, x) => n + Number(x['total_reviews']), 0);
    };
    const before = (await load())!.topics!;
    expect(before.total).toBe(await publicTotal());
    expect(before.praised.find((t) => t.aspect === 'support')?.reviews).toBeGreaterThanOrEqual(3);

    await superuser().collection('reviews').update(ids[0]!, { moderation: 'removed' });
    const after = (await load())!.topics!;
    expect(after.total).toBe(before.total - 1);
    expect(after.total).toBe(await publicTotal());
    const support = (t: typeof before) => t.praised.find((x) => x.aspect === 'support')!.reviews;
    expect(support(after)).toBe(support(before) - 1);
  });
});

describe('review dates of the market maps', () => {
  it("keeps a provider's dates between changes that name others, reads them again when a change names it, the same as a read of every provider", async () => {
    const owner = await makeUser({ roles: ['provider'], user_type: 'provider' });
    const p = await makeProvider(owner.id);
    const other = await makeProvider(owner.id);
    const write = async (daysAgo: number) => {
      const author = await makeUser();
      const r = await superuser()
        .collection('reviews')
        .create({
          reviewer: author.id,
          original_created: new Date(Date.now() - daysAgo * 86_400_000).toISOString(),
          provider: p.id,
          title: 'Experiencia con el proveedor',
          review_text: honestText(),
          overall_rating: 4,
        });
      return String(r['created']);
    };
    const first = [await write(20), await write(10)];
    snapshot.bumpDataGeneration();
    const before = await reviewsData.listPublicReviewDates(p.id);
    expect(before).toEqual([...first].sort().reverse());

    const third = await write(5);
    // A change of another provider: the kept dates stand (this one was not re-read).
    snapshot.bumpDataGeneration([other.id]);
    expect(await reviewsData.listPublicReviewDates(p.id)).toEqual(before);
    // A change naming it: read again, newest first.
    snapshot.bumpDataGeneration([p.id]);
    const after = await reviewsData.listPublicReviewDates(p.id);
    expect(after).toEqual([...first, third].sort().reverse());
    // The same strings as the read of every public provider's dates (a pre-render's).
    snapshot.bumpDataGeneration(null, { bulk: true });
    expect(await reviewsData.listPublicReviewDates(p.id)).toEqual(after);
  });
});
