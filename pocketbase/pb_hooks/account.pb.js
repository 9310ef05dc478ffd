// Issue 20, items 7, 8 and 11: a member deletes the account, downloads everything held about
// it, and turns non-essential e-mails off (in /settings or from a link in the e-mail, without
// signing in). The work is in lib/account.js; what each collection does on deletion and what
// the export holds is the contract's PERSONAL_DATA (src/lib/contract/personal-data.ts).

// Re-authentication without a password: a LinkedIn sign-in marks the account (reauth_at,
// hidden) and the deletion accepts that mark for REAUTH_WINDOW_SECONDS. (A session
// refresh issues a fresh token too, so a token's age proves nothing; only the identity
// provider's answer does.)
onRecordAuthWithOAuth2Request((e) => {
  e.next();
  if (!e.record) return;
  e.app
    .db()
    .newQuery('UPDATE users SET reauth_at = {:now} WHERE id = {:id}')
    .bind({ now: new DateTime().string(), id: e.record.id })
    .execute();
}, 'users');

// The e-mail preferences change only through POST /api/lp/account/preferences (validated
// there); client values through the records API are ignored, whoever sends them.
onRecordUpdateRequest((e) => {
  const util = require(`${__hooks}/lib/util.js`);
  if (!util.isSuperuser(e)) {
    const d = util.domain();
    util.restore(
      e.record,
      d.MAIL_KINDS.map((k) => d.MAIL_PREFERENCES[k]),
    );
  }
  e.next();
}, 'users');

// POST { confirm: "ELIMINAR", password? } → { deleted: true, providers_unowned: n }. The
// signed-in member only (401 signed out, 403 superusers); wrong password or no fresh LinkedIn
// sign-in → 400 with a code, nothing deleted.
routerAdd(
  'POST',
  '/api/lp/account/delete',
  (e) => {
    const util = require(`${__hooks}/lib/util.js`);
    const account = require(`${__hooks}/lib/account.js`);
    const d = util.domain();
    const body = /** @type {ApiInput<'accountDelete'>} */ (e.requestInfo().body || {});
    if (String(body.confirm || '').trim() !== d.DELETE_CONFIRMATION) {
      util.fail('account_delete_confirm');
    }
    const user = e.app.findRecordById('users', /** @type {core.Record} */ (e.auth).id);
    account.checkReauth(e.app, user, body.password);
    const unowned = account.deleteAccount(e.app, user.id);
    try {
      account.tellAdmins(e.app, unowned);
    } catch (err) {
      e.app.logger().warn('ownerless-provider e-mails failed', 'error', String(err));
    }
    return e.json(
      200,
      /** @satisfies {ApiAnswer<'accountDelete'>} */ ({
        deleted: true,
        providers_unowned: unowned.length,
      }),
    );
  },
  $apis.requireAuth('users'),
);

// GET → the signed-in member's data as one JSON file (Content-Disposition: attachment).
routerAdd(
  'GET',
  '/api/lp/account/export',
  (e) => {
    const account = require(`${__hooks}/lib/account.js`);
    const user = e.app.findRecordById('users', /** @type {core.Record} */ (e.auth).id);
    const data = account.exportOf(e.app, user);
    const d = require(`${__hooks}/lib/domain.gen.js`);
    // The file is named after the member's calendar day (the site's, Mexico City), not UTC's.
    const day = d.siteDay(new Date());
    const brand = d.slugify(String(e.app.settings().meta.appName)) || 'cuenta';
    e.response
      .header()
      .set('Content-Disposition', `attachment; filename="${brand}-mis-datos-${day}.json"`);
    e.response.header().set('Cache-Control', 'no-store');
    // The site (another origin) reads the file name.
    e.response.header().set('Access-Control-Expose-Headers', 'Content-Disposition');
    return e.json(200, /** @satisfies {ApiAnswer<'accountExport'>} */ (data));
  },
  $apis.requireAuth('users'),
);

// POST { replies: bool, approval: bool } (either or both) → the saved preferences.
routerAdd(
  'POST',
  '/api/lp/account/preferences',
  (e) => {
    const util = require(`${__hooks}/lib/util.js`);
    const d = util.domain();
    const body = /** @type {ApiInput<'accountPreferences'>} */ (e.requestInfo().body || {});
    const sets = [];
    /** @type {{ [name: string]: unknown }} */
    const binds = { id: /** @type {core.Record} */ (e.auth).id };
    for (const kind of d.MAIL_KINDS) {
      if (body[kind] === undefined) continue;
      if (typeof body[kind] !== 'boolean') util.fail('mail_preferences_invalid');
      sets.push(`${d.MAIL_PREFERENCES[kind]} = {:${kind}}`);
      binds[kind] = !body[kind];
    }
    const unknown = Object.keys(body).filter((k) => !d.isMailKind(k));
    if (unknown.length || !sets.length) util.fail('mail_preferences_invalid');
    e.app
      .db()
      .newQuery(`UPDATE users SET ${sets.join(', ')}, updated = {:now} WHERE id = {:id}`)
      .bind(Object.assign(binds, { now: new DateTime().string() }))
      .execute();
    const user = e.app.findRecordById('users', /** @type {core.Record} */ (e.auth).id);
    /** @type {ApiAnswer<'accountPreferences'>} every kind is set below */
    const out = { replies: false, approval: false };
    for (const kind of d.MAIL_KINDS) out[kind] = !user.getBool(d.MAIL_PREFERENCES[kind]);
    return e.json(200, /** @satisfies {ApiAnswer<'accountPreferences'>} */ (out));
  },
  $apis.requireAuth('users'),
);

// POST ?token=… (no sign-in): the one-click opt-out of an e-mail (the site page /baja-correo
// posts here; mail clients post here too, RFC 8058, body "List-Unsubscribe=One-Click").
routerAdd('POST', '/api/lp/mail/unsubscribe', (e) => {
  const account = require(`${__hooks}/lib/account.js`);
  const kind = account.unsubscribe(e.app, e.request.url.query().get('token'));
  return e.json(
    200,
    /** @satisfies {ApiAnswer<'mailUnsubscribe'>} */ ({ kind: kind, subscribed: false }),
  );
});
