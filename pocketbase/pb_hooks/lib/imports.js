// Imports (the seed, a migration from another platform) carry the original dates of what
// they load. `created` is an autodate field: PocketBase ignores it in request bodies (the
// records API even passes it to hooks as "" in requestInfo().body, normalised through the
// field's no-op setter: core/record_model.go, ReplaceModifiers) and sets "now" on create,
// unless a hook SetRaw's another value before the create executes (the autodate interceptor
// keeps a manually set date: core/field_autodate.go, Intercept). So the date travels in a
// body key that is not a field, `original_created`, which PocketBase leaves as sent.

const DATE = /^(\d{4})-(\d{2})-(\d{2})[ T](\d{2}):(\d{2}):(\d{2})(\.\d{1,3})?Z$/;

/** The request body key that carries an import's original `created`. */
const KEY = 'original_created';

/**
 * A superuser's create request may date the record with `original_created` in the body: a
 * real UTC date ("2024-05-01 10:00:00.000Z" or ISO), not in the future (else 400
 * `created_invalid`). Anyone else's value is ignored (the record is dated now). Call before
 * `e.next()` in an `onRecordCreateRequest` handler.
 * @param {HookRecordRequestEvent} e
 */
function applyImportedCreated(e) {
  const at = importedDate(e, KEY);
  if (at) e.record.setRaw('created', new DateTime(at));
}

/**
 * The original date a superuser's request carries in body key `key` (an import of history:
 * the seed's decisions, approvals and warnings keep their dates), as PocketBase writes dates;
 * '' when absent or not a superuser's request. A date that is not real or lies in the future
 * is refused (400 `created_invalid`).
 * @param {core.RequestEvent} e
 * @param {string} key
 * @returns {string}
 */
function importedDate(e, key) {
  const util = require(`${__hooks}/lib/util.js`);
  if (!util.isSuperuser(e)) return '';
  const raw = e.requestInfo().body[key];
  if (raw === undefined || raw === null || raw === '') return '';
  const m = DATE.exec(String(raw));
  const at = m ? Date.parse(`${m[1]}-${m[2]}-${m[3]}T${m[4]}:${m[5]}:${m[6]}${m[7] || ''}Z`) : NaN;
  // Date.parse rolls 2024-02-30 over to March: a real date reads back the same day. (`at` is
  // finite only when `m` matched.)
  const p = /** @type {RegExpExecArray} */ (m);
  const real =
    Number.isFinite(at) && new Date(at).toISOString().slice(0, 10) === `${p[1]}-${p[2]}-${p[3]}`;
  if (!real || at > Date.now()) util.fail('created_invalid');
  return new Date(at).toISOString().replace('T', ' ');
}

/**
 * True for a record dated in the past by an import (its `created` well before its `updated`,
 * which PocketBase stamps at the real insert): history, so nobody is notified of it.
 * @param {core.Record} record
 * @returns {boolean}
 */
function isImported(record) {
  const created = record.getDateTime('created').unix();
  const updated = record.getDateTime('updated').unix();
  return updated - created > 60;
}

module.exports = { applyImportedCreated, importedDate, isImported };
