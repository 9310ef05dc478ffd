// Backup and restore: `npm run backup` against a running PocketBase with records and uploaded
// files, `npm run restore` into a fresh data dir, a new PocketBase started there: the same
// records, the same files byte for byte, the same passwords, and nothing written after the
// backup. A damaged archive or a non-empty target dir is refused without leaving anything.
import { execFile } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { readdir } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import PocketBase from 'pocketbase';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { root } from '../../scripts/lib/pocketbase.mjs';
import { ownStack, startStack, type Stack } from './helpers';

const run = promisify(execFile);
const COLLECTIONS = [
  'users',
  'service_categories',
  'providers',
  'reviews',
  'user_favorites',
  'case_studies',
  'blog_categories',
  'blog_tags',
  'blog_posts',
  'slug_redirects',
  'change_events',
];

let work: string;
const source = ownStack('backup');
let restored: Stack | null = null;
const files = new Map<string, Buffer>(); // `${collection}/${id}` → uploaded bytes

const client = (url: string) => {
  const pb = new PocketBase(url);
  pb.autoCancellation(false);
  return pb;
};

/** A PNG whose padding makes every upload unique (PocketBase sniffs the header). */
function png(size: number): Buffer {
  const header = Buffer.from(
    'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==',
    'base64',
  );
  return Buffer.concat([header, randomBytes(size - header.length)]);
}

/** Every record of the project's collections, sorted, as the superuser sees them. */
async function dump(pb: PocketBase) {
  const out: Record<string, unknown[]> = {};
  for (const c of COLLECTIONS) out[c] = await pb.collection(c).getFullList({ sort: 'id' });
  return out;
}

const script = (name: string, args: string[], env: Record<string, string> = {}) =>
  run(process.execPath, [join(root, 'scripts', name), ...args], {
    env: { ...process.env, ...env },
  });

beforeAll(async () => {
  work = mkdtempSync(join(tmpdir(), 'lp-backup-'));
  const su = source.su;
  await su
    .collection('service_categories')
    .create({ name: 'payroll', label: 'Nómina', active: true });
  const owner = await su.collection('users').create({
    email: 'dueno@example.com',
    password: 'clave-dueno',
    passwordConfirm: 'clave-dueno',
    linkedin_url: 'https://www.linkedin.com/in/dueno',
    approved: true,
    verified: true,
  });
  const reviewer = await su.collection('users').create({
    email: 'resena@example.com',
    password: 'clave-resena',
    passwordConfirm: 'clave-resena',
    linkedin_url: 'https://www.linkedin.com/in/resena',
    approved: true,
    verified: true,
  });
  for (let i = 0; i < 3; i++) {
    const logo = png(20_000 + i * 1000);
    const form = new FormData();
    Object.entries({
      user: owner.id,
      company_name: `Respaldo Nómina ${i}`,
      description: 'Servicios de nómina.',
      headquarters_country: 'Chile',
      categories: JSON.stringify(['payroll']),
      status: 'approved',
      verified: 'true',
    }).forEach(([k, v]) => form.append(k, v));
    form.append('logo', new Blob([new Uint8Array(logo)], { type: 'image/png' }), `logo-${i}.png`);
    const p = await su.collection('providers').create(form);
    files.set(`providers/${p.id}`, logo);
    await su.collection('reviews').create({
      provider: p.id,
      reviewer: reviewer.id,
      title: `Reseña ${i}`,
      review_text:
        'Muy buen servicio de nómina. Contamos qué servicio contratamos y cómo fue el trabajo.',
      overall_rating: i + 3,
    });
    await su.collection('user_favorites').create({ user: reviewer.id, provider: p.id });
    await su.collection('case_studies').create({ provider: p.id, title: 'Caso', published: true });
  }
  // A rename leaves a slug redirect behind.
  const first = await su.collection('providers').getFirstListItem('company_name ~ "0"');
  await su.collection('providers').update(first.id, { company_name: 'Respaldo Renombrado' });
  const category = await su.collection('blog_categories').create({ name: 'Nómina' });
  const tag = await su.collection('blog_tags').create({ name: 'Respaldo' });
  const banner = png(300_000);
  const form = new FormData();
  form.append('title', 'Cómo respaldar datos');
  form.append('content', '<p>Respalda todo.</p>');
  form.append('status', 'published');
  form.append('categories', category.id);
  form.append('tags', tag.id);
  form.append('featured_image', new Blob([new Uint8Array(banner)], { type: 'image/png' }), 'b.png');
  const post = await su.collection('blog_posts').create(form);
  files.set(`blog_posts/${post.id}`, banner);
}, 120_000);

