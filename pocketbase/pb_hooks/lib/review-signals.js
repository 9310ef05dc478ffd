// Review integrity signals (src/lib/contract/review-integrity.ts; docs/SECURITY.md § Review
// signals): the facts of a new review gathered from the database, in the transaction that
// accepts it, the decision, and what is kept (`review_signals`, `review_networks`,
// `review_text_bands`).

/** Where the network-hash secret lives, inside PocketBase's data dir (never in the database). */
const SECRET_FILE = 'review-network.key';
/** Custom (never saved, hidden from every answer) key carrying the network from request to save. */
const NET_KEY = 'lp_network';
/** The one band row of a text too short to compare (see indexText). */
const UNCOMPARED = '-';

let secretCache = '';

/**
 * The server secret of the network hash: created (random, 0600) on first use.
 * @param {CoreApp} app
 * @returns {string}
 */
function secret(app) {
  if (secretCache) return secretCache;
  const path = `${app.dataDir()}/${SECRET_FILE}`;
  let value;
  try {
    value = toString($os.readFile(path)).trim();
  } catch {
    value = '';
  }
  if (value.length < 32) {
    value = $security.randomString(64);
    $os.writeFile(path, value, /** @type {any} */ (0o600));
  }
  secretCache = value;
  return value;
}

/**
 * The keyed hash of the caller's /24 or /48 network ('' when the address is unknown).
 * @param {core.RequestEvent} e
 * @returns {string}
 */
function networkOf(e) {
  const d = require(`${__hooks}/lib/domain.gen.js`);
  const prefix = d.networkPrefix(e.realIP());
  return prefix ? $security.hs256(prefix, secret(e.app)) : '';
}

/**
 * Request phase: an employee may not review the employer (FTC 16 CFR 465.5): the reviewer's
 * e-mail at the provider's website domain is refused. Then the caller's network is carried to
 * the save (a custom value of the record, hidden from the answer).
 * @param {HookRecordRequestEvent} e
 * @param {core.Record} provider
 */
function onRequest(e, provider) {
  const util = require(`${__hooks}/lib/util.js`);
  const d = util.domain();
  const reviewer = util.findById(e.app, 'users', e.record.getString('reviewer'));
  if (reviewer && d.emailMatchesWebsite(reviewer.email(), provider.getString('website'))) {
    util.fail('review_insider');
  }
  e.record.set(NET_KEY, networkOf(e));
  e.record.hide(NET_KEY);
}

/**
 * "YYYY-MM-DD HH:MM:SS.sssZ" of a millisecond time (the stored date format).
 * @param {number} ms
 * @returns {string}
 */
function iso(ms) {
  return new Date(ms).toISOString().replace('T', ' ');
}

/**
 * The review's date in ms: its imported `created`, else now.
 * @param {core.Record} record
 * @returns {number}
 */
function dateOf(record) {
  const created = record.getDateTime('created');
  return created.isZero() ? Date.now() : created.unix() * 1000;
}

/**
 * @param {CoreApp} app
 * @param {string} sql
 * @param {{ [name: string]: unknown }} params
 * @param {{ [column: string]: unknown }} shape
 */
function rows(app, sql, params, shape) {
  const out = arrayOf(new DynamicModel(shape));
  app.db().newQuery(sql).bind(params).all(out);
  return out;
}

/**
 * The provider sharing a category whose website domain is the reviewer's e-mail domain.
 * @param {core.App} app
 * @param {core.Record} reviewer
 * @param {core.Record} provider
 */
function competitorOf(app, reviewer, provider) {
  const d = require(`${__hooks}/lib/domain.gen.js`);
  const domain = d.emailDomain(reviewer.email());
  if (!domain) return null;
  /** @type {{ [category: string]: boolean }} */
  const mine = {};
  for (const c of provider.getStringSlice('categories')) mine[c] = true;
  // Through the `website_domain` index; a provider saved before the column existed ("" until
  // the hourly job fills it) is matched on its website as before.
  const found = rows(
    app,
    `SELECT id, website, categories FROM providers
     WHERE id != {:p} AND (website_domain = {:dom}
       OR (website_domain = '' AND instr(lower(website), {:dom}) > 0))`,
    { p: provider.id, dom: domain },
    { id: '', website: '', categories: '' },
  );
  for (const row of found) {
    if (d.websiteDomain(row.website) !== domain) continue;
    let cats;
    try {
      cats = JSON.parse(row.categories || '[]');
    } catch {
      cats = [row.categories];
    }
    if (!Array.isArray(cats)) cats = [String(cats)];
    if (cats.some((c) => mine[c])) return { domain: domain, provider: row.id };
  }
  return null;
}

