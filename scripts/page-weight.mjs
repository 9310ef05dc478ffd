#!/usr/bin/env node
// `npm run bench:weight`: what each public page weighs over the wire (gzip), measured over the
// build output, for an anonymous visitor and for a signed-in member.
//   node scripts/page-weight.mjs [--pages DIR] [--dist DIR] [--budget-kb 15] [--json]
// DIR defaults: the page store (PAGE_STORE_DIR, default .cache/pages) and the Astro output
// (DIST_DIR, default dist), as the web server reads them (src/server/config.ts).
//
// Per page: the HTML (its stored .gz sibling), the CSS it links and the JavaScript it makes the
// browser download: every module script of the page (external `src`, and the chunks inline
// module scripts import) with their static imports, followed through dist/client/_astro. A
// dynamic `import()` only runs on a condition: a stored session (ProviderMemberControls.astro,
// the client:member directive) or a first use (the directory's filters load the search head,
// a "Comparar" click or a kept list loads the comparison builder). Dynamically imported
// chunks (and what they import, including Vite's preload list) count in the "member or on
// use" figure only, together with the islands' renderer and component when an <astro-island>
// is present. Inline scripts are part of the HTML figure.
//
// The budget table prints, per kind of page, the heaviest first load (gzip bodies and number
// of files) with PASS/FAIL. Exit status 1 when an anonymous visitor's JavaScript exceeds the
// budget on any public page (the budget of docs/PERFORMANCE.md § Page weight); the member /
// on-use figures are reported, not enforced.
import { readFileSync, readdirSync, existsSync, statSync } from 'node:fs';
import { gzipSync } from 'node:zlib';
import { join, relative, resolve, posix } from 'node:path';
import { parseArgs } from 'node:util';
import { register } from 'tsx/esm/api';

register();
const { ROUTES } = await import('../src/lib/contract/routes.ts');

const root = resolve(import.meta.dirname, '..');
const { values: args } = parseArgs({
  options: {
    pages: { type: 'string' },
    dist: { type: 'string' },
    'budget-kb': { type: 'string', default: '15' },
    json: { type: 'boolean', default: false },
  },
});
const fromRoot = (p) => resolve(root, p);
const storeDir = fromRoot(args.pages ?? process.env.PAGE_STORE_DIR ?? '.cache/pages');
const distDir = fromRoot(args.dist ?? process.env.DIST_DIR ?? 'dist');
const siteDir = join(storeDir, 'site');
const clientDir = join(distDir, 'client');
const budget = Number(args['budget-kb']) * 1024;
if (!existsSync(siteDir)) throw new Error(`no page store at ${siteDir} (npm run build first)`);
if (!existsSync(clientDir)) throw new Error(`no client assets at ${clientDir}`);

/**
 * App routes (the route table's `known: 'app'`): client-only React islands, member and admin
 * screens and the auth forms; not public pages.
 */
/** @type {Set<string>} */
const APP_PAGES = new Set(
  Object.values(ROUTES)
    .filter((r) => r.known === 'app')
    .flatMap((r) => r.paths),
);

/** Kind of page, for the summary table. */
function kindOf(url) {
  const path = url.split('?')[0];
  if (path === '/') return 'landing';
  if (/^\/(providers|proveedores)$/.test(path)) return 'directory';
  if (/^\/proveedores\/categoria\/[^/]+\/[^/]+$/.test(path)) return 'category×country';
  if (/^\/proveedores\/categoria\/[^/]+$/.test(path)) return 'category';
  if (/^\/(providers|proveedores)\/[^/]+$/.test(path)) return 'provider';
  if (path === '/comparativas') return 'comparisons index';
  if (path.startsWith('/comparativas/')) return 'comparison';
  if (path === '/blog') return 'blog list';
  if (path.startsWith('/blog/')) return 'article';
  if (path === '/categories') return 'categories';
  if (path === '/404') return '404';
  return 'static';
}

function walk(dir, out = []) {
  for (const e of readdirSync(dir, { withFileTypes: true })) {
    const p = join(dir, e.name);
    if (e.isDirectory()) walk(p, out);
    else if (e.name.endsWith('.html')) out.push(p);
  }
  return out;
}

const gzipCache = new Map();
/** gzip size of a file: its .gz sibling when there is one, else gzip -9 of it. */
function gz(file) {
  let n = gzipCache.get(file);
  if (n === undefined) {
    n = existsSync(`${file}.gz`)
      ? statSync(`${file}.gz`).size
      : gzipSync(readFileSync(file), { level: 9 }).length;
    gzipCache.set(file, n);
  }
  return n;
}

