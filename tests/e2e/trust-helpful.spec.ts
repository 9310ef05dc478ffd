// Issue 13, slice C: a member marks a review "Útil" on the static provider page and the
// "Más útiles" order of the review pages follows. "Más útiles" is a provider's stored review
// page; the other orders are rendered on each request (docs/DECISIONS.md § A provider's
// review orders).
import { expect, test } from '@playwright/test';
import { until } from './isr-fixtures';
import { createProvider, createUser, signIn, su } from './member-fixtures';

test('an "Útil" vote reorders "Más útiles"', async ({ page }) => {
  test.setTimeout(90_000);
  const owner = await createUser({ userType: 'provider' });
  const provider = await createProvider(owner);
  const pb = await su();
  const tag = Date.now().toString(36);
  const older = await pb.collection('reviews').create({
    provider: provider.id,
    reviewer: (await createUser()).id,
    title: `Antigua ${tag}`,
    review_text: 'Primera reseña. Contamos qué servicio contratamos y cómo fue el trabajo.',
    overall_rating: 2,
  });
  await pb.collection('reviews').create({
    provider: provider.id,
    reviewer: (await createUser()).id,
    title: `Reciente ${tag}`,
    review_text: 'Segunda reseña. Contamos qué servicio contratamos y cómo fue el trabajo.',
    overall_rating: 5,
  });
  const path = `/providers/${provider.slug}/reviews`;
  const firstTitle = (b: string) => {
    const a = b.indexOf(`Antigua ${tag}`);
    const r = b.indexOf(`Reciente ${tag}`);
    return a >= 0 && r >= 0 ? (a < r ? 'antigua' : 'reciente') : null;
  };
  // Without votes: newest first.
  await until(path, (s, b) => s === 200 && firstTitle(b) === 'reciente', 20_000);
  await until(
    `/providers/${provider.slug}/reviews?orden=peor`,
    (s, b) => s === 200 && firstTitle(b) === 'antigua',
    20_000,
  );

  // The stored profile is re-rendered by the outbox (the review pages above were rendered on
  // their first request): wait until it shows both reviews.
  await until(`/providers/${provider.slug}`, (s, b) => s === 200 && firstTitle(b) !== null, 20_000);
  await signIn(page, await createUser());
  await page.goto(`/providers/${provider.slug}`);
  const vote = page.locator(`button[data-helpful-toggle="${older.id}"]`);
  await expect(vote).toHaveAttribute('data-ready', 'true');
  await vote.click();
  await expect(vote).toHaveAttribute('aria-pressed', 'true');
  await expect(page.locator(`[data-helpful-count="${older.id}"]`)).toHaveText(
    '1 persona la encontró útil',
  );

  await until(path, (_, b) => firstTitle(b) === 'antigua', 20_000);
  await page.goto(path);
  await expect(page.locator('[data-review-list] h3').first()).toHaveText(`Antigua ${tag}`);
  await expect(page.locator('[data-rating-histogram] [data-stars="5"] [data-count]')).toHaveText(
    '1',
  );

  // Unmarking puts the order back.
  await page.goto(`/providers/${provider.slug}`);
  await expect(vote).toHaveAttribute('aria-pressed', 'true');
  await vote.click();
  await expect(vote).toHaveAttribute('aria-pressed', 'false');
  await until(path, (_, b) => firstTitle(b) === 'reciente', 20_000);
});