/**
 * The most similar review of another account (by the MinHash index, then exact Jaccard).
 * @param {core.App} app
 * @param {core.Record} record
 * @param {TextIndex} index the new text's (textIndexOf)
 */
function nearestText(app, record, index) {
  const d = require(`${__hooks}/lib/domain.gen.js`);
  if (index.hashes.length === 0) return null;
  /** @type {{ [name: string]: string }} */
  const params = { u: record.getString('reviewer') };
  // Reviews an older index still holds under the previous band keys are found by those too,
  // until the backfill job has re-indexed them (legacyIndexed).
  const keys = legacyIndexed(app)
    ? index.keys.concat(d.legacyBandKeys(index.shingles))
    : index.keys;
  const names = keys.map((k, i) => {
    params[`b${i}`] = k;
    return `{:b${i}}`;
  });
  // Each candidate's stored fingerprint (its text only when it has none yet: a review indexed
  // before fingerprints were kept, until the backfill job reaches it).
  const candidates = rows(
    app,
    `SELECT r.id AS id, COALESCE(s.hashes, '') AS hashes,
       CASE WHEN s.id IS NULL THEN r.review_text ELSE '' END AS text, COUNT(*) AS n
     FROM review_text_bands b JOIN reviews r ON r.id = b.review
     LEFT JOIN review_text_shingles s ON s.review = r.id
     WHERE b.band IN (${names.join(', ')}) AND r.reviewer != {:u}
     GROUP BY r.id ORDER BY n DESC LIMIT ${d.MAX_DUPLICATE_CANDIDATES}`,
    params,
    { id: '', hashes: '', text: '', n: 0 },
  );
  const similarity = d.similarityTo(index.hashes);
  let best = null;
  for (const c of candidates) {
    const sim = similarity(
      c.text ? d.shingleHashes(d.shinglesOf(c.text)) : d.fingerprintHashes(c.hashes),
    );
    if (!best || sim > best.similarity) best = { similarity: sim, review: c.id };
  }
  return best;
}

/**
 * Whether the band index still holds keys of the scheme `bandKeys` replaced (LEGACY_BAND).
 * Once none is left it stays so: every key written since is current. Kept per hooks VM.
 * @param {core.App} app
 * @returns {boolean}
 */
function legacyIndexed(app) {
  if (legacyGone) return false;
  const left = count(
    app,
    `SELECT COUNT(*) AS n FROM (SELECT 1 FROM review_text_bands WHERE ${LEGACY_BAND} LIMIT 1)`,
    {},
  );
  legacyGone = left === 0;
  return !legacyGone;
}
let legacyGone = false;
/**
 * The band rows of the previous scheme: their keys start with a digit (the current ones with
 * `BAND_KEY_PREFIX`, a text too short with "-"), a range the band index serves.
 */
const LEGACY_BAND = "band >= '0' AND band < ':'";

/**
 * Reviews of the provider per day over the history window before the burst window.
 * @param {core.App} app
 * @param {string} providerId
 * @param {number} at
 */
function dailyCounts(app, providerId, at) {
  const d = require(`${__hooks}/lib/domain.gen.js`);
  const windowStart = at - d.BURST_WINDOW_HOURS * 3600000;
  const from = windowStart - d.BURST_HISTORY_DAYS * 86400000;
  const found = rows(
    app,
    `SELECT CAST((julianday({:end}) - julianday(created)) AS INTEGER) AS day, COUNT(*) AS n
     FROM reviews WHERE provider = {:p} AND created > {:from} AND created <= {:end}
     GROUP BY day`,
    { p: providerId, from: iso(from), end: iso(windowStart) },
    { day: 0, n: 0 },
  );
  const counts = [];
  for (let i = 0; i < d.BURST_HISTORY_DAYS; i++) counts.push(0);
  for (const r of found) if (r.day >= 0 && r.day < counts.length) counts[r.day] += r.n;
  return counts;
}

/**
 * @param {core.App} app
 * @param {string} sql
 * @param {{ [name: string]: unknown }} params
 * @returns {number}
 */
function count(app, sql, params) {
  return require(`${__hooks}/lib/util.js`).count(app, sql, params);
}

/**
 * True when any context field of the review was given.
 * @param {core.Record} record
 * @returns {boolean}
 */
function hasContext(record) {
  const d = require(`${__hooks}/lib/domain.gen.js`);
  return d.CONTEXT_FIELDS.some((f) => {
    const v = record.get(f);
    return v !== null && v !== undefined && v !== '' && v !== 0 && v !== false;
  });
}

