// Issue 20, items 7, 8 and 11: account deletion, data export and e-mail opt-outs, on a
// PocketBase of its own (its data.db is read directly with node:sqlite, and its e-mails reach
// an SMTP catcher). Who may call the routes: permissions.test.ts › account routes.
//
// The scan covers every table and column of data.db (what a restore brings back). PocketBase's
// request logs (auxiliary.db `_logs`) are not scanned: they are kept for their retention
// (docs/SECURITY.md § Account deletion; the privacy page says how long) and then dropped by
// PocketBase itself.
import { join } from 'node:path';
import { DatabaseSync } from 'node:sqlite';
import PocketBase, { ClientResponseError } from 'pocketbase';
import { beforeAll, describe, expect, it } from 'vitest';
import { errorCodeOf, ERRORS } from '@/lib/contract/errors';
import { PERSONAL_DATA, exportParts, DELETED_ACTOR } from '@/lib/contract/personal-data';
import { MAIL_PREFERENCES, UNSUBSCRIBE_API } from '@/lib/contract/mail-preferences';
import { siteDay } from '@/lib/contract/time';
import { fromNetwork, honestText, ownStack } from './helpers';

interface Mail {
  subject: string;
  text: string;
  to: string[];
  listUnsubscribe: string;
  listUnsubscribePost: string;
}

const stack = ownStack('account', {
  mail: true,
  env: { PUBLIC_PB_URL: 'http://pb.test', BRAND_NAME: 'LaPieza', ADMIN_EMAIL_DOMAIN: 'lapieza.io' },
});
let su: PocketBase;
let n = 0;
const tag = () => `${Date.now().toString(36)}${(n++).toString(36)}`;

beforeAll(async () => {
  // Each request from its own network, as the members the superuser acts for (helpers.ts).
  su = fromNetwork(stack.su, 'each');
  await su.collection('service_categories').create({
    name: 'recruiting',
    label: 'Recruiting',
    active: true,
  });
}, 60_000);

interface Member {
  id: string;
  email: string;
  first: string;
  last: string;
  pb: PocketBase;
}

async function member(extra: Record<string, unknown> = {}, domain = 'example.com') {
  const t = tag();
  const first = `Nombre${t}`;
  const last = `Apellido${t}`;
  const email = `m-${t}@${domain}`;
  const rec = await su.collection('users').create({
    email,
    password: 'secret123',
    passwordConfirm: 'secret123',
    first_name: first,
    last_name: last,
    linkedin_url: `https://www.linkedin.com/in/m${t}`,
    approved: true,
    verified: true,
    ...extra,
  });
  const pb = fromNetwork(await su.collection('users').impersonate(rec.id, 3600));
  pb.autoCancellation(false);
  return { id: rec.id, email, first, last, pb } satisfies Member;
}

async function provider(owner: string, extra: Record<string, unknown> = {}) {
  return su.collection('providers').create({
    company_name: `Empresa ${tag()}`,
    description: 'Servicios de recursos humanos.',
    headquarters_country: 'México',
    categories: ['recruiting'],
    status: 'approved',
    verified: true,
    user: owner,
    ...extra,
  });
}

async function review(providerId: string, reviewer: string, rating = 5) {
  return su.collection('reviews').create({
    provider: providerId,
    reviewer,
    title: 'Buen servicio',
    review_text: honestText(),
    overall_rating: rating,
  });
}

/** Every table of data.db and its columns. */
function tables(db: DatabaseSync): { table: string; columns: string[] }[] {
  const names = db
    .prepare("SELECT name FROM sqlite_master WHERE type = 'table' AND name NOT LIKE 'sqlite_%'")
    .all() as { name: string }[];
  return names.map(({ name }) => ({
    table: name,
    columns: (db.prepare(`PRAGMA table_info("${name}")`).all() as { name: string }[]).map(
      (c) => c.name,
    ),
  }));
}

/** Rows of any table of data.db holding one of `needles` in any column: `table.column=id`. */
function rowsHolding(needles: string[]): string[] {
  const db = new DatabaseSync(join(stack.dataDir, 'data.db'), { readOnly: true });
  try {
    const hits: string[] = [];
    for (const { table, columns } of tables(db)) {
      for (const column of columns) {
        for (const needle of needles) {
          const rows = db
            .prepare(
              `SELECT rowid AS r, ${columns.includes('id') ? 'id' : "''"} AS id FROM "${table}" WHERE instr(lower(CAST("${column}" AS TEXT)), lower(?)) > 0`,
            )
            .all(needle) as { r: number; id: string }[];
          for (const row of rows) hits.push(`${table}.${column}=${row.id || row.r}`);
        }
      }
    }
    return hits;
  } finally {
    db.close();
  }
}

