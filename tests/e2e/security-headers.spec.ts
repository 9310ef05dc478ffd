/**
 * Security headers on every kind of response of the web server, and a CSP that lets every
 * island work: each route is opened (per role) with a `securitypolicyviolation` listener.
 */
import { expect, test, type Page } from '@playwright/test';
import { fileURLToPath } from 'node:url';
import { messages } from '../../src/lib/messages';
import { PB_URL, signIn, su, unique } from './member-fixtures';
import { DEMO, userByEmail, watchPage } from './fixtures/security-support';
import { ADMIN_TAB_NAMES } from './admin-fixtures';

const BASE_URL = process.env['BASE_URL'] ?? 'http://127.0.0.1:4321';
const PB_ORIGIN = new URL(PB_URL).origin;
const logoPath = fileURLToPath(new URL('../../public/og-default.png', import.meta.url));

type Directives = Map<string, string[]>;
const parseCsp = (csp: string): Directives =>
  new Map(
    csp
      .split(';')
      .map((d) => d.trim().split(/\s+/))
      .filter((parts) => parts[0])
      .map(([name, ...values]) => [name!.toLowerCase(), values]),
  );

async function fetchRaw(path: string, init: RequestInit = {}): Promise<Response> {
  const res = await fetch(new URL(path, BASE_URL), { redirect: 'manual', ...init });
  await res.arrayBuffer();
  return res;
}

function expectSecurityHeaders(res: Response, what: string): void {
  const h = res.headers;
  expect(h.get('x-content-type-options'), what).toBe('nosniff');
  expect(h.get('referrer-policy'), what).toBe('strict-origin-when-cross-origin');
  // Served over plain http here: HSTS would be meaningless (and is only sent over TLS).
  expect(h.get('strict-transport-security'), what).toBeNull();
  const csp = h.get('content-security-policy');
  expect(csp, what).toBeTruthy();
  const d = parseCsp(csp!);
  const scriptSrc = d.get('script-src') ?? d.get('default-src') ?? [];
  expect(scriptSrc, what).toContain("'self'");
  expect(scriptSrc, what).not.toContain("'unsafe-eval'");
  expect(
    scriptSrc.filter((s) => s !== "'self'" && !/^'sha256-[A-Za-z0-9+/=]+'$/.test(s)),
    what,
  ).toEqual([]);
  expect(d.get('object-src'), what).toEqual(["'none'"]);
  expect(d.get('base-uri'), what).toEqual(["'self'"]);
  expect(d.get('frame-ancestors'), what).toEqual(["'none'"]);
  expect(d.get('default-src'), what).toEqual(["'self'"]);
  expect([...(d.get('connect-src') ?? [])].sort(), what).toEqual(["'self'", PB_ORIGIN].sort());
}

