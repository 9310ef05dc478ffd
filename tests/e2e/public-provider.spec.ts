import {
  test,
  expect,
  expectAccessible,
  publicProviders,
  activeCategories,
} from './public-support';
import { createUser, signIn, su } from './member-fixtures';
import { DEFAULT_REVIEW_ORDER, orderReviews } from '@/lib/domain/review-order';

interface ReviewRow {
  id: string;
  provider: string;
  anonymous: boolean;
  title: string;
  created: string;
  helpful_count: number;
  overall_rating: number;
}

/**
 * A seeded provider whose first 10 public reviews in the default order ("Más útiles") include
 * an anonymous one and a named one.
 */
async function providerWithAnonymousReview() {
  const pb = await su();
  const anonymous = await pb.collection('reviews').getList<ReviewRow>(1, 50, {
    filter:
      'anonymous = true && hidden = false && provider.status = "approved" && provider.verified = true',
    sort: '-created',
    fields: 'id,provider',
  });
  for (const review of anonymous.items) {
    const all = await pb.collection('reviews').getFullList<ReviewRow>({
      filter: pb.filter('provider = {:p} && hidden = false', { p: review.provider }),
      fields: 'id,provider,anonymous,title,created,helpful_count,overall_rating',
    });
    const shown = orderReviews(all, DEFAULT_REVIEW_ORDER).slice(0, 10);
    if (shown.some((r) => r.id === review.id) && shown.some((r) => !r.anonymous)) {
      const provider = (await publicProviders()).find((p) => p.id === review.provider)!;
      return { provider, shown, total: all.length };
    }
  }
  throw new Error('the seed has no provider with an anonymous review among its first 10');
}

