import { expect, test, type APIRequestContext } from '@playwright/test';
import { messages } from '../../src/lib/messages';
import {
  ADMIN_TAB_NAMES,
  BRAND,
  DEMO,
  LIST,
  PB_URL,
  createProvider,
  createUser,
  signIn,
  openTab,
  signInAsAdmin,
  su,
  tokenFor,
  unique,
  userByEmail,
  type TestUser,
} from './admin-fixtures';

const m = messages.admin;

test('a visitor without a session is sent to /auth', async ({ page }) => {
  await page.goto('/lapieza-admin');
  await expect(page).toHaveURL(/\/auth$/);
});

test('the demo admin signs in with a password and reaches the panel from the dashboard', async ({
  page,
}) => {
  await page.goto('/auth');
  await page.getByLabel(messages.auth.email).fill(DEMO.admin);
  await page.getByLabel(messages.auth.password).fill(DEMO.password);
  await page.locator('form').getByRole('button', { name: messages.auth.loginSubmit }).click();
  await expect(page).toHaveURL(/\/dashboard$/);
  await page.getByRole('link', { name: messages.dashboard.adminPanel }).click();
  await expect(page).toHaveURL(/\/lapieza-admin$/);
  await expect(page.getByRole('heading', { name: m.title })).toBeVisible();
  for (const id of [
    'stat-blocked-users',
    'stat-approved-users',
    'stat-approved-providers',
    'stat-total-users',
  ]) {
    await expect(page.getByTestId(id)).toHaveText(/^\d+$/, LIST);
  }
  const approved = Number(await page.getByTestId('stat-approved-users').textContent());
  const blocked = Number(await page.getByTestId('stat-blocked-users').textContent());
  await expect(page.getByTestId('stat-total-users')).toHaveText(String(approved + blocked));
  await expect(page.getByRole('tab')).toHaveText(ADMIN_TAB_NAMES);
  // The panel has no site footer (shared frame).
  await expect(page.locator('footer')).toHaveCount(0);
  await page.getByRole('link', { name: m.backToDashboard }).click();
  await expect(page).toHaveURL(/\/dashboard$/);
});

/** Every admin operation through the API, as `token`; each must be refused and change nothing. */
async function expectApiRefusals(request: APIRequestContext, token: string, self: TestUser) {
  const pb = await su();
  const headers = { Authorization: token };
  const refused = (status: number) => expect(status, 'refused').toBeGreaterThanOrEqual(400);

  // Fixtures the caller must not be able to touch.
  const victim = await createUser();
  const owner = await createUser({ userType: 'provider' });
  const provider = await createProvider(owner);
  const rejectedOwner = await createUser({ userType: 'provider' });
  const rejected = await createProvider(rejectedOwner);
  await pb.collection('providers').update(rejected.id, { status: 'rejected', admin_notes: 'x' });
  const blockedUser = await createUser();
  await pb.collection('users').update(blockedUser.id, { blocked: true, blocked_reason: 'fx' });
  const category = await pb
    .collection('service_categories')
    .create({ name: unique('cat_neg').replace(/-/g, '_'), label: 'Negativa', active: false });
  const post = await pb
    .collection('blog_posts')
    .create({ title: unique('Borrador negativo'), content: '<p>Secreto</p>', status: 'draft' });

  // Admin list routes: e-mails and creator info.
  for (const path of ['/api/lp/admin/users', '/api/lp/admin/providers?status=approved']) {
    const res = await request.get(`${PB_URL}${path}`, { headers });
    expect(res.status(), path).toBe(403);
  }

  // Users: block, unblock, approve, roles, other people's profiles.
  refused(
    (
      await request.patch(`${PB_URL}/api/collections/users/records/${victim.id}`, {
        headers,
        data: { blocked: true, blocked_reason: 'no' },
      })
    ).status(),
  );
  refused(
    (
      await request.patch(`${PB_URL}/api/collections/users/records/${blockedUser.id}`, {
        headers,
        data: { blocked: false },
      })
    ).status(),
  );
  refused(
    (
      await request.patch(`${PB_URL}/api/collections/users/records/${self.id}`, {
        headers,
        data: { roles: ['admin'] },
      })
    ).status(),
  );
  const list = await request.get(`${PB_URL}/api/collections/users/records?perPage=5`, { headers });
  expect(list.status()).toBe(200);
  expect((await list.json()).totalItems).toBe(1);

  // Providers: reject, reactivate, notes, delete.
  refused(
    (
      await request.patch(`${PB_URL}/api/collections/providers/records/${provider.id}`, {
        headers,
        data: { status: 'rejected', admin_notes: 'no' },
      })
    ).status(),
  );
  refused(
    (
      await request.patch(`${PB_URL}/api/collections/providers/records/${rejected.id}`, {
        headers,
        data: { status: 'approved', admin_notes: '' },
      })
    ).status(),
  );
  refused(
    (
      await request.delete(`${PB_URL}/api/collections/providers/records/${provider.id}`, {
        headers,
      })
    ).status(),
  );

  // Service categories: inactive ones are hidden; create, update, delete refused.
  const inactive = await request.get(
    `${PB_URL}/api/collections/service_categories/records?filter=${encodeURIComponent('active = false')}`,
    { headers },
  );
  expect((await inactive.json()).totalItems).toBe(0);
  refused(
    (
      await request.post(`${PB_URL}/api/collections/service_categories/records`, {
        headers,
        data: { name: unique('intruso').replace(/-/g, '_'), label: 'Intrusa', active: true },
      })
    ).status(),
  );
  refused(
    (
      await request.patch(`${PB_URL}/api/collections/service_categories/records/${category.id}`, {
        headers,
        data: { label: 'Cambiada', active: true },
      })
    ).status(),
  );
  refused(
    (
      await request.delete(`${PB_URL}/api/collections/service_categories/records/${category.id}`, {
        headers,
      })
    ).status(),
  );

  // Blog: drafts are hidden; create, update, delete refused.
  const draft = await request.get(`${PB_URL}/api/collections/blog_posts/records/${post.id}`, {
    headers,
  });
  expect(draft.status()).toBe(404);
  refused(
    (
      await request.post(`${PB_URL}/api/collections/blog_posts/records`, {
        headers,
        data: { title: unique('Intruso'), content: '<p>x</p>', status: 'published' },
      })
    ).status(),
  );
  refused(
    (
      await request.patch(`${PB_URL}/api/collections/blog_posts/records/${post.id}`, {
        headers,
        data: { status: 'published' },
      })
    ).status(),
  );
  refused(
    (
      await request.delete(`${PB_URL}/api/collections/blog_posts/records/${post.id}`, { headers })
    ).status(),
  );

  // Nothing changed.
  expect((await pb.collection('users').getOne(victim.id))['blocked']).toBe(false);
  expect((await pb.collection('users').getOne(blockedUser.id))['blocked']).toBe(true);
  expect((await pb.collection('users').getOne(self.id))['is_admin']).toBe(false);
  expect((await pb.collection('providers').getOne(provider.id))['status']).toBe('approved');
  expect((await pb.collection('providers').getOne(rejected.id))['status']).toBe('rejected');
  const cat = await pb.collection('service_categories').getOne(category.id);
  expect([cat['label'], cat['active']]).toEqual(['Negativa', false]);
  const p = await pb.collection('blog_posts').getOne(post.id);
  expect(p['status']).toBe('draft');
}

