#!/usr/bin/env node
// `npm run bench:admin`: the admin panel at scale (docs/PERFORMANCE.md § Admin).
//   node scripts/bench-admin.mjs [--providers 10000] [--users 10000] [--runs 5] [--no-build]
//     [--reuse DIR]
// Starts PocketBase (fresh data dir, the seed with those sizes) and the production web server
// (scripts/lib/bench-stack.mjs, no pre-render: /lapieza-admin renders on its first request),
// then measures, signed in as the demo admin:
// - every admin list route (pages of 20, the panel's size, and 50, the maximum; searches; the
//   last page; the report queue's pages of 5): the largest body (uncompressed) and the median
//   latency of `--runs` calls;
// - the panel's first paint in Chromium (scripts/lib/chromium.mjs): time from navigation start
//   until the first row of the remembered tab is in the DOM, cold (first visit: empty browser
//   cache, the page already rendered by the web server) and warm (median of `--runs` reloads),
//   for a user tab and a provider tab. The session is stored as the SDK keeps it, so the time
//   includes the session check and the profile read the panel makes before its lists.
// Budgets: no answer over 200 KB, rows visible within 1 s. Exit status 1 when one fails.
import { parseArgs } from 'node:util';
import { register } from 'tsx/esm/api';
import { chromium } from 'playwright-core';
import PocketBase from 'pocketbase';
import { startBenchStack } from './lib/bench-stack.mjs';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from './lib/chromium.mjs';

register();
// The custom routes' paths and methods from the wire contract (src/lib/contract/api-routes.ts).
const { API, SERVER_API } = await import('../src/lib/contract/api-routes.ts');
const { sendApi } = await import('../src/lib/api-client.ts');

const { values: args } = parseArgs({
  options: {
    providers: { type: 'string' },
    users: { type: 'string' },
    runs: { type: 'string', default: '5' },
    'no-build': { type: 'boolean', default: false },
    reuse: { type: 'string' },
  },
});
const RUNS = Math.max(1, Number(args.runs));
const MAX_BYTES = 200 * 1024;
const MAX_PAINT_MS = 1000;
const ADMIN = { email: 'admin@lapieza.io', password: 'demo1234' };

const median = (xs) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];
const kb = (n) => `${(n / 1024).toFixed(1)} KB`;

const seedArgs = [];
if (args.providers) seedArgs.push('--providers', args.providers);
if (args.users) seedArgs.push('--users', args.users);

