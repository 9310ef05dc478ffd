// Shapes of the admin routes (see admin.pb.js).

function requireAdmin(e) {
  const util = require(`${__hooks}/lib/util.js`);
  if (!e.auth) util.fail('sign_in_required');
  if (!util.isSuperuser(e) && !util.isAdmin(util.authUser(e))) util.fail('admin_only');
}

function userRow(r) {
  return {
    id: r.id,
    user_id: r.id,
    email: r.email(),
    first_name: r.getString('first_name'),
    last_name: r.getString('last_name'),
    job_title: r.getString('job_title'),
    company_name: r.getString('company_name'),
    bio: r.getString('bio'),
    user_type: r.getString('user_type'),
    roles: r.getStringSlice('roles'),
    is_admin: r.getBool('is_admin'),
    verified: r.verified(),
    approved: r.getBool('approved'),
    approved_at: r.getString('approved_at'),
    linkedin_url: r.getString('linkedin_url'),
    blocked: r.getBool('blocked'),
    blocked_by: r.getString('blocked_by'),
    blocked_at: r.getString('blocked_at'),
    blocked_reason: r.getString('blocked_reason'),
    created: r.getString('created'),
    updated: r.getString('updated'),
  };
}

/** Who wrote a review, as the moderation route shows it. */
function authorRow(u) {
  return {
    id: u.id,
    email: u.email(),
    first_name: u.getString('first_name'),
    last_name: u.getString('last_name'),
    job_title: u.getString('job_title'),
    company_name: u.getString('company_name'),
    linkedin_url: u.getString('linkedin_url'),
  };
}

/** Writes one audit_log row for the caller of an admin route. */
function audit(e, action, target) {
  const row = new Record(e.app.findCachedCollectionByNameOrId('audit_log'));
  row.set('actor', e.auth.id);
  row.set('actor_collection', e.auth.collection().name);
  row.set('action', action);
  row.set('target', target);
  e.app.save(row);
}

/** `owners`: a per-request cache of owner records (most providers share a few owners). */
function providerRow(app, r, owners) {
  const util = require(`${__hooks}/lib/util.js`);
  const ownerId = r.getString('user');
  const cache = owners || {};
  if (!(ownerId in cache)) cache[ownerId] = util.findById(app, 'users', ownerId);
  const owner = cache[ownerId];
  return {
    id: r.id,
    collectionId: r.collection().id,
    user: r.getString('user'),
    slug: r.getString('slug'),
    company_name: r.getString('company_name'),
    description: r.getString('description'),
    logo: r.getString('logo'),
    website: r.getString('website'),
    whatsapp_number: r.getString('whatsapp_number'),
    headquarters_country: r.getString('headquarters_country'),
    founded_year: r.getInt('founded_year'),
    employee_count: r.getString('employee_count'),
    categories: util.jsonStrings(r, 'categories') || [],
    languages: util.jsonStrings(r, 'languages') || [],
    verified: r.getBool('verified'),
    featured: r.getBool('featured'),
    status: r.getString('status'),
    approved_at: r.getString('approved_at'),
    approved_by: r.getString('approved_by'),
    admin_notes: r.getString('admin_notes'),
    average_rating: r.getFloat('average_rating'),
    total_reviews: r.getInt('total_reviews'),
    favorites_count: r.getInt('favorites_count'),
    created: r.getString('created'),
    updated: r.getString('updated'),
    user_first_name: owner ? owner.getString('first_name') : '',
    user_last_name: owner ? owner.getString('last_name') : '',
    user_email: owner ? owner.email() : '',
    user_linkedin_url: owner ? owner.getString('linkedin_url') : '',
  };
}

module.exports = { requireAdmin, userRow, authorRow, audit, providerRow };
