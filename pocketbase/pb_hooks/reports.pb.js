/* global onRecordCreateExecute */
// Reports on reviews and their moderation. A member (approved) or the
// provider's owner reports a visible review once (while open); the review gets the "En
// revisión" label or, for harmful content or personal data, is hidden until an admin decides.
// Admins decide through POST /api/lp/admin/reviews/{id}/moderation (keep / remove / restore)
// and the author is e-mailed the reason. States: src/lib/contract/moderation.ts.

onRecordCreateRequest((e) => {
  const util = require(`${__hooks}/lib/util.js`);
  const d = util.domain();
  const r = e.record;
  const review = util.findById(e.app, 'reviews', r.getString('review'));
  if (!review) return util.fail('report_review_missing');
  const provider = util.findById(e.app, 'providers', review.getString('provider'));
  if (!provider) return util.fail('report_review_missing');
  if (!util.isSuperuser(e)) {
    const caller = util.authUser(e);
    if (!caller) return util.fail('report_sign_in');
    const isOwner = provider.getString('user') === caller.id;
    if (!isOwner && !caller.getBool('approved')) return util.fail('account_not_approved');
    // Only reviews the public (or the owner) can see can be reported.
    if (review.getBool('hidden') || (!isOwner && !util.isPublicProvider(provider))) {
      util.fail('report_review_missing');
    }
    if (review.getString('reviewer') === caller.id) util.fail('report_own_review');
    r.set('reporter', caller.id);
    r.set('status', 'open');
    r.set('decided_by', '');
    r.set('decided_at', '');
    r.set('decision_reason', '');
  }
  if (!r.getString('status')) r.set('status', 'open');
  r.set('provider', provider.id);
  r.set('by_owner', provider.getString('user') === r.getString('reporter'));
  r.set('detail', r.getString('detail').trim());
  if (!d.isReportReason(r.getString('reason'))) return util.fail('report_reason');
  if (r.getString('status') === 'open') {
    const open = util.count(
      e.app,
      "SELECT COUNT(*) AS n FROM review_reports WHERE review = {:r} AND reporter = {:u} AND status = 'open'",
      { r: review.id, u: r.getString('reporter') },
    );
    if (open > 0) util.fail('report_duplicate');
  }
  require(`${__hooks}/lib/imports.js`).applyImportedCreated(e);
  e.next();
}, 'review_reports');

// The review's label / hiding follows in the same transaction (its own save writes the review
// outbox row and recomputes the aggregates).
onRecordCreateExecute((e) => {
  const util = require(`${__hooks}/lib/util.js`);
  const d = util.domain();
  util.inTransaction(e, (txApp) => {
    e.next();
    if (e.record.getString('status') !== 'open') return;
    const review = txApp.findRecordById('reviews', e.record.getString('review'));
    const reason = e.record.getString('reason');
    if (!d.isReportReason(reason)) return; // refused before the save (onRecordCreateRequest)
    const next = d.stateAfterReport(review.getString('moderation'), reason);
    if (next !== review.getString('moderation')) {
      review.set('moderation', next);
      txApp.save(review);
    }
  });
}, 'review_reports');

// The admin queue: reviews with open reports, the one reported longest ago first, paged and
// searched on the server (lib/paging.js: `page`, `perPage` ≤ 5, `q` over the review's title
// and text and the provider's name), so an answer stays small (≤ 5 reviews of ≤ 5,000
// characters, each with at most REPORTS_SHOWN of its reports and their total). Reporters stay
// hidden (only whether the provider's owner made the report); the author only through the
// audited route.
routerAdd('GET', '/api/lp/admin/reports', (e) => {
  const util = require(`${__hooks}/lib/util.js`);
  const q = require(`${__hooks}/lib/report-queue.js`);
  const paging = require(`${__hooks}/lib/paging.js`);
  const REPORTS_SHOWN = 5;
  const result = q.pageOfReviews(e, {
    group:
      "SELECT review AS rid, MIN(created) AS oldest FROM review_reports WHERE status = 'open' GROUP BY review",
    order: { oldest: 'g.oldest ASC, g.rid ASC' },
    row: (review) => {
      const open = e.app.findRecordsByFilter(
        'review_reports',
        "status = 'open' && review = {:id}",
        'created,id',
        REPORTS_SHOWN,
        0,
        { id: review.id },
      );
      const total = util.count(
        e.app,
        "SELECT COUNT(*) AS n FROM review_reports WHERE status = 'open' AND review = {:id}",
        { id: review.id },
      );
      return {
        reports: open.map((rep) => ({
          id: rep.id,
          reason: /** @type {import('../../src/lib/contract/moderation').ReportReason} */ (
            rep.getString('reason')
          ),
          detail: rep.getString('detail'),
          by_owner: rep.getBool('by_owner'),
          created: rep.getString('created'),
        })),
        reports_total: total,
        oldest: open.length ? open[0].getString('created') : '',
      };
    },
  });
  result.counts = {
    open: paging.count(e.app, 'review_reports', ["status = 'open'"]),
  };
  return e.json(200, /** @satisfies {ApiAnswer<'adminReports'>} */ (result));
});

