/**
 * The market map ("Mapa del mercado", docs/DECISIONS.md § Market map) over the demo seed: one
 * dot per qualifying provider, each a working link, the table carrying the dots' numbers,
 * axe-clean, no sideways scroll at 390 px and no script of its own.
 */
import {
  test,
  expect,
  expectAccessible,
  publicProviders,
  activeCategories,
  type Provider,
} from './public-support';
import { COUNTRY_SLUGS } from '../../src/lib/contract/countries';
import { readSitemapLocations } from '../../src/lib/domain/sitemap';
import { makeUser, su } from './isr-fixtures';
import { honestText } from '../shared/honest-text';

const CATEGORY = 'payroll';
const MAP = `/proveedores/categoria/${CATEGORY}/mapa`;

const qualifying = (providers: readonly Provider[], country?: string) =>
  providers.filter(
    (p) =>
      p.categories.includes(CATEGORY) &&
      p.total_reviews >= 5 &&
      (!country || p.headquarters_country === country),
  );

test('draws one dot per qualifying provider, each a working link, matching the table', async ({
  page,
}) => {
  test.slow();
  // Other specs write reviews meanwhile: compare a page with the data read around it.
  await expect(async () => {
    const expected = qualifying(await publicProviders());
    await page.goto(MAP);
    await expect(page.locator('[data-map-dot]')).toHaveCount(expected.length, { timeout: 1000 });
    const ids = await page
      .locator('[data-map-dot]')
      .evaluateAll((as) => as.map((a) => a.getAttribute('data-map-dot')));
    expect(ids.sort()).toEqual(expected.map((p) => p.id).sort());
    // Satisfaction is the ranking score, rounded as printed.
    for (const p of expected) {
      await expect(page.locator(`[data-map-dot="${p.id}"]`)).toHaveAttribute(
        'data-satisfaction',
        String(Math.round(p.ranking_score * 100) / 100),
        { timeout: 1000 },
      );
    }
  }).toPass({ timeout: 60_000 });

  const label = (await activeCategories()).find((c) => c.name === CATEGORY)!.label;
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(
    `Mapa del mercado de ${label} en Latinoamérica`,
  );
  // The table: one row per dot, same link, same numbers.
  const dots = await page.locator('[data-map-dot]').evaluateAll((as) =>
    as.map((a) => ({
      id: a.getAttribute('data-map-dot')!,
      href: a.getAttribute('href')!,
      presence: Number(a.getAttribute('data-presence')),
      satisfaction: Number(a.getAttribute('data-satisfaction')),
      name: a.getAttribute('aria-label')!,
    })),
  );
  await expect(page.locator('[data-map-row]')).toHaveCount(dots.length);
  for (const d of dots) {
    const row = page.locator(`[data-map-row="${d.id}"]`);
    await expect(row.getByRole('link')).toHaveAttribute('href', d.href);
    await expect(row.locator('[data-presence]')).toHaveText(d.presence.toFixed(1));
    await expect(row.locator('[data-satisfaction]')).toHaveText(d.satisfaction.toFixed(2));
    expect(d.name).toContain(await row.getByRole('link').innerText());
  }
  // Every dot's link answers its provider's page.
  for (const d of dots) {
    const res = await page.request.get(d.href);
    expect(res.status(), d.href).toBe(200);
  }
  // The SVG scales (viewBox, width 100 %) and the four quadrants are named in Spanish.
  const svg = page.locator('[data-market-map-chart] svg');
  await expect(svg).toHaveAttribute('viewBox', /^0 0 \d+ \d+$/);
  await expect(svg).toHaveAttribute('width', '100%');
  for (const q of ['Líderes', 'Alto desempeño', 'Contendientes', 'Nicho'])
    await expect(svg.getByText(q, { exact: true })).toHaveCount(1);
  // Following a dot opens its provider.
  const first = dots[0]!;
  // (By keyboard: two close dots may overlap under a pointer.)
  await page.locator(`[data-map-dot="${first.id}"]`).focus();
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(new RegExp(`${first.href}$`));
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
});

test('is axe-clean, fits 390 px and adds no script', async ({ page }) => {
  await page.goto(MAP);
  await expect(page.locator('[data-map-dot]').first()).toBeVisible();
  await expectAccessible(page);
  await page.setViewportSize({ width: 390, height: 800 });
  await page.reload();
  const overflow = await page.evaluate(
    () => document.documentElement.scrollWidth - window.innerWidth,
  );
  expect(overflow).toBeLessThanOrEqual(0);
  const box = await page.locator('[data-market-map-chart] svg').boundingBox();
  expect(box!.width).toBeLessThanOrEqual(390);
  // The same scripts as a page without data (0 KB of its own).
  const scripts = () =>
    page.locator('script[src]').evaluateAll((s) => s.map((e) => e.getAttribute('src')).sort());
  const onMap = await scripts();
  await page.goto('/about');
  expect(await scripts()).toEqual(onMap);
});

