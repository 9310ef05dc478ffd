// Helpers shared by the hooks. Loaded with require(`${__hooks}/lib/util.js`) inside each
// handler (goja handlers cannot see outer-scope variables).

/** The domain rules shared with the TypeScript code (bundled by scripts/setup.mjs). */
function domain() {
  return require(`${__hooks}/lib/domain.gen.js`);
}

/**
 * Fails the request with one of the contract's error codes (src/lib/contract/errors.ts): its
 * status and Spanish message, and `data.error = { code, message, params }` for clients to
 * read. `fields` adds field errors (name → ValidationError) beside it; `params` fills the
 * message's `{name}` placeholders.
 * @param {import('../../../src/lib/contract/errors').ErrorCode} code
 * @param {{ [name: string]: unknown } | null} [fields]
 * @param {{ [name: string]: unknown }} [params]
 * @returns {never}
 */
function fail(code, fields, params) {
  const d = domain();
  const def = d.ERRORS[code];
  if (!def) throw new Error(`unknown error code ${code}`);
  const message = d.errorText(code, params);
  const entry = new ValidationError(code, message);
  /** @type {{ [name: string]: unknown }} */
  const data = { error: params ? entry.setParams(params) : entry };
  if (fields) for (const k of Object.keys(fields)) data[k] = fields[k];
  if (def.status === 401) throw new UnauthorizedError(message, data);
  if (def.status === 403) throw new ForbiddenError(message, data);
  if (def.status === 404) throw new NotFoundError(message, data);
  if (def.status === 429) throw new TooManyRequestsError(message, data);
  if (def.status === 400) throw new BadRequestError(message, data);
  throw new ApiError(def.status, message, data);
}

/**
 * Rethrows a refusal of a custom route (`/api/lp/…`) in Spanish, from the catalogue: a hook's
 * own `fail(code)` passes as it is; what PocketBase answers by itself (its auth middlewares,
 * body reading, rate limits, body limit, a record not found, an error without a code) gets
 * the catalogue code of its status, keeping its field errors (pb_hooks/refusals.pb.js).
 * @param {any} err what `e.next()` threw
 * @returns {never}
 */
function failInSpanish(err) {
  const d = domain();
  const value = err && err.value;
  const data = (value && value.data) || {};
  const entry = data[d.ERROR_CODE_FIELD];
  const own = entry && (typeof entry.code === 'function' ? entry.code() : entry.code);
  if (typeof own === 'string' && Object.prototype.hasOwnProperty.call(d.ERRORS, own)) throw err;
  let status = value && typeof value.status === 'number' ? value.status : 0;
  // A Go error without a status is what PocketBase answers 404 (no row) or 400 for.
  if (!status) status = /no rows in result set|file does not exist/.test(String(err)) ? 404 : 400;
  /** @type {{ [name: string]: unknown }} */
  const fields = {};
  for (const k of Object.keys(data)) fields[k] = data[k];
  /** @type {import('../../../src/lib/contract/errors').ErrorCode} */
  let code = 'request_invalid';
  if (status === 401) code = 'sign_in_required';
  else if (status === 403) code = 'request_forbidden';
  else if (status === 404) code = 'request_not_found';
  else if (status === 413) code = 'request_too_large';
  else if (status === 429) code = 'request_rate_limited';
  else if (status >= 500) code = 'server_error';
  else if (Object.keys(fields).length) code = 'form_invalid';
  return fail(code, Object.keys(fields).length ? fields : null);
}

/**
 * A form field's error: the catalogue code and its Spanish message, shown under the input.
 * @param {import('../../../src/lib/contract/errors').ErrorCode} code
 * @param {{ [name: string]: unknown }} [params]
 */
function fieldError(code, params) {
  const entry = new ValidationError(code, domain().errorText(code, params));
  return params ? entry.setParams(params) : entry;
}

/**
 * Fails with `code`, whose message is also the error of the form field `field`.
 * @param {import('../../../src/lib/contract/errors').ErrorCode} code
 * @param {string} field
 * @param {{ [name: string]: unknown }} [params]
 * @returns {never}
 */
function failField(code, field, params) {
  return fail(code, { [field]: fieldError(code, params) }, params);
}

/**
 * @returns {string}
 */
