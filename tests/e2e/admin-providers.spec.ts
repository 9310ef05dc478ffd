import { expect, test } from '@playwright/test';
import { messages } from '../../src/lib/messages';
import {
  BRAND,
  LINKEDIN,
  LIST,
  REBUILD,
  createProvider,
  createUser,
  findProviderRow,
  openTab,
  showsEmptyLists,
  signInAsAdmin,
  statusOf,
  su,
  textOf,
  unique,
  type TestProvider,
  withReason,
} from './admin-fixtures';

const m = messages.admin;

const findRow = findProviderRow;

/** Where the public directory lists the provider: its search endpoint and its server search. */
async function listedPublicly(p: TestProvider): Promise<{ index: boolean; search: boolean }> {
  const index = await textOf(`/api/search?q=${encodeURIComponent(p.company_name)}`);
  const search = await textOf(`/providers?q=${encodeURIComponent(p.company_name)}`);
  return { index: index.includes(`"${p.slug}"`), search: search.includes(`/providers/${p.slug}"`) };
}
const LISTED = { index: true, search: true };
const UNLISTED = { index: false, search: false };

test('rejects a provider with a reason and reactivates it; the public pages follow', async ({
  page,
}) => {
  test.setTimeout(240_000);
  await signInAsAdmin(page);
  const owner = await createUser({ userType: 'provider' });
  const provider = await createProvider(owner, { whatsapp: '+52 (33) 1234-5678' });
  await expect.poll(() => statusOf(`/providers/${provider.slug}`), REBUILD).toBe(200);
  await expect.poll(() => listedPublicly(provider), REBUILD).toEqual(LISTED);

  await page.goto('/lapieza-admin');
  await openTab(page, m.tabApprovedProviders);
  const row = await findRow(page, provider.company_name);
  // The creator's name, e-mail and LinkedIn.
  await expect(row).toContainText(`${owner.firstName} ${owner.lastName}`);
  await expect(row).toContainText(owner.email);
  await expect(row.getByRole('link', { name: m.linkedin })).toHaveAttribute('href', LINKEDIN);

  // Avísale al usuario: wa.me with the digits only and the prefilled approval message.
  const notify = row.getByRole('link', { name: m.notifyUser });
  await expect(notify).toHaveAttribute('target', '_blank');
  const href = new URL((await notify.getAttribute('href'))!);
  expect(`${href.origin}${href.pathname}`).toBe('https://wa.me/523312345678');
  expect(href.searchParams.get('text')).toBe(
    m.notifyMessage(BRAND, provider.company_name, owner.firstName),
  );

  // Cancelled and empty reasons change nothing (an accessible dialog, no browser prompt).
  await row.getByRole('button', { name: m.reject }).click();
  const dialog = page.getByRole('dialog', { name: m.rejectTitle(provider.company_name) });
  await dialog.getByRole('button', { name: 'Cancelar' }).click();
  await expect(dialog).toHaveCount(0);
  await row.getByRole('button', { name: m.reject }).click();
  await dialog.getByRole('button', { name: m.reject }).click();
  await expect(dialog.getByText(m.rejectReasonRequired)).toBeVisible();
  const pb = await su();
  expect((await pb.collection('providers').getOne(provider.id))['status']).toBe('approved');

  await dialog.getByLabel(m.rejectPrompt).fill('Información de contacto falsa');
  await dialog.getByRole('button', { name: m.reject }).click();
  await expect(page.getByText(m.rejected, { exact: true })).toBeVisible();
  await expect(
    page.getByTestId('admin-provider-row').filter({ hasText: provider.company_name }),
  ).toHaveCount(0);
  const rejected = await pb.collection('providers').getOne(provider.id);
  expect([rejected['status'], rejected['admin_notes']]).toEqual([
    'rejected',
    'Información de contacto falsa',
  ]);

  // Public effect: the page 404s (both prefixes) and the directory drops it.
  await expect.poll(() => statusOf(`/providers/${provider.slug}`), REBUILD).toBe(404);
  await expect.poll(() => statusOf(`/proveedores/${provider.slug}`), REBUILD).toBe(404);
  await expect.poll(() => listedPublicly(provider), REBUILD).toEqual(UNLISTED);

  await openTab(page, m.tabBlockedProviders);
  const rejectedRow = await findRow(page, provider.company_name);
  await expect(rejectedRow).toContainText('Información de contacto falsa');
  await expect(rejectedRow).toContainText(owner.email);
  await rejectedRow.getByRole('button', { name: m.reactivate }).click();
  await expect(page.getByText(m.reactivated, { exact: true })).toBeVisible();
  await expect(
    page.getByTestId('admin-provider-row').filter({ hasText: provider.company_name }),
  ).toHaveCount(0);
  const back = await pb.collection('providers').getOne(provider.id);
  expect([back['status'], back['admin_notes'], back['verified']]).toEqual(['approved', '', true]);

  await expect.poll(() => statusOf(`/providers/${provider.slug}`), REBUILD).toBe(200);
  await expect.poll(() => listedPublicly(provider), REBUILD).toEqual(LISTED);
  await openTab(page, m.tabApprovedProviders);
  await findRow(page, provider.company_name);
});

