// Blocked users can write nothing: every create, update and delete through the API (batch
// included) is refused, also with a token issued before the block (the auth record is
// loaded fresh on every request).

onRecordCreateRequest((e) => {
  if (e.auth && e.auth.collection().name === 'users' && e.auth.getBool('blocked')) {
    throw new ForbiddenError('Tu cuenta está bloqueada: no puedes realizar cambios.');
  }
  e.next();
});

onRecordUpdateRequest((e) => {
  if (e.auth && e.auth.collection().name === 'users' && e.auth.getBool('blocked')) {
    throw new ForbiddenError('Tu cuenta está bloqueada: no puedes realizar cambios.');
  }
  e.next();
});

onRecordDeleteRequest((e) => {
  if (e.auth && e.auth.collection().name === 'users' && e.auth.getBool('blocked')) {
    throw new ForbiddenError('Tu cuenta está bloqueada: no puedes realizar cambios.');
  }
  e.next();
});
