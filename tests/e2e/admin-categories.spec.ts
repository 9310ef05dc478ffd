import { expect, test } from '@playwright/test';
import { messages } from '../../src/lib/messages';
import { REBUILD, openTab, signInAsAdmin, su, textOf } from './admin-fixtures';

const m = messages.admin;

const onCategoriesPage = async (label: string) => (await textOf('/categories')).includes(label);

test('creates, edits, deactivates and deletes a category; /categories follows', async ({
  page,
}) => {
  test.setTimeout(300_000);
  await signInAsAdmin(page);
  const id = `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;
  const name = `cultura_org_${id}`;
  const label = `Cultura Org ${id}`;

  await page.goto('/lapieza-admin');
  await openTab(page, m.tabCategories);
  await expect(page.getByTestId('admin-category-row').first()).toBeVisible();

  // Creating: the other actions wait.
  await page.getByRole('button', { name: m.newCategory }).click();
  const form = page.getByRole('form', { name: m.newCategory });
  await expect(page.getByRole('button', { name: m.newCategory })).toBeDisabled();
  await expect(page.getByRole('button', { name: /^Editar / }).first()).toBeDisabled();
  await expect(page.getByRole('button', { name: /^Eliminar / }).first()).toBeDisabled();

  await form.getByRole('button', { name: m.create }).click();
  await expect(form.getByRole('alert')).toHaveText(m.categoryRequired);

  // The name is normalised: lowercase, whitespace to underscores.
  await form.getByLabel(m.categoryName).fill(`  Cultura   Org ${id.toUpperCase()} `);
  await form.getByLabel(m.categoryLabel).fill(label);
  await form.getByLabel(m.categoryDescription).fill('Clima, valores y cultura.');
  await form.getByRole('button', { name: m.create }).click();
  await expect(page.getByText(m.categoryCreated)).toBeVisible();
  const row = page.locator(`[data-category="${name}"]`);
  await expect(row).toContainText(label);
  await expect(row).toContainText('Clima, valores y cultura.');
  await expect(page.getByRole('button', { name: m.newCategory })).toBeEnabled();
  await expect.poll(() => onCategoriesPage(label), REBUILD).toBe(true);

  // Duplicate caught in the browser…
  await page.getByRole('button', { name: m.newCategory }).click();
  await form.getByLabel(m.categoryName).fill(`Cultura Org ${id}`);
  await form.getByLabel(m.categoryLabel).fill('Otra');
  await form.getByRole('button', { name: m.create }).click();
  await expect(form.getByRole('alert')).toHaveText(m.categoryDuplicate);
  // …and by the server, for a name created meanwhile by someone else.
  const pb = await su();
  const other = await pb
    .collection('service_categories')
    .create({ name: `${name}_b`, label: `Otra ${id}`, active: true });
  await form.getByLabel(m.categoryName).fill(`${name} b`);
  await form.getByRole('button', { name: m.create }).click();
  await expect(form.getByRole('alert')).toHaveText(m.categoryDuplicate);
  await expect(page.getByText(m.categoryDuplicate).first()).toBeVisible();
  await form.getByRole('button', { name: m.cancel }).click();
  await pb.collection('service_categories').delete(other.id);

  // Editing: the name is locked; label and active change.
  await row.getByRole('button', { name: m.edit }).click();
  const edit = page.getByRole('form', { name: m.edit });
  await expect(edit.getByLabel(m.categoryName)).toBeDisabled();
  await expect(edit.getByLabel(m.categoryName)).toHaveValue(name);
  await expect(page.getByRole('button', { name: m.newCategory })).toBeDisabled();
  await edit.getByLabel(m.categoryLabel).fill('');
  await edit.getByRole('button', { name: m.save }).click();
  await expect(edit.getByRole('alert')).toHaveText(m.categoryRequired);
  const renamed = `Cultura Renovada ${id}`;
  await edit.getByLabel(m.categoryLabel).fill(renamed);
  await edit.getByRole('button', { name: m.save }).click();
  await expect(page.getByText(m.categoryUpdated)).toBeVisible();
  await expect(row).toContainText(renamed);
  await expect.poll(() => onCategoriesPage(renamed), REBUILD).toBe(true);
  expect(await onCategoriesPage(label)).toBe(false);

  // Inactive: dimmed and labelled, gone from the public page.
  await row.getByRole('button', { name: m.edit }).click();
  await edit.getByLabel(m.categoryActive).uncheck();
  await edit.getByRole('button', { name: m.save }).click();
  await expect(page.getByText(m.categoryUpdated).first()).toBeVisible();
  await expect(row).toContainText(m.inactive);
  await expect(row).toHaveAttribute('data-inactive', 'true');
  await expect(row).toHaveClass(/border-dashed/);
  expect(
    (await pb.collection('service_categories').getFirstListItem(`name="${name}"`))['name'],
  ).toBe(name);
  await expect.poll(() => onCategoriesPage(renamed), REBUILD).toBe(false);

  // Delete: the confirmation first.
  page.once('dialog', async (d) => {
    expect(d.type()).toBe('confirm');
    expect(d.message()).toBe(m.categoryDeleteConfirm);
    await d.dismiss();
  });
  await row.getByRole('button', { name: m.delete }).click();
  await expect(row).toBeVisible();
  page.once('dialog', (d) => void d.accept());
  await row.getByRole('button', { name: m.delete }).click();
  await expect(page.getByText(m.categoryDeleted)).toBeVisible();
  await expect(row).toHaveCount(0);
  await expect(
    pb.collection('service_categories').getFirstListItem(`name="${name}"`),
  ).rejects.toThrow();
});

test('failures show the error toasts and keep the admin on the screen', async ({ page }) => {
  await signInAsAdmin(page);
  const pb = await su();
  const id = `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;
  const cat = await pb
    .collection('service_categories')
    .create({ name: `falla_${id}`, label: `Falla ${id}`, active: true });
  await page.goto('/lapieza-admin');
  await openTab(page, m.tabCategories);
  const row = page.locator(`[data-category="falla_${id}"]`);
  await expect(row).toBeVisible();
  await page.route('**/api/collections/service_categories/records**', (route) =>
    route.request().method() === 'GET'
      ? route.continue()
      : route.fulfill({ status: 500, contentType: 'application/json', body: '{}' }),
  );
  page.once('dialog', (d) => void d.accept());
  await row.getByRole('button', { name: m.delete }).click();
  await expect(page.getByText(m.categoryDeleteError)).toBeVisible();
  await row.getByRole('button', { name: m.edit }).click();
  await page.getByRole('form', { name: m.edit }).getByRole('button', { name: m.save }).click();
  await expect(page.getByText(m.categoryUpdateError).first()).toBeVisible();
  await page.getByRole('form', { name: m.edit }).getByRole('button', { name: m.cancel }).click();
  await page.getByRole('button', { name: m.newCategory }).click();
  const form = page.getByRole('form', { name: m.newCategory });
  await form.getByLabel(m.categoryName).fill(`nueva ${id}`);
  await form.getByLabel(m.categoryLabel).fill('Nueva');
  await form.getByRole('button', { name: m.create }).click();
  await expect(page.getByText(m.categoryCreateError).first()).toBeVisible();
  await expect(page).toHaveURL(/\/lapieza-admin$/);
  await pb.collection('service_categories').delete(cat.id);
});
