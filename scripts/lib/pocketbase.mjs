// Starts and stops a real PocketBase with the project's migrations and hooks. Used by the
// start command, the seed, the integration tests' global setup and the e2e runner.
import { spawn, execFileSync } from 'node:child_process';
import { createServer } from 'node:net';
import { mkdirSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

export const root = resolve(dirname(fileURLToPath(import.meta.url)), '../..');
export const pbBinary = join(root, 'pocketbase/bin/pocketbase');

/** A free TCP port on loopback. */
export function freePort() {
  return new Promise((res, rej) => {
    const srv = createServer();
    srv.unref();
    srv.on('error', rej);
    srv.listen(0, '127.0.0.1', () => {
      const { port } = /** @type {import('node:net').AddressInfo} */ (srv.address());
      srv.close(() => res(port));
    });
  });
}

/**
 * Starts PocketBase. Creates (or updates) the superuser first, so `serve` never waits for
 * the web installer. Resolves once /api/health answers.
 * @param {{ dataDir: string, port?: number, superuserEmail?: string, superuserPassword?: string,
 *   env?: Record<string,string>, quiet?: boolean, dev?: boolean, hooksDir?: string }} opts
 */
export async function startPocketBase(opts) {
  const port = opts.port ?? (await freePort());
  const email = opts.superuserEmail ?? process.env.PB_SUPERUSER_EMAIL ?? 'superuser@lapieza.io';
  const password =
    opts.superuserPassword ?? process.env.PB_SUPERUSER_PASSWORD ?? 'superuser-local-only';
  mkdirSync(opts.dataDir, { recursive: true });
  const common = [
    `--dir=${opts.dataDir}`,
    `--migrationsDir=${join(root, 'pocketbase/pb_migrations')}`,
    `--hooksDir=${opts.hooksDir ?? join(root, 'pocketbase/pb_hooks')}`,
  ];
  const env = { ...process.env, ...opts.env };
  // Runs the migrations too, so the schema exists before serve.
  execFileSync(pbBinary, ['superuser', 'upsert', email, password, ...common], {
    env,
    stdio: opts.quiet === false ? 'inherit' : 'ignore',
  });
  const args = [
    'serve',
    `--http=127.0.0.1:${port}`,
    ...common,
    `--dev=${opts.dev ? 'true' : 'false'}`,
  ];
  const child = spawn(pbBinary, args, { env, stdio: ['ignore', 'pipe', 'pipe'] });
  let output = '';
  const keep = (chunk) => {
    output = (output + chunk.toString()).slice(-20000);
    if (opts.quiet === false) process.stdout.write(chunk);
  };
  child.stdout.on('data', keep);
  child.stderr.on('data', keep);
  const url = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + 30000;
  for (;;) {
    if (child.exitCode !== null)
      throw new Error(`PocketBase exited (${child.exitCode}):\n${output}`);
    try {
      const r = await fetch(`${url}/api/health`);
      if (r.ok) break;
    } catch {
      /* not up yet */
    }
    if (Date.now() > deadline) {
      child.kill('SIGKILL');
      throw new Error(`PocketBase did not answer on ${url}:\n${output}`);
    }
    await new Promise((r) => setTimeout(r, 100));
  }
  return {
    url,
    port,
    child,
    superuser: { email, password },
    output: () => output,
    /** @param {NodeJS.Signals} [signal] */
    async stop(signal = 'SIGTERM') {
      // Already gone (exited, or killed by a signal: then exitCode stays null).
      if (child.exitCode !== null || child.signalCode !== null) return;
      const exited = new Promise((r) => child.once('exit', r));
      child.kill(signal);
      await exited;
    },
  };
}
