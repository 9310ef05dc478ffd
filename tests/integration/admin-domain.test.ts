// Admin = the admin role AND an e-mail in ADMIN_EMAIL_DOMAIN (the contract's isAdminAccount).
// Changing the domain takes effect on restart: PocketBase's bootstrap hook applies the same
// rule to every account that has the role or the flag. Its own PocketBase, restarted.
import { describe, expect, it } from 'vitest';
import { ownStack } from './helpers';

const stack = ownStack('admin-domain', { env: { ADMIN_EMAIL_DOMAIN: 'primero.test' } });

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

describe('the admin rule follows ADMIN_EMAIL_DOMAIN across restarts', () => {
  it('grants and withdraws is_admin by role and domain', async () => {
    let su = stack.su;
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

    await stack.restart({ env: { ADMIN_EMAIL_DOMAIN: 'segundo.test' } });
    su = stack.su;
    // Only the admin role in the new domain is an admin; the role alone or the domain alone is not.
    expect(await flags()).toEqual([false, true, false]);
  });
});
