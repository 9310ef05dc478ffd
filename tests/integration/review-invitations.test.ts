// review invitations and provenance, against a real PocketBase with the SMTP
// catcher (the tokens only exist in the e-mails). Who may invite, the single-use link bound to
// the invited address and expiring, the 24-hour limit, and a `source` no client can forge.
import PocketBase, { ClientResponseError } from 'pocketbase';
import { beforeAll, describe, expect, it } from 'vitest';
import { errorCodeOf, errorEntryOf } from '@/lib/contract/errors';
import { INVITATION_DAILY_LIMIT } from '@/lib/contract/invitations';
import { ownStack } from './helpers';

interface Mail {
  subject: string;
  text: string;
  html: string;
  to: string[];
}

const stack = ownStack('invitations', { mail: true, env: { BRAND_NAME: 'LaPieza' } });
let su: PocketBase;
let n = 0;

const TEXT =
  'Nos ayudaron a contratar rápido. Contamos qué servicio contratamos y cómo fue el trabajo.';

beforeAll(async () => {
  su = stack.su;
  await su
    .collection('service_categories')
    .create({ name: 'recruiting', label: 'Recruiting', active: true });
}, 60_000);

async function member(extra: Record<string, unknown> = {}, email = `m${++n}@example.com`) {
  const rec = await su.collection('users').create({
    email,
    password: 'secret123',
    passwordConfirm: 'secret123',
    first_name: 'Lucía',
    last_name: 'Gómez',
    linkedin_url: `https://www.linkedin.com/in/persona-${n}`,
    approved: true,
    verified: true,
    ...extra,
  });
  const pb = await su.collection('users').impersonate(rec.id, 600);
  pb.autoCancellation(false);
  return { id: rec.id, email, pb };
}

async function provider(ownerId: string, extra: Record<string, unknown> = {}) {
  return su.collection('providers').create({
    company_name: `Talento ${++n}`,
    description: 'Servicios de recursos humanos.',
    headquarters_country: 'México',
    categories: ['recruiting'],
    status: 'approved',
    verified: true,
    user: ownerId,
    ...extra,
  });
}

const invite = (pb: PocketBase, providerId: string, emails: string) =>
  pb.send<{ sent: string[]; skipped: string[]; stats: Record<string, number> }>(
    `/api/lp/providers/${providerId}/invitations`,
    { method: 'POST', body: { emails } },
  );
const stats = (pb: PocketBase, providerId: string) =>
  pb.send<{ stats: Record<string, number>; items: { email: string; status: string }[] }>(
    `/api/lp/providers/${providerId}/invitations`,
    {},
  );
const open = (pb: PocketBase, token: string) =>
  pb.send<{ bound: boolean; status: string; email: string; provider: { id: string } }>(
    '/api/lp/invitations/open',
    { method: 'POST', body: { token } },
  );

async function failure(p: Promise<unknown>): Promise<ClientResponseError> {
  try {
    await p;
  } catch (err) {
    if (err instanceof ClientResponseError) return err;
    throw err;
  }
  throw new Error('expected the call to fail');
}

