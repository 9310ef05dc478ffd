/**
 * Profiles held by the platform (no owner: the demo's listings no company claimed, an admin's
 * listings, those left by an account deletion) are unclaimed for every purpose
 * (docs/DATA-MODEL.md § providers): the page offers "Reclama este perfil" and disables
 * "Solicitar propuesta" with its reason; /reclamar takes the claim. The admin's providers tab
 * lists the pending providers and those without owner, and gives one an owner by e-mail.
 */
import { expect, test } from '@playwright/test';
import { paths } from '@/lib/contract/paths';
import { claimForm, ownerPage } from '@/lib/messages/provider-owner';
import { messages } from '../../src/lib/messages';
import { createUser as createMember, signIn as signInMember } from './member-fixtures';
import { LIST, createUser, openTab, signInAsAdmin, su, textOf, unique } from './admin-fixtures';

const m = messages.admin;

test('the demo listings no company claimed can be claimed and take no requests for proposal', async ({
  page,
}) => {
  const pb = await su();
  const held = await pb.collection('providers').getList(1, 1, {
    filter: 'user = "" && status = "approved" && verified = true',
    sort: 'created',
  });
  // The demo holds most of its listings for their companies (about 370 of 520).
  expect(held.totalItems).toBeGreaterThan(300);
  const provider = held.items[0]!;
  const slug = String(provider['slug']);
  const name = String(provider['company_name']);
  expect(await textOf(paths.provider(slug))).toContain(ownerPage.claimLink);

  await signInMember(page, await createMember());
  await page.goto(paths.provider(slug));
  const actions = page.locator('[data-owner-actions]');
  const request = actions.getByRole('button', { name: ownerPage.requestProposal });
  await expect(request).toBeDisabled();
  await expect(request).toHaveAccessibleDescription(ownerPage.requestDisabledReason);
  await actions.getByRole('link', { name: ownerPage.claimLink }).click();
  await expect(page.getByRole('heading', { name: claimForm.title(name) })).toBeVisible();
  await expect(page.getByText(claimForm.owned)).toHaveCount(0);
});

test('the admin lists pending providers and those without owner, and gives one an owner', async ({
  page,
}) => {
  const pb = await su();
  // A provider left by an account deletion: pending, without owner.
  const name = unique('Empresa huérfana');
  const orphan = await pb.collection('providers').create({
    user: '',
    company_name: name,
    description: 'Servicios de recursos humanos de una cuenta que se eliminó.',
    headquarters_country: 'México',
    categories: ['recruiting'],
    status: 'pending',
    verified: false,
  });
  // A pending provider with an owner, found by the owner's e-mail.
  const owner = await createUser({ firstName: 'Dueña' });
  const ownedName = unique('Empresa pendiente');
  await pb.collection('providers').create({
    user: owner.id,
    company_name: ownedName,
    description: 'Servicios de recursos humanos esperando aprobación.',
    headquarters_country: 'México',
    categories: ['recruiting'],
    status: 'pending',
    verified: false,
  });
  const next = await createUser({ firstName: 'Nueva' });

  await signInAsAdmin(page);
  await page.goto('/lapieza-admin');
  await openTab(page, m.tabApprovedProviders);
  await page.getByRole('button', { name: new RegExp(`^${m.viewPending}`) }).click();
  await page.getByRole('searchbox').fill(owner.email);
  const ownedRow = page.getByTestId('admin-provider-row').filter({ hasText: ownedName });
  await expect(ownedRow).toHaveCount(1, LIST);
  await expect(ownedRow).toContainText(owner.email);
  await expect(ownedRow.getByRole('button', { name: m.approveProvider })).toBeVisible();

  await page.getByRole('button', { name: new RegExp(`^${m.viewUnowned}`) }).click();
  await page.getByRole('searchbox').fill(name);
  const row = page.getByTestId('admin-provider-row').filter({ hasText: name });
  await expect(row).toHaveCount(1, LIST);
  await expect(row).toContainText(m.noOwner);
  await row.getByRole('button', { name: m.assignOwner }).click();
  const dialog = page.getByTestId('reason-dialog');
  await dialog.getByRole('textbox').fill(`nadie-${Date.now()}@e2e.test`);
  await dialog.locator('button[type="submit"]').click();
  await expect(page.getByText('No hay ninguna cuenta con el correo')).toBeVisible();
  await dialog.getByRole('textbox').fill(next.email);
  await dialog.locator('button[type="submit"]').click();
  await expect(page.getByText(m.ownerAssigned(next.email))).toBeVisible();
  // It has an owner now: it leaves this list.
  await expect(row).toHaveCount(0, LIST);
  const after = await pb.collection('providers').getOne(orphan.id);
  expect([after['user'], after['status']]).toEqual([next.id, 'pending']);

  // Still pending: approved from the pending list.
  await page.getByRole('button', { name: new RegExp(`^${m.viewPending}`) }).click();
  await page.getByRole('searchbox').fill(name);
  const pending = page.getByTestId('admin-provider-row').filter({ hasText: name });
  await expect(pending).toContainText(next.email, LIST);
  await pending.getByRole('button', { name: m.approveProvider }).click();
  await expect(page.getByText(m.providerApproved)).toBeVisible();
  await expect(pending).toHaveCount(0, LIST);
  expect((await pb.collection('providers').getOne(orphan.id))['status']).toBe('approved');
});
