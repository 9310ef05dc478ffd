// The web server's and the renderer's superuser client outlives a token PocketBase stopped
// accepting (the superuser's password set again at a restart, a restored backup).
import { describe, expect, it } from 'vitest';
import PocketBase from 'pocketbase';
import { keepSuperuserSession } from '@/lib/data/pb-server';
import { superuser, uid, url } from './helpers';

describe('keepSuperuserSession', () => {
  it('signs in again and retries once when the token is refused', async () => {
    const email = `su-${uid()}@example.com`;
    const password = 'otra-clave-superusuario';
    const su = superuser();
    const rec = await su.collection('_superusers').create({
      email,
      password,
      passwordConfirm: password,
    });
    const plain = new PocketBase(url());
    const kept = new PocketBase(url());
    for (const pb of [plain, kept]) {
      pb.autoCancellation(false);
      await pb.collection('_superusers').authWithPassword(email, password);
    }
    keepSuperuserSession(kept, email, password);
    const before = kept.authStore.token;
    // Setting the same password again renews the token key: earlier tokens are refused.
    await su.collection('_superusers').update(rec.id, { password, passwordConfirm: password });

    await expect(plain.collection('change_events').getList(1, 1)).rejects.toMatchObject({
      status: 403,
    });
    const list = await kept.collection('change_events').getList(1, 1);
    expect(list.page).toBe(1);
    expect(kept.authStore.token).not.toBe(before);

    // A wrong password is not retried forever: the refusal reaches the caller.
    const wrong = new PocketBase(url());
    wrong.authStore.save('not-a-token', null);
    keepSuperuserSession(wrong, email, 'not-the-password');
    await expect(wrong.collection('change_events').getList(1, 1)).rejects.toMatchObject({
      status: 400,
    });
    await su.collection('_superusers').delete(rec.id);
  });
});
