// The backfill of `users.approved_by` (docs/DATA-MODEL.md § users): accounts approved before
// the rule was recorded get `linkedin` when linked to LinkedIn, else `admin` (with the admin
// named from the audit log when it holds the approval); pending accounts stay empty. The
// database is made with every migration, the data written without hooks (so no rule is recorded),
// the approval migration (and any later one) rolled back and applied again with PocketBase's own
// `migrate` command.
import { execFileSync } from 'node:child_process';
import { mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import PocketBase from 'pocketbase';
import { afterAll, describe, expect, it } from 'vitest';
import { pbBinary, root, startPocketBase } from '../../scripts/lib/pocketbase.mjs';

const MIGRATION = '1750001000_account_approval.js';
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

describe('backfill of the approval rule', () => {
  it('records linkedin for LinkedIn-linked accounts, admin (with the admin) for the others', async () => {
    const dataDir = temp('lp-approval-');
    const hooksDir = temp('lp-approval-hooks-');
    const env = { RATE_LIMITS: 'off' };
    const migrationsDir = join(root, 'pocketbase/pb_migrations');
    const cli = (...args: string[]) =>
      execFileSync(
        pbBinary,
        [
          'migrate',
          ...args,
          `--dir=${dataDir}`,
          `--migrationsDir=${migrationsDir}`,
          `--hooksDir=${hooksDir}`,
        ],
        { env: { ...process.env, ...env }, input: 'y\n', stdio: ['pipe', 'ignore', 'pipe'] },
      );
    // Without hooks nothing records a rule: the accounts look as they did before the field.
    let pbi = await startPocketBase({ dataDir, hooksDir, env });
    let su = await signedIn(pbi);
    const user = (email: string, approved: boolean) =>
      su.collection('users').create({
        email,
        password: 'secret123',
        passwordConfirm: 'secret123',
        verified: true,
        approved,
      });
    const viaLinkedIn = await user('linkedin@gmail.com', true);
    const byAdmin = await user('aprobada@gmail.com', true);
    const byUnknown = await user('antigua@gmail.com', true);
    const pending = await user('pendiente@gmail.com', false);
    const admin = await user('admin@lapieza.io', true);
    const users = await su.collections.getOne('users');
    await su.collection('_externalAuths').create({
      collectionRef: users.id,
      recordRef: viaLinkedIn.id,
      provider: 'oidc',
      providerId: 'linkedin-123',
    });
    await su.collection('audit_log').create({
      actor: admin.id,
      actor_collection: 'users',
      action: 'user_approved',
      target: `users/${byAdmin.id}`,
    });
    await pbi.stop();
    // Back to before the approval migration (and any later one), then up again.
    const later = readdirSync(migrationsDir).filter((f) => f.endsWith('.js') && f >= MIGRATION);
    cli('down', String(later.length));
    cli('up');

    pbi = await startPocketBase({ dataDir, hooksDir, env });
    try {
      su = await signedIn(pbi);
      const rule = async (id: string) => {
        const r = await su.collection('users').getOne(id);
        return [r['approved_by'], r['approved_admin']];
      };
      expect(await rule(viaLinkedIn.id)).toEqual(['linkedin', '']);
      expect(await rule(byAdmin.id)).toEqual(['admin', admin.id]);
      expect(await rule(byUnknown.id)).toEqual(['admin', '']);
      expect(await rule(pending.id)).toEqual(['', '']);
    } finally {
      await pbi.stop();
    }
  }, 120_000);
});
