// Issue 24 item 16: a visitor without a session who tries to vote, report, review, favourite,
// reply or create a provider through the API is told to sign in (401, Spanish), not given
// PocketBase's bare "Failed to create record.".
import { ClientResponseError } from 'pocketbase';
import { describe, expect, it } from 'vitest';
import { ERRORS, SIGN_IN_TO_CREATE } from '../../src/lib/contract/errors';
import { anonymous, makeUser, superuser } from './helpers';

describe.each(Object.entries(SIGN_IN_TO_CREATE))('anonymous create in %s', (collection, code) => {
  it(`answers 401 with "${ERRORS[code].message}"`, async () => {
    const err = await anonymous()
      .collection(collection)
      .create({ review: 'x', provider: 'x', title: 'x' })
      .catch((e: unknown) => e);
    expect(err).toBeInstanceOf(ClientResponseError);
    const e = err as ClientResponseError;
    expect(e.status).toBe(401);
    expect(e.response.message).toBe(ERRORS[code].message);
    expect(e.response.message).toMatch(/iniciar sesión/);
  });

  it('answers the same when the collection is named by its id', async () => {
    const id = (await superuser().collections.getOne(collection)).id;
    const err = (await anonymous()
      .send(`/api/collections/${id}/records`, { method: 'POST', body: {} })
      .catch((e: unknown) => e)) as ClientResponseError;
    expect(err.status).toBe(401);
  });
});

it('leaves signed-in requests and sign-up to the collection rules and hooks', async () => {
  const member = await makeUser();
  const err = (await member.pb
    .collection('helpful_votes')
    .create({ review: 'nonexistent00000' })
    .catch((e: unknown) => e)) as ClientResponseError;
  expect(err.status).toBe(400);
  expect(err.response.message).toBe(ERRORS.vote_review_missing.message);
});
