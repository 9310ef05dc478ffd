/* global onRecordCreateExecute */
// Review invitations and provenance. Schema and rules:
// pb_migrations/1750000700_review_invitations.js (superuser-only collection); shared rules:
// src/lib/contract/invitations.ts; helpers: lib/invitations.js.
//
//   POST /api/lp/providers/{id}/invitations  the owner of an approved provider invites a pasted
//        list or a CSV's text of addresses (`emails`); all or nothing: an invalid address or
//        going over the 24-hour limit sends none. Each address gets a Spanish e-mail with a
//        single-use link (/invitacion?token=), valid INVITATION_TTL_DAYS days.
//   GET  /api/lp/providers/{id}/invitations  the owner's counts (sent, opened, reviewed) and
//        the latest invitations.
//   POST /api/lp/invitations/open  `token`: marks the invitation opened; with a session whose
//        verified e-mail is the invited address, binds it to that member (and approves the
//        account if it was pending: the `invitation` rule). Anyone else's session is refused;
//        a used or expired link is refused.
//
// A review's `source` and `reviewer_verification` are decided here, on every create, from the
// server's records; a client's values are replaced on create and ignored on update.

routerAdd('POST', '/api/lp/providers/{id}/invitations', (e) => {
  const util = require(`${__hooks}/lib/util.js`);
  const inv = require(`${__hooks}/lib/invitations.js`);
  const mail = require(`${__hooks}/lib/mail.js`);
  const d = util.domain();
  const who = inv.providerToInviteFor(e, e.request.pathValue('id'));
  const provider = who.provider;
  const body = /** @type {ApiInput<'providerInvitationsSend'>} */ (e.requestInfo().body || {});
  const parsed = d.parseInvitationList(typeof body.emails === 'string' ? body.emails : '');
  if (parsed.invalid.length) {
    util.fail('invitation_invalid_emails', null, {
      emails: parsed.invalid.slice(0, 10).join(', '),
    });
  }
  if (!parsed.emails.length) return util.fail('invitation_none');
  /** @type {{ email: string, token: string }[]} */
  const tokens = [];
  /** @type {string[]} */
  const skipped = [];
  e.app.runInTransaction((tx) => {
    const now = util.nowIso();
    const fresh = [];
    for (const email of parsed.emails) {
      const pending = util.count(
        tx,
        `SELECT COUNT(*) AS n FROM review_invitations
         WHERE provider = {:p} AND lower(email) = {:email} AND status != 'reviewed' AND expires > {:now}`,
        { p: provider.id, email: email, now: now },
      );
      if (pending > 0) skipped.push(email);
      else fresh.push(email);
    }
    const remaining = inv.stats(tx, provider.id).remainingToday;
    if (fresh.length > remaining) {
      util.fail('invitation_daily_limit', null, {
        limit: d.INVITATION_DAILY_LIMIT,
        remaining: remaining,
      });
    }
    const collection = tx.findCollectionByNameOrId('review_invitations');
    const expires = inv.isoIn(d.INVITATION_TTL_DAYS * 86400000);
    for (const email of fresh) {
      const token = $security.randomString(43);
      const r = new Record(collection);
      r.set('provider', provider.id);
      r.set('invited_by', who.caller.id);
      r.set('email', email);
      r.set('token_hash', inv.hashToken(token));
      r.set('status', 'sent');
      r.set('sent_at', now);
      r.set('expires', expires);
      tx.save(r);
      tokens.push({ email: email, token: token });
    }
  });
  // After the commit: a mail outage is logged (lib/mail.js), the invitations stay.
  const site = mail.site(e.app);
  for (const t of tokens) {
    mail.send(
      e.app,
      t.email,
      d.invitationMail({
        brand: site.brand,
        providerName: provider.getString('company_name'),
        url: `${site.siteUrl}${d.paths.invitation(t.token)}`,
        days: d.INVITATION_TTL_DAYS,
      }),
      'review invitation',
    );
  }
  return e.json(
    200,
    /** @satisfies {ApiAnswer<'providerInvitationsSend'>} */ ({
      sent: tokens.map((t) => t.email),
      skipped: skipped,
      stats: inv.stats(e.app, provider.id),
    }),
  );
});

routerAdd('GET', '/api/lp/providers/{id}/invitations', (e) => {
  const inv = require(`${__hooks}/lib/invitations.js`);
  const who = inv.providerToInviteFor(e, e.request.pathValue('id'));
  const rows = e.app.findRecordsByFilter(
    'review_invitations',
    'provider = {:p}',
    '-sent_at,-id',
    50,
    0,
    { p: who.provider.id },
  );
  return e.json(
    200,
    /** @satisfies {ApiAnswer<'providerInvitations'>} */ ({
      stats: inv.stats(e.app, who.provider.id),
      items: rows.map((r) => ({
        id: r.id,
        email: r.getString('email'),
        status: /** @type {import('../../src/lib/contract/invitations').InvitationStatus} */ (
          r.getString('status')
        ),
        sent_at: r.getString('sent_at'),
        opened_at: r.getString('opened_at'),
        expires: r.getString('expires'),
      })),
    }),
  );
});

