/* global onRecordCreateExecute, onRecordUpdateExecute, onRecordDeleteExecute */
// Reviews: eligibility with clear messages, the reviewer always the caller, the 30-day edit
// window, the reviewer hidden (reviewer_profile / is_mine added instead), exact aggregates.

onRecordCreateRequest((e) => {
  const util = require(`${__hooks}/lib/util.js`);
  const r = e.record;
  if (!util.isSuperuser(e)) {
    const caller = util.authUser(e);
    if (!caller) return util.fail('review_sign_in');
    // The UI shows its "cuenta pendiente" toast for this code.
    if (!caller.getBool('approved')) return util.fail('account_not_approved');
    r.set('reviewer', caller.id);
    r.set('verified', false);
    r.set('helpful_count', 0);
    r.set('moderation', '');
  }
  const rv = require(`${__hooks}/lib/reviews.js`);
  rv.checkContent(r, { minText: !util.isSuperuser(e) });
  const provider = util.findById(e.app, 'providers', r.getString('provider'));
  if (!provider) return util.fail('review_provider_missing');
  if (!util.isSuperuser(e)) {
    if (!util.isPublicProvider(provider)) return util.fail('review_provider_not_public');
    if (provider.getString('user') === r.getString('reviewer')) util.fail('review_own_company');
  }
  require(`${__hooks}/lib/review-facts.js`).applyAndCheck(e, r, provider);
  const existing = util.count(
    e.app,
    'SELECT COUNT(*) AS n FROM reviews WHERE provider = {:p} AND reviewer = {:u}',
    { p: provider.id, u: r.getString('reviewer') },
  );
  if (existing > 0) util.fail('review_duplicate');
  require(`${__hooks}/lib/imports.js`).applyImportedCreated(e);
  // Whoever creates it (members, the seed's import): the insider refusal, and the network
  // the integrity signals compare (lib/review-signals.js).
  require(`${__hooks}/lib/review-signals.js`).onRequest(e, provider);
  e.next();
}, 'reviews');

onRecordUpdateRequest((e) => {
  const util = require(`${__hooks}/lib/util.js`);
  if (util.isSuperuser(e)) return e.next();
  const caller = util.authUser(e);
  const r = e.record;
  const d = util.domain();
  const rv = require(`${__hooks}/lib/reviews.js`);
  // Moderation is decided through /api/lp/admin/reviews/{id}/moderation only.
  util.restore(r, ['moderation', 'hidden']);
  // Before the role checks: the private context fields come from the body (hidden fields are
  // dropped from client input), so an admin's attempt to set them is seen and refused below.
  const provider = util.findById(e.app, 'providers', r.original().getString('provider'));
  require(`${__hooks}/lib/review-facts.js`).applyAndCheck(e, r, provider);
  const isReviewer = caller && r.original().getString('reviewer') === caller.id;
  if (isReviewer) {
    const touched = util.changedFields(r, ['provider', 'verified', 'helpful_count']);
    if (touched.length) util.fail('review_content_only');
    const created = new Date(r.original().getDateTime('created').unix() * 1000);
    if (!d.isReviewEditable(created)) {
      return util.fail('review_edit_window', null, { days: d.REVIEW_EDIT_DAYS });
    }
  } else {
    // Admins (allowed by the update rule) only mark a review as verified.
    const content = ['provider', 'helpful_count', 'recommend_answered'].concat(rv.CONTENT_FIELDS);
    const touched = util.changedFields(r, content);
    if (touched.length) util.fail('review_author_only');
  }
  rv.checkContent(r, { minText: true });
  e.next();
}, 'reviews');

// `hidden` follows the moderation state on every save, whoever makes it.
// `edited_at` ("editada el …") is server-kept on every save, whoever makes it: empty
// on create, now when a content field changes, else what it was (client values ignored).
onRecordCreate((e) => {
  const d = require(`${__hooks}/lib/util.js`).domain();
  e.record.set('hidden', d.isHiddenState(e.record.getString('moderation')));
  e.record.set('edited_at', '');
  e.next();
}, 'reviews');

onRecordUpdate((e) => {
  const util = require(`${__hooks}/lib/util.js`);
  const rv = require(`${__hooks}/lib/reviews.js`);
  const r = e.record;
  r.set('hidden', util.domain().isHiddenState(r.getString('moderation')));
  if (util.changedFields(r, rv.CONTENT_FIELDS).length) r.set('edited_at', util.nowIso());
  else util.restore(r, ['edited_at']);
  e.next();
}, 'reviews');

// The integrity signals decide, in the transaction that accepts the review, whether it is
// published or waits "En verificación" (src/lib/contract/review-integrity.ts); then the
// aggregates are recomputed from the table in the same transaction.
onRecordCreateExecute((e) => {
  const util = require(`${__hooks}/lib/util.js`);
  const rv = require(`${__hooks}/lib/reviews.js`);
  const signals = require(`${__hooks}/lib/review-signals.js`);
  util.inTransaction(e, (txApp) => {
    const started = Date.now();
    const result = signals.evaluate(txApp, e.record);
    const evaluated = Date.now() - started;
    e.next();
    const stored = Date.now();
    signals.store(txApp, e.record, result);
    // What the signals add to a review create, in the server's log (superusers only; read by
    // `npm run bench:scale`, docs/PERFORMANCE.md § Review signals).
    e.app.logger().info(util.domain().SIGNALS_TIMING_LOG, 'ms', evaluated + Date.now() - stored);
    rv.recompute(txApp, e.record.getString('provider'));
  });
}, 'reviews');

onRecordUpdateExecute((e) => {
  const util = require(`${__hooks}/lib/util.js`);
  const rv = require(`${__hooks}/lib/reviews.js`);
  const before = e.record.original().getString('provider');
  const textChanged = util.changed(e.record, 'review_text');
  util.inTransaction(e, (txApp) => {
    e.next();
    rv.recompute(txApp, e.record.getString('provider'));
    if (before && before !== e.record.getString('provider')) rv.recompute(txApp, before);
    if (textChanged) require(`${__hooks}/lib/review-signals.js`).reindex(txApp, e.record);
  });
}, 'reviews');

onRecordDeleteExecute((e) => {
  const util = require(`${__hooks}/lib/util.js`);
  const rv = require(`${__hooks}/lib/reviews.js`);
  util.inTransaction(e, (txApp) => {
    e.next();
    rv.recompute(txApp, e.record.getString('provider'), { deleting: true });
  });
}, 'reviews');

// Output: the reviewer stays hidden; non-anonymous reviews carry the public profile fields
// of their author, and the caller's own reviews say so.
onRecordEnrich((e) => {
  const auth = e.requestInfo ? e.requestInfo.auth : null;
  const reviewer = e.record.getString('reviewer');
  const mine = !!(auth && auth.collection().name === 'users' && auth.id === reviewer);
  let profile = null;
  if (!e.record.getBool('anonymous') || mine) {
    try {
      const u = e.app.findRecordById('users', reviewer);
      profile = {
        first_name: u.getString('first_name'),
        last_name: u.getString('last_name'),
        job_title: u.getString('job_title'),
        company_name: u.getString('company_name'),
      };
    } catch {
      profile = null;
    }
  }
  e.record.withCustomData(true);
  e.record.set('reviewer_profile', e.record.getBool('anonymous') && !mine ? null : profile);
  e.record.set('is_mine', mine);
  if (mine) e.record.unhide('reviewer');
  e.next();
}, 'reviews');