test('the author of a review is offered neither "Útil" nor "Reportar" on it', async ({ page }) => {
  test.setTimeout(90_000);
  const owner = await createUser({ userType: 'provider' });
  const provider = await createProvider(owner);
  const author = await createUser();
  const pb = await su();
  const tag = Date.now().toString(36);
  const mine = await pb.collection('reviews').create({
    provider: provider.id,
    reviewer: author.id,
    title: `Mía ${tag}`,
    review_text:
      'Reseña escrita por quien mira la página. Contamos qué servicio contratamos y cómo fue el trabajo.',
    overall_rating: 4,
  });
  const other = await pb.collection('reviews').create({
    provider: provider.id,
    reviewer: (await createUser()).id,
    title: `Ajena ${tag}`,
    review_text: 'Reseña de otra persona. Contamos qué servicio contratamos y cómo fue el trabajo.',
    overall_rating: 3,
  });
  await until(
    `/providers/${provider.slug}`,
    (s, b) => s === 200 && b.includes(`Mía ${tag}`) && b.includes(`Ajena ${tag}`),
    20_000,
  );
  await signIn(page, author);
  await page.goto(`/providers/${provider.slug}`);
  const own = page.locator(`[data-review-id="${mine.id}"]`);
  await expect(own.locator('[data-own-review]')).toHaveText(
    'Tu review: no puedes marcarla como útil ni reportarla.',
  );
  await expect(own.locator('button[data-helpful-toggle]')).toHaveCount(0);
  await expect(own.locator('details[data-report-review]')).toHaveCount(0);
  // Someone else's review keeps both.
  const theirs = page.locator(`[data-review-id="${other.id}"]`);
  await expect(theirs.locator('button[data-helpful-toggle]')).toHaveAttribute('data-ready', 'true');
  await expect(theirs.locator('details[data-report-review]')).toBeVisible();
});

test('"Más útiles" is the stored review page at one address; the other orders are rendered on each request and not indexed', async ({
  page,
  request,
}) => {
  test.setTimeout(90_000);
  const owner = await createUser({ userType: 'provider' });
  const provider = await createProvider(owner);
  const pb = await su();
  const tag = Date.now().toString(36);
  for (const [title, overall_rating] of [
    [`Baja ${tag}`, 1],
    [`Alta ${tag}`, 5],
  ] as const) {
    await pb.collection('reviews').create({
      provider: provider.id,
      reviewer: (await createUser()).id,
      title,
      review_text: `${title}. Contamos qué servicio contratamos y cómo fue el trabajo.`,
      overall_rating,
    });
  }
  const base = `/providers/${provider.slug}/reviews`;
  await until(
    base,
    (s, b) => s === 200 && b.includes(`Baja ${tag}`) && b.includes(`Alta ${tag}`),
    20_000,
  );

  // The default order has one address: `?orden=utiles` (older links) leads to it.
  const moved = await request.get(`${base}?orden=utiles`, { maxRedirects: 0 });
  expect(moved.status()).toBe(301);
  expect(moved.headers()['location']).toBe(base);
  // It is the stored page (revalidated by caches); another order is rendered for each request.
  expect((await request.get(base)).headers()['cache-control']).toBe(
    'public, max-age=0, must-revalidate',
  );
  expect((await request.get(`${base}?orden=peor`)).headers()['cache-control']).toBe('no-store');

  await page.goto(base);
  const orders = page.locator('[data-review-orders] a');
  await expect(orders.first()).toHaveText('Más útiles');
  await expect(orders.first()).toHaveAttribute('href', base);
  await expect(orders.first()).toHaveAttribute('aria-current', 'page');
  await expect(page.locator('meta[name="robots"]')).toHaveCount(0);
  await expect(page.locator('link[rel="canonical"]')).toHaveAttribute(
    'href',
    new RegExp(`${base}$`),
  );

  await page.getByRole('link', { name: 'Peor calificación' }).click();
  await expect(page).toHaveURL(new RegExp(`${base}\\?orden=peor$`));
  await expect(page.locator('[data-review-list] h3').first()).toHaveText(`Baja ${tag}`);
  await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', 'noindex');
  await expect(page.locator('link[rel="canonical"]')).toHaveAttribute(
    'href',
    new RegExp(`${base}\\?orden=peor$`),
  );
  // A new review is in every order at once: nothing of them is stored to re-render.
  await pb.collection('reviews').create({
    provider: provider.id,
    reviewer: (await createUser()).id,
    title: `Peor ${tag}`,
    review_text: `Peor ${tag}. Contamos qué servicio contratamos y cómo fue el trabajo.`,
    overall_rating: 1,
  });
  await until(`${base}?orden=recientes`, (s, b) => s === 200 && b.includes(`Peor ${tag}`), 20_000);
});
