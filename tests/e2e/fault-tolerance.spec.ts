/**
 * Faults (Reliability): PocketBase down while visitors and members use the site,
 * and the web server killed (SIGKILL) in the middle of a re-rendering burst. Both run on a
 * private stack (own-stack.ts) so the shared one stays up for the other specs.
 */
import { readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { expect, test, type Page } from '@playwright/test';
import type { RecordModel } from 'pocketbase';
import { messages } from '../../src/lib/messages';
import { PASSWORD, startOwnStack, uid, type OwnStack } from './own-stack';

test.describe.configure({ mode: 'serial' });

let stack: OwnStack;
const providers: RecordModel[] = [];
let member: RecordModel;
let reviewers: RecordModel[] = [];

test.beforeAll(async () => {
  test.setTimeout(180_000);
  stack = await startOwnStack();
  const { pb } = stack;
  await pb
    .collection('service_categories')
    .create({ name: 'payroll', label: 'Nómina', active: true });
  await pb
    .collection('service_categories')
    .create({ name: 'recruiting', label: 'Reclutamiento', active: true });
  const owner = await stack.user('provider');
  for (let i = 0; i < 8; i++) {
    providers.push(
      await pb.collection('providers').create({
        user: owner.id,
        status: 'approved',
        verified: true,
        company_name: `Falla ${String.fromCharCode(65 + i)} ${uid()}`,
        description: `Proveedor ${i} de las pruebas de fallas.`,
        headquarters_country: i % 2 ? 'México' : 'Chile',
        categories: i % 3 ? ['payroll'] : ['payroll', 'recruiting'],
        founded_year: 2000 + i,
      }),
    );
  }
  member = await stack.user('hr_professional', { first_name: 'Marina' });
  reviewers = await Promise.all([0, 1, 2].map(() => stack.user('hr_professional')));
  await stack.prerender();
  stack.startServer();
  expect((await stack.get('/')).status).toBe(200);
});

test.afterAll(async () => {
  await stack?.close();
});

async function acceptConsent(page: Page) {
  await page.addInitScript(() => localStorage.setItem('lp_consent', 'accepted'));
}

test('PocketBase down: public pages are served, islands show the error toasts and recover', async ({
  page,
  browser,
}) => {
  test.setTimeout(120_000);
  const a = messages.auth;
  const p = providers[0]!;
  const base = stack.base;
  await acceptConsent(page);

  // A member signs in while everything is up.
  await page.goto(`${base}/auth`);
  await page.getByLabel(a.email).fill(String(member['email']));
  await page.getByLabel(a.password).fill(PASSWORD);
  await page.locator('form').getByRole('button', { name: a.loginSubmit }).click();
  await expect(page.getByRole('heading', { name: 'Hola, Marina' })).toBeVisible({
    timeout: 15_000,
  });

  await stack.stopPocketBase('SIGKILL');

  // Every stored public page is still served, complete.
  for (const path of ['/', '/providers', '/proveedores', `/providers/${p['slug']}`, '/blog']) {
    const res = await stack.get(path);
    expect(res.status, path).toBe(200);
    expect(await res.text(), path).toContain('</html>');
  }
  expect(await (await stack.get('/providers')).text()).toContain(String(p['company_name']));
  // A page that was never rendered cannot be answered now; it is not stored as missing.
  const unknown = `/providers/no-existe-${uid()}`;
  const down = await stack.get(unknown);
  expect(down.status).toBe(503);

  // Member islands: the spec's error toasts, the page stays usable.
  await page.goto(`${base}/providers/${p['slug']}`);
  await expect(page.getByRole('heading', { level: 1 })).toContainText(String(p['company_name']));
  const toggle = page.locator('button[data-favorite-toggle][data-ready="true"]');
  await toggle.click();
  await expect(page.getByText(messages.favorites.updateError)).toBeVisible();
  await expect(toggle).toHaveAttribute('aria-pressed', 'false');

  await page.goto(`${base}/favorites`);
  await expect(page.getByText(messages.favorites.loadError)).toBeVisible();

  await page.goto(`${base}/dashboard`);
  await expect(page.getByText(messages.dashboard.profileLoadError)).toBeVisible();
  const retry = page.getByRole('button', { name: messages.common.retry });
  await expect(retry).toBeVisible();

  // Signing in shows the sign-in error with a Spanish reason, not the SDK's English one.
  const other = await browser.newPage();
  await acceptConsent(other);
  await other.goto(`${base}/auth`);
  await other.getByLabel(a.email).fill(String(member['email']));
  await other.getByLabel(a.password).fill(PASSWORD);
  await other.locator('form').getByRole('button', { name: a.loginSubmit }).click();
  const alert = other.locator('form').getByRole('alert');
  await expect(alert).toContainText(a.loginError);
  await expect(alert).toContainText(messages.backend.network);
  await other.close();

  // PocketBase is back (same data dir and port): the same screens recover without a reload.
  await stack.startPocketBase();
  await retry.click();
  await expect(page.getByRole('heading', { name: 'Hola, Marina' })).toBeVisible();

  await page.goto(`${base}/providers/${p['slug']}`);
  await toggle.click();
  await expect(page.getByText(messages.favorites.added)).toBeVisible();
  await expect(toggle).toHaveAttribute('aria-pressed', 'true');
  // …and the web server consumes the outbox again: the stored page shows the new count.
  await expect
    .poll(async () => (await stack.get(`/providers/${p['slug']}`)).text(), { timeout: 30_000 })
    .toContain('1 favorito');
  expect((await stack.get(unknown)).status).toBe(404);
});

/** Every stored page file is whole: HTML ends its document, compressed variants decode. */
function storedFiles(dir: string): { html: string[]; tmp: string[] } {
  const html: string[] = [];
  const tmp: string[] = [];
  for (const f of readdirSync(dir, { recursive: true, withFileTypes: true })) {
    if (!f.isFile()) continue;
    const abs = join(f.parentPath, f.name);
    if (f.name.endsWith('.tmp')) tmp.push(abs);
    else if (f.name.endsWith('.html')) html.push(abs);
  }
  return { html, tmp };
}

// Astro appends the module scripts of some pages after `</html>`.
const WHOLE = /<\/html>(?:\s*<script[^>]*><\/script>)*\s*$/;

function assertWhole(file: string): string {
  const body = readFileSync(file, 'utf8');
  expect(body, file).toMatch(WHOLE);
  for (const [ext, decode] of [
    ['.gz', gunzipSync],
    ['.br', brotliDecompressSync],
  ] as const) {
    let packed: Buffer;
    try {
      packed = readFileSync(file + ext);
    } catch {
      continue;
    }
    expect(decode(packed).toString('utf8'), file + ext).toMatch(WHOLE);
  }
  return body;
}

test('the web server killed during a re-rendering burst leaves no half-written or stale page', async () => {
  test.setTimeout(180_000);
  const { pb } = stack;
  const site = join(stack.env['PAGE_STORE_DIR']!, 'site');
  const watched = `/providers/${providers[1]!['slug']}`;
  const etag = async () => (await stack.get(watched, { method: 'HEAD' })).headers.get('etag');
  const before = await etag();

  // The burst: 24 reviews (3 reviewers × 8 providers), 2 renames, 2 description edits, sent
  // 4 at a time, while the server re-renders; it is killed once the first page changed.
  const writes: (() => Promise<unknown>)[] = [];
  for (const r of reviewers) {
    for (const [i, p] of providers.entries()) {
      writes.push(() =>
        pb.collection('reviews').create({
          provider: p.id,
          reviewer: r.id,
          title: `Ráfaga ${i} ${r.id}`,
          review_text:
            'Escrita durante la ráfaga de cambios. Contamos qué servicio contratamos y cómo fue el trabajo.',
          overall_rating: 1 + ((i + reviewers.indexOf(r)) % 5),
          would_recommend: i % 2 === 0,
        }),
      );
    }
  }
  const renamed = [providers[2]!, providers[5]!];
  for (const [i, p] of renamed.entries()) {
    writes.splice(4 + i * 9, 0, () =>
      pb.collection('providers').update(p.id, { company_name: `${p['company_name']} Nueva` }),
    );
  }
  for (const [i, p] of [providers[3]!, providers[6]!].entries()) {
    writes.splice(8 + i * 9, 0, () =>
      pb.collection('providers').update(p.id, { description: 'Descripción nueva.' }),
    );
  }
  let next = 0;
  const burst = Promise.all(
    [0, 1, 2, 3].map(async () => {
      while (next < writes.length) await writes[next++]!();
    }),
  );
  await expect.poll(etag, { timeout: 30_000, intervals: [20] }).not.toBe(before);
  await stack.stopServer('SIGKILL');
  await burst;

  // Dead server: every page file a static host would serve is whole.
  const dead = storedFiles(site);
  expect(dead.html.length).toBeGreaterThan(20);
  for (const f of dead.html) assertWhole(f);

  // Restart: it catches up on the outbox before it answers.
  stack.startServer();
  expect((await stack.get('/')).status).toBe(200);
  await expect
    .poll(
      async () =>
        (await pb.collection('change_events').getList(1, 1, { filter: 'done = false' })).totalItems,
      { timeout: 60_000 },
    )
    .toBe(0);
  const alive = storedFiles(site);
  expect(alive.tmp).toEqual([]);

  // No stale page: every page of a full pre-render of the same data (HTML, sitemap, feed) is
  // served byte for byte.
  const fresh = join(stack.dir, 'fresh');
  await stack.prerender(fresh);
  const journal = readFileSync(join(fresh, 'meta/journal.ndjson'), 'utf8')
    .split('\n')
    .filter(Boolean)
    .map((l) => JSON.parse(l) as { key: string; file: string; status: number; deleted?: true });
  const pagesChecked: string[] = [];
  for (const e of journal) {
    if (e.deleted) continue;
    const expected = readFileSync(join(fresh, 'site', e.file), 'utf8');
    const res = await stack.get(e.key);
    expect(res.status, e.key).toBe(e.status);
    expect(await res.text(), e.key).toBe(expected);
    pagesChecked.push(e.key);
  }
  expect(pagesChecked.length).toBeGreaterThan(20);
  for (const f of storedFiles(site).html) assertWhole(f);
  // The renamed providers moved; their old URLs redirect.
  for (const p of renamed) {
    const old = await stack.get(`/providers/${p['slug']}`);
    expect(old.status).toBe(301);
    const moved = await pb.collection('providers').getOne(p.id);
    expect(old.headers.get('location')).toBe(`/providers/${moved['slug']}`);
  }
  test.info().annotations.push({
    type: 'pages compared with a full pre-render',
    description: String(pagesChecked.length),
  });
});
