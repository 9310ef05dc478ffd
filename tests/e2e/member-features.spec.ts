import { expect, test } from '@playwright/test';
import { fileURLToPath } from 'node:url';
import { messages } from '../../src/lib/messages';
import {
  LINKEDIN,
  PB_URL,
  createProvider,
  createUser,
  ensureCategory,
  signIn,
  su,
  unique,
} from './member-fixtures';

const logoPath = fileURLToPath(new URL('../../public/og-default.png', import.meta.url));

test('favourite and unfavourite from the provider page and /favorites', async ({ page }) => {
  const owner = await createUser({ userType: 'provider' });
  const provider = await createProvider(owner);
  const member = await createUser();
  await signIn(page, member);

  await page.goto(`/providers/${provider.slug}`);
  const toggle = page.locator('button[data-favorite-toggle][data-ready="true"]');
  const count = page.locator('[data-favorite-count]');
  await expect(count).toHaveText('0 favoritos');
  await toggle.click();
  await expect(page.getByText(messages.favorites.added)).toBeVisible();
  await expect(toggle).toHaveAttribute('aria-pressed', 'true');
  await expect(count).toHaveText('1 favorito');

  await page.goto('/favorites');
  const card = page.getByTestId('favorite-card');
  await expect(card).toContainText(provider.company_name);
  await expect(card.getByRole('link', { name: messages.favorites.details })).toHaveAttribute(
    'href',
    `/providers/${provider.slug}`,
  );

  await page.goto(`/providers/${provider.slug}`);
  await expect(toggle).toHaveAttribute('aria-pressed', 'true');
  await toggle.click();
  await expect(page.getByText(messages.favorites.removed)).toBeVisible();
  await expect(count).toHaveText('0 favoritos');
  await page.goto('/favorites');
  await expect(page.getByText(messages.favorites.empty)).toBeVisible();
});

test('writes a review once; own company and pending accounts are refused', async ({
  page,
  browser,
}) => {
  const r = messages.review;
  const owner = await createUser({ userType: 'provider' });
  const provider = await createProvider(owner);
  const member = await createUser();
  await signIn(page, member);

  await page.goto(`/write-review?provider=${provider.id}`);
  const form = page.locator('form');
  await expect(page.locator('select[name=provider]')).toHaveValue(provider.id);
  await form.getByRole('button', { name: r.submit }).click();
  await expect(form.getByRole('alert')).toContainText(messages.common.requiredFields);

  await page.getByLabel(r.reviewTitle).fill('Muy buen servicio');
  await page
    .getByLabel(r.reviewText)
    .fill(
      'Nos ayudaron a contratar rápido y bien. Contamos qué servicio contratamos y cómo fue el trabajo.',
    );
  await page.getByRole('radio', { name: r.star(4) }).click();
  await form.getByRole('button', { name: r.submit }).click();
  await expect(page).toHaveURL(/\/dashboard$/);
  await expect(page.getByText(r.success)).toBeVisible();
  await expect(page.getByTestId('count-reviews')).toHaveText('1');

  // The review reaches the provider page.
  await expect
    .poll(async () => (await page.request.get(`/providers/${provider.slug}`)).text(), {
      timeout: 15000,
    })
    .toContain('Muy buen servicio');

  // A second review of the same provider.
  await page.goto(`/write-review?provider=${provider.id}`);
  await page.getByLabel(r.reviewTitle).fill('Otra vez');
  await page
    .getByLabel(r.reviewText)
    .fill('Segundo intento. Contamos qué servicio contratamos y cómo fue el trabajo.');
  await page.getByRole('radio', { name: r.star(5) }).click();
  await form.getByRole('button', { name: r.submit }).click();
  await expect(form.getByRole('alert')).toContainText(r.publishError);

  // The owner cannot review their own company (disabled option with the tooltip).
  const ownerContext = await browser.newContext();
  const ownerPage = await ownerContext.newPage();
  await signIn(ownerPage, owner);
  await ownerPage.goto(`/write-review?provider=${provider.id}`);
  const ownOption = ownerPage.locator(`option[value="${provider.id}"]`);
  await expect(ownOption).toBeDisabled();
  await expect(ownOption).toHaveAttribute('title', r.ownCompanyTooltip);
  await ownerPage.getByLabel(r.reviewTitle).fill('Lo mejor');
  await ownerPage
    .getByLabel(r.reviewText)
    .fill('Somos los mejores. Contamos qué servicio contratamos y cómo fue el trabajo.');
  await ownerPage.getByRole('radio', { name: r.star(5) }).click();
  await ownerPage.locator('form').getByRole('button', { name: r.submit }).click();
  await expect(ownerPage.locator('form').getByRole('alert')).toContainText(r.ownCompany);
  await ownerContext.close();

  // A pending account reads why before any form is filled (the server refuses
  // anyway: tests/integration/behaviour.test.ts).
  const pendingContext = await browser.newContext();
  const pendingPage = await pendingContext.newPage();
  await signIn(pendingPage, await createUser({ approved: false }));
  await pendingPage.goto(`/write-review?provider=${provider.id}`);
  await expect(pendingPage.getByTestId('review-blocked')).toContainText(
    messages.pendingAccounts.reviewBlocked.unconfirmed,
  );
  await expect(pendingPage.locator('form')).toHaveCount(0);
  await pendingContext.close();
});

