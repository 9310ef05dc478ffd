// The directory's first load stays within the visitors' JavaScript budget, as the browser
// receives it (encoded bodies plus response headers, what Lighthouse calls transferred); the
// comparison builder and the filters' search code load on first use and work as before
// (docs/PERFORMANCE.md § Page weight).
import { expect, test, type Page } from '@playwright/test';
import { compareBuilder as t } from '../../src/lib/messages/compare-builder';
import { MAX_COMPARED } from '../../src/lib/domain/comparison';

/** Anonymous visitors' JavaScript per public page, KB (docs/PERFORMANCE.md § Page weight). */
const BUDGET_KB = 15;

/** Bytes of each script the page has fetched so far (path → transferred bytes). */
function scriptLog(page: Page) {
  const sizes: Promise<[string, number]>[] = [];
  page.on('requestfinished', (req) => {
    if (req.resourceType() !== 'script') return;
    sizes.push(
      req
        .sizes()
        .then((s) => [new URL(req.url()).pathname, s.responseBodySize + s.responseHeadersSize]),
    );
  });
  return async () => new Map(await Promise.all(sizes));
}

const lazyChunk = /\/_astro\/(compare|directory-head)\.[\w-]+\.js$/;

test('/providers loads at most 15 KB of JS at first; the tray and the filters load on first use', async ({
  page,
}) => {
  await page.addInitScript(() => localStorage.setItem('lp_consent', 'accepted'));
  const scripts = scriptLog(page);
  const loaded = async (chunk: string) =>
    [...(await scripts()).keys()].some((p) => p.includes(`/${chunk}.`));
  await page.goto('/providers', { waitUntil: 'networkidle' });
  const first = await scripts();
  const total = [...first.values()].reduce((a, b) => a + b, 0);
  console.log(
    `[directory-weight] first load: ${(total / 1024).toFixed(1)} KB of JS transferred in ${first.size} files (budget ${BUDGET_KB} KB)`,
  );
  expect(total).toBeLessThanOrEqual(BUDGET_KB * 1024);
  expect([...first.keys()].filter((p) => lazyChunk.test(p))).toEqual([]);
  // Named for their provider before the builder loads.
  const card = page.locator('[data-provider-grid] [data-provider-card]').first();
  const name = (await card.locator('[data-field="name"]').textContent())!.trim();
  await expect(card.locator('[data-compare-toggle]')).toHaveAttribute(
    'aria-label',
    t.addLabel(name),
  );

  // A facts filter: the search code loads, the cards come from the card template and are named.
  // The lowest minimum rating (3 stars), which many providers meet.
  const select = page.locator('select[data-fact-filter]').last();
  await select.focus();
  await expect(page.locator('[data-directory-form][data-head-ready]')).toBeAttached();
  await expect.poll(() => loaded('directory-head')).toBe(true);
  const value = (await select.locator('option').last().getAttribute('value'))!;
  await select.selectOption(value);
  await expect(page).toHaveURL(new RegExp(`[?&]calificacion=${value}(&|$)`));
  const grid = page.locator('[data-provider-grid][data-source="server"]');
  await expect(grid).toBeVisible();
  const rendered = grid.locator('[data-provider-card]').first();
  const renderedName = (await rendered.locator('[data-field="name"]').textContent())!.trim();
  await expect(rendered.locator('[data-compare-toggle]')).toHaveAttribute(
    'aria-label',
    t.addLabel(renderedName),
  );

  // "Comparar": the builder loads on the click and takes it.
  expect(await loaded('compare')).toBe(false);
  await rendered.locator('[data-compare-toggle]').click();
  await expect(rendered.locator('[data-compare-toggle]')).toHaveAttribute('aria-pressed', 'true');
  await expect(rendered.locator('[data-compare-toggle]')).toHaveAttribute(
    'aria-label',
    t.removeLabel(renderedName),
  );
  await expect(page.locator('[data-compare-tray]')).toContainText(t.trayCount(1, MAX_COMPARED));
  await expect.poll(() => loaded('compare')).toBe(true);

  // Kept in this browser: the next page loads the builder at once and shows the tray.
  const again = scriptLog(page);
  await page.reload({ waitUntil: 'networkidle' });
  await expect(page.locator('[data-compare-tray]')).toContainText(t.trayCount(1, MAX_COMPARED));
  await expect
    .poll(async () => [...(await again()).keys()].some((p) => p.includes('/compare.')))
    .toBe(true);
});
