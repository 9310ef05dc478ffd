/* global onRecordCreateExecute, onRecordDeleteExecute */
// Favourites: one's own, of a visible provider, once; providers.favorites_count kept exact.

onRecordCreateRequest((e) => {
  const util = require(`${__hooks}/lib/util.js`);
  if (util.isSuperuser(e)) return e.next();
  const caller = util.authUser(e);
  if (!caller) return util.fail('favorite_sign_in');
  const r = e.record;
  r.set('user', caller.id);
  const provider = util.findById(e.app, 'providers', r.getString('provider'));
  const visible =
    provider &&
    (util.isPublicProvider(provider) ||
      provider.getString('user') === caller.id ||
      util.isAdmin(caller));
  if (!visible) return util.fail('favorite_provider_missing');
  const existing = util.count(
    e.app,
    'SELECT COUNT(*) AS n FROM user_favorites WHERE user = {:u} AND provider = {:p}',
    { u: caller.id, p: provider.id },
  );
  if (existing > 0) util.fail('favorite_duplicate');
  e.next();
}, 'user_favorites');

onRecordCreateExecute((e) => {
  const util = require(`${__hooks}/lib/util.js`);
  util.inTransaction(e, (txApp) => {
    e.next();
    util.recountFavorites(txApp, e.record.getString('provider'));
  });
}, 'user_favorites');

onRecordDeleteExecute((e) => {
  const util = require(`${__hooks}/lib/util.js`);
  util.inTransaction(e, (txApp) => {
    e.next();
    util.recountFavorites(txApp, e.record.getString('provider'));
  });
}, 'user_favorites');
