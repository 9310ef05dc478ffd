/**
 * Issue 11: the session survives a refresh that fails on the way (aborted, cut-off body) and
 * ends only when the server refuses the token; sign-out shows its toast wherever it starts.
 */
import { expect, test, type Page, type Route } from '@playwright/test';
import { messages } from '../../src/lib/messages';
import { createProvider, createUser, signIn } from './member-fixtures';

const REFRESH = '**/api/collections/users/auth-refresh';
const storedAuth = (page: Page) =>
  page.evaluate(() => localStorage.getItem('pocketbase_auth') ?? 'null');
const signOutButton = (page: Page) =>
  page.locator('header').getByRole('button', { name: 'Cerrar sesión' }).first();

/** Answers the page's refresh with `answer`, once, and resolves when it has been answered. */
function interceptRefresh(page: Page, answer: (route: Route) => Promise<void>): Promise<void> {
  return new Promise((resolve) => {
    void page.route(
      REFRESH,
      async (route) => {
        await answer(route);
        resolve();
      },
      { times: 1 },
    );
  });
}

async function expectSignedIn(page: Page, token: string): Promise<void> {
  await expect(page.getByRole('heading', { name: /^Hola, / })).toBeVisible();
  await expect(signOutButton(page)).toBeVisible();
  expect(JSON.parse(await storedAuth(page)).token).toBe(token);
}

test.describe('a failed session refresh keeps the session (defect 7)', () => {
  test('an aborted refresh leaves the member signed in across a navigation', async ({ page }) => {
    await signIn(page, await createUser());
    const answered = interceptRefresh(page, (route) => route.abort('failed'));
    await page.goto('/dashboard');
    await answered;
    const token = JSON.parse(await storedAuth(page)).token as string;
    await expect(page.getByText(messages.dashboard.profileLoadError)).toBeVisible();
    expect(await storedAuth(page)).toContain(token);

    await page.goto('/dashboard');
    await expectSignedIn(page, token);
  });

  test('a refresh answered 200 with a cut-off body leaves the member signed in', async ({
    page,
  }) => {
    await signIn(page, await createUser());
    const answered = interceptRefresh(page, async (route) => {
      const real = await route.fetch();
      const body = await real.text();
      const headers = { ...real.headers() };
      delete headers['content-length'];
      delete headers['content-encoding'];
      await route.fulfill({ status: 200, headers, body: body.slice(0, body.length / 2) });
    });
    await page.goto('/dashboard');
    const before = await storedAuth(page);
    await answered;
    await expect(page.getByText(messages.dashboard.profileLoadError)).toBeVisible();
    // Not `{"record":{}}`: the stored session is the one from before the refresh.
    expect(await storedAuth(page)).toBe(before);

    await page.goto('/dashboard');
    await expectSignedIn(page, JSON.parse(before).token);
  });

  test('a refresh the server refuses (401) signs the member out and sends a member screen to /auth', async ({
    page,
  }) => {
    await signIn(page, await createUser());
    const answered = interceptRefresh(page, async (route) => {
      const real = await route.fetch();
      const headers = { ...real.headers() };
      delete headers['content-length'];
      delete headers['content-encoding'];
      await route.fulfill({
        status: 401,
        headers,
        body: JSON.stringify({
          status: 401,
          message: 'The request requires valid record authorization token.',
          data: {},
        }),
      });
    });
    await page.goto('/dashboard');
    await answered;
    // A member screen goes to /auth and says why.
    await expect(page).toHaveURL(/\/auth$/);
    await expect(page.getByText(messages.backend.sessionExpired)).toBeVisible();
    expect(await storedAuth(page)).toBe('null');
    await page.goto('/dashboard');
    await expect(page).toHaveURL(/\/auth$/);
    await expect(
      page.locator('header').getByRole('link', { name: 'Iniciar sesión' }).first(),
    ).toBeVisible();
  });
});

test.describe('sign-out shows "Sesión cerrada" wherever it starts', () => {
  test('from a public provider page', async ({ page }) => {
    const owner = await createUser({ userType: 'provider' });
    const provider = await createProvider(owner);
    await signIn(page, await createUser());
    await page.goto(`/providers/${provider.slug}`);
    await signOutButton(page).click();
    await expect(page).toHaveURL(/\/auth$/);
    await expect(page.getByText(messages.auth.signedOut)).toBeVisible();
    expect(await storedAuth(page)).toBe('null');
    await expect(signOutButton(page)).toBeHidden();
  });

  test('from a static public page (the blog)', async ({ page }) => {
    await signIn(page, await createUser());
    await page.goto('/blog');
    await signOutButton(page).click();
    await expect(page).toHaveURL(/\/auth$/);
    await expect(page.getByText(messages.auth.signedOut)).toBeVisible();
    expect(await storedAuth(page)).toBe('null');
  });

  test('from the dashboard', async ({ page }) => {
    await signIn(page, await createUser());
    await page.goto('/dashboard');
    await expect(page.getByRole('heading', { name: /^Hola, / })).toBeVisible();
    await signOutButton(page).click();
    await expect(page).toHaveURL(/\/auth$/);
    await expect(page.getByText(messages.auth.signedOut)).toBeVisible();
    expect(await storedAuth(page)).toBe('null');
  });
});
