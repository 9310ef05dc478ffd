// Starts Varnish (varnishd in the foreground, its own working dir `-n` and port) in front of
// the web server with the repository's VCL (varnish/site.vcl), for `npm run start:cached`,
// the cache benchmark and the cache tests. Needs Debian's varnish and varnish-modules (xkey).
import { spawn, execFileSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { chmodSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';

const root = resolve(import.meta.dirname, '../..');
export const VCL_FILE = join(root, 'varnish/site.vcl');

/** The varnishd binary, or null when Varnish is not installed. */
export function varnishd() {
  for (const p of [process.env.VARNISHD, '/usr/sbin/varnishd', '/usr/local/sbin/varnishd']) {
    if (!p) continue;
    try {
      execFileSync(p, ['-V'], { stdio: 'ignore' });
      return p;
    } catch {
      /* not this one */
    }
  }
  return null;
}

/** The repository's VCL with the origin and grace filled in. */
export function renderVcl({ originHost = '127.0.0.1', originPort, graceS = 86400, purgeToken }) {
  if (!/^[A-Za-z0-9_-]{16,}$/.test(purgeToken ?? '')) {
    throw new Error('the purge token must be 16+ letters, digits, - or _');
  }
  return readFileSync(VCL_FILE, 'utf8')
    .replaceAll('{{PURGE_TOKEN}}', purgeToken)
    .replaceAll('{{ORIGIN_HOST}}', originHost)
    .replaceAll('{{ORIGIN_PORT}}', String(originPort))
    .replaceAll('{{GRACE}}', String(graceS));
}

/**
 * @param {{ port: number, originPort: number, originHost?: string, graceS?: number,
 *   memory?: string, quiet?: boolean, purgeToken?: string }} o
 * `purgeToken`: what `PURGE` must carry in `x-purge-token` (the web server's
 * `VARNISH_PURGE_TOKEN`); a random one when absent (read it from the result).
 * @returns {Promise<{ url: string, port: number, pid: number | undefined, purgeToken: string,
 *   env: Record<string, string>, stats: () => Record<string, number>,
 *   logOriginRequests: (header: string) => { stop: () => Promise<Record<string, number>> },
 *   stop: () => Promise<void> }>}
 */
export async function startVarnish(o) {
  const bin = varnishd();
  if (!bin) throw new Error('varnishd not found: apt-get install varnish varnish-modules');
  const purgeToken = o.purgeToken ?? randomBytes(18).toString('base64url');
  const dir = mkdtempSync(join(tmpdir(), 'varnish-'));
  // Run as root, varnishd reads the VCL and writes its working dir as its own user.
  chmodSync(dir, 0o755);
  const vcl = join(dir, 'site.vcl');
  writeFileSync(vcl, renderVcl({ ...o, purgeToken }), { mode: 0o644 });
  const child = spawn(
    bin,
    [
      '-F',
      '-n',
      join(dir, 'n'),
      '-a',
      `127.0.0.1:${o.port}`,
      '-f',
      vcl,
      '-s',
      `malloc,${o.memory ?? '256m'}`,
      '-T',
      'none',
      // The origin has brotli and gzip variants; the VCL keeps one object per encoding.
      '-p',
      'http_gzip_support=off',
      '-p',
      'default_grace=0',
    ],
    { stdio: o.quiet === false ? 'inherit' : ['ignore', 'ignore', 'pipe'] },
  );
  let stderr = '';
  child.stderr?.on('data', (c) => (stderr += String(c)));
  const url = `http://127.0.0.1:${o.port}`;
  const deadline = Date.now() + 30_000;
  for (;;) {
    if (child.exitCode !== null) {
      rmSync(dir, { recursive: true, force: true });
      throw new Error(`varnishd exited ${child.exitCode}: ${stderr.slice(-2000)}`);
    }
    try {
      await fetch(`${url}/_health`, { signal: AbortSignal.timeout(1000) });
      // Another process on the port answers too: varnishd then exits at once.
      await new Promise((r) => setTimeout(r, 300));
      if (child.exitCode === null) break;
      continue;
    } catch {
      /* not listening yet */
    }
    if (Date.now() > deadline) {
      child.kill('SIGKILL');
      throw new Error(`varnishd did not listen on ${o.port}: ${stderr.slice(-2000)}`);
    }
    await new Promise((r) => setTimeout(r, 100));
  }
  return {
    url,
    port: o.port,
    pid: child.pid,
    purgeToken,
    /** The web server's settings to tag its pages for this Varnish and purge it. */
    env: { CACHE_PURGE: 'varnish', VARNISH_PURGE_URLS: url, VARNISH_PURGE_TOKEN: purgeToken },
    /** Counters of varnishstat (`MAIN.client_req`, `MAIN.backend_req`, `MAIN.cache_hit`, …). */
    stats() {
      const out = execFileSync('varnishstat', ['-n', join(dir, 'n'), '-1', '-j'], {
        encoding: 'utf8',
      });
      const json = JSON.parse(out);
      const counters = json.counters ?? json;
      /** @type {Record<string, number>} */
      const values = {};
      for (const [k, v] of Object.entries(counters)) {
        if (v && typeof v === 'object' && 'value' in v) values[k] = Number(v.value);
      }
      return values;
    },
    /**
     * Counts the requests Varnish sends to the origin from now until `stop()`, by the value of
     * the client's request header `header` (Varnish copies it to the origin request; `-`
     * when absent), read from its shared log with varnishncsa in backend mode.
     */
    logOriginRequests(header) {
      const ncsa = spawn('varnishncsa', ['-n', join(dir, 'n'), '-b', '-F', `%{${header}}i`], {
        stdio: ['ignore', 'pipe', 'ignore'],
      });
      let text = '';
      ncsa.stdout.on('data', (c) => (text += c));
      return {
        async stop() {
          // varnishncsa writes a transaction when it ends; give the last ones a moment.
          await new Promise((r) => setTimeout(r, 1500));
          const done = new Promise((r) => ncsa.once('exit', r));
          ncsa.kill('SIGTERM');
          await done;
          /** @type {Record<string, number>} */
          const counts = {};
          for (const line of text.split('\n')) {
            if (line) counts[line] = (counts[line] ?? 0) + 1;
          }
          return counts;
        },
      };
    },
    async stop() {
      if (child.exitCode === null) {
        const done = new Promise((r) => child.once('exit', r));
        child.kill('SIGTERM');
        await Promise.race([done, new Promise((r) => setTimeout(r, 5000))]);
        if (child.exitCode === null) child.kill('SIGKILL');
      }
      rmSync(dir, { recursive: true, force: true });
    },
  };
}
