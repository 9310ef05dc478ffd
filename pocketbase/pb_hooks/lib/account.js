// Account deletion, data export and e-mail opt-outs, used by
// account.pb.js and by the hooks that send non-essential e-mails (replies.pb.js). What
// deletion does to each collection and what the export holds: the contract's PERSONAL_DATA
// (src/lib/contract/personal-data.ts).

/**
 * @returns {typeof import('../../../src/lib/domain/hooks-entry')}
 */
/** @typedef {import('../../../src/lib/contract/mail-preferences').MailKind} MailKind */

function domain() {
  return require(`${__hooks}/lib/domain.gen.js`);
}

/**
 * Re-authentication for the deletion: the account's password (checked here, counted by the
 * per-account sign-in limit like a sign-in), or, without one, a LinkedIn sign-in in the last
 * REAUTH_WINDOW_SECONDS (users.reauth_at, set by account.pb.js). Fails with a code.
 * @param {core.App} app
 * @param {core.Record} user
 * @param {unknown} password
 */
function checkReauth(app, user, password) {
  const util = require(`${__hooks}/lib/util.js`);
  const d = domain();
  if (typeof password === 'string' && password !== '') {
    const limit = require(`${__hooks}/lib/login-limit.js`);
    const cfg = limit.config();
    const key = limit.accountKey(user.email());
    if (cfg.max > 0 && !limit.begin(app, key, cfg)) util.fail('too_many_login_failures');
    if (!user.validatePassword(password)) util.fail('account_password_wrong');
    if (cfg.max > 0) limit.clear(app, key);
    return;
  }
  const at = user.getDateTime('reauth_at');
  const age = at.isZero() ? Infinity : (Date.now() - at.unix() * 1000) / 1000;
  if (!(age >= -60 && age <= d.REAUTH_WINDOW_SECONDS)) util.fail('account_reauth_required');
}

/**
 * A record as exported: every field but secrets and the part's `omit` names (or only its
 * `pick` names), e-mail included.
 * @param {core.Record} record
 * @param {import('../../../src/lib/contract/personal-data').ExportPart} part
 * @returns {core.Record}
 */
function exportRecord(record, part) {
  const fields = record.collection().fields;
  const show = [];
  const drop = [];
  for (let i = 0; i < fields.length; i++) {
    const f = fields[i];
    const name = f.getName();
    if (f.type() === 'password' || name === 'tokenKey') continue;
    if (part.pick && part.pick.indexOf(name) < 0) drop.push(name);
    else if (f.getHidden()) show.push(name);
  }
  if (show.length) record.unhide(...show);
  if (part.omit && part.omit.length) record.hide(...part.omit);
  if (drop.length) record.hide(...drop);
  if (record.collection().isAuth()) record.ignoreEmailVisibility(!part.pick);
  return record;
}

/**
 * Everything held about `user` (PERSONAL_DATA's export parts), as one JSON-able object.
 * @param {core.App} app
 * @param {core.Record} user
 * @returns {{ [key: string]: unknown }}
 */
function exportOf(app, user) {
  const d = domain();
  /** @type {{ [key: string]: unknown }} */
  const out = {
    format: d.EXPORT_FORMAT,
    exported_at: new Date().toISOString(),
    account: user.id,
  };
  for (const { collection, part } of d.exportParts()) {
    const rows = app.findRecordsByFilter(collection, part.filter, 'created', 0, 0, {
      id: user.id,
      email: user.email(),
    });
    const list = rows.map((r) => exportRecord(r, part));
    out[part.key] = part.key === 'profile' ? list[0] || null : list;
  }
  return out;
}

/**
 * Runs `sql` with `binds` (a write that needs no hook: no page shows the field).
 * @param {core.App} app
 * @param {string} sql
 * @param {{ [name: string]: unknown }} binds
 */
function exec(app, sql, binds) {
  app.db().newQuery(sql).bind(binds).execute();
}

/**
 * Deletes the account in one transaction, following PERSONAL_DATA. Record deletes and saves go
 * through app.delete / app.save, so their hooks run inside it: aggregates, helpful counts,
 * ranking and the outbox events that re-render every page, search entry and sitemap entry
 * the member's reviews and providers were on. Returns the providers left without owner.
 * @param {core.App} app
 * @param {string} userId
 * @returns {string[]}
 */
