/**
 * axe on every route, as each role: no serious or critical violation. The blog and static
 * pages signed out are in static-a11y.spec.ts; the landing page, directory, provider and
 * category pages signed out are in the public-* specs. Here: the remaining public routes,
 * the auth screens, and every route again signed in (header, favourite toggle and app
 * islands change the page), with the app islands rendered before axe runs.
 */
import { expect, test, type Page } from '@playwright/test';
import { messages } from '../../src/lib/messages';
import { signIn, su } from './member-fixtures';
import { DEMO, userByEmail } from './fixtures/security-support';
import { ADMIN_TAB_NAMES } from './admin-fixtures';
import { expectAccessible } from './fixtures/axe';

interface Route {
  path: string;
  /** Waits until the island under test has rendered. */
  ready?: (page: Page) => Promise<void>;
}

const visible = (f: (p: Page) => ReturnType<Page['getByRole']>) => async (p: Page) => {
  await expect(f(p).first()).toBeVisible({ timeout: 20_000 });
};
const hello = visible((p) => p.getByRole('heading', { name: /^Hola, / }));

let samples: { provider: string; post: string; comparison: string; review: string } | undefined;
async function sample() {
  if (samples) return samples;
  const pb = await su();
  const top = await pb.collection('providers').getList(1, 2, {
    filter: 'status = "approved" && verified = true',
    sort: '-total_reviews',
  });
  const [a, b] = top.items;
  const review = await pb
    .collection('reviews')
    .getFirstListItem(pb.filter('provider = {:p} && hidden = false', { p: a!.id }));
  const post = await pb
    .collection('blog_posts')
    .getFirstListItem('status = "published"', { sort: '-published_at' });
  const term = (s: string) =>
    s
      .normalize('NFD')
      .replace(/[\u0300-\u036f]/g, '')
      .toLowerCase()
      .replace(/[^a-z0-9]+/g, '-')
      .replace(/^-|-$/g, '');
  samples = {
    provider: a!['slug'],
    post: post['slug'],
    review: review.id,
    comparison: `${term(a!['company_name'])}-vs-${term(b!['company_name'])}`,
  };
  return samples;
}

const publicRoutes = async (): Promise<Route[]> => {
  const s = await sample();
  return [
    { path: '/' },
    { path: '/providers' },
    { path: '/providers?q=nomina' },
    { path: `/providers/${s.provider}` },
    { path: `/providers/${s.provider}/reviews?orden=mejor` },
    { path: `/providers/${s.provider}/reviews/${s.review}` },
    { path: '/reviews' },
    { path: '/reviews?estrellas=5' },
    { path: '/categories' },
    { path: '/proveedores/categoria/recruiting' },
    { path: '/proveedores/categoria/recruiting/mexico' },
    { path: '/proveedores/categoria/recruiting/mapa' },
    { path: '/comparativas' },
    { path: `/comparativas/${s.comparison}` },
    { path: '/blog' },
    { path: `/blog/${s.post}` },
    { path: '/about' },
  ];
};

async function checkAll(page: Page, routes: Route[]): Promise<void> {
  for (const r of routes) {
    await page.goto(r.path);
    await page.waitForLoadState('load');
    if (r.ready) await r.ready(page);
    await expectAccessible(page, r.path);
  }
}

