import {
  test,
  expect,
  expectAccessible,
  publicProviders,
  activeCategories,
  searchMatches,
  countText,
} from './public-support';

const PAGE_SIZE = 24;

test.describe('provider directory', () => {
  test('lists every public provider, featured first, 24 per page', async ({ page }) => {
    test.slow();
    await expect(async () => {
      const providers = await publicProviders();
      await page.goto('/providers');
      await expect(page.locator('[data-result-count]')).toHaveText(countText(providers.length), {
        timeout: 1000,
      });
      const cards = page.locator('[data-provider-grid] [data-provider-card]');
      await expect(cards).toHaveCount(Math.min(PAGE_SIZE, providers.length), { timeout: 1000 });
      // Ordered featured first, then by rating: the first card is the first provider.
      await expect(cards.first().locator('[data-field="name"]')).toHaveText(
        providers[0]!.company_name,
        { timeout: 1000 },
      );
    }).toPass({ timeout: 20_000 });
    const first = page.locator('[data-provider-card]').first();
    await expect(first.getByText('Destacado')).toBeVisible();
    await expect(first.getByText('Verificado')).toBeVisible();
  });

  test('shows a card exactly as the spec: badges, stars rounded, one decimal, +N chips', async ({
    page,
  }) => {
    const providers = await publicProviders();
    const categories = await activeCategories();
    const labels = new Map(categories.map((c) => [c.name, c.label]));
    // A provider with more than two categories, on the first page of its search.
    const many = providers.find((p) => p.categories.length > 2 && p.total_reviews > 0)!;
    expect(many, 'seed has a provider with 3+ categories').toBeTruthy();
    await page.goto(`/providers?q=${encodeURIComponent(many.company_name)}`);
    const card = page.locator(`[data-provider-card][data-provider-id="${many.id}"]`);
    await expect(card).toBeVisible();
    await expect(card.locator('[data-field="name"]')).toHaveText(many.company_name);
    await expect(card.locator('[data-field="country"]')).toHaveText(many.headquarters_country);
    await expect(card.locator('[data-field="rating"]')).toHaveText(many.average_rating.toFixed(1));
    await expect(card.locator('[data-field="reviews"]')).toHaveText(
      `(${many.total_reviews} ${many.total_reviews === 1 ? 'review' : 'reviews'})`,
    );
    await expect(card.locator('[data-star="on"]')).toHaveCount(Math.round(many.average_rating));
    await expect(card.locator('[data-chip]')).toHaveText(
      many.categories.slice(0, 2).map((c) => labels.get(c) ?? c),
    );
    await expect(card.locator('[data-field="more"]')).toHaveText(`+${many.categories.length - 2}`);
    await expect(card.getByRole('link')).toHaveAttribute('href', `/providers/${many.slug}`);
  });

  test('searches case- and accent-insensitively on name, description and category labels', async ({
    page,
  }) => {
    test.slow();
    // Other suites may change providers meanwhile: compare with the data of the moment.
    for (const q of ['nomina', 'NÓMINA', 'Nómina']) {
      await expect(async () => {
        const expected = searchMatches(await publicProviders(), await activeCategories(), 'nomina');
        expect(expected.length).toBeGreaterThan(0);
        await page.goto(`/providers?q=${encodeURIComponent(q)}`);
        await expect(page.locator('[data-result-count]')).toHaveText(countText(expected.length), {
          timeout: 1000,
        });
      }).toPass({ timeout: 20_000 });
      await expect(page.getByRole('searchbox', { name: 'Buscar' })).toHaveValue(q);
    }
  });

  test('filters instantly while typing and reflects the search in the URL', async ({ page }) => {
    test.slow();
    const providers = await publicProviders();
    const categories = await activeCategories();
    await page.goto('/providers');
    const box = page.getByRole('searchbox', { name: 'Buscar' });
    await box.fill('capacitacion');
    const expected = searchMatches(providers, categories, 'capacitacion').length;
    // The first keystroke loads the search index; later ones filter in memory.
    await expect(page.locator('[data-result-count]')).toHaveText(countText(expected), {
      timeout: 15_000,
    });
    await expect(page).toHaveURL(/\/providers\?q=capacitacion$/);
    await expect(page.locator('[data-provider-card]')).toHaveCount(Math.min(PAGE_SIZE, expected));
    await page.getByRole('link', { name: 'Limpiar filtros' }).click();
    await expect(page.locator('[data-result-count]')).toHaveText(countText(providers.length));
    await expect(page).toHaveURL(/\/providers$/);
    await expect(box).toHaveValue('');
  });

  test('filters by category, with the filter and the page in the URL', async ({ page }) => {
    test.slow();
    const providers = await publicProviders();
    const payroll = providers.filter((p) => p.categories.includes('payroll'));
    await page.goto('/providers');
    await page.getByLabel('Categoría').selectOption('payroll');
    await expect(page.locator('[data-result-count]')).toHaveText(countText(payroll.length), {
      timeout: 15_000,
    });
    await expect(page).toHaveURL(/categoria=payroll/);
    await page.reload();
    await expect(page.getByLabel('Categoría')).toHaveValue('payroll');
    await expect(page.locator('[data-result-count]')).toHaveText(countText(payroll.length));
    if (payroll.length > PAGE_SIZE) {
      await page
        .getByRole('navigation', { name: 'Paginación' })
        .getByRole('link', { name: 'Siguiente' })
        .click();
      await expect(page).toHaveURL(/categoria=payroll&pagina=2/);
      await expect(page.getByText(`Mostrando ${PAGE_SIZE + 1}–`)).toBeVisible();
      const names = await page
        .locator('[data-provider-card] [data-field="name"]')
        .allTextContents();
      expect(names[0]).toBe(payroll[PAGE_SIZE]!.company_name);
    }
  });

  test('works without JavaScript: the form submits and pages are links', async ({ browser }) => {
    const context = await browser.newContext({ javaScriptEnabled: false });
    const page = await context.newPage();
    await page.goto('/proveedores');
    await page.getByRole('searchbox', { name: 'Buscar' }).fill('nómina');
    await page.getByRole('button', { name: 'Buscar' }).click();
    await expect(page).toHaveURL(/\/proveedores\?q=n%C3%B3mina/);
    const cards = page.locator('[data-provider-card]');
    expect(await cards.count()).toBeGreaterThan(0);
    expect(await cards.count()).toBeLessThanOrEqual(PAGE_SIZE);
    await context.close();
  });

  test('shows the empty state when nothing matches', async ({ page }) => {
    test.slow();
    await page.goto('/providers?q=zzqxw-sin-resultados');
    await expect(page.getByText('No se encontraron proveedores')).toBeVisible();
    await expect(page.locator('[data-provider-card]')).toHaveCount(0);
    await expect(page.locator('[data-result-count]')).toHaveText(countText(0));
    // The instant filter shows it too.
    await page.getByRole('searchbox', { name: 'Buscar' }).fill('nomina');
    await expect(page.getByText('No se encontraron proveedores')).toBeHidden({ timeout: 15_000 });
    await page.getByRole('searchbox', { name: 'Buscar' }).fill('zzqxw');
    await expect(page.getByText('No se encontraron proveedores')).toBeVisible();
  });

  test('/proveedores is the same list, with the provider call to action to /auth', async ({
    page,
  }) => {
    test.slow();
    await expect(async () => {
      const providers = await publicProviders();
      await page.goto('/proveedores');
      await expect(page.locator('[data-result-count]')).toHaveText(countText(providers.length), {
        timeout: 1000,
      });
    }).toPass({ timeout: 20_000 });
    await expect(page.getByRole('link', { name: 'Registra tu empresa' })).toHaveAttribute(
      'href',
      '/auth',
    );
  });

  test('keeps the page light and accessible', async ({ page, request }) => {
    test.slow();
    const res = await request.get('/providers');
    const html = await res.text();
    expect(html.length).toBeLessThan(250_000);
    await page.goto('/providers');
    await expectAccessible(page);
  });
});
