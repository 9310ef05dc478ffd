// Public warnings on a provider (docs/DECISIONS.md § Public warnings; the routes:
// provider-warnings.pb.js). Reason codes and the active rule: src/lib/contract/provider-warnings.ts.

/**
 * The active warning of a provider (not lifted; no expiry or one still ahead), or null.
 * @param {core.App} app
 * @param {string} providerId
 */
function activeOf(app, providerId) {
  const util = require(`${__hooks}/lib/util.js`);
  const rows = app.findRecordsByFilter(
    'provider_warnings',
    "provider = {:p} && lifted_at = '' && (expires_at = '' || expires_at > {:now})",
    '-created',
    1,
    0,
    { p: providerId, now: util.nowIso() },
  );
  return rows.length ? rows[0] : null;
}

/**
 * A warning as the admin routes answer it (the note included: admins only).
 * @param {core.Record} w
 * @returns {import('../../../src/lib/contract/admin').AdminProviderWarning}
 */
function row(w) {
  return {
    id: w.id,
    provider: w.getString('provider'),
    reason: w.getString('reason'),
    note: w.getString('note'),
    issued_by: w.getString('issued_by'),
    expires_at: w.getString('expires_at'),
    lifted_at: w.getString('lifted_at'),
    lifted_by: w.getString('lifted_by'),
    created: w.getString('created'),
  };
}

/**
 * The provider's outbox event (its page, its cards and its comparisons re-render: the web
 * server's change map, `provider` topic), written with `app` (the caller's transaction).
 * @param {core.App} app
 * @param {core.Record} provider
 */
function announce(app, provider) {
  const outbox = require(`${__hooks}/lib/outbox.js`);
  outbox.write(app, provider, 'update', outbox.snapshot(app, provider));
}

/**
 * The `trust_decision` event of a warning issued (the transparency report counts them).
 * @param {core.App} app
 * @param {core.Record} warning
 */
function announceIssued(app, warning) {
  /** @type {import('../../../src/lib/contract/outbox').TrustDecisionEventData} */
  const data = { kind: 'provider_warning' };
  require(`${__hooks}/lib/util.js`).emit(app, 'trust_decision', warning.id, 'create', data);
}

/**
 * E-mails the provider's owner (none for a provider without owner); never throws.
 * @param {core.App} app
 * @param {core.Record} provider
 * @param {core.Record} warning
 * @param {boolean} lifted
 */
function tellOwner(app, provider, warning, lifted) {
  const util = require(`${__hooks}/lib/util.js`);
  const mail = require(`${__hooks}/lib/mail.js`);
  const owner = util.findById(app, 'users', provider.getString('user'));
  if (!owner) return;
  const site = mail.site(app);
  mail.send(
    app,
    owner.email(),
    util.domain().providerWarningMail({
      brand: site.brand,
      siteUrl: site.siteUrl,
      providerName: provider.getString('company_name'),
      providerSlug: provider.getString('slug'),
      reason: /** @type {import('../../../src/lib/contract/provider-warnings').WarningReason} */ (
        warning.getString('reason')
      ),
      issuedAt: warning.getString('created'),
      expiresAt: warning.getString('expires_at'),
      lifted: lifted,
    }),
    lifted ? 'provider warning lifted' : 'provider warning issued',
    { ref: `provider_warnings/${warning.id}` },
  );
}

/**
 * The hourly cron: a warning whose expiry passed leaves the pages through its provider's
 * outbox event (once: `expiry_published`). The pages never show an expired warning they render
 * (the data layer reads only active ones); this event makes the stored pages render again.
 * @param {CoreApp} app `$app` (the cron)
 * @returns {number} how many expiries were announced
 */
function announceExpiries(app) {
  const util = require(`${__hooks}/lib/util.js`);
  const due = app.findRecordsByFilter(
    'provider_warnings',
    "lifted_at = '' && expires_at != '' && expires_at <= {:now} && expiry_published = false",
    'expires_at',
    500,
    0,
    { now: util.nowIso() },
  );
  for (const w of due) {
    app.runInTransaction((tx) => {
      const provider = util.findById(tx, 'providers', w.getString('provider'));
      w.set('expiry_published', true);
      tx.save(w);
      if (provider) announce(tx, provider);
    });
  }
  return due.length;
}

module.exports = { activeOf, row, announce, announceIssued, tellOwner, announceExpiries };