async function waitForMail(pred: (m: Mail) => boolean): Promise<Mail | undefined> {
  for (let i = 0; i < 50; i++) {
    const found = (stack.mail.messages() as Mail[]).find(pred);
    if (found) return found;
    await new Promise((r) => setTimeout(r, 100));
  }
  return undefined;
}

async function failure(p: Promise<unknown>): Promise<ClientResponseError> {
  try {
    await p;
  } catch (err) {
    if (err instanceof ClientResponseError) return err;
    throw err;
  }
  throw new Error('expected the call to fail');
}

describe('the personal-data declaration', () => {
  it('keeps request logs (auxiliary.db) 5 days, as the privacy page says', async () => {
    const settings = (await su.settings.getAll()) as { logs: { maxDays: number } };
    expect(settings.logs.maxDays).toBe(5);
  });

  it('names every collection of a freshly migrated database', async () => {
    const collections = await su.collections.getFullList();
    const declared = Object.keys(PERSONAL_DATA).sort();
    expect(collections.map((c) => c.name).sort()).toEqual(declared);
  });

  it('declares every field that points at an account', async () => {
    const collections = await su.collections.getFullList();
    const users = collections.find((c) => c.name === 'users')!;
    for (const c of collections) {
      const rule = PERSONAL_DATA[c.name as keyof typeof PERSONAL_DATA];
      for (const f of c.fields) {
        const toUsers = f.type === 'relation' && f['collectionId'] === users.id;
        if (toUsers) {
          expect(Object.keys(rule.fields), `${c.name}.${f.name}`).toContain(f.name);
        }
      }
    }
  });
});

