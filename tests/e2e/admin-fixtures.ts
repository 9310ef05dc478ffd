/**
 * Fixtures for the admin panel's browser tests. Records are built through the PocketBase
 * API as a superuser, each with a unique name, so specs running in parallel on the shared
 * seeded database never touch each other's (or the demo) records. Sessions come from
 * superuser impersonation (no password login, so the `*:auth` rate limit is not spent) and
 * are stored in localStorage exactly as the SDK keeps them.
 */
import { su, unique } from './member-fixtures';
import { expect, type Locator, type Page } from '@playwright/test';
import { messages } from '../../src/lib/messages';

export const PB_URL = process.env['PB_URL'] ?? 'http://127.0.0.1:8090';
export const BASE_URL = process.env['BASE_URL'] ?? 'http://127.0.0.1:4321';

export const DEMO = {
  admin: 'admin@lapieza.io',
  hr: 'rrhh@demo.lapieza.io',
  provider: 'proveedor@demo.lapieza.io',
  password: 'demo1234',
} as const;
export const BRAND = process.env['BRAND_NAME'] ?? 'LaPieza';
export const PASSWORD = 'clave-admin-e2e-123';
export const LINKEDIN = 'https://www.linkedin.com/in/fixture-admin-e2e';

/** The admin panel's six tabs, in the spec's order, then Reportes, Verificación and the later ones. */
export const ADMIN_TAB_NAMES = [
  messages.admin.tabApprovedUsers,
  messages.admin.tabBlockedUsers,
  messages.pendingAccounts.tab,
  messages.admin.tabApprovedProviders,
  messages.admin.tabBlockedProviders,
  messages.admin.tabCategories,
  messages.admin.tabBlog,
  'Reportes',
  'Verificación',
  'Solicitudes de privacidad',
  'Reclamos de perfil',
];

// One superuser client and unique-name helper for every browser test.
export { su, unique };

export interface TestUser {
  id: string;
  email: string;
  firstName: string;
  lastName: string;
}

/** An approved, verified member (or an admin-role account with `roles`). */
export async function createUser(
  opts: {
    email?: string;
    firstName?: string;
    userType?: 'hr_professional' | 'provider';
    roles?: string[];
  } = {},
): Promise<TestUser> {
  const pb = await su();
  const email = opts.email ?? `${unique('admin-fx')}@e2e.test`;
  const firstName = opts.firstName ?? unique('Fixture');
  const lastName = 'Pruebas';
  const rec = await pb.collection('users').create({
    email,
    password: PASSWORD,
    passwordConfirm: PASSWORD,
    first_name: firstName,
    last_name: lastName,
    user_type: opts.userType ?? 'hr_professional',
    roles: opts.roles ?? [opts.userType ?? 'hr_professional'],
    linkedin_url: LINKEDIN,
    verified: true,
    approved: true,
  });
  return { id: rec.id, email, firstName, lastName };
}

export async function userByEmail(email: string): Promise<TestUser> {
  const pb = await su();
  const rec = await pb
    .collection('users')
    .getFirstListItem(pb.filter('email = {:e}', { e: email }));
  return { id: rec.id, email, firstName: rec['first_name'], lastName: rec['last_name'] };
}

/** A short-lived token for `user` (as PocketBase would issue after a sign-in). */
export async function tokenFor(user: TestUser): Promise<string> {
  const pb = await su();
  const imp = await pb.collection('users').impersonate(user.id, 3600);
  return imp.authStore.token;
}

/** Signs `user` in on `page` before any page script runs (once per test). */
export async function signIn(page: Page, user: TestUser): Promise<void> {
  const pb = await su();
  const imp = await pb.collection('users').impersonate(user.id, 3600);
  const value = JSON.stringify({ token: imp.authStore.token, record: imp.authStore.record });
  await page.addInitScript((v) => {
    if (!sessionStorage.getItem('e2e-signed-in')) {
      localStorage.setItem('pocketbase_auth', v);
      sessionStorage.setItem('e2e-signed-in', '1');
    }
  }, value);
}

/** The providers tab's row of `name`, found through the tab's server search. */
export async function findProviderRow(page: Page, name: string): Promise<Locator> {
  await page.getByRole('searchbox').fill(name);
  const row = page.getByTestId('admin-provider-row').filter({ hasText: name });
  await expect(row).toHaveCount(1, LIST);
  return row;
}

export async function signInAsAdmin(page: Page): Promise<TestUser> {
  const admin = await userByEmail(DEMO.admin);
  await signIn(page, admin);
  return admin;
}

export interface TestProvider {
  id: string;
  slug: string;
  company_name: string;
}

/** An approved, verified provider owned by `owner`. */
export async function createProvider(
  owner: TestUser,
  opts: { name?: string; whatsapp?: string } = {},
): Promise<TestProvider> {
  const pb = await su();
  const name = opts.name ?? unique('Proveedor Admin');
  const rec = await pb.collection('providers').create({
    user: owner.id,
    company_name: name,
    description: 'Servicios de recursos humanos creados para las pruebas del panel.',
    headquarters_country: 'México',
    categories: ['recruiting'],
    whatsapp_number: opts.whatsapp ?? '',
    status: 'approved',
    verified: true,
  });
  return { id: rec.id, slug: rec['slug'], company_name: name };
}

/** Opens the panel on `tab` (clicking it) and waits for its content. */
export async function openTab(page: Page, name: string): Promise<void> {
  await page.getByRole('tab', { name, exact: true }).click();
  await expect(page.getByRole('tab', { name, exact: true })).toHaveAttribute(
    'aria-selected',
    'true',
  );
}

/** The status of a public page on the web server (no redirects followed). */
export async function statusOf(path: string): Promise<number> {
  const res = await fetch(new URL(path, BASE_URL), { redirect: 'manual' });
  await res.arrayBuffer();
  return res.status;
}

export async function textOf(path: string): Promise<string> {
  const res = await fetch(new URL(path, BASE_URL));
  return res.text();
}

/** Incremental rebuild: the web server re-renders from the outbox within a few seconds. */
export const REBUILD = { timeout: 60_000, intervals: [250, 500, 1000] };
/** The admin lists are long (every provider): allow for a loaded machine. */
export const LIST = { timeout: 20_000 };

/** Clicks an action that asks for a reason (Bloquear, Rechazar) and gives it in its dialog. */
export async function withReason(page: Page, action: Locator, reason: string): Promise<void> {
  await action.click();
  const dialog = page.getByTestId('reason-dialog');
  await dialog.getByRole('textbox').fill(reason);
  await dialog.locator('button[type="submit"]').click();
}

/**
 * Answers the admin list route `route` (a glob) with an empty page whose `counts` are all 0,
 * for this page only; opens the panel and checks each `[tab, empty text]` shows its empty state.
 */
export async function showsEmptyLists(
  page: Page,
  route: string,
  countKeys: readonly string[],
  tabs: readonly (readonly [tab: string, empty: string])[],
): Promise<void> {
  const counts = Object.fromEntries(countKeys.map((k) => [k, 0]));
  await page.route(route, (r) =>
    r.fulfill({
      status: 200,
      contentType: 'application/json',
      body: JSON.stringify({
        items: [],
        page: 1,
        perPage: 20,
        totalItems: 0,
        totalPages: 0,
        counts,
      }),
    }),
  );
  await page.goto('/lapieza-admin');
  for (const [tab, empty] of tabs) {
    await openTab(page, tab);
    await expect(page.getByText(empty)).toBeVisible(LIST);
  }
}