/**
 * Save phase (inside the review's transaction, before the insert): the signals of the new
 * review; a review they hold becomes `verifying` (hidden). Returns what `store` keeps.
 * @param {core.App} app
 * @param {core.Record} record
 */
function evaluate(app, record) {
  const d = require(`${__hooks}/lib/domain.gen.js`);
  const util = require(`${__hooks}/lib/util.js`);
  const at = dateOf(record);
  const providerId = record.getString('provider');
  const provider = util.findById(app, 'providers', providerId);
  const reviewer = util.findById(app, 'users', record.getString('reviewer'));
  const net = String(record.get(NET_KEY) || '');
  const shingles = d.shinglesOf(record.getString('review_text'));
  // Computed once: the candidates' lookup and the review's own index rows.
  const index = textIndexOf(shingles);
  const accountCreated = reviewer ? reviewer.getDateTime('created').unix() * 1000 : at;
  const facts = {
    competitor: reviewer && provider ? competitorOf(app, reviewer, provider) : null,
    nearest: nearestText(app, record, index),
    recentCount:
      count(
        app,
        'SELECT COUNT(*) AS n FROM reviews WHERE provider = {:p} AND created > {:from} AND created <= {:at}',
        { p: providerId, from: iso(at - d.BURST_WINDOW_HOURS * 3600000), at: iso(at) },
      ) + 1,
    dailyCounts: dailyCounts(app, providerId, at),
    networkAccounts: net
      ? count(
          app,
          `SELECT COUNT(DISTINCT user) AS n FROM review_networks
           WHERE provider = {:p} AND net = {:net} AND user != {:u}
             AND created > {:from} AND created <= {:at}`,
          {
            p: providerId,
            net: net,
            u: record.getString('reviewer'),
            from: iso(at - d.NETWORK_WINDOW_DAYS * 86400000),
            at: iso(at),
          },
        ) + 1
      : 1,
    accountHours: (at - accountCreated) / 3600000,
    firstReview:
      count(app, 'SELECT COUNT(*) AS n FROM reviews WHERE reviewer = {:u} AND created <= {:at}', {
        u: record.getString('reviewer'),
        at: iso(at),
      }) === 0,
    rating: record.getInt('overall_rating'),
    hasContext: hasContext(record),
  };
  const signals = d.reviewSignals(facts);
  const held = d.shouldHold(signals);
  if (held) {
    record.set('moderation', d.VERIFYING_STATE);
    record.set('hidden', true);
  }
  return { at: at, net: net, signals: signals, held: held, index: index };
}

function newId() {
  return $security.randomStringWithAlphabet(15, 'abcdefghijklmnopqrstuvwxyz0123456789');
}

/**
 * A text's index entries: its band keys and its shingle hashes, each shingle hashed once
 * (`shingleIndex`), and its shingles. A text too short to compare keeps one band row that no
 * key equals ("-"), so it counts as indexed and the backfill never reads it again, and no
 * hashes: it is never a candidate.
 * @typedef {{ keys: string[], hashes: string[], shingles: string[] }} TextIndex
 */

/**
 * @param {string[]} shingles
 * @returns {TextIndex}
 */
function textIndexOf(shingles) {
  const d = require(`${__hooks}/lib/domain.gen.js`);
  if (shingles.length < d.MIN_SHINGLES) return { keys: [UNCOMPARED], hashes: [], shingles };
  return { ...d.shingleIndex(shingles), shingles };
}

/**
 * Replaces the review's MinHash bands and shingle fingerprint (its text's index entries).
 * @param {CoreApp} app
 * @param {string} reviewId
 * @param {TextIndex} index
 */
function indexText(app, reviewId, index) {
  app
    .db()
    .newQuery('DELETE FROM review_text_bands WHERE review = {:r}')
    .bind({ r: reviewId })
    .execute();
  /** @type {{ [name: string]: string }} */
  const params = { r: reviewId };
  const values = index.keys.map((k, i) => {
    params[`i${i}`] = newId();
    params[`b${i}`] = k;
    return `({:i${i}}, {:r}, {:b${i}})`;
  });
  app
    .db()
    .newQuery(`INSERT INTO review_text_bands (id, review, band) VALUES ${values.join(', ')}`)
    .bind(params)
    .execute();
  keepFingerprint(app, reviewId, index.hashes);
}

/**
 * Replaces the review's shingle fingerprint.
 * @param {CoreApp} app
 * @param {string} reviewId
 * @param {string[]} hashes
 */
