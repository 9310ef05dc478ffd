/**
 * Issue 11, defect 8: while the cookie banner shows, nothing interactive stays under it (the
 * forms' submit buttons), and toasts stack above it instead of over its buttons.
 */
import { expect, test, type Locator, type Page } from '@playwright/test';
import { messages } from '../../src/lib/messages';
import { createProvider, createUser, signIn, type TestUser } from './member-fixtures';

/** True when the point at the centre of `target` hits `target` itself or something inside it. */
async function isUncovered(target: Locator): Promise<boolean> {
  return target.evaluate((el) => {
    const r = el.getBoundingClientRect();
    const hit = document.elementFromPoint(r.left + r.width / 2, r.top + r.height / 2);
    return hit !== null && (hit === el || el.contains(hit));
  });
}

/** Signs in with the cookie choice still open, so the banner shows. */
async function signInWithBanner(page: Page, user: TestUser): Promise<void> {
  await signIn(page, user);
  await page.addInitScript(() => localStorage.removeItem('lp_consent'));
}

const viewports = [
  { width: 390, height: 844 },
  { width: 1280, height: 900 },
];

interface Form {
  path: string;
  submit: string;
  user: () => Promise<{ user: TestUser; query?: string }>;
}

const forms: Form[] = [
  {
    path: '/create-provider',
    submit: messages.providerForm.submitCreate,
    user: async () => ({ user: await createUser({ userType: 'provider' }) }),
  },
  {
    path: '/settings',
    submit: messages.settings.save,
    user: async () => ({ user: await createUser() }),
  },
  {
    path: '/write-review',
    submit: messages.review.submit,
    user: async () => {
      const provider = await createProvider(await createUser({ userType: 'provider' }));
      return { user: await createUser(), query: `?provider=${provider.id}` };
    },
  },
];

for (const viewport of viewports) {
  test.describe(`${viewport.width}×${viewport.height}`, () => {
    test.use({ viewport });

    for (const form of forms) {
      test(`${form.path}: the banner does not cover "${form.submit}"`, async ({ page }) => {
        const { user, query = '' } = await form.user();
        await signInWithBanner(page, user);
        await page.goto(`${form.path}${query}`);
        await expect(page.locator('#consent-banner')).toBeVisible();
        const submit = page.locator('form').getByRole('button', { name: form.submit });
        await expect(submit).toBeVisible({ timeout: 15_000 });
        // As a visitor scrolls: until the button's bottom edge reaches the viewport's.
        await submit.evaluate((el) => el.scrollIntoView({ block: 'end' }));
        expect(await isUncovered(submit)).toBe(true);
        // And as far down as the page goes, for the page's last control (on /settings the
        // account sections follow the profile form).
        await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
        expect(await isUncovered(page.locator('main button:visible').last())).toBe(true);
      });
    }

    test('a toast does not cover the banner buttons', async ({ page }) => {
      await page.addInitScript(() => {
        if (!sessionStorage.getItem('e2e-flashed')) {
          sessionStorage.setItem('e2e-flashed', '1');
          sessionStorage.setItem(
            'lp_flash',
            JSON.stringify({ title: 'Aviso de prueba', description: 'Un toast largo.' }),
          );
        }
      });
      const { user } = await forms[1]!.user();
      await signInWithBanner(page, user);
      await page.goto('/settings');
      await expect(page.getByText('Aviso de prueba')).toBeVisible();
      const banner = page.locator('#consent-banner');
      for (const name of ['Rechazar', 'Aceptar']) {
        const button = banner.getByRole('button', { name });
        await expect(button).toBeVisible();
        expect(await isUncovered(button), name).toBe(true);
      }
      const link = banner.getByRole('link', { name: 'Política de Privacidad' });
      expect(await isUncovered(link), 'privacy link').toBe(true);
    });
  });
}
