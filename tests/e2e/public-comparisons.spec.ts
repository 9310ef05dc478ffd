import { test, expect, expectAccessible } from './public-support';

test.describe('comparisons', () => {
  test('the index pairs the top providers of each category', async ({ page }) => {
    test.slow();
    await page.goto('/comparativas');
    const links = page.locator('a[data-comparison-link]');
    expect(await links.count()).toBeGreaterThan(0);
    await expect(links.first()).toHaveAttribute(
      'href',
      /^\/comparativas\/[a-z0-9-]+-vs-[a-z0-9-]+$/,
    );
    await expectAccessible(page);
  });

  test('a comparison shows the summary, two cards, the table, advice and a back link', async ({
    page,
  }) => {
    test.slow();
    await page.goto('/comparativas');
    const link = page.locator('a[data-comparison-link]').first();
    const href = (await link.getAttribute('href'))!;
    const res = await page.goto(href);
    expect(res?.status()).toBe(200);
    await expect(page.getByRole('heading', { level: 1 })).toContainText(' vs ');
    await expect(page.locator('[data-comparison-summary]')).toBeVisible();
    const cards = page.locator('[data-compare-card]');
    await expect(cards).toHaveCount(2);
    await expect(cards.nth(0).getByRole('link')).toHaveAttribute(
      'href',
      /^\/proveedores\/[a-z0-9-]+$/,
    );
    const rows = page.locator('[data-comparison-table] tbody tr th');
    await expect(rows).toHaveText([
      'Calificación',
      'Calificación últimos 12 meses',
      'Total de reviews',
      'Verificado',
      'Año de fundación',
      'Número de servicios',
    ]);
    await expect(page.getByRole('heading', { name: /¿Cómo elegir/ })).toBeVisible();
    await expect(page.getByRole('link', { name: /Ver todas las comparativas/ })).toHaveAttribute(
      'href',
      '/comparativas',
    );
    await expectAccessible(page);
  });

  test('the comparison table fits a 390 px phone: every column in view, no sideways scroll', async ({
    page,
  }) => {
    test.slow();
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto('/comparativas');
    await page.goto((await page.locator('a[data-comparison-link]').first().getAttribute('href'))!);
    const table = page.locator('[data-comparison-table]');
    await table.scrollIntoViewIfNeeded();
    const cells = table.locator('thead th');
    await expect(cells).toHaveCount(3);
    for (let i = 0; i < 3; i++) {
      const box = (await cells.nth(i).boundingBox())!;
      expect(box.x, `column ${i} starts on screen`).toBeGreaterThanOrEqual(0);
      expect(box.x + box.width, `column ${i} ends on screen`).toBeLessThanOrEqual(390);
    }
    const overflow = await page.evaluate(
      () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
    );
    expect(overflow).toBe(0);
  });

  test('comparisons are reachable from the header, the footer and a provider page', async ({
    page,
  }) => {
    await page.goto('/providers');
    await expect(
      page
        .getByRole('navigation', { name: 'Principal' })
        .getByRole('link', { name: 'Comparativas' }),
    ).toHaveAttribute('href', '/comparativas');
    await expect(
      page
        .getByRole('navigation', { name: 'Directorio' })
        .getByRole('link', { name: 'Comparativas' }),
    ).toHaveAttribute('href', '/comparativas');
    await page.goto(
      (await page
        .locator('[data-provider-card] a[data-field="link"]')
        .first()
        .getAttribute('href'))!,
    );
    await page.getByRole('link', { name: 'Ver comparativas' }).click();
    await expect(page).toHaveURL(/\/comparativas$/);
    await expect(page.locator('a[data-comparison-link]').first()).toBeVisible();
  });

  test('matches names partially and case-insensitively, per country', async ({ page }) => {
    await page.goto('/comparativas');
    const href = (await page.locator('a[data-comparison-link]').first().getAttribute('href'))!;
    await page.goto(href);
    const names = await page.locator('[data-compare-card] h3').allTextContents();
    // The same names in capitals still find the same pair.
    const short = href.replace('/comparativas/', '').toUpperCase();
    await page.goto(`/comparativas/${short}`);
    await expect(page.locator('[data-compare-card] h3')).toHaveText(names);
    // Per country: a country both serve (the page links it), the names in capitals again.
    const shared = page.locator('[data-comparison-countries] a:not([aria-current])');
    if ((await shared.count()) > 0) {
      const countryHref = (await shared.first().getAttribute('href'))!;
      const countryName = (await shared.first().textContent())!.trim();
      const slug = countryHref.split('/').pop()!;
      const res = await page.goto(`/comparativas/${short}/${slug.toUpperCase()}`);
      expect(res?.status()).toBe(200);
      await expect(page.getByRole('heading', { level: 1 })).toContainText(`en ${countryName}`);
      await expect(page.locator('[data-compare-card] h3')).toHaveText(names);
    }
    // A slug that is no country: no comparison.
    const res = await page.goto(`${href}/atlantida`);
    expect(res?.status()).toBe(404);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Comparativa no disponible');
  });

  for (const path of ['/comparativas/nadie-vs-ninguno', '/comparativas/solo-un-nombre']) {
    test(`shows "Comparativa no disponible" with 404 for ${path}`, async ({ page }) => {
      const res = await page.goto(path);
      expect(res?.status()).toBe(404);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText('Comparativa no disponible');
      await expect(page.getByRole('link', { name: 'Ver comparativas' })).toHaveAttribute(
        'href',
        '/comparativas',
      );
      await expectAccessible(page);
    });
  }
});
