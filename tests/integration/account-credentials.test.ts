// Issue 20: password reset and change, e-mail change, the LinkedIn field, and every e-mail
// the platform sends read back from the SMTP catcher (Spanish, links only to the site). This
// file starts its own PocketBase whose SMTP is the project's catcher.
import PocketBase, { ClientResponseError } from 'pocketbase';
import { describe, expect, it } from 'vitest';
import { ownStack, type CaughtMail as Mail } from './helpers';
import { errorMessage } from '@/lib/backend-errors';
import { errorCodeOf } from '@/lib/contract/errors';
import { backend } from '@/lib/messages/common';
import { AUTH_PATHS } from '@/lib/contract/paths';
import { RESET_TOKEN_SECONDS, EMAIL_CHANGE_TOKEN_SECONDS } from '@/lib/domain/mail';

const SITE = 'http://site.test';
const PASSWORD = 'secret123';

const stack = ownStack('account', { mail: true, env: { SITE_URL: SITE, BRAND_NAME: 'LaPieza' } });
let n = 0;

const client = (userAgent = 'Navegador-de-pruebas/1.0') => {
  const c = new PocketBase(stack.url);
  c.autoCancellation(false);
  c.beforeSend = (url, options) => {
    options.headers = { ...(options.headers as Record<string, string>), 'User-Agent': userAgent };
    return { url, options };
  };
  return c;
};
const address = (prefix: string) => `${prefix}-${(n++).toString(36)}@example.com`;

async function failureOf(p: Promise<unknown>): Promise<ClientResponseError> {
  try {
    await p;
  } catch (err) {
    if (err instanceof ClientResponseError) return err;
    throw err;
  }
  throw new Error('expected the call to fail');
}

async function statusOf(p: Promise<unknown>): Promise<number> {
  try {
    await p;
    return 0;
  } catch (err) {
    return (err as { status?: number }).status ?? -1;
  }
}

const { mailsTo, nthMail: mailTo } = stack;

const tokenOf = (m: Mail) => {
  const token = /eyJ[\w-]+\.[\w-]+\.[\w-]+/.exec(m.html)?.[0];
  if (!token) throw new Error(`no token in "${m.subject}"`);
  return token;
};
const claims = (token: string) =>
  JSON.parse(Buffer.from(token.split('.')[1]!, 'base64url').toString()) as {
    exp: number;
    newEmail?: string;
  };

/** A verified, approved member created by the superuser (signed in once, from one browser). */
async function member(prefix = 'miembro') {
  const email = address(prefix);
  const rec = await stack.su.collection('users').create({
    email,
    password: PASSWORD,
    passwordConfirm: PASSWORD,
    first_name: 'Ana',
    linkedin_url: `https://www.linkedin.com/in/${prefix}-${n}`,
    approved: true,
    verified: true,
  });
  const pbc = client();
  await pbc.collection('users').authWithPassword(email, PASSWORD);
  return { id: rec.id, email, pb: pbc };
}

