// Claims, requests for proposal and statistics against a real PocketBase with an SMTP catcher (its own instance: the claim's
// single-use link only exists in the e-mail). The matrix: who may claim, decide a claim, send
// and read requests for proposal, read statistics; the limits; and the statistics exact against
// a recount of random event sequences (fast-check).
import PocketBase, { ClientResponseError } from 'pocketbase';
import fc from 'fast-check';
import { beforeAll, describe, expect, it } from 'vitest';
import { errorCodeOf } from '@/lib/contract/errors';
import { LEAD_LIMIT, type StatDay } from '@/lib/contract/provider-owner';
import { siteDay } from '@/lib/contract/time';
import { ownStack } from './helpers';

type Mail = { to: string[]; subject: string; text: string; replyTo: string };

const stack = ownStack('owner', { mail: true, env: { ADMIN_EMAIL_DOMAIN: 'lapieza.io' } });
let su: PocketBase;
let n = 0;
const uid = () => `${Date.now().toString(36)}${(n++).toString(36)}`;
const BROWSER_UA =
  'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/130.0 Safari/537.36';

interface Actor {
  id: string;
  email: string;
  pb: PocketBase;
}

async function makeUser(extra: Record<string, unknown> = {}): Promise<Actor> {
  const email = `m-${uid()}@example.com`;
  const rec = await su.collection('users').create({
    email,
    password: 'secret123',
    passwordConfirm: 'secret123',
    first_name: 'Ana',
    last_name: 'Pérez',
    linkedin_url: `https://www.linkedin.com/in/${uid()}`,
    user_type: 'hr_professional',
    roles: ['hr_professional'],
    approved: true,
    verified: true,
    ...extra,
  });
  const pb = await su.collection('users').impersonate(rec.id, 3600);
  pb.autoCancellation(false);
  return { id: rec.id, email, pb };
}

async function makeProvider(owner: string, extra: Record<string, unknown> = {}) {
  return su
    .collection('providers')
    .create<{ id: string; slug: string; user: string; website: string }>({
      company_name: `Proveedor ${uid()}`,
      description: 'Servicios de recursos humanos para empresas de la región.',
      headquarters_country: 'México',
      categories: ['recruiting'],
      website: `https://www.empresa-${uid()}.mx`,
      status: 'approved',
      verified: true,
      user: owner,
      ...extra,
    });
}

/** A public provider without owner (as those whose owner deleted the account, or imported). */
async function unownedProvider(extra: Record<string, unknown> = {}) {
  const holder = await makeUser();
  const p = await makeProvider(holder.id, extra);
  // The seed and the deletion route leave providers without owner; so does this, in SQL terms.
  await su.collection('providers').update(p.id, { user: '' });
  return su.collection('providers').getOne<{ id: string; website: string; user: string }>(p.id);
}

async function code(p: Promise<unknown>): Promise<[number, string | null]> {
  try {
    await p;
  } catch (err) {
    if (err instanceof ClientResponseError) return [err.status, errorCodeOf(err)];
    throw err;
  }
  return [200, null];
}

const mailsTo = (to: string) =>
  (stack.mail.messages() as Mail[]).filter((m) => m.to.includes(to.toLowerCase()));

