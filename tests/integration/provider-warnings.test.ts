// Public warnings on a provider (docs/DECISIONS.md § Public warnings): only admins issue and
// lift them (through the custom routes; the records API refuses every client write); each
// action writes the warning, an audit row and the provider's outbox event together; the owner
// is e-mailed in Spanish with a link to the profile; an expired warning leaves the pages
// through the hourly cron's outbox event. This file starts its own PocketBase whose SMTP points
// at the project's mail catcher (scripts/lib/mail-catcher.mjs).
import PocketBase from 'pocketbase';
import { beforeAll, describe, expect, it } from 'vitest';
import { errorCodeOf } from '@/lib/contract/errors';
import { siteDay } from '@/lib/contract/time';
import { errorOf as failure, ownStack } from './helpers';

const stack = ownStack('warnings', { mail: true, env: { ADMIN_EMAIL_DOMAIN: 'lapieza.io' } });
let su: PocketBase;
const client = () => stack.client();
const unique = (name: string) => stack.unique(name);
const nthMail = (to: string, nth: number) => stack.nthMail(to, nth);
const account = (body: Record<string, unknown> = {}) => stack.account(body);

const admin = () => account({ roles: ['admin'], email: `${unique('adm')}@lapieza.io` });

async function ownedProvider(): Promise<{
  id: string;
  slug: string;
  name: string;
  owner: { id: string; email: string; pb: PocketBase };
}> {
  const owner = await account({ roles: ['provider'], user_type: 'provider' });
  const p = await su.collection('providers').create({
    company_name: unique('Proveedor'),
    description: 'Servicios de recursos humanos para empresas de la región.',
    headquarters_country: 'México',
    categories: ['recruiting'],
    website: `https://${unique('prov')}.example.com`,
    status: 'approved',
    verified: true,
    user: owner.id,
  });
  return { id: p.id, slug: String(p['slug']), name: String(p['company_name']), owner };
}

const issue = (as: PocketBase, id: string, body: Record<string, unknown>) =>
  as.send(`/api/lp/admin/providers/${id}/warning`, { method: 'POST', body });
const lift = (as: PocketBase, id: string, body: Record<string, unknown> = {}) =>
  as.send(`/api/lp/admin/providers/${id}/warning/lift`, { method: 'POST', body });

const warningsOf = (providerId: string) =>
  su.collection('provider_warnings').getFullList({
    filter: su.filter('provider = {:p}', { p: providerId }),
  });
const providerEvents = (providerId: string) =>
  su.collection('change_events').getFullList({
    filter: su.filter("topic = 'provider' && record_id = {:p}", { p: providerId }),
  });
const auditOf = (providerId: string) =>
  su.collection('audit_log').getFullList({
    filter: su.filter('target = {:t}', { t: `providers/${providerId}` }),
    sort: 'created',
  });

function dayAfter(days: number): string {
  return siteDay(new Date(Date.now() + days * 86_400_000));
}

beforeAll(async () => {
  su = stack.su;
  await su
    .collection('service_categories')
    .create({ name: 'recruiting', label: 'Reclutamiento', active: true });
});