describe('password reset request', () => {
  it('answers the same status and body, in similar time, for a registered and an unknown address', async () => {
    const { email } = await member('reset-igual');
    const ask = async (to: string) => {
      const t0 = performance.now();
      const res = await fetch(`${stack.url}/api/collections/users/request-password-reset`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ email: to }),
      });
      return { status: res.status, body: await res.text(), ms: performance.now() - t0 };
    };
    const known: { status: number; body: string; ms: number }[] = [];
    const unknown: typeof known = [];
    for (let i = 0; i < 5; i++) {
      known.push(await ask(email));
      unknown.push(await ask(address('nadie')));
    }
    for (const r of [...known, ...unknown]) expect([r.status, r.body]).toEqual([204, '']);
    // The e-mail is sent after the answer: no SMTP round trip tells the two apart.
    const median = (a: typeof known) => a.map((r) => r.ms).sort((x, y) => x - y)[2]!;
    expect(Math.abs(median(known) - median(unknown))).toBeLessThan(150);
    // The registered address gets the e-mail; the unknown ones get nothing.
    await mailTo(email);
    expect(unknown.some((_, i) => mailsTo(`nadie-${i}`).length > 0)).toBe(false);
  });

  it('links to the site route with a token valid for 30 minutes', async () => {
    const { email } = await member('reset-enlace');
    await client().collection('users').requestPasswordReset(email);
    const m = await mailTo(email);
    const token = tokenOf(m);
    expect(m.html).toContain(`${SITE}${AUTH_PATHS.resetPassword}?token=${token}`);
    const ttl = claims(token).exp - Date.now() / 1000;
    expect(ttl).toBeGreaterThan(RESET_TOKEN_SECONDS - 60);
    expect(ttl).toBeLessThanOrEqual(RESET_TOKEN_SECONDS);
  });

  it('lets an account created through LinkedIn (no known password) set one', async () => {
    const email = address('linkedin');
    // What an OAuth2 sign-up stores: a random password nobody knows.
    await stack.su.collection('users').create({
      email,
      password: 'aleatoria-desconocida-1234567',
      passwordConfirm: 'aleatoria-desconocida-1234567',
      linkedin_url: 'https://www.linkedin.com/in/sso',
      verified: true,
      approved: true,
    });
    await client().collection('users').requestPasswordReset(email);
    const token = tokenOf(await mailTo(email));
    await client()
      .collection('users')
      .confirmPasswordReset(token, 'mi-clave-nueva', 'mi-clave-nueva');
    expect(
      await statusOf(client().collection('users').authWithPassword(email, 'mi-clave-nueva')),
    ).toBe(0);
  });
});

describe('token expiry', () => {
  it('refuses reset and e-mail-change links once their lifetime has passed', async () => {
    const users = await stack.su.collections.getOne('users');
    await stack.su.collections.update('users', {
      passwordResetToken: { ...users['passwordResetToken'], duration: 10 },
      emailChangeToken: { ...users['emailChangeToken'], duration: 10 },
    });
    try {
      const a = await member('caduca');
      const newEmail = address('caduca-nuevo');
      await client().collection('users').requestPasswordReset(a.email);
      await a.pb.collection('users').requestEmailChange(newEmail);
      const reset = tokenOf(await mailTo(a.email));
      const change = tokenOf(await mailTo(newEmail));
      await new Promise((r) => setTimeout(r, 11_500));
      const r1 = await failureOf(
        client().collection('users').confirmPasswordReset(reset, 'otra-clave-1', 'otra-clave-1'),
      );
      expect([r1.status, errorMessage(r1)]).toEqual([400, backend.invalidToken]);
      const r2 = await failureOf(client().collection('users').confirmEmailChange(change, PASSWORD));
      expect([r2.status, errorMessage(r2)]).toEqual([400, backend.invalidToken]);
      // Nothing changed.
      expect(await statusOf(client().collection('users').authWithPassword(a.email, PASSWORD))).toBe(
        0,
      );
      expect((await stack.su.collection('users').getOne(a.id)).email).toBe(a.email);
    } finally {
      await stack.su.collections.update('users', {
        passwordResetToken: { ...users['passwordResetToken'] },
        emailChangeToken: { ...users['emailChangeToken'] },
      });
    }
  }, 30_000);
});