// "Decididos": reviews whose reports were decided, the latest decision
// first, searched like the queue and filtered by decision (`decision=upheld|dismissed`), with
// the review's state now, so a retired review can be found and restored.
routerAdd('GET', '/api/lp/admin/reports/decided', (e) => {
  const q = require(`${__hooks}/lib/report-queue.js`);
  const paging = require(`${__hooks}/lib/paging.js`);
  const decision = paging.enumParam(e.requestInfo().query, 'decision', ['upheld', 'dismissed']);
  const result = q.pageOfReviews(e, {
    group:
      "SELECT review AS rid, MAX(decided_at) AS last FROM review_reports WHERE status IN ('upheld', 'dismissed')" +
      (decision ? ' AND status = {:decision}' : '') +
      ' GROUP BY review',
    binds: decision ? { decision: decision } : {},
    order: { latest: 'g.last DESC, g.rid DESC' },
    row: (review) => {
      const last = e.app.findRecordsByFilter(
        'review_reports',
        "review = {:id} && (status = 'upheld' || status = 'dismissed')",
        '-decided_at,-id',
        1,
        0,
        { id: review.id },
      )[0];
      /** @type {Omit<ApiAnswer<'adminReportsDecided'>['items'][number], 'id' | 'review'>} */
      const decided = {
        // The stored select values (review_reports.status, .reason).
        decision: last ? /** @type {'upheld' | 'dismissed'} */ (last.getString('status')) : '',
        decision_reason: last ? last.getString('decision_reason') : '',
        decided_at: last ? last.getString('decided_at') : '',
        reason: last
          ? /** @type {import('../../src/lib/contract/moderation').ReportReason} */ (
              last.getString('reason')
            )
          : '',
      };
      return decided;
    },
  });
  return e.json(200, /** @satisfies {ApiAnswer<'adminReportsDecided'>} */ (result));
});

// An admin's decision on a review, with or without open reports: keep (label removed,
// reports dismissed), remove (hidden from the public and every aggregate, reports upheld),
// restore (a removed review shown again). Audited; the author is e-mailed the reason.
routerAdd('POST', '/api/lp/admin/reviews/{id}/moderation', (e) => {
  const a = require(`${__hooks}/lib/admin.js`);
  const util = require(`${__hooks}/lib/util.js`);
  const d = util.domain();
  const { decision: chosen, reason } = a.decisionOf(e);
  if (!d.isDecision(chosen)) return util.fail('decision_invalid');
  const decision = chosen;
  if (!reason) return util.fail('decision_reason');
  const found = util.findById(e.app, 'reviews', e.request.pathValue('id'));
  if (!found) return util.fail('review_not_found');
  let closed = 0;
  let review = found;
  e.app.runInTransaction((txApp) => {
    review = txApp.findRecordById('reviews', found.id);
    review.set('moderation', d.stateAfterDecision(decision));
    txApp.save(review);
    if (decision !== 'restore') {
      // One decision, one time: the reports it closes share `decided_at` (the transparency
      // report counts them as one removal, docs/DATA-MODEL.md § Transparency report).
      // An import of history (the demo seed, as the superuser) keeps the original date.
      const decidedAt =
        require(`${__hooks}/lib/imports.js`).importedDate(e, 'original_decided_at') ||
        util.nowIso();
      const open = txApp.findRecordsByFilter(
        'review_reports',
        "review = {:r} && status = 'open'",
        '',
        0,
        0,
        { r: review.id },
      );
      for (const rep of open) {
        rep.set('status', decision === 'remove' ? 'upheld' : 'dismissed');
        rep.set(
          'decided_by',
          /** @type {core.Record} */ (e.auth).collection().name === 'users'
            ? /** @type {core.Record} */ (e.auth).id
            : '',
        );
        rep.set('decided_at', decidedAt);
        rep.set('decision_reason', reason);
        txApp.save(rep);
        closed++;
      }
    }
    const row = new Record(txApp.findCachedCollectionByNameOrId('audit_log'));
    const actor = /** @type {core.Record} */ (e.auth);
    row.set('actor', actor.id);
    row.set('actor_collection', actor.collection().name);
    row.set('action', `review_moderation_${decision}`);
    row.set('target', `reviews/${review.id}`);
    txApp.save(row);
  });
  require(`${__hooks}/lib/mail.js`).sendToReviewAuthor(e.app, review, 'moderation', (about, site) =>
    d.moderationMail({
      ...about,
      decision: decision,
      reason: reason,
      url: `${site.siteUrl}${d.paths.reviewPolicy()}`,
    }),
  );
  return e.json(
    200,
    /** @satisfies {ApiAnswer<'adminReviewModeration'>} */ ({
      id: review.id,
      moderation: review.getString('moderation'),
      hidden: review.getBool('hidden'),
      reports_closed: closed,
    }),
  );
});
