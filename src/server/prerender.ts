/**
 * Full pre-render: every public page the current data implies, into a fresh page store that
 * then replaces the old one in one rename. Starts from the URLs of the data (known-urls.ts)
 * and follows every same-site link of every rendered page (pagination, comparison pairs,
 * sitemap entries, the feed). Outbox events pending when it started are marked done at the
 * end: the pages were rendered after them.
 */
import { rename, rm } from 'node:fs/promises';
import type { TypedPocketBase } from '../lib/data/pb-server.ts';
import type { ServerConfig } from './config.ts';
import { knownUrls } from './known-urls.ts';
import { PageStore } from './page-store.ts';
import { Pages } from './pages.ts';
import { superuserClient } from './pb.ts';
import { SlugRedirects } from './redirects.ts';
import { startRenderer } from './renderer.ts';
import { StaticAssets } from './static-assets.ts';
import { markDone } from './revalidator.ts';
import { join } from 'node:path';
import { SERVER_API } from '../lib/contract/api-routes.ts';
import { sendApi } from '../lib/api-client.ts';

export interface PrerenderResult {
  pages: number;
  rendered: number;
  removed: number;
  failed: string[];
  seconds: number;
  pagesPerSecond: number;
  eventsMarkedDone: number;
}

/** Ids of the outbox events not yet done (one SQL read, pocketbase/pb_hooks/outbox.pb.js). */
function pendingEventIds(pb: TypedPocketBase): Promise<string[]> {
  return sendApi(pb, SERVER_API.outboxPending, []);
}

export async function prerender(
  cfg: ServerConfig,
  log: (m: string) => void = console.log,
): Promise<PrerenderResult> {
  const t0 = performance.now();
  // The render threads load the built app (half a second at 10,000 providers) while the pass's
  // starting points are read; nothing is rendered before the pending events are read.
  const starting = startRenderer(cfg.distDir, cfg.siteUrl, cfg.renderThreads);
  const inputs = (async () => {
    const pb = await superuserClient(cfg.pocketbaseUrl, cfg.superuserEmail, cfg.superuserPassword);
    const pending = await pendingEventIds(pb);
    const seeds = await knownUrls(pb);
    const assets = await StaticAssets.load(join(cfg.distDir, 'client'));
    return { pb, pending, seeds, assets };
  })();
  const [started, read] = await Promise.allSettled([starting, inputs]);
  if (started.status === 'rejected') throw started.reason;
  const renderer = started.value;
  if (read.status === 'rejected') {
    await renderer.close();
    throw read.reason;
  }
  const { pb, pending, seeds, assets } = read.value;
  const nextDir = `${cfg.pageStoreDir}.next`;
  await rm(nextDir, { recursive: true, force: true });
  const store = await PageStore.open(nextDir, { memoryBytes: 0, building: true });
  const pages = new Pages(store, renderer, {
    maxOnDemandPages: 0,
    concurrency: Math.max(cfg.renderConcurrency, 6),
    siteUrl: cfg.siteUrl,
    isAsset: (p) => assets.get(p) !== undefined,
  });
  // Every read of this pass goes to PocketBase (nothing memoized by an earlier pass), and in
  // bulk from the first page (src/lib/data/snapshot.ts perKeyOrBulk).
  pages.dataChanged({ changedProviders: null, bulk: true });
  const report = await pages.refresh(seeds, { maxDiscovered: Infinity });
  const redirects = new SlugRedirects();
  await redirects.load(pb);
  await store.writeExtra('_redirects', redirects.toNetlify());
  const seconds = (performance.now() - t0) / 1000;
  await store.markComplete({ at: new Date().toISOString(), pages: store.size, seconds });
  await store.flush();
  await store.close();
  await renderer.close();
  // Swap: the old store is replaced in one rename (a running server keeps its open files).
  const oldDir = `${cfg.pageStoreDir}.old`;
  await rm(oldDir, { recursive: true, force: true });
  await rename(cfg.pageStoreDir, oldDir).catch(() => undefined);
  await rename(nextDir, cfg.pageStoreDir);
  await rm(oldDir, { recursive: true, force: true });
  await markDone(pb, pending);
  const result: PrerenderResult = {
    pages: store.size,
    rendered: report.rendered,
    removed: report.removed.length,
    failed: report.failed,
    seconds,
    pagesPerSecond: store.size / seconds,
    eventsMarkedDone: pending.length,
  };
  log(
    `[prerender] ${result.pages} pages (${result.rendered} renders) in ${seconds.toFixed(1)} s = ` +
      `${result.pagesPerSecond.toFixed(1)} pages/s; ${pending.length} outbox event(s) consumed` +
      (report.failed.length ? `; FAILED: ${report.failed.join(' ')}` : ''),
  );
  return result;
}
