import { expect, test, type Page } from '@playwright/test';
import { messages } from '../../src/lib/messages';
import {
  LIST,
  LINKEDIN,
  createUser,
  openTab,
  showsEmptyLists,
  signInAsAdmin,
  su,
  unique,
  withReason,
} from './admin-fixtures';

const m = messages.admin;

async function findRow(page: Page, email: string) {
  await page.getByRole('searchbox').fill(email);
  const row = page.getByTestId('admin-user-row').filter({ hasText: email });
  await expect(row).toHaveCount(1, LIST);
  return row;
}

test('blocks a user with a reason and unblocks them, with every confirmation and message', async ({
  page,
}) => {
  const admin = await signInAsAdmin(page);
  const user = await createUser();
  await page.goto('/lapieza-admin');
  await openTab(page, m.tabApprovedUsers);
  const row = await findRow(page, user.email);
  // Other specs block users in parallel: the count only has to grow.
  const blockedCount = async () =>
    Number(await page.getByTestId('stat-blocked-users').textContent());
  await expect(page.getByTestId('stat-blocked-users')).toHaveText(/^\d+$/, LIST);
  const blockedBefore = await blockedCount();
  await expect(row).toContainText(`${user.firstName} ${user.lastName}`);
  await expect(row.getByRole('link', { name: m.linkedin })).toHaveAttribute('href', LINKEDIN);
  await expect(row).toContainText(`${m.registered}:`);

  // An accessible dialog asks for the reason (no browser prompt). Escape
  // cancels: nothing happens.
  await row.getByRole('button', { name: m.block }).click();
  const dialog = page.getByRole('dialog', {
    name: m.blockTitle(`${user.firstName} ${user.lastName}`),
  });
  await expect(dialog.getByLabel(m.blockPrompt)).toBeFocused();
  await page.keyboard.press('Escape');
  await expect(dialog).toHaveCount(0);
  await expect(row).toBeVisible();

  // Empty reason: refused with the message, in the dialog.
  await row.getByRole('button', { name: m.block }).click();
  await dialog.getByLabel(m.blockPrompt).fill('   ');
  await dialog.getByRole('button', { name: m.block }).click();
  await expect(dialog.getByText(m.blockReasonRequired)).toBeVisible();
  const pb = await su();
  expect((await pb.collection('users').getOne(user.id))['blocked']).toBe(false);

  // With a reason: blocked, all four fields set by the server.
  await dialog.getByLabel(m.blockPrompt).fill('Publica reseñas falsas');
  await dialog.getByRole('button', { name: m.block }).click();
  await expect(page.getByText(m.blocked)).toBeVisible();
  await expect(page.getByTestId('admin-user-row').filter({ hasText: user.email })).toHaveCount(0);
  await expect.poll(blockedCount).toBeGreaterThan(blockedBefore);
  const blocked = await pb.collection('users').getOne(user.id);
  expect(blocked['blocked']).toBe(true);
  expect(blocked['blocked_by']).toBe(admin.id);
  expect(blocked['blocked_reason']).toBe('Publica reseñas falsas');
  expect(blocked['blocked_at']).not.toBe('');

  // The blocked list shows the reason and the date.
  await openTab(page, m.tabBlockedUsers);
  const blockedRow = await findRow(page, user.email);
  await expect(blockedRow).toContainText('Publica reseñas falsas');
  await expect(blockedRow).toContainText(`${m.blockedAt}:`);

  // The block's reason is in the audit too.
  const auditOf = (action: string) =>
    pb
      .collection('audit_log')
      .getFirstListItem(
        pb.filter('action = {:a} && target = {:t}', { a: action, t: `users/${user.id}` }),
      );
  expect((await auditOf('user_blocked'))['note']).toBe('Publica reseñas falsas');

  // "Desbloquear" asks for a confirmation like "Bloquear": Escape changes
  // nothing; the optional note is kept in the audit row.
  const unblockButton = blockedRow.getByRole('button', { name: m.unblock });
  await unblockButton.click();
  const confirm = page.getByRole('dialog', {
    name: m.unblockTitle(`${user.firstName} ${user.lastName}`),
  });
  await expect(confirm.getByLabel(m.unblockPrompt)).toBeFocused();
  await page.keyboard.press('Escape');
  await expect(confirm).toHaveCount(0);
  await expect(unblockButton).toBeFocused();
  expect((await pb.collection('users').getOne(user.id))['blocked']).toBe(true);
  await unblockButton.click();
  await confirm.getByLabel(m.unblockPrompt).fill('Apeló el bloqueo y se verificó su identidad');
  await confirm.getByRole('button', { name: m.unblock }).click();
  await expect(page.getByText(m.unblocked)).toBeVisible();
  const audited = await auditOf('user_unblocked');
  expect([audited['actor'], audited['note']]).toEqual([
    admin.id,
    'Apeló el bloqueo y se verificó su identidad',
  ]);
  await expect(page.getByTestId('admin-user-row').filter({ hasText: user.email })).toHaveCount(0);
  const unblocked = await pb.collection('users').getOne(user.id);
  expect([
    unblocked['blocked'],
    unblocked['blocked_by'],
    unblocked['blocked_at'],
    unblocked['blocked_reason'],
  ]).toEqual([false, '', '', '']);

  await openTab(page, m.tabApprovedUsers);
  await findRow(page, user.email);
});

