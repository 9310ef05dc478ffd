import { blogMessages as m } from '../../src/lib/messages/blog';
import { expect, fold, listCards, publishedPosts, test } from './blog-support';

test.describe('/blog', () => {
  test('lists every published post with the card anatomy, and up to 3 featured', async ({
    page,
  }) => {
    const posts = await publishedPosts();
    expect(posts.length).toBeGreaterThan(3);
    await page.goto('/blog');
    await expect(page).toHaveTitle(/Blog/);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(page.getByRole('searchbox', { name: m.searchLabel })).toBeVisible();

    const featured = page.locator('[data-blog-featured]');
    await expect(featured.getByRole('heading', { name: m.featuredHeading })).toBeVisible();
    const featuredCards = featured.locator('[data-post-card]');
    const expectedFeatured = Math.min(3, posts.filter((p) => p.featured).length);
    await expect(featuredCards).toHaveCount(expectedFeatured);

    await expect(page.getByRole('heading', { name: m.latestHeading })).toBeVisible();
    await expect(listCards(page)).toHaveCount(posts.length);
    // Newest first, as the API orders them.
    await expect(listCards(page).first().getByRole('heading')).toHaveText(posts[0]!.title);

    const card = listCards(page).first();
    // The seeded posts carry an uploaded featured image, served by PocketBase.
    const image = card.locator('img');
    await expect(image).toHaveCount(1);
    await image.scrollIntoViewIfNeeded();
    await expect
      .poll(() => image.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth))
      .toBeGreaterThan(0);
    expect(await card.locator('[data-blog-category]').count()).toBeLessThanOrEqual(2);
    await expect(card.locator('time')).toHaveText(/^\d{1,2} de [a-z]+ de \d{4}$/);
    await expect(card.locator('[data-reading-time]')).toHaveText(/^\d+ min de lectura$/);
    await expect(card.locator('[data-view-count]')).toHaveText(/^[\d,]+ vistas?$/);
    const more = card.getByRole('link', { name: new RegExp(`^${m.readMore}`) });
    await expect(more).toHaveAttribute('href', `/blog/${posts[0]!.slug}`);

    // Drafts never show.
    await expect(page.getByText(/^Borrador:/)).toHaveCount(0);
  });

  test('every card shows at most two categories', async ({ page }) => {
    await page.goto('/blog');
    const counts = await page
      .locator('[data-post-card]')
      .evaluateAll((cards) => cards.map((c) => c.querySelectorAll('[data-blog-category]').length));
    expect(Math.max(...counts)).toBeLessThanOrEqual(2);
  });

  test('search is case- and accent-insensitive, instant, and hides the featured block', async ({
    page,
  }) => {
    const posts = await publishedPosts();
    const expected = posts.filter((p) => fold(`${p.title} ${p.excerpt}`).includes('nomina'));
    expect(expected.length).toBeGreaterThan(0);

    await page.goto('/blog');
    const box = page.getByRole('searchbox', { name: m.searchLabel });
    for (const query of ['nomina', 'NÓMINA', 'Nómina']) {
      await box.fill(query);
      await expect(listCards(page)).toHaveCount(expected.length);
      await expect(page.locator('[data-blog-featured]')).toBeHidden();
      await expect(page.getByRole('heading', { name: m.resultsHeading })).toBeVisible();
      await expect(page.locator('[data-blog-count]')).toHaveText(m.found(expected.length));
      await expect(page).toHaveURL(new RegExp(`\\?q=${encodeURIComponent(query)}`));
    }
    for (const title of expected.map((p) => p.title)) {
      await expect(listCards(page).getByRole('heading', { name: title })).toBeVisible();
    }

    await box.fill('zzzz sin resultados');
    await expect(listCards(page)).toHaveCount(0);
    await expect(page.getByText(m.noResults)).toBeVisible();

    await box.fill('');
    await expect(page.locator('[data-blog-featured]')).toBeVisible();
    await expect(listCards(page)).toHaveCount(posts.length);
  });

  test('search works without JavaScript through the query string', async ({ browser }) => {
    const context = await browser.newContext({ javaScriptEnabled: false });
    const page = await context.newPage();
    const posts = await publishedPosts();
    const expected = posts.filter((p) => fold(`${p.title} ${p.excerpt}`).includes('electronica'));
    await page.goto('/blog?q=electronica');
    await expect(page.locator('[data-blog-list] [data-post-card]:not([hidden])')).toHaveCount(
      expected.length,
    );
    await expect(page.locator('[data-blog-featured]')).toBeHidden();
    await context.close();
  });

  test('category buttons filter by category slug and hide the featured block', async ({ page }) => {
    const posts = await publishedPosts();
    const slug = 'nomina-y-legislacion';
    const inCategory = posts.filter((p) => p.expand?.categories?.some((c) => c.slug === slug));
    const name = posts
      .flatMap((p) => p.expand?.categories ?? [])
      .find((c) => c.slug === slug)!.name;

    await page.goto('/blog');
    const nav = page.getByRole('navigation', { name: 'Categorías del blog' });
    await expect(nav.getByRole('link', { name: m.allCategories })).toHaveAttribute(
      'aria-current',
      'page',
    );
    await nav.getByRole('link', { name }).click();
    await expect(page).toHaveURL(/\?categoria=nomina-y-legislacion$/);
    await expect(nav.getByRole('link', { name })).toHaveAttribute('aria-current', 'page');
    await expect(listCards(page)).toHaveCount(inCategory.length);
    await expect(page.locator('[data-blog-featured]')).toBeHidden();

    // Category and search combine.
    await page.getByRole('searchbox', { name: m.searchLabel }).fill('cierre');
    const both = inCategory.filter((p) => fold(`${p.title} ${p.excerpt}`).includes('cierre'));
    await expect(listCards(page)).toHaveCount(both.length);

    await nav.getByRole('link', { name: m.allCategories }).click();
    await page.getByRole('searchbox', { name: m.searchLabel }).fill('');
    await expect(listCards(page)).toHaveCount(posts.length);
    await expect(page.locator('[data-blog-featured]')).toBeVisible();
  });

  test('a shared filtered URL renders the filtered list on the server', async ({ request }) => {
    const res = await request.get('/blog?categoria=nomina-y-legislacion');
    expect(res.status()).toBe(200);
    const html = await res.text();
    expect(html).toMatch(/data-blog-featured[^>]*hidden/);
  });
});

test('a card counts the same views as its article', async ({ page }) => {
  const posts = await publishedPosts();
  const post = posts[posts.length - 1]!;
  await page.goto(`/blog/${post.slug}`);
  // The article counts this visit and shows the server's figure.
  const article = page.locator('main [data-view-count]').first();
  await expect
    .poll(async () => Number(await article.getAttribute('data-view-count')))
    .toBeGreaterThan(post.view_count);
  const shown = (await article.textContent())!.trim();
  await page.goto('/blog');
  const card = listCards(page).filter({ hasText: post.title }).first();
  await expect(card.locator('[data-view-count]')).toHaveText(shown);
});