function deleteAccount(app, userId) {
  const d = domain();
  /** @type {string[]} */
  const unowned = [];
  app.runInTransaction((tx) => {
    const user = tx.findRecordById('users', userId);
    const all = (/** @type {string} */ collection, /** @type {string} */ filter) =>
      tx.findRecordsByFilter(collection, filter, '', 0, 0, { id: userId });
    // Reviews (hidden ones too), with their replies (and the member's rejoinders on them),
    // the reports and votes on them (cascade, hooks included).
    for (const r of all('reviews', 'reviewer = {:id}')) tx.delete(r);
    // Integrity signals and network hashes of the member (their reviews' rows went with them
    // by cascade; these catch any left), and decisions they took as an admin, unnamed.
    exec(tx, 'DELETE FROM review_signals WHERE reviewer = {:id}', { id: userId });
    exec(tx, 'DELETE FROM review_networks WHERE user = {:id}', { id: userId });
    exec(tx, "UPDATE review_signals SET decided_by = '' WHERE decided_by = {:id}", {
      id: userId,
    });
    for (const v of all('helpful_votes', 'user = {:id}')) tx.delete(v);
    for (const f of all('user_favorites', 'user = {:id}')) tx.delete(f);
    // Claims and requests for proposal the member sent.
    for (const c of all('provider_claims', 'member = {:id}')) tx.delete(c);
    for (const r of all('proposal_requests', 'member = {:id}')) tx.delete(r);
    // Open reports stay in the moderation queue without reporter; decided ones go.
    exec(tx, "UPDATE review_reports SET reporter = '' WHERE reporter = {:id} AND status = 'open'", {
      id: userId,
    });
    for (const r of all('review_reports', 'reporter = {:id}')) tx.delete(r);
    // Owned providers: not public any more, ownerless until an admin reassigns them.
    for (const p of all('providers', 'user = {:id}')) {
      p.set('user', '');
      p.set('status', 'pending');
      tx.save(p);
      unowned.push(p.getString('company_name'));
    }
    // References that name the member in rows that stay.
    exec(tx, "UPDATE providers SET approved_by = '' WHERE approved_by = {:id}", { id: userId });
    exec(tx, "UPDATE review_replies SET author = '' WHERE author = {:id}", { id: userId });
    exec(tx, "UPDATE review_reports SET decided_by = '' WHERE decided_by = {:id}", {
      id: userId,
    });
    exec(tx, "UPDATE users SET blocked_by = '' WHERE blocked_by = {:id}", { id: userId });
    exec(tx, "UPDATE users SET approved_admin = '' WHERE approved_admin = {:id}", { id: userId });
    exec(tx, "UPDATE provider_claims SET decided_by = '' WHERE decided_by = {:id}", {
      id: userId,
    });
    exec(tx, "UPDATE blog_posts SET author = '' WHERE author = {:id}", { id: userId });
    exec(tx, 'UPDATE audit_log SET actor = {:placeholder} WHERE actor = {:id}', {
      id: userId,
      placeholder: d.DELETED_ACTOR,
    });
    // Privacy requests filed with the account's e-mail stay as proof of compliance, anonymous.
    exec(
      tx,
      "UPDATE privacy_requests SET name = '', email = '', detail = '' WHERE lower(email) = lower({:email})",
      { email: user.email() },
    );
    exec(tx, "UPDATE privacy_requests SET answered_by = '' WHERE answered_by = {:id}", {
      id: userId,
    });
    // Review invitations addressed to the member go; those they sent stay, without sender.
    exec(
      tx,
      'DELETE FROM review_invitations WHERE user = {:id} OR lower(email) = lower({:email})',
      { id: userId, email: user.email() },
    );
    exec(tx, "UPDATE review_invitations SET invited_by = '' WHERE invited_by = {:id}", {
      id: userId,
    });
    const limit = require(`${__hooks}/lib/login-limit.js`);
    exec(tx, 'DELETE FROM login_failures WHERE account = {:key}', {
      key: limit.accountKey(user.email()),
    });
    // PocketBase deletes the account's LinkedIn links, MFA/OTP and auth-origin rows with it.
    tx.delete(user);
  });
  return unowned;
}

