#!/usr/bin/env node
// `npm run backup -- --out DIR`: a consistent backup of the running PocketBase (database and
// uploaded files) made by PocketBase itself, downloaded into DIR.
//
// PocketBase's backup API (POST /api/backups) checkpoints the SQLite WAL and zips the whole
// data dir inside a write transaction, so the archive is one consistent point in time while
// reads go on (writes wait the few seconds it takes). The zip is then downloaded with a
// superuser file token, checked (size, readable central directory, data.db inside) and
// renamed into place; the server-side copy is deleted unless --keep-remote.
//
// Options: --out DIR (required), --url URL (default $PB_URL or http://127.0.0.1:8090),
// --name NAME.zip, --keep-remote. Superuser from $PB_SUPERUSER_EMAIL / $PB_SUPERUSER_PASSWORD.
// Prints the archive path, size and SHA-256; exits non-zero on any failure.
import { createHash } from 'node:crypto';
import { createWriteStream } from 'node:fs';
import { mkdir, rename, rm, stat, writeFile } from 'node:fs/promises';
import { join, resolve } from 'node:path';
import { Readable, Transform } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { readZipEntries } from './restore.mjs';

/** `lapieza_20250102_030405.zip` (PocketBase accepts `^[a-z0-9_-]+\.zip$`). */
export function backupName(date = new Date()) {
  const p = (n) => String(n).padStart(2, '0');
  return (
    `lapieza_${date.getUTCFullYear()}${p(date.getUTCMonth() + 1)}${p(date.getUTCDate())}` +
    `_${p(date.getUTCHours())}${p(date.getUTCMinutes())}${p(date.getUTCSeconds())}.zip`
  );
}

/**
 * @param {string} url
 * @param {string} path
 * @param {{ token?: string, method?: string, body?: any }} [options]
 */
async function call(url, path, options = {}) {
  const { token, method = 'GET', body } = options;
  const res = await fetch(`${url}${path}`, {
    method,
    headers: {
      ...(body === undefined ? {} : { 'content-type': 'application/json' }),
      ...(token ? { authorization: token } : {}),
    },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const text = await res.text();
  if (!res.ok) throw new Error(`${method} ${path}: ${res.status} ${text}`);
  return text ? JSON.parse(text) : null;
}

/**
 * Makes a backup through PocketBase's API and downloads it into `out`.
 * @param {{ url: string, email: string, password: string, out: string, name?: string,
 *   keepRemote?: boolean }} opts
 * @returns {Promise<{ file: string, size: number, sha256: string, entries: number }>}
 */
export async function backup(opts) {
  const url = opts.url.replace(/\/+$/, '');
  const name = opts.name ?? backupName();
  const out = resolve(opts.out);
  await mkdir(out, { recursive: true });
  const { token } = await call(url, '/api/collections/_superusers/auth-with-password', {
    method: 'POST',
    body: { identity: opts.email, password: opts.password },
  });

  await call(url, '/api/backups', { token, method: 'POST', body: { name } });
  try {
    const listed = (await call(url, '/api/backups', { token })).find((b) => b.key === name);
    if (!listed) throw new Error(`PocketBase does not list the backup ${name}`);
    const { token: fileToken } = await call(url, '/api/files/token', { token, method: 'POST' });
    const res = await fetch(`${url}/api/backups/${encodeURIComponent(name)}?token=${fileToken}`);
    if (!res.ok || !res.body) throw new Error(`download ${name}: ${res.status}`);

    const file = join(out, name);
    const partial = `${file}.part`;
    const hash = createHash('sha256');
    const tee = new Transform({
      transform(chunk, _enc, done) {
        hash.update(chunk);
        done(null, chunk);
      },
    });
    try {
      await pipeline(Readable.fromWeb(res.body), tee, createWriteStream(partial));
      const { size } = await stat(partial);
      if (size !== listed.size)
        throw new Error(`downloaded ${size} bytes, expected ${listed.size}`);
      const entries = await readZipEntries(partial);
      if (!entries.some((e) => e.name === 'data.db')) throw new Error('no data.db in the backup');
      const sha256 = hash.digest('hex');
      await writeFile(`${file}.sha256`, `${sha256}  ${name}\n`);
      await rename(partial, file);
      return { file, size, sha256, entries: entries.length };
    } catch (err) {
      await rm(partial, { force: true });
      throw err;
    }
  } finally {
    if (!opts.keepRemote) {
      await call(url, `/api/backups/${encodeURIComponent(name)}`, { token, method: 'DELETE' });
    }
  }
}

if (process.argv[1] && resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const { values } = parseArgs({
    options: {
      out: { type: 'string' },
      url: { type: 'string' },
      name: { type: 'string' },
      'keep-remote': { type: 'boolean', default: false },
    },
  });
  if (!values.out) {
    console.error(
      'usage: npm run backup -- --out DIR [--url URL] [--name NAME.zip] [--keep-remote]',
    );
    process.exit(2);
  }
  try {
    const r = await backup({
      out: values.out,
      url: values.url ?? process.env.PB_URL ?? 'http://127.0.0.1:8090',
      email: process.env.PB_SUPERUSER_EMAIL ?? 'superuser@lapieza.io',
      password: process.env.PB_SUPERUSER_PASSWORD ?? 'superuser-local-only',
      name: values.name,
      keepRemote: values['keep-remote'],
    });
    console.log(`${r.file}\n  ${r.size} bytes, ${r.entries} files, sha256 ${r.sha256}`);
  } catch (err) {
    console.error(`backup failed: ${err instanceof Error ? err.message : err}`);
    process.exit(1);
  }
}
