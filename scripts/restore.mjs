#!/usr/bin/env node
// `npm run restore -- --from FILE --dir DATA_DIR`: unpacks a backup made by `npm run backup`
// (or PocketBase's admin UI: the same zip of the data dir) into a NEW data dir, for a
// PocketBase that is not running yet. Start PocketBase on DATA_DIR afterwards.
//
// Every file is checked against the CRC-32 and size the archive records, and written into a
// temporary sibling dir that is renamed into place only when everything checked out, so a
// damaged backup never leaves a half-restored data dir. SQLite's `-shm` index files are left
// out (SQLite rebuilds them); the database, its WAL (empty after PocketBase's checkpoint) and
// the uploaded files in storage/ are restored as they were. DATA_DIR must not exist or be
// empty: to replace live data, stop PocketBase and move the old dir aside first.
import { createReadStream, createWriteStream } from 'node:fs';
import { mkdir, open, readdir, rename, rm, rmdir } from 'node:fs/promises';
import { dirname, isAbsolute, resolve, sep } from 'node:path';
import { Readable, Transform } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { crc32, createInflateRaw } from 'node:zlib';

const EOCD = 0x06054b50;
const EOCD64_LOCATOR = 0x07064b50;
const EOCD64 = 0x06064b50;
const CENTRAL = 0x02014b50;
const LOCAL = 0x04034b50;

async function readAt(fh, position, length) {
  const buf = Buffer.alloc(length);
  const { bytesRead } = await fh.read(buf, 0, length, position);
  return buf.subarray(0, bytesRead);
}

/**
 * The entries of a zip file from its central directory (zip64 included).
 * @param {string} file
 * @returns {Promise<{ name: string, method: number, crc: number, compressedSize: number,
 *   size: number, localOffset: number }[]>}
 */
export async function readZipEntries(file) {
  const fh = await open(file, 'r');
  try {
    const { size: fileSize } = await fh.stat();
    const tailLength = Math.min(fileSize, 22 + 65535);
    const tail = await readAt(fh, fileSize - tailLength, tailLength);
    let at = -1;
    for (let i = tail.length - 22; i >= 0; i--) {
      if (tail.readUInt32LE(i) === EOCD) {
        at = i;
        break;
      }
    }
    if (at < 0) throw new Error('not a zip file (no end of central directory)');
    let count = tail.readUInt16LE(at + 10);
    let dirSize = tail.readUInt32LE(at + 12);
    let dirOffset = tail.readUInt32LE(at + 16);
    if (at >= 20 && tail.readUInt32LE(at - 20) === EOCD64_LOCATOR) {
      const eocd64At = Number(tail.readBigUInt64LE(at - 20 + 8));
      const eocd64 = await readAt(fh, eocd64At, 56);
      if (eocd64.readUInt32LE(0) !== EOCD64) throw new Error('bad zip64 end of central directory');
      count = Number(eocd64.readBigUInt64LE(32));
      dirSize = Number(eocd64.readBigUInt64LE(40));
      dirOffset = Number(eocd64.readBigUInt64LE(48));
    }
    const dir = await readAt(fh, dirOffset, dirSize);
    const entries = [];
    let p = 0;
    for (let n = 0; n < count; n++) {
      if (dir.readUInt32LE(p) !== CENTRAL) throw new Error('corrupt central directory');
      const method = dir.readUInt16LE(p + 10);
      const crc = dir.readUInt32LE(p + 16);
      let compressedSize = dir.readUInt32LE(p + 20);
      let size = dir.readUInt32LE(p + 24);
      const nameLength = dir.readUInt16LE(p + 28);
      const extraLength = dir.readUInt16LE(p + 30);
      const commentLength = dir.readUInt16LE(p + 32);
      let localOffset = dir.readUInt32LE(p + 42);
      const name = dir.toString('utf8', p + 46, p + 46 + nameLength);
      // Zip64 extra field: the 64-bit values of the fields saturated at 0xffffffff, in order.
      let e = p + 46 + nameLength;
      const extraEnd = e + extraLength;
      while (e + 4 <= extraEnd) {
        const id = dir.readUInt16LE(e);
        const length = dir.readUInt16LE(e + 2);
        if (id === 0x0001) {
          let q = e + 4;
          if (size === 0xffffffff) {
            size = Number(dir.readBigUInt64LE(q));
            q += 8;
          }
          if (compressedSize === 0xffffffff) {
            compressedSize = Number(dir.readBigUInt64LE(q));
            q += 8;
          }
          if (localOffset === 0xffffffff) localOffset = Number(dir.readBigUInt64LE(q));
        }
        e += 4 + length;
      }
      entries.push({ name, method, crc, compressedSize, size, localOffset });
      p = extraEnd + commentLength;
    }
    return entries;
  } finally {
    await fh.close();
  }
}