test('offers "Avísale al usuario" only when the provider has a WhatsApp number', async ({
  page,
}) => {
  await signInAsAdmin(page);
  const owner = await createUser({ userType: 'provider' });
  const provider = await createProvider(owner, { whatsapp: '' });
  await page.goto('/lapieza-admin');
  await openTab(page, m.tabApprovedProviders);
  const row = await findRow(page, provider.company_name);
  await expect(row.getByRole('button', { name: m.reject })).toBeVisible();
  await expect(row.getByRole('link', { name: m.notifyUser })).toHaveCount(0);
});

test('shows the empty states of the provider lists', async ({ page }) => {
  await signInAsAdmin(page);
  await showsEmptyLists(
    page,
    '**/api/lp/admin/providers?**',
    ['approved', 'rejected', 'pending', 'unowned'],
    [
      [m.tabApprovedProviders, m.noApprovedProviders],
      [m.tabBlockedProviders, m.noRejectedProviders],
    ],
  );
  await expect(page.getByTestId('stat-approved-providers')).toHaveText('0');
});

test('a failed rejection keeps the admin on the screen with the error', async ({ page }) => {
  await signInAsAdmin(page);
  const owner = await createUser({ userType: 'provider' });
  const provider = await createProvider(owner);
  await page.goto('/lapieza-admin');
  await openTab(page, m.tabApprovedProviders);
  const row = await findRow(page, provider.company_name);
  await page.route(`**/api/collections/providers/records/${provider.id}`, (route) =>
    route.request().method() === 'PATCH'
      ? route.fulfill({ status: 500, contentType: 'application/json', body: '{}' })
      : route.continue(),
  );
  await withReason(page, row.getByRole('button', { name: m.reject }), 'Motivo');
  await expect(page.getByText(m.rejectError)).toBeVisible();
  await expect(row).toBeVisible();
  expect((await (await su()).collection('providers').getOne(provider.id))['status']).toBe(
    'approved',
  );
});

test('searches the providers on the server and pages through them; a reactivation updates the counts', async ({
  page,
}) => {
  test.setTimeout(120_000);
  // The consent banner sits over the bottom of the screen, where the pagination is.
  await page.addInitScript(() => localStorage.setItem('lp_consent', 'accepted'));
  await signInAsAdmin(page);
  const owner = await createUser({ userType: 'provider' });
  const tag = unique('Paginada');
  // Rejected ones: not public, so the web server has no pages to re-render for them.
  const pb = await su();
  const batch = pb.createBatch();
  for (let i = 0; i < 22; i++) {
    batch.collection('providers').create({
      user: owner.id,
      company_name: `Compañía ${tag} ${String(i).padStart(2, '0')}`,
      description: 'Servicios de recursos humanos creados para las pruebas del panel.',
      headquarters_country: 'México',
      categories: ['recruiting'],
      status: 'rejected',
      admin_notes: 'Prueba de paginación',
      verified: true,
    });
  }
  const created = (await batch.send()).map((r) => r.body as { id: string });
  await page.goto('/lapieza-admin');
  await openTab(page, m.tabBlockedProviders);
  const rows = page.getByTestId('admin-provider-row');
  const status = page.getByTestId('admin-page-status');
  await expect(rows.first()).toBeVisible(LIST);

  // Search by company without accents, and by the creator's e-mail: same 22.
  await page.getByRole('searchbox').fill(`compania ${tag}`);
  await expect(status).toHaveText(m.pageStatus(1, 2, 22), LIST);
  await expect(rows).toHaveCount(20);
  // Same totals as the previous search: wait for this search's answer, not for the text.
  const searched = page.waitForResponse(
    (r) =>
      r.url().includes('/api/lp/admin/providers?') &&
      new URL(r.url()).searchParams.get('q') === owner.email,
  );
  await page.getByRole('searchbox').fill(owner.email);
  await searched;
  await expect(status).toHaveText(m.pageStatus(1, 2, 22), LIST);
  await page
    .getByRole('navigation', { name: m.pagination })
    .getByRole('button', { name: m.nextPage })
    .click();
  await expect(status).toHaveText(m.pageStatus(2, 2, 22), LIST);
  await expect(rows).toHaveCount(2);

  const approved = async () =>
    Number(await page.getByTestId('stat-approved-providers').textContent());
  const before = await approved();
  const row = rows.first();
  await row.getByRole('button', { name: m.reactivate }).click();
  await expect(page.getByText(m.reactivated, { exact: true })).toBeVisible();
  await expect(rows).toHaveCount(1);
  await expect(status).toHaveText(m.pageStatus(2, 2, 21));
  expect(await approved()).toBeGreaterThanOrEqual(before + 1);
  for (const p of created) await pb.collection('providers').delete(p.id);
});
