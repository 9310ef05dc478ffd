#!/usr/bin/env node
// `npm start`: sets up and starts the whole product with demo data on fixed local ports,
// then prints where everything is. Ctrl-C stops it all. `--cached` (`npm run start:cached`)
// puts Varnish in front of the web server on CACHE_PORT (default 6081).
import { resolve } from 'node:path';
import { parseArgs } from 'node:util';
import { root } from './lib/pocketbase.mjs';
import { ensureSetup, startStack } from './lib/stack.mjs';

const port = (name, fallback) => Number(process.env[name] ?? fallback);
// Other flags are ignored (the dev:pb script's --only-pb among them: it starts the same stack).
const { cached } = parseArgs({
  options: { cached: { type: 'boolean', default: false } },
  strict: false,
}).values;

ensureSetup();
const stack = await startStack({
  dataDir: resolve(root, process.env.PB_DATA_DIR ?? 'pb_data'),
  pbPort: port('PB_PORT', 8090),
  webPort: port('PORT', 4321),
  smtpPort: port('SMTP_PORT', 1025),
  mailHttpPort: port('MAIL_HTTP_PORT', 1080),
  oidcPort: port('OIDC_PORT', 4480),
  build: process.env.SKIP_BUILD !== '1',
  ...(cached ? { cachePort: port('CACHE_PORT', 6081) } : {}),
  quiet: true,
});

const e = stack.env;
console.log(`
La plataforma está en marcha / the product is up:

  Site                     ${stack.siteUrl}${cached ? `   (Varnish; web server ${stack.webUrl})` : ''}
  PocketBase API           ${stack.pbUrl}/api/
  PocketBase admin UI      ${stack.pbUrl}/_/   (superuser ${e.PB_SUPERUSER_EMAIL} / ${e.PB_SUPERUSER_PASSWORD})
  E-mails sent (catcher)   ${e.MAIL_URL}
  LinkedIn stand-in (OIDC) ${e.OIDC_URL}

Demo accounts (password demo1234, local only):
  admin@lapieza.io                   admin
  rrhh@demo.lapieza.io               HR professional
  proveedor@demo.lapieza.io          provider owner
  pendiente.demo.lapieza@gmail.com   pending approval (free-mail address)

Ctrl-C stops everything.`);

const shutdown = async () => {
  await stack.stop();
  process.exit(0);
};
process.on('SIGINT', shutdown);
process.on('SIGTERM', shutdown);
