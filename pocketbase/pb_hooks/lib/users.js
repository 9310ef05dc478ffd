// Rules applied to every save of a `users` record (see users.pb.js).

/**
 * The app-store key that marks a LinkedIn (OAuth2) sign-in in progress for an e-mail: set by
 * auth.pb.js around PocketBase's OAuth2 handling, read by `normalize`.
 * @param {unknown} email
 * @returns {string}
 */
function oauth2Key(email) {
  return 'lp_oauth2_signin:' + String(email || '').toLowerCase();
}

/**
 * Derived and forced values of a user, whoever saves it. `app` (optional): to see whether the
 * save belongs to a LinkedIn sign-in.
 * @param {core.Record} record
 * @param {boolean} isNew
 * @param {core.App} [app]
 */
function normalize(record, isNew, app) {
  const util = require(`${__hooks}/lib/util.js`);
  const d = util.domain();
  record.setEmailVisibility(false);
  const roles = record.getStringSlice('roles');
  record.set('is_admin', d.isAdminAccount(roles, record.email(), util.adminDomain()));
  if (!record.getString('user_type')) record.set('user_type', 'hr_professional');
  // One stored form whatever was pasted (src/lib/domain/linkedin.ts, shared with the forms).
  const linkedin = record.getString('linkedin_url');
  if (linkedin) {
    const canonical = d.normalizeLinkedInUrl(linkedin);
    if (!canonical) util.failField('linkedin_url_invalid', 'linkedin_url');
    record.set('linkedin_url', canonical);
  }
  // The save that confirms the e-mail (through the link, or a LinkedIn sign-in) approves the
  // account by itself when its evidence is strong enough (the contract's automaticApproval:
  // LinkedIn, a valid invitation to this address, a company domain); anything else waits for
  // an admin (docs/DECISIONS.md § Approval from evidence). The rule is kept in `approved_by`.
  if (
    !isNew &&
    app &&
    record.verified() &&
    !record.original().verified() &&
    !record.getBool('approved')
  ) {
    const linkedin = app.store().has(oauth2Key(record.email()));
    const rule = d.automaticApproval({
      verified: true,
      linkedin: linkedin,
      invitation: !linkedin && !!validInvitationFor(app, record),
      domainKind: d.emailDomainKindOf(record.email()),
    });
    if (rule) {
      record.set('approved', true);
      record.set('approved_at', util.nowIso());
      record.set('approved_by', rule);
    }
  }
  if (record.getBool('approved')) {
    if (!record.getString('approved_at')) record.set('approved_at', util.nowIso());
    // Approved without a recorded rule (a superuser's save, e.g. the demo seed): the rule its
    // evidence meets (a confirmed company-domain e-mail), else an admin's decision.
    if (!d.isApprovalRule(record.getString('approved_by'))) {
      const rule = d.automaticApproval({
        verified: record.verified(),
        linkedin: false,
        invitation: false,
        domainKind: d.emailDomainKindOf(record.email()),
      });
      record.set('approved_by', rule || 'admin');
    }
    if (record.getString('approved_by') !== 'admin') record.set('approved_admin', '');
  } else {
    record.set('approved_by', '');
    record.set('approved_admin', '');
  }
}

/**
 * The provider's invitation to this account's address that is still valid (not used, not
 * expired, bound to nobody else), or null: the evidence of the `invitation` rule.
 * @param {core.App} app
 * @param {core.Record} record
 */
function validInvitationFor(app, record) {
  const util = require(`${__hooks}/lib/util.js`);
  const email = String(record.email() || '').toLowerCase();
  if (!email) return null;
  try {
    const rows = app.findRecordsByFilter(
      'review_invitations',
      "email = {:email} && status != 'reviewed' && expires > {:now} && (user = '' || user = {:id})",
      '-sent_at',
      1,
      0,
      { email: email, now: util.nowIso(), id: record.id },
    );
    return rows.length ? rows[0] : null;
  } catch {
    return null;
  }
}

/**
 * Binds the valid invitation of an account approved by it: opened by this member, so their
 * next review of that provider is the invited one (lib/invitations.js boundInvitation) without
 * going back through the link. Returns the invitation, or null.
 * @param {core.App} app
 * @param {core.Record} record
 */
function bindInvitation(app, record) {
  const util = require(`${__hooks}/lib/util.js`);
  const inv = validInvitationFor(app, record);
  if (!inv) return null;
  inv.set('user', record.id);
  if (inv.getString('status') === 'sent') inv.set('status', 'opened');
  if (!inv.getString('opened_at')) inv.set('opened_at', util.nowIso());
  app.save(inv);
  return inv;
}

