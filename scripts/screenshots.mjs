#!/usr/bin/env node
// Screenshots of every public route at 390 px and 1280 px, for a reviewer to look at (not
// committed). Usage, against a running site (e.g. `npm start`):
//   npm run screenshots [-- --url http://127.0.0.1:4321 --out screenshots]
import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import { chromium } from 'playwright-core';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from './lib/chromium.mjs';

const { values } = parseArgs({
  options: {
    url: { type: 'string', default: process.env.BASE_URL ?? 'http://127.0.0.1:4321' },
    out: { type: 'string', default: 'screenshots' },
  },
});
const base = values.url.replace(/\/$/, '');

/** The first link on `path` whose href matches `re`, so the routes use real data. */
async function firstLink(page, path, re) {
  await page.goto(base + path);
  const hrefs = await page.$$eval('a[href]', (as) => as.map((a) => a.getAttribute('href')));
  return hrefs.find((h) => h && re.test(h)) ?? null;
}

const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS });
const probe = await browser.newPage();
const routes = [
  '/',
  '/providers',
  '/proveedores?q=nomina',
  await firstLink(probe, '/providers', /^\/providers\/[a-z0-9-]+$/),
  '/categories',
  await firstLink(probe, '/categories', /^\/proveedores\/categoria\/[a-z_]+$/),
  '/proveedores/categoria/nomina/mexico',
  '/comparativas',
  await firstLink(probe, '/comparativas', /^\/comparativas\/.+-vs-.+/),
  '/blog',
  await firstLink(probe, '/blog', /^\/blog\/[a-z0-9-]+$/),
  '/about',
  '/reviews',
  '/terms',
  '/privacy',
  '/auth',
  '/esta-pagina-no-existe',
].filter(Boolean);
await probe.close();

mkdirSync(values.out, { recursive: true });
for (const width of [390, 1280]) {
  const context = await browser.newContext({ viewport: { width, height: 900 }, locale: 'es-ES' });
  // Accept the consent banner once so it does not cover the pages.
  await context.addInitScript(() => localStorage.setItem('lp_consent', 'accepted'));
  const page = await context.newPage();
  for (const route of routes) {
    await page.goto(base + route, { waitUntil: 'networkidle' });
    const name = `${width}-${route.replace(/[^a-z0-9]+/gi, '_').replace(/^_|_$/g, '') || 'home'}.png`;
    await page.screenshot({ path: join(values.out, name), fullPage: true });
    console.log(`${width}px ${route} → ${join(values.out, name)}`);
  }
  await context.close();
}
await browser.close();
