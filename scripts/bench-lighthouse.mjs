#!/usr/bin/env node
// `npm run bench:lighthouse`: Lighthouse (mobile profile, the Debian Chromium) on the public
// pages (docs/PERFORMANCE.md § Lighthouse), against the real stack with the demo data, and the budgets.
//   node scripts/bench-lighthouse.mjs [--url http://127.0.0.1:4321] [--runs 1] [--no-build]
//     [--reuse DIR] [--pb-port N] [--web-port N] [--out DIR] [--json] [--pages /auth,/x]
// Without --url it builds the site (`astro build --outDir $DIST_DIR`, default dist; --no-build
// uses the existing build), starts PocketBase in a temp dir, seeds the demo data, pre-renders
// every page and starts the web server (scripts/lib/bench-stack.mjs); --reuse DIR keeps that
// data and page store in DIR for the next run. With --url it measures a running site.
// Pages: landing, directory, a provider, a category×country page, a comparison, the blog list
// and an article (picked from the sitemap and the comparisons index). Each page is requested
// once before Lighthouse so it is in the page store. --runs N takes the median of N runs.
// --pages measures only the given paths (a member screen such as /auth: its scores are
// budgeted, not its JavaScript, which is the member app's; SEO is not budgeted on noindex pages).
// Budgets: performance, accessibility, best practices >= 95, SEO 100, anonymous JavaScript
// <= 15 KB gzip. Exit status 1 when a budget fails. A control page (/terms, no script) is
// measured too and not budgeted: on a loaded machine its score shows the noise. JSON reports go to --out (default
// .cache/lighthouse).
import { mkdirSync, writeFileSync } from 'node:fs';
import { get } from 'node:http';
import { join, resolve } from 'node:path';
import { parseArgs } from 'node:util';
import { launch } from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { startBenchStack } from './lib/bench-stack.mjs';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from './lib/chromium.mjs';
import { sitemapPaths } from './lib/sitemap-paths.mjs';

const root = resolve(import.meta.dirname, '..');
const { values: args } = parseArgs({
  options: {
    url: { type: 'string' },
    runs: { type: 'string', default: '1' },
    'no-build': { type: 'boolean', default: false },
    reuse: { type: 'string' },
    'pb-port': { type: 'string' },
    'web-port': { type: 'string' },
    out: { type: 'string', default: '.cache/lighthouse' },
    json: { type: 'boolean', default: false },
    pages: { type: 'string' },
  },
});
const BUDGET = { performance: 95, accessibility: 95, 'best-practices': 95, seo: 100, jsKb: 15 };
const outDir = resolve(root, args.out);
mkdirSync(outDir, { recursive: true });

let stack;
let chrome;
try {
  let base = args.url?.replace(/\/+$/, '');
  if (!base) {
    stack = await startBenchStack({
      build: !args['no-build'],
      ...(args.reuse ? { reuse: args.reuse } : {}),
      ...(args['pb-port'] ? { pbPort: Number(args['pb-port']) } : {}),
      ...(args['web-port'] ? { webPort: Number(args['web-port']) } : {}),
    });
    base = stack.siteUrl;
  }
  const pages = args.pages
    ? args.pages.split(',').map((path) => ({ name: path, path, app: true }))
    : await pickPages(base);
  // Warm: a page not yet stored would be measured with its first render.
  for (const p of pages) {
    const r = await fetch(base + p.path);
    if (r.status !== 200) throw new Error(`${p.path} answered ${r.status}`);
  }

  chrome = await launch({
    chromePath: CHROMIUM_PATH,
    chromeFlags: CHROMIUM_ARGS,
  });
  const results = [];
  for (const p of pages) {
    const runs = [];
    for (let i = 0; i < Number(args.runs); i++) {
      const r = await lighthouse(base + p.path, {
        port: chrome.port,
        output: 'json',
        logLevel: 'error',
        onlyCategories: ['performance', 'accessibility', 'best-practices', 'seo'],
      });
      if (!r) throw new Error(`no Lighthouse result for ${p.path}`);
      runs.push(r.lhr);
    }
    runs.sort((a, b) => a.categories.performance.score - b.categories.performance.score);
    const lhr = runs[Math.floor(runs.length / 2)];
    writeFileSync(join(outDir, `${p.name.replace(/\W+/g, '-')}.json`), JSON.stringify(lhr));
    results.push(await summarize(p, lhr));
    const last = results.at(-1);
    console.log(
      `  ${p.name}: perf ${last.performance} a11y ${last.accessibility} bp ${last['best-practices']} seo ${last.seo}`,
    );
  }
  report(results);
  const failed = results.flatMap((r) => r.failures.map((f) => `${r.name}: ${f}`));
  if (failed.length) {
    console.log(`\nbudgets FAILED:\n  ${failed.join('\n  ')}`);
    for (const r of results) {
      for (const a of r.failingAudits) console.log(`  ${r.name} · ${a}`);
    }
  } else {
    console.log('\nevery budget met');
  }
  process.exitCode = failed.length ? 1 : 0;
} finally {
  await chrome?.kill();
  await stack?.stop();
}

