#!/usr/bin/env node
// `npm run bench:scale`: every scale target in one run, on one seeded directory
// (docs/PERFORMANCE.md § "Every issue-14 target in one run").
//   node scripts/bench-scale.mjs [--data DIR] [--providers N] [--users N] [--no-build]
// --data DIR: a PocketBase data dir, seeded first when empty (the demo, or --providers/--users:
// 10,000 of each take about 26 minutes here) and kept for the next run; each bench works on its
// own copy, since they write reviews and rename categories. Without it the seed runs into a
// temporary dir.
// Runs bench:isr, bench:search, bench:admin and bench:topics as child processes against copies of that data
// and the same build (dist/, built first unless --no-build), reads the JSON summary each prints
// last, and prints one table of every target with PASS/FAIL. Exit status 1 when one fails.
import { register } from 'tsx/esm/api';
import { spawn } from 'node:child_process';
import { cpSync, existsSync, mkdtempSync, rmSync } from 'node:fs';
import { loadavg, tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { parseArgs } from 'node:util';
import { root, startPocketBase } from './lib/pocketbase.mjs';

register();
const { values: args } = parseArgs({
  options: {
    data: { type: 'string' },
    providers: { type: 'string' },
    users: { type: 'string' },
    'no-build': { type: 'boolean', default: false },
  },
});
const node = process.execPath;
const tmp = mkdtempSync(join(tmpdir(), 'bench-scale-'));
const started = performance.now();

/** Runs a script of this repo; resolves with its stdout (also echoed). */
function runScript(file, scriptArgs, env = {}) {
  return new Promise((res, rej) => {
    const loader = file.endsWith('.ts') ? ['--import', 'tsx'] : [];
    const child = spawn(node, [...loader, join(root, file), ...scriptArgs], {
      cwd: root,
      env: { ...process.env, ...env },
      stdio: ['ignore', 'pipe', 'inherit'],
    });
    let stdout = '';
    child.stdout.on('data', (chunk) => {
      stdout += chunk;
      process.stdout.write(chunk);
    });
    child.on('error', rej);
    // A bench exits 1 when one of its own budgets fails: the summary is still read.
    child.on('exit', (code) =>
      code === 0 || code === 1 ? res(stdout) : rej(new Error(`${file} exited with ${code}`)),
    );
  });
}

/** The JSON summary a bench prints last (one line, or pretty-printed from a line `{`). */
function summaryOf(stdout) {
  const at = stdout.lastIndexOf('\n{');
  return JSON.parse(stdout.slice(at + 1));
}

/** A copy of the seeded data for one bench. */
function copyOf(dataDir, name) {
  const dir = join(tmp, name);
  cpSync(dataDir, dir, { recursive: true });
  return dir;
}

/** One bench against its own PocketBase on a copy of the data. */
async function withPocketBase(dataDir, name, file, extra = []) {
  const pb = await startPocketBase({ dataDir: copyOf(dataDir, name), env: { RATE_LIMITS: 'off' } });
  try {
    return summaryOf(await runScript(file, ['--pb-url', pb.url, ...extra]));
  } finally {
    await pb.stop();
    rmSync(join(tmp, name), { recursive: true, force: true });
  }
}

let code = 1;
try {
  const dataDir = args.data ? resolve(args.data) : join(tmp, 'seeded');
  if (!existsSync(join(dataDir, 'data.db'))) {
    const pb = await startPocketBase({ dataDir, env: { RATE_LIMITS: 'off' } });
    try {
      const { seed } = await import('./seed.ts');
      await seed({
        url: pb.url,
        email: pb.superuser.email,
        password: pb.superuser.password,
        ...(args.providers ? { providers: Number(args.providers) } : {}),
        ...(args.users ? { users: Number(args.users) } : {}),
      });
    } finally {
      await pb.stop();
    }
  }
  if (!args['no-build']) {
    await new Promise((res, rej) =>
      spawn(join(root, 'node_modules/.bin/astro'), ['build'], { cwd: root, stdio: 'inherit' })
        .on('error', rej)
        .on('exit', (c) => (c === 0 ? res(undefined) : rej(new Error(`astro build: ${c}`)))),
    );
  }

  console.log('\n[bench-scale] bench:isr');
  const isr = await withPocketBase(dataDir, 'isr', 'scripts/bench-isr.mjs');
  console.log('\n[bench-scale] bench:search');
  const search = await withPocketBase(dataDir, 'search', 'scripts/bench-search.mjs');
  console.log('\n[bench-scale] bench:admin');
  const adminBase = join(tmp, 'admin');
  cpSync(dataDir, join(adminBase, 'pb'), { recursive: true });
  const admin = summaryOf(
    await runScript('scripts/bench-admin.mjs', ['--reuse', adminBase, '--no-build']),
  );
  rmSync(adminBase, { recursive: true, force: true });
  console.log('\n[bench-scale] bench:topics');
  const providers = Number(args.providers ?? 520);
  const topics = summaryOf(
    await runScript('scripts/bench-topics.ts', [
      '--providers',
      String(providers),
      '--reviews',
      String(args.providers ? 3 * providers : 3120),
    ]),
  );

  const kb = (n) => `${(n / 1024).toFixed(1)} KB`;
  const maxOf = (xs) => Math.max(...xs);
  const searchBytes = maxOf(search.queries.map((q) => Math.max(q.brBytes, q.gzipBytes)));
  const headBytes = Math.max(search.head.brBytes, search.head.gzipBytes);
  const mobile = search.browser.filter((b) => b.pass !== null);
  const firstMs = maxOf(mobile.map((b) => b.firstMs));
  const largest = admin.routes.reduce((a, b) => (b.bytes > a.bytes ? b : a));
  const paintMs = maxOf(admin.paint.flatMap((p) => [p.coldMs, p.warmP50Ms]));
  const targets = [
    ...isr.targets,
    {
      target: 'directory search ≤ 50 KB per query (br and gzip), the head included',
      value: `largest answer ${kb(searchBytes)} of ${search.queries.length} queries; head ${kb(headBytes)} once per visit`,
      pass: searchBytes <= 50 * 1024 && headBytes <= 50 * 1024,
    },
    {
      target: 'directory search: first results ≤ 100 ms after typing (mobile profile)',
      value: `slowest query ${firstMs} ms (median of its runs; ${mobile.map((b) => `${b.typed} ${b.firstMs}`).join(', ')})`,
      pass: mobile.length > 0 && firstMs <= 100,
    },
    {
      target: "review topics: one provider's recomputation ≤ 20 ms",
      value: `p95 ${topics.oneProviderP95Ms} ms (${topics.reviews} reviews of ${topics.providers} providers, in memory); the largest category × country listing ${topics.listingKeptMs} ms after a review with the others' counts kept (${topics.listingFromReviewsMs} ms from every review)`,
      pass: topics.oneProviderP95Ms <= 20,
    },
    {
      target: 'admin lists: no answer over 200 KB',
      value: `largest ${kb(largest.bytes)} (/api/lp/admin/${largest.route}, ${largest.items} rows) of ${admin.routes.length} calls`,
      pass: largest.bytes <= 200 * 1024,
    },
    {
      target: 'admin panel: first rows ≤ 1 s',
      value: admin.paint
        .map(
          (p) => `${p.tab} cold ${Math.round(p.coldMs)} ms, warm p50 ${Math.round(p.warmP50Ms)} ms`,
        )
        .join('; '),
      pass: paintMs <= 1000,
    },
  ];
  console.log(
    `\n[bench-scale] every scale target: ${isr.scale}; ${admin.data.users} users, ${admin.data.providers} providers (${((performance.now() - started) / 60000).toFixed(1)} min, load average ${loadavg()
      .map((l) => l.toFixed(2))
      .join(' ')})`,
  );
  for (const t of targets) console.log(`  ${t.pass ? 'PASS' : 'FAIL'}  ${t.target}: ${t.value}`);
  console.log(JSON.stringify({ scale: isr.scale, data: admin.data, targets }));
  code = targets.every((t) => t.pass) ? 0 : 1;
} catch (e) {
  console.error(e);
} finally {
  rmSync(tmp, { recursive: true, force: true });
}
process.exit(code);
