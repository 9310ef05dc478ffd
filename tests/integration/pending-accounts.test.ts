// Pending accounts and approval from evidence (docs/DECISIONS.md § Approval from
// evidence): a password sign-up confirmed at a company domain, or at the address a provider
// invited, is approved on confirmation; a free-mail one stays pending until an admin approves
// it; only admins approve (and only confirmed e-mails); the rule is recorded on the account and
// the member is told by a Spanish e-mail that says which rule applied and links to the site. This file starts its own PocketBase whose
// SMTP points at the project's mail catcher (scripts/lib/mail-catcher.mjs).
import PocketBase, { ClientResponseError } from 'pocketbase';
import { beforeAll, describe, expect, it } from 'vitest';
import { errorCodeOf } from '@/lib/contract/errors';
import { ownStack } from './helpers';

const stack = ownStack('pending', { mail: true, env: { ADMIN_EMAIL_DOMAIN: 'lapieza.io' } });
const { unique, client, mailsTo, nthMail, account } = stack;
let su: PocketBase;

async function failure(p: Promise<unknown>): Promise<ClientResponseError> {
  try {
    await p;
  } catch (err) {
    if (err instanceof ClientResponseError) return err;
    throw err;
  }
  throw new Error('the call succeeded');
}

/** A password sign-up that confirmed its e-mail through the link, signed in. */
async function confirmedMember(
  email = `${unique('pendiente')}@example.com`,
): Promise<{ id: string; email: string; pb: PocketBase }> {
  const member = client();
  const rec = await member.collection('users').create({
    email,
    password: 'secret123',
    passwordConfirm: 'secret123',
    first_name: 'Pedro',
    linkedin_url: 'https://www.linkedin.com/in/pedro',
  });
  const before = mailsTo(email).length;
  await member.collection('users').requestVerification(email);
  const link = await nthMail(email, before + 1);
  const token = /eyJ[\w-]+\.[\w-]+\.[\w-]+/.exec(`${link.html}\n${link.text}`)?.[0];
  if (!token) throw new Error('no token in the verification e-mail');
  await member.collection('users').confirmVerification(token);
  await member.collection('users').authWithPassword(email, 'secret123');
  return { id: rec.id, email, pb: member };
}

beforeAll(async () => {
  su = stack.su;
  await su
    .collection('service_categories')
    .create({ name: 'recruiting', label: 'Reclutamiento', active: true });
});

const approve = (as: PocketBase, id: string) =>
  as.send(`/api/lp/admin/users/${id}/approve`, { method: 'POST' });