describe('password change in /settings', () => {
  it('refuses a wrong current password in Spanish and keeps the password', async () => {
    const a = await member('cambio-mal');
    const err = await failureOf(
      a.pb.collection('users').update(a.id, {
        oldPassword: 'no-es-esta',
        password: 'nueva-clave-9',
        passwordConfirm: 'nueva-clave-9',
      }),
    );
    expect(err.status).toBe(400);
    expect(errorMessage(err)).toBe(backend.oldPassword);
    expect(await statusOf(client().collection('users').authWithPassword(a.email, PASSWORD))).toBe(
      0,
    );
    expect(
      await statusOf(client().collection('users').authWithPassword(a.email, 'nueva-clave-9')),
    ).toBe(400);
    // Without the current password at all: refused too.
    expect(
      await statusOf(
        a.pb.collection('users').update(a.id, {
          password: 'nueva-clave-9',
          passwordConfirm: 'nueva-clave-9',
        }),
      ),
    ).toBe(400);
  });

  it('with the current password: changes it and ends every session', async () => {
    const a = await member('cambio-bien');
    const other = client('Otro-navegador/2.0');
    await other.collection('users').authWithPassword(a.email, PASSWORD);
    await a.pb.collection('users').update(a.id, {
      oldPassword: PASSWORD,
      password: 'nueva-clave-9',
      passwordConfirm: 'nueva-clave-9',
    });
    expect(await statusOf(other.collection('users').authRefresh())).toBe(401);
    expect(await statusOf(a.pb.collection('users').authRefresh())).toBe(401);
    expect(
      await statusOf(client().collection('users').authWithPassword(a.email, 'nueva-clave-9')),
    ).toBe(0);
  });
});

describe('e-mail change', () => {
  it('confirms once with the password; the old address is told; sessions end', async () => {
    const a = await member('correo');
    const newEmail = address('correo-nuevo');
    await a.pb.collection('users').requestEmailChange(newEmail);
    const m = await mailTo(newEmail);
    const token = tokenOf(m);
    expect(m.html).toContain(`${SITE}${AUTH_PATHS.confirmEmailChange}?token=${token}`);
    const ttl = claims(token).exp - Date.now() / 1000;
    expect(ttl).toBeGreaterThan(EMAIL_CHANGE_TOKEN_SECONDS - 60);
    expect(ttl).toBeLessThanOrEqual(EMAIL_CHANGE_TOKEN_SECONDS);
    // Nothing changes before the confirmation.
    expect((await stack.su.collection('users').getOne(a.id)).email).toBe(a.email);

    const wrong = await failureOf(client().collection('users').confirmEmailChange(token, 'mala'));
    expect([wrong.status, errorMessage(wrong)]).toEqual([400, backend.wrongPassword]);
    expect((await stack.su.collection('users').getOne(a.id)).email).toBe(a.email);

    await client().collection('users').confirmEmailChange(token, PASSWORD);
    expect((await stack.su.collection('users').getOne(a.id)).email).toBe(newEmail);
    const notice = await mailTo(a.email);
    expect(notice.subject).toBe('El correo de tu cuenta en LaPieza cambió');
    expect(notice.html).toContain(newEmail);
    expect(await statusOf(a.pb.collection('users').authRefresh())).toBe(401);
    expect(await statusOf(client().collection('users').authWithPassword(newEmail, PASSWORD))).toBe(
      0,
    );
    expect(await statusOf(client().collection('users').authWithPassword(a.email, PASSWORD))).toBe(
      400,
    );

    // Single use: the link cannot move the account again.
    const again = await failureOf(client().collection('users').confirmEmailChange(token, PASSWORD));
    expect([again.status, errorMessage(again)]).toEqual([400, backend.invalidToken]);
  });

  it('refuses an address another account uses, in Spanish, and sends nothing', async () => {
    const a = await member('ocupado');
    const b = await member('ocupante');
    const before = stack.mail.messages().length;
    const err = await failureOf(a.pb.collection('users').requestEmailChange(b.email));
    expect([err.status, errorMessage(err)]).toEqual([400, backend.emailTaken]);
    const same = await failureOf(a.pb.collection('users').requestEmailChange(a.email));
    expect([same.status, errorMessage(same)]).toEqual([400, backend.sameEmail]);
    await new Promise((r) => setTimeout(r, 300));
    expect(stack.mail.messages().length).toBe(before);
    expect((await stack.su.collection('users').getOne(a.id)).email).toBe(a.email);
  });

  it('refuses a confirmation when the address was taken after the request', async () => {
    const a = await member('carrera');
    const newEmail = address('carrera-nuevo');
    await a.pb.collection('users').requestEmailChange(newEmail);
    const token = tokenOf(await mailTo(newEmail));
    await stack.su.collection('users').create({
      email: newEmail,
      password: PASSWORD,
      passwordConfirm: PASSWORD,
      linkedin_url: 'https://www.linkedin.com/in/carrera',
    });
    const err = await failureOf(client().collection('users').confirmEmailChange(token, PASSWORD));
    expect(err.status).toBe(400);
    expect([backend.emailTaken, backend.invalidToken]).toContain(errorMessage(err));
    expect((await stack.su.collection('users').getOne(a.id)).email).toBe(a.email);
  });
});