async function pickPages(base) {
  const text = async (path) => {
    const r = await fetch(base + path);
    if (!r.ok) throw new Error(`${path} answered ${r.status}`);
    return r.text();
  };
  const locs = await sitemapPaths(text);
  const provider = locs.find((l) => /^\/providers\/[^/]+$/.test(l));
  const article = locs.find((l) => /^\/blog\/[^/]+$/.test(l) && !l.endsWith('.xml'));
  // The category×country page with the most providers (an empty one would flatter).
  let catCountry;
  let most = -1;
  for (const l of locs.filter((x) => /^\/proveedores\/categoria\/[^/]+\/[^/]+$/.test(x))) {
    const n = (await text(l)).split('data-provider-card').length - 1;
    if (n > most) [catCountry, most] = [l, n];
  }
  const comparison = (await text('/comparativas')).match(
    /href="(\/comparativas\/[^"/]+-vs-[^"/]+)"/,
  )?.[1];
  const pages = [
    { name: 'landing', path: '/' },
    { name: 'directory', path: '/providers' },
    { name: 'provider', path: provider },
    { name: 'category×country', path: catCountry },
    { name: 'comparison', path: comparison },
    { name: 'blog list', path: '/blog' },
    { name: 'article', path: article },
    // Control: a text-only page (no script file, 6 KB gzip). Its performance score shows what
    // the machine's own load does to the same measurement in the same run.
    { name: 'control: terms', path: '/terms', control: true },
  ];
  const missing = pages.filter((p) => !p.path).map((p) => p.name);
  if (missing.length) throw new Error(`no page found for: ${missing.join(', ')}`);
  return pages;
}

/** Body bytes of a URL as served with gzip (no decompression, no headers). */
function gzipBytes(url) {
  return new Promise((res, rej) => {
    get(url, { headers: { 'accept-encoding': 'gzip' } }, (r) => {
      let n = 0;
      r.on('data', (c) => (n += c.length));
      r.on('end', () => res(n));
    }).on('error', rej);
  });
}

async function summarize(page, lhr) {
  const score = (c) => Math.round((lhr.categories[c]?.score ?? 0) * 100);
  const audit = (id) => lhr.audits[id];
  const items = audit('network-requests')?.details?.items ?? [];
  const bytes = (type) =>
    items.filter((i) => i.resourceType === type).reduce((n, i) => n + (i.transferSize ?? 0), 0);
  // Lighthouse's transfer sizes include the response headers (about 1 KB each here, most of it
  // the CSP); the budget is about the gzip bodies: fetch every document and script of the run.
  const gz = async (type) => {
    let n = 0;
    for (const i of items.filter((x) => x.resourceType === type)) n += await gzipBytes(i.url);
    return n;
  };
  const r = {
    name: page.name,
    path: page.path,
    version: lhr.lighthouseVersion,
    benchmarkIndex: Math.round(lhr.environment?.benchmarkIndex ?? 0),
    performance: score('performance'),
    accessibility: score('accessibility'),
    'best-practices': score('best-practices'),
    seo: score('seo'),
    lcpMs: Math.round(audit('largest-contentful-paint')?.numericValue ?? NaN),
    cls: +(audit('cumulative-layout-shift')?.numericValue ?? NaN).toFixed(3),
    tbtMs: Math.round(audit('total-blocking-time')?.numericValue ?? NaN),
    jsBytes: await gz('Script'),
    htmlBytes: await gz('Document'),
    jsTransfer: bytes('Script'),
    htmlTransfer: bytes('Document'),
    requests: items.length,
    failures: [],
    failingAudits: [],
  };
  for (const c of ['performance', 'accessibility', 'best-practices', 'seo']) {
    if (r[c] < BUDGET[c]) {
      r.failures.push(`${c} ${r[c]} < ${BUDGET[c]}`);
      for (const ref of lhr.categories[c].auditRefs) {
        const a = lhr.audits[ref.id];
        if (ref.weight > 0 && a.score !== null && a.score < 0.9) {
          r.failingAudits.push(`${c}: ${ref.id} (${a.displayValue ?? a.score}) ${a.title}`);
        }
      }
    }
  }
  if (page.app) r.failures = r.failures.filter((f) => !f.startsWith('seo '));
  if (!page.app && r.jsBytes > BUDGET.jsKb * 1024)
    r.failures.push(`JS ${(r.jsBytes / 1024).toFixed(1)} KB > ${BUDGET.jsKb} KB`);
  if (page.control) r.failures = [];
  return r;
}

function report(results) {
  if (args.json) {
    console.log(JSON.stringify(results, null, 2));
    return;
  }
  const kb = (n) => (n / 1024).toFixed(1);
  console.log(
    `\nLighthouse ${results[0]?.version ?? ''}, mobile profile (simulated throttling), ${new Date().toISOString()}`,
  );
  console.log(
    '| page | perf | a11y | best pr. | SEO | LCP | CLS | TBT | JS gzip KB | HTML gzip KB | path |',
  );
  console.log('|---|---:|---:|---:|---:|---:|---:|---:|---:|---:|---|');
  for (const r of results) {
    console.log(
      `| ${r.name} | ${r.performance} | ${r.accessibility} | ${r['best-practices']} | ${r.seo} | ` +
        `${(r.lcpMs / 1000).toFixed(1)} s | ${r.cls} | ${r.tbtMs} ms | ${kb(r.jsBytes)} | ${kb(r.htmlBytes)} | ${r.path} (benchmarkIndex ${r.benchmarkIndex}) |`,
    );
  }
  console.log(
    'JS/HTML: gzip bodies of the scripts and documents the run loaded. As Lighthouse saw them ' +
      '(its accept-encoding, headers included), KB JS/HTML: ' +
      results.map((r) => `${r.name} ${kb(r.jsTransfer)}/${kb(r.htmlTransfer)}`).join(', '),
  );
  console.log(
    'benchmarkIndex: the CPU speed Lighthouse measured during that run (higher is faster). ' +
      'The mobile profile slows the CPU down 4x, which assumes a fast desktop: on a loaded ' +
      'machine the index falls and Total Blocking Time grows with it.',
  );
}
