import { test, expect, expectAccessible, activeCategories } from './public-support';
import { createUser, signIn } from './member-fixtures';
import { messages } from '../../src/lib/messages';

test.describe('site frame', () => {
  test('has Spanish SEO meta, a 1200×630 share image and valid JSON-LD', async ({
    page,
    request,
  }) => {
    await page.goto('/providers');
    await expect(page.locator('html')).toHaveAttribute('lang', 'es');
    await expect(page).toHaveTitle(/proveedores.*\| LaPieza$/i);
    const description = await page.locator('meta[name="description"]').getAttribute('content');
    expect(description?.length ?? 0).toBeGreaterThan(20);
    expect(description!.length).toBeLessThanOrEqual(150);
    await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', /\/providers$/);
    await expect(page.locator('meta[property="og:locale"]')).toHaveAttribute('content', 'es_ES');
    await expect(page.locator('meta[property="og:image:width"]')).toHaveAttribute(
      'content',
      '1200',
    );
    await expect(page.locator('meta[property="og:image:height"]')).toHaveAttribute(
      'content',
      '630',
    );
    await expect(page.locator('meta[name="twitter:card"]')).toHaveAttribute(
      'content',
      'summary_large_image',
    );
    const image = await page.locator('meta[property="og:image"]').getAttribute('content');
    const res = await request.get(new URL(image!).pathname);
    expect(res.status()).toBe(200);
    expect(res.headers()['content-type']).toContain('image/png');
    for (const block of await page
      .locator('script[type="application/ld+json"]')
      .allTextContents()) {
      expect(() => JSON.parse(block)).not.toThrow();
    }
  });

  test('shows visitors the public navigation with /auth and the community link', async ({
    page,
  }) => {
    await page.goto('/');
    const nav = page.getByRole('navigation', { name: 'Principal' });
    await expect(nav.getByRole('link', { name: 'Proveedores' })).toHaveAttribute(
      'href',
      '/providers',
    );
    await expect(nav.getByRole('link', { name: 'Categorías' })).toHaveAttribute(
      'href',
      '/categories',
    );
    await expect(nav.getByRole('link', { name: 'Blog' })).toHaveAttribute('href', '/blog');
    await expect(nav.getByRole('link', { name: /Comunidad/ })).toHaveAttribute(
      'href',
      /^https?:\/\//,
    );
    await expect(nav.getByRole('link', { name: 'Iniciar sesión' })).toHaveAttribute(
      'href',
      '/auth',
    );
    await expect(nav.getByRole('link', { name: 'Mi panel' })).toBeHidden();
    await expect(nav.getByRole('button', { name: 'Cerrar sesión' })).toBeHidden();
  });

  test('shows members /dashboard and a sign-out that ends the session', async ({ page }) => {
    await signIn(page, await createUser());
    await page.goto('/categories');
    const nav = page.getByRole('navigation', { name: 'Principal' });
    await expect(nav.getByRole('link', { name: 'Mi panel' })).toHaveAttribute('href', '/dashboard');
    await expect(nav.getByRole('link', { name: 'Iniciar sesión' })).toBeHidden();
    await nav.getByRole('button', { name: 'Cerrar sesión' }).click();
    // Every sign-out lands on /auth with the "Sesión cerrada" toast (docs/SECURITY.md).
    await expect(page).toHaveURL(/\/auth$/);
    await expect(page.getByText(messages.auth.signedOut)).toBeVisible();
    await expect(nav.getByRole('link', { name: 'Iniciar sesión' })).toBeVisible();
    expect(await page.evaluate(() => localStorage.getItem('pocketbase_auth'))).toBeNull();
  });

  test('has a footer with the spec links on public pages', async ({ page }) => {
    await page.goto('/categories');
    const footer = page.locator('footer[data-site-footer]');
    for (const href of [
      '/providers',
      '/categories',
      '/blog',
      '/reviews',
      '/about',
      '/privacy',
      '/terms',
    ]) {
      await expect(footer.locator(`a[href="${href}"]`)).toHaveCount(1);
    }
  });

  for (const path of [
    '/dashboard',
    '/settings',
    '/create-provider',
    '/write-review',
    '/lapieza-admin',
    '/provider-dashboard',
  ]) {
    test(`hides the footer on ${path}`, async ({ page, problems }) => {
      // Signed in, so that the app screens do not redirect to /auth.
      await signIn(page, await createUser());
      await page.goto(path);
      await page.waitForLoadState('networkidle');
      expect(new URL(page.url()).pathname).toMatch(
        /dashboard|lapieza-admin|settings|create-provider|write-review/,
      );
      await expect(page.locator('footer[data-site-footer]')).toHaveCount(0);
      await expect(page.locator('#consent-banner')).toBeAttached();
      problems.length = 0; // the app screens themselves are tested by their owners
    });
  }

  test('shows the consent banner until a choice is made, and remembers it', async ({ page }) => {
    test.slow();
    await page.goto('/');
    const banner = page.getByRole('region', { name: 'Aviso de cookies' });
    await expect(banner).toBeVisible();
    await banner.getByRole('button', { name: 'Aceptar' }).click();
    await expect(banner).toBeHidden();
    await page.goto('/providers');
    await expect(page.getByRole('region', { name: 'Aviso de cookies' })).toBeHidden();
    await page.goto('/blog');
    await expect(page.getByRole('region', { name: 'Aviso de cookies' })).toBeHidden();
  });

  test('lands at the top of every new page', async ({ page }) => {
    test.slow();
    await page.setViewportSize({ width: 390, height: 700 });
    await page.goto('/categories');
    await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
    await page.locator('footer a[href="/providers"]').click();
    await expect(page).toHaveURL(/\/providers$/);
    expect(await page.evaluate(() => window.scrollY)).toBe(0);
    await page.goBack();
    expect(await page.evaluate(() => window.scrollY)).toBe(0);
  });

  test('is accessible on the landing page, at phone width too', async ({ page }) => {
    test.slow();
    await page.goto('/');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expectAccessible(page);
    await page.setViewportSize({ width: 360, height: 740 });
    await page.reload();
    await expectAccessible(page);
  });
});

test.describe('landing', () => {
  test('has calls to action to /auth and /providers and the active category labels', async ({
    page,
  }) => {
    await page.goto('/');
    const hero = page.locator('main section').first();
    // Join calls to action open sign-up.
    await expect(hero.getByRole('link', { name: 'Únete gratis' })).toHaveAttribute(
      'href',
      '/auth/registro',
    );
    await expect(hero.getByRole('link', { name: 'Explorar proveedores' })).toHaveAttribute(
      'href',
      '/providers',
    );
    await expect(async () => {
      const categories = await activeCategories();
      await page.reload();
      await expect(page.locator('[data-category-labels] a')).toHaveText(
        categories.map((c) => c.label),
        { timeout: 1000 },
      );
    }).toPass({ timeout: 15_000 });
  });
});
