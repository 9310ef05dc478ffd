// claiming an unowned provider, requests for proposal, the provider's
// statistics. The three collections (migration 1750000750) are written only here; rules and
// limits come from src/lib/contract/provider-owner.ts (domain.gen.js), helpers from
// lib/provider-owner.js.

// ── Claims ──────────────────────────────────────────────────────────────────────────────

// A signed-in member asks to own a public provider without owner, naming an address at the
// provider's website domain; that address gets a single-use link (48 h). Nothing changes on
// the provider until an admin approves the verified claim.
routerAdd(
  'POST',
  '/api/lp/claims',
  (e) => {
    const util = require(`${__hooks}/lib/util.js`);
    const po = require(`${__hooks}/lib/provider-owner.js`);
    const mail = require(`${__hooks}/lib/mail.js`);
    const d = util.domain();
    const caller = po.requireMember(e, 'claim_sign_in');
    const b = util.stringFields(e, ['provider', 'email']);
    const provider = po.publicProvider(e.app, b.provider);
    if (!provider) return util.fail('owner_provider_missing');
    // A profile the platform holds (no owner) is unclaimed: docs/DATA-MODEL.md § providers.
    if (d.isClaimed(provider.getString('user'))) util.fail('claim_provider_owned');
    const owned = util.count(e.app, 'SELECT COUNT(*) AS n FROM providers WHERE user = {:u}', {
      u: caller.id,
    });
    if (owned > 0) util.fail('claim_already_owner');
    const website = provider.getString('website');
    const domain = d.websiteDomain(website);
    if (!domain) return util.fail('claim_no_website');
    const email = String(b.email).trim().toLowerCase();
    if (!d.emailMatchesWebsite(email, website)) {
      return util.fail('claim_email_domain', null, { domain: domain });
    }
    // One open claim per provider waiting for an admin; one unexpired link per member.
    const open = util.count(
      e.app,
      `SELECT COUNT(*) AS n FROM provider_claims WHERE provider = {:p} AND (status = 'verified'
         OR (status = 'unverified' AND member = {:m} AND token_expires > {:now}))`,
      { p: provider.id, m: caller.id, now: util.nowIso() },
    );
    if (open > 0) util.fail('claim_open');
    const token = $security.randomString(40);
    const claim = new Record(e.app.findCollectionByNameOrId('provider_claims'));
    claim.set('provider', provider.id);
    claim.set('member', caller.id);
    claim.set('email', email);
    claim.set('status', 'unverified');
    claim.set('token_hash', po.tokenHash(token));
    claim.set(
      'token_expires',
      new Date(Date.now() + d.CLAIM_TOKEN_HOURS * 3600 * 1000).toISOString().replace('T', ' '),
    );
    e.app.save(claim);
    const site = mail.site(e.app);
    mail.send(
      e.app,
      email,
      d.claimVerifyMail({
        brand: site.brand,
        siteUrl: site.siteUrl,
        providerName: provider.getString('company_name'),
        verifyUrl: `${site.siteUrl}${d.CLAIM_VERIFY_PAGE}?token=${token}`,
        hours: d.CLAIM_TOKEN_HOURS,
      }),
      'claim verification',
    );
    return e.json(
      200,
      /** @satisfies {ApiAnswer<'claims'>} */ ({
        id: claim.id,
        status: 'unverified',
        email: email,
      }),
    );
  },
  $apis.requireAuth('users'),
);

// The link of the verification e-mail: whoever holds it controls the company address. Single
// use (the hash is emptied), expiring.
routerAdd('POST', '/api/lp/claims/verify', (e) => {
  const util = require(`${__hooks}/lib/util.js`);
  const po = require(`${__hooks}/lib/provider-owner.js`);
  const b = util.stringFields(e, ['token']);
  const token = String(b.token);
  if (!/^[A-Za-z0-9]{20,80}$/.test(token)) return util.fail('claim_token_invalid');
  let claim;
  try {
    claim = e.app.findFirstRecordByData('provider_claims', 'token_hash', po.tokenHash(token));
  } catch {
    return util.fail('claim_token_invalid');
  }
  const expires = claim.getString('token_expires');
  if (claim.getString('status') !== 'unverified' || !expires || expires < util.nowIso()) {
    util.fail('claim_token_invalid');
  }
  claim.set('status', 'verified');
  claim.set('verified_at', util.nowIso());
  claim.set('token_hash', '');
  e.app.save(claim);
  const provider = util.findById(e.app, 'providers', claim.getString('provider'));
  return e.json(
    200,
    /** @satisfies {ApiAnswer<'claimVerify'>} */ ({
      status: 'verified',
      provider_name: provider ? provider.getString('company_name') : '',
    }),
  );
});