test('a blocked user is turned away by the server: no more writes', async ({ page, request }) => {
  await signInAsAdmin(page);
  const user = await createUser();
  await page.goto('/lapieza-admin');
  await openTab(page, m.tabApprovedUsers);
  const row = await findRow(page, user.email);
  await withReason(page, row.getByRole('button', { name: m.block }), 'Spam');
  await expect(page.getByText(m.blocked)).toBeVisible();

  const pb = await su();
  const token = (await pb.collection('users').impersonate(user.id, 600)).authStore.token;
  const res = await request.patch(
    `${process.env['PB_URL']}/api/collections/users/records/${user.id}`,
    { headers: { Authorization: token }, data: { bio: 'sigo aquí' } },
  );
  expect(res.status()).toBe(403);
  await pb.collection('users').update(user.id, { blocked: false });
});

test('the admin cannot block their own account', async ({ page }) => {
  const admin = await signInAsAdmin(page);
  await page.goto('/lapieza-admin');
  await openTab(page, m.tabApprovedUsers);
  const self = page.getByTestId('admin-user-row').and(page.locator(`[data-user-id="${admin.id}"]`));
  await page.getByRole('searchbox').fill(admin.email);
  await expect(self.getByRole('button', { name: m.block })).toBeDisabled();
});

test('remembers the active tab across reloads', async ({ page }) => {
  await signInAsAdmin(page);
  await page.goto('/lapieza-admin');
  await openTab(page, m.tabBlockedUsers);
  expect(await page.evaluate(() => localStorage.getItem('admin_active_tab'))).toBe('blocked-users');
  await page.reload();
  await expect(page.getByRole('tab', { name: m.tabBlockedUsers, exact: true })).toHaveAttribute(
    'aria-selected',
    'true',
  );
  await openTab(page, m.tabCategories);
  await page.reload();
  await expect(page.getByRole('tab', { name: m.tabCategories, exact: true })).toHaveAttribute(
    'aria-selected',
    'true',
  );
});

test('shows the empty states of the user lists', async ({ page }) => {
  await signInAsAdmin(page);
  // The lists come from the admin route; answer it with empty pages for this page only.
  await showsEmptyLists(
    page,
    '**/api/lp/admin/users?**',
    ['approved', 'blocked'],
    [
      [m.tabApprovedUsers, m.noApprovedUsers],
      [m.tabBlockedUsers, m.noBlockedUsers],
    ],
  );
  await expect(page.getByTestId('stat-total-users')).toHaveText('0');
});