function keepFingerprint(app, reviewId, hashes) {
  const d = require(`${__hooks}/lib/domain.gen.js`);
  app
    .db()
    .newQuery('DELETE FROM review_text_shingles WHERE review = {:r}')
    .bind({ r: reviewId })
    .execute();
  app
    .db()
    .newQuery('INSERT INTO review_text_shingles (id, review, hashes) VALUES ({:i}, {:r}, {:h})')
    .bind({ i: newId(), r: reviewId, h: d.fingerprintOf(hashes) })
    .execute();
}

/**
 * After the insert, same transaction: the review's signals row, network row and text bands.
 * @param {core.App} app
 * @param {core.Record} record
 * @param {ReturnType<typeof evaluate>} result
 */
function store(app, record, result) {
  const at = iso(result.at);
  const signals = new Record(app.findCachedCollectionByNameOrId('review_signals'));
  signals.set('review', record.id);
  signals.set('provider', record.getString('provider'));
  signals.set('reviewer', record.getString('reviewer'));
  signals.set('signals', result.signals);
  signals.set('held', result.held);
  if (result.held) signals.set('held_at', at);
  // Dated as the review (an import's original date too): the transparency report counts a
  // review submitted in the month it was written (docs/DATA-MODEL.md § Transparency report).
  const written = record.getString('created');
  if (written) signals.setRaw('created', new DateTime(written));
  app.save(signals);
  if (result.net) {
    app
      .db()
      .newQuery(
        `INSERT INTO review_networks (id, user, provider, review, net, created)
         VALUES ({:id}, {:u}, {:p}, {:r}, {:net}, {:at})`,
      )
      .bind({
        id: newId(),
        u: record.getString('reviewer'),
        p: record.getString('provider'),
        r: record.id,
        net: result.net,
        at: at,
      })
      .execute();
  }
  indexText(app, record.id, result.index);
}

/**
 * After an edit of the text: the index follows the new text (the signals stay as computed).
 * @param {core.App} app
 * @param {core.Record} record
 */
function reindex(app, record) {
  const d = require(`${__hooks}/lib/domain.gen.js`);
  indexText(app, record.id, textIndexOf(d.shinglesOf(record.getString('review_text'))));
}

/**
 * Network rows older than the retention are deleted (hourly job).
 * @param {CoreApp} app
 */
function expireNetworks(app) {
  const d = require(`${__hooks}/lib/domain.gen.js`);
  app
    .db()
    .newQuery('DELETE FROM review_networks WHERE created < {:t}')
    .bind({ t: iso(Date.now() - d.NETWORK_RETENTION_DAYS * 86400000) })
    .execute();
}

/**
 * Indexes the texts of reviews written before the index (or its fingerprints) existed, and
 * fills the website domain of providers saved before it was kept (a few thousand per call).
 * @param {CoreApp} app
 * @param {number} limit
 */
function backfillBands(app, limit) {
  const d = require(`${__hooks}/lib/domain.gen.js`);
  // Not indexed, indexed under the previous band keys (they start with a digit), or without
  // a fingerprint.
  const missing = rows(
    app,
    `WITH legacy AS (SELECT review FROM review_text_bands WHERE ${LEGACY_BAND})
     SELECT id, review_text AS text,
       id IN (SELECT review FROM review_text_bands) AND id NOT IN legacy AS banded
     FROM reviews
     WHERE id NOT IN (SELECT review FROM review_text_bands)
        OR id IN legacy
        OR id NOT IN (SELECT review FROM review_text_shingles) LIMIT ${limit}`,
    {},
    { id: '', text: '', banded: false },
  );
  // A review indexed before fingerprints were kept only gets its fingerprint.
  for (const r of missing) {
    const shingles = d.shinglesOf(r.text);
    const index = textIndexOf(shingles);
    if (r.banded) keepFingerprint(app, r.id, index.hashes);
    else indexText(app, r.id, index);
  }
  const domainless = rows(
    app,
    `SELECT id, website FROM providers WHERE website_domain = '' LIMIT ${limit}`,
    {},
    { id: '', website: '' },
  );
  for (const p of domainless) {
    app
      .db()
      .newQuery('UPDATE providers SET website_domain = {:dom} WHERE id = {:id}')
      .bind({ id: p.id, dom: websiteDomainKey(p.website) })
      .execute();
  }
  return missing.length + domainless.length;
}

/**
 * The `website_domain` stored for a website: its domain, or "-" when it has none.
 * @param {string} website
 * @returns {string}
 */
function websiteDomainKey(website) {
  const d = require(`${__hooks}/lib/domain.gen.js`);
  return d.websiteDomain(website) || UNCOMPARED;
}

module.exports = {
  onRequest,
  evaluate,
  store,
  reindex,
  expireNetworks,
  backfillBands,
  websiteDomainKey,
  NET_KEY,
};