// The admin queue: `estado` verified (default, oldest first), approved or refused (latest
// decision first), searched over the provider's name and the addresses, paged.
routerAdd('GET', '/api/lp/admin/claims', (e) => {
  const a = require(`${__hooks}/lib/admin.js`);
  const paging = require(`${__hooks}/lib/paging.js`);
  const po = require(`${__hooks}/lib/provider-owner.js`);
  a.requireAdmin(e);
  const query = e.requestInfo().query;
  const estado =
    paging.enumParam(query, 'estado', ['verified', 'approved', 'refused']) || 'verified';
  const p = paging.params(
    query,
    estado === 'verified'
      ? { verified: 'c.verified_at ASC, c.id ASC' }
      : { decided: 'c.decided_at DESC, c.id DESC' },
  );
  const binds = { estado: estado };
  const where = ['c.status = {:estado}'];
  const search = paging.searchSql(p.q, ['p.company_name', 'c.email', 'u.email'], binds);
  if (search) where.push(search);
  const result = paging.page(
    Object.assign(
      {
        app: e.app,
        from: 'provider_claims c JOIN providers p ON p.id = c.provider JOIN users u ON u.id = c.member',
        idColumn: 'c.id',
        where: where,
        binds: binds,
      },
      p,
    ),
    (ids) =>
      e.app.findRecordsByIds('provider_claims', ids).map((c) => {
        const util = require(`${__hooks}/lib/util.js`);
        const prov = util.findById(e.app, 'providers', c.getString('provider'));
        const member = util.findById(e.app, 'users', c.getString('member'));
        return {
          id: c.id,
          provider: c.getString('provider'),
          provider_name: prov ? prov.getString('company_name') : '',
          provider_slug: prov ? prov.getString('slug') : '',
          provider_website: prov ? prov.getString('website') : '',
          member_name: member ? po.fullName(member) : '',
          member_email: member ? member.email() : '',
          email: c.getString('email'),
          status: /** @type {import('../../src/lib/contract/provider-owner').ClaimStatus} */ (
            c.getString('status')
          ),
          created: c.getString('created'),
          verified_at: c.getString('verified_at'),
          decided_at: c.getString('decided_at'),
          decision_reason: c.getString('decision_reason'),
        };
      }),
  );
  const count = (/** @type {string} */ s) =>
    paging.count(e.app, 'provider_claims', [`status = '${s}'`]);
  result.counts = {
    verified: count('verified'),
    approved: count('approved'),
    refused: count('refused'),
  };
  return e.json(200, /** @satisfies {ApiAnswer<'adminClaims'>} */ (result));
});