test.describe('axe on every route', () => {
  test('anonymous: comparisons, categories and the auth screens', async ({ page }) => {
    test.setTimeout(180_000);
    const s = await sample();
    await checkAll(page, [
      { path: '/categories' },
      { path: '/comparativas' },
      { path: `/comparativas/${s.comparison}` },
      { path: '/comparativas/nadie-vs-ninguno' },
      { path: '/proveedores/categoria/recruiting/mexico' },
      { path: '/email-confirmation?email=alguien%40e2e.test' },
      {
        path: '/auth',
        ready: visible((p) => p.getByRole('heading', { name: messages.auth.loginTitle })),
      },
      {
        path: '/favorites',
        ready: visible((p) => p.getByRole('heading', { name: messages.favorites.loginTitle })),
      },
      // Account screens (the link pages without a token show their error).
      {
        path: '/auth/registro',
        ready: visible((p) => p.getByRole('heading', { name: messages.auth.signupTitle })),
      },
      {
        path: '/auth/recuperar',
        ready: visible((p) => p.getByRole('heading', { name: messages.credentials.forgotTitle })),
      },
      {
        path: '/auth/nueva-contrasena',
        ready: visible((p) =>
          p.getByRole('alert').filter({ hasText: messages.credentials.linkMissing }),
        ),
      },
      {
        path: '/auth/confirmar-correo',
        ready: visible((p) =>
          p.getByRole('alert').filter({ hasText: messages.credentials.linkMissing }),
        ),
      },
    ]);
    // The sign-up view of /auth, with its validation errors shown.
    await page.goto('/auth');
    await page.getByRole('button', { name: messages.auth.toSignup }).click();
    await page.locator('form').getByRole('button', { name: messages.auth.signupSubmit }).click();
    await expect(page.locator('form').getByRole('alert')).toBeVisible();
    await expectAccessible(page, '/auth (sign-up with errors)');
  });

  test('HR professional: public pages and the app', async ({ page }) => {
    test.setTimeout(240_000);
    await signIn(page, await userByEmail(DEMO.hr));
    await checkAll(page, [
      ...(await publicRoutes()),
      { path: '/dashboard', ready: hello },
      {
        path: '/favorites',
        ready: visible((p) => p.getByRole('heading', { name: messages.favorites.title })),
      },
      { path: '/settings', ready: visible((p) => p.getByLabel(messages.settings.firstName)) },
      { path: '/write-review', ready: visible((p) => p.getByLabel(messages.review.reviewTitle)) },
    ]);
  });

  test('provider owner: public pages and the app', async ({ page }) => {
    test.setTimeout(240_000);
    await signIn(page, await userByEmail(DEMO.provider));
    await checkAll(page, [
      ...(await publicRoutes()),
      { path: '/dashboard', ready: hello },
      { path: '/provider-dashboard', ready: visible((p) => p.getByRole('heading', { level: 1 })) },
      { path: '/create-provider', ready: visible((p) => p.locator('form')) },
      { path: '/settings', ready: visible((p) => p.getByLabel(messages.settings.firstName)) },
    ]);
  });

  test('admin: the panel, every tab and the post editor', async ({ page }) => {
    // The provider and user lists are long: axe takes a while on each tab.
    test.setTimeout(600_000);
    const m = messages.admin;
    await signIn(page, await userByEmail(DEMO.admin));
    await checkAll(page, [
      { path: '/' },
      { path: '/dashboard', ready: hello },
      { path: '/lapieza-admin', ready: visible((p) => p.getByRole('tab')) },
    ]);
    for (const tab of ADMIN_TAB_NAMES) {
      await page.getByRole('tab', { name: tab, exact: true }).click();
      await expect(page.getByRole('tab', { name: tab, exact: true })).toHaveAttribute(
        'aria-selected',
        'true',
      );
      await expect(page.getByRole('tabpanel').first()).toBeVisible();
      await expectAccessible(page, `/lapieza-admin ${tab}`);
    }
    await page.getByRole('tab', { name: m.tabCategories, exact: true }).click();
    await page.getByRole('button', { name: m.newCategory }).click();
    await expectAccessible(page, '/lapieza-admin new category form');
    await page.getByRole('tab', { name: m.tabBlog, exact: true }).click();
    await page.getByRole('button', { name: m.newPost }).click();
    await expect(page.locator('.ql-editor')).toBeVisible({ timeout: 20_000 });
    await expectAccessible(page, '/lapieza-admin post editor');
  });
});
