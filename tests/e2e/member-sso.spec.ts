import { expect, test } from '@playwright/test';
import { messages } from '../../src/lib/messages';
import { unique } from './member-fixtures';

test('LinkedIn single sign-on creates the account and lands on /dashboard', async ({ page }) => {
  const email = `${unique('sso.lucas')}@e2e.test`;
  await page.goto('/auth');
  const popupPromise = page.waitForEvent('popup');
  await page.getByRole('button', { name: messages.auth.linkedinSso }).click();
  const popup = await popupPromise;
  await popup.getByLabel('E-mail').fill(email);
  await popup.getByRole('button', { name: 'Iniciar sesión' }).click();
  await expect(page).toHaveURL(/\/dashboard$/, { timeout: 15000 });
  await expect(page.getByRole('heading', { name: /^Hola, / })).toBeVisible();
  const stored = await page.evaluate(() =>
    JSON.parse(localStorage.getItem('pocketbase_auth') ?? '{}'),
  );
  expect(stored.record.email).toBe(email);
});