test.describe('provider page', () => {
  test('shows every field of the spec with floored stars and the first 10 reviews (Más útiles)', async ({
    page,
  }) => {
    test.slow();
    const { provider: p, shown, total } = await providerWithAnonymousReview();
    const labels = new Map((await activeCategories()).map((c) => [c.name, c.label]));
    await page.goto(`/providers/${p.slug}`);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(p.company_name);
    await expect(page.locator('[data-field="country"]')).toHaveText(p.headquarters_country);
    if (p.founded_year) {
      await expect(page.locator('[data-field="founded"]')).toHaveText(
        `Fundada en ${p.founded_year}`,
      );
    }
    await expect(page.locator('[data-favorite-count]')).toHaveText(
      `${p.favorites_count} ${p.favorites_count === 1 ? 'favorito' : 'favoritos'}`,
    );
    await expect(page.locator('[data-field="rating"]')).toHaveText(p.average_rating.toFixed(1));
    await expect(page.locator('[data-stars]').first().locator('[data-star="on"]')).toHaveCount(
      Math.floor(p.average_rating),
    );
    // Filled stars amber (amber-400), the others grey (slate-300): the colour is the state's.
    const starColour = (state: 'on' | 'off') =>
      page
        .locator(`[data-star="${state}"]`)
        .first()
        .evaluate((el) => getComputedStyle(el).color);
    expect(await starColour('on')).toBe('oklch(0.828 0.189 84.429)');
    expect(await starColour('off')).toBe('oklch(0.869 0.022 252.894)');
    await expect(page.locator('[data-field="description"]')).toHaveText(p.description.trim());
    for (const c of p.categories) {
      await expect(
        page.getByRole('complementary').getByText(labels.get(c) ?? c, { exact: true }),
      ).toBeVisible();
    }
    const reviews = page.locator('[data-review]');
    await expect(reviews).toHaveCount(Math.min(10, total));
    await expect(reviews.locator('h3')).toHaveText(shown.map((r) => r.title));
    await expect(page.getByRole('heading', { name: 'Proveedor no encontrado' })).toHaveCount(0);
  });

  test('never shows the identity of an anonymous reviewer', async ({ page }) => {
    const { provider: p } = await providerWithAnonymousReview();
    await page.goto(`/providers/${p.slug}`);
    const anonymous = page.locator('[data-review][data-anonymous="true"]');
    expect(await anonymous.count()).toBeGreaterThan(0);
    for (const review of await anonymous.all()) {
      await expect(review.getByText('Review anónima')).toBeVisible();
      await expect(review.locator('[data-reviewer-name], [data-reviewer-role]')).toHaveCount(0);
    }
    const named = page.locator('[data-review][data-anonymous="false"]').first();
    await expect(named.locator('[data-reviewer-name]')).not.toBeEmpty();
    // Nor in the structured data.
    const ld = (await page.locator('script[type="application/ld+json"]').allTextContents())
      .map((t) => JSON.parse(t))
      .find((d) => d['@type'] === 'Organization');
    expect(ld.aggregateRating.reviewCount).toBe(p.total_reviews);
    expect(ld.review.some((r: { author: { name: string } }) => r.author.name === 'Anónimo')).toBe(
      true,
    );
  });

  test('shows published case studies', async ({ page }) => {
    const pb = await su();
    const cs = await pb
      .collection('case_studies')
      .getFirstListItem<{ provider: string; title: string }>(
        'published = true && provider.status = "approved" && provider.verified = true',
        { fields: 'provider,title' },
      );
    const p = (await publicProviders()).find((x) => x.id === cs.provider)!;
    await page.goto(`/proveedores/${p.slug}`);
    await expect(page.getByRole('heading', { name: 'Casos de éxito' })).toBeVisible();
    await expect(page.locator('[data-case-study] h3', { hasText: cs.title }).first()).toBeVisible();
    const unpublished = await pb.collection('case_studies').getList<{ title: string }>(1, 50, {
      filter: pb.filter('provider = {:p} && published = false', { p: p.id }),
      fields: 'title',
    });
    for (const u of unpublished.items) {
      await expect(page.locator('[data-case-study] h3', { hasText: u.title })).toHaveCount(0);
    }
  });

  test('hides the write-review link and favourite toggle from visitors', async ({ page }) => {
    test.slow();
    const [p] = await publicProviders();
    await page.goto(`/providers/${p!.slug}`);
    await expect(page.locator('[data-write-review]')).toBeHidden();
    await expect(page.locator('[data-favorite-toggle]')).toBeHidden();
    await expect(
      page.getByRole('link', { name: 'Inicia sesión para escribir una review' }),
    ).toBeVisible();
    await expectAccessible(page);
  });

  test('shows members the write-review link and the favourite toggle', async ({ page }) => {
    const [p] = await publicProviders();
    await signIn(page, await createUser());
    await page.goto(`/providers/${p!.slug}`);
    await expect(page.getByRole('link', { name: 'Escribir review' })).toHaveAttribute(
      'href',
      `/write-review?provider=${p!.id}`,
    );
    await expect(page.locator('[data-favorite-toggle]')).toBeVisible();
    // Let the member controls finish their requests before the page closes.
    await page.waitForLoadState('networkidle');
  });

  for (const base of ['/providers', '/proveedores']) {
    test(`answers 404 "Proveedor no encontrado" for an unknown slug under ${base}`, async ({
      page,
    }) => {
      const res = await page.goto(`${base}/no-existe-este-proveedor`);
      expect(res?.status()).toBe(404);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText('Proveedor no encontrado');
      await expectAccessible(page);
    });
  }

  test('answers 404 for a provider that is not public', async ({ page }) => {
    const pb = await su();
    const hidden = await pb.collection('providers').getList<{ slug: string }>(1, 1, {
      filter: 'status != "approved" || verified = false',
      fields: 'slug',
    });
    // The seed keeps pending, rejected and unverified providers: none means it changed.
    expect(hidden.items, 'the seed has no hidden provider').toHaveLength(1);
    const res = await page.goto(`/providers/${hidden.items[0]!.slug}`);
    expect(res?.status()).toBe(404);
    await expect(page.getByText('Proveedor no encontrado')).toBeVisible();
  });
});