const missing = new Set();
/** `/_astro/x.js` → absolute file in dist/client (undefined for other origins). */
function assetFile(url) {
  if (!url.startsWith('/') || url.startsWith('//')) return undefined;
  const f = join(clientDir, url.split('?')[0]);
  if (existsSync(f)) return f;
  missing.add(url);
  return undefined;
}

const STATIC_IMPORT = /(?:^|[;}\s])import\s*(?:[\w$*{}\s,]+from\s*)?["'`](\.{0,2}\/[^"'`]+)["'`]/g;
const DYNAMIC_IMPORT = /import\(\s*["'`](\.{0,2}\/[^"'`]+)["'`]\s*\)/g;
const PRELOAD_DEPS = /__vite__mapDeps=[^[]*\[([^\]]*)\]/;

const graphCache = new Map();
/** Static and dynamic imports of one chunk (absolute files). */
function importsOf(file) {
  let g = graphCache.get(file);
  if (g) return g;
  const src = readFileSync(file, 'utf8');
  const dir = posix.dirname('/' + relative(clientDir, file).split('\\').join('/'));
  const toFile = (spec) =>
    assetFile(spec.startsWith('/') ? spec : posix.join(dir, spec)) ?? undefined;
  const stat = [...src.matchAll(STATIC_IMPORT)].map((m) => toFile(m[1])).filter(Boolean);
  const dyn = [...src.matchAll(DYNAMIC_IMPORT)].map((m) => toFile(m[1])).filter(Boolean);
  // Vite's preload list (paths relative to the site root) is fetched with the dynamic import.
  const deps = src.match(PRELOAD_DEPS);
  if (deps) {
    for (const d of deps[1].matchAll(/["'`]([^"'`]+)["'`]/g)) {
      const f = assetFile('/' + d[1]);
      if (f) dyn.push(f);
    }
  }
  g = { stat, dyn };
  graphCache.set(file, g);
  return g;
}

/** Files loaded from `entries`: static closure; dynamic imports only when `member`. */
function closure(entries, member) {
  const seen = new Set();
  const stack = [...entries];
  while (stack.length) {
    const f = stack.pop();
    if (seen.has(f)) continue;
    seen.add(f);
    const { stat, dyn } = importsOf(f);
    stack.push(...stat);
    if (member) stack.push(...dyn);
  }
  return seen;
}

const sum = (files) => [...files].reduce((n, f) => n + gz(f), 0);

function measure(file) {
  const rel = relative(siteDir, file).split('\\').join('/');
  const [pathPart, query] = rel.replace(/\.html$/, '').split('@');
  let url = '/' + pathPart.replace(/(^|\/)index$/, '');
  if (url !== '/' && url.endsWith('/')) url = url.slice(0, -1);
  if (query) url += `?${query}`;
  const html = readFileSync(file, 'utf8');
  const entries = [];
  const memberEntries = [];
  let inlineJs = 0;
  for (const m of html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script>/g)) {
    const attrs = m[1];
    if (/type="application\/(ld\+)?json"/.test(attrs)) continue;
    const src = attrs.match(/\bsrc="([^"]+)"/);
    if (src) {
      const f = assetFile(src[1]);
      if (f) entries.push(f);
      continue;
    }
    inlineJs += Buffer.byteLength(m[2]);
    for (const i of m[2].matchAll(STATIC_IMPORT)) {
      const f = assetFile(i[1]);
      if (f) entries.push(f);
    }
    for (const i of m[2].matchAll(DYNAMIC_IMPORT)) {
      const f = assetFile(i[1]);
      if (f) memberEntries.push(f);
    }
  }
  // Islands: renderer + component (+ the before-hydration script) hydrate on their directive.
  for (const m of html.matchAll(/<astro-island\b([^>]*)>/g)) {
    const attrs = m[1];
    const client = attrs.match(/\bclient="([^"]+)"/)?.[1] ?? '';
    const urls = ['component-url', 'renderer-url', 'before-hydration-url']
      .map((a) => attrs.match(new RegExp(`\\b${a}="([^"]+)"`))?.[1])
      .filter(Boolean)
      .map((u) => assetFile(u.replace(/&amp;/g, '&')))
      .filter(Boolean);
    (client === 'member' || client === 'only' ? memberEntries : entries).push(...urls);
  }
  const css = [...html.matchAll(/<link\b[^>]*rel="stylesheet"[^>]*>/g)]
    .map((m) => m[0].match(/href="([^"]+)"/)?.[1])
    .filter(Boolean)
    .map(assetFile)
    .filter(Boolean);
  const anon = closure(entries, false);
  const member = closure([...entries, ...memberEntries], true);
  return {
    url,
    kind: kindOf(url),
    public: !APP_PAGES.has(url.split('?')[0]),
    htmlGzip: gz(file),
    inlineJsBytes: inlineJs,
    cssGzip: sum(new Set(css)),
    anonJsGzip: sum(anon),
    anonFileCount: anon.size,
    memberJsGzip: sum(member),
    anonFiles: [...anon].map((f) => relative(clientDir, f)),
    memberOnlyFiles: [...member].filter((f) => !anon.has(f)).map((f) => relative(clientDir, f)),
  };
}

const pages = walk(siteDir).map(measure);
if (missing.size > 0) {
  // A page store rendered by another build refers to other chunk names.
  console.error(
    `page store and assets do not match: ${missing.size} referenced asset(s) missing from ` +
      `${clientDir}, e.g. ${[...missing].slice(0, 3).join(', ')}`,
  );
  process.exit(2);
}
const kb = (n) => (n / 1024).toFixed(1);
const publicPages = pages.filter((p) => p.public);
const kinds = new Map();
for (const p of publicPages) {
  const k = kinds.get(p.kind) ?? { kind: p.kind, pages: [] };
  k.pages.push(p);
  kinds.set(p.kind, k);
}
const max = (xs, f) => xs.reduce((a, b) => (f(b) > f(a) ? b : a));
const rows = [...kinds.values()].map(({ kind, pages: ps }) => ({
  kind,
  pages: ps.length,
  example: max(ps, (p) => p.anonJsGzip * 1e6 + p.htmlGzip).url,
  htmlMax: max(ps, (p) => p.htmlGzip).htmlGzip,
  htmlMedian: [...ps].sort((a, b) => a.htmlGzip - b.htmlGzip)[Math.floor(ps.length / 2)].htmlGzip,
  css: max(ps, (p) => p.cssGzip).cssGzip,
  anonJs: max(ps, (p) => p.anonJsGzip).anonJsGzip,
  anonFiles: max(ps, (p) => p.anonJsGzip).anonFileCount,
  memberJs: max(ps, (p) => p.memberJsGzip).memberJsGzip,
}));
const over = publicPages.filter((p) => p.anonJsGzip > budget);
const memberOver = publicPages.filter((p) => p.memberJsGzip > budget);

if (args.json) {
  console.log(JSON.stringify({ storeDir, distDir, budget, rows, over, memberOver }, null, 2));
} else {
  console.log(
    `page store: ${relative(root, storeDir) || storeDir}; assets: ${relative(root, clientDir)}`,
  );
  console.log(
    `${publicPages.length} public pages (${pages.length - publicPages.length} app pages left out)`,
  );
  console.log('gzip KB; HTML max/median per kind; JS = the heaviest page of the kind\n');
  console.log(
    '| kind | pages | HTML max | HTML median | CSS | JS anonymous | JS member or on use | heaviest page |',
  );
  console.log('|---|---:|---:|---:|---:|---:|---:|---|');
  for (const r of rows) {
    console.log(
      `| ${r.kind} | ${r.pages} | ${kb(r.htmlMax)} | ${kb(r.htmlMedian)} | ${kb(r.css)} | ${kb(r.anonJs)} | ${kb(r.memberJs)} | ${r.example} |`,
    );
  }
  for (const kind of ['directory', 'provider']) {
    const sample = publicPages.find((p) => p.kind === kind);
    if (!sample) continue;
    console.log(`\n${kind} page, anonymous: ${sample.anonFiles.join(', ') || 'no JS file'}`);
    console.log(
      `${kind} page, member or on use adds: ${sample.memberOnlyFiles.join(', ') || 'nothing'}`,
    );
  }
  console.log(`\nbudget: ${kb(budget)} KB gzip of JS at first load for an anonymous visitor`);
  console.log(
    "(a browser also receives each file's response headers, about 1 KB: fewer files count; " +
      'tests/e2e/directory-weight.spec.ts measures the directory as transferred)',
  );
  console.log('| kind | JS first load | files | budget | result |');
  console.log('|---|---:|---:|---:|---|');
  for (const r of rows) {
    console.log(
      `| ${r.kind} | ${kb(r.anonJs)} | ${r.anonFiles} | ${kb(budget)} | ${r.anonJs > budget ? 'FAIL' : 'PASS'} |`,
    );
  }
  console.log(
    over.length === 0
      ? 'PASS: met on every public page'
      : `FAIL: exceeded on ${over.length} page(s): ${over
          .slice(0, 10)
          .map((p) => `${p.url} ${kb(p.anonJsGzip)} KB`)
          .join(', ')}`,
  );
  console.log(
    `member or on use (not enforced): ${memberOver.length} page(s) over ${kb(budget)} KB` +
      (memberOver.length
        ? ` (max ${kb(max(memberOver, (p) => p.memberJsGzip).memberJsGzip)} KB)`
        : ''),
  );
}
process.exit(over.length > 0 ? 1 : 0);
