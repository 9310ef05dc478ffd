import { blogMessages as m } from '../../src/lib/messages/blog';
import { formatCount } from '../../src/lib/contract/number-format';
import { draftSlug, expect, publishedPosts, test } from './blog-support';

test.describe('/blog/{slug}', () => {
  test('shows the article with breadcrumb, badges, meta, content, promo, tags and related', async ({
    page,
  }) => {
    const posts = await publishedPosts();
    const post = posts.find((p) => (p.expand?.categories?.length ?? 0) > 0 && !p.external_url)!;
    await page.goto(`/blog/${post.slug}`);

    const crumbs = page.getByRole('navigation', { name: 'Ruta de navegación' });
    await expect(crumbs.getByRole('link', { name: 'Inicio' })).toHaveAttribute('href', '/');
    await expect(crumbs.getByRole('link', { name: 'Blog' })).toHaveAttribute('href', '/blog');
    await expect(crumbs.getByText(post.title)).toBeVisible();

    await expect(page.getByRole('heading', { level: 1 })).toHaveText(post.title);
    for (const c of post.expand!.categories!) {
      await expect(page.locator('header [data-blog-category]', { hasText: c.name })).toBeVisible();
    }
    await expect(page.locator('header time')).toHaveText(/^\d{1,2} de [a-z]+ de \d{4}$/);
    await expect(page.locator('header [data-reading-time]')).toHaveText(/min de lectura$/);
    await expect(page.getByRole('button', { name: m.share })).toBeVisible();

    const content = page.locator('[data-article-content]');
    await expect(content.locator('h2').first()).toBeVisible();
    await expect(content.locator('ul li, ol li').first()).toBeVisible();
    await expect(content.locator('script')).toHaveCount(0);

    const promo = page.locator('[data-news-group-promo]');
    await expect(promo.getByRole('heading', { name: m.newsGroupHeading })).toBeVisible();
    await expect(promo.getByRole('link')).toHaveAttribute('target', '_blank');

    await expect(page.locator('[data-external-source]')).toHaveCount(0);
    await expect(page.locator('[data-blog-tag]').first()).toBeVisible();
    await expect(page.getByRole('link', { name: m.backToBlog })).toHaveAttribute('href', '/blog');

    const related = page.locator('[data-blog-related] [data-post-card]');
    const relatedCount = await related.count();
    expect(relatedCount).toBeGreaterThan(0);
    expect(relatedCount).toBeLessThanOrEqual(3);
    const own = new Set(post.expand!.categories!.map((c) => c.slug));
    for (const card of await related.all()) {
      const slugs = ((await card.getAttribute('data-categories')) ?? '').split(' ');
      expect(slugs.some((s) => own.has(s))).toBe(true);
      await expect(card.getByRole('heading')).not.toHaveText(post.title);
    }
  });

  test('publishes Article and BreadcrumbList structured data', async ({ page }) => {
    const [post] = await publishedPosts();
    await page.goto(`/blog/${post!.slug}`);
    const blocks = await page
      .locator('script[type="application/ld+json"]')
      .evaluateAll((els) => els.map((e) => JSON.parse(e.textContent ?? '{}')));
    const article = blocks.find((b) => b['@type'] === 'Article');
    expect(article).toMatchObject({
      headline: post!.title,
      inLanguage: 'es-ES',
      articleSection: 'Recursos Humanos',
    });
    expect(article.timeRequired).toMatch(/^PT\d+M$/);
    const crumbs = blocks.find((b) => b['@type'] === 'BreadcrumbList');
    expect(crumbs.itemListElement).toHaveLength(3);
    await expect(page.locator('meta[property="og:type"]')).toHaveAttribute('content', 'article');
  });

  test('the external-source block opens the original in a new tab', async ({ page }) => {
    const post = (await publishedPosts()).find((p) => p.external_url);
    expect(post, 'the seed has no post with an external URL').toBeDefined();
    await page.goto(`/blog/${post!.slug}`);
    const block = page.locator('[data-external-source]');
    await expect(block.getByRole('heading', { name: m.externalHeading })).toBeVisible();
    const link = block.getByRole('link', { name: new RegExp(`^${m.readMore}`) });
    await expect(link).toHaveAttribute('href', post!.external_url);
    await expect(link).toHaveAttribute('target', '_blank');
    await expect(link).toHaveAttribute('rel', /noopener/);
  });

  test('counts a view on every open through the server counter', async ({ page }) => {
    const [post] = await publishedPosts();
    const viewed = () =>
      page.waitForResponse(
        (r) =>
          r.url().endsWith(`/api/lp/blog/${post!.slug}/view`) && r.request().method() === 'POST',
      );

    let answer = viewed();
    await page.goto(`/blog/${post!.slug}`);
    const first = ((await (await answer).json()) as { view_count: number }).view_count;
    expect(first).toBeGreaterThanOrEqual(post!.view_count + 1);
    const shown = page.locator('header [data-view-count]');
    await expect(shown).toHaveText(`${formatCount(first)} ${first === 1 ? 'vista' : 'vistas'}`);

    answer = viewed();
    await page.reload();
    const second = ((await (await answer).json()) as { view_count: number }).view_count;
    expect(second).toBeGreaterThan(first);
    await expect(shown).toHaveAttribute('data-view-count', String(second));
  });

  test('share falls back to copying the link with a toast when native share is missing', async ({
    page,
    context,
  }) => {
    await context.grantPermissions(['clipboard-read', 'clipboard-write']);
    await page.addInitScript(() => {
      Object.defineProperty(Navigator.prototype, 'share', { value: undefined, configurable: true });
    });
    const [post] = await publishedPosts();
    await page.goto(`/blog/${post!.slug}`);
    await page.getByRole('button', { name: m.share }).click();
    await expect(page.getByRole('status').filter({ hasText: m.linkCopied })).toBeVisible();
    const copied = await page.evaluate(() => navigator.clipboard.readText());
    expect(copied).toMatch(new RegExp(`/blog/${post!.slug}$`));
  });

  test('share uses the native share sheet when there is one', async ({ page }) => {
    await page.addInitScript(() => {
      const calls: unknown[] = [];
      (window as unknown as { shareCalls: unknown[] }).shareCalls = calls;
      Object.defineProperty(Navigator.prototype, 'share', {
        configurable: true,
        value: (data: unknown) => {
          calls.push(data);
          return Promise.resolve();
        },
      });
    });
    const [post] = await publishedPosts();
    await page.goto(`/blog/${post!.slug}`);
    await page.getByRole('button', { name: m.share }).click();
    const calls = await page.evaluate(
      () => (window as unknown as { shareCalls: { title: string; url: string }[] }).shareCalls,
    );
    expect(calls).toHaveLength(1);
    expect(calls[0]!.title).toBe(post!.title);
    expect(calls[0]!.url).toMatch(new RegExp(`/blog/${post!.slug}$`));
    await expect(page.getByText(m.linkCopied)).toHaveCount(0);
  });

  test('a missing or unpublished article answers 404 with the spec message', async ({ page }) => {
    const draft = await draftSlug();
    expect(draft, 'the seed has draft posts').not.toBeNull();
    for (const slug of ['no-existe-este-articulo', draft!]) {
      const res = await page.goto(`/blog/${slug}`);
      expect(res?.status()).toBe(404);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(m.notFoundTitle);
      await expect(page.getByText(m.notFoundText)).toBeVisible();
      await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', 'noindex');
    }
  });
});
