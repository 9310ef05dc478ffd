#!/usr/bin/env node
// `npm run bench:load`: the load test (docs/PERFORMANCE.md § Load), on loopback only.
//   node scripts/bench-load.mjs [--duration 60] [--visitors 200] [--writers 20]
//     [--rate-limits on|off] [--no-build] [--reuse DIR] [--pb-port N] [--web-port N]
//     [--settle-timeout 900] [--json] [--through-cache] [--data DIR]
// Starts its own stack (scripts/lib/bench-stack.mjs: build unless --no-build, PocketBase in a
// fresh temp dir, demo seed, full pre-render, web server in its own process; --data DIR: a copy
// of that seeded PocketBase data dir instead of the demo seed, e.g. the 10,000-provider one
// `bench:scale -- --data DIR` keeps). Before the timed
// part it creates the writers as the superuser (approved, verified HR professionals; password
// hashing is slow) and signs each in. Then, for --duration seconds at once:
//   - visitors: autocannon in its own process (scripts/lib/load-visitors.mjs), --visitors
//     connections on a mix of stored public pages (landing, directories and their pages,
//     providers, categories, comparisons, blog);
//   - writers: --writers signed-in users in closed loops, each from its own loopback address
//     (127.<n>.0.10: PocketBase rate-limits per client IP and the review signals count accounts
//     per /24 network, as they would with real users), each
//     writing a review of the next provider of its own list (never the same provider twice)
//     and toggling a favourite (create, then delete on the next round).
// Errors: every non-2xx answer except expected refusals (429 from the rate limiter) and every
// network error or timeout; they must be 0. Afterwards it waits until the web server has
// consumed the whole outbox, then checks every provider that received a write: the static
// provider page shows the rating, review count and favourite count of a recount from the
// reviews and favourites tables, the newest accepted review's title, and the stored aggregates
// equal the recount; every accepted review is in the database. Exit 1 on any error or mismatch.
//
// --through-cache: Varnish (varnish/site.vcl) in front of the web server, which purges it after
// each pass; visitors and every page read go through it. Also measured: requests that reached
// the origin per 1,000 visitor requests during the timed part (goal <= 10), after a warm-up
// fetch of every visitor URL and of every provider page a writer may review (a visitor's
// request and a writer's poll carry `x-bench-load: visitor|poll`, which Varnish passes on to
// the origin request it makes, counted from its log): the origin requests visitors caused, and
// all of them (the writers' polls of the page they just changed included) per 1,000 requests
// to the cache; how long each accepted review took to show on its provider's page through the
// cache (p95 goal < 1 s), and, after the run, every page the cache holds compared with the
// store (the origin's answer): 0 may differ.
//
// BENCH_LOG=1 prints the web server's log too (a line per revalidation pass).
import { spawn } from 'node:child_process';
import { request as httpRequest, Agent } from 'node:http';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import PocketBase from 'pocketbase';
import { startBenchStack } from './lib/bench-stack.mjs';
import { honestText } from '../tests/shared/honest-text.ts';
import { sitemapPaths } from './lib/sitemap-paths.mjs';

const { values: args } = parseArgs({
  options: {
    duration: { type: 'string', default: '60' },
    visitors: { type: 'string', default: '200' },
    writers: { type: 'string', default: '20' },
    'rate-limits': { type: 'string', default: 'on' },
    'no-build': { type: 'boolean', default: false },
    reuse: { type: 'string' },
    data: { type: 'string' },
    'pb-port': { type: 'string' },
    'web-port': { type: 'string' },
    'settle-timeout': { type: 'string', default: '900' },
    json: { type: 'boolean', default: false },
    'through-cache': { type: 'boolean', default: false },
  },
});
const DURATION = Number(args.duration);
const VISITORS = Number(args.visitors);
const WRITERS = Number(args.writers);
const CACHED = args['through-cache'];
const PASSWORD = 'carga-secreta-1';
const pct = (xs, p) =>
  xs.length
    ? [...xs].sort((a, b) => a - b)[Math.min(xs.length - 1, Math.floor((p / 100) * xs.length))]
    : NaN;
const round = (n) => Math.round(n * 10) / 10;
const lat = (xs) => ({
  n: xs.length,
  p50: Math.round(pct(xs, 50)),
  p95: Math.round(pct(xs, 95)),
  p99: Math.round(pct(xs, 99)),
});
const log = (m) => console.log(`[load] ${m}`);
/** Who made a request through the cache, passed on to the origin request (counted from its log). */
const LOAD_HEADER = 'x-bench-load';