describe('pending accounts', () => {
  it('stays pending after confirming the e-mail, until an admin approves it', async () => {
    const member = await confirmedMember();
    const stored = await su.collection('users').getOne(member.id);
    expect([stored['verified'], stored['approved']]).toEqual([true, false]);
  });

  it('lets only admins approve; others are refused and nothing changes', async () => {
    const member = await confirmedMember();
    const hr = await account({});
    const outsider = await account({ roles: ['admin'], email: `${unique('adm')}@otra.com` });
    expect((await failure(approve(client(), member.id))).status).toBe(401);
    expect((await failure(approve(hr.pb, member.id))).status).toBe(403);
    expect((await failure(approve(outsider.pb, member.id))).status).toBe(403);
    expect((await failure(approve(member.pb, member.id))).status).toBe(403);
    // Nor through the records API (another account is not even visible: 404).
    const viaRecords = await failure(
      hr.pb.collection('users').update(member.id, { approved: true }),
    );
    expect([403, 404]).toContain(viaRecords.status);
    const self = await failure(member.pb.collection('users').update(member.id, { approved: true }));
    expect(self.status).toBe(403);
    expect((await su.collection('users').getOne(member.id))['approved']).toBe(false);
    expect(mailsTo(member.email)).toHaveLength(1); // the verification link only
  });

  it('refuses to approve an account whose e-mail is not confirmed', async () => {
    const admin = await account({ roles: ['admin'], email: `${unique('adm')}@lapieza.io` });
    const unconfirmed = await account({ approved: false, verified: false });
    const err = await failure(approve(admin.pb, unconfirmed.id));
    expect([err.status, errorCodeOf(err)]).toEqual([400, 'approval_unverified']);
    const viaRecords = await failure(
      admin.pb.collection('users').update(unconfirmed.id, { approved: true }),
    );
    expect(errorCodeOf(viaRecords)).toBe('approval_unverified');
    expect((await su.collection('users').getOne(unconfirmed.id))['approved']).toBe(false);
  });

  it('approves, audits, e-mails the member in Spanish with links to the site, and the member can review', async () => {
    const member = await confirmedMember();
    const admin = await account({ roles: ['admin'], email: `${unique('adm')}@lapieza.io` });
    const row = await approve(admin.pb, member.id);
    expect(row).toMatchObject({ id: member.id, approved: true });
    const stored = await su.collection('users').getOne(member.id);
    expect(stored['approved']).toBe(true);
    expect(stored['approved_at']).not.toBe('');

    const audit = await su.collection('audit_log').getFullList({
      filter: su.filter('target = {:t}', { t: `users/${member.id}` }),
    });
    expect(audit.map((a) => [a['action'], a['actor']])).toEqual([['user_approved', admin.id]]);

    const news = await nthMail(member.email, 2);
    expect(news.subject).toBe('Tu cuenta de LaPieza fue aprobada');
    expect(news.html).toContain('Hola Pedro:');
    expect(news.html).toContain('href="http://site.test/write-review"');
    expect(news.html).toContain('href="http://site.test/dashboard"');
    expect(`${news.html}${news.text}`).not.toContain('/_/');

    // Approving again changes nothing and sends no second e-mail.
    await approve(admin.pb, member.id);
    await new Promise((r) => setTimeout(r, 500));
    expect(mailsTo(member.email)).toHaveLength(2);

    // The review the account was refused before is accepted now.
    const owner = await account({ roles: ['provider'], user_type: 'provider' });
    const provider = await owner.pb.collection('providers').create({
      company_name: unique('Proveedor'),
      description: 'Servicios de recursos humanos.',
      headquarters_country: 'México',
      categories: ['recruiting'],
    });
    await member.pb.collection('users').authRefresh();
    const review = await member.pb.collection('reviews').create({
      provider: provider.id,
      title: 'Muy buenos',
      review_text:
        'Nos ayudaron con la nómina. Contamos qué servicio contratamos y cómo fue el trabajo.',
      overall_rating: 5,
    });
    expect(review.id).toBeTruthy();
  });
});

/** An owner with an approved, public provider, signed in. */
async function providerWithOwner(): Promise<{
  owner: { id: string; pb: PocketBase };
  provider: { id: string; name: string };
}> {
  const owner = await account({ roles: ['provider'], user_type: 'provider' });
  const name = unique('Talento');
  const provider = await su.collection('providers').create({
    company_name: name,
    description: 'Servicios de recursos humanos.',
    headquarters_country: 'México',
    categories: ['recruiting'],
    status: 'approved',
    verified: true,
    user: owner.id,
  });
  return { owner, provider: { id: provider.id, name } };
}

/** The owner invites `email`; answers the link's token (it only exists in the e-mail). */
async function invite(owner: { pb: PocketBase }, providerId: string, email: string) {
  const before = mailsTo(email).length;
  await owner.pb.send(`/api/lp/providers/${providerId}/invitations`, {
    method: 'POST',
    body: { emails: email },
  });
  const mail = await nthMail(email, before + 1);
  const token = /invitacion\?token=([A-Za-z0-9]+)/.exec(mail.text)?.[1];
  if (!token) throw new Error('no token in the invitation e-mail');
  return token;
}

async function stored(id: string) {
  const r = await su.collection('users').getOne(id);
  return {
    approved: r['approved'] as boolean,
    by: r['approved_by'] as string,
    admin: r['approved_admin'] as string,
  };
}

async function pendingRow(admin: { pb: PocketBase }, email: string) {
  const page = await admin.pb.send<{ items: Record<string, unknown>[] }>(
    `/api/lp/admin/users?approved=false&q=${encodeURIComponent(email)}`,
    {},
  );
  return page.items.find((u) => u['email'] === email);
}