const outsiders: { who: string; user: () => Promise<TestUser> }[] = [
  { who: 'an HR professional', user: () => userByEmail(DEMO.hr) },
  { who: 'a provider owner', user: () => userByEmail(DEMO.provider) },
  {
    who: 'an admin whose e-mail is outside the company domain',
    user: () =>
      createUser({
        email: `${unique('admin-externo')}@e2e.test`,
        roles: ['admin', 'hr_professional'],
      }),
  },
];

for (const { who, user } of outsiders) {
  test.describe(who, () => {
    test('is turned away from the route to /dashboard with the message', async ({ page }) => {
      const u = await user();
      await signIn(page, u);
      await page.goto('/lapieza-admin');
      await expect(page).toHaveURL(/\/dashboard$/);
      await expect(page.getByText(m.accessDenied(BRAND))).toBeVisible();
      await expect(page.getByRole('heading', { name: m.title })).toHaveCount(0);
      // No link to the panel on the dashboard either.
      await expect(page.getByRole('link', { name: messages.dashboard.adminPanel })).toHaveCount(0);
    });

    test('is refused by the API for every admin operation', async ({ request }) => {
      const u = await user();
      await expectApiRefusals(request, await tokenFor(u), u);
    });
  });
}

test('a provider owner cannot reject or feature their own company through the API', async ({
  request,
}) => {
  const owner = await createUser({ userType: 'provider' });
  const provider = await createProvider(owner);
  const headers = { Authorization: await tokenFor(owner) };
  for (const data of [
    { status: 'rejected', admin_notes: 'yo mismo' },
    { admin_notes: 'nota' },
    { featured: true },
    { verified: false },
  ]) {
    const res = await request.patch(`${PB_URL}/api/collections/providers/records/${provider.id}`, {
      headers,
      data,
    });
    expect(res.status(), JSON.stringify(data)).toBe(403);
  }
});

test('at 390 px no tab of the panel makes the page scroll sideways', async ({ page }) => {
  test.setTimeout(120_000);
  await page.setViewportSize({ width: 390, height: 844 });
  await signInAsAdmin(page);
  await page.goto('/lapieza-admin');
  const wide: string[] = [];
  for (const name of ADMIN_TAB_NAMES) {
    await openTab(page, name);
    await page.waitForTimeout(300);
    const found = await page.evaluate(() => {
      const doc = document.documentElement;
      if (doc.scrollWidth <= doc.clientWidth) return null;
      // The elements that grow wider than the window without a scrollbar of their own, to
      // name the culprit.
      return [...document.querySelectorAll<HTMLElement>('body, body *')]
        .filter((el) => {
          const r = el.getBoundingClientRect();
          return r.right > doc.clientWidth + 1 && getComputedStyle(el).overflowX === 'visible';
        })
        .slice(0, 6)
        .map((el) => `${el.tagName.toLowerCase()}.${el.className.toString().slice(0, 50)}`)
        .join(' > ');
    });
    if (found) wide.push(`${name}: ${found}`);
  }
  expect(wide).toEqual([]);
});
