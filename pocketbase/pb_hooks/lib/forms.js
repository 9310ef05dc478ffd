// The public forms' spam trap (contact and privacy requests), without
// third-party captchas: a honeypot field people never see, and a minimum fill time measured
// from a token this server signed when the page asked for one (GET /api/lp/forms/token).
// Rules and field names: src/lib/domain/public-forms.ts (bundled into domain.gen.js).

/**
 * The HMAC key: FORM_TOKEN_SECRET, or a random one made once per process (tokens issued
 * before a restart then expire, and the page asks for a new one).
 * @param {core.App} app
 * @returns {string}
 */
function secret(app) {
  const fromEnv = $os.getenv('FORM_TOKEN_SECRET');
  if (fromEnv) return fromEnv;
  const store = app.store();
  let s = store.get('lp_form_token_secret');
  if (!s) {
    s = $security.randomString(48);
    store.set('lp_form_token_secret', s);
  }
  return String(s);
}

/**
 * A new token: the issue time in ms and its signature.
 * @param {core.App} app
 * @returns {string}
 */
function issue(app) {
  const at = String(Date.now());
  return `${at}.${$security.hs256(at, secret(app))}`;
}

/**
 * What a token says about the form: 'ok', 'fast' (sent sooner than the minimum fill time after
 * the token was issued: a bot's) or 'invalid' (missing, forged or too old).
 * @param {core.App} app
 * @param {unknown} token
 * @returns {'ok' | 'fast' | 'invalid'}
 */
function check(app, token) {
  const d = require(`${__hooks}/lib/domain.gen.js`);
  const m = /^(\d{10,16})\.([0-9a-f]{64})$/.exec(String(token || ''));
  if (!m) return 'invalid';
  if (!$security.equal($security.hs256(m[1], secret(app)), m[2])) return 'invalid';
  const age = Date.now() - Number(m[1]);
  if (age < 0 || age > d.FORM_TOKEN_MAX_AGE_MS) return 'invalid';
  return age < d.FORM_MIN_FILL_MS ? 'fast' : 'ok';
}

/**
 * A public form's submission: its text `fields` (unreadable: 400 form_invalid), refused with
 * 400 form_expired when its token is missing, forged or too old; `trapped` when the honeypot
 * is filled or the form was sent faster than a person fills it (answer as if accepted, keep
 * nothing).
 * @param {core.RequestEvent} e
 * @param {string[]} fields
 * @returns {{ values: { [name: string]: string }, trapped: boolean }}
 */
function submission(e, fields) {
  const util = require(`${__hooks}/lib/util.js`);
  const d = util.domain();
  const values = util.stringFields(e, [...fields, d.HONEYPOT_FIELD, d.FORM_TOKEN_FIELD]);
  const state = check(e.app, values[d.FORM_TOKEN_FIELD]);
  if (state === 'invalid') util.fail('form_expired');
  return { values, trapped: values[d.HONEYPOT_FIELD] !== '' || state === 'fast' };
}

/**
 * Refuses the request with 400 form_invalid and one Spanish error per bad field
 * (`errors`: field → contract error code), or passes when there are none.
 * @param {{ [field: string]: import('../../../src/lib/contract/errors').ErrorCode }} errors
 */
function failFields(errors) {
  const util = require(`${__hooks}/lib/util.js`);
  const d = util.domain();
  const keys = Object.keys(errors);
  if (keys.length === 0) return;
  /** @type {{ [name: string]: ValidationError }} */
  const fields = {};
  for (const k of keys) fields[k] = new ValidationError(errors[k], d.errorText(errors[k]));
  util.fail('form_invalid', fields);
}

module.exports = { issue, check, submission, failFields };
