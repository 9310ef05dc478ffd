// The admin's "Verificación" queue: reviews held by the integrity signals when they were
// written (`reviews.moderation = 'verifying'`, their `review_signals` row), and the decision on
// each (docs/DATA-MODEL.md § review_signals, docs/DECISIONS.md § Verification decisions).

// The held reviews, the one held longest ago first, paged and searched on the server as the
// report queue (lib/report-queue.js: `page`, `perPage` ≤ 5, `q` over the review's title and text
// and the provider's name), each with its signals (the client writes them in words:
// src/lib/messages/verification.ts). A near-duplicate's other review comes with its title and
// address so the admin can open it.
routerAdd('GET', '/api/lp/admin/verification', (e) => {
  /** The stored signals (a JSON array), or none when unreadable. */
  const parsedSignals = (/** @type {string} */ json) => {
    try {
      const list = JSON.parse(json || '[]');
      return Array.isArray(list) ? list : [];
    } catch {
      return [];
    }
  };
  const util = require(`${__hooks}/lib/util.js`);
  const q = require(`${__hooks}/lib/report-queue.js`);
  const paging = require(`${__hooks}/lib/paging.js`);
  const d = util.domain();
  const result = q.pageOfReviews(e, {
    group:
      'SELECT s.review AS rid, s.held_at AS held_at FROM review_signals s' +
      ' JOIN reviews rv ON rv.id = s.review WHERE rv.moderation = {:verifying}',
    binds: { verifying: d.VERIFYING_STATE },
    order: { oldest: 'g.held_at ASC, g.rid ASC' },
    row: (review) => {
      const row = e.app.findFirstRecordByFilter('review_signals', 'review = {:r}', {
        r: review.id,
      });
      const signals = parsedSignals(row.getString('signals')).map((s) => {
        if (s.code !== 'duplicate_text' || !s.review) return s;
        const other = util.findById(e.app, 'reviews', s.review);
        const provider = other && util.findById(e.app, 'providers', other.getString('provider'));
        return Object.assign({}, s, {
          other: other
            ? {
                id: other.id,
                title: other.getString('title'),
                hidden: other.getBool('hidden'),
                url: provider ? d.paths.review(provider.getString('slug'), other.id) : '',
              }
            : null,
        });
      });
      return { signals: signals, held_at: row.getString('held_at') };
    },
  });
  result.counts = {
    held: paging.count(e.app, 'reviews', ['moderation = {:v}'], { v: d.VERIFYING_STATE }),
  };
  return e.json(200, /** @satisfies {ApiAnswer<'adminVerification'>} */ (result));
});

// An admin's decision on a held review: `publish` (shown, counted, and on the pages through the
// review's outbox event like a new review) or `remove` with a report reason (kept hidden as
// `removed`, restorable from the reports panel). One transaction writes the review, its
// signals row (decision, decided_at, decided_by, decision_reason) and the audit row; then the
// author is e-mailed the statement of reasons. A review no longer held is refused (400
// `verification_not_held`), so two admins cannot decide twice.
routerAdd('POST', '/api/lp/admin/verification/{id}', (e) => {
  const a = require(`${__hooks}/lib/admin.js`);
  const util = require(`${__hooks}/lib/util.js`);
  const d = util.domain();
  const { decision, reason: given } = a.decisionOf(e);
  if (!d.isVerificationDecision(decision)) return util.fail('decision_invalid');
  // The ground of a removal, from the report catalogue; a publication has none.
  const reason = decision === 'remove' && d.isReportReason(given) ? given : '';
  if (decision === 'remove' && !reason) util.fail('verification_reason');
  const found = util.findById(e.app, 'reviews', e.request.pathValue('id'));
  if (!found) return util.fail('review_not_found');
  if (found.getString('moderation') !== d.VERIFYING_STATE) util.fail('verification_not_held');
  // An import of history (the demo seed, as the superuser) keeps the decision's original date.
  const decidedAt =
    require(`${__hooks}/lib/imports.js`).importedDate(e, 'original_decided_at') || util.nowIso();
  let review = found;
  let stale = false;
  e.app.runInTransaction((txApp) => {
    review = txApp.findRecordById('reviews', found.id);
    // Decided by someone else since the read above: nothing is written.
    stale = review.getString('moderation') !== d.VERIFYING_STATE;
    if (stale) return;
    review.set('moderation', decision === 'remove' ? 'removed' : '');
    txApp.save(review);
    const row = txApp.findRecordsByFilter('review_signals', 'review = {:r}', '', 1, 0, {
      r: review.id,
    })[0];
    if (row) {
      row.set('decision', decision);
      row.set('decided_at', decidedAt);
      row.set(
        'decided_by',
        /** @type {core.Record} */ (e.auth).collection().name === 'users'
          ? /** @type {core.Record} */ (e.auth).id
          : '',
      );
      row.set('decision_reason', reason);
      txApp.save(row);
    }
    const audit = new Record(txApp.findCachedCollectionByNameOrId('audit_log'));
    const actor = /** @type {core.Record} */ (e.auth);
    audit.set('actor', actor.id);
    audit.set('actor_collection', actor.collection().name);
    audit.set('action', `review_verification_${decision}`);
    audit.set('target', `reviews/${review.id}`);
    if (reason) audit.set('note', reason);
    txApp.save(audit);
  });
  if (stale) util.fail('verification_not_held');
  require(`${__hooks}/lib/mail.js`).sendToReviewAuthor(
    e.app,
    review,
    'verification',
    (about, site) =>
      d.verificationMail({
        ...about,
        decision: decision,
        reason: reason,
        policyUrl: `${site.siteUrl}${d.paths.reviewPolicy()}`,
        contactUrl: `${site.siteUrl}${d.paths.contact()}`,
      }),
  );
  return e.json(
    200,
    /** @satisfies {ApiAnswer<'adminVerificationDecide'>} */ ({
      id: review.id,
      moderation: review.getString('moderation'),
      hidden: review.getBool('hidden'),
      decision: decision,
    }),
  );
});
