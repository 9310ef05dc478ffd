// Users: sign-up defaults, protected fields, is_admin, approval on verification, blocking.

// Every save, whoever makes it: e-mails never public, is_admin recomputed, LinkedIn URL valid,
// and a LinkedIn sign-in that verifies the e-mail approves a pending account.
onRecordCreate((e) => {
  const u = require(`${__hooks}/lib/users.js`);
  u.normalize(e.record, true, e.app);
  e.next();
}, 'users');

onRecordUpdate((e) => {
  const u = require(`${__hooks}/lib/users.js`);
  u.normalize(e.record, false, e.app);
  e.next();
}, 'users');

// Sign-up through the API: the protected fields get their server values.
onRecordCreateRequest((e) => {
  const util = require(`${__hooks}/lib/util.js`);
  const u = require(`${__hooks}/lib/users.js`);
  if (util.isSuperuser(e)) {
    // An import (the demo seed) may date the account (`original_created`, lib/imports.js).
    require(`${__hooks}/lib/imports.js`).applyImportedCreated(e);
    return e.next();
  }
  const r = e.record;
  const isOAuth2 = e.requestInfo().context === 'oauth2';
  if (!isOAuth2 && !r.getString('linkedin_url')) {
    return util.fail('linkedin_url_missing', {
      linkedin_url: util.fieldError('linkedin_url_required'),
    });
  }
  const type = r.getString('user_type') || 'hr_professional';
  r.set('user_type', type);
  r.set('roles', [type]);
  r.set('approved', false);
  r.set('approved_at', '');
  r.set('approved_by', '');
  r.set('approved_admin', '');
  r.set('blocked', false);
  r.set('blocked_by', '');
  r.set('blocked_at', '');
  r.set('blocked_reason', '');
  // An e-mail that already has an account gets the answer of a successful sign-up, and its
  // owner a notice, so sign-up does not tell who is registered (docs/SECURITY.md).
  if (!isOAuth2) {
    const existing = u.findByEmail(e.app, r.email());
    if (existing) return u.answerExistingSignUp(e, existing);
  }
  e.next();
}, 'users');

// Profile and admin updates.
onRecordUpdateRequest((e) => {
  const util = require(`${__hooks}/lib/util.js`);
  if (util.isSuperuser(e)) return e.next();
  const caller = util.authUser(e);
  const r = e.record;
  const self = caller && caller.id === r.id;
  const admin = util.isAdmin(caller);
  const adminFields = ['approved', 'roles', 'blocked', 'blocked_reason'];
  const serverFields = [
    'is_admin',
    'approved_at',
    'approved_by',
    'approved_admin',
    'blocked_by',
    'blocked_at',
  ];
  const profileFields = [
    'first_name',
    'last_name',
    'job_title',
    'company_name',
    'bio',
    'user_type',
    'linkedin_url',
    'email',
    'password',
    'emailVisibility',
  ];

  // Server-kept values are never taken from a client.
  util.restore(r, serverFields);

  if (!admin) {
    const touched = util.changedFields(r, adminFields);
    if (touched.length) {
      util.fail('user_admin_fields', { fields: touched });
    }
  }
  if (!self) {
    // An admin acting on another account: only the admin fields.
    const touched = util.changedFields(
      r,
      profileFields.filter((f) => f !== 'password' && f !== 'email'),
    );
    const body = e.requestInfo().body;
    if (touched.length || body.password !== undefined || body.email !== undefined) {
      util.fail('user_own_profile_only', { fields: touched });
    }
  }
  // Compared in the stored (canonical) form: sending the saved URL as pasted is no change.
  const originalLinkedIn = r.original().getString('linkedin_url');
  const sentLinkedIn = r.getString('linkedin_url');
  const d = util.domain();
  if (
    originalLinkedIn &&
    sentLinkedIn !== originalLinkedIn &&
    d.normalizeLinkedInUrl(sentLinkedIn) !== d.normalizeLinkedInUrl(originalLinkedIn)
  ) {
    util.fail('linkedin_url_locked');
  }
  if (self && !r.getString('linkedin_url')) {
    util.fail('linkedin_url_required');
  }

  const blockChanged = util.changed(r, 'blocked') || util.changed(r, 'blocked_reason');
  if (blockChanged) {
    if (r.getBool('blocked')) {
      if (!r.getString('blocked_reason').trim()) {
        return util.fail('block_reason_required');
      }
      if (self) util.fail('block_self');
      r.set('blocked_by', /** @type {core.Record} */ (caller).id); // an admin (the rules refuse anyone else)
      r.set('blocked_at', util.nowIso());
    } else {
      r.set('blocked_by', '');
      r.set('blocked_at', '');
      r.set('blocked_reason', '');
    }
  }
  if (util.changed(r, 'approved')) {
    // An unconfirmed e-mail may not be its creator's: approval waits for the confirmation.
    if (r.getBool('approved') && !r.verified()) util.fail('approval_unverified');
    r.set('approved_at', r.getBool('approved') ? util.nowIso() : '');
    // An admin's approval names the admin (docs/DATA-MODEL.md § users).
    r.set('approved_by', r.getBool('approved') ? 'admin' : '');
    r.set('approved_admin', r.getBool('approved') ? /** @type {core.Record} */ (caller).id : '');
  }
  e.next();
  // A block keeps its reason in the audit too; an unblock through the records API has no note
  // (the panel unblocks through POST /api/lp/admin/users/{id}/unblock, which audits its note).
  if (blockChanged && caller) {
    const a = require(`${__hooks}/lib/admin.js`);
    const blocked = r.getBool('blocked');
    a.audit(
      e,
      blocked ? 'user_blocked' : 'user_unblocked',
      `users/${r.id}`,
      blocked ? r.getString('blocked_reason') : '',
    );
  }
}, 'users');

