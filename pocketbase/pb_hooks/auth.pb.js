// Sign-in: the per-account limit of failed password sign-ins, and LinkedIn (OAuth2) sign-in
// filling and cleaning the profile from the identity provider. Findings 6, 10 and the
// "Hola, Usuario" finding (docs/SECURITY.md).

// Per-account limit (lib/login-limit.js), on top of the per-IP `*:auth` rate limit: an office
// behind one address is not locked out together, and one account cannot be guessed at
// quickly from many addresses. Unknown addresses are counted like registered ones, so the
// 429 tells nothing about which e-mails have an account.
onRecordAuthWithPasswordRequest((e) => {
  const limit = require(`${__hooks}/lib/login-limit.js`);
  const util = require(`${__hooks}/lib/util.js`);
  const cfg = limit.config();
  if (cfg.max <= 0) return e.next();
  const key = limit.accountKey(e.identity);
  if (!limit.begin(e.app, key, cfg)) {
    util.failField('too_many_login_failures', 'identity');
  }
  // A failure leaves the attempt counted; a success clears the account's count.
  e.next();
  limit.clear(e.app, key);
}, 'users');

// Whoever proves the e-mail by a password reset starts with a clean count.
onRecordConfirmPasswordResetRequest((e) => {
  e.next();
  const limit = require(`${__hooks}/lib/login-limit.js`);
  limit.clear(e.app, limit.accountKey(e.record.email()));
}, 'users');

// LinkedIn sign-in: the profile a new account or a taken-over unverified account gets
// (lib/users.js prepareOAuth2SignIn). While PocketBase handles the sign-in, the app store marks
// it for the provider's e-mail: the save that verifies that e-mail approves the account
// (lib/users.js normalize); an e-mail confirmed by link does not (docs/DECISIONS.md).
onRecordAuthWithOAuth2Request((e) => {
  const u = require(`${__hooks}/lib/users.js`);
  const email = /** @type {auth.AuthUser} */ (e.oAuth2User).email || '';
  if (email) e.app.store().set(u.oauth2Key(email), true);
  try {
    u.prepareOAuth2SignIn(e);
    e.next();
  } finally {
    if (email) e.app.store().remove(u.oauth2Key(email));
  }
}, 'users');