function adminDomain() {
  return ($os.getenv('ADMIN_EMAIL_DOMAIN') || domain().SITE_DEFAULTS.adminEmailDomain)
    .trim()
    .toLowerCase();
}

/**
 * True for requests made with a superuser token (the seed, the web server).
 * @param {core.RequestEvent} e
 * @returns {boolean}
 */
function isSuperuser(e) {
  return !!(e.auth && e.auth.collection().name === '_superusers');
}

/**
 * The signed-in `users` record of a request, or null.
 * @param {core.RequestEvent} e
 * @returns {core.Record | null}
 */
function authUser(e) {
  if (!e.auth || e.auth.collection().name !== 'users') return null;
  return e.auth;
}

/**
 * The contract's public-provider rule over a providers record.
 * @param {core.Record} provider
 * @returns {boolean}
 */
function isPublicProvider(provider) {
  return domain().isPublicProvider({
    status: provider.getString('status'),
    verified: provider.getBool('verified'),
  });
}

/**
 * Sets a provider's favorites_count from the table (inside the favourite's transaction).
 * @param {core.App} app
 * @param {string} providerId
 */
function recountFavorites(app, providerId) {
  app
    .db()
    .newQuery(
      `UPDATE providers SET favorites_count = ${domain().favoritesCountSql('{:id}')} WHERE id = {:id}`,
    )
    .bind({ id: providerId })
    .execute();
}

/**
 * Sets a review's helpful_count from the votes table (inside the vote's transaction).
 * @param {core.App} app
 * @param {string} reviewId
 */
function recountHelpful(app, reviewId) {
  app
    .db()
    .newQuery(
      'UPDATE reviews SET helpful_count = (SELECT COUNT(*) FROM helpful_votes WHERE review = {:id}) WHERE id = {:id}',
    )
    .bind({ id: reviewId })
    .execute();
}

/**
 * @param {core.Record | null | undefined} user
 * @returns {boolean}
 */
function isAdmin(user) {
  return !!(user && user.getBool('is_admin'));
}

/**
 * A value comparable across saves (Go values stringified the same way).
 * @param {core.Record} record
 * @param {string} field
 * @returns {string}
 */
function valueOf(record, field) {
  const f = record.collection().fields.getByName(field);
  const multi = f && (f.type() === 'select' || f.type() === 'relation' || f.type() === 'file');
  if (multi) return JSON.stringify(record.getStringSlice(field));
  return record.getString(field);
}

/**
 * @param {core.Record} record
 * @param {string} field
 * @returns {boolean}
 */
function changed(record, field) {
  const original = record.original();
  return valueOf(record, field) !== valueOf(original, field);
}

/**
 * The fields of `fields` whose value differs from the stored one.
 * @param {core.Record} record
 * @param {readonly string[]} fields
 * @returns {string[]}
 */
function changedFields(record, fields) {
  return fields.filter((f) => changed(record, f));
}

/**
 * Puts back the stored value of each field (client input ignored).
 * @param {core.Record} record
 * @param {readonly string[]} fields
 */
function restore(record, fields) {
  const original = record.original();
  for (const f of fields) record.set(f, original.get(f));
}

/**
 * The JSON body bound onto `init` (its keys: the fields read; its values: their type and
 * default), or a 400 `code` when the body cannot be read as that.
 * @param {core.RequestEvent} e
 * @param {{ [name: string]: any }} init
 * @param {import('../../../src/lib/contract/errors').ErrorCode} code
 * @returns {{ [name: string]: any }}
 */
function bodyAs(e, init, code) {
  const data = new DynamicModel(init);
  try {
    e.bindBody(data);
  } catch {
    fail(code);
  }
  return data;
}

/**
 * A JSON body's string fields `names` (a missing one is ''), or 400 form_invalid when the body
 * cannot be read.
 * @param {core.RequestEvent} e
 * @param {readonly string[]} names
 * @returns {{ [name: string]: string }}
 */
function stringFields(e, names) {
  /** @type {{ [name: string]: string }} */
  const init = {};
  for (const n of names) init[n] = '';
  const data = bodyAs(e, init, 'form_invalid');
  /** @type {{ [name: string]: string }} */
  const out = {};
  for (const n of names) out[n] = data[n] === null || data[n] === undefined ? '' : String(data[n]);
  return out;
}