describe('deleting an account', () => {
  let m: Member;
  let admin: Member;
  let owned: { id: string; slug: string; company_name: string };
  let reviewed: { id: string };
  let ownReview: { id: string };

  beforeAll(async () => {
    // The member is an admin too, owns a provider, reviewed two providers (one review held by
    // a report), got a reply and answered it, wrote a reply as an owner, voted, saved a
    // favourite, reported reviews (one open, one decided), blocked an account, decided a
    // report, wrote a post, appears in the audit log and failed a sign-in.
    m = await member({ roles: ['admin', 'provider'], user_type: 'provider' }, 'lapieza.io');
    admin = await member({ roles: ['admin'] }, 'lapieza.io');
    const other = await member({ roles: ['provider'], user_type: 'provider' });
    const third = await member();
    owned = (await provider(m.id)) as unknown as typeof owned;
    reviewed = await provider(other.id);
    const reviewed2 = await provider(other.id);
    ownReview = await review(reviewed.id, m.id, 1);
    const heldReview = await review(reviewed2.id, m.id, 2);
    await su.collection('review_reports').create({
      review: heldReview.id,
      reporter: third.id,
      reason: 'personal_data',
    });
    const otherPb = await su.collection('users').impersonate(other.id, 600);
    const reply = await otherPb
      .collection('review_replies')
      .create({ review: ownReview.id, body: 'Lamentamos tu experiencia.' });
    await m.pb
      .collection('review_replies')
      .update(reply.id, { rejoinder: 'Gracias por responder.' });
    const thirdReview = await review(owned.id, third.id, 4);
    await m.pb.collection('review_replies').create({ review: thirdReview.id, body: 'Gracias.' });
    const othersReview = await review(reviewed.id, third.id, 5);
    await (
      await su.collection('users').impersonate(third.id, 600)
    )
      .collection('helpful_votes')
      .create({ review: ownReview.id });
    await m.pb.collection('helpful_votes').create({ review: othersReview.id });
    await m.pb.collection('user_favorites').create({ user: m.id, provider: reviewed.id });
    await m.pb.collection('review_reports').create({ review: othersReview.id, reason: 'spam' });
    const decided = await review(reviewed2.id, (await member()).id, 3);
    await m.pb.collection('review_reports').create({ review: decided.id, reason: 'spam' });
    await m.pb
      .send(`/api/lp/admin/reviews/${decided.id}/moderation`, {
        method: 'POST',
        body: { decision: 'keep', reason: 'Cumple las normas.' },
      })
      .catch(() => undefined);
    await m.pb
      .collection('users')
      .update(third.id, { blocked: true, blocked_reason: 'Spam repetido' });
    await m.pb
      .collection('blog_posts')
      .create({ title: `Artículo ${tag()}`, content: '<p>Hola</p>', status: 'published' });
    await m.pb.send(`/api/lp/admin/reviews/${othersReview.id}/author`, {});
    // A real sign-in leaves PocketBase's auth-origin row; a failed one a login_failures row.
    await new PocketBase(stack.url).collection('users').authWithPassword(m.email, 'secret123');
    await new PocketBase(stack.url)
      .collection('users')
      .authWithPassword(m.email, 'mal')
      .catch(() => undefined);
    expect(rowsHolding([m.id]).some((hit) => hit.startsWith('_authOrigins.'))).toBe(true);
  }, 60_000);

  it('refuses a wrong password in Spanish and deletes nothing', async () => {
    const before = rowsHolding([m.id]).length;
    const err = await failure(
      m.pb.send('/api/lp/account/delete', {
        method: 'POST',
        body: { confirm: 'ELIMINAR', password: 'otra-cosa' },
      }),
    );
    expect(err.status).toBe(400);
    expect(errorCodeOf(err)).toBe('account_password_wrong');
    expect(err.message).toBe(ERRORS.account_password_wrong.message);
    expect(err.message).toContain('No se eliminó nada');
    expect((await su.collection('users').getOne(m.id)).id).toBe(m.id);
    expect((await su.collection('reviews').getOne(ownReview.id)).id).toBe(ownReview.id);
    // One more failed attempt row (the per-account limit counts it), nothing less.
    expect(rowsHolding([m.id]).length).toBe(before);
  });

  it('refuses without the typed confirmation, and without password or fresh LinkedIn sign-in', async () => {
    const noWord = await failure(
      m.pb.send('/api/lp/account/delete', {
        method: 'POST',
        body: { confirm: 'eliminar?', password: 'secret123' },
      }),
    );
    expect(errorCodeOf(noWord)).toBe('account_delete_confirm');
    const noAuth = await failure(
      m.pb.send('/api/lp/account/delete', { method: 'POST', body: { confirm: 'ELIMINAR' } }),
    );
    expect(errorCodeOf(noAuth)).toBe('account_reauth_required');
    // The member cannot stamp the LinkedIn re-authentication through the records API.
    await m.pb
      .collection('users')
      .update(m.id, { reauth_at: new Date().toISOString().replace('T', ' ') })
      .catch(() => undefined);
    const forged = await failure(
      m.pb.send('/api/lp/account/delete', { method: 'POST', body: { confirm: 'ELIMINAR' } }),
    );
    expect(errorCodeOf(forged)).toBe('account_reauth_required');
    // A LinkedIn sign-in older than the window does not count.
    await su.collection('users').update(m.id, {
      reauth_at: new Date(Date.now() - 11 * 60_000).toISOString().replace('T', ' '),
    });
    const stale = await failure(
      m.pb.send('/api/lp/account/delete', { method: 'POST', body: { confirm: 'ELIMINAR' } }),
    );
    expect(errorCodeOf(stale)).toBe('account_reauth_required');
    expect((await su.collection('users').getOne(m.id)).id).toBe(m.id);
  });

  it('exports every row a direct query finds for the account', async () => {
    const res = await fetch(`${stack.url}/api/lp/account/export`, {
      headers: { Authorization: m.pb.authStore.token },
    });
    expect(res.status).toBe(200);
    // Named after the site's calendar day (Mexico City): from 18:00 there, UTC is a day ahead.
    expect([siteDay(new Date(Date.now() - 5000)), siteDay(new Date())]).toContain(
      res.headers
        .get('content-disposition')
        ?.match(/^attachment; filename="lapieza-mis-datos-(\d{4}-\d{2}-\d{2})\.json"$/)?.[1],
    );
    const data = (await res.json()) as Record<string, unknown>;
    const text = JSON.stringify(data);
    expect((data['profile'] as { email: string }).email).toBe(m.email);
    expect(text).not.toContain('"password"');
    expect(text).not.toContain('tokenKey');
    // Direct: every row of data.db that holds the member's id, and the replies to the
    // member's reviews. Each must be in the export, except what the declaration keeps out.
    const notExported = Object.entries(PERSONAL_DATA)
      .filter(([, rule]) => rule.export.length === 0)
      .map(([name]) => name);
    const reviewIds = (
      await su
        .collection('reviews')
        .getFullList({ filter: su.filter('reviewer = {:id}', { id: m.id }) })
    ).map((r) => r.id);
    const direct = rowsHolding([m.id, ...reviewIds]).filter(
      (hit) => !notExported.includes(hit.split('.')[0]!),
    );
    expect(direct.length).toBeGreaterThan(10);
    for (const hit of direct) {
      const id = hit.split('=')[1]!;
      expect(text, hit).toContain(`"id":"${id}"`);
    }
    // Hidden reviews, replies received with the rejoinder, decisions of reports.
    const reviews = data['reviews'] as { id: string; hidden: boolean }[];
    expect(reviews.some((r) => r.hidden)).toBe(true);
    const received = data['replies_received'] as { rejoinder: string; author?: string }[];
    expect(received[0]!.rejoinder).toBe('Gracias por responder.');
    expect(received[0]!.author).toBeUndefined();
    const reports = data['reports'] as { status: string; decision_reason: string }[];
    expect(reports.map((r) => r.status).sort()).toEqual(['dismissed', 'open']);
    expect(data['providers_owned']).toHaveLength(1);
    // The integrity signals computed on each of the member's reviews are theirs; the network
    // rows are listed without the hash.
    const signals = data['review_signals'] as { review: string; signals: unknown[] }[];
    expect(signals.map((r) => r.review).sort()).toEqual([...reviewIds].sort());
    const networks = data['review_networks'] as Record<string, unknown>[];
    expect(networks.length).toBe(reviewIds.length);
    expect(networks.every((n) => !('net' in n))).toBe(true);
    for (const { part } of exportParts()) expect(data).toHaveProperty(part.key);
  });

  it('leaves no row of data.db with the id, e-mail or name, and keeps pages and aggregates exact', async () => {
    const before = await su.collection('providers').getOne(reviewed.id);
    expect(before['total_reviews']).toBe(2);
    const started = new Date().toISOString().replace('T', ' ');
    const res = await m.pb.send('/api/lp/account/delete', {
      method: 'POST',
      body: { confirm: 'ELIMINAR', password: 'secret123' },
    });
    expect(res).toEqual({ deleted: true, providers_unowned: 1 });

    expect(rowsHolding([m.id, m.email, m.first, m.last])).toEqual([]);

    // Aggregates recomputed (the member's 1-star review gone).
    const after = await su.collection('providers').getOne(reviewed.id);
    expect(after['total_reviews']).toBe(1);
    expect(after['average_rating']).toBe(5);
    // The owned provider: ownerless, pending, not public.
    const unowned = await su.collection('providers').getOne(owned.id);
    expect(unowned['user']).toBe('');
    expect(unowned['status']).toBe('pending');
    expect(
      (await failure(new PocketBase(stack.url).collection('providers').getOne(owned.id))).status,
    ).toBe(404);
    // Outbox: the review's delete and the provider leaving the public pages.
    const events = await su.collection('change_events').getFullList({
      filter: su.filter('created >= {:t}', { t: started }),
    });
    expect(
      events.some(
        (e) => e['topic'] === 'review' && e['op'] === 'delete' && e['record_id'] === ownReview.id,
      ),
    ).toBe(true);
    const providerEvent = events.find(
      (e) => e['topic'] === 'provider' && e['record_id'] === owned.id,
    );
    expect(providerEvent?.['data']).toMatchObject({
      before: { public: true },
      after: { public: false },
    });
    // The open report stays in the queue without reporter (the one-per-person index skips it).
    const open = await su.collection('review_reports').getFullList({
      filter: su.filter('reporter = "" && status = "open"'),
    });
    expect(open.length).toBe(1);
    const db = new DatabaseSync(join(stack.dataDir, 'data.db'), { readOnly: true });
    const index = db
      .prepare("SELECT sql FROM sqlite_master WHERE name = 'idx_review_reports_open'")
      .get() as { sql: string };
    db.close();
    expect(index.sql).toContain("reporter != ''");
    // The audit log keeps what was done, not by whom.
    const audit = await su.collection('audit_log').getFullList({
      filter: su.filter('actor = {:a}', { a: DELETED_ACTOR }),
    });
    expect(audit.length).toBeGreaterThan(0);
    // Admins are told, in Spanish, with the provider's name.
    const told = await waitForMail((x) => x.to.includes(admin.email.toLowerCase()));
    expect(told?.subject).toBe('Un proveedor quedó sin dueño en LaPieza');
    expect(told?.text).toContain(owned.company_name);
    expect(told?.text).toContain('http://site.test/lapieza-admin');
    // The old session is worth nothing.
    expect((await failure(m.pb.send('/api/lp/account/export', {}))).status).toBe(401);
  });

  it('lets an admin give the ownerless provider a new owner', async () => {
    const newOwner = await member({ roles: ['provider'], user_type: 'provider' });
    const updated = await admin.pb.collection('providers').update(owned.id, { user: newOwner.id });
    expect(updated['user']).toBe(newOwner.id);
    // An owned provider still cannot change hands.
    const err = await failure(
      admin.pb.collection('providers').update(owned.id, { user: admin.id }),
    );
    expect(errorCodeOf(err)).toBe('provider_owner_immutable');
  });

  it('accepts a LinkedIn sign-in of the last 10 minutes instead of a password', async () => {
    const x = await member();
    await su.collection('users').update(x.id, {
      reauth_at: new Date().toISOString().replace('T', ' '),
    });
    const res = await x.pb.send('/api/lp/account/delete', {
      method: 'POST',
      body: { confirm: 'ELIMINAR' },
    });
    expect(res.deleted).toBe(true);
    expect(rowsHolding([x.id, x.email])).toEqual([]);
  });
});

