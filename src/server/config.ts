/**
 * Web server settings. Shared settings (PocketBase, site URL, secrets) come from the one
 * config module; the rest is specific to serving and storing pages.
 */
import { availableParallelism } from 'node:os';
import { isAbsolute, resolve } from 'node:path';
import { config } from '../lib/config.ts';
import { sharedCacheFromEnv, type SharedCacheConfig } from './shared-cache.ts';

const root = resolve(import.meta.dirname, '../..');
const fromRoot = (p: string): string => (isAbsolute(p) ? p : resolve(root, p));

export interface ServerConfig {
  root: string;
  host: string;
  port: number;
  siteUrl: string;
  pocketbaseUrl: string;
  publicPocketbaseUrl: string;
  superuserEmail: string;
  superuserPassword: string;
  revalidateSecret: string;
  /** Built Astro output (`dist/`): `client/` assets and `server/entry.mjs`. */
  distDir: string;
  /** The page store: `<dir>/site` is the static tree, `<dir>/meta` our index. */
  pageStoreDir: string;
  /** Consume the PocketBase outbox (off for tests of the store alone). */
  revalidate: boolean;
  /** Behind a TLS proxy: `X-Forwarded-Proto: https` counts as HTTPS (HSTS). */
  trustProxy: boolean;
  /** Fallback poll interval of the outbox, in addition to realtime. */
  pollMs: number;
  /** Quiet period that coalesces a burst of changes into one re-render pass. */
  debounceMs: number;
  /** Longest a burst may postpone a re-render pass. */
  maxDelayMs: number;
  /** Pages rendered at the same time. */
  renderConcurrency: number;
  /** Worker threads that render pages (0: render in the main thread). */
  renderThreads: number;
  /** Most pages stored on a first request (bounds disk use from crafted URLs). */
  maxOnDemandPages: number;
  /** The shared cache in front (Varnish, Fastly, Cloudflare) and how to purge it. */
  sharedCache: SharedCacheConfig;
}

const num = (v: string | undefined, fallback: number): number => {
  const n = Number(v);
  return v !== undefined && v !== '' && Number.isFinite(n) ? n : fallback;
};

export function loadServerConfig(overrides: Partial<ServerConfig> = {}): ServerConfig {
  const env = process.env;
  const renderThreads = num(env['RENDER_THREADS'], availableParallelism());
  return {
    root,
    host: env['HOST'] ?? '127.0.0.1',
    port: num(env['PORT'], 4321),
    siteUrl: config.siteUrl,
    pocketbaseUrl: config.pocketbaseUrl,
    publicPocketbaseUrl: config.publicPocketbaseUrl,
    superuserEmail: config.superuserEmail,
    superuserPassword: config.superuserPassword,
    revalidateSecret: config.revalidateSecret,
    distDir: fromRoot(env['DIST_DIR'] ?? 'dist'),
    pageStoreDir: fromRoot(env['PAGE_STORE_DIR'] ?? '.cache/pages'),
    revalidate: env['REVALIDATE'] !== '0',
    trustProxy: env['TRUST_PROXY'] === '1',
    pollMs: num(env['REVALIDATE_POLL_MS'], 5000),
    debounceMs: num(env['REVALIDATE_DEBOUNCE_MS'], 40),
    maxDelayMs: num(env['REVALIDATE_MAX_DELAY_MS'], 300),
    // A render mostly waits for its data at first: a few in flight per thread.
    renderConcurrency: num(env['RENDER_CONCURRENCY'], 3 * Math.max(1, renderThreads)),
    renderThreads,
    maxOnDemandPages: num(env['MAX_ON_DEMAND_PAGES'], 20000),
    sharedCache: sharedCacheFromEnv(env),
    ...overrides,
  };
}