/**
 * The values the client sent for `fields` (only those present in the body). PocketBase drops
 * hidden fields from client input before the request hooks run; the body can be read again.
 * @param {core.RequestEvent} e
 * @param {readonly string[]} fields
 * @returns {{ [name: string]: any }}
 */
function submitted(e, fields) {
  const UNSET = '\u0000unset';
  /** @type {{ [name: string]: string }} */
  const init = {};
  for (const f of fields) init[f] = UNSET;
  const data = bodyAs(e, init, 'body_unreadable');
  /** @type {{ [name: string]: any }} */
  const out = {};
  for (const f of fields) {
    if (data[f] !== UNSET) out[f] = data[f];
  }
  return out;
}

/**
 * A JS array of strings from a json field value.
 * @param {core.Record} record
 * @param {string} field
 * @returns {string[] | null}
 */
function jsonStrings(record, field) {
  const raw = record.getString(field);
  if (raw === '' || raw === 'null') return [];
  let value;
  try {
    value = JSON.parse(raw);
  } catch {
    return null;
  }
  if (!Array.isArray(value)) return null;
  return value;
}

/**
 * @returns {string}
 */
function nowIso() {
  return new Date().toISOString().replace('T', ' ');
}

/**
 * Runs `fn(txApp)` in a transaction (reusing the current one when nested) with `e.app` bound
 * to it, so that e.next() and the work after it commit or roll back together.
 * @param {{ app: core.App }} e
 * @param {(txApp: core.App) => void} fn
 */
function inTransaction(e, fn) {
  const original = e.app;
  original.runInTransaction((txApp) => {
    e.app = txApp;
    try {
      fn(txApp);
    } finally {
      e.app = original;
    }
  });
}

/**
 * Writes one outbox row (change_events) with the given app (a transaction's txApp).
 * @param {core.App} app
 * @param {string} topic
 * @param {string} recordId
 * @param {string} op
 * @param {unknown} data
 */
function emit(app, topic, recordId, op, data) {
  const collection = app.findCachedCollectionByNameOrId('change_events');
  const row = new Record(collection);
  row.set('topic', topic);
  row.set('record_id', recordId);
  row.set('op', op);
  row.set('data', data);
  row.set('done', false);
  app.save(row);
}

/**
 * @param {core.App} app
 * @param {string} collection
 * @param {string | null | undefined} id
 * @returns {core.Record | null}
 */
function findById(app, collection, id) {
  if (!id) return null;
  try {
    return app.findRecordById(collection, id);
  } catch {
    return null;
  }
}

/**
 * @param {core.App} app
 * @param {string} sql
 * @param {{ [name: string]: unknown }} [params]
 * @returns {number}
 */
function count(app, sql, params) {
  const result = new DynamicModel({ n: 0 });
  app
    .db()
    .newQuery(sql)
    .bind(params || {})
    .one(result);
  return result.n;
}

/**
 * Refuses new uploads (of any file field) whose stored name would not end in an image extension.
 * @param {core.Record} record
 */
function checkImageNames(record) {
  const fields = record.collection().fields;
  for (let i = 0; i < fields.length; i++) {
    const field = fields[i];
    if (field.type() !== 'file') continue;
    const name = field.getName();
    const unsaved = record.get(name + ':unsaved') || [];
    for (const file of unsaved) {
      if (!/\.(png|jpe?g|webp|gif)$/i.test(file.name)) {
        failField('image_type', name);
      }
    }
  }
}

/**
 * The rows a SQL query fills (`.all(rows)`), typed by `model`: each row has the model's
 * columns, of its values' types (the defaults of a missing value).
 * @template {{ [column: string]: unknown }} T
 * @param {T} model
 * @returns {T[]}
 */
function rowsOf(model) {
  return /** @type {T[]} */ (/** @type {unknown} */ (arrayOf(new DynamicModel(model))));
}

module.exports = {
  checkImageNames,
  rowsOf,
  domain,
  fail,
  failInSpanish,
  fieldError,
  failField,
  adminDomain,
  isSuperuser,
  authUser,
  isAdmin,
  isPublicProvider,
  recountFavorites,
  recountHelpful,
  valueOf,
  changed,
  changedFields,
  restore,
  bodyAs,
  stringFields,
  submitted,
  jsonStrings,
  nowIso,
  inTransaction,
  emit,
  findById,
  count,
};
