/**
 * Screens walked signed in at phone (390 px) and desktop (1280 px) widths: the admin blog
 * editor is a real modal, the admin tables keep their row actions in view, the provider page
 * writes every number and company size one way, the provider dashboard says when reviews wait
 * for a reply and labels its statistics chart, and the review form's targets are large enough
 * with its required fields marked.
 */
import { expect, test, type Locator, type Page } from '@playwright/test';
import { messages } from '../../src/lib/messages';
import { ownerDashboard } from '../../src/lib/messages/provider-owner';
import { invitations } from '../../src/lib/messages/invitations';
import { publicForms } from '../../src/lib/messages/public-forms';
import { siteDay } from '../../src/lib/contract/time';
import { paths } from '../../src/lib/contract/paths';
import { ADMIN_TABS } from '../../src/islands/admin/state';
import {
  LIST,
  REBUILD,
  createProvider as createAdminProvider,
  createUser as createAdminUser,
  openTab,
  signInAsAdmin,
  textOf,
} from './admin-fixtures';
import { createProvider, createUser, signIn, su, unique } from './member-fixtures';

const a = messages.admin;
const WIDTHS = [390, 1280] as const;

/** Whether the page scrolls sideways (it must not). */
async function sideways(page: Page): Promise<number> {
  return page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
}

/** `target`'s box lies inside the viewport and inside `box` (its scroller), both sideways. */
async function expectInView(page: Page, target: Locator, box: Locator): Promise<void> {
  const width = page.viewportSize()!.width;
  const t = (await target.boundingBox())!;
  const b = (await box.boundingBox())!;
  expect(t.x, 'left edge in the viewport').toBeGreaterThanOrEqual(0);
  expect(t.x + t.width, 'right edge in the viewport').toBeLessThanOrEqual(width);
  expect(t.x, 'left edge in its box').toBeGreaterThanOrEqual(b.x - 1);
  expect(t.x + t.width, 'right edge in its box').toBeLessThanOrEqual(b.x + b.width + 1);
}

test('the admin blog editor takes focus, keeps it inside and gives it back to its opener', async ({
  page,
}) => {
  await signInAsAdmin(page);
  await page.goto('/lapieza-admin');
  await openTab(page, a.tabBlog);
  const opener = page.getByRole('button', { name: a.newPost });
  await opener.click();
  const dialog = page.getByRole('dialog', { name: a.newPost });
  await expect(dialog.getByLabel(a.postTitle)).toBeFocused();
  // Tab walks the editor's own controls, never the panel behind it.
  for (let i = 0; i < 12; i++) {
    await page.keyboard.press('Tab');
    const inside = await page.evaluate(
      () => !!document.activeElement?.closest('[data-testid="post-editor"]'),
    );
    expect(inside, `focus inside the editor after ${i + 1} Tab`).toBe(true);
  }
  await page.keyboard.press('Escape');
  await expect(dialog).toHaveCount(0);
  await expect(opener).toBeFocused();

  // Cancelar too.
  await opener.click();
  await expect(dialog.getByLabel(a.postTitle)).toBeFocused();
  await dialog.getByRole('button', { name: a.cancel }).click();
  await expect(dialog).toHaveCount(0);
  await expect(opener).toBeFocused();
});

