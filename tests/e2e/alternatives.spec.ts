import { test, expect, publicProviders, activeCategories } from './public-support';
import { su } from './member-fixtures';
import { alternativesIndex, alternativesOf } from '@/lib/domain/alternatives';
import { readFacts } from '@/lib/contract/provider-facts';

test.describe('alternatives page', () => {
  test('a visitor opens "Alternativas a {nombre}" from a provider page and sees why each is listed', async ({
    page,
  }) => {
    const pb = await su();
    const facts = new Map(
      (
        await pb
          .collection('providers')
          .getFullList<{ id: string; facts: unknown }>({ fields: 'id,facts', batch: 1000 })
      ).map((r) => [r.id, readFacts(r.facts)]),
    );
    const ranked = (await publicProviders()).map((p) => ({ ...p, facts: facts.get(p.id) ?? null }));
    const labels = new Map((await activeCategories()).map((c) => [c.name, c.label]));
    const index = alternativesIndex(ranked);
    const subject = ranked.find((p) => alternativesOf(index, p).length >= 3)!;
    const expected = alternativesOf(index, subject);

    await page.goto(`/providers/${subject.slug}`);
    await page.getByRole('link', { name: `Ver alternativas a ${subject.company_name}` }).click();
    await expect(page).toHaveURL(new RegExp(`/providers/${subject.slug}/alternativas$`));
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(
      `Alternativas a ${subject.company_name}`,
    );
    const entries = page.locator('[data-alternative]');
    await expect(entries).toHaveCount(expected.length);
    expect(expected.length).toBeLessThanOrEqual(6);
    for (const [i, a] of expected.entries()) {
      const entry = entries.nth(i);
      await expect(entry.getByRole('heading', { level: 2 })).toHaveText(a.provider.company_name);
      const reasons = entry.locator('[data-alternative-reasons]');
      for (const c of a.sharedCategories) await expect(reasons).toContainText(labels.get(c) ?? c);
      if (a.sharedCountries.length > 0) {
        await expect(reasons).toContainText(`Atiende ${a.sharedCountries[0]}`);
      } else {
        await expect(reasons).toContainText('No atiende los mismos países');
      }
      await expect(reasons).toContainText(
        a.provider.total_reviews > 0 ? 'Valoración' : 'Aún sin reviews',
      );
    }
    // The subject never lists itself; each entry links to its provider page.
    await expect(page.locator(`[data-alternative][data-provider-id="${subject.id}"]`)).toHaveCount(
      0,
    );
    await entries.first().getByRole('link').click();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(
      expected[0]!.provider.company_name,
    );
  });
});
