// Provider facts on comparisons in Chromium: a comparison shows every declared provider fact side by side
// (per country when the URL names one), readable at 390 px; the sitemap lists the comparisons
// /comparativas links; the provider page shows the reviewers' facts apart from declared ones.
import { paths } from '../../src/lib/contract/paths';
import { readSitemapLocations } from '../../src/lib/domain/sitemap';
import { comparisonCountrySlug } from '../../src/lib/contract/countries';
import {
  FACT_COUNTRIES,
  FACT_COUNTRY_CODES,
  OBLIGATIONS,
  PRICING_MODELS,
  factCountryName,
  formatPriceRange,
  readFacts,
  type ProviderFacts,
} from '../../src/lib/contract/provider-facts';
import { comparison as cm } from '../../src/lib/messages/comparison';
import { comparisonFactsMessages as cf } from '../../src/lib/messages/comparison-facts';
import { providerFactsMessages as fm } from '../../src/lib/messages/provider-facts';
import { reviewerFactsMessages as rm } from '../../src/lib/messages/reviewer-facts';
import { su } from './member-fixtures';
import { expect, expectAccessible, publicProviders, test } from './public-support';

/** Declared facts of every public provider, by company name. */
async function factsByName(): Promise<Map<string, ProviderFacts>> {
  const pb = await su();
  const rows = await pb
    .collection('providers')
    .getFullList({ fields: 'company_name,facts', batch: 1000 });
  return new Map(rows.map((r) => [String(r['company_name']), readFacts(r['facts'])]));
}

const declaredRows = (page: import('@playwright/test').Page) =>
  page.locator('[data-comparison-declared] tbody tr');

test('a comparison puts the declared facts side by side, readable at 390 px', async ({ page }) => {
  test.slow();
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto('/comparativas');
  await page.goto((await page.locator('a[data-comparison-link]').first().getAttribute('href'))!);
  const names = await page.locator('[data-compare-card] h3').allTextContents();
  expect(names).toHaveLength(2);
  await expect(page.getByRole('heading', { name: cf.heading })).toBeVisible();
  const table = page.locator('[data-comparison-declared]');
  await expect(table.locator('thead th')).toHaveText(['Criterio', ...names]);
  await expect(table.locator('tbody th')).toHaveText([
    fm.countries,
    fm.sizes,
    fm.pricingModels,
    fm.prices,
    fm.obligations,
    fm.integrations,
    cf.source,
  ]);
  // One value per provider in every row, and the values are each provider's own.
  for (const row of await declaredRows(page).all()) await expect(row.locator('td')).toHaveCount(2);
  const facts = await factsByName();
  const countries = declaredRows(page).nth(0).locator('td');
  for (const [i, name] of names.entries()) {
    const f = facts.get(name)!;
    const none = Object.values(f).every((l) => l.length === 0);
    await expect(countries.nth(i)).toHaveText(none ? cf.notDeclared : countryNames(f.countries));
    if (!none)
      await expect(declaredRows(page).last().locator('td').nth(i)).toContainText(fm.declared);
  }
  // Every column on screen, no sideways scroll of the page.
  await table.scrollIntoViewIfNeeded();
  const heads = table.locator('thead th');
  for (let i = 0; i < 3; i++) {
    const box = (await heads.nth(i).boundingBox())!;
    expect(box.x).toBeGreaterThanOrEqual(0);
    expect(box.x + box.width).toBeLessThanOrEqual(390);
  }
  const overflow = await page.evaluate(
    () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
  );
  expect(overflow).toBe(0);
  await expectAccessible(page);
});

function countryNames(codes: readonly string[]): string {
  return codes.length ? codes.map(factCountryName).join(', ') : cf.none;
}

