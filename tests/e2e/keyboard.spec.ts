/**
 * Keyboard-only runs: sign-up, writing a review and creating a category in the admin panel,
 * with Tab / Shift+Tab / Enter / Space and typing only. Every control reached shows a
 * visible focus indicator.
 */
import { expect, test, type Locator, type Page } from '@playwright/test';
import { messages } from '../../src/lib/messages';
import { LINKEDIN, PASSWORD, createProvider, createUser, signIn, unique } from './member-fixtures';
import { DEMO, userByEmail } from './fixtures/security-support';

/** Whether the focused element is `target`, and how its focus is drawn. */
async function focusState(target: Locator) {
  return target.evaluate((el) => {
    const focused = document.activeElement === el;
    const s = getComputedStyle(el);
    const outline = s.outlineStyle !== 'none' && parseFloat(s.outlineWidth) > 0;
    const ring = s.boxShadow !== 'none' && s.boxShadow !== '';
    return { focused, visible: focused && el.matches(':focus-visible') && (outline || ring) };
  });
}

/**
 * Presses Tab (or Shift+Tab) until `target` has the focus, then checks the focus is visible.
 * Fails after `max` presses.
 */
async function tabTo(page: Page, target: Locator, opts: { back?: boolean; max?: number } = {}) {
  await expect(target).toBeVisible({ timeout: 20_000 });
  const key = opts.back ? 'Shift+Tab' : 'Tab';
  for (let i = 0; i < (opts.max ?? 60); i++) {
    if ((await focusState(target)).focused) break;
    await page.keyboard.press(key);
  }
  const state = await focusState(target);
  expect(state.focused, `focus reached ${String(target)}`).toBe(true);
  expect(state.visible, `visible focus on ${String(target)}`).toBe(true);
}

async function typeInto(page: Page, field: Locator, text: string) {
  await tabTo(page, field);
  await page.keyboard.type(text);
  await expect(field).toHaveValue(text);
}

test('sign-up with the keyboard only', async ({ page }) => {
  test.setTimeout(120_000);
  const a = messages.auth;
  await page.addInitScript(() => localStorage.setItem('lp_consent', 'accepted'));
  await page.goto('/auth');
  await tabTo(page, page.getByRole('button', { name: a.toSignup }));
  await page.keyboard.press('Enter');
  await expect(page.getByRole('heading', { name: a.signupTitle })).toBeVisible();
  const email = `${unique('teclado')}@e2e.test`;
  await typeInto(page, page.getByLabel(a.email), email);
  await typeInto(page, page.getByLabel(a.password), PASSWORD);
  await typeInto(page, page.getByLabel(a.linkedin), LINKEDIN);
  await typeInto(page, page.getByLabel(a.firstName), 'Teclado');
  const submit = page.locator('form').getByRole('button', { name: a.signupSubmit });
  await tabTo(page, submit);
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/email-confirmation\?email=/, { timeout: 20_000 });
  await expect(page.getByText(a.signupSuccess)).toBeVisible();
});

test('writing a review with the keyboard only', async ({ page }) => {
  test.setTimeout(120_000);
  const r = messages.review;
  const provider = await createProvider(await createUser({ userType: 'provider' }));
  await signIn(page, await createUser());
  await page.goto(`/write-review?provider=${provider.id}`);
  await expect(page.locator('select[name=provider]')).toHaveValue(provider.id, {
    timeout: 45_000,
  });
  await typeInto(page, page.getByLabel(r.reviewTitle), 'Atención rápida y clara');
  await typeInto(
    page,
    page.getByLabel(r.reviewText),
    'Todo el proceso fue ágil y transparente, con informes semanales de avance.',
  );
  const fourStars = page.getByRole('radio', { name: r.star(4) });
  await tabTo(page, fourStars);
  await page.keyboard.press('Space');
  await expect(fourStars).toHaveAttribute('aria-checked', 'true');
  await typeInto(page, page.getByLabel(r.pros), 'Rapidez');
  // Back to the title with Shift+Tab, then forward to the submit button.
  await tabTo(page, page.getByLabel(r.reviewTitle), { back: true });
  await tabTo(page, page.locator('form').getByRole('button', { name: r.submit }));
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/dashboard$/, { timeout: 20_000 });
  await expect(page.getByText(r.success)).toBeVisible();
});

test('creating a category in the admin panel with the keyboard only', async ({ page }) => {
  test.setTimeout(120_000);
  const m = messages.admin;
  await signIn(page, await userByEmail(DEMO.admin));
  await page.goto('/lapieza-admin');
  const tab = page.getByRole('tab', { name: m.tabCategories, exact: true });
  await tabTo(page, tab);
  await page.keyboard.press('Enter');
  await expect(tab).toHaveAttribute('aria-selected', 'true');
  await tabTo(page, page.getByRole('button', { name: m.newCategory }));
  await page.keyboard.press('Space');
  const form = page.getByRole('form', { name: m.newCategory });
  const id = `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;
  await typeInto(page, form.getByLabel(m.categoryName), `teclado_${id}`);
  await typeInto(page, form.getByLabel(m.categoryLabel), `Teclado ${id}`);
  await tabTo(page, form.getByRole('button', { name: m.create }));
  await page.keyboard.press('Enter');
  await expect(page.getByText(m.categoryCreated)).toBeVisible({ timeout: 20_000 });
  await expect(page.locator(`[data-category="teclado_${id}"]`)).toContainText(`Teclado ${id}`);
});

/**
 * Issue 24 item 4: every focus stop of the main public pages draws a visible indicator (WCAG
 * 2.2 2.4.7): its own outline or ring, or, for a card whose whole surface is its link, the
 * card's outline.
 */
test('every focus stop on the public pages shows a visible focus indicator', async ({ page }) => {
  test.setTimeout(180_000);
  await page.addInitScript(() => localStorage.setItem('lp_consent', 'accepted'));
  const invisible: string[] = [];
  for (const path of ['/', '/providers', '/categories', '/blog', '/comparativas']) {
    await page.goto(path);
    const seen = new Set<string>();
    for (let i = 0; i < 70; i++) {
      await page.keyboard.press('Tab');
      const state = await page.evaluate(() => {
        const el = document.activeElement;
        if (!el || el === document.body) return null;
        const drawn = (node: Element) => {
          const s = getComputedStyle(node);
          const outline = s.outlineStyle !== 'none' && parseFloat(s.outlineWidth) > 0;
          return outline || (s.boxShadow !== 'none' && s.boxShadow !== '');
        };
        const card = el.closest('[data-provider-card]');
        const label = `${el.tagName.toLowerCase()} "${(el.textContent ?? '').trim().slice(0, 40)}"`;
        return { label, visible: drawn(el) || (card !== null && drawn(card)) };
      });
      if (!state || seen.has(state.label)) continue;
      seen.add(state.label);
      if (!state.visible) invisible.push(`${path}: ${state.label}`);
    }
    expect(seen.size, `focus stops found on ${path}`).toBeGreaterThan(5);
  }
  expect(invisible).toEqual([]);
});
