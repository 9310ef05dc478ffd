// Per-account limit of failed password sign-ins (docs/SECURITY.md, issue 11 finding 10).
// A sliding window, not a lock: an account refuses password sign-in while it has
// `max` failures in the last `window` seconds, and recovers on its own when the oldest of them
// leaves the window. Refused attempts are not counted, so waiting always ends the refusal.

/** LOGIN_FAILURE_LIMIT (default 5, 0 = off) and LOGIN_FAILURE_WINDOW seconds (default 900). */
function config() {
  const num = (name, fallback) => {
    const v = parseInt($os.getenv(name), 10);
    return Number.isFinite(v) && v >= 0 ? v : fallback;
  };
  return { max: num('LOGIN_FAILURE_LIMIT', 5), window: num('LOGIN_FAILURE_WINDOW', 900) || 900 };
}

/** The stored key of an identity: a hash, so no e-mail address is kept. */
function accountKey(identity) {
  return $security.sha256(String(identity || '').trim().toLowerCase());
}

/** UTC "YYYY-MM-DD HH:MM:SS.sssZ" `seconds` ago, the format of PocketBase's autodate. */
function since(seconds) {
  return new Date(Date.now() - seconds * 1000).toISOString().replace('T', ' ');
}

/** Failures of `key` within the window. */
function recentFailures(app, key, cfg) {
  const row = new DynamicModel({ n: 0 });
  app
    .db()
    .newQuery('SELECT COUNT(*) AS n FROM login_failures WHERE account = {:key} AND created > {:since}')
    .bind({ key: key, since: since(cfg.window) })
    .one(row);
  return row.n;
}

function isLimited(app, key, cfg) {
  return cfg.max > 0 && recentFailures(app, key, cfg) >= cfg.max;
}

/** Counts one failure (and forgets the ones that left the window, for every account). */
function recordFailure(app, key, cfg) {
  if (cfg.max <= 0) return;
  app
    .db()
    .newQuery('DELETE FROM login_failures WHERE created <= {:since}')
    .bind({ since: since(cfg.window) })
    .execute();
  const record = new Record(app.findCollectionByNameOrId('login_failures'));
  record.set('account', key);
  app.save(record);
}

/** A successful sign-in (or a password reset) starts the count again. */
function clear(app, key) {
  app.db().newQuery('DELETE FROM login_failures WHERE account = {:key}').bind({ key: key }).execute();
}

module.exports = { config, accountKey, isLimited, recordFailure, clear };
