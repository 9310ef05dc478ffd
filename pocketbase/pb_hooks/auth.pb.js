// Sign-in: the per-account limit of failed password sign-ins, and LinkedIn (OAuth2) sign-in
// filling and cleaning the profile from the identity provider. Findings 6, 10 and the
// "Hola, Usuario" finding of issue 11 (docs/SECURITY.md).

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
    const code = 'too_many_login_failures';
    util.fail(code, { identity: new ValidationError(code, util.domain().ERRORS[code].message) });
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

// LinkedIn sign-in. New account: names (and a LinkedIn profile URL, when a claim carries one)
// come from the provider unless the client sent them. Existing UNVERIFIED account with the
// same, provider-verified e-mail: it was never proven to belong to its creator, so PocketBase
// resets its password and this hook resets what its creator chose (profile, LinkedIn URL,
// account type) to what a LinkedIn sign-up would have created. Verified account with no
// name yet: names filled in.
onRecordAuthWithOAuth2Request((e) => {
  const u = require(`${__hooks}/lib/users.js`);
  const profile = u.oauth2Profile(e.oAuth2User);
  if (e.isNewRecord || !e.record) {
    const data = {};
    const given = e.createData || {};
    for (const k in given) data[k] = given[k];
    for (const k in profile) {
      if (profile[k] && !data[k]) data[k] = profile[k];
    }
    e.createData = data;
    return e.next();
  }
  const r = e.record;
  const verifiedEmail = (e.oAuth2User.email || '').toLowerCase();
  const signedInAsIt = !!(e.auth && e.auth.id === r.id);
  if (
    !r.verified() &&
    !signedInAsIt &&
    verifiedEmail &&
    verifiedEmail === r.email().toLowerCase()
  ) {
    u.resetUnverifiedProfile(r, profile);
  } else if (!r.getString('first_name') && !r.getString('last_name') && profile.first_name) {
    r.set('first_name', profile.first_name);
    r.set('last_name', profile.last_name);
    if (!r.getString('linkedin_url') && profile.linkedin_url) {
      r.set('linkedin_url', profile.linkedin_url);
    }
    e.app.save(r);
  }
  e.next();
}, 'users');