test('a comparison in a country says who serves it and narrows prices and obligations to it', async ({
  page,
}) => {
  const mexican = (await publicProviders()).filter((p) => p.headquarters_country === 'México');
  expect(mexican.length).toBeGreaterThanOrEqual(2);
  const [a, b] = mexican;
  const res = await page.goto(paths.comparisonOf(a!.company_name, b!.company_name, 'mexico'));
  expect(res?.status()).toBe(200);
  const names = await page.locator('[data-compare-card] h3').allTextContents();
  const facts = await factsByName();
  const rows = declaredRows(page);
  await expect(rows.locator('th')).toContainText([
    cf.servesIn('México'),
    cf.pricesIn('México'),
    cf.obligationsIn('México'),
  ]);
  for (const [i, name] of names.entries()) {
    const f = facts.get(name)!;
    const none = Object.values(f).every((l) => l.length === 0);
    // Both are headquartered in México: they serve it, declared or not.
    await expect(rows.nth(0).locator('td').nth(i)).toHaveText(
      !none && f.countries.includes('MX') ? cf.yes : cf.yesHeadquarters,
    );
    // No price or obligation of another country.
    await expect(rows.nth(3).locator('td').nth(i)).not.toContainText(/COP|CLP|ARS|PEN|BRL/);
    await expect(rows.nth(4).locator('td').nth(i)).not.toContainText(/PILA|Previred|PLAME|eSocial/);
  }
});

/** The countries a provider serves, by name: its headquarters' and the declared ones. */
const servedBy = (p: { headquarters_country: string }, f: ProviderFacts): Set<string> =>
  new Set([p.headquarters_country, ...f.countries.map(factCountryName)]);

test('two providers compare in a country both declare they serve, neither headquartered there', async ({
  page,
}) => {
  test.slow();
  const facts = await factsByName();
  const all = (await publicProviders()).map((p) => ({ ...p, facts: facts.get(p.company_name)! }));
  const lower = all.map((p) => p.company_name.toLowerCase());
  // A name no other provider's name contains: the pair is matched by exact name only.
  const unique = (name: string) => lower.filter((n) => n.includes(name.toLowerCase())).length === 1;
  const inPeru = all.filter(
    (p) =>
      p.headquarters_country !== 'Perú' &&
      p.facts.countries.includes('PE') &&
      p.facts.prices.some((x) => x.country === 'PE') &&
      unique(p.company_name),
  );
  let pair: [(typeof all)[number], (typeof all)[number], string] | null = null;
  for (const a of inPeru) {
    for (const b of inPeru) {
      if (a === b || a.headquarters_country === b.headquarters_country) continue;
      // A country one serves and the other does not.
      const only = [...servedBy(a, a.facts)].find(
        (c) => comparisonCountrySlug(c) && !servedBy(b, b.facts).has(c),
      );
      if (only) pair = [a, b, only];
      if (pair) break;
    }
    if (pair) break;
  }
  expect(pair, 'the demo has two providers declaring Perú, headquartered elsewhere').toBeTruthy();
  const [a, b, onlyA] = pair!;
  const url = paths.comparisonOf(a.company_name, b.company_name, 'peru');
  const res = await page.goto(url);
  expect(res?.status()).toBe(200);
  await expect(page.getByRole('heading', { level: 1 })).toContainText('en Perú');
  await expect(page.locator('[data-compare-card] h3')).toHaveText([a.company_name, b.company_name]);
  // Each one's prices and obligations in Perú, and nothing of another country.
  const row = (label: string) =>
    declaredRows(page).filter({ has: page.locator('th', { hasText: label }) });
  await expect(row(cf.servesIn('Perú')).locator('td')).toHaveText([cf.yes, cf.yes]);
  for (const [i, p] of [a, b].entries()) {
    const prices = p.facts.prices
      .filter((x) => x.country === 'PE')
      .map((x) => `${PRICING_MODELS[x.model]}: ${formatPriceRange(x)}`);
    await expect(row(cf.pricesIn('Perú')).locator('td').nth(i).locator('li')).toHaveText(prices);
    const obligations = p.facts.obligations
      .filter((o) => OBLIGATIONS[o].country === 'PE')
      .map((o) => OBLIGATIONS[o].name);
    const cell = row(cf.obligationsIn('Perú')).locator('td').nth(i);
    if (obligations.length) await expect(cell.locator('li')).toHaveText([obligations.join(', ')]);
    else await expect(cell).toHaveText(cf.none);
    await expect(cell).not.toContainText(/CFDI|IMSS|PILA|Previred|eSocial|F\.931/);
  }
  // The page offers every country both serve, Perú marked as the one shown.
  const shared = FACT_COUNTRY_CODES.map((c) => FACT_COUNTRIES[c].name).filter(
    (n) => servedBy(a, a.facts).has(n) && servedBy(b, b.facts).has(n),
  );
  expect(shared).toContain('Perú');
  const links = page.locator('[data-comparison-countries] a');
  await expect(links).toHaveText([cm.allCountries, ...shared]);
  const base = paths.comparisonOf(a.company_name, b.company_name);
  await expect(links.first()).toHaveAttribute('href', base);
  for (const [i, name] of shared.entries()) {
    await expect(links.nth(i + 1)).toHaveAttribute(
      'href',
      paths.comparisonOf(a.company_name, b.company_name, comparisonCountrySlug(name)),
    );
  }
  await expect(page.getByRole('link', { name: 'Perú' })).toHaveAttribute('aria-current', 'page');
  await expectAccessible(page);
  // Following a link of the comparison's own page reaches the country's page.
  await page.goto(base);
  await expect(links.first()).toHaveAttribute('aria-current', 'page');
  await page.locator('[data-comparison-countries]').getByRole('link', { name: 'Perú' }).click();
  await expect(page).toHaveURL(new RegExp(`${url}$`));
  // A country only one of them serves: no comparison there.
  const missing = await page.goto(
    paths.comparisonOf(a.company_name, b.company_name, comparisonCountrySlug(onlyA)),
  );
  expect(missing?.status()).toBe(404);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Comparativa no disponible');
});

