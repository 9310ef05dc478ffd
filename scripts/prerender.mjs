#!/usr/bin/env node
// Full pre-render of every known public page into the page store (PAGE_STORE_DIR, default
// .cache/pages). Run after `astro build` (npm run build) or alone (npm run rebuild).
// Needs PocketBase (PB_URL) and the superuser (PB_SUPERUSER_EMAIL/PASSWORD).
// --if-pb: skip with a notice when PocketBase is not reachable (pages then render on first
// request and are stored). PRERENDER=skip skips it (e.g. fast test builds).
import { parseArgs } from 'node:util';
import { register } from 'tsx/esm/api';

register();
const { loadServerConfig } = await import('../src/server/config.ts');
const { prerender } = await import('../src/server/prerender.ts');
const { pbHealthy } = await import('../src/server/pb.ts');
const cfg = loadServerConfig();
if (process.env.PRERENDER === 'skip') {
  console.log('[prerender] PRERENDER=skip: skipped (pages render on first request)');
  process.exit(0);
}
const { 'if-pb': ifPb } = parseArgs({
  options: { 'if-pb': { type: 'boolean', default: false } },
}).values;
if (ifPb && !(await pbHealthy(cfg.pocketbaseUrl))) {
  console.log(`[prerender] PocketBase not reachable at ${cfg.pocketbaseUrl}: skipped`);
  process.exit(0);
}
const result = await prerender(cfg);
process.exit(result.failed.length > 0 ? 1 : 0);
