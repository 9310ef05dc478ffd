// Issue 13, slice A: a provider answers a review from the dashboard; the static provider page
// is re-rendered with the reply (outbox topic review_reply) and the reviewer gets an e-mail.
import { expect, test } from '@playwright/test';
import { honestText } from '../shared/honest-text';
import { until } from './isr-fixtures';
import { createProvider, createUser, signIn, su, waitForMail } from './member-fixtures';

test('a provider replies in the dashboard and the reply appears on the static page', async ({
  page,
  browser,
}) => {
  const owner = await createUser({ userType: 'provider' });
  const reviewer = await createUser({ firstName: 'Lucía' });
  const provider = await createProvider(owner);
  const pb = await su();
  const review = await pb.collection('reviews').create({
    provider: provider.id,
    reviewer: reviewer.id,
    title: 'Proceso de selección impecable',
    review_text: honestText(),
    overall_rating: 5,
  });
  const path = `/providers/${provider.slug}`;
  await until(path, (s, b) => s === 200 && b.includes('Proceso de selección impecable'), 20_000);

  await signIn(page, owner);
  await page.goto('/provider-dashboard');
  await page.getByRole('tab', { name: 'Reviews' }).click();
  const item = page.locator(`[data-dashboard-review="${review.id}"]`);
  await expect(item.getByText('Sin respuesta')).toBeVisible();
  await item.getByRole('button', { name: 'Responder' }).click();
  const answer = 'Gracias por confiar en nosotros, Lucía.';
  await item.getByLabel('Tu respuesta pública').fill(answer);
  await item.getByRole('button', { name: 'Publicar respuesta' }).click();
  await expect(page.getByText('Respuesta publicada')).toBeVisible();
  await expect(item.getByText('Sin respuesta')).toHaveCount(0);

  await until(path, (_, b) => b.includes(answer), 20_000);
  await page.goto(path);
  const shown = page.locator(`#review-${review.id} [data-reply]`);
  await expect(shown.getByText('Respuesta del proveedor')).toBeVisible();
  await expect(shown.getByText(answer)).toBeVisible();
  await expect(page.locator('[data-reply-rate]')).toHaveText('100 % (1 de 1 review)');

  const mail = await waitForMail(reviewer.email);
  expect(mail.subject).toBe(`${provider.company_name} respondió a tu reseña en LaPieza`);
  expect(mail.text).toContain(answer);

  // The reviewer adds the one rejoinder from the dashboard; the page follows.
  const context = await browser.newContext();
  const reviewerPage = await context.newPage();
  await signIn(reviewerPage, reviewer);
  // The e-mail's link opens the dashboard at the reply, which names the provider and links
  // to the review.
  const link = /https?:\/\/\S+\/dashboard#respuesta-[a-z0-9]+/.exec(mail.text)?.[0];
  expect(link).toBeDefined();
  await reviewerPage.goto(new URL(link!).pathname + new URL(link!).hash);
  const row = reviewerPage.locator(`#respuesta-${review.id}`);
  await expect(row.getByText(answer)).toBeVisible();
  await expect(row).toContainText(`${provider.company_name} respondió a tu review`);
  await expect(row.getByRole('link', { name: 'Ver la review y la respuesta' })).toHaveAttribute(
    'href',
    `/providers/${provider.slug}/reviews/${review.id}`,
  );
  await row
    .getByLabel('Tu contestación (solo una, no se puede cambiar)')
    .fill('¡Gracias a ustedes!');
  await row.getByRole('button', { name: 'Enviar contestación' }).click();
  await expect(reviewerPage.getByText('Contestación publicada')).toBeVisible();
  await expect(row.getByRole('button', { name: 'Enviar contestación' })).toHaveCount(0);
  await context.close();
  await until(path, (_, b) => b.includes('¡Gracias a ustedes!'), 20_000);
  await page.goto(path);
  await expect(page.locator(`#review-${review.id} [data-rejoinder]`)).toContainText(
    '¡Gracias a ustedes!',
  );
});