describe('LinkedIn URL at sign-up and in the profile', () => {
  const signUp = (linkedin_url: string) =>
    client()
      .collection('users')
      .create({
        email: address('alta'),
        password: PASSWORD,
        passwordConfirm: PASSWORD,
        linkedin_url,
      });

  it.each([
    ['linkedin.com/in/pegado', 'https://www.linkedin.com/in/pegado'],
    ['www.linkedin.com/in/pegado/', 'https://www.linkedin.com/in/pegado'],
    ['http://mx.linkedin.com/in/pegado?trk=public_profile', 'https://www.linkedin.com/in/pegado'],
    ['https://www.linkedin.com/in/pegado', 'https://www.linkedin.com/in/pegado'],
  ])('stores %s as %s', async (pasted, canonical) => {
    const rec = await signUp(pasted);
    expect((await stack.su.collection('users').getOne(rec.id))['linkedin_url']).toBe(canonical);
  });

  it.each(['https://example.com/in/x', 'linkedin.com', 'https://www.linkedin.com/in/a b'])(
    'refuses %s with the Spanish message and creates nothing',
    async (bad) => {
      const before = (await stack.su.collection('users').getList(1, 1)).totalItems;
      const err = await failureOf(signUp(bad));
      expect(err.status).toBe(400);
      expect(errorCodeOf(err)).toBe('linkedin_url_invalid');
      expect(errorMessage(err)).toContain('URL de LinkedIn inválida');
      expect((await stack.su.collection('users').getList(1, 1)).totalItems).toBe(before);
    },
  );

  it('takes the saved URL sent as pasted as no change, and refuses another one', async () => {
    const a = await member('perfil');
    const saved = (await stack.su.collection('users').getOne(a.id))['linkedin_url'] as string;
    const pasted = saved.replace('https://www.', '') + '/';
    expect(await statusOf(a.pb.collection('users').update(a.id, { linkedin_url: pasted }))).toBe(0);
    expect((await stack.su.collection('users').getOne(a.id))['linkedin_url']).toBe(saved);
    expect(
      await statusOf(
        a.pb.collection('users').update(a.id, { linkedin_url: 'linkedin.com/in/otra-persona' }),
      ),
    ).toBe(403);
  });
});

