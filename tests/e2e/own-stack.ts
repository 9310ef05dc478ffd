/**
 * A private PocketBase (temporary data dir) and web server (`scripts/serve.mjs`, its own page
 * store) for the browser tests that stop, kill or restart one of them: the suite's shared
 * stack must stay up for the other specs, and one outbox has exactly one consumer.
 * Both use the e2e run's build (DIST_DIR from scripts/e2e.mjs).
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, openSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import PocketBase, { type RecordModel } from 'pocketbase';
import { freePort, startPocketBase } from '../../scripts/lib/pocketbase.mjs';
import { run } from '../../scripts/lib/stack.mjs';

export const uid = () => `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;
export const PASSWORD = 'clave-segura-123';

type PbProcess = Awaited<ReturnType<typeof startPocketBase>>;

export interface OwnStack {
  dir: string;
  /** The superuser's client of this stack's PocketBase. */
  pb: PocketBase;
  pbUrl: string;
  /** The web server's origin. */
  base: string;
  /** Environment of this stack's web server and pre-render. */
  env: Record<string, string>;
  startServer(): void;
  stopServer(signal?: NodeJS.Signals): Promise<void>;
  stopPocketBase(signal?: NodeJS.Signals): Promise<void>;
  startPocketBase(): Promise<void>;
  /** `node scripts/prerender.mjs` into `pageStoreDir` (default: the server's store). */
  prerender(pageStoreDir?: string): Promise<void>;
  /** GET through the web server, waiting for it to accept connections. */
  get(path: string, init?: RequestInit): Promise<Response>;
  user(role: 'hr_professional' | 'provider', extra?: Record<string, unknown>): Promise<RecordModel>;
  close(): Promise<void>;
}

export async function startOwnStack(): Promise<OwnStack> {
  const dir = mkdtempSync(join(tmpdir(), 'own-stack-'));
  const pbPort: number = await freePort();
  const webPort: number = await freePort();
  const startPb = () =>
    startPocketBase({ dataDir: join(dir, 'pb'), port: pbPort, env: { RATE_LIMITS: 'off' } });
  let pbProc: PbProcess | null = await startPb();
  const pb = new PocketBase(pbProc.url);
  pb.autoCancellation(false);
  await pb
    .collection('_superusers')
    .authWithPassword(pbProc.superuser.email, pbProc.superuser.password);
  const env: Record<string, string> = {
    PB_URL: pbProc.url,
    PUBLIC_PB_URL: pbProc.url,
    PB_SUPERUSER_EMAIL: pbProc.superuser.email,
    PB_SUPERUSER_PASSWORD: pbProc.superuser.password,
    PAGE_STORE_DIR: join(dir, 'pages'),
    PORT: String(webPort),
  };
  const base = `http://127.0.0.1:${webPort}`;
  let server: ChildProcess | null = null;

  const stack: OwnStack = {
    dir,
    pb,
    pbUrl: pbProc.url,
    base,
    env,
    startServer() {
      // Its log (revalidation passes, failures) is kept in the stack's dir for debugging.
      const log = openSync(join(dir, 'serve.log'), 'a');
      server = spawn(process.execPath, ['scripts/serve.mjs', '--port', String(webPort)], {
        env: { ...process.env, ...env },
        stdio: ['ignore', log, log],
      });
    },
    async stopServer(signal = 'SIGTERM') {
      const s = server;
      server = null;
      if (!s || s.exitCode !== null) return;
      const exited = new Promise((r) => s.once('exit', r));
      s.kill(signal);
      await exited;
    },
    async stopPocketBase(signal = 'SIGTERM') {
      await pbProc?.stop(signal);
      pbProc = null;
    },
    async startPocketBase() {
      pbProc = await startPb();
      // Starting sets the superuser's password again, which ends its earlier sessions.
      await pb
        .collection('_superusers')
        .authWithPassword(pbProc.superuser.email, pbProc.superuser.password);
    },
    prerender(pageStoreDir = env['PAGE_STORE_DIR']!) {
      return run(
        process.execPath,
        ['scripts/prerender.mjs'],
        { ...env, PAGE_STORE_DIR: pageStoreDir },
        { quiet: true },
      );
    },
    async get(path, init) {
      for (let i = 0; ; i++) {
        try {
          return await fetch(base + path, { redirect: 'manual', ...init });
        } catch (err) {
          if (i > 600) throw err;
          await new Promise((r) => setTimeout(r, 100));
        }
      }
    },
    user(role, extra = {}) {
      return pb.collection('users').create({
        email: `${role}-${uid()}@example.com`,
        password: PASSWORD,
        passwordConfirm: PASSWORD,
        first_name: 'Ana',
        last_name: 'Paz',
        user_type: role,
        roles: [role],
        approved: true,
        verified: true,
        ...extra,
      });
    },
    async close() {
      await stack.stopServer();
      await pbProc?.stop();
      rmSync(dir, { recursive: true, force: true });
    },
  };
  return stack;
}
