// Admin = the admin role AND an e-mail in ADMIN_EMAIL_DOMAIN (the contract's isAdminAccount).
// Changing the domain takes effect on restart: PocketBase's bootstrap hook applies the same
// rule to every account that has the role or the flag. Its own PocketBase, restarted.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import PocketBase from 'pocketbase';
import { startPocketBase } from '../../scripts/lib/pocketbase.mjs';

type Instance = Awaited<ReturnType<typeof startPocketBase>>;

let dataDir = '';
let pb: Instance | undefined;

async function start(domain: string): Promise<PocketBase> {
  pb = await startPocketBase({
    dataDir,
    env: { RATE_LIMITS: 'off', SITE_URL: 'http://site.test', ADMIN_EMAIL_DOMAIN: domain },
  });
  const client = new PocketBase(pb.url);
  client.autoCancellation(false);
  await client
    .collection('_superusers')
    .authWithPassword(pb.superuser.email, pb.superuser.password);
  return client;
}

const account = (email: string, roles: string[]) => ({
  email,
  password: 'secret123',
  passwordConfirm: 'secret123',
  first_name: 'Ana',
  last_name: 'Pérez',
  user_type: 'hr_professional',
  roles,
  linkedin_url: `https://www.linkedin.com/in/${email.split('@')[0]}`,
});

beforeAll(() => {
  dataDir = mkdtempSync(join(tmpdir(), 'lp-admin-domain-'));
});

afterAll(async () => {
  await pb?.stop();
  if (dataDir) rmSync(dataDir, { recursive: true, force: true });
});

describe('the admin rule follows ADMIN_EMAIL_DOMAIN across restarts', () => {
  it('grants and withdraws is_admin by role and domain', async () => {
    let su = await start('primero.test');
    const a = await su.collection('users').create(account('ana@primero.test', ['admin']));
    const b = await su.collection('users').create(account('bea@segundo.test', ['admin']));
    const c = await su
      .collection('users')
      .create(account('carla@segundo.test', ['hr_professional']));
    const flags = async () =>
      Promise.all(
        [a, b, c].map(async (u) => (await su.collection('users').getOne(u.id))['is_admin']),
      );
    expect(await flags()).toEqual([true, false, false]);

    await pb!.stop();
    su = await start('segundo.test');
    // Only the admin role in the new domain is an admin; the role alone or the domain alone is not.
    expect(await flags()).toEqual([false, true, false]);
  });
});