test('is linked from the category listing, the method and the sitemap; country maps answer only once drawn', async ({
  page,
}) => {
  test.slow();
  await page.goto(`/proveedores/categoria/${CATEGORY}`);
  await page.locator('[data-map-link]').click();
  await expect(page).toHaveURL(new RegExp(`${MAP}$`));
  await page.getByRole('link', { name: 'Cómo se calcula el mapa' }).click();
  await expect(page.locator('#mapa [data-presence-formula]')).toContainText(
    'presencia = 100 · (0.60 · V + 0.25 · P + 0.15 · A)',
  );
  await expect(page.locator('#mapa [data-presence-example-value]')).toHaveText('67.3');

  const providers = await publicProviders();
  const drawn = Object.entries(COUNTRY_SLUGS).filter(
    ([, name]) => qualifying(providers, name).length >= 6,
  );
  const notDrawn = Object.entries(COUNTRY_SLUGS).filter(
    ([, name]) => qualifying(providers, name).length < 5,
  );
  expect(drawn.length, 'the seed draws some category × country map').toBeGreaterThan(0);
  const sitemap = (
    await readSitemapLocations(async (path) => (await page.request.get(path)).text())
  )
    .map((loc) => `${loc}</loc>`)
    .join('\n');
  expect(sitemap).toContain(`${MAP}</loc>`);
  const [slug, name] = drawn[0]!;
  expect(sitemap).toContain(`/proveedores/categoria/${CATEGORY}/${slug}/mapa</loc>`);
  // Linked from the category's map and from the first page of its listing.
  await page.goto(MAP);
  await page
    .getByRole('navigation', { name: 'Mapas por país' })
    .getByRole('link', { name, exact: true })
    .click();
  await expect(page.getByRole('heading', { level: 1 })).toContainText(`en ${name}`);
  const ids = await page
    .locator('[data-map-dot]')
    .evaluateAll((as) => as.map((a) => a.getAttribute('data-map-dot')));
  const inCountry = new Set(
    providers.filter((p) => p.headquarters_country === name).map((p) => p.id),
  );
  expect(ids.length).toBeGreaterThanOrEqual(6);
  for (const id of ids) expect(inCountry.has(id!)).toBe(true);
  await page.goto(`/proveedores/categoria/${CATEGORY}/${slug}`);
  await expect(page.locator('[data-map-link]')).toHaveAttribute(
    'href',
    `/proveedores/categoria/${CATEGORY}/${slug}/mapa`,
  );
  if (notDrawn.length > 0) {
    const [none] = notDrawn[0]!;
    const res = await page.request.get(`/proveedores/categoria/${CATEGORY}/${none}/mapa`);
    expect(res.status()).toBe(404);
    expect(sitemap).not.toContain(`/${CATEGORY}/${none}/mapa</loc>`);
    await page.goto(`/proveedores/categoria/${CATEGORY}/${none}`);
    await expect(page.locator('[data-map-link]')).toHaveCount(0);
  }
});

test('a review re-renders the maps its provider is on, overall and in its country', async ({
  page,
}) => {
  test.setTimeout(120_000);
  const providers = await publicProviders();
  const [slug, country] = Object.entries(COUNTRY_SLUGS).find(
    ([, name]) => qualifying(providers, name).length >= 6,
  )!;
  const p = qualifying(providers, country)[0]!;
  const maps = [MAP, `/proveedores/categoria/${CATEGORY}/${slug}/mapa`];
  const row = () => page.locator(`[data-map-row="${p.id}"]`);
  const before: number[] = [];
  for (const path of maps) {
    await page.goto(path);
    before.push(Number(await row().locator('[data-reviews-24m]').innerText()));
  }
  const reviewer = await makeUser();
  await (await su()).collection('reviews').create({
    provider: p.id,
    reviewer: reviewer.id,
    title: 'Buen servicio de nómina',
    review_text: honestText(),
    overall_rating: 5,
    would_recommend: true,
  });
  for (const [i, path] of maps.entries()) {
    await expect(async () => {
      await page.goto(path);
      const now = Number(await row().locator('[data-reviews-24m]').innerText());
      expect(now).toBeGreaterThan(before[i]!);
      await expect(row().locator('[data-days-since-newest]')).toHaveText('0', { timeout: 500 });
    }).toPass({ timeout: 30_000 });
  }
});
