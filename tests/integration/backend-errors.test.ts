// What a member reads when PocketBase refuses or does not answer: the real answers of the
// suite's PocketBase (and of a closed port), through the function every island uses.
import { describe, expect, it } from 'vitest';
import PocketBase from 'pocketbase';
import { errorMessage } from '@/lib/backend-errors';
import { backend } from '@/lib/messages/common';
import { anonymous, ensureCategories, errorOf, makeUser, providerData, uid } from './helpers';
import { ERRORS, errorCodeOf, errorText } from '@/lib/contract/errors';
import { freePort } from '../../scripts/lib/pocketbase.mjs';

async function failure(p: Promise<unknown>): Promise<string> {
  try {
    await p;
  } catch (err) {
    return errorMessage(err);
  }
  throw new Error('the call succeeded');
}

const signup = (over: Record<string, unknown> = {}) =>
  anonymous()
    .collection('users')
    .create({
      email: `e-${uid()}@example.com`,
      password: 'secret123',
      passwordConfirm: 'secret123',
      first_name: 'Ana',
      last_name: 'Pérez',
      user_type: 'hr_professional',
      linkedin_url: `https://www.linkedin.com/in/${uid()}`,
      ...over,
    });

describe('backend error messages shown to members are Spanish', () => {
  it('wrong password', async () => {
    const { email } = await makeUser();
    expect(
      await failure(anonymous().collection('users').authWithPassword(email, 'not-the-password')),
    ).toBe(backend.invalidCredentials);
  });

  it('sign-up with a short password, mismatched passwords, an invalid e-mail', async () => {
    // (An e-mail already registered is answered like a new one: security-signup.test.ts.)
    expect(await failure(signup({ password: '123', passwordConfirm: '123' }))).toBe(
      backend.minLength('6'),
    );
    expect(await failure(signup({ passwordConfirm: 'otra-clave' }))).toBe(backend.mismatch);
    expect(await failure(signup({ email: 'no-es-un-email' }))).toBe(backend.invalidEmail);
  });

  it("a malformed LinkedIn URL gets the spec's Spanish message", async () => {
    expect(await failure(signup({ linkedin_url: 'https://example.com/yo' }))).toBe(
      errorText('linkedin_url_invalid'),
    );
  });

  it('hook errors carry a contract code and their parameters fill the Spanish text', async () => {
    await ensureCategories();
    const owner = await makeUser({ user_type: 'provider', roles: ['provider'] });
    const create = (extra: Record<string, unknown>) =>
      owner.pb.collection('providers').create(providerData({ user: owner.id, ...extra }));
    const missing = await errorOf(create({ categories: ['no_existe_nunca'] }));
    expect(missing.status).toBe(400);
    expect(errorCodeOf(missing)).toBe('provider_category_missing');
    expect(errorMessage(missing)).toBe('La categoría "no_existe_nunca" no existe.');
    const year = await errorOf(create({ founded_year: 1500 }));
    expect(errorCodeOf(year)).toBe('provider_founded_year');
    expect(errorMessage(year)).toBe(
      `El año de fundación debe estar entre 1900 y ${new Date().getFullYear()}.`,
    );
  });

  it('an expired or invalid session', async () => {
    const pb = anonymous();
    pb.authStore.save('not-a-token', null);
    expect(await failure(pb.collection('users').authRefresh())).toBe(backend.sessionExpired);
  });

  it('PocketBase not answering', async () => {
    const down = new PocketBase(`http://127.0.0.1:${await freePort()}`);
    expect(await failure(down.collection('users').authWithPassword('a@b.co', 'x'))).toBe(
      backend.network,
    );
  });

  it('rate limited and server errors (status only)', () => {
    expect(errorMessage({ status: 429, response: { message: 'Too Many Requests.' } })).toBe(
      backend.rateLimited,
    );
    expect(
      errorMessage({
        status: 429,
        response: {
          message: 'Demasiados intentos…',
          data: {
            error: { code: 'too_many_login_failures', message: 'Demasiados intentos…' },
          },
        },
      }),
    ).toBe(ERRORS.too_many_login_failures.message);
    expect(errorMessage({ status: 500, response: { message: 'Something went wrong.' } })).toBe(
      backend.server,
    );
  });
});