routerAdd('POST', '/api/lp/invitations/open', (e) => {
  const util = require(`${__hooks}/lib/util.js`);
  const inv = require(`${__hooks}/lib/invitations.js`);
  const body = /** @type {ApiInput<'invitationOpen'>} */ (e.requestInfo().body || {});
  const token = typeof body.token === 'string' ? body.token : '';
  let record = null;
  if (token) {
    try {
      record = e.app.findFirstRecordByData(
        'review_invitations',
        'token_hash',
        inv.hashToken(token),
      );
    } catch {
      record = null;
    }
  }
  if (!record) return util.fail('invitation_invalid');
  const caller = util.authUser(e);
  const boundTo = record.getString('user');
  if (record.getString('status') === 'reviewed') util.fail('invitation_used');
  if (inv.dateMs(record, 'expires') <= Date.now()) util.fail('invitation_expired');
  if (caller) {
    if (caller.getBool('blocked')) util.fail('account_blocked');
    if (boundTo && boundTo !== caller.id) util.fail('invitation_used');
    if (String(caller.email()).toLowerCase() !== record.getString('email').toLowerCase()) {
      util.fail('invitation_wrong_address', null, { email: record.getString('email') });
    }
    if (!caller.getBool('verified')) return util.fail('invitation_unverified');
    record.set('user', caller.id);
  }
  if (record.getString('status') === 'sent') record.set('status', 'opened');
  if (!record.getString('opened_at')) record.set('opened_at', util.nowIso());
  e.app.runInTransaction((tx) => {
    tx.save(record);
    // A pending account whose confirmed address holds this valid invitation is approved by it
    // (the contract's `invitation` rule; docs/DECISIONS.md § Approval from evidence).
    if (caller && !caller.getBool('approved')) {
      const member = /** @type {core.Record} */ (util.findById(tx, 'users', caller.id));
      member.set('approved', true);
      member.set('approved_at', util.nowIso());
      member.set('approved_by', 'invitation');
      tx.save(member);
    }
  });
  // The invitation's provider (a required relation: deleting the provider deletes it).
  const provider = /** @type {core.Record} */ (
    util.findById(e.app, 'providers', record.getString('provider'))
  );
  return e.json(
    200,
    /** @satisfies {ApiAnswer<'invitationOpen'>} */ ({
      provider: {
        id: provider.id,
        slug: provider.getString('slug'),
        company_name: provider.getString('company_name'),
      },
      email: record.getString('email'),
      bound: !!caller,
      status: /** @type {import('../../src/lib/contract/invitations').InvitationStatus} */ (
        record.getString('status')
      ),
    }),
  );
});

// Provenance of a new review, whoever creates it (members, the seed): invited exactly when its
// author holds a bound, unused, unexpired invitation of the provider.
onRecordCreateRequest((e) => {
  const util = require(`${__hooks}/lib/util.js`);
  const inv = require(`${__hooks}/lib/invitations.js`);
  const r = e.record;
  const caller = util.authUser(e);
  const author = util.isSuperuser(e)
    ? util.findById(e.app, 'users', r.getString('reviewer'))
    : caller;
  const bound = author
    ? inv.boundInvitation(e.app, r.getString('provider'), author, inv.writtenAt(e))
    : null;
  r.set('source', bound ? 'invited' : 'organic');
  r.set('reviewer_verification', author ? inv.verificationOf(e.app, author) : 'email');
  e.next();
}, 'reviews');

// The invitation is used by the review, in the review's transaction. A save that did not go
// through the request hook above (no bound invitation) cannot be invited.
onRecordCreateExecute((e) => {
  const util = require(`${__hooks}/lib/util.js`);
  const inv = require(`${__hooks}/lib/invitations.js`);
  if (e.record.getString('source') !== 'invited') return e.next();
  util.inTransaction(e, (txApp) => {
    const author = util.findById(txApp, 'users', e.record.getString('reviewer'));
    const created = e.record.getDateTime('created');
    const at = created.isZero() ? util.nowIso() : created.string();
    const bound = author
      ? inv.boundInvitation(txApp, e.record.getString('provider'), author, at)
      : null;
    if (!bound) e.record.set('source', 'organic');
    e.next();
    if (!bound) return;
    bound.set('status', 'reviewed');
    bound.set('review', e.record.id);
    txApp.save(bound);
  });
}, 'reviews');

// Nobody but a superuser changes how a review came in or how its author was verified.
onRecordUpdateRequest((e) => {
  const util = require(`${__hooks}/lib/util.js`);
  if (!util.isSuperuser(e)) util.restore(e.record, ['source', 'reviewer_verification']);
  e.next();
}, 'reviews');
