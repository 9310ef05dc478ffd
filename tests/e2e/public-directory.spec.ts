import type { APIRequestContext, Page } from '@playwright/test';
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

/** What the search endpoint answers for a query string (total and the first page's names). */
async function searched(request: APIRequestContext, qs: string) {
  const res = await request.get(`/api/search?${qs}`);
  expect(res.status()).toBe(200);
  const body = (await res.json()) as { total: number; rows: [string, string, string][] };
  return { total: body.total, names: body.rows.map((r) => r[2]) };
}

const cardNames = (page: Page) =>
  page.locator('[data-provider-grid] [data-provider-card] [data-field="name"]');

test.describe('provider directory', () => {
  test('lists every public provider in ranking order, 24 per page', async ({ page }) => {
    test.slow();
    await expect(async () => {
      const providers = await publicProviders();
      await page.goto('/providers');
      await expect(page.locator('[data-result-count]')).toHaveText(countText(providers.length), {
        timeout: 1000,
      });
      const cards = page.locator('[data-provider-grid] [data-provider-card]');
      await expect(cards).toHaveCount(Math.min(PAGE_SIZE, providers.length), { timeout: 1000 });
      // In ranking order ("Destacado" plays no part): the first card is the first provider.
      await expect(cards.first().locator('[data-field="name"]')).toHaveText(
        providers[0]!.company_name,
        { timeout: 1000 },
      );
    }).toPass({ timeout: 20_000 });
    const first = page.locator('[data-provider-card]').first();
    const top = (await publicProviders())[0]!;
    await expect(first.getByText('Destacado')).toBeVisible({ visible: top.featured });
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
    request,
  }) => {
    test.slow();
    for (const q of ['nomina', 'NÓMINA', 'Nómina']) {
      // Other suites may change providers meanwhile: compare with the data of the moment.
      await expect(async () => {
        const literal = searchMatches(await publicProviders(), await activeCategories(), 'nomina');
        const { total } = await searched(request, 'q=nomina');
        // Every provider that writes the word is found (synonyms may add more).
        expect(literal.length).toBeGreaterThan(0);
        expect(total).toBeGreaterThanOrEqual(literal.length);
        await page.goto(`/providers?q=${encodeURIComponent(q)}`);
        await expect(page.locator('[data-result-count]')).toHaveText(countText(total), {
          timeout: 1000,
        });
      }).toPass({ timeout: 20_000 });
      await expect(page.getByRole('searchbox', { name: 'Buscar' })).toHaveValue(q);
    }
  });

  test('filters instantly while typing and reflects the search in the URL', async ({
    page,
    request,
  }) => {
    test.slow();
    const providers = await publicProviders();
    await page.goto('/providers');
    const box = page.getByRole('searchbox', { name: 'Buscar' });
    await box.fill('capacitacion');
    const { total: expected } = await searched(request, 'q=capacitacion');
    await expect(page.locator('[data-result-count]')).toHaveText(countText(expected), {
      timeout: 15_000,
    });
    await expect(page).toHaveURL(/\/providers\?q=capacitacion$/);
    await expect(page.locator('[data-provider-card]')).toHaveCount(Math.min(PAGE_SIZE, expected));
    await page.getByRole('link', { name: 'Limpiar filtros' }).click();
    await expect(page).toHaveURL(/\/providers$/);
    // The whole directory again. Other workers add and reject providers meanwhile, so the
    // count is compared with the directory's size now, within a few.
    const count = page.locator('[data-result-count]');
    await expect(count).not.toHaveText(countText(expected));
    const shown = Number(/\d+/.exec((await count.textContent()) ?? '')?.[0]);
    expect(Math.abs(shown - (await publicProviders()).length)).toBeLessThanOrEqual(5);
    expect(providers.length).toBeGreaterThan(expected);
    await expect(box).toHaveValue('');
  });

  test('shows the first results at once from the head of the ranking, then the server completes them', async ({
    page,
  }) => {
    test.slow();
    // A slow connection: every answer of the search endpoint takes 3 s (the head does not).
    await page.route(
      (url) => url.pathname === '/api/search',
      async (route) => {
        await new Promise((r) => setTimeout(r, 3000));
        await route.continue();
      },
    );
    await page.goto('/providers');
    const box = page.getByRole('searchbox', { name: 'Buscar' });
    await box.focus();
    await expect(page.locator('form[data-head-ready]')).toHaveCount(1, { timeout: 15_000 });
    await box.fill('nómina');
    const grid = page.locator('[data-provider-grid]');
    const count = page.locator('[data-result-count]');
    // Well before the server's answer: payroll providers, and the count waits for the total.
    await expect(grid).toHaveAttribute('data-source', 'head', { timeout: 1500 });
    await expect(count).toHaveText('Buscando…');
    const first = await cardNames(page).allTextContents();
    expect(first.length).toBeGreaterThan(0);
    expect(page.url()).not.toContain('q=');
    // Then the answer: the count, the URL, and the same providers first, in the same order.
    await expect(grid).toHaveAttribute('data-source', 'server', { timeout: 15_000 });
    await expect(count).toHaveText(/^\d+ proveedores encontrados$/);
    await expect(page).toHaveURL(/\/providers\?q=n%C3%B3mina$/);
    const answered = await cardNames(page).allTextContents();
    expect(answered.slice(0, first.length)).toEqual(first);
    // An order the head cannot tell waits for the server: no first results.
    await page.getByLabel('Ordenar por').selectOption('nombre');
    await expect(count).toHaveText(/^\d+ proveedores encontrados$/);
    await expect(grid).toHaveAttribute('data-source', 'server');
    await expect(page).toHaveURL(/orden=nombre/, { timeout: 15_000 });
  });

  for (const { kind, typed, same } of [
    { kind: 'a stemmed query', typed: 'reclutadores', same: 'reclutamiento' },
    { kind: 'a synonym', typed: 'planilla', same: 'nómina' },
    { kind: 'a typo', typed: 'reclutamieto', same: 'reclutamiento' },
    // Two letters swapped are one typo (they were two, and found nothing).
    { kind: 'a transposition', typed: 'nomnia', same: 'nómina' },
    { kind: 'a transposition', typed: 'reclutamineto', same: 'reclutamiento' },
  ]) {
    test(`finds with ${kind} (${typed}) what ${same} finds, in the URL and after a reload`, async ({
      page,
      request,
    }) => {
      test.slow();
      // Other suites may add or reject providers meanwhile: compare with the data of the moment.
      let expected = { total: 0, names: [] as string[] };
      await expect(async () => {
        expected = await searched(request, `q=${encodeURIComponent(same)}`);
        expect(expected.total).toBeGreaterThan(0);
        expect((await searched(request, `q=${typed}`)).total).toBe(expected.total);
        // The category of the word (Reclutamiento, Nómina) is part of what it finds.
        const category = same === 'nómina' ? 'payroll' : 'recruiting';
        const inCategory = (await publicProviders()).filter((p) => p.categories.includes(category));
        expect(expected.total).toBeGreaterThanOrEqual(inCategory.length);
        await page.goto('/providers');
        await page.getByRole('searchbox', { name: 'Buscar' }).fill(typed);
        await expect(page.locator('[data-result-count]')).toHaveText(countText(expected.total), {
          timeout: 5000,
        });
        await expect(page).toHaveURL(`/providers?q=${typed}`);
        await expect(cardNames(page)).toHaveText(expected.names, { timeout: 5000 });
      }).toPass({ timeout: 40_000 });
      await page.reload();
      await expect(page.getByRole('searchbox', { name: 'Buscar' })).toHaveValue(typed);
      await expect(page.locator('[data-result-count]')).toHaveText(countText(expected.total));
      await expect(cardNames(page)).toHaveText(expected.names);
    });
  }

  test('filters by country and sorts by name, rating or reviews, in the URL and after a reload', async ({
    page,
  }) => {
    test.slow();
    const mexico = (await publicProviders()).filter((p) => p.headquarters_country === 'México');
    expect(mexico.length).toBeGreaterThan(1);
    await page.goto('/providers');
    await page.getByLabel('País').selectOption('mexico');
    await expect(page.locator('[data-result-count]')).toHaveText(countText(mexico.length));
    await expect(page).toHaveURL(/\/providers\?pais=mexico$/);
    await expect(page.locator('[data-field="country"]').first()).toHaveText('México');

    await page.getByLabel('Ordenar por').selectOption('nombre');
    await expect(page).toHaveURL(/\/providers\?pais=mexico&orden=nombre$/);
    const byName = mexico
      .map((p) => p.company_name)
      .sort((a, b) => a.localeCompare(b, 'es', { sensitivity: 'base' }));
    await expect(cardNames(page).first()).toHaveText(byName[0]!);
    await page.reload();
    await expect(page.getByLabel('País')).toHaveValue('mexico');
    await expect(page.getByLabel('Ordenar por')).toHaveValue('nombre');
    await expect(cardNames(page)).toHaveText(byName.slice(0, PAGE_SIZE));

    await page.getByLabel('Ordenar por').selectOption('resenas');
    await expect(page).toHaveURL(/\/providers\?pais=mexico&orden=resenas$/);
    const most = Math.max(...mexico.map((p) => p.total_reviews));
    await expect(page.locator('[data-field="reviews"]').first()).toHaveText(
      `(${most} ${most === 1 ? 'review' : 'reviews'})`,
    );
    await page.reload();
    await expect(page.locator('[data-field="reviews"]').first()).toHaveText(
      `(${most} ${most === 1 ? 'review' : 'reviews'})`,
    );
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

  test('works without JavaScript: the form submits and pages are links', async ({
    browser,
    request,
  }) => {
    const context = await browser.newContext({ javaScriptEnabled: false });
    const page = await context.newPage();
    await page.goto('/proveedores');
    await page.getByRole('searchbox', { name: 'Buscar' }).fill('planillas');
    await page.getByLabel('País').selectOption('mexico');
    await page.getByLabel('Ordenar por').selectOption('valoracion');
    await page.getByRole('button', { name: 'Buscar' }).click();
    // The form names the canonical directory (the page is one under both prefixes); the empty
    // category is dropped (301 to the canonical URL, parameters sorted).
    await expect(page).toHaveURL(/\/providers\?orden=valoracion&pais=mexico&q=planillas$/);
    const expected = await searched(request, 'q=planillas&pais=mexico&orden=valoracion');
    expect(expected.total).toBeGreaterThan(0);
    await expect(page.locator('[data-result-count]')).toHaveText(countText(expected.total));
    await expect(cardNames(page)).toHaveText(expected.names);
    await expect(page.getByLabel('Ordenar por')).toHaveValue('valoracion');
    await context.close();
  });

  test('"nómina": providers named or listed for it come before description-only matches', async ({
    page,
  }) => {
    test.slow();
    const strong = (p: { company_name: string; categories: string[] }) =>
      p.categories.includes('payroll') || /n[oó]minas?|planillas?|payroll/i.test(p.company_name);
    await expect(async () => {
      const providers = await publicProviders();
      // Providers that only mention the word in their description exist, and rank high.
      const weak = providers.filter((p) => !strong(p) && /n[oó]mina/i.test(p.description));
      expect(weak.length).toBeGreaterThan(0);
      // In the ranking order alone some of them would be on the first page.
      const matches = providers.filter((p) => strong(p) || weak.includes(p));
      expect(matches.slice(0, PAGE_SIZE).some((p) => weak.includes(p))).toBe(true);
      expect(providers.filter(strong).length).toBeGreaterThan(PAGE_SIZE);
      await page.goto(`/providers?q=${encodeURIComponent('nómina')}`);
      const names = await cardNames(page).allTextContents();
      expect(names).toHaveLength(PAGE_SIZE);
      const byName = new Map(providers.map((p) => [p.company_name, p]));
      for (const name of names) expect(strong(byName.get(name)!), name).toBe(true);
    }).toPass({ timeout: 40_000 });
  });

  test('says which words were left out when no provider matches them all', async ({ page }) => {
    test.slow();
    await page.goto(`/providers?q=${encodeURIComponent('nómina zzqxw')}`);
    const note = page.locator('[data-dropped-note]');
    await expect(note).toBeVisible();
    await expect(note).toHaveText(
      'Ningún proveedor coincide con todas las palabras: mostrando resultados sin «zzqxw».',
    );
    await expect(page.locator('[data-provider-card]')).toHaveCount(PAGE_SIZE);
    // The instant search says it too, and stops saying it when every word matches.
    const box = page.getByRole('searchbox', { name: 'Buscar' });
    await box.fill('planilla');
    await expect(note).toBeHidden({ timeout: 15_000 });
    await box.fill('sistema de recursos humanos qqzzx');
    await expect(note).toHaveText(/mostrando resultados sin «qqzzx»\.$/, { timeout: 15_000 });
    await expect(page.locator('[data-provider-card]')).toHaveCount(PAGE_SIZE);
  });

  test('offers "¿Quisiste decir …?" with a link when nothing matches', async ({ page }) => {
    test.slow();
    await page.goto('/providers?q=hirs');
    await expect(page.getByText('No se encontraron proveedores')).toBeVisible();
    const suggestion = page.locator('[data-suggestion]');
    await expect(suggestion).toHaveText(/^¿Quisiste decir\s+hris\s*\?$/);
    // The instant search offers it too.
    const box = page.getByRole('searchbox', { name: 'Buscar' });
    await box.fill('nomina');
    await expect(suggestion).toBeHidden({ timeout: 15_000 });
    await box.fill('ocr');
    await expect(suggestion).toHaveText(/^¿Quisiste decir\s+okr\s*\?$/, { timeout: 15_000 });
    await page.getByRole('link', { name: 'okr', exact: true }).click();
    await expect(page).toHaveURL(/\/providers\?q=okr$/);
    await expect(page.locator('[data-provider-card]').first()).toBeVisible();
    await expect(page.getByText('No se encontraron proveedores')).toBeHidden();
  });

  test('shows the empty state when nothing matches', async ({ page }) => {
    test.slow();
    await page.goto('/providers?q=zzqxw-qqvvk');
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
    // Join calls to action open sign-up, as a provider here.
    await expect(page.getByRole('link', { name: 'Registra tu empresa' })).toHaveAttribute(
      'href',
      '/auth/registro?tipo=proveedor',
    );
    // The page names the canonical directory, but filtering keeps the visitor's address.
    await page.getByRole('searchbox', { name: 'Buscar' }).fill('nomina');
    await expect(page).toHaveURL(/\/proveedores\?q=nomina$/);
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

test.describe('on a phone (390 px)', () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test('the filters fold behind "Filtros" (with the active count) and results start on the first screen', async ({
    browser,
  }) => {
    // No script needed: a plain form and a checkbox.
    const context = await browser.newContext({
      viewport: { width: 390, height: 844 },
      javaScriptEnabled: false,
    });
    const page = await context.newPage();
    await page.goto('/providers');
    await expect(page.getByLabel('Categoría')).toBeHidden();
    const firstCard = page.locator('[data-provider-grid] [data-provider-card]').first();
    const box = (await firstCard.boundingBox())!;
    expect(box.y, 'first result starts within the first screen').toBeLessThan(844);

    await page.getByText('Filtros', { exact: true }).click();
    await expect(page.getByLabel('Categoría')).toBeVisible();
    await page.getByLabel('Categoría').selectOption('payroll');
    await page.getByLabel('País').selectOption('mexico');
    await page.getByRole('button', { name: 'Buscar' }).click();
    await expect(page).toHaveURL(/categoria=payroll/);
    await expect(page).toHaveURL(/pais=mexico/);
    // Two filters set: the folded control says so.
    await expect(page.locator('label[for="directory-filters-toggle"]')).toHaveText(/Filtros\s*2/);
    await context.close();
  });
});
