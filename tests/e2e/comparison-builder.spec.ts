// a visitor builds a comparison from "Comparar" on directory cards and a
// provider page (2 to 4 providers), opens it (rendered on request, then served as stored
// pairs are) and reads it at 390 px: the table scrolls inside its own box with a hint, the
// page itself never sideways.
import { expect, test } from '@playwright/test';
import { comparison as t } from '../../src/lib/messages/comparison';
import { MAX_COMPARED } from '../../src/lib/domain/comparison';
import { reviewTopicsMessages as tm } from '../../src/lib/messages/review-topics';
import { expectAccessible } from './fixtures/axe';

test('builds a 3-provider comparison from cards, adds a 4th from its page, reads it at 390 px', async ({
  page,
}) => {
  test.setTimeout(90_000);
  await page.addInitScript(() => localStorage.setItem('lp_consent', 'accepted'));
  await page.goto('/providers');
  const cards = page.locator('[data-provider-card]');
  const names: string[] = [];
  for (let i = 0; i < 3; i++) {
    const card = cards.nth(i);
    names.push((await card.locator('[data-field="name"]').textContent())!.trim());
    const toggle = card.locator('[data-compare-toggle]');
    await toggle.click();
    await expect(toggle).toHaveAttribute('aria-pressed', 'true');
  }
  const tray = page.locator('[data-compare-tray]');
  await expect(tray).toContainText(t.trayCount(3, MAX_COMPARED));
  // A second click takes a provider out; a third puts it back.
  const first = cards.nth(0).locator('[data-compare-toggle]');
  await first.click();
  await expect(tray).toContainText(t.trayCount(2, MAX_COMPARED));
  await first.click();
  await expect(tray).toContainText(t.trayCount(3, MAX_COMPARED));

  await tray.locator('[data-compare-open]').click();
  await expect(page).toHaveURL(/\/comparativas\/[a-z0-9-]+-vs-[a-z0-9-]+-vs-[a-z0-9-]+$/);
  // In the order picked (the first one was taken out and put back: now last).
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(
    [names[1], names[2], names[0]].join(' vs '),
  );
  await expect(page.locator('[data-compare-card]')).toHaveCount(3);
  await expect(page.locator('[data-comparison-table] thead th')).toHaveCount(4);
  // Recommendation, four sub-ratings, and what the reviews praise and criticise.
  await expect(page.locator('[data-comparison-facts] tbody tr')).toHaveCount(7);
  await expect(
    page.locator('[data-comparison-facts] tbody th', { hasText: tm.compareRow.praised }),
  ).toHaveCount(1);
  await expect(
    page.locator('[data-comparison-facts] tbody th', { hasText: tm.compareRow.criticised }),
  ).toHaveCount(1);
  await expectAccessible(page);
  const comparisonUrl = page.url();

  // The same URL again is served (stored like the pairs).
  const again = await page.request.get(comparisonUrl);
  expect(again.status()).toBe(200);

  // A 4th from a provider page, which has its own "Comparar".
  await page.goto('/providers');
  const fourth = cards.nth(3);
  const fourthName = (await fourth.locator('[data-field="name"]').textContent())!.trim();
  await fourth.locator('[data-field="link"]').click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(fourthName);
  await page.locator('[data-compare-toggle]').click();
  await expect(page.locator('[data-compare-tray]')).toContainText(t.trayCount(4, MAX_COMPARED));
  // A fifth is refused with a message.
  await page.goto('/providers');
  await cards.nth(4).locator('[data-compare-toggle]').click();
  await expect(page.locator('[data-compare-tray]')).toContainText(t.trayFull(MAX_COMPARED));
  await expect(cards.nth(4).locator('[data-compare-toggle]')).toHaveAttribute(
    'aria-pressed',
    'false',
  );

  // At 390 px: four columns scroll inside the table's box, with a hint; the page does not.
  await page.setViewportSize({ width: 390, height: 844 });
  await page.locator('[data-compare-open]').click();
  await expect(page.locator('[data-compare-card]')).toHaveCount(4);
  await expect(page.locator('[data-scroll-hint]').first()).toBeVisible();
  const overflow = await page.evaluate(
    () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
  );
  expect(overflow).toBe(0);
  const heads = page.locator('[data-comparison-table] thead th');
  await expect(heads).toHaveCount(5);
  for (let i = 1; i < 5; i++) {
    await heads.nth(i).scrollIntoViewIfNeeded();
    const box = (await heads.nth(i).boundingBox())!;
    expect(box.x, `column ${i} reachable`).toBeGreaterThanOrEqual(0);
    expect(box.x + box.width, `column ${i} reachable`).toBeLessThanOrEqual(390);
  }
  await expect(heads.nth(4)).toHaveText(fourthName);
  await expectAccessible(page);
});
