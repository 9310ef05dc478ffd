import {
  test,
  expect,
  expectAccessible,
  publicProviders,
  activeCategories,
  countText,
} from './public-support';

test.describe('/categories', () => {
  test('shows each active category with its count of public providers and the stats', async ({
    page,
  }) => {
    test.slow();
    await expect(async () => {
      const providers = await publicProviders();
      const categories = await activeCategories();
      await page.goto('/categories');
      const cards = page.locator('[data-category-grid] a');
      await expect(cards).toHaveCount(categories.length, { timeout: 1000 });
      for (const c of categories) {
        const n = providers.filter((p) => p.categories.includes(c.name)).length;
        const card = page.locator(`a[data-category="${c.name}"]`);
        await expect(card).toHaveAttribute('href', `/proveedores/categoria/${c.name}`);
        await expect(card.locator('h3')).toHaveText(c.label);
        await expect(card.locator('[data-category-count]')).toHaveText(
          `${n} ${n === 1 ? 'proveedor' : 'proveedores'}`,
          { timeout: 1000 },
        );
      }
      await expect(page.locator('[data-stat="providers"] dd')).toHaveText(`${providers.length}+`, {
        timeout: 1000,
      });
      await expect(page.locator('[data-stat="categories"] dd')).toHaveText(
        String(categories.length),
      );
    }).toPass({ timeout: 20_000 });
    await expect(page.locator('[data-stat="countries"] dd')).toHaveText('15');
    await expect(page.locator('[data-support-link]')).toHaveAttribute('href', /^mailto:.+@.+/);
    await expectAccessible(page);
  });
});

test.describe('providers by category and country', () => {
  test('resolves a category alias, with breadcrumb and the count', async ({ page }) => {
    const label = (await activeCategories()).find((c) => c.name === 'payroll')!.label;
    await page.goto('/proveedores/categoria/nomina');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(
      `Proveedores de ${label} en Latinoamérica`,
    );
    const crumbs = page.getByRole('navigation', { name: 'Ruta de navegación' });
    await expect(crumbs.getByRole('listitem')).toHaveText([
      /Inicio/,
      /Proveedores/,
      new RegExp(label),
    ]);
    await expect(async () => {
      const now = (await publicProviders()).filter((p) => p.categories.includes('payroll'));
      await page.reload();
      await expect(page.locator('[data-result-count]')).toHaveText(countText(now.length), {
        timeout: 1000,
      });
    }).toPass({ timeout: 20_000 });
    const first = page.locator('[data-provider-card]').first();
    await expect(first.getByRole('link')).toHaveAttribute('href', /^\/proveedores\/[a-z0-9-]+$/);
    await expect(page.locator('[data-local-advantages]')).toHaveCount(0);
    const ld = (await page.locator('script[type="application/ld+json"]').allTextContents()).map(
      (t) => JSON.parse(t),
    );
    expect(ld.some((d) => d['@type'] === 'BreadcrumbList' && d.itemListElement.length === 3)).toBe(
      true,
    );
  });

  test('narrows to a country, with the explanatory block and singular/plural count', async ({
    page,
  }) => {
    test.slow();
    const providers = await publicProviders();
    const categories = await activeCategories();
    const slugs: Record<string, string> = {
      mexico: 'México',
      colombia: 'Colombia',
      peru: 'Perú',
      chile: 'Chile',
      argentina: 'Argentina',
      'costa-rica': 'Costa Rica',
      panama: 'Panamá',
    };
    for (const [slug, country] of Object.entries(slugs)) {
      const c = categories[0]!;
      const n = providers.filter(
        (p) => p.categories.includes(c.name) && p.headquarters_country === country,
      ).length;
      await page.goto(`/proveedores/categoria/${c.name}/${slug}`);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(
        `Proveedores de ${c.label} en ${country}`,
      );
      await expect(page.locator('[data-result-count]')).toHaveText(countText(n));
      await expect(page.locator('[data-local-advantages]')).toBeVisible();
      if (n === 0) await expect(page.getByText('No se encontraron proveedores')).toBeVisible();
      else await expect(page.locator('[data-provider-card]')).toHaveCount(Math.min(24, n));
    }
    await expectAccessible(page);
  });

  test('shows the empty state for a combination without providers', async ({ page }) => {
    const providers = await publicProviders();
    const categories = await activeCategories();
    const all: Record<string, string> = {
      mexico: 'México',
      colombia: 'Colombia',
      argentina: 'Argentina',
      chile: 'Chile',
      peru: 'Perú',
      brasil: 'Brasil',
      venezuela: 'Venezuela',
      ecuador: 'Ecuador',
      bolivia: 'Bolivia',
      uruguay: 'Uruguay',
      paraguay: 'Paraguay',
      'costa-rica': 'Costa Rica',
      panama: 'Panamá',
      nicaragua: 'Nicaragua',
      guatemala: 'Guatemala',
    };
    let empty: [string, string] | null = null;
    for (const c of categories)
      for (const [slug, country] of Object.entries(all))
        if (
          !empty &&
          !providers.some(
            (p) => p.categories.includes(c.name) && p.headquarters_country === country,
          )
        )
          empty = [c.name, slug];
    expect(empty, 'every category × country combination has providers').not.toBeNull();
    const res = await page.goto(`/proveedores/categoria/${empty![0]}/${empty![1]}`);
    expect(res?.status()).toBe(200);
    await expect(page.getByText('No se encontraron proveedores')).toBeVisible();
    await expect(page.locator('[data-result-count]')).toHaveText(countText(0));
    await expectAccessible(page);
  });

  for (const path of [
    '/proveedores/categoria/no-existe',
    '/proveedores/categoria/payroll/espana',
    '/proveedores/categoria/payroll/atlantida',
  ]) {
    test(`answers 404 for ${path}`, async ({ page }) => {
      const res = await page.goto(path);
      expect(res?.status()).toBe(404);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText('Categoría no encontrada');
    });
  }
});
