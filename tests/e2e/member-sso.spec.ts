import { expect, test } from '@playwright/test';
import { messages } from '../../src/lib/messages';
import { PB_URL, su, unique } from './member-fixtures';
import type { Page } from '@playwright/test';

/** "Continuar con LinkedIn" on /auth, signing in at the local OIDC provider as `email`. */
async function linkedInSignIn(page: Page, email: string) {
  await page.goto('/auth');
  const popupPromise = page.waitForEvent('popup');
  await page.getByRole('button', { name: messages.auth.linkedinSso }).click();
  const popup = await popupPromise;
  await popup.getByLabel('E-mail').fill(email);
  await popup.getByRole('button', { name: 'Iniciar sesión' }).click();
  await expect(page).toHaveURL(/\/dashboard$/, { timeout: 15000 });
}

test('LinkedIn single sign-on creates the account and greets by the name LinkedIn sends', async ({
  page,
}) => {
  // The local provider sends given_name "Lucas" and family_name "Sso" for this address.
  const email = `${unique('lucas.sso')}@e2e.test`;
  await linkedInSignIn(page, email);
  await expect(page.getByRole('heading', { name: 'Hola, Lucas' })).toBeVisible();
  const stored = await page.evaluate(() =>
    JSON.parse(localStorage.getItem('pocketbase_auth') ?? '{}'),
  );
  expect(stored.record.email).toBe(email);
  expect(stored.record.first_name).toBe('Lucas');
});

test("a pre-registered unverified account keeps nothing of its creator's profile", async ({
  page,
  request,
}) => {
  const email = `${unique('victima.sso')}@e2e.test`;
  const signUp = await request.post(`${PB_URL}/api/collections/users/records`, {
    data: {
      email,
      password: 'clave-del-atacante',
      passwordConfirm: 'clave-del-atacante',
      first_name: 'Atacante',
      job_title: 'Estafador',
      linkedin_url: 'https://www.linkedin.com/in/el-atacante',
    },
  });
  expect(signUp.status()).toBe(200);
  const id = (await signUp.json()).id as string;

  await linkedInSignIn(page, email);
  await expect(page.getByRole('heading', { name: 'Hola, Victima' })).toBeVisible();
  const record = await (await su()).collection('users').getOne(id);
  expect(record).toMatchObject({
    verified: true,
    first_name: 'Victima',
    job_title: '',
    linkedin_url: '',
  });
});
