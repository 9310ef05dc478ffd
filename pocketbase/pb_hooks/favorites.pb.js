/* global onRecordCreateExecute, onRecordDeleteExecute */
// Favourites: one's own, of a visible provider, once; providers.favorites_count kept exact.

onRecordCreateRequest((e) => {
  const util = require(`${__hooks}/lib/util.js`);
  if (util.isSuperuser(e)) return e.next();
  const caller = util.authUser(e);
  if (!caller) throw new ForbiddenError('Debes iniciar sesión para marcar favoritos.');
  const r = e.record;
  r.set('user', caller.id);
  const provider = util.findById(e.app, 'providers', r.getString('provider'));
  const visible =
    provider &&
    ((provider.getString('status') === 'approved' && provider.getBool('verified')) ||
      provider.getString('user') === caller.id ||
      util.isAdmin(caller));
  if (!visible) throw new BadRequestError('El proveedor no existe.');
  const existing = util.count(
    e.app,
    'SELECT COUNT(*) AS n FROM user_favorites WHERE user = {:u} AND provider = {:p}',
    { u: caller.id, p: provider.id },
  );
  if (existing > 0) throw new BadRequestError('Este proveedor ya está en tus favoritos.');
  e.next();
}, 'user_favorites');

onRecordCreateExecute((e) => {
  const util = require(`${__hooks}/lib/util.js`);
  util.inTransaction(e, (txApp) => {
    e.next();
    txApp
      .db()
      .newQuery(
        'UPDATE providers SET favorites_count = (SELECT COUNT(*) FROM user_favorites WHERE provider = {:id}) WHERE id = {:id}',
      )
      .bind({ id: e.record.getString('provider') })
      .execute();
  });
}, 'user_favorites');

onRecordDeleteExecute((e) => {
  const util = require(`${__hooks}/lib/util.js`);
  util.inTransaction(e, (txApp) => {
    e.next();
    txApp
      .db()
      .newQuery(
        'UPDATE providers SET favorites_count = (SELECT COUNT(*) FROM user_favorites WHERE provider = {:id}) WHERE id = {:id}',
      )
      .bind({ id: e.record.getString('provider') })
      .execute();
  });
}, 'user_favorites');
