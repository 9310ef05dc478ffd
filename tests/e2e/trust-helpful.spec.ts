// Issue 13, slice C: a member marks a review "Útil" on the static provider page and the
// "Más útiles" order of the review pages follows; every order is a static page.
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
  const path = `/providers/${provider.slug}/reviews?orden=utiles`;
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