for (const width of WIDTHS) {
  test(`admin tables keep their row actions in view at ${width} px`, async ({ page }) => {
    test.setTimeout(90_000);
    await page.setViewportSize({ width, height: 900 });
    const pb = await su();
    const tag = unique('tabla');
    // Long addresses (a department, a long company domain): a table must not grow past its
    // box whatever its contents, so an address breaks inside its cell.
    const domain = 'consultora-de-recursos-humanos-y-desarrollo-organizacional.example';
    const pendingEmail = `${tag}.coordinacion.atraccion.de.talento@${domain}`;
    await pb.collection('users').create({
      email: pendingEmail,
      password: 'clave-admin-e2e-123',
      passwordConfirm: 'clave-admin-e2e-123',
      first_name: 'Pendiente',
      last_name: 'De Aprobación Con Apellido Largo',
      user_type: 'hr_professional',
      linkedin_url: 'https://www.linkedin.com/in/pendiente-e2e',
      verified: true,
      approved: false,
    });
    const approved = await createAdminUser({
      email: `${tag}.direccion.de.personas.y.cultura@${domain}`,
    });
    const provider = await createAdminProvider(approved);

    await signInAsAdmin(page);
    await page.goto('/lapieza-admin');
    const cases: [string, string, string][] = [
      [messages.pendingAccounts.tab, pendingEmail, messages.pendingAccounts.approve],
      [a.tabApprovedUsers, approved.email, a.block],
      [a.tabApprovedProviders, provider.company_name, a.reject],
    ];
    for (const [tab, text, action] of cases) {
      await openTab(page, tab);
      await page.getByRole('searchbox').fill(text);
      const panel = page.getByRole('tabpanel');
      const row = panel
        .locator('[data-testid="admin-user-row"], [data-testid="admin-provider-row"]')
        .filter({ hasText: text });
      await expect(row).toHaveCount(1, LIST);
      const button = row.getByRole('button', { name: action }).first();
      await expect(button).toBeVisible();
      const scroller = panel.locator('.overflow-x-auto').first();
      await expectInView(page, button, (await scroller.count()) ? scroller : row);
      expect(await sideways(page), `${tab}: no sideways scroll of the page`).toBeLessThanOrEqual(0);
    }
    // Every tab stays in one row on a phone (they scroll sideways inside their bar).
    const tablist = page.getByRole('tablist', { name: a.title });
    await expect(tablist.getByRole('tab')).toHaveCount(ADMIN_TABS.length);
    expect((await tablist.boundingBox())!.height).toBeLessThan(width < 640 ? 60 : 140);
    // The users' dates do not wrap word by word: a row stays a few lines tall.
    await openTab(page, a.tabApprovedUsers);
    await page.getByRole('searchbox').fill(approved.email);
    const row = page.getByTestId('admin-user-row').filter({ hasText: approved.email });
    await expect(row).toHaveCount(1, LIST);
    expect((await row.boundingBox())!.height).toBeLessThan(width < 640 ? 420 : 140);
  });
}

test('the provider page writes ratings and company sizes one way', async ({ page }) => {
  test.setTimeout(90_000);
  const pb = await su();
  const owner = await createUser({ userType: 'provider' });
  const provider = await createProvider(owner, unique('Empresa Formatos'));
  await pb.collection('providers').update(provider.id, { employee_count: '1000+' });
  for (const [overall, quality, size] of [
    [5, 4, '201-1000'],
    [4, 3, '1-10'],
  ] as const) {
    await pb.collection('reviews').create({
      provider: provider.id,
      reviewer: (await createUser()).id,
      title: unique('Review'),
      review_text: 'Cumplieron con los plazos y el soporte respondió con rapidez cada consulta.',
      overall_rating: overall,
      rating_quality: quality,
      company_size: size,
    });
  }
  const path = paths.provider(provider.slug);
  // Both reviews in: a render can read the provider's figures just before the second review's
  // commit and its reviews just after; that review's event then renders the page again.
  await expect
    .poll(async () => {
      const html = await textOf(path);
      return html.includes('1-10 empleados') && /data-field="rating"[^>]*>\s*4\.5\s*</.test(html);
    }, REBUILD)
    .toBe(true);

  await page.goto(path);
  await expect(page.locator('[data-field="rating"]').first()).toHaveText('4.5');
  await expect(page.locator('[data-sub-average="rating_quality"] [data-value]')).toHaveText('3.5');
  const body = (await page.locator('main').textContent()) ?? '';
  expect(body).toContain('1000+ empleados');
  expect(body).toContain('201-1000 empleados');
  expect(body).not.toMatch(/\d,\d/);
  expect(body).not.toContain('201 a 1000');
  expect(body).not.toContain('Más de 1000');
  await expect(page.locator('[data-invited-split] h3')).toHaveText(
    `${invitations.splitHeading} · ${invitations.splitWindow}`,
  );
});

