// Provider facts in Chromium: the owner edits the whole profile in the one
// editor (languages, a case study, the facts) and the public page follows; a visitor filters
// the directory by a local obligation and a company size, with and without JavaScript.
import type { Page } from '@playwright/test';
import { fileURLToPath } from 'node:url';
import { messages } from '../../src/lib/messages';
import { profileEditorMessages as pm } from '../../src/lib/messages/profile-editor';
import { providerFactsMessages as fm } from '../../src/lib/messages/provider-facts';
import { readFacts } from '../../src/lib/contract/provider-facts';
import { createProvider, createUser, signIn, su, unique } from './member-fixtures';
import { countText, expect, publicProviders, test } from './public-support';

const f = messages.providerForm;
const logoPath = fileURLToPath(new URL('../../public/og-default.png', import.meta.url));

/** The public page once the revalidation has caught up with `check`. */
async function publicPageShows(page: Page, slug: string, check: () => Promise<void>) {
  await expect(async () => {
    await page.goto(`/providers/${slug}`);
    await check();
  }).toPass({ timeout: 20_000 });
}

test('the owner edits languages, facts and a case study in one editor; the public page follows', async ({
  page,
}) => {
  test.slow();
  const owner = await createUser({ userType: 'provider' });
  const provider = await createProvider(owner, unique('Nómina Andina'));
  await signIn(page, owner);

  // From the provider dashboard, "Editar Perfil" opens the editor.
  await page.goto('/provider-dashboard');
  await page.getByRole('link', { name: messages.providerDashboard.editProfile }).click();
  await expect(page).toHaveURL(`/create-provider?edit=${provider.id}&desde=panel`);

  // The logo shows before saving; a valid file clears the error of a bad one.
  const alert = page.locator('form').first().getByRole('alert');
  await page
    .locator('#logo')
    .setInputFiles({ name: 'nota.txt', mimeType: 'text/plain', buffer: Buffer.from('x') });
  await expect(alert).toContainText(f.invalidImage);
  await page.locator('#logo').setInputFiles(logoPath);
  await expect(alert).toHaveCount(0);
  await expect(page.getByTestId('logo-preview')).toHaveAttribute('src', /^blob:/);

  // Languages: add two, remove one.
  await page.getByLabel(pm.newLanguage).fill('Portugués');
  await page.getByRole('button', { name: pm.addLanguage }).click();
  await page.getByLabel(pm.newLanguage).fill('Quechua');
  await page.getByLabel(pm.newLanguage).press('Enter');
  await page.getByRole('button', { name: pm.removeLanguage('Quechua') }).click();

  // Facts: Chile and Perú served, a size band, a model with a price, two obligations.
  await page.getByRole('checkbox', { name: 'Chile', exact: true }).check();
  await page.getByRole('checkbox', { name: 'Perú', exact: true }).check();
  await page.getByRole('checkbox', { name: fm.sizeBand('201-1000') }).check();
  await page.getByRole('checkbox', { name: 'Cuota mensual' }).check();
  await page.getByRole('button', { name: fm.addPrice }).click();
  const row = page.locator('[data-price-row]').first();
  await expect(row.getByLabel(fm.currency)).toHaveValue('CLP');
  await row.getByLabel(fm.priceMin).fill('250000');
  await row.getByLabel(fm.priceMax).fill('900000');
  await page.getByRole('checkbox', { name: 'Previred (Chile)' }).check();
  await page.getByRole('checkbox', { name: 'PLAME (Perú)' }).check();
  await page.getByLabel(fm.integrations).fill('BUK, Talana');
  await page.getByRole('button', { name: f.submitEdit }).click();
  await expect(page).toHaveURL(/\/provider-dashboard$/);
  await expect(page.getByText(f.updatedApproved)).toBeVisible();

  // A case study: created, then edited.
  await page.goto(`/create-provider?edit=${provider.id}`);
  await page.getByRole('button', { name: pm.newCaseStudy }).click();
  await page.getByLabel(`${pm.caseTitle} *`).fill('Nómina regional para 800 personas');
  await page.getByLabel(pm.caseClient).fill('Minera del Sur');
  await page.getByLabel(pm.caseSummary).fill('Unificamos la nómina de Chile y Perú.');
  await page.getByLabel(pm.caseResults).fill('Cierre mensual en dos días.');
  await page.getByRole('button', { name: pm.saveCase }).click();
  await expect(page.getByText(pm.caseSaved)).toBeVisible();
  await page.getByRole('button', { name: `${pm.edit}: Nómina regional para 800 personas` }).click();
  await page.getByLabel(`${pm.caseTitle} *`).fill('Nómina regional para 900 personas');
  await page.getByRole('button', { name: pm.saveCase }).click();
  await expect(
    page.locator('[data-case-study-row]').getByText('Nómina regional para 900 personas'),
  ).toBeVisible();

  await publicPageShows(page, provider.slug, async () => {
    await expect(page.locator('[data-field="languages"]')).toHaveText('Portugués', {
      timeout: 1000,
    });
    await expect(page.locator('[data-case-study]')).toContainText(
      'Nómina regional para 900 personas',
      { timeout: 1000 },
    );
  });
  const facts = page.locator('[data-provider-facts]');
  await expect(facts.locator('[data-facts-source]')).toContainText(fm.declared);
  await expect(facts.locator('[data-facts-source]')).toContainText('actualizado el');
  await expect(facts.locator('[data-fact="countries"]')).toHaveText(/Chile\s*Perú/);
  await expect(facts.locator('[data-fact="sizes"]')).toHaveText(fm.sizeBand('201-1000'));
  await expect(facts.locator('[data-fact="obligations"]')).toContainText('Chile: Previred');
  await expect(facts.locator('[data-fact="obligations"]')).toContainText('Perú: PLAME');
  await expect(facts.locator('[data-fact="prices"]')).toContainText('Cuota mensual');
  await expect(facts.locator('[data-fact="prices"]')).toContainText(/CLP 250,000 – 900,000/);
  await expect(facts.locator('[data-fact="integrations"]')).toContainText('Talana');

  // Back to draft, then deleted: the public page drops it.
  await page.goto(`/create-provider?edit=${provider.id}`);
  await page
    .getByRole('button', { name: `${pm.unpublish}: Nómina regional para 900 personas` })
    .click();
  await expect(page.locator('[data-case-study-row]').getByText(pm.caseDraft)).toBeVisible();
  page.once('dialog', (d) => void d.accept());
  await page
    .getByRole('button', { name: `${pm.remove}: Nómina regional para 900 personas` })
    .click();
  await expect(page.getByText(pm.noCaseStudies)).toBeVisible();
  await publicPageShows(page, provider.slug, async () => {
    await expect(page.locator('[data-case-study]')).toHaveCount(0, { timeout: 1000 });
  });
});