test('finds the provider to review by part of its name, accents ignored, and reviews it', async ({
  page,
}) => {
  const r = messages.review;
  const tag = unique('x').replace(/-/g, '');
  const owner = await createUser({ userType: 'provider' });
  const provider = await createProvider(owner, `Nómina ${tag}`);
  const member = await createUser();
  await signIn(page, member);

  // Without a preselected provider the list shows the first page of the directory by name.
  await page.goto('/write-review');
  const select = page.locator('select[name=provider]');
  await expect(select).toHaveValue('');
  await expect(page.getByTestId('provider-choices')).not.toBeEmpty();
  await page.getByLabel(r.searchProvider).fill(`NOMINA ${tag.toUpperCase()}`);
  await expect(page.getByTestId('provider-choices')).toHaveText(r.providersFound(1));
  await expect(select.locator('option')).toHaveText([r.selectProvider, provider.company_name]);
  // Enter in the search box never sends the form.
  await page.getByLabel(r.searchProvider).press('Enter');
  await expect(page.locator('form').getByRole('alert')).toHaveCount(0);
  await select.selectOption(provider.id);

  // A search that matches nothing keeps the chosen provider.
  await page.getByLabel(r.searchProvider).fill('zzzz-no-existe');
  await expect(page.getByTestId('provider-choices')).toHaveText(r.noProviderFound);
  await expect(select).toHaveValue(provider.id);

  await page.getByLabel(r.reviewTitle).fill('Encontrado por nombre');
  await page
    .getByLabel(r.reviewText)
    .fill(
      'Lo busqué por una parte del nombre. Contamos qué servicio contratamos y cómo fue el trabajo.',
    );
  await page.getByRole('radio', { name: r.star(5) }).click();
  await page.locator('form').getByRole('button', { name: r.submit }).click();
  await expect(page).toHaveURL(/\/dashboard$/);
  await expect(page.getByText(r.success)).toBeVisible();
});