const t0 = performance.now();
const stack = await startBenchStack({
  build: !args['no-build'],
  prerender: false,
  seedArgs,
  pbEnv: { RATE_LIMITS: 'off' },
  ...(args.reuse ? { reuse: args.reuse } : {}),
});
const out = { seedSeconds: stack.seedSeconds, routes: [], paint: [], breakdown: [] };
let failed = false;
let browser;
try {
  // The running server's figures, not its start's: right after a start the web server loads
  // the directory's search index and consumes the outbox backlog (the seed's events: tens of
  // thousands at 10,000 providers), seconds of CPU that would land on the first paints.
  const su = new PocketBase(stack.pbUrl);
  await su
    .collection('_superusers')
    .authWithPassword(stack.env.PB_SUPERUSER_EMAIL, stack.env.PB_SUPERUSER_PASSWORD);
  await (await fetch(`${stack.siteUrl}/api/search`)).arrayBuffer();
  const settled = performance.now();
  for (let pending = -1; pending !== 0;) {
    pending = (await sendApi(su, SERVER_API.outboxPending, [])).length;
    if (performance.now() - settled > 300_000) throw new Error(`outbox backlog: ${pending} left`);
    if (pending) await new Promise((r) => setTimeout(r, 500));
  }
  console.log(
    `[bench-admin] server settled (search index, outbox backlog) in ${((performance.now() - settled) / 1000).toFixed(1)} s`,
  );
  const pb = new PocketBase(stack.pbUrl);
  pb.autoCancellation(false);
  const auth = await pb.collection('users').authWithPassword(ADMIN.email, ADMIN.password);
  const counts = await sendApi(pb, API.adminSummary, []);
  const totalUsers = (await sendApi(pb, API.adminUsers, [], { query: { perPage: '1' } }))
    .totalItems;
  const totalProviders = (await sendApi(pb, API.adminProviders, [], { query: { perPage: '1' } }))
    .totalItems;
  out.data = { users: totalUsers, providers: totalProviders, counts };
  console.log(
    `[bench-admin] data: ${totalUsers} users, ${totalProviders} providers, ${counts.posts.total} posts (seed ${stack.seedSeconds.toFixed(0)} s)`,
  );

  // Last pages are the deepest OFFSETs.
  const lastPage = (total, perPage) => String(Math.max(1, Math.ceil(total / perPage)));
  const cases = [
    ['users', { approved: 'true', blocked: 'false', perPage: '20' }],
    ['users', { approved: 'true', blocked: 'false', perPage: '50' }],
    [
      'users',
      {
        approved: 'true',
        blocked: 'false',
        perPage: '50',
        page: lastPage(counts.users.approved, 50),
      },
    ],
    ['users', { blocked: 'true', perPage: '50' }],
    ['users', { approved: 'true', blocked: 'false', perPage: '50', q: 'maria' }],
    ['users', { perPage: '50', q: 'gonzalez', sort: 'name' }],
    ['providers', { status: 'approved', perPage: '20' }],
    ['providers', { status: 'approved', perPage: '50' }],
    [
      'providers',
      { status: 'approved', perPage: '50', page: lastPage(counts.providers.approved, 50) },
    ],
    ['providers', { status: 'rejected', perPage: '50' }],
    ['providers', { status: 'approved', perPage: '50', q: 'consultoria' }],
    ['providers', { perPage: '50', q: 'demo.lapieza.io', sort: 'company_name' }],
    ['posts', { perPage: '20' }],
    ['posts', { perPage: '50', q: 'talento' }],
    // The report queue: at most 5 reviews (of up to 5,000 characters) per page.
    ['reports', { perPage: '5' }],
    ['reports', { perPage: '5', q: 'servicio' }],
    ['summary', {}],
  ];
  for (const [route, query] of cases) {
    const url = `${stack.pbUrl}/api/lp/admin/${route}?${new URLSearchParams(query)}`;
    const times = [];
    let bytes = 0;
    let items = null;
    for (let i = 0; i < RUNS; i++) {
      const t = performance.now();
      const res = await fetch(url, { headers: { Authorization: auth.token } });
      const body = await res.arrayBuffer();
      times.push(performance.now() - t);
      if (res.status !== 200) throw new Error(`${url}: ${res.status}`);
      bytes = Math.max(bytes, body.byteLength);
      items ??= JSON.parse(Buffer.from(body).toString('utf8')).items?.length ?? null;
    }
    const row = { route, query, bytes, items, p50Ms: median(times), maxMs: Math.max(...times) };
    out.routes.push(row);
    const ok = bytes <= MAX_BYTES;
    failed ||= !ok;
    console.log(
      `[bench-admin] ${ok ? 'PASS' : 'FAIL'} GET /api/lp/admin/${route}?${new URLSearchParams(query)}: ${kb(bytes)}, ${items ?? '-'} rows, p50 ${row.p50Ms.toFixed(0)} ms, max ${row.maxMs.toFixed(0)} ms`,
    );
  }

  // Production serves /lapieza-admin from the page store; without the pre-render the web
  // server renders it on the first request: done here, so "cold" is the browser's cache only.
  await (await fetch(`${stack.siteUrl}/lapieza-admin`)).arrayBuffer();
  browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS });
  const session = JSON.stringify({ token: auth.token, record: auth.record });
  for (const [tab, selector] of [
    ['approved-users', '[data-testid="admin-user-row"]'],
    ['approved-providers', '[data-testid="admin-provider-row"]'],
  ]) {
    // A fresh context per tab: the first load is cold (no cached scripts).
    const context = await browser.newContext();
    await context.addInitScript(
      ([s, t]) => {
        localStorage.setItem('pocketbase_auth', s);
        localStorage.setItem('admin_active_tab', t);
      },
      [session, tab],
    );
    const page = await context.newPage();
    const paints = [];
    const breakdown = out.breakdown;
    for (let i = 0; i <= RUNS; i++) {
      await page.goto(`${stack.siteUrl}/lapieza-admin`, { waitUntil: 'commit' });
      // performance.now() counts from the navigation start of this document.
      const handle = await page.waitForFunction(
        (sel) => (document.querySelector(sel) ? performance.now() : null),
        selector,
        { polling: 'raf', timeout: 30_000 },
      );
      paints.push(await handle.jsonValue());
      // Where the time went (first visit only): scripts, the session check, the list page.
      if (i === 0) {
        breakdown.push({
          tab,
          ...(await page.evaluate(() => {
            const end = (f) =>
              Math.round(
                Math.max(
                  0,
                  .../** @type {PerformanceResourceTiming[]} */ (
                    performance.getEntriesByType('resource')
                  )
                    .filter((r) => f(r.name, r.initiatorType))
                    .map((r) => r.responseEnd),
                ),
              );
            const nav = /** @type {PerformanceNavigationTiming} */ (
              performance.getEntriesByType('navigation')[0]
            );
            return {
              htmlMs: Math.round(nav.responseEnd),
              domContentLoadedMs: Math.round(nav.domContentLoadedEventEnd),
              scriptsMs: end((n, t) => t === 'script' || /\.js(\?|$)/.test(n)),
              sessionMs: end((n) => n.includes('/api/collections/users/')),
              listMs: end((n) => /\/api\/lp\/admin\/(users|providers)\?/.test(n)),
            };
          })),
        });
      }
    }
    await context.close();
    const [cold, ...warm] = paints;
    const row = { tab, coldMs: cold, warmP50Ms: median(warm), warmMaxMs: Math.max(...warm) };
    out.paint.push(row);
    const ok = cold <= MAX_PAINT_MS && row.warmP50Ms <= MAX_PAINT_MS;
    failed ||= !ok;
    console.log(
      `[bench-admin] ${ok ? 'PASS' : 'FAIL'} first rows of /lapieza-admin (${tab}): cold ${cold.toFixed(0)} ms, warm p50 ${row.warmP50Ms.toFixed(0)} ms (max ${row.warmMaxMs.toFixed(0)} ms, n = ${warm.length})`,
    );
  }
  for (const b of out.breakdown) {
    console.log(
      `[bench-admin] first visit (${b.tab}): HTML ${b.htmlMs} ms, DOMContentLoaded ${b.domContentLoadedMs} ms, scripts loaded ${b.scriptsMs} ms, session ${b.sessionMs} ms, list page ${b.listMs} ms`,
    );
  }
  const largest = out.routes.reduce((a, b) => (b.bytes > a.bytes ? b : a));
  console.log(
    `[bench-admin] largest answer ${kb(largest.bytes)} (/api/lp/admin/${largest.route}); budget ${kb(MAX_BYTES)}; first paint budget ${MAX_PAINT_MS} ms; ${failed ? 'FAIL' : 'PASS'} (${((performance.now() - t0) / 1000).toFixed(0)} s)`,
  );
  console.log(JSON.stringify(out));
} finally {
  await browser?.close();
  await stack.stop();
}
process.exit(failed ? 1 : 0);
