#!/usr/bin/env node
// `npm run bench:search`: the directory search at scale (docs/PERFORMANCE.md).
//   node scripts/bench-search.mjs [--providers 10000] [--data-dir DIR] [--pb-url URL]
//                                 [--runs 5] [--no-browser]
//   node scripts/bench-search.mjs --in-process 10000
// (--in-process N: no PocketBase, no HTTP: the seed's generator builds N providers and their
// reviews in memory, and the endpoint's own code answers each query: index build time, CPU
// per query and bytes per answer at any scale in a minute.)
// Needs `astro build` output in dist/ (or DIST_DIR). Starts PocketBase in a temporary data dir
// (or DIR, kept: a finished seed is not redone) and seeds it (demo size unless --providers),
// unless --pb-url points at one already seeded; starts the web server in this process with an
// empty page store (the search does not need the pre-render) and measures, for a set of
// typical queries of the directory:
//   - bytes per query: the /api/search answer as sent with br and with gzip (budget 50 KB), and
//     the head of the ranking (/api/search/head, fetched once per visit);
//   - server latency: the endpoint's own time (Server-Timing) for a query not cached yet and
//     for a repeat, and the loopback round trip;
//   - client latency in Chromium, with the CPU slowed 4× as Lighthouse's mobile profile does,
//     on loopback and again with the profile's 150 ms round trip and 1.6 Mbit/s: from focusing
//     the box to the head loaded, then from the input event to the first results in the page
//     (budget 100 ms, on the mobile profile) and to the server's total; each query on 3 fresh
//     pages, the median judged.
// Exit status 1 when a budget fails.
import { register } from 'tsx/esm/api';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { parseArgs } from 'node:util';
import { chromium } from 'playwright-core';
import { seededPocketBase } from './lib/seeded-pocketbase.mjs';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from './lib/chromium.mjs';

register();
const { values: args } = parseArgs({
  options: {
    providers: { type: 'string' },
    'data-dir': { type: 'string' },
    'pb-url': { type: 'string' },
    runs: { type: 'string', default: '5' },
    'no-browser': { type: 'boolean', default: false },
    'in-process': { type: 'string' },
  },
});
const BYTES_BUDGET = 50 * 1024;
/** Browser runs per typed query (fresh page each); the median is judged. */
const BROWSER_RUNS = 3;
const MS_BUDGET = 100;
/** Typical queries: words, plurals, synonyms, typos, prefixes, phrases, filters, sorts. */
const QUERIES = [
  'q=n%C3%B3mina',
  'q=reclutadores',
  'q=planilla',
  'q=capacitacion',
  'q=headhunting',
  'q=outsourcing',
  'q=beneficios',
  'q=evaluaci%C3%B3n+de+desempe%C3%B1o',
  'q=software+de+nomina',
  'q=reclutamieto',
  'q=recl',
  'q=consultor%C3%ADa&pais=colombia&orden=resenas',
  'categoria=payroll',
  'pais=mexico&orden=valoracion',
  'orden=nombre',
  // obligations by name and spelling, the facts filters.
  'q=cfdi',
  'q=nomina+electronica',
  'obligacion=previred&tamano=51-200',
  'atiende=CO&modelo=per_employee_month&calificacion=4',
  // Relevance rules: a swapped-letters typo, a country served with a typo, a dropped word,
  // a registered term, nothing found ("¿Quisiste decir…?" scans the vocabulary).
  'q=nomnia',
  'q=n%C3%B3mina+en+Chiel',
  'q=sistema+de+recursos+humanos+zzqx',
  'q=eSocial',
  'q=hirs',
  '',
];
/** What the browser types (one query per page load). */
const TYPED = ['nómina', 'reclutadores', 'planilla', 'reclutamieto', 'evaluación de desempeño'];

const { loadServerConfig } = await import('../src/server/config.ts');
const { startWebServer } = await import('../src/server/web-server.ts');

const tmp = mkdtempSync(join(tmpdir(), 'bench-search-'));
const email = process.env.PB_SUPERUSER_EMAIL ?? 'superuser@lapieza.io';
const password = process.env.PB_SUPERUSER_PASSWORD ?? 'superuser-local-only';
const pct = (xs, p) =>
  [...xs].sort((a, b) => a - b)[Math.min(xs.length - 1, Math.floor((p / 100) * xs.length))];
const kb = (n) => (n / 1024).toFixed(1);
if (args['in-process']) process.exit(await inProcess(Number(args['in-process'])));

let pbProc;
let server;
let browser;
let failed = false;
const out = { queries: [], browser: [] };

