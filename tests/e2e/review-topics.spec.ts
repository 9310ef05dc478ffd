// "Lo que destacan / Lo que critican" on a provider's static page, above its
// reviews: topics with "N de M reviews", an excerpt linking to the review's own page, the
// line on how it is computed linking to the method; a review hidden by moderation leaves the
// counts through the outbox (the page re-renders by itself). Axe clean, no sideways scroll
// at 390 px, no script added.
import { expect, test } from '@playwright/test';
import { createProvider, createUser, su, unique } from './member-fixtures';
import { until } from './isr-fixtures';
import { expectAccessible } from './fixtures/axe';
import { honestText } from '../shared/honest-text';
import { reviewTopicsMessages as m } from '../../src/lib/messages/review-topics';

test('the provider page shows its review topics with counts and excerpts linking to the reviews', async ({
  page,
}) => {
  test.setTimeout(240_000);
  const provider = await createProvider(await createUser({ userType: 'provider' }));
  const pb = await su();
  const daysAgo = (days: number) => new Date(Date.now() - days * 86_400_000).toISOString();
  const reviews: { pros: string; cons: string }[] = [
    { pros: 'Excelente soporte, siempre atentos.', cons: 'Precio alto para empresas pequeñas.' },
    { pros: 'El soporte resolvió todo en horas.', cons: 'Costos adicionales fuera del alcance.' },
    { pros: 'Soporte cercano y reportes claros.', cons: '' },
    { pros: 'No tienen soporte, pero los reportes son buenos.', cons: 'Caro.' },
    { pros: 'Buen soporte técnico.', cons: 'La implementación fue lenta.' },
    { pros: 'Plataforma fácil de usar.', cons: 'Implementación larga.' },
  ];
  const ids: string[] = [];
  for (const [i, r] of reviews.entries()) {
    const rec = await pb.collection('reviews').create({
      provider: provider.id,
      reviewer: (await createUser()).id,
      title: `Experiencia ${i + 1} ${unique('r')}`,
      review_text: honestText(),
      overall_rating: 4,
      pros: r.pros,
      cons: r.cons,
      original_created: daysAgo(30 - i),
    });
    ids.push(rec.id);
  }
  const path = `/providers/${provider.slug}`;
  // The page re-renders by itself after each review (outbox): wait for the sixth.
  await until(path, (s, b) => s === 200 && b.includes(m.count(4, 6)), 60_000);

  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto(path);
  const block = page.locator('[data-review-topics]');
  await expect(block.getByRole('heading', { name: m.praised })).toBeVisible();
  await expect(block.getByRole('heading', { name: m.criticised })).toBeVisible();
  // "No tienen soporte" is not praise: 4 of the 6 reviews praise the support.
  const support = block.locator('[data-topic-side="praised"] [data-topic="aspect:support"]');
  await expect(support).toContainText('Atención y soporte');
  await expect(support).toContainText(m.count(4, 6));
  const price = block.locator('[data-topic-side="criticised"] [data-topic="aspect:price"]');
  await expect(price).toContainText(m.count(3, 6));
  // Above the review list; the histogram and the filters are still there.
  const order = await page.evaluate(() => {
    const at = (sel: string) => {
      const el = document.querySelector(sel);
      return el ? el.getBoundingClientRect().top + window.scrollY : -1;
    };
    return {
      histogram: at('[data-rating-histogram]'),
      topics: at('[data-review-topics]'),
      list: at('[data-review-list]'),
    };
  });
  expect(order.histogram).toBeGreaterThan(0);
  expect(order.topics).toBeGreaterThan(order.histogram);
  expect(order.list).toBeGreaterThan(order.topics);
  expect(
    await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth),
  ).toBeLessThanOrEqual(0);
  await expectAccessible(page, 'provider page with review topics (390 px)');

  // The method line links to the published method.
  const method = block.locator('[data-topics-method] a');
  await expect(method).toHaveAttribute('href', '/como-funcionan-las-reviews#temas');

  // The excerpt links to its review's own page, which shows that review.
  const excerpt = support.locator('[data-topic-excerpt]');
  const reviewId = await excerpt.getAttribute('data-topic-excerpt');
  expect(ids.slice(0, 5)).toContain(reviewId);
  expect(reviewId).not.toBe(ids[3]);
  await excerpt.click();
  await expect(page).toHaveURL(new RegExp(`/providers/${provider.slug}/reviews/${reviewId}$`));

  await page.goto('/como-funcionan-las-reviews#temas');
  await expect(page.locator('#temas')).toBeVisible();

  // Hidden by moderation: out of the counts once the page re-renders by itself.
  await pb.collection('reviews').update(ids[0]!, { moderation: 'removed' });
  await until(path, (s, b) => s === 200 && b.includes(m.count(3, 5)), 60_000);
  await page.goto(path);
  await expect(support).toContainText(m.count(3, 5));
  await expect(price).toContainText(m.count(2, 5));
});