/** The token of the newest invitation e-mail sent to `to`. */
async function tokenFor(to: string): Promise<string> {
  for (let i = 0; i < 50; i++) {
    const found = (stack.mail.messages() as Mail[]).filter((m) => m.to.includes(to)).pop();
    const m = found ? /invitacion\?token=([A-Za-z0-9]+)/.exec(found.text) : null;
    if (m) return m[1]!;
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error(`no invitation e-mail to ${to}`);
}

const review = (pb: PocketBase, providerId: string, extra: Record<string, unknown> = {}) =>
  pb.collection('reviews').create({
    provider: providerId,
    title: 'Buen servicio',
    review_text: TEXT,
    overall_rating: 4,
    ...extra,
  });

describe('who may invite', () => {
  it('only the owner of an approved provider, with an unblocked account', async () => {
    const owner = await member({ roles: ['provider'], user_type: 'provider' });
    const p = await provider(owner.id);
    const other = await member();
    const admin = await member({ is_admin: true, roles: ['admin'] }, `admin${++n}@lapieza.io`);
    const anon = new PocketBase(stack.url);
    const pendingOwner = await member({ roles: ['provider'] });
    const pending = await provider(pendingOwner.id, { status: 'pending', verified: false });
    const blockedOwner = await member({ roles: ['provider'] });
    const blockedProvider = await provider(blockedOwner.id);
    await su.collection('users').update(blockedOwner.id, { blocked: true, blocked_reason: 'spam' });

    const cases: [string, PocketBase, string, number, string | null][] = [
      ['anonymous', anon, p.id, 401, 'sign_in_required'],
      ['another member', other.pb, p.id, 403, 'invitation_owner_only'],
      ['an admin who does not own it', admin.pb, p.id, 403, 'invitation_owner_only'],
      [
        'the owner of a pending provider',
        pendingOwner.pb,
        pending.id,
        403,
        'invitation_provider_not_approved',
      ],
      ['a blocked owner', blockedOwner.pb, blockedProvider.id, 403, 'account_blocked'],
    ];
    for (const [who, pb, id, status, code] of cases) {
      const err = await failure(invite(pb, id, 'cliente@example.com'));
      expect([who, err.status, errorCodeOf(err)]).toEqual([who, status, code]);
      const read = await failure(stats(pb, id));
      expect([who, read.status]).toEqual([who, status]);
    }
    const ok = await invite(owner.pb, p.id, 'cliente@example.com');
    expect(ok.sent).toEqual(['cliente@example.com']);
    expect((await stats(owner.pb, p.id)).stats).toMatchObject({ sent: 1, opened: 0, reviewed: 0 });
    // The collection itself is closed to every client, the owner included.
    await expect(owner.pb.collection('review_invitations').getFullList()).rejects.toMatchObject({
      status: 403,
    });
    expect(
      await failure(
        owner.pb.collection('review_invitations').create({
          provider: p.id,
          email: 'x@example.com',
          token_hash: 'x',
          status: 'reviewed',
          sent_at: new Date().toISOString(),
          expires: new Date().toISOString(),
        }),
      ).then((e) => e.status),
    ).toBe(403);
  });

  it('sends a Spanish e-mail with a single-use link to the site, never suggesting a rating', async () => {
    const owner = await member({ roles: ['provider'] });
    const p = await provider(owner.id, { company_name: 'Nómina Clara' });
    await invite(owner.pb, p.id, 'Ana Pérez <ana.perez@example.com>');
    const token = await tokenFor('ana.perez@example.com');
    const m = (stack.mail.messages() as Mail[]).filter((x) =>
      x.to.includes('ana.perez@example.com'),
    )[0]!;
    expect(m.subject).toBe('Nómina Clara te invita a escribir una reseña en LaPieza');
    expect(m.text).toContain(`http://site.test/invitacion?token=${token}`);
    expect(m.text).toContain('sea positiva o negativa');
    expect(m.text).not.toMatch(/estrellas|★|5\/5/);
    expect(m.html).not.toContain('/_/');
  });
});

describe('the list of addresses', () => {
  it('refuses the whole list when one address is invalid, sending nothing', async () => {
    const owner = await member({ roles: ['provider'] });
    const p = await provider(owner.id);
    const err = await failure(invite(owner.pb, p.id, 'buena@example.com\nmala@@example'));
    expect(err.status).toBe(400);
    expect(errorEntryOf(err)).toEqual({
      code: 'invitation_invalid_emails',
      params: { emails: 'mala@@example' },
    });
    expect((await stats(owner.pb, p.id)).stats['sent']).toBe(0);
    expect((stack.mail.messages() as Mail[]).some((m) => m.to.includes('buena@example.com'))).toBe(
      false,
    );
    const none = await failure(invite(owner.pb, p.id, 'nombre,empresa\n'));
    expect(errorCodeOf(none)).toBe('invitation_none');
  });

  it('reads a CSV (header, names) and sends each address once, skipping pending ones', async () => {
    const owner = await member({ roles: ['provider'] });
    const p = await provider(owner.id);
    const csv =
      'nombre,email\n"Ana","csv1@example.com"\nLuis,CSV2@example.com\nAna,csv1@example.com\n';
    const first = await invite(owner.pb, p.id, csv);
    expect(first.sent).toEqual(['csv1@example.com', 'csv2@example.com']);
    const again = await invite(owner.pb, p.id, 'csv2@example.com, csv3@example.com');
    expect(again.sent).toEqual(['csv3@example.com']);
    expect(again.skipped).toEqual(['csv2@example.com']);
    expect(again.stats['sent']).toBe(3);
  });

  it(`holds the limit of ${INVITATION_DAILY_LIMIT} invitations in any 24 hours`, async () => {
    const owner = await member({ roles: ['provider'] });
    const p = await provider(owner.id);
    const now = Date.now();
    const row = (i: number, hoursAgo: number) =>
      su.collection('review_invitations').create({
        provider: p.id,
        email: `lote${i}@example.com`,
        token_hash: `hash-${p.id}-${i}`,
        status: 'sent',
        sent_at: new Date(now - hoursAgo * 3_600_000).toISOString(),
        expires: new Date(now + 86_400_000).toISOString(),
      });
    // 199 in the last day, 5 older ones that no longer count.
    for (let i = 0; i < INVITATION_DAILY_LIMIT - 1; i += 20) {
      await Promise.all(
        Array.from({ length: Math.min(20, INVITATION_DAILY_LIMIT - 1 - i) }, (_, k) =>
          row(i + k, 1),
        ),
      );
    }
    await Promise.all([0, 1, 2, 3, 4].map((k) => row(1000 + k, 25)));
    const over = await failure(invite(owner.pb, p.id, 'a1@example.com b1@example.com'));
    expect(over.status).toBe(429);
    expect(errorEntryOf(over)).toEqual({
      code: 'invitation_daily_limit',
      params: { limit: INVITATION_DAILY_LIMIT, remaining: 1 },
    });
    expect((await stats(owner.pb, p.id)).stats['sent']).toBe(INVITATION_DAILY_LIMIT + 4);
    expect((await invite(owner.pb, p.id, 'a1@example.com')).stats['remainingToday']).toBe(0);
    const full = await failure(invite(owner.pb, p.id, 'c1@example.com'));
    expect(errorCodeOf(full)).toBe('invitation_daily_limit');
  });
});

describe('the link and the provenance of the review', () => {
  it('is bound to the invited address, single-use, and makes that review "invited"', async () => {
    const owner = await member({ roles: ['provider'] });
    const p = await provider(owner.id);
    const invitee = await member({}, `invitado${++n}@example.com`);
    const stranger = await member();
    await invite(owner.pb, p.id, invitee.email.toUpperCase());
    const token = await tokenFor(invitee.email);

    expect(errorCodeOf(await failure(open(new PocketBase(stack.url), 'inventado')))).toBe(
      'invitation_invalid',
    );
    // Anyone holding the link sees which provider invited which address; it is "opened".
    const seen = await open(new PocketBase(stack.url), token);
    expect(seen).toMatchObject({ bound: false, status: 'opened', email: invitee.email });
    expect((await stats(owner.pb, p.id)).stats).toMatchObject({ sent: 1, opened: 1 });
    // Another member's session cannot take it.
    const wrong = await failure(open(stranger.pb, token));
    expect([wrong.status, errorCodeOf(wrong)]).toEqual([403, 'invitation_wrong_address']);
    // The stranger's review stays organic, whatever they send.
    const organic = await review(stranger.pb, p.id, { source: 'invited' });
    expect(organic['source']).toBe('organic');
    expect(organic['reviewer_verification']).toBe('email');

    expect((await open(invitee.pb, token)).bound).toBe(true);
    const invited = await review(invitee.pb, p.id, { source: 'organic' });
    expect(invited['source']).toBe('invited');
    expect((await stats(owner.pb, p.id)).stats).toMatchObject({ sent: 1, opened: 1, reviewed: 1 });
    // Used: the link opens nothing any more, for anyone.
    expect(errorCodeOf(await failure(open(invitee.pb, token)))).toBe('invitation_used');
    // Its author cannot relabel it, nor the stranger theirs.
    const edited = await invitee.pb
      .collection('reviews')
      .update(invited.id, { source: 'organic', reviewer_verification: 'linkedin' });
    expect([edited['source'], edited['reviewer_verification']]).toEqual(['invited', 'email']);
    const relabel = await stranger.pb
      .collection('reviews')
      .update(organic.id, { source: 'invited' });
    expect(relabel['source']).toBe('organic');
  });

  it('needs a confirmed e-mail, and expires', async () => {
    const owner = await member({ roles: ['provider'] });
    const p = await provider(owner.id);
    const invitee = await member({ verified: false, approved: false }, `nuevo${++n}@example.com`);
    await invite(owner.pb, p.id, invitee.email);
    const token = await tokenFor(invitee.email);
    const unverified = await failure(open(invitee.pb, token));
    expect([unverified.status, errorCodeOf(unverified)]).toEqual([403, 'invitation_unverified']);
    await su.collection('users').update(invitee.id, { verified: true, approved: true });
    expect((await open(invitee.pb, token)).bound).toBe(true);
    // Past its date the link is refused, and a review written then is organic.
    const row = (
      await su.collection('review_invitations').getFullList({
        filter: su.filter('email = {:e}', { e: invitee.email }),
      })
    )[0]!;
    await su
      .collection('review_invitations')
      .update(row.id, { expires: new Date(Date.now() - 1000).toISOString() });
    expect(errorCodeOf(await failure(open(invitee.pb, token)))).toBe('invitation_expired');
    expect((await review(invitee.pb, p.id))['source']).toBe('organic');
  });

  it('an invitation for one provider does not make a review of another invited', async () => {
    const owner = await member({ roles: ['provider'] });
    const [p1, p2] = [await provider(owner.id), await provider((await member()).id)];
    const invitee = await member({}, `dos${++n}@example.com`);
    await invite(owner.pb, p1.id, invitee.email);
    await open(invitee.pb, await tokenFor(invitee.email));
    expect((await review(invitee.pb, p2.id))['source']).toBe('organic');
    expect((await review(invitee.pb, p1.id))['source']).toBe('invited');
  });

  it('records a LinkedIn-verified author as such', async () => {
    const author = await member();
    const users = await su.collections.getOne('users');
    await su.collection('_externalAuths').create({
      collectionRef: users.id,
      recordRef: author.id,
      provider: 'oidc',
      providerId: `sub-${author.id}`,
    });
    const p = await provider((await member()).id);
    expect((await review(author.pb, p.id))['reviewer_verification']).toBe('linkedin');
  });
});

describe('personal data', () => {
  it("an account deletion removes the invitations addressed to the member and the owner's name on sent ones", async () => {
    const owner = await member({ roles: ['provider'] });
    const p = await provider(owner.id);
    const invitee = await member({}, `borrar${++n}@example.com`);
    await invite(owner.pb, p.id, `${invitee.email}, otra${n}@example.com`);
    await open(invitee.pb, await tokenFor(invitee.email));
    const exported = await invitee.pb.send<Record<string, unknown[]>>('/api/lp/account/export', {});
    expect(exported['review_invitations_received']).toHaveLength(1);
    expect(JSON.stringify(exported)).not.toContain('token_hash');

    await invitee.pb.send('/api/lp/account/delete', {
      method: 'POST',
      body: { confirm: 'ELIMINAR', password: 'secret123' },
    });
    const rows = () =>
      su.collection('review_invitations').getFullList({
        filter: su.filter('provider = {:p}', { p: p.id }),
      });
    expect((await rows()).map((r) => r['email'])).toEqual([`otra${n}@example.com`]);
    await owner.pb.send('/api/lp/account/delete', {
      method: 'POST',
      body: { confirm: 'ELIMINAR', password: 'secret123' },
    });
    expect((await rows()).map((r) => r['invited_by'])).toEqual(['']);
  });
});
