/* global onRecordCreateExecute, onRecordUpdateExecute, onRecordDeleteExecute */
// Every change a public page shows writes a change_events row in the same transaction
// (see lib/outbox.js for the data shapes). Hook files register in alphabetical order, so
// these handlers run after favorites.pb.js's and before providers.pb.js's/reviews.pb.js's
// aggregate updates; the counts in `data` therefore do not come from the aggregate columns
// but are counted from the tables by lib/outbox.js after `e.next()` (the write itself).

// Used at registration time only (handlers cannot see top-level bindings). The list is the
// contract's (src/lib/contract/outbox.ts).
const OUTBOX_COLLECTIONS = require(`${__hooks}/lib/domain.gen.js`).OUTBOX_COLLECTIONS;

onRecordCreateExecute(
  (e) => {
    const util = require(`${__hooks}/lib/util.js`);
    const outbox = require(`${__hooks}/lib/outbox.js`);
    util.inTransaction(e, (txApp) => {
      e.next();
      outbox.write(txApp, e.record, 'create', null);
    });
  },
  ...OUTBOX_COLLECTIONS,
);

onRecordUpdateExecute(
  (e) => {
    const util = require(`${__hooks}/lib/util.js`);
    const outbox = require(`${__hooks}/lib/outbox.js`);
    const before = outbox.snapshot(e.app, e.record.original());
    util.inTransaction(e, (txApp) => {
      e.next();
      outbox.write(txApp, e.record, 'update', before);
    });
  },
  ...OUTBOX_COLLECTIONS,
);

onRecordDeleteExecute(
  (e) => {
    const util = require(`${__hooks}/lib/util.js`);
    const outbox = require(`${__hooks}/lib/outbox.js`);
    const before = outbox.snapshot(e.app, e.record);
    util.inTransaction(e, (txApp) => {
      e.next();
      outbox.write(txApp, e.record, 'delete', before);
    });
  },
  ...OUTBOX_COLLECTIONS,
);

// Account approvals are counted by the transparency report: their own topic, written in the
// transaction of the users write (lib/outbox.js writeApproval).
onRecordCreateExecute((e) => {
  const util = require(`${__hooks}/lib/util.js`);
  const outbox = require(`${__hooks}/lib/outbox.js`);
  util.inTransaction(e, (txApp) => {
    e.next();
    outbox.writeApproval(txApp, 'create', null, outbox.approvalOf(e.record));
  });
}, 'users');

onRecordUpdateExecute((e) => {
  const util = require(`${__hooks}/lib/util.js`);
  const outbox = require(`${__hooks}/lib/outbox.js`);
  const before = outbox.approvalOf(e.record.original());
  util.inTransaction(e, (txApp) => {
    e.next();
    outbox.writeApproval(txApp, 'update', before, outbox.approvalOf(e.record));
  });
}, 'users');

onRecordDeleteExecute((e) => {
  const util = require(`${__hooks}/lib/util.js`);
  const outbox = require(`${__hooks}/lib/outbox.js`);
  const before = outbox.approvalOf(e.record);
  util.inTransaction(e, (txApp) => {
    e.next();
    outbox.writeApproval(txApp, 'delete', before, null);
  });
}, 'users');

// The web server's outbox bookkeeping in SQL (superusers only). Marking thousands of events
// done through the records API ran a hook chain per record (1.6 ms each: 70 s for the 42,000
// events a 10,000-provider seed leaves); listing the pending ones paged through the records
// API (docs/DATA-MODEL.md § Custom routes).

// Ids of the events not yet done, oldest first: what a full pre-render covers.
routerAdd(
  'GET',
  '/api/lp/outbox/pending',
  (e) => {
    const rows = arrayOf(new DynamicModel({ id: '' }));
    e.app
      .db()
      .newQuery('SELECT id FROM change_events WHERE done = FALSE ORDER BY created, id')
      .all(rows);
    return e.json(200, /** @satisfies {ApiAnswer<'outboxPending'>} */ (rows.map((r) => r.id)));
  },
  $apis.requireSuperuserAuth(),
);

// Marks `{ ids: [...] }` (1 to OUTBOX_ACK_MAX event ids) done in one statement; answers
// `{ updated }`. Unknown ids are skipped.
routerAdd(
  'POST',
  '/api/lp/outbox/done',
  (e) => {
    const util = require(`${__hooks}/lib/util.js`);
    const max = util.domain().OUTBOX_ACK_MAX;
    const ids = /** @type {ApiInput<'outboxDone'>} */ (e.requestInfo().body || {}).ids;
    if (
      !Array.isArray(ids) ||
      ids.length === 0 ||
      ids.length > max ||
      !ids.every((id) => typeof id === 'string' && /^[a-z0-9]{1,50}$/.test(id))
    ) {
      return util.fail('outbox_ids_invalid', null, { max });
    }
    const now = new DateTime().string();
    const result = e.app
      .db()
      .update('change_events', { done: true, updated: now }, $dbx.in('id', ...ids))
      .execute();
    return e.json(
      200,
      /** @satisfies {ApiAnswer<'outboxDone'>} */ ({ updated: result.rowsAffected() }),
    );
  },
  $apis.requireSuperuserAuth(),
);