/** The path of an archive entry under `root`, refusing absolute and `..` names. */
function target(root, name) {
  const path = resolve(root, name);
  if (isAbsolute(name) || name.includes('\\') || !path.startsWith(root + sep)) {
    throw new Error(`unsafe path in the archive: ${name}`);
  }
  return path;
}

async function extractEntry(file, fh, entry, path) {
  const local = await readAt(fh, entry.localOffset, 30);
  if (local.readUInt32LE(0) !== LOCAL) throw new Error(`corrupt local header: ${entry.name}`);
  const start = entry.localOffset + 30 + local.readUInt16LE(26) + local.readUInt16LE(28);
  if (entry.method !== 0 && entry.method !== 8) {
    throw new Error(`unsupported compression method ${entry.method}: ${entry.name}`);
  }
  await mkdir(dirname(path), { recursive: true });
  let crc = 0;
  let length = 0;
  const check = new Transform({
    transform(chunk, _enc, done) {
      crc = crc32(chunk, crc);
      length += chunk.length;
      done(null, chunk);
    },
  });
  const source =
    entry.compressedSize > 0
      ? createReadStream(file, { start, end: start + entry.compressedSize - 1 })
      : Readable.from([]);
  const stages = entry.method === 8 && entry.compressedSize > 0 ? [createInflateRaw()] : [];
  await pipeline(source, ...stages, check, createWriteStream(path));
  if (length !== entry.size || crc >>> 0 !== entry.crc >>> 0) {
    throw new Error(`damaged backup: ${entry.name} does not match its checksum`);
  }
}

async function isEmptyOrMissing(dir) {
  try {
    return (await readdir(dir)).length === 0;
  } catch (err) {
    if (err.code === 'ENOENT') return true;
    throw err;
  }
}

/**
 * Restores a backup zip into a new (missing or empty) data dir.
 * @param {{ from: string, dir: string }} opts
 * @returns {Promise<{ dir: string, files: number, bytes: number }>}
 */
export async function restore(opts) {
  const from = resolve(opts.from);
  const dir = resolve(opts.dir);
  if (!(await isEmptyOrMissing(dir))) {
    throw new Error(`${dir} is not empty: restore into a new data dir (move the old one aside)`);
  }
  const entries = await readZipEntries(from);
  if (!entries.some((e) => e.name === 'data.db')) {
    throw new Error('not a PocketBase backup (no data.db)');
  }
  const staging = `${dir}.restoring-${process.pid}`;
  await rm(staging, { recursive: true, force: true });
  await mkdir(staging, { recursive: true });
  const fh = await open(from, 'r');
  let files = 0;
  let bytes = 0;
  try {
    for (const entry of entries) {
      const path = target(staging, entry.name);
      if (entry.name.endsWith('/')) {
        await mkdir(path, { recursive: true });
        continue;
      }
      if (entry.name.endsWith('-shm')) continue;
      await extractEntry(from, fh, entry, path);
      files++;
      bytes += entry.size;
    }
    await fh.close();
    await rmdir(dir).catch((err) => {
      if (err.code !== 'ENOENT') throw err;
    });
    await mkdir(dirname(dir), { recursive: true });
    await rename(staging, dir);
    return { dir, files, bytes };
  } catch (err) {
    await fh.close().catch(() => {});
    await rm(staging, { recursive: true, force: true });
    throw err;
  }
}

if (process.argv[1] && resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const { values } = parseArgs({ options: { from: { type: 'string' }, dir: { type: 'string' } } });
  if (!values.from || !values.dir) {
    console.error('usage: npm run restore -- --from BACKUP.zip --dir NEW_DATA_DIR');
    process.exit(2);
  }
  try {
    const r = await restore({ from: values.from, dir: values.dir });
    console.log(
      `restored ${r.files} files (${r.bytes} bytes) into ${r.dir}\n` +
        `start PocketBase on it: pocketbase serve --dir=${r.dir} (with the project's hooks and migrations)`,
    );
  } catch (err) {
    console.error(`restore failed: ${err instanceof Error ? err.message : err}`);
    process.exit(1);
  }
}
