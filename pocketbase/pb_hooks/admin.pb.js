// Admin list routes (spec RPCs get_profiles_with_emails and get_providers_with_user_info):
// the only way to read e-mails and creator info. Admins only (is_admin), 403 otherwise.

routerAdd('GET', '/api/lp/admin/users', (e) => {
  const a = require(`${__hooks}/lib/admin.js`);
  a.requireAdmin(e);
  const q = e.requestInfo().query;
  const where = [];
  const params = {};
  if (q.approved === 'true' || q.approved === 'false') {
    where.push('approved = {:approved}');
    params.approved = q.approved === 'true';
  }
  if (q.blocked === 'true' || q.blocked === 'false') {
    where.push('blocked = {:blocked}');
    params.blocked = q.blocked === 'true';
  }
  const records = e.app.findRecordsByFilter(
    'users',
    where.length ? where.join(' && ') : 'id != ""',
    '-created',
    0,
    0,
    params,
  );
  return e.json(
    200,
    records.map((r) => a.userRow(r)),
  );
});

routerAdd('GET', '/api/lp/admin/providers', (e) => {
  const a = require(`${__hooks}/lib/admin.js`);
  a.requireAdmin(e);
  const status = e.requestInfo().query.status || '';
  const records = e.app.findRecordsByFilter(
    'providers',
    status ? 'status = {:status}' : 'id != ""',
    '-created',
    0,
    0,
    { status: status },
  );
  const owners = {};
  return e.json(
    200,
    records.map((r) => a.providerRow(e.app, r, owners)),
  );
});

// The author of a review (anonymous ones included), for moderation only. The records API never
// reveals who wrote an anonymous review, admins included; this route does, and every use is
// written to audit_log (actor, action, target) before the answer leaves.
routerAdd('GET', '/api/lp/admin/reviews/{id}/author', (e) => {
  const a = require(`${__hooks}/lib/admin.js`);
  const util = require(`${__hooks}/lib/util.js`);
  a.requireAdmin(e);
  const review = util.findById(e.app, 'reviews', e.request.pathValue('id'));
  if (!review) util.fail('review_not_found');
  const author = util.findById(e.app, 'users', review.getString('reviewer'));
  a.audit(e, 'review_author_viewed', `reviews/${review.id}`);
  return e.json(200, {
    review: review.id,
    anonymous: review.getBool('anonymous'),
    author: author ? a.authorRow(author) : null,
  });
});
