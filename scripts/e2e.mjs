#!/usr/bin/env node
// `npm run test:e2e`: a fresh PocketBase (temporary data dir, demo seed), the SMTP catcher,
// the local OIDC provider, the built site served the production way, then Playwright.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { ensureSetup, run, startStack } from './lib/stack.mjs';

ensureSetup();
const dataDir = mkdtempSync(join(tmpdir(), 'lapieza-e2e-'));
let stack;
let code = 1;
try {
  stack = await startStack({
    dataDir,
    quiet: true,
    rateLimitExcludeLoopback: true,
    recognitionsJob: false,
    distDir: '.cache/e2e/dist',
    pageStoreDir: '.cache/e2e/pages',
  });
  const env = { ...stack.env, BASE_URL: stack.siteUrl };
  await run(
    join(process.cwd(), 'node_modules/.bin/playwright'),
    ['test', '-c', 'tests/e2e/playwright.config.ts', ...process.argv.slice(2)],
    env,
  );
  code = 0;
} catch (err) {
  console.error(`[e2e] ${err.message}`);
} finally {
  await stack?.stop();
  rmSync(dataDir, { recursive: true, force: true });
}
process.exit(code);
