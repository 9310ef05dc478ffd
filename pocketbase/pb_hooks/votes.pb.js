/* global onRecordCreateExecute, onRecordDeleteExecute */
// "Útil" votes: a signed-in member marks a visible review of someone else
// once; unmarking deletes the vote. reviews.helpful_count is recounted from the table in the
// same transaction (clients never write it: reviews.pb.js refuses it).

onRecordCreateRequest((e) => {
  const util = require(`${__hooks}/lib/util.js`);
  const r = e.record;
  const review = util.findById(e.app, 'reviews', r.getString('review'));
  if (!review) return util.fail('vote_review_missing');
  const provider = util.findById(e.app, 'providers', review.getString('provider'));
  if (!provider) return util.fail('vote_review_missing');
  if (!util.isSuperuser(e)) {
    const caller = util.authUser(e);
    if (!caller) return util.fail('vote_sign_in');
    if (review.getBool('hidden') || !util.isPublicProvider(provider)) {
      util.fail('vote_review_missing');
    }
    if (review.getString('reviewer') === caller.id) util.fail('vote_own_review');
    r.set('user', caller.id);
  }
  r.set('provider', provider.id);
  const existing = util.count(
    e.app,
    'SELECT COUNT(*) AS n FROM helpful_votes WHERE review = {:r} AND user = {:u}',
    { r: review.id, u: r.getString('user') },
  );
  if (existing > 0) util.fail('vote_duplicate');
  e.next();
}, 'helpful_votes');

onRecordCreateExecute((e) => {
  const util = require(`${__hooks}/lib/util.js`);
  util.inTransaction(e, (txApp) => {
    e.next();
    util.recountHelpful(txApp, e.record.getString('review'));
  });
}, 'helpful_votes');

onRecordDeleteExecute((e) => {
  const util = require(`${__hooks}/lib/util.js`);
  util.inTransaction(e, (txApp) => {
    e.next();
    util.recountHelpful(txApp, e.record.getString('review'));
  });
}, 'helpful_votes');
