/**
 * Shared by the blog and static-page browser tests: a page fixture that fails the test on
 * any console error or uncaught exception, and a few lookups of the seeded blog through the
 * public PocketBase API (the same rules a visitor has).
 */
import { test as base, expect, type Page } from '@playwright/test';

export const PB_URL = process.env['PB_URL'] ?? 'http://127.0.0.1:8090';

export const test = base.extend<{ consoleErrors: string[] }>({
  consoleErrors: [
    async ({ page }, use) => {
      const errors: string[] = [];
      page.on('console', (msg) => {
        if (msg.type() !== 'error') return;
        // A page that answers 404 on purpose logs its own status; an image on another host
        // (an admin may link one) cannot resolve on the offline test machine; anything else
        // counts.
        const ownStatus = msg.location().url === page.url() && /status of 404/.test(msg.text());
        const offlineHost =
          /ERR_NAME_NOT_RESOLVED/.test(msg.text()) &&
          new URL(msg.location().url || page.url()).host !== new URL(page.url()).host;
        if (!ownStatus && !offlineHost) errors.push(`${page.url()}: ${msg.text()}`);
      });
      page.on('pageerror', (err) => errors.push(`${page.url()}: ${err.message}`));
      await use(errors);
      expect(errors, 'console errors').toEqual([]);
    },
    { auto: true },
  ],
});

export { expect };

export interface PublicPost {
  id: string;
  slug: string;
  title: string;
  excerpt: string;
  featured: boolean;
  external_url: string;
  view_count: number;
  expand?: { categories?: { slug: string; name: string }[] };
}

/** Published posts as a visitor may list them, newest first. */
export async function publishedPosts(): Promise<PublicPost[]> {
  const url = new URL('/api/collections/blog_posts/records', PB_URL);
  url.searchParams.set('perPage', '200');
  url.searchParams.set('sort', '-published_at,-created');
  url.searchParams.set('expand', 'categories');
  url.searchParams.set(
    'fields',
    'id,slug,title,excerpt,featured,external_url,view_count,expand.categories.slug,expand.categories.name',
  );
  const res = await fetch(url);
  expect(res.ok, `list posts: HTTP ${res.status}`).toBe(true);
  return ((await res.json()) as { items: PublicPost[] }).items;
}

/** Accent- and case-free text, as the blog search compares it. */
export const fold = (s: string) =>
  s
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase();

/** The visible cards of the latest/results list. */
export const listCards = (page: Page) => page.locator('[data-blog-list] [data-post-card]:visible');

/** The slug of a draft post, read as the superuser (drafts are invisible to visitors). */
export async function draftSlug(): Promise<string | null> {
  const auth = await fetch(new URL('/api/collections/_superusers/auth-with-password', PB_URL), {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({
      identity: process.env['PB_SUPERUSER_EMAIL'] ?? 'superuser@lapieza.io',
      password: process.env['PB_SUPERUSER_PASSWORD'] ?? 'superuser-local-only',
    }),
  });
  if (!auth.ok) return null;
  const { token } = (await auth.json()) as { token: string };
  const url = new URL('/api/collections/blog_posts/records', PB_URL);
  url.searchParams.set('filter', 'status = "draft"');
  url.searchParams.set('perPage', '1');
  url.searchParams.set('fields', 'slug');
  const res = await fetch(url, { headers: { Authorization: token } });
  const items = ((await res.json()) as { items: { slug: string }[] }).items;
  return items[0]?.slug ?? null;
}