// Changing ADMIN_EMAIL_DOMAIN takes effect on restart: recompute is_admin for everyone.
onBootstrap((e) => {
  e.next();
  const util = require(`${__hooks}/lib/util.js`);
  const domain = util.adminDomain();
  // Before the first migration (fresh data dir) the columns do not exist yet: nothing to do.
  if (!e.app.findCollectionByNameOrId('users').fields.getByName('is_admin')) return;
  // The rule itself is the contract's isAdminAccount (role + e-mail domain), applied to every
  // account that has the role or the flag: nobody else can be or stop being an admin.
  const d = util.domain();
  const rows = arrayOf(new DynamicModel({ id: '', email: '', roles: '', is_admin: false }));
  e.app
    .db()
    .newQuery(
      `SELECT id, email, roles, is_admin FROM users WHERE is_admin = TRUE OR roles LIKE '%"admin"%'`,
    )
    .all(rows);
  for (const row of rows) {
    let roles;
    try {
      roles = JSON.parse(row.roles || '[]');
    } catch {
      roles = [];
    }
    const admin = d.isAdminAccount(Array.isArray(roles) ? roles : [], row.email, domain);
    if (admin === row.is_admin) continue;
    e.app
      .db()
      .newQuery('UPDATE users SET is_admin = {:admin} WHERE id = {:id}')
      .bind({ admin: admin, id: row.id })
      .execute();
  }
});

// Verification links are single use: PocketBase itself answers 204 again to a token that was
// already used (the record is verified), which a replayed or leaked link should not get.
onRecordConfirmVerificationRequest((e) => {
  if (e.record.verified()) {
    require(`${__hooks}/lib/util.js`).fail('verification_link_used');
  }
  e.next();
}, 'users');

// Approval news: when an account becomes approved, its owner gets a Spanish e-mail
// that says which rule approved it (src/lib/domain/mail/approval-mail.ts) after the commit:
// an admin's approval, a company-domain e-mail or an invitation confirmed. A LinkedIn sign-in
// approves by itself and sends none: the member is signing in at that moment. An account
// approved by an invitation is bound to it first (its next review of that provider is the
// invited one). A mail failure is logged and does not undo the approval.
onRecordAfterUpdateSuccess((e) => {
  e.next();
  const r = e.record;
  if (!r.getBool('approved') || r.original().getBool('approved')) return;
  const rule = r.getString('approved_by');
  let providerName = '';
  if (rule === 'invitation') {
    try {
      const inv = require(`${__hooks}/lib/users.js`).bindInvitation(e.app, r);
      const util = require(`${__hooks}/lib/util.js`);
      const provider = inv ? util.findById(e.app, 'providers', inv.getString('provider')) : null;
      providerName = provider ? provider.getString('company_name') : '';
    } catch (err) {
      e.app.logger().warn('invitation not bound', 'user', r.id, 'error', String(err));
    }
  }
  if (rule === 'linkedin' || r.getBool('blocked') || !r.email()) return;
  try {
    const util = require(`${__hooks}/lib/util.js`);
    // Non-essential: not sent when the member turned approval news off; else with an opt-out.
    const optional = require(`${__hooks}/lib/account.js`).optionalMail(e.app, r, 'approval');
    if (!optional) return;
    const m = require(`${__hooks}/lib/mail.js`);
    const site = m.site(e.app);
    const d = util.domain();
    const mail = d.approvalMail({
      brand: site.brand,
      firstName: r.getString('first_name'),
      siteUrl: site.siteUrl,
      unsubscribeUrl: optional.unsubscribeUrl,
      rule: d.isApprovalRule(rule) ? rule : 'admin',
      domain: d.emailDomainOf(r.email()),
      providerName: providerName,
    });
    m.deliver(e.app, r.email(), mail, optional.headers);
  } catch (err) {
    e.app.logger().warn('approval e-mail not sent', 'user', r.id, 'error', String(err));
  }
}, 'users');
