/* global onRecordCreateExecute, onRecordUpdateExecute */
// Providers: who may create and edit, auto-approval on save, protected fields,
// validation, slugs with redirects, exact aggregates, private fields in API output.

onRecordCreateRequest((e) => {
  const util = require(`${__hooks}/lib/util.js`);
  if (util.isSuperuser(e)) return e.next();
  const caller = util.authUser(e);
  if (!caller) return util.fail('provider_sign_in');
  const admin = util.isAdmin(caller);
  if (!admin) {
    const owned = util.count(e.app, 'SELECT COUNT(*) AS n FROM providers WHERE user = {:u}', {
      u: caller.id,
    });
    if (owned > 0) util.fail('provider_one_per_owner');
  }
  const r = e.record;
  const p = require(`${__hooks}/lib/providers.js`);
  p.applyPrivateInput(e);
  // A member's provider is theirs; a listing an admin adds (one by one or imported) is held by
  // the platform, without owner, until its company claims it (docs/DATA-MODEL.md § providers).
  r.set('user', admin ? '' : caller.id);
  r.set('slug', '');
  if (!admin) {
    r.set('featured', false);
    r.set('admin_notes', '');
  }
  // a provider created through the form is approved and verified at once.
  p.makePublic(r, caller.id);
  e.next();
}, 'providers');

onRecordUpdateRequest((e) => {
  const util = require(`${__hooks}/lib/util.js`);
  if (util.isSuperuser(e)) return e.next();
  const caller = util.authUser(e);
  const r = e.record;
  const admin = util.isAdmin(caller);
  const owner = caller && r.original().getString('user') === caller.id;
  const p = require(`${__hooks}/lib/providers.js`);
  p.applyPrivateInput(e);
  // Server-kept: never from a client.
  util.restore(r, ['slug', 'approved_at', 'approved_by']);
  const aggregateChanges = util.changedFields(r, util.domain().PROVIDER_AGGREGATES);
  if (aggregateChanges.length) util.fail('provider_aggregates_server');
  // An admin gives a provider without owner (held by the platform, or its owner deleted the
  // account) a new owner; POST /api/lp/admin/providers/{id}/owner does it by e-mail, audited.
  const d = util.domain();
  const reassign =
    admin && !d.isClaimed(r.original().getString('user')) && d.isClaimed(r.getString('user'));
  if (util.changed(r, 'user') && !reassign) util.fail('provider_owner_immutable');
  if (!admin) {
    const touched = util.changedFields(r, ['status', 'verified', 'featured', 'admin_notes']);
    if (touched.length) util.fail('provider_admin_fields');
  }
  const before = r.original().getString('status');
  if (admin && util.changed(r, 'status')) {
    const status = r.getString('status');
    if (status === 'rejected' && !r.getString('admin_notes').trim()) {
      util.fail('provider_reject_reason');
    }
    if (status === 'approved' && before !== 'approved') {
      // Reactivar (the rejection reason cleared) or Aprobar a pending one: public again,
      // stamped with the approving admin.
      if (before === 'rejected') r.set('admin_notes', '');
      p.makePublic(r, /** @type {core.Record} */ (caller).id);
    }
  } else if (owner && before !== 'rejected') {
    // the owner's save through the form approves and verifies (not a rejected one).
    p.makePublic(r, caller.id);
  }
  e.next();
}, 'providers');

// Every save (API, seed, web server): validation, slug, redirects, exact aggregates.
onRecordCreate((e) => {
  const p = require(`${__hooks}/lib/providers.js`);
  p.prepare(e.app, e.record, true);
  e.next();
}, 'providers');

onRecordUpdate((e) => {
  const p = require(`${__hooks}/lib/providers.js`);
  p.prepare(e.app, e.record, false);
  e.next();
}, 'providers');

// Slug redirects in the same transaction as the rename.
onRecordUpdateExecute((e) => {
  const util = require(`${__hooks}/lib/util.js`);
  const oldSlug = e.record.original().getString('slug');
  const newSlug = e.record.getString('slug');
  util.inTransaction(e, (txApp) => {
    e.next();
    if (oldSlug && oldSlug !== newSlug) {
      txApp
        .db()
        .newQuery('DELETE FROM slug_redirects WHERE old_slug = {:s}')
        .bind({ s: newSlug })
        .execute();
      let redirect;
      try {
        redirect = txApp.findFirstRecordByData('slug_redirects', 'old_slug', oldSlug);
      } catch {
        redirect = new Record(txApp.findCachedCollectionByNameOrId('slug_redirects'));
        redirect.set('old_slug', oldSlug);
      }
      redirect.set('provider', e.record.id);
      txApp.save(redirect);
      // Older names of this provider now lead straight to the new slug.
    }
  });
}, 'providers');

onRecordCreateExecute((e) => {
  const util = require(`${__hooks}/lib/util.js`);
  util.inTransaction(e, (txApp) => {
    e.next();
    // A new provider taking a slug that used to redirect owns it now.
    txApp
      .db()
      .newQuery('DELETE FROM slug_redirects WHERE old_slug = {:s}')
      .bind({ s: e.record.getString('slug') })
      .execute();
  });
}, 'providers');

