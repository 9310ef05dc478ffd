// The data migration of profiles held by the platform (docs/DATA-MODEL.md § providers): the
// listings the demo kept under its internal directory account lose that owner (unclaimed), the
// other providers keep theirs. The database is made with every migration, the data migration (and any later one) is
// rolled back and applied again with PocketBase's own `migrate` command (no hooks).
import { describe, expect, it } from 'vitest';
import { migrationDatabase } from './migration-harness';

const MIGRATION = '1750000900_platform_held_providers.js';
const db = migrationDatabase('lp-held-');

describe('migration of the listings held by the directory account', () => {
  it('empties their owner and keeps every other owner', async () => {
    let { pbi, su } = await db.start();
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

    db.rerunFrom(MIGRATION);

    ({ pbi, su } = await db.start());
    try {
      for (const p of held)
        expect((await su.collection('providers').getOne(p.id))['user']).toBe('');
      expect((await su.collection('providers').getOne(owned.id))['user']).toBe(owner.id);
    } finally {
      await pbi.stop();
    }
  }, 120_000);
});
