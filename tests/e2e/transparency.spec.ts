/**
 * The transparency report in the browser: reached from the footer and from
 * /como-funcionan-las-reviews, one section per month of the seed's history, the same figures
 * as the CSV and the JSON at their stable URLs (and as a count of the records), no script,
 * axe clean, in the sitemap. The policy page says which checks run and what they never do.
 */
import { expect, expectAccessible, test } from './public-support';
import { su } from './member-fixtures';
import { TRANSPARENCY_FIGURES } from '../../src/lib/domain/transparency';
import { readSitemapLocations } from '../../src/lib/domain/sitemap';

interface Doc {
  time_zone: string;
  figures: { code: string; label: string }[];
  months: { month: string; figures: Record<string, number | null> }[];
}

test('the footer and the review policy link the report; the policy names the checks and what they never do', async ({
  page,
}) => {
  await page.goto('/categories');
  await page.locator('footer[data-site-footer] a[href="/transparencia"]').click();
  await expect(page).toHaveURL(/\/transparencia$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Informe de transparencia');

  await page.goto('/como-funcionan-las-reviews');
  const checks = page.locator('[data-integrity-checks] > li');
  await expect(checks).toHaveCount(5);
  await expect(page.locator('[data-checks-never]')).toContainText(
    'ninguna review se retiene por tener una calificación baja',
  );
  await page.locator('[data-transparency-link]').click();
  await expect(page).toHaveURL(/\/transparencia$/);
});

test('shows every month of the CSV and the JSON with the same figures, with no script, axe clean', async ({
  page,
  request,
}) => {
  // Axe over three years of monthly tables takes a while on a shared machine.
  test.setTimeout(120_000);
  const scripts: string[] = [];
  page.on('request', (r) => {
    if (r.resourceType() === 'script') scripts.push(r.url());
  });
  // Other browser tests write reviews meanwhile: the page and the two files are re-rendered in
  // one pass, so they are read again until one read of the three falls between two passes.
  await expect(async () => {
    scripts.length = 0;
    const res = await page.goto('/transparencia');
    expect(res?.status()).toBe(200);
    expect(scripts, 'scripts a visitor loads').toEqual([]);
    await expect(page.locator('main script')).toHaveCount(0);

    const json = await request.get('/transparencia.json');
    expect(json.status()).toBe(200);
    expect(json.headers()['content-type']).toContain('application/json');
    const doc = (await json.json()) as Doc;
    expect(doc.time_zone).toBe('America/Mexico_City');
    expect(doc.figures.map((f) => f.code)).toEqual([...TRANSPARENCY_FIGURES]);
    // The seed's history spans several months.
    expect(doc.months.length).toBeGreaterThan(2);

    const csv = await request.get('/transparencia.csv');
    expect(csv.status()).toBe(200);
    expect(csv.headers()['content-type']).toContain('text/csv');
    const rows = (await csv.text()).trimEnd().split('\r\n');
    expect(rows[0]).toBe('month,figure,label,value');
    const fromCsv = new Map(
      rows.slice(1).map((line) => {
        const cells = line.split(',');
        return [`${cells[0]} ${cells[1]}`, cells[cells.length - 1]];
      }),
    );
    expect(fromCsv.size).toBe(doc.months.length * TRANSPARENCY_FIGURES.length);

    // Newest month first on the page, each figure as the files say.
    const sections = page.locator('[data-month]');
    await expect(sections).toHaveCount(doc.months.length);
    const onPage = await page.locator('[data-month]').evaluateAll((els) =>
      els.map((s) => ({
        month: s.getAttribute('data-month'),
        values: Object.fromEntries(
          [...s.querySelectorAll('[data-figure]')].map((td) => [
            td.getAttribute('data-figure'),
            td.getAttribute('data-value'),
          ]),
        ),
      })),
    );
    expect(onPage.map((m) => m.month)).toEqual(doc.months.map((m) => m.month).reverse());
    for (const m of doc.months) {
      const shown = onPage.find((p) => p.month === m.month)!;
      for (const code of TRANSPARENCY_FIGURES) {
        const value = m.figures[code] === null ? '' : String(m.figures[code]);
        // A breakdown row is left out when it is zero (the files keep every figure).
        const onPageValue =
          shown.values[code] ?? (/_(signal|reason|rating|rule)_/.test(code) ? '0' : 'missing');
        expect([m.month, code, onPageValue]).toEqual([m.month, code, value]);
        expect([m.month, code, fromCsv.get(`${m.month} ${code}`)]).toEqual([m.month, code, value]);
      }
    }

    // The figures are the records' counts: every review written since the signals, every report.
    const pb = await su();
    const total = (code: string) => doc.months.reduce((n, m) => n + (m.figures[code] ?? 0), 0);
    expect(total('reviews_submitted')).toBe(
      (await pb.collection('review_signals').getList(1, 1)).totalItems,
    );
    expect(total('reports_received')).toBe(
      (await pb.collection('review_reports').getList(1, 1)).totalItems,
    );
  }).toPass({ timeout: 60_000, intervals: [1000] });

  await expectAccessible(page, '/transparencia');
});

test('is listed in the sitemap', async ({ request }) => {
  const locs = await readSitemapLocations(async (path) => (await request.get(path)).text());
  expect(locs.map((loc) => new URL(loc).pathname)).toContain('/transparencia');
});