// WhatsApp number and admin notes are hidden fields (not in output, refused in filters and
// sorts anywhere, see migration 1750000002): shown again to the owner and admins.
onRecordEnrich((e) => {
  const p = require(`${__hooks}/lib/providers.js`);
  const info = e.requestInfo;
  const auth = info ? info.auth : null;
  const mine = auth && auth.collection().name === 'users' && auth.id === e.record.getString('user');
  const admin = auth && auth.collection().name === 'users' && auth.getBool('is_admin');
  if (mine || admin) e.record.unhide(...p.PRIVATE_FIELDS);
  e.next();
}, 'providers');

// Every public provider in one response, for the web server (superuser only): the records API
// runs the enrich hook above once per record in the JS VM (about 1.3 ms each: 12 s for 9,000
// providers), and loading and serializing 9,000 records (then picking fields from their JSON)
// still took seconds. This reads just the asked columns in one SQL query, serialized by Go.
// `?fields=` names the columns (default: every public one) as on the records API; `?ids=a,b`
// keeps only those providers (the web server patching its list after a change).
routerAdd(
  'GET',
  '/api/lp/providers/public',
  (e) => {
    const d = require(`${__hooks}/lib/domain.gen.js`);
    const { publicColumns, selectedColumns } = require(`${__hooks}/lib/render-reads.js`);
    const query = e.request.url.query();
    const columns = selectedColumns(publicColumns(e.app, 'providers'), query.get('fields'));
    const ids = String(query.get('ids') || '')
      .split(',')
      .filter((id) => id !== '');
    /** @type {{ [name: string]: string }} */
    const binds = {};
    ids.forEach((id, i) => (binds[`id${i}`] = id));
    const only = ids.length ? ` AND p.id IN (${ids.map((_, i) => `{:id${i}}`).join(', ')})` : '';
    // Go's JSON answer would pick `fields` again from the serialized rows: already done.
    e.request.url.rawQuery = '';
    const rows = arrayOf(new DynamicModel(columns));
    e.app
      .db()
      .newQuery(
        `SELECT ${Object.keys(columns)
          .map((c) => `p.[[${c}]]`)
          .join(', ')} FROM providers p
         WHERE ${d.publicProviderSql('p')}${only}
         ORDER BY ${d.rankingOrderSql('p')}`,
      )
      .bind(binds)
      .all(rows);
    return e.json(200, /** @satisfies {ApiAnswer<'providersPublic'>} */ (rows));
  },
  $apis.requireSuperuserAuth(),
);

// The write-review form's provider picker (any signed-in account): one page (at most 50) of
// the public providers whose name contains `q` (case and accents ignored), by name, each with
// `own` (the caller's company: shown disabled); `?id=` also answers that provider as
// `selected` (the one a link preselects) when it is public. One SQL page instead of the whole
// directory: the form used to read every public provider through the records API (its enrich
// hook once per record: seconds at 10,000). Bad parameters: 400 `admin_list_param`.
routerAdd(
  'GET',
  '/api/lp/providers/choices',
  (e) => {
    const d = require(`${__hooks}/lib/domain.gen.js`);
    const paging = require(`${__hooks}/lib/paging.js`);
    const query = e.requestInfo().query;
    const id = String(query.id === undefined ? '' : query.id);
    if (id !== '' && !d.isRecordId(id)) {
      require(`${__hooks}/lib/util.js`).fail('admin_list_param', null, { name: 'id' });
    }
    /** @type {(ids: string[]) => import('../../src/lib/contract/reviews').ProviderChoice[]} */
    const choices = (ids) => {
      const rows = arrayOf(new DynamicModel({ id: '', company_name: '', own: false }));
      /** @type {{ [name: string]: string }} */
      const marks = {};
      ids.forEach((x, i) => (marks[`c${i}`] = x));
      e.app
        .db()
        .newQuery(
          `SELECT p.id, p.company_name, p.user = {:me} AS own FROM providers p
           WHERE ${d.publicProviderSql('p')}
             AND p.id IN (${ids.map((_, i) => `{:c${i}}`).join(', ')})`,
        )
        .bind(Object.assign({ me: /** @type {core.Record} */ (e.auth).id }, marks))
        .all(rows);
      return rows.map((r) => ({ id: r.id, company_name: r.company_name, own: r.own }));
    };
    const result = paging.list(e, {
      // By name as a reader sorts it: "Ágil" next to "Agil", not after "Zeta".
      sorts: { company_name: `${paging.foldSql('p.company_name')}, p.id` },
      from: 'providers p',
      idColumn: 'p.id',
      where: [d.publicProviderSql('p')],
      search: ['p.company_name'],
      load: choices,
    });
    const selected = id ? choices([id])[0] || null : null;
    return e.json(
      200,
      /** @satisfies {ApiAnswer<'providerChoices'>} */ (
        Object.assign(result, { selected: selected })
      ),
    );
  },
  $apis.requireAuth('users'),
);