/** JSON over HTTP from a given local address (one keep-alive agent per writer). */
function api(base, agent, localAddress, method, path, token, body) {
  return new Promise((resolve) => {
    const data = body === undefined ? undefined : Buffer.from(JSON.stringify(body));
    const t0 = performance.now();
    const req = httpRequest(
      new URL(path, base),
      {
        method,
        agent,
        localAddress,
        timeout: 30_000,
        headers: {
          accept: 'application/json',
          ...(token ? { authorization: token } : {}),
          ...(data ? { 'content-type': 'application/json', 'content-length': data.length } : {}),
        },
      },
      (res) => {
        const chunks = [];
        res.on('data', (c) => chunks.push(c));
        res.on('end', () => {
          const text = Buffer.concat(chunks).toString('utf8');
          let json;
          try {
            json = text ? JSON.parse(text) : undefined;
          } catch {
            json = undefined;
          }
          resolve({ status: res.statusCode ?? 0, json, ms: performance.now() - t0 });
        });
      },
    );
    req.on('timeout', () => req.destroy(new Error('timeout')));
    req.on('error', (e) => resolve({ status: 0, error: e.message, ms: performance.now() - t0 }));
    req.end(data);
  });
}

let stack;
let exitCode;
try {
  stack = await startBenchStack({
    build: !args['no-build'],
    ...(args.reuse ? { reuse: args.reuse } : {}),
    ...(args.data ? { data: args.data } : {}),
    ...(args['pb-port'] ? { pbPort: Number(args['pb-port']) } : {}),
    ...(args['web-port'] ? { webPort: Number(args['web-port']) } : {}),
    pbEnv: { RATE_LIMITS: args['rate-limits'] === 'off' ? 'off' : 'on' },
    cache: CACHED,
    log,
  });
  const { pbUrl } = stack;
  // Where visitors and page checks go: the cache when there is one, else the web server.
  const siteUrl = CACHED ? stack.cacheUrl : stack.siteUrl;
  const su = new PocketBase(pbUrl);
  su.autoCancellation(false);
  await su
    .collection('_superusers')
    .authWithPassword(stack.env.PB_SUPERUSER_EMAIL, stack.env.PB_SUPERUSER_PASSWORD);

  // ---- Setup (untimed): providers, writers, visitor URLs.
  const providers = await su.collection('providers').getFullList({
    filter: 'status = "approved" && verified = true',
    fields: 'id,slug',
    sort: 'slug',
    batch: 1000,
  });
  const run = Date.now().toString(36);
  log(`creating ${WRITERS} writers (password hashing)…`);
  const writers = [];
  for (let i = 0; i < WRITERS; i += 4) {
    const batch = [];
    for (let j = i; j < Math.min(WRITERS, i + 4); j++) {
      batch.push(
        su.collection('users').create({
          email: `carga-${run}-${j}@example.com`,
          password: PASSWORD,
          passwordConfirm: PASSWORD,
          first_name: 'Carga',
          last_name: `Usuario ${j}`,
          job_title: 'Analista de RR. HH.',
          company_name: 'Prueba de carga',
          user_type: 'hr_professional',
          roles: ['hr_professional'],
          approved: true,
          verified: true,
        }),
      );
    }
    writers.push(...(await Promise.all(batch)));
  }
  const sessions = [];
  for (const [i, w] of writers.entries()) {
    // A /24 of its own (all of 127/8 is loopback): the review signals count accounts per
    // network, and the seed wrote its reviews from 127.0.0.1.
    const localAddress = `127.${1 + i}.0.10`;
    const agent = new Agent({ keepAlive: true, maxSockets: 4 });
    const r = await api(
      pbUrl,
      agent,
      localAddress,
      'POST',
      '/api/collections/users/auth-with-password',
      undefined,
      {
        identity: w.email,
        password: PASSWORD,
      },
    );
    if (r.status !== 200) throw new Error(`sign-in of writer ${i} answered ${r.status}`);
    // Each writer (a new account, owning no provider) walks all providers from its own
    // offset: never the same provider twice.
    const offset = Math.floor((i * providers.length) / WRITERS);
    sessions.push({
      i,
      id: w.id,
      token: r.json.token,
      agent,
      localAddress,
      queue: [...providers.slice(offset), ...providers.slice(0, offset)],
      favourite: undefined,
    });
  }

  const locs = await sitemapPaths(async (path) => (await fetch(siteUrl + path)).text());
  const comparisons = [
    ...(await (await fetch(`${siteUrl}/comparativas`)).text()).matchAll(
      /href="(\/comparativas\/[^"/]+-vs-[^"/]+)"/g,
    ),
  ].map((m) => m[1]);
  const pick = (xs, n) =>
    xs.filter((_, k) => k % Math.max(1, Math.floor(xs.length / n)) === 0).slice(0, n);
  const visitorPaths = [
    '/',
    '/providers',
    '/proveedores',
    '/providers?pagina=2',
    '/proveedores?pagina=3',
    '/categories',
    '/comparativas',
    '/blog',
    '/about',
    ...pick(
      locs.filter((l) => /^\/providers\/[^/]+$/.test(l)),
      40,
    ),
    // The first providers of the writers' lists: pages re-rendered during the run.
    ...sessions.map((s) => `/providers/${s.queue[0].slug}`),
    ...pick(
      locs.filter((l) => /^\/proveedores\/categoria\/[^/]+$/.test(l)),
      8,
    ),
    ...pick(
      locs.filter((l) => /^\/proveedores\/categoria\/[^/]+\/[^/]+$/.test(l)),
      15,
    ),
    ...pick(comparisons, 10),
    ...pick(
      locs.filter((l) => /^\/blog\/[^/]+$/.test(l)),
      10,
    ),
  ];
  // Warm-up: every visitor URL, and the provider pages the writers may review (at most one
  // review a second each), as the visitors' encoding and the writers' polls ask for them.
  const warm = [
    ...visitorPaths,
    ...sessions.flatMap((s) => s.queue.slice(0, DURATION).map((p) => `/providers/${p.slug}`)),
  ];
  for (const p of new Set(warm)) {
    const r = await fetch(siteUrl + p, { headers: { 'accept-encoding': 'br, gzip' } });
    await r.arrayBuffer();
    if (r.status !== 200) throw new Error(`${p} answered ${r.status} before the run`);
  }
  log(
    `${providers.length} providers, ${WRITERS} writers signed in, ${visitorPaths.length} visitor URLs`,
  );

  // ---- Timed part.
  const ops = { review: [], favCreate: [], favDelete: [] };
  const refused = {};
  const errors = [];
  const accepted = []; // { provider, id, title, at }
  const touched = new Set();
  let stopAt = 0;
  /**
   * Through the cache: ms from a review's acceptance until its page shows it, and an upper
   * bound of the cache's share of that (now minus the page's Last-Modified, the second the
   * store wrote it), or null when not shown within 180 s.
   */
  const visibility = [];
  const visibleAfter = async (slug, title, at) => {
    while (performance.now() - at < 180_000) {
      const r = await fetch(`${siteUrl}/providers/${slug}`, {
        headers: { 'accept-encoding': 'br, gzip', [LOAD_HEADER]: 'poll' },
      }).catch(() => null);
      if (r && (await r.text()).includes(title)) {
        const stored = Date.parse(r.headers.get('last-modified') ?? '');
        return { ms: performance.now() - at, cacheMaxMs: Date.now() - stored };
      }
      await new Promise((res) => setTimeout(res, 200));
    }
    return null;
  };
  const writer = async (s) => {
    let n = 0;
    while (performance.now() < stopAt) {
      const p = s.queue[n % s.queue.length];
      if (n >= s.queue.length) break; // every provider reviewed once
      n++;
      const title = `Reseña de carga ${run} u${s.i} n${n}`;
      const r = await api(
        pbUrl,
        s.agent,
        s.localAddress,
        'POST',
        '/api/collections/reviews/records',
        s.token,
        {
          provider: p.id,
          title,
          // A text of its own: the review signals hold near-duplicate texts for verification
          // (docs/SECURITY.md § Review signals), and a held review is never shown.
          review_text: honestText(),
          pros: 'Rapidez',
          cons: 'Ninguno',
          overall_rating: 1 + ((s.i + n) % 5),
          would_recommend: (s.i + n) % 3 !== 0,
          anonymous: n % 4 === 0,
        },
      );
      record('review', r);
      if (r.status === 200 && CACHED)
        visibility.push(
          visibleAfter(p.slug, title, performance.now()).then((seen) => ({ title, seen })),
        );
      if (r.status === 200) {
        accepted.push({
          provider: p.id,
          slug: p.slug,
          id: r.json.id,
          title,
          at: performance.now(),
        });
        touched.add(p.id);
      }
      if (performance.now() >= stopAt) break;
      if (s.favourite) {
        const d = await api(
          pbUrl,
          s.agent,
          s.localAddress,
          'DELETE',
          `/api/collections/user_favorites/records/${s.favourite.id}`,
          s.token,
        );
        record('favDelete', d);
        if (d.status === 204) {
          touched.add(s.favourite.provider);
          s.favourite = undefined;
        }
      } else {
        const fp = s.queue[(n * 7) % s.queue.length];
        const c = await api(
          pbUrl,
          s.agent,
          s.localAddress,
          'POST',
          '/api/collections/user_favorites/records',
          s.token,
          {
            user: s.id,
            provider: fp.id,
          },
        );
        record('favCreate', c);
        if (c.status === 200) {
          s.favourite = { id: c.json.id, provider: fp.id };
          touched.add(fp.id);
        }
      }
    }
  };
  function record(kind, r) {
    if (r.status >= 200 && r.status < 300) ops[kind].push(r.ms);
    else if (r.status === 429) refused[kind] = (refused[kind] ?? 0) + 1;
    else
      errors.push({
        kind,
        status: r.status,
        error: r.error ?? r.json?.message,
        data: r.json?.data,
      });
  }

  log(`timed part: ${DURATION} s, ${VISITORS} visitors + ${WRITERS} writers`);
  const eventsBefore = (
    await su.collection('change_events').getList(1, 1, { filter: 'done = false' })
  ).totalItems;
  const statsBefore = CACHED ? stack.varnish.stats() : undefined;
  const originLog = CACHED ? stack.varnish.logOriginRequests(LOAD_HEADER) : undefined;
  const t0 = performance.now();
  stopAt = t0 + DURATION * 1000;
  const visitors = new Promise((resolve, reject) => {
    const child = spawn(
      process.execPath,
      [
        join(import.meta.dirname, 'lib/load-visitors.mjs'),
        JSON.stringify({
          url: siteUrl,
          connections: VISITORS,
          duration: DURATION,
          paths: visitorPaths,
          headers: CACHED ? { [LOAD_HEADER]: 'visitor' } : {},
        }),
      ],
      { stdio: ['ignore', 'pipe', 'inherit'] },
    );
    let text = '';
    child.stdout.on('data', (c) => (text += c));
    child.on('exit', (code) =>
      code === 0
        ? resolve(JSON.parse(text.trim().split('\n').at(-1)))
        : reject(new Error(`visitors exited ${code}`)),
    );
  });
  const [v] = await Promise.all([visitors, Promise.all(sessions.map(writer))]);
  const elapsed = (performance.now() - t0) / 1000;
  const visibleMs = await Promise.all(visibility);
  const originBy = await originLog?.stop();
  const statsAfter = CACHED ? stack.varnish.stats() : undefined;

  // ---- Settle: the web server consumes the outbox (every pass re-renders the affected pages).
  const settleStart = performance.now();
  let pending = -1;
  for (;;) {
    pending = (await su.collection('change_events').getList(1, 1, { filter: 'done = false' }))
      .totalItems;
    if (pending === 0) break;
    const waited = (performance.now() - settleStart) / 1000;
    if (waited > Number(args['settle-timeout'])) break;
    if (Math.floor(waited) % 15 === 0) log(`settling: ${pending} outbox event(s) pending`);
    await new Promise((r) => setTimeout(r, 1000));
  }
  const settleSeconds = (performance.now() - settleStart) / 1000;
  log(
    `outbox ${pending === 0 ? 'consumed' : `NOT consumed (${pending} left)`} ${round(settleSeconds)} s after the run`,
  );

  // ---- Checks: database recount vs stored aggregates vs the static page.
  const mismatches = [];
  const written = await su
    .collection('reviews')
    .getFullList({ filter: `title ~ "${run}"`, fields: 'id,title,hidden', batch: 1000 });
  const ids = new Set(written.map((r) => r.id));
  // Reviews the integrity signals held for verification (e.g. more reviews of one provider in
  // a day than its history explains): stored, in no page and no aggregate, by design.
  const held = new Set(written.filter((r) => r.hidden).map((r) => r.title));
  log(`held for verification by the review signals: ${held.size} of ${written.length}`);
  const byProvider = new Map();
  for (const a of accepted) if (!held.has(a.title)) byProvider.set(a.provider, a);
  const lost = accepted.filter((a) => !ids.has(a.id));
  if (lost.length) mismatches.push(`${lost.length} accepted review(s) missing from the database`);
  if (ids.size !== accepted.length)
    mismatches.push(`${ids.size} reviews of this run in the database, ${accepted.length} accepted`);
  const slugOf = new Map(providers.map((p) => [p.id, p.slug]));
  for (const id of touched) {
    const p = await su
      .collection('providers')
      .getOne(id, { fields: 'id,average_rating,total_reviews,favorites_count' });
    const reviews = await su.collection('reviews').getFullList({
      filter: su.filter('provider = {:id} && hidden = false', { id }),
      fields: 'overall_rating',
      batch: 1000,
    });
    const favs = await su
      .collection('user_favorites')
      .getList(1, 1, { filter: su.filter('provider = {:id}', { id }) });
    const count = reviews.length;
    const avg = count
      ? Math.round((reviews.reduce((n, r) => n + r.overall_rating, 0) / count) * 100) / 100
      : 0;
    if (
      p.total_reviews !== count ||
      Math.abs(p.average_rating - avg) > 0.0051 ||
      p.favorites_count !== favs.totalItems
    ) {
      mismatches.push(
        `${slugOf.get(id)}: stored ${p.total_reviews}/${p.average_rating}/${p.favorites_count}, recount ${count}/${avg}/${favs.totalItems}`,
      );
    }
    const html = await (await fetch(`${siteUrl}/providers/${slugOf.get(id)}`)).text();
    const shownRating = html.match(/data-field="rating"[^>]*>\s*([^<]+?)\s*</)?.[1];
    const shownCount = Number(html.match(/data-field="reviews"[^>]*>\s*\((\d+)/)?.[1]);
    const shownFavs = Number(
      html.match(/data-favorite-count[^>]*data-count="(\d+)"/)?.[1] ??
        html.match(/data-count="(\d+)"[^>]*>/)?.[1],
    );
    const expectRating = count > 0 ? p.average_rating.toFixed(1) : 'N/A';
    if (shownRating !== expectRating || shownCount !== count || shownFavs !== favs.totalItems) {
      mismatches.push(
        `${slugOf.get(id)} page shows ${shownRating}/${shownCount}/${shownFavs}, recount ${expectRating}/${count}/${favs.totalItems}`,
      );
    }
    const newest = byProvider.get(id);
    if (newest && !html.includes(newest.title))
      mismatches.push(`${newest.slug}: newest review "${newest.title}" not on the page`);
  }

  // ---- Through the cache: every page it holds (X-Cache: HIT) against the origin's answer.
  let cache;
  if (CACHED) {
    const delta = (k) => statsAfter[k] - statsBefore[k];
    const clientReq = delta('MAIN.client_req');
    const backendReq = delta('MAIN.backend_req');
    const published = visibleMs.filter((x) => !held.has(x.title));
    const seen = published.map((x) => x.seen).filter((x) => x !== null);
    const shown = seen.map((x) => x.ms);
    const cacheShare = seen.map((x) => x.cacheMaxMs);
    const pages = [
      ...new Set([
        ...visitorPaths,
        ...locs,
        ...[...touched].map((id) => `/providers/${slugOf.get(id)}`),
      ]),
    ];
    let cached = 0;
    const differing = [];
    const headers = { 'accept-encoding': 'br, gzip' };
    for (const path of pages) {
      const viaCache = await fetch(siteUrl + path, { headers });
      const body = await viaCache.text();
      if (viaCache.headers.get('x-cache') !== 'HIT') continue;
      cached++;
      const fromStore = await (await fetch(stack.siteUrl + path, { headers })).text();
      if (fromStore !== body) differing.push(path);
    }
    const fromVisitors = originBy?.visitor ?? 0;
    cache = {
      visitorRequests: v.requests,
      originRequestsOfVisitors: fromVisitors,
      originPer1000VisitorRequests: round((fromVisitors / Math.max(1, v.requests)) * 1000),
      originRequestsOfPolls: originBy?.poll ?? 0,
      clientRequests: clientReq,
      originRequests: backendReq,
      originPer1000: round((backendReq / Math.max(1, clientReq)) * 1000),
      reviewsChecked: published.length,
      visibleMs: { ...lat(shown), max: Math.round(Math.max(0, ...shown)) },
      // Upper bound (Last-Modified has whole seconds: up to 1 s too high) of the time from
      // the store writing the page to the cache showing it.
      storeToCacheMaxMs: lat(cacheShare),
      neverVisible: published.length - shown.length,
      pagesCompared: pages.length,
      pagesCached: cached,
      pagesDiffering: differing.length,
    };
    for (const d of differing.slice(0, 10)) mismatches.push(`cache holds an old ${d}`);
    if (cache.neverVisible > 0)
      mismatches.push(`${cache.neverVisible} review(s) never shown through the cache`);
  }

  // ---- Report.
  const writes = [...ops.review, ...ops.favCreate, ...ops.favDelete];
  const out = {
    machine: 'loopback; the 2-core shared development machine unless stated otherwise',
    durationSeconds: round(elapsed),
    eventsPendingBefore: eventsBefore,
    visitors: { connections: VISITORS, ...v },
    writers: {
      users: WRITERS,
      reviewsAccepted: ops.review.length,
      reviewsPerSecond: round(ops.review.length / elapsed),
      favouriteCreates: ops.favCreate.length,
      favouriteDeletes: ops.favDelete.length,
      writesPerSecond: round(writes.length / elapsed),
      latencyMs: {
        all: lat(writes),
        review: lat(ops.review),
        favCreate: lat(ops.favCreate),
        favDelete: lat(ops.favDelete),
      },
      refused429: refused,
      errors: errors.length,
    },
    settle: { seconds: round(settleSeconds), pending },
    checked: { providers: touched.size, mismatches: mismatches.length },
    ...(cache ? { throughCache: cache } : {}),
  };
  if (args.json) console.log(JSON.stringify(out, null, 2));
  else {
    console.log(
      `\nload test, ${out.durationSeconds} s on loopback (rate limits ${args['rate-limits']})`,
    );
    console.log(
      `visitors: ${VISITORS} connections, ${v.requests} requests = ${v.rps} req/s; latency ms p50/p95/p99 ${v.p50}/${v.p95}/${v.p99}, max ${v.max}; non-2xx ${v.non2xx}, errors ${v.errors} (timeouts ${v.timeouts}); ${JSON.stringify(v.statuses)}`,
    );
    const w = out.writers.latencyMs;
    console.log(
      `writers: ${WRITERS} users, ${out.writers.reviewsAccepted} reviews (${out.writers.reviewsPerSecond}/s) + ${out.writers.favouriteCreates} favourite creates + ${out.writers.favouriteDeletes} deletes = ${out.writers.writesPerSecond} writes/s`,
    );
    console.log(
      `  latency ms p50/p95/p99: all ${w.all.p50}/${w.all.p95}/${w.all.p99}; review ${w.review.p50}/${w.review.p95}/${w.review.p99}; favourite create ${w.favCreate.p50}/${w.favCreate.p95}/${w.favCreate.p99}; delete ${w.favDelete.p50}/${w.favDelete.p95}/${w.favDelete.p99}`,
    );
    console.log(
      `  refused by the rate limiter (429): ${JSON.stringify(refused)}; errors ${errors.length}`,
    );
    console.log(
      `settle: outbox consumed ${round(settleSeconds)} s after the run (${pending} pending)`,
    );
    console.log(`checked ${touched.size} providers: ${mismatches.length} mismatch(es)`);
    if (cache) {
      console.log(
        `through the cache: ${cache.originRequestsOfVisitors} origin requests for ${cache.visitorRequests} visitor requests = ${cache.originPer1000VisitorRequests} per 1,000 (goal <= 10); all: ${cache.originRequests} (the writers' polls ${cache.originRequestsOfPolls}) for ${cache.clientRequests} requests = ${cache.originPer1000} per 1,000; reviews visible ms p50/p95/p99 ${cache.visibleMs.p50}/${cache.visibleMs.p95}/${cache.visibleMs.p99} (max ${cache.visibleMs.max}, ${cache.neverVisible} never), of which store → cache at most ${cache.storeToCacheMaxMs.p50}/${cache.storeToCacheMaxMs.p95}/${cache.storeToCacheMaxMs.p99}; ${cache.pagesCached} cached pages of ${cache.pagesCompared} compared with the store, ${cache.pagesDiffering} differ`,
      );
    }
    console.log(JSON.stringify(out));
  }
  for (const e of errors.slice(0, 10)) console.log(`  error: ${JSON.stringify(e)}`);
  for (const m of mismatches.slice(0, 20)) console.log(`  mismatch: ${m}`);
  exitCode = errors.length || v.non2xx || v.errors || mismatches.length || pending !== 0 ? 1 : 0;
} finally {
  await stack?.stop();
}
process.exit(exitCode ?? 1);