// Approve (the member becomes the provider's owner, with the provider role) or refuse (with a
// reason); the member is e-mailed either way; audited.
routerAdd('POST', '/api/lp/admin/claims/{id}/decide', (e) => {
  const a = require(`${__hooks}/lib/admin.js`);
  const util = require(`${__hooks}/lib/util.js`);
  const mail = require(`${__hooks}/lib/mail.js`);
  const po = require(`${__hooks}/lib/provider-owner.js`);
  a.requireAdmin(e);
  const input = util.bodyAs(e, { approve: false, reason: '' }, 'form_invalid');
  const approve = input.approve === true;
  const reason = String(input.reason || '').trim();
  if (reason.length > 2000) util.fail('form_detail');
  const claim = util.findById(e.app, 'provider_claims', e.request.pathValue('id'));
  if (!claim) return util.fail('claim_missing');
  const status = claim.getString('status');
  if (status === 'approved' || status === 'refused') util.fail('claim_decided');
  if (status !== 'verified') util.fail('claim_not_verified');
  if (!approve && !reason) return util.fail('claim_reason_required');
  let providerName = '';
  let memberEmail = '';
  e.app.runInTransaction((tx) => {
    const provider = util.findById(tx, 'providers', claim.getString('provider'));
    const member = util.findById(tx, 'users', claim.getString('member'));
    if (!provider || !member) return util.fail('claim_missing');
    providerName = provider.getString('company_name');
    memberEmail = member.email();
    if (approve) po.assignOwner(tx, provider, member, 'claim_already_owner');
    claim.set('status', approve ? 'approved' : 'refused');
    claim.set('decided_at', util.nowIso());
    claim.set(
      'decided_by',
      /** @type {core.Record} */ (e.auth).collection().name === 'users'
        ? /** @type {core.Record} */ (e.auth).id
        : '',
    );
    claim.set('decision_reason', reason);
    tx.save(claim);
  });
  a.audit(e, approve ? 'claim_approved' : 'claim_refused', `provider_claims/${claim.id}`);
  const site = mail.site(e.app);
  mail.send(
    e.app,
    memberEmail,
    util.domain().claimDecisionMail({
      brand: site.brand,
      siteUrl: site.siteUrl,
      providerName: providerName,
      approved: approve,
      reason: reason,
    }),
    'claim decision',
  );
  return e.json(
    200,
    /** @satisfies {ApiAnswer<'adminClaimDecide'>} */ ({
      id: claim.id,
      status: /** @type {import('../../src/lib/contract/provider-owner').ClaimStatus} */ (
        claim.getString('status')
      ),
    }),
  );
});

// ── Requests for proposal ─────────────────────────────────────────────────────────────────

// A signed-in member asks a provider with an owner for a proposal. The member's e-mail goes to
// the owner (the form says so); LEAD_LIMIT requests per member in 24 hours.
routerAdd(
  'POST',
  '/api/lp/proposal-requests',
  (e) => {
    const util = require(`${__hooks}/lib/util.js`);
    const po = require(`${__hooks}/lib/provider-owner.js`);
    const mail = require(`${__hooks}/lib/mail.js`);
    const d = util.domain();
    const caller = po.requireMember(e, 'lead_sign_in');
    const b = util.stringFields(e, ['provider', 'service', 'company_size', 'country', 'message']);
    const provider = po.publicProvider(e.app, b.provider);
    if (!provider) return util.fail('owner_provider_missing');
    // Nobody at the company would read a request sent to a profile the platform holds.
    const ownerId = provider.getString('user');
    if (!d.isClaimed(ownerId)) return util.fail('lead_no_owner');
    if (ownerId === caller.id) util.fail('lead_own_provider');
    const since = new Date(Date.now() - d.LEAD_WINDOW_HOURS * 3600 * 1000)
      .toISOString()
      .replace('T', ' ');
    const recent = util.count(
      e.app,
      'SELECT COUNT(*) AS n FROM proposal_requests WHERE member = {:m} AND created > {:since}',
      { m: caller.id, since: since },
    );
    if (recent >= d.LEAD_LIMIT) util.fail('lead_rate_limited', null, { limit: d.LEAD_LIMIT });
    const checked = d.checkLead(b, util.jsonStrings(provider, 'categories') || []);
    if (checked.bad) {
      util.fail(d.LEAD_FIELD_ERRORS[checked.bad], null, {
        min: d.LEAD_MESSAGE_MIN,
        max: d.LEAD_MESSAGE_MAX,
      });
    }
    const v = checked.values;
    const record = new Record(e.app.findCollectionByNameOrId('proposal_requests'));
    record.set('provider', provider.id);
    record.set('member', caller.id);
    record.set('member_email', caller.email());
    record.set('member_name', po.fullName(caller));
    record.set('service', v.service);
    record.set('company_size', v.company_size);
    record.set('country', v.country);
    record.set('message', v.message);
    e.app.save(record);
    const owner = util.findById(e.app, 'users', ownerId);
    if (owner) {
      let label = v.service;
      try {
        label = e.app
          .findFirstRecordByData('service_categories', 'name', v.service)
          .getString('label');
      } catch {
        /* the category's name is shown */
      }
      const site = mail.site(e.app);
      mail.send(
        e.app,
        owner.email(),
        d.leadMail({
          brand: site.brand,
          siteUrl: site.siteUrl,
          providerName: provider.getString('company_name'),
          memberName: po.fullName(caller),
          memberEmail: caller.email(),
          service: label,
          companySize: v.company_size,
          country: v.country,
          message: v.message,
        }),
        'proposal request',
        { headers: { 'Reply-To': caller.email() }, ref: record.id },
      );
    }
    return e.json(200, /** @satisfies {ApiAnswer<'proposalRequests'>} */ ({ id: record.id }));
  },
  $apis.requireAuth('users'),
);