describe('e-mail preferences and the one-click opt-out', () => {
  it('sends reply e-mails with an opt-out link that works without signing in', async () => {
    const owner = await member({ roles: ['provider'], user_type: 'provider' });
    const reviewer = await member();
    const p = await provider(owner.id);
    const ownerPb = await su.collection('users').impersonate(owner.id, 600);
    await ownerPb
      .collection('review_replies')
      .create({ review: (await review(p.id, reviewer.id)).id, body: 'Gracias.' });
    const first = await waitForMail((x) => x.to.includes(reviewer.email));
    expect(first).toBeDefined();
    const link = /http:\/\/site\.test\/baja-correo\?token=([\w.-]+)/.exec(first!.text);
    expect(link, first!.text).not.toBeNull();
    const token = link![1]!;
    expect(first!.listUnsubscribe).toBe(`<http://pb.test${UNSUBSCRIBE_API}?token=${token}>`);
    expect(first!.listUnsubscribePost).toBe('List-Unsubscribe=One-Click');

    // A forged token (another signature) and a session token are refused; nothing changes.
    const [head, body] = token.split('.');
    for (const bad of [`${head}.${body}.firma-falsa`, reviewer.pb.authStore.token, '']) {
      const r = await fetch(`${stack.url}${UNSUBSCRIBE_API}?token=${encodeURIComponent(bad)}`, {
        method: 'POST',
      });
      expect(r.status).toBe(400);
      const json = (await r.json()) as { data: { error: { code: string } } };
      expect(json.data.error.code).toBe('unsubscribe_token_invalid');
    }
    expect((await su.collection('users').getOne(reviewer.id))[MAIL_PREFERENCES.replies]).toBe(
      false,
    );

    // The mail client's RFC 8058 POST, signed out.
    const ok = await fetch(`${stack.url}${UNSUBSCRIBE_API}?token=${token}`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: 'List-Unsubscribe=One-Click',
    });
    expect(ok.status).toBe(200);
    expect(await ok.json()).toEqual({ kind: 'replies', subscribed: false });
    expect((await su.collection('users').getOne(reviewer.id))[MAIL_PREFERENCES.replies]).toBe(true);

    // The next reply sends nothing.
    const count = () =>
      (stack.mail.messages() as Mail[]).filter((x) => x.to.includes(reviewer.email)).length;
    await ownerPb.collection('review_replies').create({
      review: (await review((await provider(owner.id)).id, reviewer.id)).id,
      body: 'Otra.',
    });
    await new Promise((r) => setTimeout(r, 1000));
    expect(count()).toBe(1);
  });

  it('keeps the preferences server-side: the route validates, the records API ignores them', async () => {
    const x = await member();
    const saved = await x.pb.send('/api/lp/account/preferences', {
      method: 'POST',
      body: { replies: false, approval: true },
    });
    expect(saved).toEqual({ replies: false, approval: true });
    expect((await su.collection('users').getOne(x.id))[MAIL_PREFERENCES.replies]).toBe(true);
    const bad = await failure(
      x.pb.send('/api/lp/account/preferences', { method: 'POST', body: { replies: 'no' } }),
    );
    expect(bad.status).toBe(400);
    expect(errorCodeOf(bad)).toBe('mail_preferences_invalid');
    await x.pb.collection('users').update(x.id, { [MAIL_PREFERENCES.replies]: false, bio: 'Hola' });
    expect((await su.collection('users').getOne(x.id))[MAIL_PREFERENCES.replies]).toBe(true);
  });
});