/** The public providers that declare an obligation and a company size, from PocketBase. */
async function declaring(obligation: string, size: string): Promise<string[]> {
  const pb = await su();
  const ids = new Set((await publicProviders()).map((p) => p.id));
  const rows = await pb.collection('providers').getFullList({ fields: 'id,facts', batch: 1000 });
  return rows
    .filter((r) => ids.has(r.id))
    .filter((r) => {
      const facts = readFacts(r['facts']);
      return facts.obligations.includes(obligation as never) && facts.sizes.includes(size as never);
    })
    .map((r) => r.id);
}

test('a visitor filters the directory by a local obligation and a company size', async ({
  page,
}) => {
  const expected = await declaring('previred', '51-200');
  expect(expected.length, 'the seed declares Previred for mid-size companies').toBeGreaterThan(0);
  await page.goto('/providers');
  await page.getByLabel(fm.obligation).selectOption('previred');
  await page.getByLabel(fm.size).selectOption('51-200');
  await expect(page).toHaveURL(/obligacion=previred/);
  await expect(page).toHaveURL(/tamano=51-200/);
  await expect(page.locator('[data-result-count]')).toHaveText(countText(expected.length));
  // The grid's first row of cards comes with the count, the rest in the next frame.
  const cards = page.locator('[data-provider-grid] [data-provider-card]');
  await expect(cards).toHaveCount(Math.min(24, expected.length));
  const shown = await cards.evaluateAll((all) =>
    all.map((c) => c.getAttribute('data-provider-id')),
  );
  for (const id of shown) expect(expected).toContain(id);

  // The URL is the page: a reload shows the same filtered list.
  await page.reload();
  await expect(page.getByLabel(fm.obligation)).toHaveValue('previred');
  await expect(page.locator('[data-result-count]')).toHaveText(countText(expected.length));
});

test('the filters work without JavaScript, on the directory and a category page', async ({
  browser,
}) => {
  const expected = await declaring('cfdi_nomina', '11-50');
  const context = await browser.newContext({ javaScriptEnabled: false });
  const page = await context.newPage();
  await page.goto('/providers');
  await page.getByLabel(fm.obligation).selectOption('cfdi_nomina');
  await page.getByLabel(fm.size).selectOption('11-50');
  await page.getByRole('button', { name: 'Buscar' }).click();
  await expect(page).toHaveURL(/obligacion=cfdi_nomina/);
  await expect(page.locator('[data-result-count]')).toHaveText(countText(expected.length));

  // A category page: the payroll providers among them.
  const pb = await su();
  const payroll = new Set(
    (
      await pb
        .collection('providers')
        .getFullList({ filter: 'categories ~ \'"payroll"\'', fields: 'id' })
    ).map((r) => r.id),
  );
  const inPayroll = expected.filter((id) => payroll.has(id));
  await page.goto('/proveedores/categoria/payroll');
  const form = page.locator('[data-fact-filter-form]');
  await form.getByLabel(fm.obligation).selectOption('cfdi_nomina');
  await form.getByLabel(fm.size).selectOption('11-50');
  await form.getByRole('button', { name: fm.apply }).click();
  await expect(page).toHaveURL(/\/proveedores\/categoria\/payroll\?.*obligacion=cfdi_nomina/);
  await expect(page.locator('[data-result-count]')).toHaveText(countText(inPayroll.length));
  await context.close();
});

test('the search finds providers by the names and spellings of their obligations', async ({
  request,
}) => {
  const pb = await su();
  const ids = new Set((await publicProviders()).map((p) => p.id));
  const rows = await pb.collection('providers').getFullList({ fields: 'id,facts', batch: 1000 });
  for (const [q, obligation] of [
    ['previred', 'previred'],
    ['cfdi', 'cfdi_nomina'],
    ['nomina electronica', 'nomina_electronica'],
  ] as const) {
    const count = rows.filter(
      (r) => ids.has(r.id) && readFacts(r['facts']).obligations.includes(obligation),
    ).length;
    expect(count).toBeGreaterThan(0);
    const res = await request.get(
      `/api/search?q=${encodeURIComponent(q)}&obligacion=${obligation}`,
    );
    expect(((await res.json()) as { total: number }).total, q).toBe(count);
  }
});