describe('provider warnings', () => {
  it('lets only admins issue or lift; the records API refuses every client write', async () => {
    const p = await ownedProvider();
    const member = await account();
    const outsider = await account({ roles: ['admin'], email: `${unique('adm')}@otra.com` });
    const events = (await providerEvents(p.id)).length;
    expect((await failure(issue(client(), p.id, { reason: 'review_ring' }))).status).toBe(401);
    for (const who of [member.pb, outsider.pb, p.owner.pb]) {
      expect((await failure(issue(who, p.id, { reason: 'review_ring' }))).status).toBe(403);
      expect((await failure(lift(who, p.id))).status).toBe(403);
    }
    const boss = await admin();
    const direct = await failure(
      boss.pb.collection('provider_warnings').create({ provider: p.id, reason: 'other' }),
    );
    expect(direct.status).toBe(403);
    // Nor read by anyone but admins (the list answers nothing).
    await issue(boss.pb, p.id, { reason: 'other', note: 'interna' });
    expect(await client().collection('provider_warnings').getFullList()).toEqual([]);
    expect(await member.pb.collection('provider_warnings').getFullList()).toEqual([]);
    expect(await p.owner.pb.collection('provider_warnings').getFullList()).toEqual([]);
    expect(await boss.pb.collection('provider_warnings').getFullList()).toHaveLength(1);
    expect((await failure(lift(member.pb, p.id))).status).toBe(403);
    expect(await warningsOf(p.id)).toMatchObject([{ lifted_at: '' }]);
    await lift(boss.pb, p.id);
    expect(await providerEvents(p.id)).toHaveLength(events + 2);
    expect((await auditOf(p.id)).map((a) => a['actor'])).toEqual([boss.id, boss.id]);
  });

  it('refuses bad input with a Spanish code and changes nothing', async () => {
    const p = await ownedProvider();
    const boss = await admin();
    const cases: [Record<string, unknown>, string][] = [
      [{ reason: 'nope' }, 'warning_reason_invalid'],
      [{ reason: 'other', note: 'x'.repeat(501) }, 'warning_note_too_long'],
      [{ reason: 'other', expires_on: 'mañana' }, 'warning_expiry_invalid'],
      [{ reason: 'other', expires_on: siteDay(new Date()) }, 'warning_expiry_invalid'],
    ];
    for (const [body, code] of cases) {
      const err = await failure(issue(boss.pb, p.id, body));
      expect([err.status, errorCodeOf(err)]).toEqual([400, code]);
    }
    const missing = await failure(issue(boss.pb, 'abcdefghijklmno', { reason: 'other' }));
    expect(errorCodeOf(missing)).toBe('warning_provider_missing');
    const none = await failure(lift(boss.pb, p.id));
    expect(errorCodeOf(none)).toBe('warning_not_active');
    expect(await warningsOf(p.id)).toHaveLength(0);
    expect(await auditOf(p.id)).toHaveLength(0);
  });

  it('issues: the warning, its audit row and the provider event together; the owner is e-mailed', async () => {
    const p = await ownedProvider();
    const boss = await admin();
    const before = (await providerEvents(p.id)).length;
    const row = (await issue(boss.pb, p.id, {
      reason: 'review_ring',
      note: 'Seis cuentas nuevas en una hora',
      expires_on: dayAfter(30),
    })) as Record<string, string>;
    expect(row).toMatchObject({ provider: p.id, reason: 'review_ring', issued_by: boss.id });
    const stored = await warningsOf(p.id);
    expect(stored).toHaveLength(1);
    expect(stored[0]!['note']).toBe('Seis cuentas nuevas en una hora');
    expect(stored[0]!['expires_at']).not.toBe('');
    expect((await auditOf(p.id)).map((a) => [a['action'], a['actor'], a['note']])).toEqual([
      ['provider_warning_issued', boss.id, 'Seis cuentas nuevas en una hora'],
    ]);
    const events = await providerEvents(p.id);
    expect(events).toHaveLength(before + 1);
    expect(events.at(-1)!['data']).toMatchObject({
      before: { id: p.id, slug: p.slug, public: true },
      after: { id: p.id, slug: p.slug, public: true },
    });

    const news = await nthMail(p.owner.email, 1);
    expect(news.subject).toContain('Publicamos una advertencia en el perfil');
    expect(news.text).toContain('Detectamos actividad sospechosa en las reviews de este proveedor');
    expect(news.text).toContain('Motivo: Red de cuentas que publican reseñas coordinadas.');
    expect(news.html).toContain(`href="http://site.test/providers/${p.slug}"`);
    // The admin's note is internal.
    expect(`${news.html}${news.text}`).not.toContain('Seis cuentas');

    // The admins' providers list shows it (the panel's "Retirar advertencia").
    const listed = (await boss.pb.send('/api/lp/admin/providers', { query: { q: p.name } })) as {
      items: { id: string; warning: { reason: string } | null }[];
    };
    expect(listed.items.find((r) => r.id === p.id)?.warning).toMatchObject({
      reason: 'review_ring',
    });

    // One active warning at a time.
    const again = await failure(issue(boss.pb, p.id, { reason: 'other' }));
    expect(errorCodeOf(again)).toBe('warning_already_active');
    expect(await warningsOf(p.id)).toHaveLength(1);
  });

  it('lifts: audited, the provider event written, the owner told; then a new one may be issued', async () => {
    const p = await ownedProvider();
    const boss = await admin();
    await issue(boss.pb, p.id, { reason: 'bought_reviews' });
    await nthMail(p.owner.email, 1);
    const before = (await providerEvents(p.id)).length;
    const row = (await lift(boss.pb, p.id, { note: 'Aclarado con la empresa' })) as Record<
      string,
      string
    >;
    expect(row.lifted_at).not.toBe('');
    expect(row.lifted_by).toBe(boss.id);
    expect((await auditOf(p.id)).map((a) => [a['action'], a['note']])).toEqual([
      ['provider_warning_issued', ''],
      ['provider_warning_lifted', 'Aclarado con la empresa'],
    ]);
    expect(await providerEvents(p.id)).toHaveLength(before + 1);
    const news = await nthMail(p.owner.email, 2);
    expect(news.subject).toContain('Retiramos la advertencia pública');
    expect(news.html).toContain(`href="http://site.test/providers/${p.slug}"`);
    expect(errorCodeOf(await failure(lift(boss.pb, p.id)))).toBe('warning_not_active');
    await issue(boss.pb, p.id, { reason: 'other' });
    expect(await warningsOf(p.id)).toHaveLength(2);
  });

  it('an expired warning is no longer active, and the hourly cron writes its provider event once', async () => {
    const p = await ownedProvider();
    const boss = await admin();
    await issue(boss.pb, p.id, { reason: 'duplicate_reviews', expires_on: dayAfter(2) });
    const [w] = await warningsOf(p.id);
    // Time passes: the expiry is now behind us.
    const past = new Date(Date.now() - 60_000).toISOString().replace('T', ' ');
    await su.collection('provider_warnings').update(w!.id, { expires_at: past });
    const before = (await providerEvents(p.id)).length;
    await su.send('/api/crons/provider_warnings_expiry', { method: 'POST' });
    await expect.poll(async () => (await providerEvents(p.id)).length).toBe(before + 1);
    expect((await su.collection('provider_warnings').getOne(w!.id))['expiry_published']).toBe(true);
    // A second run announces nothing new.
    await su.send('/api/crons/provider_warnings_expiry', { method: 'POST' });
    await new Promise((r) => setTimeout(r, 500));
    expect(await providerEvents(p.id)).toHaveLength(before + 1);
    // Expired is not active: lifting finds nothing, a new warning may be issued.
    expect(errorCodeOf(await failure(lift(boss.pb, p.id)))).toBe('warning_not_active');
    await issue(boss.pb, p.id, { reason: 'other' });
  });
});
