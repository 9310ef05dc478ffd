// Brings up the whole product for the start command and the e2e runner: SMTP catcher,
// local OpenID Connect provider (stands in for LinkedIn), PocketBase (seeded when empty),
// the built site and the web server. Each piece is a real server on loopback.
import { spawn, execFileSync } from 'node:child_process';
import { existsSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { root, startPocketBase, freePort } from './pocketbase.mjs';

const nodeBin = process.execPath;
const tsx = join(root, 'node_modules/.bin/tsx');

/**
 * Runs a command from the project root, inheriting output (or discarding it with `quiet`);
 * rejects on failure.
 */
export function run(cmd, args, env = {}, { quiet = false } = {}) {
  return new Promise((resolve, reject) => {
    const child = spawn(cmd, args, {
      cwd: root,
      env: { ...process.env, ...env },
      stdio: quiet ? 'ignore' : 'inherit',
    });
    child.on('exit', (code) =>
      code === 0 ? resolve() : reject(new Error(`${cmd} ${args.join(' ')} exited ${code}`)),
    );
  });
}

/**
 * @param {{ dataDir: string, pbPort?: number, webPort?: number, smtpPort?: number,
 *   mailHttpPort?: number, oidcPort?: number, seedArgs?: string[], build?: boolean,
 *   quiet?: boolean, rateLimitExcludeLoopback?: boolean, distDir?: string,
 *   pageStoreDir?: string, cachePort?: number, recognitionsJob?: boolean }} o
 *   `recognitionsJob: false`: PocketBase without the hourly recognitions job (the seed
 *   publishes the last ended quarter itself).
 *   `cachePort`: Varnish on that port in front of the web server (varnish/site.vcl), which
 *   then tags its pages and purges them after each pass (`siteUrl` is the cache's address).
 */
export async function startStack(o) {
  const stops = [];
  const stopAll = async () => {
    for (const s of stops.reverse()) await s().catch(() => {});
  };
  try {
    const pbPort = o.pbPort ?? (await freePort());
    const webPort = o.webPort ?? (await freePort());
    const pbUrl = `http://127.0.0.1:${pbPort}`;
    const siteUrl = `http://127.0.0.1:${o.cachePort ?? webPort}`;
    const env = { PB_URL: pbUrl, PUBLIC_PB_URL: pbUrl, SITE_URL: siteUrl, APP_URL: siteUrl };
    // Browser tests sign in many times from loopback; the limits are tested on their own.
    if (o.rateLimitExcludeLoopback) env.RATE_LIMIT_EXCLUDED_IPS = '127.0.0.1';
    // The test stack publishes its quarter's recognitions from the seed, not by the hourly job
    // (pocketbase/pb_hooks/recognitions.pb.js).
    if (o.recognitionsJob === false) env.RECOGNITIONS_JOB = 'off';

    const { startMailCatcher } = await import('./mail-catcher.mjs');
    const mail = await startMailCatcher({
      smtpPort: o.smtpPort ?? (await freePort()),
      httpPort: o.mailHttpPort ?? (await freePort()),
    });
    stops.push(() => mail.stop());
    Object.assign(env, {
      SMTP_HOST: '127.0.0.1',
      SMTP_PORT: String(mail.smtpPort),
      MAIL_URL: mail.url,
    });

    const { startOidcProvider } = await import('./oidc-dev.mjs');
    const oidc = await startOidcProvider({
      port: o.oidcPort ?? (await freePort()),
      clientId: 'lapieza-dev',
      clientSecret: 'lapieza-dev-secret',
      redirectUri: `${pbUrl}/api/oauth2-redirect`,
    });
    stops.push(() => oidc.stop());
    Object.assign(env, oidc.env, { OIDC_URL: oidc.url });

    const pb = await startPocketBase({
      dataDir: o.dataDir,
      port: pbPort,
      env,
      quiet: o.quiet ?? true,
    });
    stops.push(() => pb.stop());
    Object.assign(env, {
      PB_SUPERUSER_EMAIL: pb.superuser.email,
      PB_SUPERUSER_PASSWORD: pb.superuser.password,
    });

    await run(tsx, ['scripts/seed.ts', '--url', pbUrl, ...(o.seedArgs ?? [])], env);
    if (o.distDir) {
      // A private build and page store (the e2e run), untouched by other builds of the tree.
      const distDir = join(root, o.distDir);
      Object.assign(env, { DIST_DIR: distDir, PAGE_STORE_DIR: join(root, o.pageStoreDir) });
      rmSync(env.PAGE_STORE_DIR, { recursive: true, force: true });
      await run(join(root, 'node_modules/.bin/astro'), ['build', '--outDir', distDir], env);
      await run(nodeBin, ['scripts/prerender.mjs'], env);
    } else if (o.build !== false || !existsSync(join(root, 'dist/server/entry.mjs'))) {
      await run('npm', ['run', 'build'], env);
    }

    let varnish;
    if (o.cachePort) {
      const { startVarnish } = await import('./varnish.mjs');
      // Before the web server: its first act is to purge what a previous run left cached.
      varnish = await startVarnish({ port: o.cachePort, originPort: webPort });
      stops.push(() => varnish.stop());
      Object.assign(env, varnish.env);
    }
    const web = spawn(nodeBin, ['scripts/serve.mjs', '--port', String(webPort)], {
      cwd: root,
      env: { ...process.env, ...env, PORT: String(webPort) },
      stdio: o.quiet === false ? 'inherit' : ['ignore', 'inherit', 'inherit'],
    });
    stops.push(async () => {
      if (web.exitCode !== null) return;
      const done = new Promise((r) => web.once('exit', r));
      web.kill('SIGTERM');
      await done;
    });
    await waitFor(`http://127.0.0.1:${webPort}/`, 60000, () => web.exitCode !== null);
    if (varnish) await waitFor(`${siteUrl}/`, 15000, () => web.exitCode !== null);
    const webUrl = `http://127.0.0.1:${webPort}`;
    return { env, pb, mail, oidc, web, varnish, pbUrl, siteUrl, webUrl, stop: stopAll };
  } catch (err) {
    await stopAll();
    throw err;
  }
}

async function waitFor(url, ms, dead) {
  const deadline = Date.now() + ms;
  for (;;) {
    if (dead()) throw new Error(`server for ${url} exited`);
    try {
      const r = await fetch(url);
      if (r.status < 500) return;
    } catch {
      /* not up yet */
    }
    if (Date.now() > deadline) throw new Error(`${url} did not answer in ${ms} ms`);
    await new Promise((r) => setTimeout(r, 200));
  }
}

export function ensureSetup() {
  execFileSync(nodeBin, [join(root, 'scripts/setup.mjs')], { stdio: 'inherit' });
}
