/**
 * No open redirect. The redirect parameters of the site: `next` on /auth/confirm (the
 * e-mail verification link) is the only one taken from the URL; the web server's own
 * redirects (trailing slash, old provider slugs) build their Location from the path.
 */
import { expect, test } from '@playwright/test';
import { su, unique, waitForMail } from './member-fixtures';

const BASE_URL = process.env['BASE_URL'] ?? 'http://127.0.0.1:4321';
const SITE = new URL(BASE_URL);

const HOSTILE_NEXT = [
  '//evil.example',
  '//evil.example/dashboard',
  'https://evil.example',
  'http:evil.example',
  '/\\evil.example',
  '\\/evil.example',
  '/\t/evil.example',
  '/..//evil.example',
  '/.//evil.example/x',
  'javascript:alert(1)',
  'JaVaScRiPt:alert(1)',
  'data:text/html,<script>alert(1)</script>',
  '%2F%2Fevil.example',
  '%252F%252Fevil.example',
  '///evil.example',
  ' //evil.example',
];

/** A fresh unverified account and the confirmation path of its verification e-mail. */
async function confirmationLink(): Promise<string> {
  const pb = await su();
  const email = `${unique('redir')}@e2e.test`;
  await pb.collection('users').create({
    email,
    password: 'clave-segura-123',
    passwordConfirm: 'clave-segura-123',
    first_name: 'Redirección',
    linkedin_url: 'https://www.linkedin.com/in/redireccion',
  });
  await pb.collection('users').requestVerification(email);
  const mail = await waitForMail(email);
  const href = /href="([^"]*\/auth\/confirm\?[^"]+)"/.exec(mail.html)?.[1]?.replace(/&amp;/g, '&');
  expect(href).toBeTruthy();
  const url = new URL(href!);
  return `${url.pathname}?token_hash=${encodeURIComponent(url.searchParams.get('token_hash')!)}&type=${url.searchParams.get('type')}`;
}

test.describe('no open redirect', () => {
  test('next on /auth/confirm only follows same-site paths', async ({ page }) => {
    test.setTimeout(240_000);
    const dialogs: string[] = [];
    page.on('dialog', (d) => {
      dialogs.push(d.message());
      void d.dismiss();
    });
    // Any request that leaves the site is recorded and refused.
    const offsite: string[] = [];
    await page.route(
      (url) => url.host !== SITE.host && !url.host.startsWith('127.0.0.1'),
      (route) => {
        offsite.push(route.request().url());
        return route.abort();
      },
    );
    // Signed out, /dashboard itself then sends the visitor on to /auth: record every stop.
    const visited: string[] = [];
    page.on('framenavigated', (f) => {
      if (f === page.mainFrame()) visited.push(f.url());
    });
    const landsOn = async (next: string, expected: string) => {
      visited.length = 0;
      // The confirmation page may send the visitor on before `load`: wait for the commit only.
      await page.goto(`${await confirmationLink()}&next=${encodeURIComponent(next)}`, {
        waitUntil: 'commit',
      });
      await expect
        .poll(() => visited.map((u) => u.replace(BASE_URL, '')), { timeout: 20_000 })
        .toContain(expected);
      expect(offsite, next).toEqual([]);
      expect(
        visited.every((u) => u.startsWith(`${BASE_URL}/`)),
        visited.join(' '),
      ).toBe(true);
    };
    for (const next of HOSTILE_NEXT) await landsOn(next, '/dashboard');
    // Encoded slashes inside a path stay a path of this site.
    await landsOn('/%2F%2Fevil.example', '/%2F%2Fevil.example');
    await landsOn('/%5Cevil.example', '/%5Cevil.example');
    expect(dialogs).toEqual([]);
    // A same-site path is still honoured, with its query (one the page reads: other
    // parameters are redirected away by the web server, see query-rules.ts).
    await landsOn('/blog?q=rrhh', '/blog?q=rrhh');
  });

  test("the web server's redirects stay on the site", async () => {
    const paths = [
      '//evil.example/',
      '//evil.example/providers/',
      '/.//evil.example/',
      '/x/..//evil.example/',
      '/%2F%2Fevil.example/',
      '/%5C%5Cevil.example/',
      '/\\evil.example/x/',
      '/providers//evil.example/',
      '///evil.example//',
    ];
    const { request } = await import('node:http');
    for (const path of paths) {
      // Raw request line: fetch() would normalise the path before sending it.
      const { status, location } = await new Promise<{ status: number; location: string }>(
        (resolve, reject) => {
          const req = request(
            { host: SITE.hostname, port: SITE.port, path, method: 'GET' },
            (res) => {
              res.resume();
              resolve({ status: res.statusCode ?? 0, location: res.headers.location ?? '' });
            },
          );
          req.on('error', reject);
          req.end();
        },
      );
      if (status >= 300 && status < 400) {
        const target = new URL(location, `${BASE_URL}/start`);
        expect(target.host, `${path} → ${location}`).toBe(SITE.host);
        expect(location, path).not.toMatch(/^(?:[a-z]+:|\/\/|\/\\|\\)/i);
      }
    }
  });

  test('/privacidad answers 301 to the privacy notice (the request form keeps its path)', async ({
    page,
  }) => {
    for (const path of ['/privacidad', '/privacidad/', '/privacidad?x=1']) {
      const res = await fetch(BASE_URL + path, { redirect: 'manual' });
      expect(res.status, path).toBe(301);
      expect(new URL(res.headers.get('location')!, BASE_URL).pathname, path).toMatch(
        /^\/privac(?:y|idad)$/,
      );
    }
    const res = await page.goto('/privacidad');
    expect(res?.status()).toBe(200);
    expect(new URL(page.url()).pathname).toBe('/privacy');
    expect((await fetch(`${BASE_URL}/privacidad/solicitud`, { redirect: 'manual' })).status).toBe(
      200,
    );
  });
});