try {
  const seeded = await seededPocketBase({
    pbUrl: args['pb-url'],
    dataDir: args['data-dir'] ? resolve(args['data-dir']) : join(tmp, 'pb'),
    providers: args.providers,
    email,
    password,
  });
  const pbUrl = seeded.pbUrl;
  pbProc = seeded.pbProc;
  if (seeded.seedSeconds !== undefined) out.seedSeconds = seeded.seedSeconds;
  process.env.PB_URL = pbUrl;
  const cfg = loadServerConfig({
    pocketbaseUrl: pbUrl,
    publicPocketbaseUrl: pbUrl,
    pageStoreDir: join(tmp, 'pages'),
    port: 0,
    superuserEmail: email,
    superuserPassword: password,
    revalidate: false,
  });
  const logs = [];
  server = await startWebServer(cfg, { log: (m) => logs.push(m) });
  const base = `http://127.0.0.1:${server.port}`;

  // The snapshot (one read of every public provider + the text index) loads at start.
  let t = performance.now();
  const first = await fetch(`${base}/api/search`);
  const all = await first.json();
  out.providers = all.total;
  out.firstAnswerMs = Math.round(performance.now() - t);
  out.indexLog = logs.find((l) => l.startsWith('search index')) ?? null;
  console.log(
    `${all.total} public providers; first answer after start ${out.firstAnswerMs} ms (${out.indexLog})`,
  );

  const timing = (r, name) =>
    Number(new RegExp(`${name};dur=([\\d.]+)`).exec(r.headers.get('server-timing') ?? '')?.[1]);
  const runs = Number(args.runs);
  console.log(
    '\nquery | results | br KB | gzip KB | server ms first (CPU) / repeat p50 | round trip p50 ms | pass',
  );
  for (const qs of QUERIES) {
    const url = `${base}/api/search?${qs}`;
    const row = { query: qs || '(whole directory)', serverMs: [], cpuMs: [], roundTripMs: [] };
    for (let i = 0; i < runs; i++) {
      t = performance.now();
      const r = await fetch(url, { headers: { 'accept-encoding': 'br' } });
      // fetch decodes the body; content-length is what travelled.
      const page = await r.json();
      row.roundTripMs.push(performance.now() - t);
      row.serverMs.push(timing(r, 'search'));
      row.cpuMs.push(timing(r, 'cpu'));
      row.brBytes = Number(r.headers.get('content-length'));
      row.total = page.total;
    }
    const gz = await fetch(url, { headers: { 'accept-encoding': 'gzip' } });
    await gz.arrayBuffer();
    row.gzipBytes = Number(gz.headers.get('content-length'));
    row.pass = Math.max(row.brBytes, row.gzipBytes) <= BYTES_BUDGET;
    failed ||= !row.pass;
    out.queries.push({
      query: row.query,
      total: row.total,
      brBytes: row.brBytes,
      gzipBytes: row.gzipBytes,
      serverFirstMs: +row.serverMs[0].toFixed(1),
      serverFirstCpuMs: +row.cpuMs[0].toFixed(1),
      serverRepeatP50Ms: +pct(row.serverMs.slice(1), 50).toFixed(1),
      roundTripP50Ms: +pct(row.roundTripMs, 50).toFixed(1),
      pass: row.pass,
    });
    const q = out.queries.at(-1);
    console.log(
      `${q.query} | ${q.total} | ${kb(q.brBytes)} | ${kb(q.gzipBytes)} | ${q.serverFirstMs} (${q.serverFirstCpuMs}) / ${q.serverRepeatP50Ms} | ${q.roundTripP50Ms} | ${q.pass ? 'PASS' : 'FAIL'}`,
    );
  }

  // The head of the ranking: one download per visit that filters.
  {
    // As sent (content-length of the compressed body: fetch hands over the body decoded).
    const size = async (encoding) => {
      const r = await fetch(`${base}/api/search/head`, {
        headers: { 'accept-encoding': encoding },
      });
      await r.arrayBuffer();
      return Number(r.headers.get('content-length'));
    };
    const res = await fetch(`${base}/api/search/head`);
    const head = await res.json();
    out.head = {
      providers: head.rows.length,
      brBytes: await size('br'),
      gzipBytes: await size('gzip'),
    };
    const pass = Math.max(out.head.brBytes, out.head.gzipBytes) <= BYTES_BUDGET;
    if (!pass) failed = true;
    console.log(
      `\nhead of the ranking: ${out.head.providers} providers, ${kb(out.head.brBytes)} KB br, ${kb(out.head.gzipBytes)} KB gzip | ${pass ? 'PASS' : 'FAIL'}`,
    );
  }

  if (!args['no-browser']) {
    browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS });
    console.log(
      `\nbrowser (CPU 4× slower), median of ${BROWSER_RUNS} page loads | typed | results | focus → head ms | input → first results in the page ms [runs] (from) | → painted ms | input → total ms (answer received) | pass`,
    );
    for (const [label, latency] of /** @type {[string, number][]} */ ([
      ['loopback', 0],
      ['mobile (150 ms RTT)', 150],
    ])) {
      const times = [];
      for (const typed of TYPED) {
        const runs = [];
        for (let run = 0; run < BROWSER_RUNS; run++) {
          const page = await browser.newPage();
          const cdp = await page.context().newCDPSession(page);
          await page.goto(`${base}/providers`);
          await page.waitForLoadState('load');
          await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
          if (latency) {
            await cdp.send('Network.enable');
            await cdp.send('Network.emulateNetworkConditions', {
              offline: false,
              latency,
              downloadThroughput: (1638.4 * 1024) / 8,
              uploadThroughput: (675 * 1024) / 8,
            });
          }
          const headMs = await page.evaluate(async () => {
            const form = /** @type {HTMLFormElement} */ (
              document.querySelector('form[data-directory-form]')
            );
            const t0 = performance.now();
            /** @type {HTMLInputElement} */ (document.querySelector('input[name="q"]')).focus();
            for (let i = 0; i < 600 && !('headReady' in form.dataset); i++) {
              await new Promise((r) => setTimeout(r, 25));
            }
            return 'headReady' in form.dataset ? performance.now() - t0 : null;
          });
          const r = await page.evaluate(async (text) => {
            const input = /** @type {HTMLInputElement} */ (
              document.querySelector('input[name="q"]')
            );
            const grid = /** @type {HTMLElement} */ (
              document.querySelector('[data-provider-grid]')
            );
            const count = document.querySelector('[data-result-count]');
            const before = count.textContent;
            // The next frame after the first results: when they are painted.
            /** @type {number | null} */
            let paintedAt = null;
            new MutationObserver((_, observer) => {
              observer.disconnect();
              requestAnimationFrame(() => setTimeout(() => (paintedAt = performance.now()), 0));
            }).observe(grid, { attributes: true, attributeFilter: ['data-ids'] });
            const total = new Promise((resolve) => {
              new MutationObserver(() => {
                if (/\d/.test(count.textContent ?? '') && count.textContent !== before) {
                  resolve(performance.now());
                }
              }).observe(count, { childList: true, characterData: true, subtree: true });
            });
            const t0 = performance.now();
            input.value = text;
            input.dispatchEvent(new Event('input', { bubbles: true }));
            const t1 = await Promise.race([
              total,
              new Promise((r) => setTimeout(() => r(null), 10000)),
            ]);
            const timing = /** @type {PerformanceResourceTiming | undefined} */ (
              performance
                .getEntriesByType('resource')
                .filter((e) => e.name.includes('/api/search?'))
                .at(-1)
            );
            // The script marks each time results reach the grid (directory-filter.ts).
            const first = /** @type {PerformanceMark | undefined} */ (
              performance.getEntriesByName('directory-results').find((e) => e.startTime >= t0)
            );
            return {
              firstMs: first ? first.startTime - t0 : null,
              from: first?.detail ?? null,
              paintedMs: paintedAt === null ? null : paintedAt - t0,
              ms: t1 === null ? null : t1 - t0,
              answerMs: timing ? timing.responseEnd - t0 : null,
              after: count.textContent,
            };
          }, typed);
          await page.close();
          if (r.ms === null) throw new Error(`no results shown for ${typed}`);
          runs.push({ ...r, headMs });
        }
        // Each query's median run (a fresh page each time: one slow run is the machine).
        const mid = (key) =>
          Math.round(
            pct(
              runs.map((x) => x[key] ?? x.ms),
              50,
            ),
          );
        const firstMs = mid('firstMs');
        times.push(...runs.map((x) => x.firstMs ?? x.ms));
        // The budget is for the mobile profile; loopback is shown for comparison.
        const pass = latency ? firstMs <= MS_BUDGET : null;
        if (pass === false) failed = true;
        const row = {
          network: label,
          typed,
          results: runs[0].after,
          headMs: mid('headMs'),
          firstMs,
          firstRunsMs: runs.map((x) => Math.round(x.firstMs ?? x.ms)),
          from: runs.map((x) => x.from ?? 'server').join(','),
          paintedMs: mid('paintedMs'),
          ms: mid('ms'),
          answerMs: mid('answerMs'),
          pass,
        };
        out.browser.push(row);
        console.log(
          `${label} | ${typed} | ${row.results} | ${row.headMs} | ${firstMs} [${row.firstRunsMs.join(', ')}] (${row.from}) | ${row.paintedMs} | ${row.ms} (${row.answerMs}) | ${pass === null ? 'n/a' : pass ? 'PASS' : 'FAIL'}`,
        );
      }
      console.log(
        `${label}: first results p50 ${Math.round(pct(times, 50))} ms, max ${Math.round(Math.max(...times))} ms`,
      );
    }
  }
  console.log(`\n${JSON.stringify(out)}`);
} catch (e) {
  console.error(e);
  failed = true;
} finally {
  await browser?.close().catch(() => {});
  await server?.close().catch(() => {});
  await pbProc?.stop().catch(() => {});
  rmSync(tmp, { recursive: true, force: true });
}
process.exit(failed ? 1 : 0);

