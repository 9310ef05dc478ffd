/**
 * Shared pieces of the public-site browser tests: a `test` that fails on any console error,
 * uncaught exception or failed sub-resource, and read-only lookups of the seeded data through
 * the PocketBase API (as a superuser, with the public filter written out), so assertions
 * compare what a visitor sees with the real data.
 */
import { test as base, expect as baseExpect } from '@playwright/test';
import { su } from './member-fixtures';
import { sortProviders } from '../../src/lib/domain/search';

/** A shared machine can be slow: pages are rendered on request outside the page cache. */
export const expect = baseExpect.configure({ timeout: 15_000 });

export const test = base.extend<{ problems: string[] }>({
  problems: [
    async ({ page }, use) => {
      const problems: string[] = [];
      page.on('console', (msg) => {
        // Failed loads are reported below with their URL (a 404 document is expected on
        // not-found pages, a failed image or script is not).
        if (msg.type() === 'error' && !msg.text().startsWith('Failed to load resource')) {
          problems.push(`console: ${msg.text()}`);
        }
      });
      page.on('pageerror', (err) => problems.push(`pageerror: ${err.message}`));
      page.on('response', (res) => {
        if (res.status() >= 400 && !res.request().isNavigationRequest()) {
          problems.push(`${res.status()} ${res.url()}`);
        }
      });
      await use(problems);
      expect(problems, 'console errors or failed requests').toEqual([]);
    },
    { auto: true },
  ],
});

export { expectAccessible } from './fixtures/axe';

export function normalize(value: string): string {
  return value
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/\s+/g, ' ')
    .trim();
}

export interface Provider {
  id: string;
  slug: string;
  company_name: string;
  description: string;
  headquarters_country: string;
  categories: string[];
  featured: boolean;
  verified: boolean;
  average_rating: number;
  total_reviews: number;
  favorites_count: number;
  founded_year: number;
  ranking_score: number;
}

export interface Category {
  name: string;
  label: string;
}

/** Every public provider in the lists' order (the ranking score, src/lib/domain/search.ts). */
export async function publicProviders(): Promise<Provider[]> {
  const pb = await su();
  const all = await pb.collection('providers').getFullList<Provider>({
    filter: 'status = "approved" && verified = true',
    fields:
      'id,slug,company_name,description,headquarters_country,categories,featured,verified,average_rating,total_reviews,favorites_count,founded_year,ranking_score',
    batch: 1000,
  });
  return sortProviders(all);
}

export async function activeCategories(): Promise<Category[]> {
  const pb = await su();
  return pb
    .collection('service_categories')
    .getFullList<Category>({ filter: 'active = true', sort: 'label', fields: 'name,label' });
}

/** Expected directory matches of a query, as the directory search defines it (accent-insensitive). */
export function searchMatches(
  providers: readonly Provider[],
  categories: readonly Category[],
  q: string,
): Provider[] {
  const labels = new Map(categories.map((c) => [c.name, c.label]));
  const needle = normalize(q);
  return providers.filter((p) =>
    normalize(
      `${p.company_name} ${p.description} ${p.categories.map((c) => labels.get(c) ?? '').join(' ')}`,
    ).includes(needle),
  );
}

export const countText = (n: number) =>
  n === 1 ? '1 proveedor encontrado' : `${n} proveedores encontrados`;
