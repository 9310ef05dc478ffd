// the published ranking. The formula page prints today's m and parameters, the
// ranked lists say how they are ordered (and that "Destacado" does not change it), and the
// provider page and comparison table show the 12-month average beside the all-time one.
import { test, expect, expectAccessible, publicProviders } from './public-support';
import { su } from './member-fixtures';
import { RANKING_PRIOR_ID } from '../../src/lib/contract/ranking';
import { comparisonSlug } from '../../src/lib/contract/paths';
import { formatFixed } from '../../src/lib/contract/number-format';

const es2 = (n: number) => formatFixed(n, 2);
const recent = (p: { rating_12m: number; reviews_12m: number }) =>
  p.reviews_12m > 0
    ? `${p.rating_12m.toFixed(1)} (${p.reviews_12m} ${p.reviews_12m === 1 ? 'review' : 'reviews'})`
    : 'Sin reviews';

test('the formula page publishes the formula, its parameters and today’s m', async ({ page }) => {
  const prior = await (await su()).collection('ranking_prior').getOne(RANKING_PRIOR_ID);
  await page.goto('/');
  await page
    .locator('[data-site-footer]')
    .getByRole('link', { name: 'Cómo funcionan las reviews' })
    .click();
  await expect(page).toHaveURL(/\/como-funcionan-las-reviews$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Cómo funcionan las reviews');
  await expect(page.locator('[data-ranking-formula]')).toContainText(
    'puntuación = (C · m + Σ wᵢ · rᵢ) / (C + Σ wᵢ)',
  );
  const params = page.locator('[data-ranking-params]');
  await expect(params).toContainText('C = 7');
  await expect(params).toContainText('el 70 % al cumplir un año');
  // Words and figures keep their spaces.
  await expect(params).toContainText('(un año = 365.25 días)');
  await expect(page.locator('main')).toContainText(/decidir en \d+ días hábiles/);
  await expect(page.locator('[data-prior-mean]')).toHaveText(es2(prior['mean']));
  await expect(page.locator('[data-report-reasons] li')).toHaveCount(5);
  await expect(page.getByText('no cambia su puntuación ni su posición')).toBeVisible();
  await expectAccessible(page);
});

test('the directory says how it is ordered, and hides the note for another order', async ({
  page,
}) => {
  const providers = await publicProviders();
  await page.goto('/providers');
  const note = page.locator('[data-ranking-note]');
  await expect(note).toBeVisible();
  await expect(note).toContainText('La etiqueta «Destacado» no cambia el orden.');
  await expect(note.getByRole('link', { name: 'Cómo funciona' })).toHaveAttribute(
    'href',
    '/como-funcionan-las-reviews',
  );
  // The cards follow the ranking score, whatever the featured flag.
  await expect(
    page.locator('[data-provider-grid] [data-provider-card] [data-field="name"]').first(),
  ).toHaveText(providers[0]!.company_name);
  await page.getByLabel('Ordenar por').selectOption('nombre');
  await expect(page).toHaveURL(/orden=nombre/);
  await expect(note).toBeHidden();
});

test('the provider page and the comparison table show the 12-month average', async ({ page }) => {
  const pb = await su();
  const [a, b] = await Promise.all(
    (await publicProviders())
      .filter((p) => p.total_reviews > 0)
      .slice(0, 2)
      .map((p) =>
        pb.collection('providers').getOne<{
          slug: string;
          company_name: string;
          rating_12m: number;
          reviews_12m: number;
        }>(p.id),
      ),
  );
  await page.goto(`/providers/${a!.slug}`);
  await expect(page.locator('#reply-stats')).toHaveText(
    'Respuestas del proveedor · Últimos 12 meses',
  );
  await expect(page.locator('[data-field="rating-12m"]')).toHaveText(
    `Últimos 12 meses: ${recent(a!)}`,
  );
  await page.goto(`/comparativas/${comparisonSlug(a!.company_name, b!.company_name)}`);
  const row = page.getByRole('row', { name: /Calificación últimos 12 meses/ });
  await expect(row.getByRole('cell')).toHaveText([recent(a!), recent(b!)]);
});
