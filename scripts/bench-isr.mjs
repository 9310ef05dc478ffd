#!/usr/bin/env node
// `npm run bench:isr`: figures of the incremental rebuild (docs/PERFORMANCE.md).
//   node scripts/bench-isr.mjs [--providers 10000] [--pb-url URL] [--changes 20] [--duration 10]
// Needs `astro build` output in dist/. Starts its own PocketBase in a temporary data dir and
// seeds it (unless --pb-url points at one already seeded), pre-renders everything, starts the
// web server in this process, then measures: full pre-render time and pages/s; p50/p95 from a
// PocketBase write to the new HTML being served; pages re-rendered per kind of change against
// the affected set; requests/s of our server and of sirv on the same files (ratio); then every
// target of docs/PERFORMANCE.md with PASS/FAIL (exit status 1 when one fails) and a JSON summary.
import { register } from 'tsx/esm/api';
import { execFileSync } from 'node:child_process';
import { cpSync, mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:http';
import { loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import autocannon from 'autocannon';
import sirv from 'sirv';
import PocketBase from 'pocketbase';
import { seededPocketBase } from './lib/seeded-pocketbase.mjs';

register();
const { values: args } = parseArgs({
  options: {
    providers: { type: 'string' },
    'pb-url': { type: 'string' },
    changes: { type: 'string', default: '20' },
    duration: { type: 'string', default: '10' },
  },
});
const { loadServerConfig } = await import('../src/server/config.ts');
const { prerender } = await import('../src/server/prerender.ts');
const { startWebServer } = await import('../src/server/web-server.ts');

const tmp = mkdtempSync(join(tmpdir(), 'bench-isr-'));
let pbProc;
let pbUrl = args['pb-url'];
const email = process.env.PB_SUPERUSER_EMAIL ?? 'superuser@lapieza.io';
const password = process.env.PB_SUPERUSER_PASSWORD ?? 'superuser-local-only';
const out = {};
/** @type {boolean | undefined} */
let failed;
const pct = (xs, p) =>
  [...xs].sort((a, b) => a - b)[Math.min(xs.length - 1, Math.floor((p / 100) * xs.length))];

try {
  const seeded = await seededPocketBase({
    pbUrl,
    dataDir: join(tmp, 'pb'),
    providers: args.providers,
    email,
    password,
  });
  ({ pbUrl, pbProc } = seeded);
  if (seeded.seedSeconds !== undefined) out.seedSeconds = seeded.seedSeconds;
  process.env.PB_URL = pbUrl;
  // Today's ranking day, as PocketBase's hourly job keeps it: a data dir seeded on an earlier
  // day would otherwise recompute every score on the bench's first review (lib/ranking.js
  // ensureDay), and that review would measure the daily recompute instead of a review.
  const pb = new PocketBase(pbUrl);
  pb.autoCancellation(false);
  await pb.collection('_superusers').authWithPassword(email, password);
  const { SERVER_API } = await import('../src/lib/contract/api-routes.ts');
  const { sendApi } = await import('../src/lib/api-client.ts');
  await sendApi(pb, SERVER_API.rankingRecompute, []);
  const cfg = loadServerConfig({
    pocketbaseUrl: pbUrl,
    publicPocketbaseUrl: pbUrl,
    pageStoreDir: join(tmp, 'pages'),
    port: 0,
    superuserEmail: email,
    superuserPassword: password,
  });

  // 1. Full pre-render.
  const pre = await prerender(cfg, () => undefined);
  out.prerender = {
    pages: pre.pages,
    seconds: +pre.seconds.toFixed(1),
    pagesPerSecond: +pre.pagesPerSecond.toFixed(1),
    renderThreads: cfg.renderThreads,
  };
  console.log(
    `full pre-render: ${pre.pages} pages in ${pre.seconds.toFixed(1)} s = ${pre.pagesPerSecond.toFixed(1)} pages/s (${cfg.renderThreads} render threads)`,
  );
  // 2. The server, recording each revalidation pass.
  const passes = [];
  const server = await startWebServer(cfg, {
    onPass: (p) => passes.push(p),
    // BENCH_LOG=1: the web server's log lines (passes, failures) on stdout.
    log: process.env.BENCH_LOG ? (m) => console.log(`    [server] ${m}`) : () => undefined,
  });
  // The pre-rendered pages of each route (the route table's names), largest first.
  {
    const { ROUTES, routeOf } = await import('../src/lib/contract/routes.ts');
    /** @type {Map<unknown, string>} */
    const names = new Map(Object.entries(ROUTES).map(([name, def]) => [def, name]));
    const counts = {};
    for (const key of server.pages.store.keys()) {
      const name = names.get(routeOf(key.split('?')[0])) ?? 'other';
      counts[name] = (counts[name] ?? 0) + 1;
    }
    out.prerender.byRoute = Object.fromEntries(Object.entries(counts).sort((a, b) => b[1] - a[1]));
    console.log(
      `  pages per route: ${Object.entries(out.prerender.byRoute)
        .map(([n, c]) => `${n} ${c}`)
        .join(', ')}`,
    );
  }
  const base = `http://127.0.0.1:${server.port}`;
  // Settled: the server loads the directory's search index when it starts (seconds of CPU at
  // 10,000 providers); the figures below are the running server's, not its start's. And the
  // pre-render's files (1.5 GB at 10,000 providers) are on disk first: while the kernel flushes
  // them, each database commit (PocketBase's SQLite syncs its log) waits behind that flush, which
  // made the first reviews after the build take up to a second longer.
  await fetch(`${base}/api/search`);
  execFileSync('sync');
  const providers = await pb.collection('providers').getList(1, Number(args.changes) + 5, {
    filter: 'status = "approved" && verified = true',
    sort: 'company_name',
  });
  out.scale = `${providers.totalItems} public providers, ${pre.pages} pages`;
  const etagOf = async (path) => (await fetch(base + path, { method: 'HEAD' })).headers.get('etag');
  const waitChange = async (path, before, t0) => {
    for (;;) {
      const e = await etagOf(path);
      if (e !== before) return performance.now() - t0;
      if (performance.now() - t0 > 30000) throw new Error(`no update of ${path}`);
      await new Promise((r) => setTimeout(r, 5));
    }
  };
  const newUser = async (i) =>
    pb.collection('users').create({
      email: `bench-${Date.now()}-${i}@example.com`,
      password: 'bench-secret-1',
      passwordConfirm: 'bench-secret-1',
      first_name: 'Bench',
      last_name: 'User',
      user_type: 'hr_professional',
      roles: ['hr_professional'],
      approved: true,
      verified: true,
    });

  // Each bench review as a real member's: a text of its own and the writer's own network
  // (behind the trusted proxy, outside the seed's 10.0.0.0/8), so no integrity signal holds it.
  const { honestText } = await import('../tests/shared/honest-text.ts');
  // A /24 of its own per writer, from a base drawn per run: a later run on the same data dir
  // reviews the same providers, and a network seen on a provider's earlier review holds it.
  let writers = Math.floor(Math.random() * 4096);
  const asMember = () => {
    const n = writers++;
    return { headers: { 'X-Forwarded-For': `172.${16 + ((n >> 8) & 15)}.${n & 255}.9` } };
  };

  // 3. Write → served latency (reviews; each also re-renders lists and category pages).
  const latencies = [];
  const passLatencies = [];
  // Until every affected page is served up to date: re-rendered, or marked stale (a visitor then
  // gets a new render) by the passes after the write.
  const freshLatencies = [];
  for (let i = 0; i < Number(args.changes); i++) {
    const p = providers.items[i % providers.items.length];
    const path = `/providers/${p.slug}`;
    const before = await etagOf(path);
    const user = await newUser(i);
    const firstPass = passes.length;
    const t0 = performance.now();
    await pb.collection('reviews').create(
      {
        provider: p.id,
        reviewer: user.id,
        title: 'Reseña de prueba',
        review_text: honestText(),
        overall_rating: 1 + (i % 5),
        would_recommend: true,
      },
      asMember(),
    );
    latencies.push(await waitChange(path, before, t0));
    await server.revalidator?.drain();
    passLatencies.push(performance.now() - t0);
    freshLatencies.push(Math.max(...passes.slice(firstPass).map((p) => p.freshAt)) - t0);
    console.log(
      `  review ${i + 1}: provider page updated after ${Math.round(latencies.at(-1))} ms, every affected page served up to date after ${Math.round(freshLatencies.at(-1))} ms, re-rendered in the store after ${Math.round(passLatencies.at(-1))} ms`,
    );
  }
  out.writeToServedMs = {
    n: latencies.length,
    p50: Math.round(pct(latencies, 50)),
    p95: Math.round(pct(latencies, 95)),
    allAffectedP50: Math.round(pct(passLatencies, 50)),
    allAffectedP95: Math.round(pct(passLatencies, 95)),
    allServedFreshP50: Math.round(pct(freshLatencies, 50)),
    allServedFreshP95: Math.round(pct(freshLatencies, 95)),
  };
  console.log(
    `write → updated HTML served: provider page p50 ${out.writeToServedMs.p50} ms, p95 ${out.writeToServedMs.p95} ms; every affected page (lists, categories, comparisons) served up to date p50 ${out.writeToServedMs.allServedFreshP50} ms, p95 ${out.writeToServedMs.allServedFreshP95} ms, re-rendered in the store p50 ${out.writeToServedMs.allAffectedP50} ms, p95 ${out.writeToServedMs.allAffectedP95} ms (n=${latencies.length})`,
  );

  // What the integrity signals added to each of those creates (computed and stored in the
  // create's transaction), from the line the review hook logs (pb_hooks/reviews.pb.js).
  const { SIGNALS_TIMING_LOG } = await import('../src/lib/contract/review-integrity.ts');
  // PocketBase writes its log in batches: wait (up to 10 s) for the lines of every create.
  let logged = { items: [] };
  for (let t = Date.now(); Date.now() - t < 10_000;) {
    logged = await pb.send('/api/logs', {
      query: {
        filter: `message = "${SIGNALS_TIMING_LOG}"`,
        sort: '-created',
        perPage: latencies.length,
      },
    });
    if (logged.items.length >= latencies.length) break;
    await new Promise((r) => setTimeout(r, 250));
  }
  const signalMs = logged.items.map((l) => Number(l.data?.ms));
  const reviewCount = (await pb.collection('reviews').getList(1, 1, { fields: 'id' })).totalItems;
  out.signalsMs = {
    n: signalMs.length,
    p50: pct(signalMs, 50),
    p95: pct(signalMs, 95),
    max: Math.max(...signalMs),
    reviews: reviewCount,
  };
  console.log(
    `integrity signals per review create (${reviewCount} reviews): p50 ${out.signalsMs.p50} ms, p95 ${out.signalsMs.p95} ms, max ${out.signalsMs.max} ms (n=${signalMs.length})`,
  );

  // 4. Pages re-rendered per kind of change (one change at a time).
  const kinds = {};
  // Which stored pages' bytes a change actually altered (ETag = hash of the body), next to
  // the pages the pass rendered: rendered ⊇ changed, and the difference is pages whose
  // tags matched but whose HTML came out the same (e.g. a card below the fold of a list).
  const etags = (store = server.pages.store) =>
    new Map([...store.keys()].map((k) => [k, store.get(k)?.etag]));
  /** Pages of two ETag snapshots: in both but different, only in `a`, only in `b`. */
  const diff = (a, b) => ({
    differ: [...a.keys()].filter((k) => b.has(k) && b.get(k) !== a.get(k)),
    onlyA: [...a.keys()].filter((k) => !b.has(k)),
    onlyB: [...b.keys()].filter((k) => !a.has(k)),
  });
  const measure = async (kind, fn) => {
    await server.revalidator?.drain();
    passes.length = 0;
    const before = etags();
    const tWrite = performance.now();
    await fn();
    const t0 = Date.now();
    while (passes.length === 0 && Date.now() - t0 < 20000)
      await new Promise((r) => setTimeout(r, 20));
    await server.revalidator?.drain();
    const rendered = passes.reduce((n, p) => n + p.rendered, 0);
    const affected = passes.reduce((n, p) => n + p.keys.length + p.discovered.length, 0);
    const d = diff(before, etags());
    const changed = d.differ.length + d.onlyA.length + d.onlyB.length;
    kinds[kind] = {
      rendered,
      affected,
      changed,
      removed: passes.reduce((n, p) => n + p.removed.length, 0),
      ms: Math.round(passes.reduce((n, p) => n + p.ms, 0)),
      // From the write to the last affected page stored (outbox, debounce and passes).
      writeToAllMs: Math.round(performance.now() - tWrite),
      // From the write until every affected page is served up to date (re-rendered or marked).
      servedFreshMs: Math.round(Math.max(...passes.map((p) => p.freshAt)) - tWrite),
    };
    console.log(
      `  ${kind}: ${rendered} page(s) rendered, affected set ${affected}, ${changed} changed bytes, ${kinds[kind].removed} removed, ${kinds[kind].ms} ms rendering; from the write: every affected page served up to date after ${kinds[kind].servedFreshMs} ms, re-rendered in the store after ${kinds[kind].writeToAllMs} ms`,
    );
  };
  console.log('pages re-rendered per change:');
  const [a, b] = providers.items.slice(-2);
  const fan = await newUser('fav');
  await measure('favourite', () =>
    pb.collection('user_favorites').create({ user: fan.id, provider: a.id }),
  );
  await measure('review', async () =>
    pb.collection('reviews').create(
      {
        provider: a.id,
        reviewer: fan.id,
        title: 'Otra',
        review_text: honestText(),
        overall_rating: 4,
        would_recommend: true,
      },
      asMember(),
    ),
  );
  await measure('provider description', () =>
    pb.collection('providers').update(a.id, { description: `${a.description} (actualizado)` }),
  );
  await measure('provider rename', () =>
    pb.collection('providers').update(b.id, { company_name: `${b.company_name} Renombrada` }),
  );
  await measure('provider rejected', () =>
    pb.collection('providers').update(b.id, { status: 'rejected' }),
  );
  const cat = await pb.collection('service_categories').getFirstListItem('active = true');
  await measure('category label', () =>
    pb.collection('service_categories').update(cat.id, { label: `${cat.label} ` }),
  );
  // A post the public sees (a scheduled one is on no page yet).
  const { PUBLISHED_POST_FILTER } = await import('../src/lib/contract/visibility.ts');
  const post = await pb.collection('blog_posts').getFirstListItem(PUBLISHED_POST_FILTER);
  await measure('blog post edit', () =>
    pb.collection('blog_posts').update(post.id, { title: `${post.title} (2)` }),
  );
  out.perChange = kinds;

  // 4b. No stale page: the store kept up to date by those passes against a full pre-render
  // of the same data into a fresh store (same build, same data, so the same bytes).
  await server.revalidator?.drain();
  const { PageStore } = await import('../src/server/page-store.ts');
  const freshCfg = { ...cfg, pageStoreDir: join(tmp, 'fresh') };
  await prerender(freshCfg, () => undefined);
  const fresh = await PageStore.open(freshCfg.pageStoreDir, { memoryBytes: 0 });
  const rebuilt = etags(fresh);
  const { differ: stale, onlyA: missing, onlyB: extra } = diff(rebuilt, etags());
  // DUMP_DIFFER=DIR: both versions of each differing page, kept for a look after the run.
  if (process.env.DUMP_DIFFER) {
    mkdirSync(process.env.DUMP_DIFFER, { recursive: true });
    for (const k of stale) {
      const f = fresh.get(k).file;
      const keep = (dir, prefix) =>
        cpSync(
          join(dir, 'site', f),
          join(process.env.DUMP_DIFFER, prefix + f.replaceAll('/', '_')),
        );
      keep(freshCfg.pageStoreDir, 'full-');
      keep(cfg.pageStoreDir, 'incr-');
      console.log(
        'DIFFER',
        k,
        JSON.stringify(fresh.get(k).tags),
        JSON.stringify(server.pages.store.get(k)),
      );
    }
  }
  await fresh.close();
  // Pages only the incremental store has are pages no longer linked from anywhere (e.g. a
  // comparison pair that left a category's top three when scores moved): still valid URLs.
  // They count as stale only if rendering them again now changes their bytes.
  const extraBefore = etags();
  await server.pages.refresh(new Set(extra), { maxDiscovered: 0 });
  const extraAfter = etags();
  const staleExtra = extra.filter((k) => extraBefore.get(k) !== extraAfter.get(k));
  out.againstFullRebuild = {
    pages: rebuilt.size,
    stale: stale.length,
    missing: missing.length,
    extra: extra.length,
    staleExtra: staleExtra.length,
  };
  console.log(
    `incremental store vs a full rebuild of the same data: ${rebuilt.size} pages, ${stale.length} differ, ${missing.length} missing, ${extra.length} extra (unlinked now; ${staleExtra.length} of them out of date)` +
      (stale.length + missing.length + extra.length > 0
        ? ` (${[...stale, ...missing, ...extra].slice(0, 10).join(', ')})`
        : ''),
  );

  // 5. Throughput: our server vs sirv on the same files.
  const paths = [...server.pages.store.keys()]
    .filter((k) => !k.includes('?') && k !== '/404')
    .slice(0, 50);
  const serveSirv = sirv(server.pages.store.siteDir, {
    extensions: ['html'],
    gzip: true,
    brotli: true,
    etag: true,
    dev: false,
  });
  const sirvServer = createServer((req, res) => {
    serveSirv(req, res, () => {
      res.writeHead(404).end();
    });
  });
  await new Promise((r) => sirvServer.listen(0, '127.0.0.1', () => r(undefined)));
  const sirvBase = `http://127.0.0.1:${/** @type {import('node:net').AddressInfo} */ (sirvServer.address()).port}`;
  const cannon = (url) =>
    autocannon({
      url,
      connections: 50,
      duration: Number(args.duration),
      headers: { 'accept-encoding': 'br, gzip' },
      requests: paths.map((path) => ({ method: 'GET', path })),
    });
  const ours = await cannon(base);
  const theirs = await cannon(sirvBase);
  out.throughput = {
    oursRps: Math.round(ours.requests.average),
    sirvRps: Math.round(theirs.requests.average),
    ratio: +(ours.requests.average / theirs.requests.average).toFixed(2),
    oursP99ms: ours.latency.p99,
    sirvP99ms: theirs.latency.p99,
    errors: ours.errors + ours.non2xx + theirs.errors + theirs.non2xx,
  };
  console.log(
    `requests/s on ${paths.length} stored pages: ours ${out.throughput.oursRps}, sirv ${out.throughput.sirvRps}, ratio ${out.throughput.ratio}`,
  );
  sirvServer.close();
  await server.close();

  // 6. The targets (docs/PERFORMANCE.md § Targets); exit status 1 when one fails. The rates and
  // latencies of a 10,000-provider directory are the reference: a demo directory (a few hundred
  // providers) is held to the same latencies, and to 300 pages/s for its cold pre-render (a
  // few thousand pages do not amortise a process's start: loading the Astro app in each render
  // thread and compiling it).
  const large = providers.totalItems >= 5000;
  const minRate = large ? 1000 : 300;
  const label = kinds['category label'];
  const targets = [
    {
      target: `full pre-render ≥ ${minRate.toLocaleString('en')} pages/s`,
      value: `${out.prerender.pagesPerSecond} pages/s (${out.prerender.pages} pages, ${out.prerender.renderThreads} render threads)`,
      pass: out.prerender.pagesPerSecond >= minRate,
    },
    {
      target: 'review write → every affected page served up to date, p95 < 150 ms',
      value: `${out.writeToServedMs.allServedFreshP95} ms`,
      pass: out.writeToServedMs.allServedFreshP95 < 150,
    },
    {
      target: 'review write → the provider page as a visitor sees it, p95 < 150 ms',
      value: `${out.writeToServedMs.p95} ms (p50 ${out.writeToServedMs.p50} ms)`,
      pass: out.writeToServedMs.p95 < 150,
    },
    {
      target: 'review write → every affected page in the static store, p95 < 1.5 s',
      value: `${out.writeToServedMs.allAffectedP95} ms (p50 ${out.writeToServedMs.allAffectedP50} ms)`,
      pass: out.writeToServedMs.allAffectedP95 < 1500,
    },
    {
      target: 'integrity signals add ≤ 20 ms p95 to a review create',
      value: `${out.signalsMs.p95} ms (${out.signalsMs.reviews} reviews)`,
      pass: out.signalsMs.n === latencies.length && out.signalsMs.p95 <= 20,
    },
    {
      target: 'category label change → every affected page served up to date ≤ 10 s',
      value: `${label.servedFreshMs} ms (${label.rendered} pages)`,
      pass: label.servedFreshMs <= 10_000,
    },
    {
      target: 'category label change → every affected page in the static store ≤ 20 s',
      value: `${label.writeToAllMs} ms (${label.rendered} pages)`,
      pass: label.writeToAllMs <= 20_000,
    },
    {
      target: 'incremental store = full rebuild (0 stale or missing pages; extra ones current)',
      value: `${stale.length} differ, ${missing.length} missing, ${extra.length} extra (${staleExtra.length} out of date) of ${rebuilt.size}`,
      pass: stale.length + missing.length + staleExtra.length === 0,
    },
  ];
  out.targets = targets;
  console.log(`targets, ${out.scale}:`);
  for (const t of targets) console.log(`  ${t.pass ? 'PASS' : 'FAIL'}  ${t.target}: ${t.value}`);
  out.loadAverage = loadavg().map((l) => +l.toFixed(2));
  console.log(JSON.stringify(out, null, 2));
  failed = targets.some((t) => !t.pass);
} finally {
  await pbProc?.stop();
  rmSync(tmp, { recursive: true, force: true });
}
process.exit(failed === false ? 0 : 1);