/** The endpoint's code on the seed generator's data, without PocketBase or HTTP. */
async function inProcess(n) {
  const { brotliCompressSync, gzipSync, constants } = await import('node:zlib');
  const { buildDataset } = await import('./seed-data/dataset.ts');
  const { searchPageBody } = await import('../src/server/search-api.ts');
  const { parseDirectoryState } = await import('../src/lib/domain/directory-query.ts');
  const { ProviderTextIndex } = await import('../src/lib/domain/provider-search.ts');
  const { publicDirectory } = await import('./seed-data/directory.ts');
  const cpu = () => {
    const u = process.cpuUsage();
    return (u.user + u.system) / 1000;
  };
  const { providers, labels, names } = publicDirectory(
    buildDataset({ providers: n, reviews: 3 * n }),
  );
  let c = cpu();
  let t = performance.now();
  const index = new ProviderTextIndex(providers, labels);
  console.log(
    `${providers.length} public providers (of ${n}); index built in ${Math.round(cpu() - c)} ms CPU (${Math.round(performance.now() - t)} ms wall)`,
  );
  const snap = /** @type {any} */ ({ providers, labels, index });
  console.log('\nquery | results | br KB | gzip KB | CPU ms first / second | pass');
  let failed = false;
  for (const qs of QUERIES) {
    const state = parseDirectoryState(new URLSearchParams(qs), names);
    c = cpu();
    const body = searchPageBody(snap, state);
    const first = cpu() - c;
    c = cpu();
    searchPageBody(snap, state);
    const second = cpu() - c;
    const br = brotliCompressSync(body, { params: { [constants.BROTLI_PARAM_QUALITY]: 5 } });
    const gz = gzipSync(body);
    // The first run of the process includes compiling the code: judged on the second.
    const pass = Math.max(br.length, gz.length) <= BYTES_BUDGET && second <= MS_BUDGET;
    failed ||= !pass;
    console.log(
      `${qs || '(whole directory)'} | ${JSON.parse(body.toString()).total} | ${kb(br.length)} | ${kb(gz.length)} | ${first.toFixed(1)} / ${second.toFixed(1)} | ${pass ? 'PASS' : 'FAIL'}`,
    );
  }
  // The head of the ranking, and the script's first results from it (CPU of this machine,
  // not slowed: the browser run shows them on the mobile profile).
  const { searchHeadBody } = await import('../src/server/search-api.ts');
  const { DirectoryHead } = await import('../src/browser/directory-head.ts');
  const headBody = searchHeadBody(snap);
  const hbr = brotliCompressSync(headBody, { params: { [constants.BROTLI_PARAM_QUALITY]: 5 } });
  const hgz = gzipSync(headBody);
  const headPass = Math.max(hbr.length, hgz.length) <= BYTES_BUDGET;
  failed ||= !headPass;
  c = cpu();
  const head = new DirectoryHead(JSON.parse(headBody.toString()));
  console.log(
    `\nhead: ${head.size} providers, ${kb(hbr.length)} KB br, ${kb(hgz.length)} KB gzip, read in ${(cpu() - c).toFixed(1)} ms CPU | ${headPass ? 'PASS' : 'FAIL'}`,
  );
  console.log('query | first results from the head | CPU ms first / second');
  for (const qs of QUERIES) {
    c = cpu();
    const rows = head.firstRows(qs);
    const first = cpu() - c;
    c = cpu();
    head.firstRows(qs);
    console.log(
      `${qs || '(whole directory)'} | ${rows === null ? 'waits for the server' : rows.length} | ${first.toFixed(1)} / ${(cpu() - c).toFixed(1)}`,
    );
  }
  return failed ? 1 : 0;
}
