// LinkedIn sign-in (PocketBase's generic `oidc` provider) against the local OpenID Connect
// provider, driven over HTTP: the profile comes from the provider's claims on first sign-in,
// and an unverified account pre-registered with someone else's e-mail keeps nothing of what
// its creator typed once the e-mail's owner signs in (docs/SECURITY.md).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { freePort } from '../../scripts/lib/pocketbase.mjs';
import { startOidcProvider } from '../../scripts/lib/oidc-dev.mjs';
import { ownStack } from './helpers';

interface Answer {
  status: number;
  json: Record<string, unknown>;
}

let oidc: { url: string; env: Record<string, string>; stop: () => Promise<void> };
// The identity provider first: it is told PocketBase's redirect URL, so the port is chosen here.
const stack = ownStack('oauth2', async () => {
  const port = await freePort();
  oidc = await startOidcProvider({
    redirectUri: `http://127.0.0.1:${port}/api/oauth2-redirect`,
    extraClaims: (email: string) =>
      email.startsWith('con-perfil.') ? { profile: PROFILE_URL } : {},
  });
  return { port, env: oidc.env };
});
let suToken: string;
let n = 0;
const unique = (prefix: string) => `${prefix}.${n++}${Date.now().toString(36)}@example.com`;
/** Accounts whose provider claims carry a LinkedIn profile URL. */
const PROFILE_URL = 'https://www.linkedin.com/in/perfil-desde-linkedin';

async function call(path: string, body?: unknown, token = ''): Promise<Answer> {
  const res = await fetch(`${stack.url}${path}`, {
    method: body === undefined ? 'GET' : 'POST',
    headers: { 'content-type': 'application/json', ...(token ? { authorization: token } : {}) },
    ...(body === undefined ? {} : { body: JSON.stringify(body) }),
  });
  const text = await res.text();
  return { status: res.status, json: text ? JSON.parse(text) : {} };
}

/**
 * What the browser does for "Continuar con LinkedIn": the provider's login form with `email`,
 * then PocketBase's auth-with-oauth2 with the code (createData as the /auth island sends it).
 */