async function waitForMail(to: string, subject: RegExp): Promise<Mail> {
  for (let i = 0; i < 50; i++) {
    const m = mailsTo(to).find((x) => subject.test(x.subject));
    if (m) return m;
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error(`no e-mail to ${to} matching ${subject}`);
}

const domainOf = (website: string) => new URL(website).hostname.replace(/^www\./, '');

async function claim(actor: Actor, providerId: string, email: string) {
  return actor.pb.send('/api/lp/claims', { method: 'POST', body: { provider: providerId, email } });
}

async function verifiedClaim(actor: Actor, provider: { id: string; website: string }) {
  const address = `rrhh-${uid()}@${domainOf(provider.website)}`;
  const c = await claim(actor, provider.id, address);
  const mail = await waitForMail(address, /Confirma/);
  const token = /token=([A-Za-z0-9]+)/.exec(mail.text)?.[1] ?? '';
  await new PocketBase(stack.url).send('/api/lp/claims/verify', {
    method: 'POST',
    body: { token },
  });
  return { id: String(c['id']), token, address };
}

const lead = (providerId: string, extra: Record<string, unknown> = {}) => ({
  provider: providerId,
  service: 'recruiting',
  company_size: '51-200',
  country: 'México',
  message: 'Buscamos apoyo para contratar 20 personas de ventas este trimestre.',
  ...extra,
});

beforeAll(async () => {
  su = stack.su;
  for (const name of ['recruiting', 'payroll']) {
    await su.collection('service_categories').create({ name, label: name, active: true });
  }
});

describe('claiming an unowned provider', () => {
  it('sends the link only to an address at the website domain, and changes nothing until approved', async () => {
    const provider = await unownedProvider();
    const member = await makeUser();
    expect(await code(claim(member, provider.id, `yo@gmail.com`))).toEqual([
      400,
      'claim_email_domain',
    ]);
    // A subdomain or a look-alike is not the company's domain.
    expect(
      (await code(claim(member, provider.id, `yo@mail.${domainOf(provider.website)}`)))[1],
    ).toBe('claim_email_domain');
    const c = await verifiedClaim(member, provider);
    const mail = mailsTo(c.address)[0]!;
    expect(mail.text).toContain('http://site.test/reclamar/verificar?token=');
    expect(mail.text).not.toContain('/_/');
    // Verified, not approved: the provider still has no owner.
    expect((await su.collection('providers').getOne(provider.id))['user']).toBe('');
    const stored = await su.collection('provider_claims').getOne(c.id);
    expect(stored['status']).toBe('verified');
    // The link works once.
    expect(
      await code(
        new PocketBase(stack.url).send('/api/lp/claims/verify', {
          method: 'POST',
          body: { token: c.token },
        }),
      ),
    ).toEqual([400, 'claim_token_invalid']);
  });

  it('refuses an anonymous visitor, an owned provider, an owner of another provider and a second open claim', async () => {
    const provider = await unownedProvider();
    const address = `x@${domainOf(provider.website)}`;
    expect(
      (
        await code(
          new PocketBase(stack.url).send('/api/lp/claims', {
            method: 'POST',
            body: { provider: provider.id, email: address },
          }),
        )
      )[0],
    ).toBe(401);
    const owner = await makeUser();
    const owned = await makeProvider(owner.id);
    const member = await makeUser();
    expect(await code(claim(member, owned.id, `x@${domainOf(owned.website)}`))).toEqual([
      400,
      'claim_provider_owned',
    ]);
    expect(await code(claim(owner, provider.id, address))).toEqual([400, 'claim_already_owner']);
    await verifiedClaim(member, provider);
    const other = await makeUser();
    expect(await code(claim(other, provider.id, address))).toEqual([400, 'claim_open']);
    const noSite = await unownedProvider({ website: '' });
    expect(await code(claim(other, noSite.id, 'x@example.com'))).toEqual([400, 'claim_no_website']);
  });

  it('lets only admins decide; approval sets the owner and the provider role, refusal needs a reason; both e-mail the member', async () => {
    const admin = await makeUser({ roles: ['admin'], email: `adm-${uid()}@lapieza.io` });
    const provider = await unownedProvider();
    const member = await makeUser();
    const c = await verifiedClaim(member, provider);
    const decide = (who: Actor, body: Record<string, unknown>) =>
      who.pb.send(`/api/lp/admin/claims/${c.id}/decide`, { method: 'POST', body });
    expect((await code(decide(member, { approve: true })))[0]).toBe(403);
    const queue = await admin.pb.send<{ items: { id: string }[] }>('/api/lp/admin/claims', {});
    expect(queue.items.map((r) => r.id)).toContain(c.id);
    expect((await code(member.pb.send('/api/lp/admin/claims', {})))[0]).toBe(403);
    // Members read their own claims only; the token never leaves the server.
    const own = await member.pb.collection('provider_claims').getFullList();
    expect(own.map((r) => r.id)).toEqual([c.id]);
    expect(own[0]!['token_hash']).toBeUndefined();
    expect(await (await makeUser()).pb.collection('provider_claims').getFullList()).toEqual([]);

    await decide(admin, { approve: true });
    const after = await su.collection('providers').getOne(provider.id);
    expect(after['user']).toBe(member.id);
    expect((await su.collection('users').getOne(member.id))['roles']).toContain('provider');
    await waitForMail(member.email, /Ya administras/);
    expect(await code(decide(admin, { approve: false, reason: 'x' }))).toEqual([
      400,
      'claim_decided',
    ]);

    const p2 = await unownedProvider();
    const m2 = await makeUser();
    const c2 = await verifiedClaim(m2, p2);
    const decide2 = (body: Record<string, unknown>) =>
      admin.pb.send(`/api/lp/admin/claims/${c2.id}/decide`, { method: 'POST', body });
    expect(await code(decide2({ approve: false, reason: '' }))).toEqual([
      400,
      'claim_reason_required',
    ]);
    await decide2({ approve: false, reason: 'El correo no corresponde a la empresa.' });
    expect((await su.collection('providers').getOne(p2.id))['user']).toBe('');
    const refusal = await waitForMail(m2.email, /no fue aprobada/);
    expect(refusal.text).toContain('El correo no corresponde a la empresa.');
  });

  it('refuses pending and blocked accounts, for claims and for requests', async () => {
    const provider = await unownedProvider();
    const address = `x@${domainOf(provider.website)}`;
    const pending = await makeUser({ approved: false });
    const blocked = await makeUser({ blocked: true, blocked_reason: 'spam' });
    expect(await code(claim(pending, provider.id, address))).toEqual([
      403,
      'owner_account_not_approved',
    ]);
    expect(await code(claim(blocked, provider.id, address))).toEqual([403, 'account_blocked']);
    const owned = await makeProvider((await makeUser()).id);
    const send = (who: Actor) =>
      who.pb.send('/api/lp/proposal-requests', { method: 'POST', body: lead(owned.id) });
    expect(await code(send(pending))).toEqual([403, 'owner_account_not_approved']);
    expect(await code(send(blocked))).toEqual([403, 'account_blocked']);
    expect(
      await su.collection('provider_claims').getFullList({ filter: `provider = "${provider.id}"` }),
    ).toEqual([]);
  });

  it('cannot be written through the records API', async () => {
    const provider = await unownedProvider();
    const member = await makeUser();
    const status = (
      await code(
        member.pb.collection('provider_claims').create({
          provider: provider.id,
          member: member.id,
          email: 'a@b.com',
          status: 'approved',
        }),
      )
    )[0];
    expect(status).toBe(403);
  });
});

describe('requests for proposal', () => {
  it('reach the owner by e-mail with reply-to the member, and only the member, the owner and admins read them', async () => {
    const owner = await makeUser();
    const provider = await makeProvider(owner.id);
    const member = await makeUser();
    const r = await member.pb.send<{ id: string }>('/api/lp/proposal-requests', {
      method: 'POST',
      body: lead(provider.id),
    });
    const mail = await waitForMail(owner.email, /Nueva solicitud de propuesta/);
    expect(mail.replyTo).toContain(member.email);
    expect(mail.text).toContain('Buscamos apoyo para contratar');
    expect(mail.text).toContain('http://site.test/provider-dashboard');
    const inbox = await owner.pb.collection('proposal_requests').getFullList();
    expect(inbox.map((x) => x.id)).toEqual([r.id]);
    expect(inbox[0]!['member_email']).toBe(member.email);
    expect((await member.pb.collection('proposal_requests').getFullList()).length).toBe(1);
    // Another provider's owner and another member read nothing; anonymous nothing.
    const otherOwner = await makeUser();
    await makeProvider(otherOwner.id);
    expect(await otherOwner.pb.collection('proposal_requests').getFullList()).toEqual([]);
    expect(await (await makeUser()).pb.collection('proposal_requests').getFullList()).toEqual([]);
    expect(await new PocketBase(stack.url).collection('proposal_requests').getFullList()).toEqual(
      [],
    );
    expect((await code(otherOwner.pb.collection('proposal_requests').getOne(r.id)))[0]).toBe(404);
  });

  it('refuses bad fields, ownerless and own providers, anonymous senders, and more than the limit per member', async () => {
    const owner = await makeUser();
    const provider = await makeProvider(owner.id);
    const member = await makeUser();
    const send = (who: Actor, body: Record<string, unknown>) =>
      who.pb.send('/api/lp/proposal-requests', { method: 'POST', body });
    expect(await code(send(member, lead(provider.id, { service: 'payroll' })))).toEqual([
      400,
      'lead_service',
    ]);
    expect(await code(send(member, lead(provider.id, { company_size: '7' })))).toEqual([
      400,
      'lead_company_size',
    ]);
    expect(await code(send(member, lead(provider.id, { country: 'Marte' })))).toEqual([
      400,
      'lead_country',
    ]);
    expect(await code(send(member, lead(provider.id, { message: 'Hola' })))).toEqual([
      400,
      'lead_message',
    ]);
    expect(await code(send(owner, lead(provider.id)))).toEqual([400, 'lead_own_provider']);
    const unowned = await unownedProvider();
    expect(await code(send(member, lead(unowned.id)))).toEqual([400, 'lead_no_owner']);
    expect(
      (
        await code(
          new PocketBase(stack.url).send('/api/lp/proposal-requests', {
            method: 'POST',
            body: lead(provider.id),
          }),
        )
      )[0],
    ).toBe(401);
    expect(
      (await su.collection('proposal_requests').getFullList({ filter: `member = "${member.id}"` }))
        .length,
    ).toBe(0);
    for (let i = 0; i < LEAD_LIMIT; i++) await send(member, lead(provider.id));
    expect(await code(send(member, lead(provider.id)))).toEqual([429, 'lead_rate_limited']);
  });
});

describe('statistics', () => {
  const hit = (kind: string, ids: string[], headers: Record<string, string> = {}) =>
    fetch(`${stack.url}/api/lp/stats/hit?kind=${kind}&p=${ids.join(',')}`, {
      method: 'POST',
      headers: { 'user-agent': BROWSER_UA, ...headers },
    });
  const out = (id: string, headers: Record<string, string> = {}) =>
    fetch(`${stack.url}/api/lp/out/${id}`, {
      redirect: 'manual',
      headers: { 'user-agent': BROWSER_UA, ...headers },
    });
  const statsOf = (who: Actor, id: string, days = 30) =>
    who.pb.send<{ series: StatDay[]; invitations_counted: boolean }>(
      `/api/lp/providers/${id}/stats`,
      { query: { days } },
    );

  it('are read by the owner and admins only', async () => {
    const owner = await makeUser();
    const provider = await makeProvider(owner.id);
    const otherOwner = await makeUser();
    await makeProvider(otherOwner.id);
    const admin = await makeUser({ roles: ['admin'], email: `adm-${uid()}@lapieza.io` });
    expect((await statsOf(owner, provider.id)).series).toHaveLength(30);
    expect((await statsOf(admin, provider.id, 90)).series).toHaveLength(90);
    expect(await code(statsOf(otherOwner, provider.id))).toEqual([403, 'stats_forbidden']);
    expect(await code(statsOf(await makeUser(), provider.id))).toEqual([403, 'stats_forbidden']);
    expect(
      (await code(new PocketBase(stack.url).send(`/api/lp/providers/${provider.id}/stats`, {})))[0],
    ).toBe(401);
    expect(await code(statsOf(owner, provider.id, 7))).toEqual([400, 'stats_window']);
    // The aggregate itself is not readable through the records API, even by the owner.
    expect((await code(owner.pb.collection('provider_stats_daily').getFullList()))[0]).toBe(403);
  });

  it('cover exactly the last 30 or 90 site days', async () => {
    const owner = await makeUser();
    const provider = await makeProvider(owner.id);
    const dayAgo = (n: number) => siteDay(new Date(Date.now() - n * 86_400_000));
    for (const [ago, views] of [
      [0, 1],
      [29, 2],
      [30, 4],
      [89, 8],
      [90, 16],
    ] as const) {
      await su
        .collection('provider_stats_daily')
        .create({ provider: provider.id, day: dayAgo(ago), views });
    }
    const views = async (days: number) =>
      (await statsOf(owner, provider.id, days)).series.reduce((a, d) => a + d.views, 0);
    expect(await views(30)).toBe(1 + 2);
    expect(await views(90)).toBe(1 + 2 + 4 + 8);
    const s = await statsOf(owner, provider.id, 90);
    expect(s.series[0]!.day).toBe(dayAgo(89));
    expect(s.series[0]!.views).toBe(8);
  });

  it('do not count bots or prefetches; the way out redirects to the website', async () => {
    const owner = await makeUser();
    const provider = await makeProvider(owner.id, { website: 'https://www.ejemplo-rh.mx/inicio' });
    await hit('view', [provider.id], {
      'user-agent': 'Googlebot/2.1 (+http://www.google.com/bot.html)',
    });
    await hit('view', [provider.id], { 'sec-purpose': 'prefetch;prerender' });
    await hit('view', [provider.id], { purpose: 'prefetch' });
    await hit('view', [provider.id], { 'user-agent': '' });
    const bot = await out(provider.id, { 'user-agent': 'facebookexternalhit/1.1' });
    expect(bot.status).toBe(302);
    let s = await statsOf(owner, provider.id);
    expect(s.series.reduce((a, d) => a + d.views + d.website_clicks, 0)).toBe(0);
    const res = await out(provider.id);
    expect(res.status).toBe(302);
    expect(res.headers.get('location')).toBe('https://www.ejemplo-rh.mx/inicio');
    await hit('view', [provider.id]);
    s = await statsOf(owner, provider.id);
    const today = s.series.at(-1)!;
    expect(today.day).toBe(siteDay(new Date()));
    expect([today.views, today.website_clicks]).toEqual([1, 1]);
    expect((await out('nohayproveedor1')).status).toBe(404);
  });

  it('are exact against a recount over random event sequences', async () => {
    const members = await Promise.all([makeUser(), makeUser(), makeUser()]);
    type Ev =
      | { t: 'view' | 'click' | 'bot' | 'prefetch' }
      | { t: 'compare' | 'lead' | 'favorite'; who: number };
    const event = fc.oneof(
      fc.constantFrom<Ev>({ t: 'view' }, { t: 'click' }, { t: 'bot' }, { t: 'prefetch' }),
      fc
        .record({ t: fc.constantFrom('compare', 'lead', 'favorite'), who: fc.nat(2) })
        .map((e) => e as Ev),
    );
    await fc.assert(
      fc.asyncProperty(fc.array(event, { minLength: 1, maxLength: 25 }), async (events) => {
        const owner = await makeUser();
        const provider = await makeProvider(owner.id);
        const rival = await makeProvider((await makeUser()).id);
        const expected = { views: 0, website_clicks: 0, comparisons: 0, leads: 0, favorites: 0 };
        const faved = new Set<number>();
        const sentBy = [0, 0, 0];
        for (const ev of events) {
          if (ev.t === 'view') {
            await hit('view', [provider.id]);
            expected.views++;
          } else if (ev.t === 'click') {
            await out(provider.id);
            expected.website_clicks++;
          } else if (ev.t === 'bot') {
            await hit('view', [provider.id], { 'user-agent': 'bingbot/2.0' });
            await out(provider.id, { 'user-agent': 'curl/8.0' });
          } else if (ev.t === 'prefetch') {
            await hit('view', [provider.id], { 'sec-purpose': 'prefetch' });
          } else if (ev.t === 'compare') {
            await hit('comparison', [provider.id, rival.id]);
            expected.comparisons++;
          } else if (ev.t === 'lead') {
            const who = members[ev.who]!;
            const status = (
              await code(
                who.pb.send('/api/lp/proposal-requests', {
                  method: 'POST',
                  body: lead(provider.id),
                }),
              )
            )[0];
            // Past the limit the request is refused and not counted.
            if (sentBy[ev.who]! + membersSent[ev.who]! < LEAD_LIMIT) {
              expect(status).toBe(200);
              sentBy[ev.who]!++;
              expected.leads++;
            } else expect(status).toBe(429);
          } else if (ev.t === 'favorite' && !faved.has(ev.who)) {
            await members[ev.who]!.pb.collection('user_favorites').create({
              user: members[ev.who]!.id,
              provider: provider.id,
            });
            faved.add(ev.who);
            expected.favorites++;
          }
        }
        for (let i = 0; i < 3; i++) membersSent[i]! += sentBy[i]!;
        const s = await statsOf(owner, provider.id);
        const total = (k: keyof typeof expected) => s.series.reduce((a, d) => a + d[k], 0);
        expect({
          views: total('views'),
          website_clicks: total('website_clicks'),
          comparisons: total('comparisons'),
          leads: total('leads'),
          favorites: total('favorites'),
        }).toEqual(expected);
        expect(s.series.at(-1)!.views).toBe(expected.views);
      }),
      { numRuns: 8, seed: 22 },
    );
  }, 120_000);
});

/** Requests each of the property test's members sent in earlier runs (the limit is per member). */
const membersSent = [0, 0, 0];

// A profile the platform holds (no owner: listings an admin adds or imports, the demo's
// unclaimed ones) is unclaimed for every purpose; an admin lists and reassigns it
// (docs/DATA-MODEL.md § providers).
describe('profiles held by the platform', () => {
  const adminActor = () => makeUser({ roles: ['admin'], email: `adm-${uid()}@lapieza.io` });
  /** A listing an admin adds through the records API, as an operator importing listings. */
  async function listed(admin: Actor, extra: Record<string, unknown> = {}) {
    return admin.pb.collection('providers').create<{ id: string; user: string; website: string }>({
      company_name: `Listado ${uid()}`,
      description: 'Servicios de recursos humanos para empresas de la región.',
      headquarters_country: 'México',
      categories: ['recruiting'],
      website: `https://www.listado-${uid()}.mx`,
      ...extra,
    });
  }
  const assign = (who: Actor, id: string, email: string) =>
    who.pb.send<{ user: string; user_email: string }>(`/api/lp/admin/providers/${id}/owner`, {
      method: 'POST',
      body: { email },
    });
  type Row = { id: string; user: string; status: string; user_email: string };
  const adminList = (who: Actor, query: Record<string, string>) =>
    who.pb.send<{ items: Row[]; totalItems: number; counts: Record<string, number> }>(
      '/api/lp/admin/providers',
      { query: { perPage: '50', ...query } },
    );

  it('are claimable, take no requests for proposal and offer no statistics nor invitations', async () => {
    const admin = await adminActor();
    const provider = await listed(admin);
    // An admin's listing is public and held by the platform, not by the admin's account.
    expect(provider.user).toBe('');
    expect((await su.collection('providers').getOne(provider.id))['status']).toBe('approved');
    const member = await makeUser();
    expect(
      await code(
        member.pb.send('/api/lp/proposal-requests', { method: 'POST', body: lead(provider.id) }),
      ),
    ).toEqual([400, 'lead_no_owner']);
    expect(
      await code(admin.pb.send(`/api/lp/providers/${provider.id}/stats`, { query: { days: 30 } })),
    ).toEqual([400, 'provider_unclaimed']);
    for (const method of ['GET', 'POST']) {
      expect(
        await code(
          admin.pb.send(`/api/lp/providers/${provider.id}/invitations`, {
            method,
            ...(method === 'POST' ? { body: { emails: 'ana@example.com' } } : {}),
          }),
        ),
      ).toEqual([400, 'provider_unclaimed']);
    }
    // The claim goes through: link, verification, an admin's approval.
    const c = await verifiedClaim(member, provider);
    await admin.pb.send(`/api/lp/admin/claims/${c.id}/decide`, {
      method: 'POST',
      body: { approve: true },
    });
    expect((await su.collection('providers').getOne(provider.id))['user']).toBe(member.id);
    expect(
      (await member.pb.send<{ series: StatDay[] }>(`/api/lp/providers/${provider.id}/stats`, {}))
        .series,
    ).toHaveLength(30);
  });

  it('are listed for admins with the pending ones, searched by the owner e-mail', async () => {
    const admin = await adminActor();
    const held = await listed(admin);
    const owner = await makeUser();
    const pending = await makeProvider(owner.id, { status: 'pending', verified: false });
    const unowned = await adminList(admin, { owner: 'none' });
    expect(unowned.items.every((r) => r.user === '')).toBe(true);
    expect(unowned.items.map((r) => r.id)).toContain(held.id);
    expect(unowned.counts['unowned']).toBe(unowned.totalItems);
    const pendingList = await adminList(admin, { status: 'pending', q: owner.email });
    expect(pendingList.items.map((r) => r.id)).toEqual([pending.id]);
    expect(pendingList.items[0]!.user_email).toBe(owner.email);
    expect(await code(adminList(admin, { owner: 'algo' }))).toEqual([400, 'admin_list_param']);
    expect((await code(adminList(owner, { owner: 'none' })))[0]).toBe(403);
    // Aprobar: public, stamped by the admin.
    await admin.pb.collection('providers').update(pending.id, { status: 'approved' });
    const approved = await su.collection('providers').getOne(pending.id);
    expect([approved['status'], approved['verified'], approved['approved_by']]).toEqual([
      'approved',
      true,
      admin.id,
    ]);
    expect(approved['approved_at']).not.toBe('');
  });

  it('are given an owner by an admin, by e-mail, once, audited', async () => {
    const admin = await adminActor();
    const provider = await listed(admin);
    const member = await makeUser();
    expect((await code(assign(member, provider.id, member.email)))[0]).toBe(403);
    expect(await code(assign(admin, provider.id, 'nadie'))).toEqual([400, 'reassign_email']);
    expect(await code(assign(admin, provider.id, `nadie-${uid()}@example.com`))).toEqual([
      404,
      'reassign_no_account',
    ]);
    const blocked = await makeUser();
    await su.collection('users').update(blocked.id, { blocked: true, blocked_reason: 'spam' });
    expect(await code(assign(admin, provider.id, blocked.email))).toEqual([
      400,
      'reassign_blocked',
    ]);
    const busy = await makeUser();
    await makeProvider(busy.id);
    expect(await code(assign(admin, provider.id, busy.email))).toEqual([
      400,
      'reassign_already_owner',
    ]);
    expect((await su.collection('providers').getOne(provider.id))['user']).toBe('');

    const row = await assign(admin, provider.id, member.email.toUpperCase());
    expect([row.user, row.user_email]).toEqual([member.id, member.email]);
    expect((await su.collection('users').getOne(member.id))['roles']).toContain('provider');
    const audit = await su.collection('audit_log').getFullList({
      filter: `target = "providers/${provider.id}"`,
    });
    expect(audit.map((r) => [r['action'], r['actor']])).toEqual([
      ['provider_owner_assigned', admin.id],
    ]);
    // Claimed now: no second owner, no claim.
    expect(await code(assign(admin, provider.id, (await makeUser()).email))).toEqual([
      400,
      'claim_provider_owned',
    ]);
    expect(
      await code(claim(await makeUser(), provider.id, `x@${domainOf(provider.website)}`)),
    ).toEqual([400, 'claim_provider_owned']);
    expect(await code(assign(admin, 'abcdefghijklmno', member.email))).toEqual([
      404,
      'owner_provider_missing',
    ]);
  });
});
