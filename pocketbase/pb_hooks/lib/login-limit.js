// Per-account limit of failed password sign-ins (docs/SECURITY.md).
// A sliding window, not a lock: an account refuses password sign-in while it has
// `max` failures in the last `window` seconds, and recovers on its own when the oldest of them
// leaves the window. Refused attempts are not counted, so waiting always ends the refusal.
// Rows older than the window are deleted on every attempt.

/**
 * LOGIN_FAILURE_LIMIT (default 5, 0 = off) and LOGIN_FAILURE_WINDOW seconds (default 900).
 * @returns {{ max: number, window: number }}
 */
function config() {
  const num = (/** @type {string} */ name, /** @type {number} */ fallback) => {
    const v = parseInt($os.getenv(name), 10);
    return Number.isFinite(v) && v >= 0 ? v : fallback;
  };
  return { max: num('LOGIN_FAILURE_LIMIT', 5), window: num('LOGIN_FAILURE_WINDOW', 900) || 900 };
}

/**
 * The stored key of an identity: a hash, so no e-mail address is kept.
 * @param {unknown} identity
 * @returns {string}
 */
function accountKey(identity) {
  return $security.sha256(
    String(identity || '')
      .trim()
      .toLowerCase(),
  );
}

/**
 * UTC "YYYY-MM-DD HH:MM:SS.sssZ" `seconds` ago, the format of PocketBase's autodate.
 * @param {number} seconds
 * @returns {string}
 */
function since(seconds) {
  return new Date(Date.now() - seconds * 1000).toISOString().replace('T', ' ');
}

/**
 * Counts an attempt of `key` before its password is checked (a success takes it back with
 * clear()), so a burst of parallel guesses cannot all pass the check before any is counted:
 * SQLite serialises the inserts, and the n-th one sees at least n attempts. Returns false,
 * counting nothing, when the account is over the limit.
 * @param {core.App} app
 * @param {string} key
 * @param {{ max: number, window: number }} cfg
 * @returns {boolean}
 */
function begin(app, key, cfg) {
  const cutoff = since(cfg.window);
  app
    .db()
    .newQuery('DELETE FROM login_failures WHERE created <= {:cutoff}')
    .bind({ cutoff: cutoff })
    .execute();
  const record = new Record(app.findCollectionByNameOrId('login_failures'));
  record.set('account', key);
  app.save(record);
  const row = new DynamicModel({ n: 0 });
  app
    .db()
    .newQuery(
      'SELECT COUNT(*) AS n FROM login_failures WHERE account = {:key} AND created > {:cutoff}',
    )
    .bind({ key: key, cutoff: cutoff })
    .one(row);
  if (row.n <= cfg.max) return true;
  app.delete(record);
  return false;
}

/**
 * A successful sign-in (or a password reset) starts the count again.
 * @param {core.App} app
 * @param {string} key
 */
function clear(app, key) {
  app
    .db()
    .newQuery('DELETE FROM login_failures WHERE account = {:key}')
    .bind({ key: key })
    .execute();
}

module.exports = { config, accountKey, begin, clear };
