/* global cronAdd */
// Public warnings on a provider (docs/DECISIONS.md § Public warnings): admins only (403
// otherwise). Issuing and lifting each write the warning, an audit_log row and the provider's
// outbox event in one transaction (its page, cards and comparisons re-render; an issue also a
// `trust_decision` event, counted by the transparency report); the owner is
// e-mailed after the commit. No client writes `provider_warnings` through the records API.

// Issue: `{ reason, note?, expires_on? }` — `reason` one of WARNING_REASONS, `note` (admins
// only) at most WARNING_NOTE_MAX characters, `expires_on` a site day ("YYYY-MM-DD") after
// today: the warning stops showing when that day starts (contract/time.ts). One active
// warning per provider.
routerAdd('POST', '/api/lp/admin/providers/{id}/warning', (e) => {
  const a = require(`${__hooks}/lib/admin.js`);
  const util = require(`${__hooks}/lib/util.js`);
  const pw = require(`${__hooks}/lib/provider-warnings.js`);
  a.requireAdmin(e);
  const d = util.domain();
  const b = util.stringFields(e, ['reason', 'note', 'expires_on']);
  if (!d.isWarningReason(b.reason)) return util.fail('warning_reason_invalid');
  const note = String(b.note).trim();
  if (note.length > d.WARNING_NOTE_MAX) util.fail('warning_note_too_long');
  const day = String(b.expires_on).trim();
  let expiresAt = '';
  if (day !== '') {
    if (!/^\d{4}-\d{2}-\d{2}$/.test(day) || Number.isNaN(Date.parse(`${day}T00:00:00Z`))) {
      return util.fail('warning_expiry_invalid');
    }
    if (day <= d.siteDay(new Date())) util.fail('warning_expiry_invalid');
    expiresAt = d.siteDayStart(day);
  }
  const provider = util.findById(e.app, 'providers', e.request.pathValue('id'));
  if (!provider) return util.fail('warning_provider_missing');
  let warning = /** @type {core.Record | null} */ (null);
  util.inTransaction(e, (tx) => {
    if (pw.activeOf(tx, provider.id)) util.fail('warning_already_active');
    warning = new Record(tx.findCachedCollectionByNameOrId('provider_warnings'));
    warning.set('provider', provider.id);
    warning.set('reason', b.reason);
    warning.set('note', note);
    warning.set('issued_by', util.isSuperuser(e) ? '' : /** @type {core.Record} */ (e.auth).id);
    warning.set('expires_at', expiresAt);
    // An import of history (the demo seed, as the superuser) keeps the original date.
    const issued = require(`${__hooks}/lib/imports.js`).importedDate(e, 'original_created');
    if (issued) warning.setRaw('created', new DateTime(issued));
    tx.save(warning);
    a.audit(e, 'provider_warning_issued', `providers/${provider.id}`, note);
    pw.announce(tx, provider);
    pw.announceIssued(tx, warning);
  });
  // Set by the transaction (it failed otherwise).
  const issued = /** @type {core.Record} */ (warning);
  pw.tellOwner(e.app, provider, issued, false);
  return e.json(200, /** @satisfies {ApiAnswer<'adminProviderWarning'>} */ (pw.row(issued)));
});

// Lift the provider's active warning (`{ note? }` kept in the audit row): it leaves the pages
// through the provider's outbox event; the owner is told.
routerAdd('POST', '/api/lp/admin/providers/{id}/warning/lift', (e) => {
  const a = require(`${__hooks}/lib/admin.js`);
  const util = require(`${__hooks}/lib/util.js`);
  const pw = require(`${__hooks}/lib/provider-warnings.js`);
  a.requireAdmin(e);
  const note = a.bodyNote(e, util.domain().WARNING_NOTE_MAX, 'warning_note_too_long');
  const provider = util.findById(e.app, 'providers', e.request.pathValue('id'));
  if (!provider) return util.fail('warning_provider_missing');
  let warning = /** @type {core.Record | null} */ (null);
  util.inTransaction(e, (tx) => {
    warning = pw.activeOf(tx, provider.id);
    if (!warning) return util.fail('warning_not_active');
    warning.set('lifted_at', util.nowIso());
    warning.set('lifted_by', util.isSuperuser(e) ? '' : /** @type {core.Record} */ (e.auth).id);
    tx.save(warning);
    a.audit(e, 'provider_warning_lifted', `providers/${provider.id}`, note);
    pw.announce(tx, provider);
  });
  // Set by the transaction (it failed otherwise).
  const lifted = /** @type {core.Record} */ (warning);
  pw.tellOwner(e.app, provider, lifted, true);
  return e.json(200, /** @satisfies {ApiAnswer<'adminProviderWarningLift'>} */ (pw.row(lifted)));
});

// Expired warnings leave the stored pages (lib/provider-warnings.js `announceExpiries`).
cronAdd('provider_warnings_expiry', '41 * * * *', () => {
  require(`${__hooks}/lib/provider-warnings.js`).announceExpiries($app);
});
