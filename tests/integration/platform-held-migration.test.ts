// The data migration of profiles held by the platform (docs/DATA-MODEL.md § providers): the
// listings the demo kept under its internal directory account lose that owner (unclaimed), the
// other providers keep theirs. The database is made with every migration, the latest one is
// rolled back and applied again with PocketBase's own `migrate` command (no hooks).
import { execFileSync } from 'node:child_process';
import { mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import PocketBase from 'pocketbase';
import { afterAll, describe, expect, it } from 'vitest';
import { pbBinary, root, startPocketBase } from '../../scripts/lib/pocketbase.mjs';

const dirs: string[] = [];
const temp = (prefix: string) => {
  const d = mkdtempSync(join(tmpdir(), prefix));
  dirs.push(d);
  return d;
};

afterAll(() => {
  for (const d of dirs) rmSync(d, { recursive: true, force: true });
});

async function signedIn(pbi: Awaited<ReturnType<typeof startPocketBase>>) {
  const su = new PocketBase(pbi.url);
  su.autoCancellation(false);
  await su.collection('_superusers').authWithPassword(pbi.superuser.email, pbi.superuser.password);
  return su;
}

describe('migration of the listings held by the directory account', () => {
  it('empties their owner and keeps every other owner', async () => {
    const dataDir = temp('lp-held-');
    const hooksDir = temp('lp-held-hooks-');
    const env = { RATE_LIMITS: 'off' };
    let pbi = await startPocketBase({ dataDir, hooksDir, env });
    let su = await signedIn(pbi);
    const user = (email: string) =>
      su.collection('users').create({
        email,
        password: 'secret123',
        passwordConfirm: 'secret123',
        first_name: 'Equipo',
        last_name: 'Directorio',
        roles: ['provider'],
        verified: true,
      });
    const directory = await user('directorio@lapieza.io');
    const owner = await user('duena@empresa.mx');
    const provider = (name: string, userId: string, status = 'approved') =>
      su.collection('providers').create({
        company_name: name,
        slug: name.toLowerCase().replace(/ /g, '-'),
        description: 'Servicios de recursos humanos.',
        headquarters_country: 'México',
        categories: ['recruiting'],
        status,
        verified: true,
        user: userId,
      });
    const held = [
      await provider('Listado Uno', directory.id),
      await provider('Listado Dos', directory.id, 'pending'),
    ];
    const owned = await provider('Empresa Propia', owner.id);
    await pbi.stop();

    const cli = (...args: string[]) =>
      execFileSync(
        pbBinary,
        [
          'migrate',
          ...args,
          `--dir=${dataDir}`,
          `--migrationsDir=${join(root, 'pocketbase/pb_migrations')}`,
          `--hooksDir=${hooksDir}`,
        ],
        { env: { ...process.env, ...env }, input: 'y\n', stdio: ['pipe', 'ignore', 'pipe'] },
      );
    // Down to just before this migration (later ones first), then everything up again.
    const MIGRATION = '1750000900_platform_held_providers.js';
    const steps = readdirSync(join(root, 'pocketbase/pb_migrations')).filter(
      (f) => f.endsWith('.js') && f >= MIGRATION,
    ).length;
    cli('down', String(steps));
    cli('up');

    pbi = await startPocketBase({ dataDir, hooksDir, env });
    try {
      su = await signedIn(pbi);
      for (const p of held)
        expect((await su.collection('providers').getOne(p.id))['user']).toBe('');
      expect((await su.collection('providers').getOne(owned.id))['user']).toBe(owner.id);
    } finally {
      await pbi.stop();
    }
  }, 120_000);
});
