// Issue 13, slice B: a member reports a review on the static provider page and the "En
// revisión" label appears there; an admin decides in the "Reportes" tab and the page follows.
import { expect, test } from '@playwright/test';
import { until } from './isr-fixtures';
import { createProvider, createUser, signIn, su, waitForMail } from './member-fixtures';
import { openTab, signInAsAdmin } from './admin-fixtures';

test('a member reports a review, the label appears, an admin removes it and the page follows', async ({
  page,
  browser,
}) => {
  test.setTimeout(120_000);
  const owner = await createUser({ userType: 'provider' });
  const author = await createUser({ firstName: 'Marta' });
  const member = await createUser();
  const provider = await createProvider(owner);
  const pb = await su();
  const title = `Reseña reportable ${Date.now().toString(36)}`;
  const review = await pb.collection('reviews').create({
    provider: provider.id,
    reviewer: author.id,
    title,
    review_text:
      'Texto con publicidad de otra empresa. Contamos qué servicio contratamos y cómo fue el trabajo.',
    overall_rating: 2,
  });
  const path = `/providers/${provider.slug}`;
  await until(path, (s, b) => s === 200 && b.includes(title), 20_000);

  await signIn(page, member);
  await page.goto(path);
  const item = page.locator(`#review-${review.id}`);
  await item.locator('summary', { hasText: 'Reportar' }).click();
  await item.getByLabel('Motivo').selectOption({ label: 'Publicidad o spam' });
  await item.getByLabel('Detalle (opcional)').fill('Promociona otro servicio.');
  await item.getByRole('button', { name: 'Enviar reporte' }).click();
  await expect(page.getByText('Reporte enviado')).toBeVisible();

  await until(path, (_, b) => b.includes('data-under-review'), 20_000);
  const context = await browser.newContext();
  const visitor = await context.newPage();
  await visitor.goto(path);
  await expect(visitor.locator(`#review-${review.id} [data-under-review]`)).toHaveText(
    'En revisión',
  );

  const admin = await context.newPage();
  await signInAsAdmin(admin);
  await admin.goto('/lapieza-admin');
  await openTab(admin, 'Reportes');
  // The queue is paged (oldest first, 5 a page): find this review by its title.
  await admin.locator('#search-reports').fill(title);
  const card = admin.locator(`[data-report-group="${review.id}"]`);
  await expect(card.getByText('Publicidad o spam')).toBeVisible();
  await card.getByLabel('Motivo de la decisión (se envía al autor)').fill('Es publicidad.');
  await card.getByRole('button', { name: 'Retirar' }).click();
  await expect(admin.getByText('Review retirada')).toBeVisible();

  await until(path, (_, b) => !b.includes(title), 20_000);
  await visitor.goto(path);
  await expect(visitor.getByText(title)).toHaveCount(0);
  const mail = await waitForMail(author.email);
  expect(mail.subject).toBe(`Tu reseña de ${provider.company_name} fue retirada`);
  expect(mail.text).toContain('Motivo: Es publicidad.');

  // Issue 24 item 14: the decided review leaves the queue but "Decididos" finds it, filtered
  // by decision, and restores it; the page shows it again.
  await admin.getByRole('button', { name: 'Decididos' }).click();
  await admin.getByLabel('Decisión').selectOption({ label: 'Retirada' });
  await admin.locator('#search-decided').fill(title);
  const decided = admin.locator(`[data-decided-group="${review.id}"]`);
  await expect(decided.locator('[data-decision]')).toContainText('Retirada el');
  await expect(decided.locator('[data-decision]')).toContainText('Es publicidad.');
  await expect(decided.locator('[data-state]')).toHaveText('Retirada: no se muestra');
  await decided
    .getByLabel('Motivo del restablecimiento (se envía al autor)')
    .fill('Revisado: no es publicidad.');
  await decided.getByRole('button', { name: 'Restablecer' }).click();
  await expect(admin.getByText('Review restablecida')).toBeVisible();
  await expect(decided.locator('[data-state]')).toHaveText('Publicada');
  await expect(decided.getByRole('button', { name: 'Restablecer' })).toHaveCount(0);
  // Kept reviews are not in the "Retirada" filter.
  await admin.getByLabel('Decisión').selectOption({ label: 'Mantenida' });
  await expect(decided).toHaveCount(0);
  await until(path, (_, b) => b.includes(title), 20_000);
  await context.close();
});
