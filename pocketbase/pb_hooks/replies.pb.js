// Provider replies to reviews: one reply per review by the provider's
// owner, edited ("editada", edited_at) or deleted by them; one rejoinder by the review's
// author; the reviewer is e-mailed when a reply is posted. Outbox rows: outbox.pb.js
// (topic review_reply). Rules: pb_migrations/1750000020_review_replies.js.

onRecordCreateRequest((e) => {
  const util = require(`${__hooks}/lib/util.js`);
  const r = e.record;
  const review = util.findById(e.app, 'reviews', r.getString('review'));
  if (!review) return util.fail('reply_review_missing');
  const provider = util.findById(e.app, 'providers', review.getString('provider'));
  if (!provider) return util.fail('reply_review_missing');
  if (!util.isSuperuser(e)) {
    const caller = util.authUser(e);
    if (!caller) return util.fail('reply_sign_in');
    if (provider.getString('user') !== caller.id) util.fail('reply_owner_only');
    r.set('author', caller.id);
    r.set('rejoinder', '');
    r.set('rejoinder_at', '');
    r.set('edited_at', '');
  } else if (!r.getString('author')) {
    r.set('author', provider.getString('user'));
  }
  r.set('provider', provider.id);
  r.set('body', r.getString('body').trim());
  if (!r.getString('body')) return util.fail('reply_required');
  const existing = util.count(
    e.app,
    'SELECT COUNT(*) AS n FROM review_replies WHERE review = {:r}',
    {
      r: review.id,
    },
  );
  if (existing > 0) util.fail('reply_duplicate');
  require(`${__hooks}/lib/imports.js`).applyImportedCreated(e);
  e.next();
}, 'review_replies');

onRecordUpdateRequest((e) => {
  const util = require(`${__hooks}/lib/util.js`);
  if (util.isSuperuser(e)) return e.next();
  const r = e.record;
  const original = r.original();
  const caller = util.authUser(e);
  if (!caller) return util.fail('reply_sign_in');
  if (util.changedFields(r, ['review', 'provider', 'author']).length)
    util.fail('reply_fixed_fields');
  // Server-kept dates: client values ignored.
  util.restore(r, ['edited_at', 'rejoinder_at']);
  const provider = util.findById(e.app, 'providers', original.getString('provider'));
  const review = util.findById(e.app, 'reviews', original.getString('review'));
  const isOwner = !!provider && provider.getString('user') === caller.id;
  const isReviewer = !!review && review.getString('reviewer') === caller.id;
  r.set('body', r.getString('body').trim());
  if (util.changed(r, 'body')) {
    if (!isOwner) return util.fail('reply_owner_only');
    if (!r.getString('body')) return util.fail('reply_required');
    r.set('edited_at', util.nowIso());
  }
  r.set('rejoinder', r.getString('rejoinder').trim());
  if (util.changed(r, 'rejoinder')) {
    if (!isReviewer) return util.fail('rejoinder_reviewer_only');
    if (original.getString('rejoinder') !== '') util.fail('rejoinder_once');
    r.set('rejoinder_at', util.nowIso());
  }
  e.next();
}, 'review_replies');

// The reviewer learns of the reply by e-mail (Spanish template in src/lib/domain/mail/reply-mail.ts).
// After the commit, and never failing the reply: a mail outage is logged, not shown.
onRecordAfterCreateSuccess((e) => {
  e.next();
  // An imported reply is history: its reviewer is not e-mailed today about it.
  if (require(`${__hooks}/lib/imports.js`).isImported(e.record)) return;
  try {
    const util = require(`${__hooks}/lib/util.js`);
    const review = util.findById(e.app, 'reviews', e.record.getString('review'));
    const provider = util.findById(e.app, 'providers', e.record.getString('provider'));
    if (!review || !provider) return;
    const reviewer = util.findById(e.app, 'users', review.getString('reviewer'));
    if (!reviewer || !reviewer.email()) return;
    // Non-essential: not sent when the reviewer turned it off; else with an opt-out link.
    const optional = require(`${__hooks}/lib/account.js`).optionalMail(e.app, reviewer, 'replies');
    if (!optional) return;
    const m = require(`${__hooks}/lib/mail.js`);
    const site = m.site(e.app);
    const mail = util.domain().replyMail({
      brand: site.brand,
      firstName: reviewer.getString('first_name'),
      providerName: provider.getString('company_name'),
      reviewTitle: review.getString('title'),
      reply: e.record.getString('body'),
      // Where the reviewer reads the reply and can answer it once.
      url: `${site.siteUrl}${util.domain().paths.myReply(review.id)}`,
      unsubscribeUrl: optional.unsubscribeUrl,
    });
    m.deliver(e.app, reviewer.email(), mail, optional.headers);
  } catch (err) {
    e.app.logger().warn('reply e-mail not sent', 'reply', e.record.id, 'error', String(err));
  }
}, 'review_replies');
