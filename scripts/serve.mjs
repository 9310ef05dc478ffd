#!/usr/bin/env node
// Production web server: static assets, the on-disk page store, Astro rendering on a miss,
// and revalidation from the PocketBase outbox. The implementation is src/server (TypeScript,
// loaded through tsx). Usage: node scripts/serve.mjs [--port 4321] [--host 127.0.0.1]
import { register } from 'tsx/esm/api';

register();
await import('../src/server/main.ts');