async function linkedInSignIn(email: string): Promise<Answer> {
  const methods = await call('/api/collections/users/auth-methods');
  const oauth2 = methods.json.oauth2 as {
    providers: { name: string; state: string; codeVerifier: string; authURL: string }[];
  };
  const provider = oauth2.providers.find((p) => p.name === 'oidc')!;
  const redirectURL = `${stack.url}/api/oauth2-redirect`;
  const jar = new Map<string, string>();
  const go = async (url: string, init: RequestInit = {}): Promise<Response> => {
    const res = await fetch(url, {
      ...init,
      redirect: 'manual',
      headers: {
        ...(init.headers as Record<string, string>),
        cookie: [...jar].map(([k, v]) => `${k}=${v}`).join('; '),
      },
    });
    for (const c of res.headers.getSetCookie()) {
      const [pair] = c.split(';');
      const at = pair!.indexOf('=');
      jar.set(pair!.slice(0, at), pair!.slice(at + 1));
    }
    return res;
  };
  let res = await go(provider.authURL + encodeURIComponent(redirectURL));
  let location = new URL(res.headers.get('location')!, oidc.url);
  expect(location.pathname).toMatch(/^\/interaction\//);
  res = await go(`${location.href}/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({ email }).toString(),
  });
  for (let hops = 0; hops < 10; hops++) {
    location = new URL(res.headers.get('location')!, oidc.url);
    if (location.href.startsWith(redirectURL)) break;
    res = await go(location.href);
  }
  expect(location.searchParams.get('state')).toBe(provider.state);
  return call('/api/collections/users/auth-with-oauth2', {
    provider: 'oidc',
    code: location.searchParams.get('code'),
    codeVerifier: provider.codeVerifier,
    redirectURL,
    createData: { user_type: 'hr_professional' },
  });
}

const user = async (id: string) =>
  (await call(`/api/collections/users/records/${id}`, undefined, suToken)).json;

beforeAll(() => {
  suToken = stack.su.authStore.token;
});

afterAll(async () => {
  await oidc?.stop();
});

describe('LinkedIn sign-in (OpenID Connect)', () => {
  it('fills the names of a new account from given_name and family_name', async () => {
    const email = unique('lucia.fernandez');
    const res = await linkedInSignIn(email);
    expect(res.status).toBe(200);
    const record = res.json.record as Record<string, unknown>;
    expect(record).toMatchObject({ first_name: 'Lucia', last_name: 'Fernandez', verified: true });
    expect(await user(String(record.id))).toMatchObject({
      first_name: 'Lucia',
      last_name: 'Fernandez',
      linkedin_url: '',
      approved: true,
      // The rule that approved it (docs/DECISIONS.md § Approval from evidence).
      approved_by: 'linkedin',
    });
  });

  it('takes the LinkedIn URL from a profile claim that is a LinkedIn URL', async () => {
    const res = await linkedInSignIn(unique('con-perfil.mario'));
    expect(res.status).toBe(200);
    expect(res.json.record).toMatchObject({ first_name: 'Con', linkedin_url: PROFILE_URL });
  });

  it("resets what the creator of an unverified account typed when the e-mail's owner signs in", async () => {
    const email = unique('victima.real');
    // The attacker signs up with the victim's e-mail and their own LinkedIn URL and profile.
    const attacker = await call('/api/collections/users/records', {
      email,
      password: 'clave-del-atacante',
      passwordConfirm: 'clave-del-atacante',
      first_name: 'Atacante',
      last_name: 'Malicioso',
      job_title: 'Estafador',
      company_name: 'Mala Empresa',
      bio: 'Yo no soy',
      user_type: 'provider',
      linkedin_url: 'https://www.linkedin.com/in/el-atacante',
    });
    expect(attacker.status).toBe(200);
    const id = String(attacker.json.id);

    const res = await linkedInSignIn(email);
    expect(res.status).toBe(200);
    expect((res.json.record as Record<string, unknown>).id).toBe(id);
    expect(await user(id)).toMatchObject({
      verified: true,
      approved: true,
      first_name: 'Victima',
      last_name: 'Real',
      job_title: '',
      company_name: '',
      bio: '',
      user_type: 'hr_professional',
      roles: ['hr_professional'],
      linkedin_url: '',
    });
    // The attacker's password no longer works (PocketBase), and the owner may now set the
    // LinkedIn URL that was locked to the attacker's.
    expect(
      (
        await call('/api/collections/users/auth-with-password', {
          identity: email,
          password: 'clave-del-atacante',
        })
      ).status,
    ).toBe(400);
    const token = String(res.json.token);
    const own = await fetch(`${stack.url}/api/collections/users/records/${id}`, {
      method: 'PATCH',
      headers: { 'content-type': 'application/json', authorization: token },
      body: JSON.stringify({ linkedin_url: 'https://www.linkedin.com/in/la-victima' }),
    });
    expect(own.status).toBe(200);
  });

  it('keeps the profile of a verified account (only empty names are filled)', async () => {
    const email = unique('ya.verificada');
    const created = await call(
      '/api/collections/users/records',
      {
        email,
        password: 'clave-segura',
        passwordConfirm: 'clave-segura',
        first_name: 'Nombre',
        last_name: 'Propio',
        job_title: 'Directora de RR. HH.',
        linkedin_url: 'https://www.linkedin.com/in/la-propia',
        verified: true,
        approved: true,
      },
      suToken,
    );
    expect(created.status).toBe(200);
    expect((await linkedInSignIn(email)).status).toBe(200);
    expect(await user(String(created.json.id))).toMatchObject({
      first_name: 'Nombre',
      last_name: 'Propio',
      job_title: 'Directora de RR. HH.',
      linkedin_url: 'https://www.linkedin.com/in/la-propia',
    });
    expect(
      (
        await call('/api/collections/users/auth-with-password', {
          identity: email,
          password: 'clave-segura',
        })
      ).status,
    ).toBe(200);
  });

  // Issue 20, item 7: an account created through LinkedIn has a random password; signing in
  // with LinkedIn again is its re-authentication for deleting the account (for 10 minutes).
  it('lets a LinkedIn account delete itself right after a LinkedIn sign-in', async () => {
    const email = unique('sin-clave');
    const first = await linkedInSignIn(email);
    expect(first.status).toBe(200);
    const id = String((first.json.record as { id: string }).id);
    const token = String(first.json.token);
    // Without the typed confirmation: refused, and the sign-in still counts afterwards.
    expect((await call('/api/lp/account/delete', { confirm: 'no' }, token)).status).toBe(400);
    const links = () =>
      call(
        `/api/collections/_externalAuths/records?filter=${encodeURIComponent(`recordRef="${id}"`)}`,
        undefined,
        suToken,
      );
    expect((await links()).json.totalItems).toBe(1);
    const res = await call('/api/lp/account/delete', { confirm: 'ELIMINAR' }, token);
    expect(res.status).toBe(200);
    // PocketBase removes the LinkedIn link with the account.
    expect((await links()).json.totalItems).toBe(0);
    expect((await call(`/api/collections/users/records/${id}`, undefined, suToken)).status).toBe(
      404,
    );
  });

  it('refuses the deletion without a password when the last LinkedIn sign-in is old', async () => {
    const email = unique('vieja');
    const first = await linkedInSignIn(email);
    const id = String((first.json.record as { id: string }).id);
    const old = new Date(Date.now() - 11 * 60_000).toISOString().replace('T', ' ');
    const patch = await fetch(`${stack.url}/api/collections/users/records/${id}`, {
      method: 'PATCH',
      headers: { 'content-type': 'application/json', authorization: suToken },
      body: JSON.stringify({ reauth_at: old }),
    });
    expect(patch.status).toBe(200);
    const res = await call(
      '/api/lp/account/delete',
      { confirm: 'ELIMINAR' },
      String(first.json.token),
    );
    expect(res.status).toBe(400);
    expect((res.json.data as { error: { code: string } }).error.code).toBe(
      'account_reauth_required',
    );
    expect((await call(`/api/collections/users/records/${id}`, undefined, suToken)).status).toBe(
      200,
    );
  });
});