test.describe('security headers on every response type', () => {
  test('pages, 404s, assets, feeds, redirects and conditional requests', async () => {
    test.setTimeout(90_000);
    // Public pages inline their small scripts; the app shells load island bundles.
    const html = await (await fetch(new URL('/auth', BASE_URL))).text();
    const script = /\/_astro\/[^"'\s]+\.js/.exec(html)?.[0];
    const style = /\/_astro\/[^"'\s]+\.css/.exec(html)?.[0];
    expect(script).toBeTruthy();

    // A provider whose slug changes: the old URL answers 301.
    const pb = await su();
    const owner = await pb.collection('users').create({
      email: `${unique('cabeceras')}@e2e.test`,
      password: 'clave-segura-123',
      passwordConfirm: 'clave-segura-123',
      first_name: 'Cabeceras',
      linkedin_url: 'https://www.linkedin.com/in/cabeceras',
      verified: true,
      approved: true,
    });
    const before = unique('Cabeceras Antes');
    const provider = await pb.collection('providers').create({
      user: owner.id,
      company_name: before,
      description: 'Proveedor de las pruebas de cabeceras.',
      headquarters_country: 'México',
      categories: ['recruiting'],
      status: 'approved',
      verified: true,
    });
    await pb.collection('providers').update(provider.id, { company_name: unique('Cabeceras') });
    await expect
      .poll(async () => (await fetchRaw(`/providers/${provider['slug']}`)).status, {
        timeout: 25_000,
      })
      .toBe(301);

    const cases: [string, string, number | RegExp][] = [
      ['stored page', '/', 200],
      ['stored page (again)', '/about', 200],
      ['provider page', '/providers', 200],
      ['dynamic page (query)', `/providers?q=${unique('cabecera')}`, 200],
      ['generic 404', `/${unique('no-existe')}`, 404],
      ['page 404', `/providers/${unique('no-existe')}`, 404],
      ['app shell', '/auth', 200],
      ['script asset', script!, 200],
      ['style asset', style ?? script!, 200],
      ['public file', '/favicon.svg', 200],
      ['sitemap', '/sitemap.xml', 200],
      ['rss', '/rss.xml', 200],
      ['blog rss', '/blog/rss.xml', 200],
      ['robots', '/robots.txt', 200],
      ['search endpoint', '/api/search?q=nomina', 200],
      ['trailing-slash redirect', '/providers/', 301],
      ['old slug redirect', `/providers/${provider['slug']}`, 301],
    ];
    for (const [what, path, status] of cases) {
      const res = await fetchRaw(path);
      if (typeof status === 'number') expect(res.status, what).toBe(status);
      expectSecurityHeaders(res, `${what} ${path}`);
      let etag = res.headers.get('etag');
      if (res.status === 200 && etag) {
        // Other workers write meanwhile: a 200 here must carry a new ETag (the resource
        // changed between the two requests), and asking again with it must give the 304.
        let again = await fetchRaw(path, { headers: { 'if-none-match': etag } });
        for (let i = 0; i < 3 && again.status === 200; i++) {
          expect(again.headers.get('etag'), `${what} changed meanwhile`).not.toBe(etag);
          etag = again.headers.get('etag') ?? '';
          again = await fetchRaw(path, { headers: { 'if-none-match': etag } });
        }
        expect(again.status, `${what} revalidated`).toBe(304);
        expectSecurityHeaders(again, `${what} 304`);
      }
    }
    const post = await fetchRaw('/auth', { method: 'POST', body: 'x=1' });
    expectSecurityHeaders(post, 'POST');
    const revalidate = await fetchRaw('/_revalidate', { method: 'POST' });
    expect(revalidate.status).toBe(401);
    expectSecurityHeaders(revalidate, 'revalidate endpoint');
  });

  test('each inline script of a page is allowed by its hash, and only those', async () => {
    const res = await fetch(new URL('/', BASE_URL));
    const html = await res.text();
    const d = parseCsp(res.headers.get('content-security-policy') ?? '');
    const hashes = (d.get('script-src') ?? []).filter((s) => s.startsWith("'sha256-"));
    const inline = [...html.matchAll(/<script(?![^>]*\bsrc=)([^>]*)>([\s\S]*?)<\/script>/g)]
      .filter((m) => !/type="application\/(ld\+)?json"/.test(m[1] ?? ''))
      .map((m) => m[2] ?? '');
    const { createHash } = await import('node:crypto');
    const expected = [
      ...new Set(inline.map((s) => `'sha256-${createHash('sha256').update(s).digest('base64')}'`)),
    ].sort();
    expect(hashes.sort()).toEqual(expected);
  });
});

/** Opens `path`, waits for `ready` and checks that the CSP blocked nothing. */
async function noViolations(page: Page, path: string, ready?: (p: Page) => Promise<void>) {
  const w = await watchPage(page);
  const console: string[] = [];
  page.on('console', (m) => {
    if (/Content Security Policy/i.test(m.text())) console.push(m.text());
  });
  await page.goto(path);
  await page.waitForLoadState('load');
  if (ready) await ready(page);
  expect(await w.violations(), path).toEqual([]);
  expect(console, path).toEqual([]);
}

const heading = (name: RegExp | string) => async (p: Page) => {
  await expect(p.getByRole('heading', { name }).first()).toBeVisible({ timeout: 15_000 });
};

test.describe('the CSP lets every island work', () => {
  test('public pages, anonymous', async ({ page }) => {
    test.setTimeout(180_000);
    const pb = await su();
    const provider = await pb
      .collection('providers')
      .getFirstListItem('status = "approved" && verified = true', { sort: '-total_reviews' });
    const post = await pb
      .collection('blog_posts')
      .getFirstListItem('status = "published"', { sort: '-published_at' });
    const routes = [
      '/',
      '/providers',
      '/proveedores?q=nomina',
      `/providers/${provider['slug']}`,
      '/categories',
      '/proveedores/categoria/recruiting',
      '/proveedores/categoria/recruiting/mexico',
      '/comparativas',
      '/blog',
      `/blog/${post['slug']}`,
      '/about',
      '/reviews',
      '/terms',
      '/privacy',
      '/email-confirmation?email=alguien%40e2e.test',
      `/${unique('no-existe')}`,
    ];
    for (const route of routes) await noViolations(page, route);
    await noViolations(page, '/auth', heading(messages.auth.loginTitle));
    await noViolations(page, '/auth/confirm?token_hash=x&type=signup', async (p) => {
      await expect(p).toHaveURL(/\/auth$/, { timeout: 15_000 });
    });
  });

  test('single sign-on popup', async ({ page }) => {
    test.setTimeout(60_000);
    const w = await watchPage(page);
    await page.goto('/auth');
    const popupPromise = page.waitForEvent('popup');
    await page.getByRole('button', { name: messages.auth.linkedinSso }).click();
    const popup = await popupPromise;
    await popup.getByLabel('E-mail').fill(`${unique('csp.sso')}@e2e.test`);
    await popup.getByRole('button', { name: 'Iniciar sesión' }).click();
    await expect(page).toHaveURL(/\/dashboard$/, { timeout: 20_000 });
    await expect(page.getByRole('heading', { name: /^Hola, / })).toBeVisible();
    expect(await w.violations()).toEqual([]);
  });

  test('member pages (HR professional)', async ({ page }) => {
    test.setTimeout(120_000);
    await signIn(page, await userByEmail(DEMO.hr));
    await noViolations(page, '/dashboard', heading(/^Hola, /));
    await noViolations(page, '/favorites', heading(messages.favorites.title));
    await noViolations(page, '/settings', heading(messages.settings.title));
    await noViolations(page, '/write-review', async (p) => {
      await expect(p.getByLabel(messages.review.reviewTitle)).toBeVisible({ timeout: 15_000 });
    });
  });

  test('provider owner pages, with the logo preview', async ({ page }) => {
    test.setTimeout(120_000);
    await signIn(page, await userByEmail(DEMO.provider));
    await noViolations(page, '/dashboard', heading(/^Hola, /));
    await noViolations(page, '/provider-dashboard');
    await noViolations(page, '/create-provider', async (p) => {
      await p.locator('#logo').setInputFiles(logoPath);
      await expect(p.locator('img[src^="blob:"], img[src^="data:"]').first()).toBeVisible({
        timeout: 15_000,
      });
      await expect
        .poll(() =>
          p.evaluate(() => {
            const img = document.querySelector<HTMLImageElement>(
              'img[src^="blob:"], img[src^="data:"]',
            );
            return img ? img.complete && img.naturalWidth > 0 : false;
          }),
        )
        .toBe(true);
    });
  });

  test('admin panel with the Quill editor', async ({ page }) => {
    test.setTimeout(120_000);
    await signIn(page, await userByEmail(DEMO.admin));
    const m = messages.admin;
    await noViolations(page, '/lapieza-admin', async (p) => {
      for (const tab of ADMIN_TAB_NAMES) {
        await p.getByRole('tab', { name: tab, exact: true }).click();
      }
      // The blog tab is not the last one since the Reportes tab.
      await p.getByRole('tab', { name: m.tabBlog, exact: true }).click();
      await p.getByRole('button', { name: m.newPost }).click();
      const editor = p.locator('.ql-editor');
      await expect(editor).toBeVisible({ timeout: 20_000 });
      await editor.click();
      await p.keyboard.type('Texto del editor');
      await expect(editor).toContainText('Texto del editor');
      // Quill's theme is a stylesheet: it must have loaded (toolbar laid out as buttons).
      await expect(p.locator('.ql-toolbar.ql-snow')).toBeVisible();
      expect(
        await p.evaluate(() => getComputedStyle(document.querySelector('.ql-toolbar')!).display),
      ).not.toBe('none');
    });
  });
});