// ── Statistics ────────────────────────────────────────────────────────────────────────────

// The provider page's beacon (`kind=view`) and the comparison page's (`kind=comparison`, both
// providers): +1 on today's aggregate of each public provider named. Bots and prefetches are
// answered the same and not counted; nothing about the visitor is stored.
routerAdd('POST', '/api/lp/stats/hit', (e) => {
  const po = require(`${__hooks}/lib/provider-owner.js`);
  const d = require(`${__hooks}/lib/domain.gen.js`);
  const query = e.request.url.query();
  const kind = String(query.get('kind') || '');
  const ids = String(query.get('p') || '')
    .split(',')
    .filter((id) => id !== '');
  if (
    /** @type {readonly string[]} */ (d.STAT_HITS).indexOf(kind) === -1 ||
    ids.length === 0 ||
    ids.length > d.MAX_HIT_PROVIDERS
  ) {
    return e.noContent(204);
  }
  if (!po.countable(e)) return e.noContent(204);
  /** @type {{ [id: string]: boolean }} */
  const seen = {};
  for (const id of ids) {
    if (seen[id]) continue;
    seen[id] = true;
    if (po.publicProvider(e.app, id))
      po.bump(e.app, id, d.HIT_COLUMN[/** @type {keyof typeof d.HIT_COLUMN} */ (kind)]);
  }
  return e.noContent(204);
});

// The counted way out to a provider's website (the page's "Visitar sitio web" links,
// rel="nofollow"): a person's GET adds a website click, then 302 to the website.
routerAdd('GET', '/api/lp/out/{id}', (e) => {
  const util = require(`${__hooks}/lib/util.js`);
  const po = require(`${__hooks}/lib/provider-owner.js`);
  const provider = po.publicProvider(e.app, e.request.pathValue('id'));
  const website = provider ? provider.getString('website') : '';
  if (!provider || !/^https?:\/\//i.test(website)) return util.fail('owner_provider_missing');
  if (po.countable(e)) po.bump(e.app, provider.id, 'website_clicks');
  e.response.header().set('X-Robots-Tag', 'noindex, nofollow');
  e.response.header().set('Cache-Control', 'no-store');
  return e.redirect(302, website);
});

// The figures of the last 30 or 90 days, for the provider's owner and admins only; none for a
// profile without owner.
routerAdd(
  'GET',
  '/api/lp/providers/{id}/stats',
  (e) => {
    const util = require(`${__hooks}/lib/util.js`);
    const po = require(`${__hooks}/lib/provider-owner.js`);
    const d = util.domain();
    const caller = util.authUser(e);
    const provider = util.findById(e.app, 'providers', e.request.pathValue('id'));
    const owner = provider ? provider.getString('user') : '';
    const allowed = caller && provider && (owner === caller.id || util.isAdmin(caller));
    if (!allowed) return util.fail('stats_forbidden');
    // A profile the platform holds has no statistics to offer, admins included.
    if (!d.isClaimed(owner)) return util.fail('provider_unclaimed');
    const days = parseInt(String(e.request.url.query().get('days') || '30'), 10);
    if (!d.isStatWindow(days)) return util.fail('stats_window');
    return e.json(
      200,
      /** @satisfies {ApiAnswer<'providerStats'>} */ (po.stats(e.app, provider.id, days)),
    );
  },
  $apis.requireAuth('users'),
);