describe('every e-mail the platform sends is Spanish and links only to the site', () => {
  const ENGLISH =
    /\b(hello|hi|thanks|thank you|reset|click|team|login|log in|password|verify|confirm|email address|your|please|ignore|account|new location|if you|didn't)\b/i;

  function check(m: Mail) {
    // What a reader sees: the subject, the HTML without its style sheet and tags, the text.
    const visible = m.html.replace(/<style[\s\S]*?<\/style>/gi, ' ').replace(/<[^>]+>/g, ' ');
    // (Link addresses are checked below, not read as words: /auth/confirm is a route name.)
    const text = `${m.subject}\n${visible}\n${m.text}`.replace(/https?:\/\/\S+/g, ' ');
    // The login alert quotes the browser's user agent: the tests' own is Spanish.
    expect(ENGLISH.exec(text)?.[0] ?? null, m.subject).toBeNull();
    const links = [...m.html.matchAll(/href="([^"]*)"/g)].map((x) => x[1]!.replace(/&amp;/g, '&'));
    const urls = [...`${m.text}`.matchAll(/https?:\/\/\S+/g)].map((x) => x[0]);
    for (const link of [...links, ...urls]) {
      expect(link.startsWith(`${SITE}/`), `${m.subject}: ${link}`).toBe(true);
      expect(link, m.subject).not.toContain('/_/');
    }
  }

  it('verification, reset, e-mail change and its notice, sign-up notice, login alert, code, reply and moderation', async () => {
    const seen: Record<string, Mail> = {};
    const after = async (key: string, to: string, trigger: () => Promise<unknown>) => {
      const count = mailsTo(to).length;
      await trigger();
      seen[key] = await mailTo(to, count + 1);
    };

    // Verification (the sign-up's request).
    const fresh = address('verifica');
    await client().collection('users').create({
      email: fresh,
      password: PASSWORD,
      passwordConfirm: PASSWORD,
      linkedin_url: 'linkedin.com/in/verifica',
    });
    await after('verification', fresh, () =>
      client().collection('users').requestVerification(fresh),
    );
    // Sign-up with an address that has an account: its owner is told.
    await after('signUpNotice', fresh, () =>
      client().collection('users').create({
        email: fresh,
        password: PASSWORD,
        passwordConfirm: PASSWORD,
        linkedin_url: 'linkedin.com/in/otra',
      }),
    );

    const a = await member('correos');
    await after('reset', a.email, () => client().collection('users').requestPasswordReset(a.email));
    // Login alert: a sign-in from a browser the account has not used before.
    await after('authAlert', a.email, () =>
      client('Navegador-nuevo/3.0').collection('users').authWithPassword(a.email, PASSWORD),
    );
    // One-time code (off in the product; turned on here to read its e-mail).
    const users = await stack.su.collections.getOne('users');
    await stack.su.collections.update('users', { otp: { ...users['otp'], enabled: true } });
    try {
      await after('otp', a.email, () => client().collection('users').requestOTP(a.email));
    } finally {
      await stack.su.collections.update('users', { otp: { ...users['otp'], enabled: false } });
    }
    const newEmail = address('correos-nuevo');
    await after('emailChange', newEmail, () =>
      a.pb.collection('users').requestEmailChange(newEmail),
    );
    await after('emailChanged', a.email, () =>
      client().collection('users').confirmEmailChange(tokenOf(seen['emailChange']!), PASSWORD),
    );

    // Reply and moderation decision, to a review's author.
    await stack.su.collection('service_categories').create({
      name: 'recruiting',
      label: 'Recruiting',
      active: true,
    });
    const owner = await member('dueno');
    await stack.su
      .collection('users')
      .update(owner.id, { roles: ['provider'], user_type: 'provider' });
    const reviewer = await member('autor');
    const provider = await stack.su.collection('providers').create({
      company_name: 'Talento Uno',
      description: 'Servicios de recursos humanos.',
      headquarters_country: 'México',
      categories: ['recruiting'],
      status: 'approved',
      verified: true,
      user: owner.id,
    });
    const review = await stack.su.collection('reviews').create({
      provider: provider.id,
      reviewer: reviewer.id,
      title: 'Muy buen proceso',
      review_text: 'Cubrieron la vacante en dos semanas.',
      overall_rating: 5,
    });
    const ownerPb = await stack.su.collection('users').impersonate(owner.id, 600);
    await after('reply', reviewer.email, () =>
      ownerPb.collection('review_replies').create({ review: review.id, body: 'Gracias, Ana.' }),
    );
    await after('moderation', reviewer.email, () =>
      stack.su.send(`/api/lp/admin/reviews/${review.id}/moderation`, {
        method: 'POST',
        body: { decision: 'remove', reason: 'Datos personales de un tercero.' },
      }),
    );

    expect(Object.keys(seen).sort()).toEqual(
      [
        'authAlert',
        'emailChange',
        'emailChanged',
        'moderation',
        'otp',
        'reply',
        'reset',
        'signUpNotice',
        'verification',
      ].sort(),
    );
    for (const m of Object.values(seen)) check(m);
    // The checks can fail: PocketBase's default (English) template would.
    expect(() =>
      check({
        to: [],
        subject: 'Reset your LaPieza password',
        text: '',
        html: `<p>Hello,</p><a href="${SITE}/_/#/auth/confirm-password-reset/x">Reset password</a>`,
      }),
    ).toThrow();
  }, 60_000);
});