/**
 * The profile an OAuth2 sign-in brings: OpenID Connect `given_name`/`family_name` (else the
 * display name split at its first space) and `profile` when it is a LinkedIn URL.
 * @param {auth.AuthUser | undefined} oauth2User
 * @returns {{ first_name: string, last_name: string, linkedin_url: string }}
 */
function oauth2Profile(oauth2User) {
  const util = require(`${__hooks}/lib/util.js`);
  const raw = (oauth2User && oauth2User.rawUser) || {};
  const str = (/** @type {unknown} */ v) => (typeof v === 'string' ? v.trim() : '');
  let first = str(raw.given_name);
  let last = str(raw.family_name);
  if (!first && !last) {
    const name = str(oauth2User && oauth2User.name);
    const at = name.indexOf(' ');
    first = at < 0 ? name : name.slice(0, at);
    last = at < 0 ? '' : name.slice(at + 1).trim();
  }
  const url = str(raw.profile);
  return {
    first_name: first.slice(0, 100),
    last_name: last.slice(0, 100),
    linkedin_url: (url && util.domain().normalizeLinkedInUrl(url)) || '',
  };
}

/**
 * An unverified account taken over by the owner of its e-mail (OAuth2 sign-in with that
 * e-mail verified by the provider): nothing its creator typed survives. Profile and LinkedIn
 * URL (otherwise immutable once set) come from the provider or are emptied; the account type
 * and roles become those of a LinkedIn sign-up. Admin decisions (blocking) are kept.
 * @param {core.Record} record
 * @param {{ first_name: string, last_name: string, linkedin_url: string }} profile
 */
function resetUnverifiedProfile(record, profile) {
  record.set('first_name', profile.first_name || '');
  record.set('last_name', profile.last_name || '');
  record.set('linkedin_url', profile.linkedin_url || '');
  record.set('job_title', '');
  record.set('company_name', '');
  record.set('bio', '');
  record.set('user_type', 'hr_professional');
  record.set('roles', ['hr_professional']);
}

/**
 * LinkedIn sign-in (auth.pb.js), before PocketBase handles it. New account: names (and a
 * LinkedIn profile URL, when a claim carries one) come from the provider unless the client
 * sent them. Existing UNVERIFIED account with the same, provider-verified e-mail: it was never
 * proven to belong to its creator, so PocketBase resets its password and this resets what its
 * creator chose (profile, LinkedIn URL, account type) to what a LinkedIn sign-up would have
 * created. Verified account with no name yet: names filled in.
 * @param {core.RecordAuthWithOAuth2RequestEvent} e
 */
function prepareOAuth2SignIn(e) {
  const profile = oauth2Profile(e.oAuth2User);
  if (e.isNewRecord || !e.record) {
    /** @type {{ [name: string]: any }} */
    const data = {};
    const given = e.createData || {};
    for (const k in given) data[k] = given[k];
    for (const k in profile) {
      const key = /** @type {keyof typeof profile} */ (k);
      if (profile[key] && !data[key]) data[key] = profile[key];
    }
    e.createData = data;
    return;
  }
  const r = e.record;
  const oAuth2User = /** @type {auth.AuthUser} */ (e.oAuth2User); // set on every OAuth2 sign-in
  const verifiedEmail = (oAuth2User.email || '').toLowerCase();
  const signedInAsIt = !!(e.auth && e.auth.id === r.id);
  if (
    !r.verified() &&
    !signedInAsIt &&
    verifiedEmail &&
    verifiedEmail === r.email().toLowerCase()
  ) {
    resetUnverifiedProfile(r, profile);
  } else if (!r.getString('first_name') && !r.getString('last_name') && profile.first_name) {
    r.set('first_name', profile.first_name);
    r.set('last_name', profile.last_name);
    if (!r.getString('linkedin_url') && profile.linkedin_url) {
      r.set('linkedin_url', profile.linkedin_url);
    }
    e.app.save(r);
  }
}

/**
 * The `users` record with this e-mail (compared as its unique index compares), or null.
 * @param {core.App} app
 * @param {string} email
 * @returns {core.Record | null}
 */
function findByEmail(app, email) {
  if (!email) return null;
  try {
    return app.findAuthRecordByEmail('users', email);
  } catch {
    return null;
  }
}

/**
 * Sign-up with an e-mail that already has an account. The caller gets what a sign-up with a
 * new e-mail would get: the same validation errors for the other fields, else 200 with a
 * record-shaped body (the submitted public fields, a fresh id, no e-mail: it is never
 * visible), and nothing is saved. The owner of the e-mail gets a notice after the answer is
 * sent. Not calling e.next() is deliberate: it would answer "e-mail already in use".
 * @param {HookRecordRequestEvent} e
 * @param {core.Record} existing
 */