afterAll(async () => {
  await restored?.stop();
  if (work) rmSync(work, { recursive: true, force: true });
});

describe('npm run backup → npm run restore → a fresh PocketBase', () => {
  it('restores the same records and byte-identical files, and nothing written after the backup', async () => {
    const su = source.su;
    const before = await dump(su);
    expect(before.providers).toHaveLength(3);
    expect(before.slug_redirects).toHaveLength(1);

    const out = join(work, 'backups');
    const started = Date.now();
    const { stdout } = await script('backup.mjs', ['--out', out, '--url', source.url], {
      PB_SUPERUSER_EMAIL: source.pbi.superuser.email,
      PB_SUPERUSER_PASSWORD: source.pbi.superuser.password,
    });
    const backupMs = Date.now() - started;
    const zips = (await readdir(out)).filter((f) => f.endsWith('.zip'));
    expect(zips).toHaveLength(1);
    const zip = join(out, zips[0]!);
    expect(stdout).toContain(zip);
    // The checksum file matches the archive, and the server kept no copy.
    const sha = readFileSync(`${zip}.sha256`, 'utf8').split(' ')[0];
    expect(stdout).toContain(sha);
    expect(await su.backups.getFullList()).toEqual([]);

    // Written after the backup: must not come back.
    await su.collection('blog_tags').create({ name: 'Después del respaldo' });

    const dataDir = join(work, 'restored');
    const restoreStarted = Date.now();
    await script('restore.mjs', ['--from', zip, '--dir', dataDir]);
    const restoreMs = Date.now() - restoreStarted;
    expect(existsSync(join(dataDir, 'data.db'))).toBe(true);
    restored = await startStack('restored', { dataDir });
    const back = restored.su;

    expect(await dump(back)).toEqual(before);
    for (const [key, bytes] of files) {
      const [collection, id] = key.split('/') as [string, string];
      const record = await back.collection(collection).getOne(id);
      const name = collection === 'providers' ? record.logo : record.featured_image;
      const res = await fetch(back.files.getURL(record, name));
      expect(res.status).toBe(200);
      expect(Buffer.from(await res.arrayBuffer()).equals(bytes)).toBe(true);
    }
    // Auth data came back too: the users sign in with their passwords.
    const user = client(restored.url);
    await user.collection('users').authWithPassword('resena@example.com', 'clave-resena');
    expect(user.authStore.record?.email).toBe('resena@example.com');

    const size = readFileSync(zip).length;
    console.log(
      `[backup] ${size} bytes archive; backup ${backupMs} ms, restore ${restoreMs} ms; ` +
        `${Object.values(before).reduce((n, l) => n + l.length, 0)} records, ${files.size} files`,
    );
  }, 120_000);

  it('refuses a damaged archive and leaves no data dir behind', async () => {
    const zips = (await readdir(join(work, 'backups'))).filter((f) => f.endsWith('.zip'));
    const bytes = readFileSync(join(work, 'backups', zips[0]!));
    // Flip bytes in the middle of the archive: inside some entry's compressed data.
    const damaged = Buffer.from(bytes);
    for (let i = 0; i < 64; i++) damaged[Math.floor(damaged.length / 3) + i]! ^= 0xff;
    const file = join(work, 'damaged.zip');
    writeFileSync(file, damaged);
    const dataDir = join(work, 'from-damaged');
    await expect(script('restore.mjs', ['--from', file, '--dir', dataDir])).rejects.toThrow(
      /restore failed/,
    );
    expect(existsSync(dataDir)).toBe(false);
    expect((await readdir(work)).filter((f) => f.includes('.restoring-'))).toEqual([]);
  });

  it('refuses to restore over a data dir that is not empty', async () => {
    const zips = (await readdir(join(work, 'backups'))).filter((f) => f.endsWith('.zip'));
    const dataDir = join(work, 'busy');
    mkdirSync(dataDir);
    writeFileSync(join(dataDir, 'data.db'), 'live data');
    await expect(
      script('restore.mjs', ['--from', join(work, 'backups', zips[0]!), '--dir', dataDir]),
    ).rejects.toThrow(/not empty/);
    expect(readFileSync(join(dataDir, 'data.db'), 'utf8')).toBe('live data');
  });
});
