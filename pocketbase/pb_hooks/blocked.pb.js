// Blocked users can write nothing: every create, update and delete through the API (batch
// included) is refused, also with a token issued before the block (the auth record is
// loaded fresh on every request).

onRecordCreateRequest((e) => {
  if (e.auth && e.auth.collection().name === 'users' && e.auth.getBool('blocked')) {
    require(`${__hooks}/lib/util.js`).fail('account_blocked');
  }
  e.next();
});

onRecordUpdateRequest((e) => {
  if (e.auth && e.auth.collection().name === 'users' && e.auth.getBool('blocked')) {
    require(`${__hooks}/lib/util.js`).fail('account_blocked');
  }
  e.next();
});

onRecordDeleteRequest((e) => {
  if (e.auth && e.auth.collection().name === 'users' && e.auth.getBool('blocked')) {
    require(`${__hooks}/lib/util.js`).fail('account_blocked');
  }
  e.next();
});
