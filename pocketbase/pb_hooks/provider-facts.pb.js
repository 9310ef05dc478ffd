// Provider facts: validated on every save (lib/provider-facts.js); the date of
// their last change is the server's, never a client's (the seed, a superuser, may date them).
// Who may write them is the providers update rule: the owner or an admin.

onRecordCreateRequest((e) => {
  const util = require(`${__hooks}/lib/util.js`);
  if (!util.isSuperuser(e)) e.record.set('facts_updated', '');
  e.next();
}, 'providers');

onRecordUpdateRequest((e) => {
  const util = require(`${__hooks}/lib/util.js`);
  if (!util.isSuperuser(e)) util.restore(e.record, ['facts_updated']);
  e.next();
}, 'providers');

onRecordCreate((e) => {
  require(`${__hooks}/lib/provider-facts.js`).prepare(e.record, true);
  e.next();
}, 'providers');

onRecordUpdate((e) => {
  require(`${__hooks}/lib/provider-facts.js`).prepare(e.record, false);
  e.next();
}, 'providers');
