// The stack the browser and load benchmarks measure: PocketBase (fresh data dir, demo seed),
// the full pre-render into a page store, and the production web server (scripts/serve.mjs) in
// its own process, all on loopback. No SMTP or OIDC: the benchmarks create their accounts as
// the superuser.
//
// `reuse` keeps PocketBase's data dir and the page store in that directory between runs (the
// seed skips a finished seed; the pre-render is skipped when the store was rendered by the
// same client build). Without it everything lives in a temp dir deleted by stop().
import { spawn } from 'node:child_process';
import { createHash } from 'node:crypto';
import {
  cpSync,
  existsSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  rmSync,
  writeFileSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { freePort, root, startPocketBase } from './pocketbase.mjs';

const nodeBin = process.execPath;

function run(cmd, args, env, quiet) {
  return new Promise((res, rej) => {
    const child = spawn(cmd, args, {
      cwd: root,
      env: { ...process.env, ...env },
      stdio: quiet ? ['ignore', 'ignore', 'inherit'] : 'inherit',
    });
    child.on('exit', (code) =>
      code === 0 ? res() : rej(new Error(`${cmd} ${args.join(' ')} exited ${code}`)),
    );
  });
}

/** A stamp of the client build: the page store refers to its chunk names. */
function buildStamp(distDir) {
  const dir = join(distDir, 'client/_astro');
  return createHash('sha256')
    .update(existsSync(dir) ? readdirSync(dir).sort().join('\n') : '')
    .digest('hex')
    .slice(0, 16);
}

/**
 * `data`: a seeded PocketBase data dir (e.g. the one `bench:scale -- --data DIR` keeps), copied
 * into the stack's own dir instead of seeding the demo there.
 * `prerender: false` skips the full pre-render (app routes such as /lapieza-admin are rendered
 * on the first request anyway).
 * @param {{ distDir?: string, build?: boolean, prerender?: boolean, reuse?: string, pbPort?: number,
 *   webPort?: number, seedArgs?: string[], pbEnv?: Record<string,string>,
 *   webEnv?: Record<string,string>, log?: (m: string) => void, cache?: boolean, data?: string }} o
 * `cache: true` starts Varnish (scripts/lib/varnish.mjs) in front of the web server: the
 * result's `cacheUrl` and `varnish` (its `stats()`), the web server purging it.
 */
export async function startBenchStack(o = {}) {
  const log = o.log ?? ((m) => console.log(`[stack] ${m}`));
  const distDir = resolve(root, o.distDir ?? process.env.DIST_DIR ?? 'dist');
  const base = o.reuse ? resolve(root, o.reuse) : mkdtempSync(join(tmpdir(), 'bench-stack-'));
  const pageStoreDir = join(base, 'pages');
  const stops = [];
  const stop = async () => {
    for (const s of stops.reverse()) await s().catch(() => {});
    if (!o.reuse) rmSync(base, { recursive: true, force: true });
  };
  try {
    if (o.build !== false) {
      log(`astro build --outDir ${distDir}`);
      await run(join(root, 'node_modules/.bin/astro'), ['build', '--outDir', distDir], {}, true);
    }
    if (!existsSync(join(distDir, 'server/entry.mjs'))) {
      throw new Error(`no Astro build in ${distDir} (run without --no-build)`);
    }
    if (o.data) {
      log(`PocketBase data copied from ${o.data}`);
      rmSync(join(base, 'pb'), { recursive: true, force: true });
      cpSync(resolve(o.data), join(base, 'pb'), { recursive: true });
    }
    const pbPort = o.pbPort ?? (await freePort());
    const webPort = o.webPort ?? (await freePort());
    const pbUrl = `http://127.0.0.1:${pbPort}`;
    const siteUrl = `http://127.0.0.1:${webPort}`;
    const pb = await startPocketBase({
      dataDir: join(base, 'pb'),
      port: pbPort,
      // The seed publishes its quarter's recognitions (pocketbase/pb_hooks/recognitions.pb.js).
      env: { SITE_URL: siteUrl, APP_URL: siteUrl, RECOGNITIONS_JOB: 'off', ...o.pbEnv },
    });
    stops.push(() => pb.stop());
    const env = {
      PB_URL: pbUrl,
      PUBLIC_PB_URL: pbUrl,
      SITE_URL: siteUrl,
      APP_URL: siteUrl,
      PB_SUPERUSER_EMAIL: pb.superuser.email,
      PB_SUPERUSER_PASSWORD: pb.superuser.password,
      DIST_DIR: distDir,
      PAGE_STORE_DIR: pageStoreDir,
    };
    let t = performance.now();
    if (!o.data) {
      await run(
        join(root, 'node_modules/.bin/tsx'),
        ['scripts/seed.ts', '--url', pbUrl, ...(o.seedArgs ?? [])],
        env,
      );
    }
    const seedSeconds = (performance.now() - t) / 1000;

    const stampFile = join(base, 'pages.build-stamp');
    const stamp = `${buildStamp(distDir)} ${siteUrl}`;
    let prerenderSeconds;
    if (o.prerender === false) {
      // Pages kept from an earlier run name that run's ports: start from an empty store.
      rmSync(pageStoreDir, { recursive: true, force: true });
      rmSync(stampFile, { force: true });
      log('pre-render skipped');
    } else if (
      o.reuse &&
      existsSync(join(pageStoreDir, 'site/index.html')) &&
      existsSync(stampFile) &&
      readFileSync(stampFile, 'utf8') === stamp
    ) {
      log(`page store in ${pageStoreDir} matches the build: pre-render skipped`);
    } else {
      log('full pre-render (several minutes on a loaded machine)');
      t = performance.now();
      await run(nodeBin, ['scripts/prerender.mjs'], env);
      prerenderSeconds = (performance.now() - t) / 1000;
      writeFileSync(stampFile, stamp);
    }

    let varnish;
    const cacheEnv = {};
    if (o.cache) {
      const { startVarnish } = await import('./varnish.mjs');
      varnish = await startVarnish({ port: await freePort(), originPort: webPort });
      stops.push(() => varnish.stop());
      Object.assign(cacheEnv, varnish.env);
    }
    const web = spawn(nodeBin, ['scripts/serve.mjs', '--port', String(webPort)], {
      cwd: root,
      env: { ...process.env, ...env, PORT: String(webPort), ...cacheEnv, ...o.webEnv },
      // BENCH_LOG=1: the web server's log too (a line per revalidation pass).
      stdio: ['ignore', process.env['BENCH_LOG'] ? 'inherit' : 'ignore', 'inherit'],
    });
    stops.push(async () => {
      if (web.exitCode !== null) return;
      const done = new Promise((r) => web.once('exit', r));
      web.kill('SIGTERM');
      await done;
    });
    const deadline = Date.now() + 120_000;
    for (;;) {
      if (web.exitCode !== null) throw new Error('web server exited');
      try {
        if ((await fetch(`${siteUrl}/robots.txt`)).ok) break;
      } catch {
        /* not up yet */
      }
      if (Date.now() > deadline) throw new Error(`${siteUrl} did not answer`);
      await new Promise((r) => setTimeout(r, 200));
    }
    return {
      pb,
      web,
      pbUrl,
      siteUrl,
      cacheUrl: varnish?.url,
      varnish,
      env,
      distDir,
      pageStoreDir,
      seedSeconds,
      prerenderSeconds,
      stop,
    };
  } catch (err) {
    await stop();
    throw err;
  }
}
