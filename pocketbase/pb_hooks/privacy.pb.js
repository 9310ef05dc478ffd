// Requests to exercise data-protection rights, sent from /privacidad/solicitud.
// Stored only through this route (the collection's create rule is superuser-only): validated,
// spam-trapped like /contacto (lib/forms.js), rate limited per client IP by the
// "POST /api/lp/privacy-requests" rule (settings.pb.js), with the legal deadline `due_on`
// computed from the country, the right and the day received (src/lib/contract/privacy-rights.ts).
// Admins list them and mark them answered through the admin routes below.

routerAdd('POST', '/api/lp/privacy-requests', (e) => {
  const util = require(`${__hooks}/lib/util.js`);
  const forms = require(`${__hooks}/lib/forms.js`);
  const d = util.domain();
  const { values: b, trapped } = forms.submission(e, [
    'name',
    'email',
    'country',
    'right',
    'detail',
  ]);
  const checked = d.checkPrivacyRequest(b);
  const v = checked.values;
  const deadline = d.privacyDeadline(v.country, v.right, new Date());
  // A trapped request gets the answer a stored one would, and is not stored.
  const answer = /** @satisfies {ApiAnswer<'privacyRequests'>} */ ({
    ok: true,
    received_on: deadline.receivedOn,
    due_on: deadline.dueOn,
  });
  if (trapped) return e.json(200, /** @satisfies {ApiAnswer<'privacyRequests'>} */ (answer));
  forms.failFields(checked.errors);
  const record = new Record(e.app.findCollectionByNameOrId('privacy_requests'));
  record.set('name', v.name);
  record.set('email', v.email);
  record.set('country', v.country);
  record.set('right', v.right);
  record.set('detail', v.detail);
  record.set('status', 'pending');
  record.set('due_on', deadline.dueOn);
  e.app.save(record);
  return e.json(200, /** @satisfies {ApiAnswer<'privacyRequests'>} */ (answer));
});

// The queue: `estado` pending (default; the nearest deadline first) or answered (the latest
// answer first), searched over name, e-mail and detail, paged (lib/paging.js).
routerAdd('GET', '/api/lp/admin/privacy-requests', (e) => {
  const a = require(`${__hooks}/lib/admin.js`);
  const paging = require(`${__hooks}/lib/paging.js`);
  a.requireAdmin(e);
  const query = e.requestInfo().query;
  const estado = paging.enumParam(query, 'estado', ['pending', 'answered']) || 'pending';
  const result = paging.list(e, {
    sorts:
      estado === 'pending'
        ? { due: 'due_on ASC, created ASC, id ASC' }
        : { answered: 'answered_at DESC, id DESC' },
    from: 'privacy_requests',
    idColumn: 'id',
    where: ['status = {:estado}'],
    binds: { estado: estado },
    search: ['name', 'email', 'detail'],
    load: (ids) =>
      e.app.findRecordsByIds('privacy_requests', ids).map((r) => ({
        id: r.id,
        name: r.getString('name'),
        email: r.getString('email'),
        country: r.getString('country'),
        right: r.getString('right'),
        detail: r.getString('detail'),
        status:
          /** @type {import('../../src/lib/contract/privacy-rights').PrivacyRequestStatus} */ (
            r.getString('status')
          ),
        due_on: r.getString('due_on'),
        created: r.getString('created'),
        answered_at: r.getString('answered_at'),
        answer_note: r.getString('answer_note'),
      })),
  });
  result.counts = {
    pending: paging.count(e.app, 'privacy_requests', ["status = 'pending'"]),
    answered: paging.count(e.app, 'privacy_requests', ["status = 'answered'"]),
  };
  return e.json(200, /** @satisfies {ApiAnswer<'adminPrivacyRequests'>} */ (result));
});

// Marks a request answered (with an optional note of what was done), audited.
routerAdd('POST', '/api/lp/admin/privacy-requests/{id}/answered', (e) => {
  const a = require(`${__hooks}/lib/admin.js`);
  const util = require(`${__hooks}/lib/util.js`);
  a.requireAdmin(e);
  const note = a.bodyNote(e, 5000, 'form_detail');
  const record = util.findById(e.app, 'privacy_requests', e.request.pathValue('id'));
  if (!record) return util.fail('privacy_request_missing');
  record.set('status', 'answered');
  record.set('answered_at', util.nowIso());
  record.set(
    'answered_by',
    /** @type {core.Record} */ (e.auth).collection().name === 'users'
      ? /** @type {core.Record} */ (e.auth).id
      : '',
  );
  record.set('answer_note', note);
  e.app.save(record);
  a.audit(e, 'privacy_request_answered', `privacy_requests/${record.id}`);
  return e.json(
    200,
    /** @satisfies {ApiAnswer<'adminPrivacyRequestAnswered'>} */ ({
      id: record.id,
      status: /** @type {import('../../src/lib/contract/privacy-rights').PrivacyRequestStatus} */ (
        record.getString('status')
      ),
      answered_at: record.getString('answered_at'),
      answer_note: record.getString('answer_note'),
    }),
  );
});