test('a failed block keeps the admin on the screen with the error', async ({ page }) => {
  await signInAsAdmin(page);
  const user = await createUser();
  await page.goto('/lapieza-admin');
  await openTab(page, m.tabApprovedUsers);
  const row = await findRow(page, user.email);
  await page.route(`**/api/collections/users/records/${user.id}`, (route) =>
    route.request().method() === 'PATCH'
      ? route.fulfill({ status: 500, contentType: 'application/json', body: '{}' })
      : route.continue(),
  );
  await withReason(page, row.getByRole('button', { name: m.block }), 'Motivo');
  await expect(page.getByText(m.blockError)).toBeVisible();
  await expect(page).toHaveURL(/\/lapieza-admin$/);
});

test('searches the users on the server and pages through them with the keyboard; a block updates the counts', async ({
  page,
}) => {
  test.setTimeout(120_000);
  // The consent banner sits over the bottom of the screen, where the pagination is.
  await page.addInitScript(() => localStorage.setItem('lp_consent', 'accepted'));
  await signInAsAdmin(page);
  const tag = unique('Paginado');
  const users = await Promise.all(
    Array.from({ length: 23 }, (_, i) =>
      createUser({ firstName: `${tag} ${String(i).padStart(2, '0')}` }),
    ),
  );
  await page.goto('/lapieza-admin');
  await openTab(page, m.tabApprovedUsers);
  const rows = page.getByTestId('admin-user-row');
  const status = page.getByTestId('admin-page-status');
  await expect(rows.first()).toBeVisible(LIST);

  // Search (accents and case aside): 23 results, 20 on the first page.
  await page.getByRole('searchbox').fill(tag.toUpperCase().replace('PAGINADO', 'PÁGINADO'));
  await expect(status).toHaveText(m.pageStatus(1, 2, 23), LIST);
  await expect(rows).toHaveCount(20);

  // Next page with the keyboard.
  const nav = page.getByRole('navigation', { name: m.pagination });
  await expect(nav.getByRole('button', { name: m.previousPage })).toBeDisabled();
  await nav.getByRole('button', { name: m.nextPage }).focus();
  await page.keyboard.press('Enter');
  await expect(status).toHaveText(m.pageStatus(2, 2, 23), LIST);
  await expect(rows).toHaveCount(3);
  const victim = await rows.first().getAttribute('data-user-id');
  expect(users.map((u) => u.id)).toContain(victim);
  await expect(nav.getByRole('button', { name: m.nextPage })).toBeDisabled();

  // A block takes the row off the page and moves one user between the cards.
  const value = async (id: string) => Number(await page.getByTestId(id).textContent());
  const blockedBefore = await value('stat-blocked-users');
  const approvedBefore = await value('stat-approved-users');
  await withReason(page, rows.first().getByRole('button', { name: m.block }), 'Cuenta duplicada');
  await expect(page.getByText(m.blocked)).toBeVisible();
  await expect(rows).toHaveCount(2);
  await expect(status).toHaveText(m.pageStatus(2, 2, 22));
  // Other specs block users in parallel: the cards moved by at least this one.
  expect(await value('stat-blocked-users')).toBeGreaterThanOrEqual(blockedBefore + 1);
  expect(await value('stat-approved-users')).toBeLessThanOrEqual(approvedBefore + 1);

  // Previous page, then a search with no result.
  await nav.getByRole('button', { name: m.previousPage }).click();
  await expect(status).toHaveText(m.pageStatus(1, 2, 22), LIST);
  await page.getByRole('searchbox').fill(`${tag} sin coincidencias`);
  await expect(page.getByTestId('admin-no-results')).toHaveText(m.noResults, LIST);
  const pb = await su();
  await pb.collection('users').update(victim!, { blocked: false });
});