test('creates a provider with a logo, then edits it from the provider dashboard', async ({
  page,
}) => {
  const f = messages.providerForm;
  await ensureCategory('recruiting', 'Reclutamiento');
  const user = await createUser({ userType: 'provider' });
  await signIn(page, user);
  await page.goto('/create-provider');
  const form = page.locator('form');
  const submit = form.getByRole('button', { name: f.submitCreate });
  await expect(page.getByText(f.selectOneCategory)).toBeVisible();

  await submit.click();
  await expect(form.getByRole('alert')).toContainText(messages.common.requiredFields);
  const name = unique('Talento Claro');
  await page.getByLabel(`${f.companyName} *`).fill(name);
  await page.getByLabel(`${f.description} *`).fill('Reclutamiento especializado en tecnología.');
  await page.getByLabel(`${f.country} *`).selectOption('Chile');
  await submit.click();
  await expect(form.getByRole('alert')).toContainText(f.atLeastOneCategory);
  await page.locator('input[name=categories][value=recruiting]').check();
  await page.getByLabel(f.foundedYear).fill('1850');
  await submit.click();
  await expect(form.getByRole('alert')).toContainText('1900');
  await page.getByLabel(f.foundedYear).fill('2015');
  await page.getByLabel(f.employeeCount).selectOption('11-50');

  await page
    .locator('#logo')
    .setInputFiles({ name: 'nota.txt', mimeType: 'text/plain', buffer: Buffer.from('x') });
  await expect(form.getByRole('alert')).toContainText(f.invalidImage);
  await page.locator('#logo').setInputFiles({
    name: 'grande.png',
    mimeType: 'image/png',
    buffer: Buffer.alloc(5 * 1024 * 1024 + 1),
  });
  await expect(form.getByRole('alert')).toContainText(f.imageTooLarge);
  await page.locator('#logo').setInputFiles(logoPath);
  await expect(page.getByTestId('logo-preview')).toBeVisible();
  await submit.click();
  await expect(page).toHaveURL(/\/dashboard$/);
  await expect(page.getByText(f.createdApproved)).toBeVisible();

  const pb = await su();
  const created = await pb
    .collection('providers')
    .getFirstListItem(pb.filter('user = {:u}', { u: user.id }));
  expect(created['status']).toBe('approved');
  expect(created['logo']).toBeTruthy();
  await expect
    .poll(async () => (await page.request.get(`/providers/${created['slug']}`)).status(), {
      timeout: 15000,
    })
    .toBe(200);
  // New and unrated, it sorts last: find it through the directory's search.
  await expect
    .poll(async () => (await page.request.get(`/providers?q=${encodeURIComponent(name)}`)).text(), {
      timeout: 15000,
    })
    .toContain(name);

  // Provider dashboard: stats, tabs and inline edit.
  const d = messages.providerDashboard;
  await page.goto('/provider-dashboard');
  await expect(page.getByRole('heading', { name })).toBeVisible();
  await expect(page.getByText(d.active)).toBeVisible();
  await page.getByRole('tab', { name: d.tabReviews }).click();
  await expect(page.getByText(d.noReviewsTitle)).toBeVisible();
  await page.getByRole('tab', { name: d.tabProfile }).click();
  // "Editar Perfil" opens the one profile editor, which comes back here.
  await page.getByRole('link', { name: d.editProfile }).click();
  await expect(page).toHaveURL(`/create-provider?edit=${created.id}&desde=panel`);
  await page.getByLabel(f.description).fill('Descripción actualizada desde el panel.');
  await page.getByLabel(f.website).fill('https://talento.example');
  await page.getByRole('button', { name: f.submitEdit }).click();
  await expect(page).toHaveURL(/\/provider-dashboard$/);
  await expect(page.getByText(f.updatedApproved)).toBeVisible();
  await expect(page.getByText('Descripción actualizada desde el panel.')).toBeVisible();
  await expect(page.getByRole('link', { name: 'https://talento.example' })).toBeVisible();

  // Another member may not edit it.
  const other = await createUser();
  const otherContext = await page.context().browser()!.newContext();
  const otherPage = await otherContext.newPage();
  await signIn(otherPage, other);
  await otherPage.goto(`/create-provider?edit=${created.id}`);
  await expect(otherPage).toHaveURL(/\/dashboard$/);
  await expect(otherPage.getByText(f.noPermission)).toBeVisible();
  await otherContext.close();
});

test('settings save; the LinkedIn URL is required once and then locked', async ({
  page,
  request,
}) => {
  const s = messages.settings;
  const pb = await su();
  const user = await createUser({ linkedin: '' });
  await pb.collection('users').update(user.id, { linkedin_url: '' });
  await signIn(page, user);
  await page.goto('/settings');
  await expect(page.getByLabel(s.email, { exact: true })).toBeDisabled();
  await page.getByLabel(s.jobTitle).fill('Directora de Personas');
  await page.getByRole('button', { name: s.save }).click();
  await expect(page.locator('form').getByRole('alert')).toContainText(s.linkedinRequired);
  await page.getByLabel(s.linkedin).fill(LINKEDIN);
  await page.getByRole('button', { name: s.save }).click();
  await expect(page).toHaveURL(/\/dashboard$/);
  await expect(page.getByText(s.updateSuccess)).toBeVisible();

  await page.goto('/settings');
  await expect(page.getByLabel(s.jobTitle)).toHaveValue('Directora de Personas');
  await expect(page.getByLabel(s.linkedin)).toBeDisabled();
  await expect(page.getByText(s.linkedinLocked)).toBeVisible();

  // The server refuses a change of the saved URL.
  const token = await page.evaluate(
    () => JSON.parse(localStorage.getItem('pocketbase_auth')!).token,
  );
  const res = await request.patch(`${PB_URL}/api/collections/users/records/${user.id}`, {
    headers: { Authorization: token },
    data: { linkedin_url: 'https://www.linkedin.com/in/otra' },
  });
  expect(res.status()).toBeGreaterThanOrEqual(400);
});
