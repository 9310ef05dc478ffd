// The verification e-mail goes out at most once per address per window
// (VERIFICATION_RESEND_SECONDS, contract/verification-mail.ts), the sign-up's own e-mail
// included, and a resend says whether it sent and when the next one is possible
// (docs/SECURITY.md § Verification e-mail). PocketBase's requestVerification throttles in
// silence (204 whether or not it sent); both ways share the record of lib/users.js.

// POST { email } → 200 { sent: true, next_at, seconds } when an e-mail went out, 429
// `verification_resend_wait` (params next_at, seconds) before the window ends. An address
// without an unconfirmed account gets the same answers, and no e-mail (as PocketBase's
// requestVerification, the answer tells nothing about accounts).
routerAdd('POST', '/api/lp/verification/resend', (e) => {
  const util = require(`${__hooks}/lib/util.js`);
  const users = require(`${__hooks}/lib/users.js`);
  let body;
  try {
    body = /** @type {ApiInput<'verificationResend'>} */ (e.requestInfo().body || {});
  } catch {
    return util.fail('body_unreadable');
  }
  const email = String(typeof body.email === 'string' ? body.email : '')
    .trim()
    .toLowerCase();
  if (!util.domain().isEmailAddress(email)) util.failField('form_email', 'email');
  const claim = users.claimVerificationSend(e.app, email);
  const nextAt = new Date(claim.nextAtMs).toISOString();
  const seconds = Math.max(1, Math.ceil((claim.nextAtMs - Date.now()) / 1000));
  if (!claim.claimed) {
    util.fail('verification_resend_wait', null, { next_at: nextAt, seconds: seconds });
  }
  const user = users.findByEmail(e.app, email);
  if (user && !user.verified()) {
    try {
      $mails.sendRecordVerification(e.app, user);
    } catch (err) {
      users.releaseVerificationSend(e.app, claim);
      e.app.logger().error('verification e-mail failed', 'error', String(err));
      util.fail('verification_send_failed');
    }
  }
  return e.json(
    200,
    /** @satisfies {ApiAnswer<'verificationResend'>} */ ({
      sent: true,
      next_at: nextAt,
      seconds: seconds,
    }),
  );
});

// PocketBase's own requestVerification (the sign-up form sends the first e-mail with it)
// takes its send from the same record: within the window it sends nothing (and answers 204
// as PocketBase does for any address).
onRecordRequestVerificationRequest((e) => {
  if (e.record.verified()) return e.next();
  const users = require(`${__hooks}/lib/users.js`);
  if (!users.claimVerificationSend(e.app, e.record.email()).claimed) return e.noContent(204);
  return e.next();
}, 'users');