const REVIEW = {
  title: 'Buen acompañamiento',
  review_text:
    'Nos invitaron a contar cómo fue. Contratamos la evaluación de candidatos y cumplieron los plazos.',
  overall_rating: 4,
};

describe('approval from evidence', () => {
  it('approves a confirmed company-domain e-mail on confirmation, records the rule and says so', async () => {
    const member = await confirmedMember(`${unique('ana')}@talento-norte.mx`);
    expect(await stored(member.id)).toEqual({ approved: true, by: 'company_domain', admin: '' });
    // The member's own record carries the rule (the dashboard shows it).
    await member.pb.collection('users').authRefresh();
    expect(member.pb.authStore.record?.['approved_by']).toBe('company_domain');
    const news = await nthMail(member.email, 2);
    expect(news.subject).toBe('Tu cuenta de LaPieza fue aprobada');
    expect(news.text).toContain('Confirmaste tu correo de empresa (talento-norte.mx)');
    expect(news.text).toContain('Aprobada por: Correo de empresa confirmado.');
  });

  it('keeps a free-mail or reserved address pending, with the evidence in the admins’ row', async () => {
    const admin = await account({ roles: ['admin'], email: `${unique('adm')}@lapieza.io` });
    const free = await confirmedMember(`${unique('pedro')}@gmail.com`);
    const reserved = await confirmedMember();
    expect(await stored(free.id)).toEqual({ approved: false, by: '', admin: '' });
    expect(await stored(reserved.id)).toEqual({ approved: false, by: '', admin: '' });
    expect(await pendingRow(admin, free.email)).toMatchObject({
      verified: true,
      email_domain_kind: 'free',
      invitation_pending: false,
      approved_by: '',
    });
    expect(await pendingRow(admin, reserved.email)).toMatchObject({
      email_domain_kind: 'reserved',
    });
    expect(mailsTo(free.email)).toHaveLength(1); // the verification link only
  });

  it('approves an invited free-mail address on confirmation; its review is invited and published at once', async () => {
    const admin = await account({ roles: ['admin'], email: `${unique('adm')}@lapieza.io` });
    const { owner, provider } = await providerWithOwner();
    const email = `${unique('cliente')}@gmail.com`;
    await invite(owner, provider.id, email);
    const member = await confirmedMember(email);
    expect(await stored(member.id)).toEqual({ approved: true, by: 'invitation', admin: '' });
    expect(await pendingRow(admin, email)).toBeUndefined();
    // Bound to the member without going back through the link.
    const invitation = await su
      .collection('review_invitations')
      .getFirstListItem(su.filter('email = {:e}', { e: email }));
    expect([invitation['status'], invitation['user']]).toEqual(['opened', member.id]);
    const news = mailsTo(email).at(-1)!;
    expect(news.subject).toBe('Tu cuenta de LaPieza fue aprobada');
    expect(news.text).toContain(
      `Confirmaste el correo al que ${provider.name} te invitó a escribir una reseña`,
    );
    expect(news.text).toContain('Aprobada por: Invitación de un proveedor.');

    // The invited review, then any other: no admin action anywhere.
    await member.pb.collection('users').authRefresh();
    const review = await member.pb
      .collection('reviews')
      .create({ ...REVIEW, provider: provider.id });
    const saved = await su.collection('reviews').getOne(review.id);
    expect([saved['source'], saved['hidden']]).toEqual(['invited', false]);
    const other = await providerWithOwner();
    const organic = await member.pb.collection('reviews').create({
      title: 'Otra experiencia',
      review_text:
        'También trabajamos con esta firma en la nómina de una filial; el soporte respondió rápido.',
      overall_rating: 5,
      provider: other.provider.id,
    });
    expect((await su.collection('reviews').getOne(organic.id))['source']).toBe('organic');
  });

  it('shows an open invitation in the pending row; an expired one or one to another address approves nothing', async () => {
    const admin = await account({ roles: ['admin'], email: `${unique('adm')}@lapieza.io` });
    const { owner, provider } = await providerWithOwner();
    const expiredEmail = `${unique('vencida')}@gmail.com`;
    await invite(owner, provider.id, expiredEmail);
    const inv = await su
      .collection('review_invitations')
      .getFirstListItem(su.filter('email = {:e}', { e: expiredEmail }));
    await su.collection('review_invitations').update(inv.id, { expires: '2020-01-01 00:00:00Z' });
    const expired = await confirmedMember(expiredEmail);
    expect(await stored(expired.id)).toEqual({ approved: false, by: '', admin: '' });
    expect(await pendingRow(admin, expiredEmail)).toMatchObject({ invitation_pending: false });

    await invite(owner, provider.id, `${unique('otra')}@gmail.com`);
    const stranger = await confirmedMember(`${unique('ajena')}@gmail.com`);
    expect((await stored(stranger.id)).approved).toBe(false);

    // A pending (unconfirmed) account whose address holds an open invitation: the row says so.
    const waitingEmail = `${unique('espera')}@gmail.com`;
    await invite(owner, provider.id, waitingEmail);
    await client().collection('users').create({
      email: waitingEmail,
      password: 'secret123',
      passwordConfirm: 'secret123',
      first_name: 'Eva',
      linkedin_url: 'https://www.linkedin.com/in/eva',
    });
    expect(await pendingRow(admin, waitingEmail)).toMatchObject({
      verified: false,
      invitation_pending: true,
    });
  });

  it('approves a pending confirmed account when it opens a valid invitation to its address', async () => {
    const { owner, provider } = await providerWithOwner();
    const member = await confirmedMember(`${unique('luego')}@gmail.com`);
    expect((await stored(member.id)).approved).toBe(false);
    const token = await invite(owner, provider.id, member.email);
    await member.pb.send('/api/lp/invitations/open', { method: 'POST', body: { token } });
    expect(await stored(member.id)).toEqual({ approved: true, by: 'invitation', admin: '' });
  });

  it('records the admin who approved; nobody sets the rule from a client; admins still block anyone', async () => {
    const admin = await account({ roles: ['admin'], email: `${unique('adm')}@lapieza.io` });
    const member = await confirmedMember(`${unique('rosa')}@hotmail.com`);
    // The member cannot claim a rule for a pending account.
    await member.pb.collection('users').update(member.id, { approved_by: 'company_domain' });
    expect(await stored(member.id)).toEqual({ approved: false, by: '', admin: '' });
    await approve(admin.pb, member.id);
    expect(await stored(member.id)).toEqual({ approved: true, by: 'admin', admin: admin.id });
    const approvedRows = await admin.pb.send<{ items: Record<string, unknown>[] }>(
      `/api/lp/admin/users?approved=true&q=${encodeURIComponent(member.email)}`,
      {},
    );
    expect(approvedRows.items.find((u) => u['email'] === member.email)).toMatchObject({
      approved_by: 'admin',
      approved_admin: admin.id,
      email_domain_kind: 'free',
    });
    expect((await nthMail(member.email, 2)).text).toContain(
      'Aprobada por: Revisión de un administrador.',
    );
    // Nor change it afterwards, nor the admin's name.
    await member.pb
      .collection('users')
      .update(member.id, { approved_by: 'linkedin', approved_admin: member.id });
    expect(await stored(member.id)).toEqual({ approved: true, by: 'admin', admin: admin.id });

    // An account approved by a rule is blocked like any other.
    const company = await confirmedMember(`${unique('bloq')}@talento-sur.mx`);
    expect((await stored(company.id)).by).toBe('company_domain');
    await admin.pb
      .collection('users')
      .update(company.id, { blocked: true, blocked_reason: 'Cuenta falsa' });
    const { provider } = await providerWithOwner();
    const refused = await failure(
      company.pb.collection('reviews').create({ ...REVIEW, provider: provider.id }),
    );
    expect(refused.status).toBeGreaterThanOrEqual(400);
    expect((await su.collection('users').getOne(company.id))['blocked']).toBe(true);
  });
});
