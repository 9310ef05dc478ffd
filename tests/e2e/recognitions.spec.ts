// Quarterly recognitions (docs/DECISIONS.md § Quarterly recognitions): the demo seed publishes
// the last ended quarter; a recognised provider's page and card carry the label with the
// quarter, its badge is a small valid SVG linking to the recognition's page, and the archive
// (index and quarter page) lists it; axe clean, no sideways scroll at 390 px.
import { expect, test, expectAccessible } from './public-support';
import { BASE_URL, cardOf, su } from './isr-fixtures';
import { paths, recognitionAnchor } from '../../src/lib/contract/paths';
import { slugForCountry } from '../../src/lib/contract/countries';
import { BADGE_MAX_BYTES } from '../../src/lib/domain/badge';
import { parseQuarterKey } from '../../src/lib/domain/recognitions';
import type { RecognitionKind } from '../../src/lib/domain/recognitions';
import { quarterLabel, recognitionLabel } from '../../src/lib/messages/recognitions';

interface Recognised {
  quarter: string;
  kind: RecognitionKind;
  category: string;
  country: string;
  slug: string;
  name: string;
}

/** A recognition of the latest published quarter, with its (public) provider. */
async function recognised(): Promise<Recognised> {
  const pb = await su();
  const [latest] = (await pb.collection('recognition_quarters').getList(1, 1, { sort: '-quarter' }))
    .items;
  expect(latest, 'the seed publishes the last ended quarter').toBeTruthy();
  const quarter = String(latest!['quarter']);
  const rows = await pb.collection('recognitions').getFullList({
    filter: pb.filter('quarter = {:q}', { q: quarter }),
    sort: 'kind,category,country,provider',
    expand: 'provider',
  });
  expect(rows.length, 'the demo history earns recognitions').toBeGreaterThan(0);
  const row = rows[0]!;
  const provider = row.expand!['provider'] as { slug: string; company_name: string };
  return {
    quarter,
    kind: row['kind'] as RecognitionKind,
    category: String(row['category']),
    country: String(row['country']),
    slug: provider.slug,
    name: provider.company_name,
  };
}

async function noSidewaysScroll(page: import('@playwright/test').Page, path: string) {
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto(path);
  const wide = await page.evaluate(() => {
    const doc = document.documentElement;
    if (doc.scrollWidth <= doc.clientWidth) return [];
    // The elements wider than the window without a scrollbar of their own, to name the culprit.
    return [...document.querySelectorAll<HTMLElement>('body *')]
      .filter((el) => {
        const r = el.getBoundingClientRect();
        if (r.right <= doc.clientWidth + 0.5) return false;
        // Inside a box that scrolls sideways itself (a wide table): not the page's overflow.
        for (let p = el.parentElement; p && p !== document.body; p = p.parentElement) {
          if (getComputedStyle(p).overflowX !== 'visible') return false;
        }
        return true;
      })
      .slice(-6)
      .map(
        (el) =>
          `${el.tagName.toLowerCase()}.${el.className} (${el.getBoundingClientRect().right}px / ${doc.clientWidth}px)`,
      );
  });
  expect(wide, `${path} scrolls sideways at 390 px`).toEqual([]);
}

test('a recognition shows on the provider page and card, its badge and the archive', async ({
  page,
}) => {
  test.setTimeout(120_000);
  const r = await recognised();
  expect(parseQuarterKey(r.quarter)).not.toBeNull();
  const label = recognitionLabel(r.kind, r.quarter);
  const target = paths.recognitionQuarter(r.quarter, r.slug);

  // The provider page: a label with the quarter, linking to the recognition's entry.
  const profile = paths.provider(r.slug);
  await page.goto(profile);
  const link = page.locator(`a[data-recognition="${r.kind}"]`).first();
  await expect(link).toContainText(label);
  await expect(link).toHaveAttribute('href', target);
  await expectAccessible(page, profile);

  // Its card in its category × country listing.
  const listing = paths.categoryListing(r.category, slugForCountry(r.country));
  const body = await (await fetch(BASE_URL + listing)).text();
  const card = cardOf(body, `/${r.slug}"`);
  expect(card, `the card of ${r.slug} in ${listing}`).not.toBe('');
  expect(card).toContain(`data-recognition="${r.kind}"`);
  expect(card).toContain(label);

  // The badge: a static SVG ≤ 5 KB, well-formed, linking to the recognition's page.
  const res = await fetch(BASE_URL + paths.recognitionBadge(r.slug));
  expect(res.status).toBe(200);
  expect(res.headers.get('content-type')).toBe('image/svg+xml; charset=utf-8');
  expect(res.headers.get('set-cookie')).toBeNull();
  const svg = await res.text();
  expect(Buffer.byteLength(svg)).toBeLessThanOrEqual(BADGE_MAX_BYTES);
  expect(svg).not.toMatch(/<script|<image|<foreignObject|url\(/i);
  const parsed = await page.evaluate((text) => {
    const doc = new DOMParser().parseFromString(text, 'image/svg+xml');
    return {
      error: doc.getElementsByTagName('parsererror').length,
      root: doc.documentElement.nodeName,
      href: doc.querySelector('a')?.getAttribute('href') ?? '',
      text: doc.documentElement.textContent ?? '',
    };
  }, svg);
  expect(parsed.error).toBe(0);
  expect(parsed.root).toBe('svg');
  expect(new URL(parsed.href).pathname + new URL(parsed.href).hash).toBe(target);
  expect(parsed.text).toContain(label);

  // The archive: the index lists the quarter, the quarter's page the provider at its anchor.
  await page.goto(paths.recognitions());
  await expect(page.locator(`a[data-quarter="${r.quarter}"]`)).toContainText(
    quarterLabel(r.quarter),
  );
  await expectAccessible(page, paths.recognitions());
  await page.locator(`a[data-quarter="${r.quarter}"]`).click();
  await expect(page).toHaveURL(new RegExp(`${paths.recognitionQuarter(r.quarter)}$`));
  const entry = page.locator(`#${recognitionAnchor(r.slug)}`);
  await expect(entry).toContainText(r.name);
  await expect(entry.getByRole('link', { name: r.name })).toHaveAttribute('href', profile);
  await expectAccessible(page, paths.recognitionQuarter(r.quarter));

  // An unpublished quarter answers 404.
  expect((await fetch(`${BASE_URL}/reconocimientos/2001-t1`)).status).toBe(404);

  // 390 px: nothing scrolls sideways.
  for (const path of [profile, paths.recognitions(), paths.recognitionQuarter(r.quarter)]) {
    await noSidewaysScroll(page, path);
  }
});
