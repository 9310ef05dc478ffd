// Issue 24 item 1: /reviews shows the platform's real newest public reviews (no invented
// ones), each linking to its provider; the filters and "Cargar más reviews" work; a new
// review reaches the page through the outbox.
import type { RecordModel } from 'pocketbase';
import { test, expect, expectAccessible } from './public-support';
import { makeCategory, makeProvider, makeUser, su, uid, until } from './isr-fixtures';

const PER_PAGE = 12;

/** The newest public reviews of public providers, as a visitor may see them. */
async function newestReviews(filter = ''): Promise<RecordModel[]> {
  const pb = await su();
  const base = 'hidden = false && provider.status = "approved" && provider.verified = true';
  const list = await pb.collection('reviews').getList(1, PER_PAGE * 2, {
    filter: filter ? `${base} && ${filter}` : base,
    sort: '-created,-id',
    expand: 'provider',
    fields: 'id,title,overall_rating,expand.provider.slug',
  });
  return list.items;
}

test('lists the real newest reviews, each linking to its provider, and loads more', async ({
  page,
}) => {
  test.slow();
  await expect(async () => {
    const newest = await newestReviews();
    await page.goto('/reviews');
    const cards = page.locator('[data-community-review]');
    await expect(cards).toHaveCount(PER_PAGE);
    await expect(cards.locator('h2')).toHaveText(newest.slice(0, PER_PAGE).map((r) => r['title']));
    const links = cards.locator('[data-review-provider]');
    for (let i = 0; i < PER_PAGE; i++) {
      const r = newest[i]!;
      const slug = (r['expand'] as { provider: { slug: string } }).provider.slug;
      await expect(links.nth(i)).toHaveAttribute('href', `/providers/${slug}/reviews/${r.id}`);
    }
  }).toPass({ timeout: 60_000 });
  for (const invented of ['TalentoPro Consultores', 'NóminaFácil', 'BienestarTotal']) {
    await expect(page.getByText(invented)).toHaveCount(0);
  }
  await expectAccessible(page);

  // "Cargar más reviews" appends the next page in place.
  await page.getByRole('link', { name: 'Cargar más reviews' }).click();
  await expect(page.locator('[data-community-review]')).toHaveCount(PER_PAGE * 2);
  await expect(page).toHaveURL(/\/reviews$/);
  await expect(page.locator('[data-community-review] h2').nth(PER_PAGE)).toBeFocused();

  // A provider link leads to its page.
  const first = page.locator('[data-review-provider]').first();
  const name = (await first.textContent())!.trim();
  await first.click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(`Review de ${name}`);
});

test('filters by stars, category and country with the form (no script needed)', async ({
  browser,
}) => {
  test.slow();
  // Without JavaScript: the filters are a plain form.
  const context = await browser.newContext({ javaScriptEnabled: false });
  const page = await context.newPage();
  await page.goto('/reviews');
  await page.getByText('Filtros', { exact: true }).click();
  await page.getByLabel('Calificación').selectOption('2');
  await page.getByRole('button', { name: 'Aplicar filtros' }).click();
  await expect(page).toHaveURL(/\/reviews\?estrellas=2$/);
  const stars = page.locator('[data-community-review] [data-stars]');
  expect(await stars.count()).toBeGreaterThan(0);
  for (const s of await stars.all()) await expect(s).toHaveAttribute('data-stars', '2');
  await expect(page.getByText('Filtros (1)')).toBeVisible();

  await page.getByLabel('Categoría').selectOption('payroll');
  await page.getByLabel('País del proveedor').selectOption('mexico');
  await page.getByRole('button', { name: 'Aplicar filtros' }).click();
  await expect(page).toHaveURL(/\/reviews\?categoria=payroll&estrellas=2&pais=mexico$/);
  const expected = await newestReviews(
    'overall_rating = 2 && provider.categories ~ "payroll" && provider.headquarters_country = "México"',
  );
  const titles = page.locator('[data-community-review] h2');
  if (expected.length === 0) await expect(page.locator('[data-reviews-empty]')).toBeVisible();
  else await expect(titles.first()).toHaveText(expected[0]!['title']);
  await context.close();

  // An unknown filter value is no page.
  const res = await (await browser.newPage()).goto('/reviews?estrellas=9');
  expect(res?.status()).toBe(404);
});

test('a new review shows at the top of /reviews without a rebuild', async ({ page }) => {
  test.slow();
  const cat = await makeCategory();
  const p = await makeProvider([cat['name']]);
  const reviewer = await makeUser();
  const title = `Review de la comunidad ${uid()}`;
  await (await su()).collection('reviews').create({
    provider: p.id,
    reviewer: reviewer.id,
    title,
    review_text: 'Un servicio de nómina ordenado, con soporte que responde el mismo día.',
    overall_rating: 4,
  });
  await until('/reviews', (_, body) => body.includes(title), 20_000);
  await page.goto('/reviews');
  await expect(page.getByRole('heading', { name: title })).toBeVisible();
});

test('every public review has a stable address that always shows it', async ({ page }) => {
  test.slow();
  // A provider with more reviews than its page shows: the oldest is not on the page.
  const cat = await makeCategory();
  const p = await makeProvider([cat['name']]);
  const pb = await su();
  const made: RecordModel[] = [];
  for (let i = 0; i < 12; i++) {
    made.push(
      await pb.collection('reviews').create({
        provider: p.id,
        reviewer: (await makeUser()).id,
        title: `Reseña número ${i} ${uid()}`,
        review_text: 'Una experiencia de servicio contada con el detalle suficiente.',
        overall_rating: (i % 5) + 1,
      }),
    );
  }
  const oldest = made[0]!;
  const permalink = `/providers/${p['slug']}/reviews/${oldest.id}`;
  await until(permalink, (s, b) => s === 200 && b.includes(String(oldest['title'])), 20_000);
  await page.goto(permalink);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(
    `Review de ${String(p['company_name'])}`,
  );
  await expect(page.locator(`#review-${oldest.id}`)).toContainText(String(oldest['title']));
  await expectAccessible(page);

  // The provider page links each review to its address, and marks it up in its JSON-LD.
  await until(
    `/providers/${p['slug']}`,
    (s, b) => s === 200 && b.includes('Reseña número'),
    20_000,
  );
  await page.goto(`/providers/${p['slug']}`);
  const first = page.locator('[data-review]').first();
  const id = await first.getAttribute('data-review-id');
  await expect(first.getByRole('link', { name: 'Enlace a esta review' })).toHaveAttribute(
    'href',
    `/providers/${p['slug']}/reviews/${id}`,
  );
  const ld = await page
    .locator('script[type="application/ld+json"]')
    .evaluateAll((els) =>
      els.map((e) => JSON.parse(e.textContent ?? '{}') as Record<string, unknown>),
    );
  const org = ld.find((x) => x['@type'] === 'Organization') as { review: { url: string }[] };
  expect(org.review.map((r) => new URL(r.url).pathname)).toContain(
    `/providers/${p['slug']}/reviews/${id}`,
  );

  // Someone else's id, a review of another provider or a malformed one: no page.
  expect((await page.goto(`/providers/${p['slug']}/reviews/zzzzzzzzzzzzzzz`))?.status()).toBe(404);
  expect((await page.goto(`/providers/${p['slug']}/reviews/not-an-id`))?.status()).toBe(404);
});
