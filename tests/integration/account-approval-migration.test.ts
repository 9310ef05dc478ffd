// The backfill of `users.approved_by` (docs/DATA-MODEL.md § users): accounts approved before
// the rule was recorded get `linkedin` when linked to LinkedIn, else `admin` (with the admin
// named from the audit log when it holds the approval); pending accounts stay empty. The
// database is made with every migration, the data written without hooks (so no rule is recorded),
// the approval migration (and any later one) rolled back and applied again with PocketBase's own
// `migrate` command.
import { describe, expect, it } from 'vitest';
import { migrationDatabase } from './migration-harness';

const MIGRATION = '1750001000_account_approval.js';
const db = migrationDatabase('lp-approval-');

describe('backfill of the approval rule', () => {
  it('records linkedin for LinkedIn-linked accounts, admin (with the admin) for the others', async () => {
    // Without hooks nothing records a rule: the accounts look as they did before the field.
    let { pbi, su } = await db.start();
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
    db.rerunFrom(MIGRATION);

    ({ pbi, su } = await db.start());
    try {
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