test('the provider dashboard says reviews wait for a reply and labels its chart', async ({
  page,
}) => {
  const pb = await su();
  const owner = await createUser({ userType: 'provider' });
  const provider = await createProvider(owner);
  for (let i = 0; i < 2; i++) {
    await pb.collection('reviews').create({
      provider: provider.id,
      reviewer: (await createUser()).id,
      title: unique('Sin responder'),
      review_text: 'Una review que espera la respuesta del proveedor desde hace unos días.',
      overall_rating: 4,
    });
  }
  await pb
    .collection('provider_stats_daily')
    .create({ provider: provider.id, day: siteDay(new Date()), views: 1 });

  await page.setViewportSize({ width: 390, height: 800 });
  await signIn(page, owner);
  await page.goto('/provider-dashboard');
  const stats = page.locator('[data-provider-stats]');
  await expect(stats.locator('[data-stats-summary]')).toHaveText('1 vista en 30 días');
  await expect(stats.locator('[data-chart-y-axis] span')).toHaveText(['2', '1', '0']);
  const dates = stats.locator('[data-chart-x-axis] span');
  await expect(dates).toHaveCount(3);
  for (const d of await dates.allTextContents()) expect(d).toMatch(/^\d{1,2} [a-z]{3}$/);
  await expect(stats.locator('[data-bar-value]')).toHaveText(['1']);
  // The legend names only the series with data.
  await expect(stats.locator('figcaption')).toContainText(ownerDashboard.chartViews);
  await expect(stats.locator('figcaption')).not.toContainText(ownerDashboard.chartLeads);

  const link = page.getByRole('link', { name: messages.providerDashboard.unansweredReviews(2) });
  await expect(link).toBeInViewport();
  await link.click();
  const reviewsTab = page.getByRole('tab', { name: messages.providerDashboard.tabReviews });
  await expect(reviewsTab).toHaveAttribute('aria-selected', 'true');
  await expect(reviewsTab).toBeFocused();
  await expect(reviewsTab).toBeInViewport();
  await expect(page.locator('[data-dashboard-review]')).toHaveCount(2);
  expect(await sideways(page)).toBeLessThanOrEqual(0);
});

test('the review form: 44 px stars, 24 px radios, required fields marked, the search hint readable at 390 px', async ({
  page,
}) => {
  const r = messages.review;
  await page.setViewportSize({ width: 390, height: 800 });
  await signIn(page, await createUser());
  await page.goto('/write-review');
  const form = page.locator('form').filter({ has: page.locator('select[name=provider]') });
  await expect(form.getByLabel(r.reviewTitle)).toBeVisible();

  // The overall rating's five stars and each sub-rating's.
  const stars = form.locator('button[role="radio"]');
  expect(await stars.count()).toBeGreaterThanOrEqual(10);
  for (const star of await stars.all()) {
    const box = (await star.boundingBox())!;
    expect(Math.min(box.width, box.height)).toBeGreaterThanOrEqual(44);
  }
  const radios = form.locator('input[type="radio"]');
  expect(await radios.count()).toBeGreaterThan(0);
  for (const radio of await radios.all()) {
    const box = (await radio.boundingBox())!;
    expect(Math.min(box.width, box.height)).toBeGreaterThanOrEqual(24);
  }

  for (const field of [
    form.getByLabel(r.reviewTitle),
    form.getByLabel(r.reviewText),
    form.locator('select[name=provider]'),
  ]) {
    await expect(field).toHaveAttribute('required', '');
  }
  await expect(form.getByText(publicForms.required)).toHaveCount(4);

  const search = form.getByLabel(r.searchProvider);
  await expect(search).not.toHaveAttribute('placeholder', /.+/);
  const hint = form.getByText(r.searchProviderHint);
  await expectInView(page, hint, form);
  expect(await sideways(page)).toBeLessThanOrEqual(0);
});