function answerExistingSignUp(e, existing) {
  const r = e.record;
  const body = e.requestInfo().body || {};
  // PocketBase's own English answers, word for word, so that an address already in use gets
  // the answer a new one would (clients translate them by code: src/lib/backend-errors.ts).
  /* eslint-disable no-restricted-syntax -- PocketBase's texts, not the product's copy */
  const PB = {
    blank: 'Cannot be blank.',
    mismatch: "Values don't match.",
    failed: 'Failed to create record.',
  };
  /* eslint-enable no-restricted-syntax */
  // The checks of PocketBase's create form, in its order: form fields first…
  /** @type {{ [name: string]: ValidationError }} */
  const formErrors = {};
  if (!body.password) {
    formErrors.password = new ValidationError('validation_required', PB.blank);
  }
  if (!body.passwordConfirm) {
    formErrors.passwordConfirm = new ValidationError('validation_required', PB.blank);
  } else if (body.passwordConfirm !== body.password) {
    formErrors.passwordConfirm = new ValidationError('validation_values_mismatch', PB.mismatch);
  }
  if (Object.keys(formErrors).length) {
    throw new BadRequestError(PB.failed, formErrors);
  }
  // …then the save hooks and the record's field validators (an unused e-mail stands in, so
  // only the uniqueness check is left out).
  normalize(r, true);
  const email = r.email();
  r.setEmail('signup-' + $security.randomString(20).toLowerCase() + '@example.com');
  try {
    e.app.validate(r);
  } catch (/** @type {any} */ err) {
    // A Go error reaches JS wrapped; its `value` is the validation.Errors PocketBase answers with.
    throw new BadRequestError(PB.failed, (err && err.value) || err);
  } finally {
    r.setEmail(email);
  }

  const now = new DateTime();
  r.id = $security.randomStringWithAlphabet(15, 'abcdefghijklmnopqrstuvwxyz0123456789');
  r.setRaw('created', now);
  r.setRaw('updated', now);
  e.json(200, r);
  try {
    e.flush();
  } catch {
    // nothing to flush to (no streaming writer): the notice just goes out before the answer
  }
  sendSignUpNotice(e.app, existing);
}

/**
 * "Someone tried to create an account with your e-mail" (Spanish), to the account's owner.
 * @param {core.App} app
 * @param {core.Record} user
 */
function sendSignUpNotice(app, user) {
  const mail = require(`${__hooks}/lib/mail.js`);
  const util = require(`${__hooks}/lib/util.js`);
  const site = mail.site(app);
  mail.send(app, user.email(), util.domain().signUpNoticeMail(site), 'sign-up notice');
}

/** Where the time of an address's last verification e-mail is kept (the app's memory store). */
const VERIFICATION_SENT_KEY = '@lpVerificationSent_';

/**
 * Seconds between two verification e-mails to one address (env VERIFICATION_RESEND_SECONDS).
 * @returns {number}
 */
function verificationWindowSeconds() {
  const v = parseInt($os.getenv('VERIFICATION_RESEND_SECONDS'), 10);
  return Number.isFinite(v) && v > 0
    ? v
    : require(`${__hooks}/lib/domain.gen.js`).VERIFICATION_RESEND_SECONDS;
}

/**
 * Takes the verification send of `email` for now when the window since its last send has
 * passed (`claimed`, the time recorded at once, so two requests at the same moment cannot
 * both send); otherwise leaves the last send as it is. Kept per address, whether or not an
 * account has it, so the answer tells nothing about accounts. `nextAtMs`: when the next send
 * is possible. In memory, like PocketBase's own throttle: a restart forgets it.
 * @param {core.App} app
 * @param {string} email
 */
function claimVerificationSend(app, email) {
  const key =
    VERIFICATION_SENT_KEY +
    $security.sha256(
      String(email || '')
        .trim()
        .toLowerCase(),
    );
  const now = Date.now();
  const windowMs = verificationWindowSeconds() * 1000;
  let claimed = false;
  let previous = 0;
  app.store().setFunc(key, (old) => {
    previous = Number(old) || 0;
    if (now - previous < windowMs) return old;
    claimed = true;
    return now;
  });
  return { key, claimed, previous, nextAtMs: (claimed ? now : previous) + windowMs };
}

/**
 * Gives a claimed send back (the e-mail could not be sent).
 * @param {core.App} app
 * @param {{ key: string, previous: number }} claim
 */
function releaseVerificationSend(app, claim) {
  if (claim.previous) app.store().set(claim.key, claim.previous);
  else app.store().remove(claim.key);
}

module.exports = {
  claimVerificationSend,
  releaseVerificationSend,
  oauth2Key,
  normalize,
  validInvitationFor,
  bindInvitation,
  oauth2Profile,
  prepareOAuth2SignIn,
  resetUnverifiedProfile,
  findByEmail,
  answerExistingSignUp,
};