/**
 * E-mails every admin the providers a deletion left without owner (after the commit).
 * @param {core.App} app
 * @param {string[]} providerNames
 */
function tellAdmins(app, providerNames) {
  if (!providerNames.length) return;
  const d = domain();
  const m = require(`${__hooks}/lib/mail.js`);
  const site = m.site(app);
  const mail = d.ownerlessProvidersMail({
    brand: site.brand,
    providers: providerNames,
    adminUrl: `${site.siteUrl}/lapieza-admin`,
  });
  const admins = app.findRecordsByFilter('users', 'is_admin = true', '', 0, 0);
  for (const admin of admins) {
    m.send(app, admin.email(), mail, 'ownerless-provider', { ref: admin.id });
  }
}

/**
 * The signing key of opt-out tokens: the users' token secret, for this purpose only.
 * @param {core.App} app
 * @returns {string}
 */
function unsubscribeKey(app) {
  return app.findCollectionByNameOrId('users').authToken.secret + ':mail-unsubscribe';
}

/**
 * A signed opt-out token for `kind` of `user` (no sign-in needed to use it).
 * @param {core.App} app
 * @param {string} userId
 * @param {MailKind} kind
 * @returns {string}
 */
function unsubscribeToken(app, userId, kind) {
  const d = domain();
  return $security.createJWT(
    { id: userId, kind: kind, purpose: 'mail_unsubscribe' },
    unsubscribeKey(app),
    d.UNSUBSCRIBE_TOKEN_SECONDS,
  );
}

/**
 * Turns off the preference a token names; fails with `unsubscribe_token_invalid` for a forged,
 * expired or unknown one. Idempotent: a second use answers the same. Returns the kind.
 * @param {core.App} app
 * @param {unknown} token
 * @returns {MailKind}
 */
function unsubscribe(app, token) {
  const util = require(`${__hooks}/lib/util.js`);
  const d = domain();
  let claims;
  try {
    claims = $security.parseJWT(String(token || ''), unsubscribeKey(app));
  } catch {
    return util.fail('unsubscribe_token_invalid');
  }
  const kind = claims.kind;
  if (claims.purpose !== 'mail_unsubscribe' || !d.isMailKind(kind)) {
    return util.fail('unsubscribe_token_invalid');
  }
  const user = util.findById(app, 'users', String(claims.id || ''));
  if (!user) return util.fail('unsubscribe_token_invalid');
  exec(app, `UPDATE users SET ${d.MAIL_PREFERENCES[kind]} = TRUE WHERE id = {:id}`, {
    id: user.id,
  });
  return kind;
}

/**
 * What a non-essential e-mail of `kind` to `user` needs: null when the member turned it off;
 * else the opt-out page URL for the body and the RFC 8058 headers (only when PocketBase's
 * public URL is known: PUBLIC_PB_URL, else PB_URL).
 * @param {core.App} app
 * @param {core.Record} user
 * @param {MailKind} kind
 */
function optionalMail(app, user, kind) {
  const d = domain();
  if (user.getBool(d.MAIL_PREFERENCES[kind])) return null;
  const token = unsubscribeToken(app, user.id, kind);
  const site = String(app.settings().meta.appURL || '').replace(/\/+$/, '');
  const api = ($os.getenv('PUBLIC_PB_URL') || $os.getenv('PB_URL') || '').replace(/\/+$/, '');
  /** @type {{ [name: string]: string }} */
  const headers = {};
  if (api) {
    headers['List-Unsubscribe'] = `<${api}${d.UNSUBSCRIBE_API}?token=${token}>`;
    headers['List-Unsubscribe-Post'] = 'List-Unsubscribe=One-Click';
  }
  return { unsubscribeUrl: `${site}${d.UNSUBSCRIBE_PAGE}?token=${token}`, headers: headers };
}

module.exports = {
  checkReauth,
  exportOf,
  deleteAccount,
  tellAdmins,
  unsubscribeToken,
  unsubscribe,
  optionalMail,
};