test('the sitemap lists the comparisons /comparativas links and their pages per country', async ({
  page,
  request,
}) => {
  test.slow();
  await page.goto('/comparativas');
  const hrefs = await page
    .locator('a[data-comparison-link]')
    .evaluateAll((as) => as.map((a) => a.getAttribute('href')!));
  expect(hrefs.length).toBeGreaterThan(0);
  const locs = (await readSitemapLocations(async (path) => (await request.get(path)).text())).map(
    (loc) => new URL(loc).pathname,
  );
  for (const href of hrefs) expect(locs).toContain(href);
  // And each pair's pages in the countries its two providers share (the pair's page links them).
  let countryHrefs: string[] = [];
  for (const href of hrefs.slice(0, 10)) {
    await page.goto(href);
    countryHrefs = await page
      .locator('[data-comparison-countries] a:not([aria-current])')
      .evaluateAll((as) => as.map((a) => a.getAttribute('href')!));
    if (countryHrefs.length) break;
  }
  expect(countryHrefs.length, 'an index pair shares a country').toBeGreaterThan(0);
  for (const href of countryHrefs) expect(locs).toContain(href);
});

test('the provider page shows the reviewers’ facts apart from the declared ones', async ({
  page,
}) => {
  const pb = await su();
  const publicIds = new Map((await publicProviders()).map((p) => [p.id, p.slug]));
  const rows = await pb.collection('review_facts').getFullList({ fields: 'provider,facts' });
  const row = rows.find(
    (r) => publicIds.has(String(r['provider'])) && r['facts']?.contract_models?.n >= 3,
  );
  expect(row, 'the seed has a provider with 3+ contract models').toBeTruthy();
  const n = row!['facts'].contract_models.n as number;
  await page.goto(`/providers/${publicIds.get(String(row!['provider']))}`);
  const section = page.locator('[data-reviewer-facts]');
  await expect(section.getByRole('heading', { name: rm.title })).toBeVisible();
  await expect(section.locator('[data-reviewer-fact="models"]')).toContainText(rm.basis(n));
  await expect(section.locator('[data-reviewer-fact="models"] li').first()).toContainText('%');
  await expect(page.locator('[data-provider-facts] [data-reviewer-facts]')).toHaveCount(0);
});

test('the header and the footer reach /comparativas', async ({ page }) => {
  await page.goto('/');
  await page
    .getByRole('navigation', { name: 'Principal' })
    .getByRole('link', { name: 'Comparativas' })
    .click();
  await expect(page).toHaveURL(/\/comparativas$/);
  await page.goto('/providers');
  await page
    .getByRole('navigation', { name: 'Directorio' })
    .getByRole('link', { name: 'Comparativas' })
    .click();
  await expect(page).toHaveURL(/\/comparativas$/);
  await expect(page.locator('a[data-comparison-link]').first()).toBeVisible();
});
