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
