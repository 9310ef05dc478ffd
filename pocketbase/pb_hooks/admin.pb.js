// Admin list routes (spec RPCs get_profiles_with_emails and get_providers_with_user_info):
// the only way to read e-mails and creator info. Admins only (is_admin), 403 otherwise.

// Paged and searched on the server (lib/paging.js): `{ items, page, perPage, totalItems,
// totalPages, counts }`, at most 50 rows per answer; 400 `admin_list_param` for a bad parameter.
routerAdd('GET', '/api/lp/admin/users', (e) => {
  const a = require(`${__hooks}/lib/admin.js`);
  a.requireAdmin(e);
  return e.json(200, /** @satisfies {ApiAnswer<'adminUsers'>} */ (a.listUsers(e)));
});

routerAdd('GET', '/api/lp/admin/providers', (e) => {
  const a = require(`${__hooks}/lib/admin.js`);
  a.requireAdmin(e);
  return e.json(200, /** @satisfies {ApiAnswer<'adminProviders'>} */ (a.listProviders(e)));
});

// An admin gives a provider without owner (held by the platform, or left by an account
// deletion) an owner, named by the account's e-mail: the account gets the provider role; the
// provider keeps its status (a pending one still waits for approval). Audited.
routerAdd('POST', '/api/lp/admin/providers/{id}/owner', (e) => {
  const a = require(`${__hooks}/lib/admin.js`);
  const util = require(`${__hooks}/lib/util.js`);
  const po = require(`${__hooks}/lib/provider-owner.js`);
  a.requireAdmin(e);
  const b = util.stringFields(e, ['email']);
  const email = String(b.email).trim().toLowerCase();
  if (!/^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(email)) return util.fail('reassign_email');
  let row = /** @type {ApiAnswer<'adminProviderOwner'> | null} */ (null);
  // The new owner and its audit row commit together.
  util.inTransaction(e, (tx) => {
    const provider = util.findById(tx, 'providers', e.request.pathValue('id'));
    if (!provider) return util.fail('owner_provider_missing');
    if (util.domain().isClaimed(provider.getString('user'))) util.fail('claim_provider_owned');
    let member;
    try {
      member = tx.findAuthRecordByEmail('users', email);
    } catch {
      return util.fail('reassign_no_account', null, { email: email });
    }
    if (member.getBool('blocked')) util.fail('reassign_blocked');
    po.assignOwner(tx, provider, member, 'reassign_already_owner');
    row = a.providerRow(provider, member);
    a.audit(e, 'provider_owner_assigned', `providers/${provider.id}`);
  });
  // Set by the transaction (it failed otherwise).
  return e.json(200, /** @type {ApiAnswer<'adminProviderOwner'>} */ (row));
});

routerAdd('GET', '/api/lp/admin/posts', (e) => {
  const a = require(`${__hooks}/lib/admin.js`);
  a.requireAdmin(e);
  return e.json(200, /** @satisfies {ApiAnswer<'adminPosts'>} */ (a.listPosts(e)));
});

// The summary cards and tab counts of the panel, before any list is opened.
routerAdd('GET', '/api/lp/admin/summary', (e) => {
  const a = require(`${__hooks}/lib/admin.js`);
  a.requireAdmin(e);
  return e.json(200, /** @satisfies {ApiAnswer<'adminSummary'>} */ (a.summary(e.app)));
});

// The author of a review (anonymous ones included), for moderation only. The records API never
// reveals who wrote an anonymous review, admins included; this route does, and every use is
// written to audit_log (actor, action, target) before the answer leaves.
routerAdd('GET', '/api/lp/admin/reviews/{id}/author', (e) => {
  const a = require(`${__hooks}/lib/admin.js`);
  const util = require(`${__hooks}/lib/util.js`);
  a.requireAdmin(e);
  const review = util.findById(e.app, 'reviews', e.request.pathValue('id'));
  if (!review) return util.fail('review_not_found');
  const author = util.findById(e.app, 'users', review.getString('reviewer'));
  a.audit(e, 'review_author_viewed', `reviews/${review.id}`);
  /** @type {import('../../src/lib/contract/admin').AdminReviewAuthorAnswer} */
  const answer = {
    review: review.id,
    anonymous: review.getBool('anonymous'),
    author: author ? a.authorRow(author) : null,
  };
  return e.json(200, /** @satisfies {ApiAnswer<'adminReviewAuthor'>} */ (answer));
});

// Pending accounts: an admin approves a member whose e-mail is confirmed. Audited;
// the member is e-mailed by users.pb.js (any approval, this route's or the records API's).
// Approving an approved account answers its row again (nothing changes, no second e-mail).
routerAdd('POST', '/api/lp/admin/users/{id}/approve', (e) => {
  const a = require(`${__hooks}/lib/admin.js`);
  const util = require(`${__hooks}/lib/util.js`);
  a.requireAdmin(e);
  const user = util.findById(e.app, 'users', e.request.pathValue('id'));
  if (!user) return util.fail('user_not_found');
  if (!user.getBool('approved')) {
    if (!user.verified()) return util.fail('approval_unverified');
    user.set('approved', true);
    user.set('approved_at', util.nowIso());
    user.set('approved_by', 'admin');
    user.set('approved_admin', util.isSuperuser(e) ? '' : /** @type {core.Record} */ (e.auth).id);
    // The approval and its audit row commit together (the e-mail follows the commit).
    util.inTransaction(e, (txApp) => {
      txApp.save(user);
      a.audit(e, 'user_approved', `users/${user.id}`);
    });
  }
  return e.json(200, /** @satisfies {ApiAnswer<'adminUserApprove'>} */ (a.userRow(user)));
});

// "Desbloquear" after a confirmation, with an optional note (at most ADMIN_NOTE_MAX
// characters) kept in the audit row beside the block's reason. Clears the four block fields, as
// the spec's unblock does; an account that is not blocked is answered unchanged.
routerAdd('POST', '/api/lp/admin/users/{id}/unblock', (e) => {
  const a = require(`${__hooks}/lib/admin.js`);
  const util = require(`${__hooks}/lib/util.js`);
  a.requireAdmin(e);
  const note = a.bodyNote(e, util.domain().ADMIN_NOTE_MAX, 'unblock_note_too_long');
  const user = util.findById(e.app, 'users', e.request.pathValue('id'));
  if (!user) return util.fail('user_not_found');
  if (user.getBool('blocked')) {
    user.set('blocked', false);
    user.set('blocked_by', '');
    user.set('blocked_at', '');
    user.set('blocked_reason', '');
    util.inTransaction(e, (txApp) => {
      txApp.save(user);
      a.audit(e, 'user_unblocked', `users/${user.id}`, note);
    });
  }
  return e.json(200, /** @satisfies {ApiAnswer<'adminUserUnblock'>} */ (a.userRow(user)));
});
