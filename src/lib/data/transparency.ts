/**
 * The records of the transparency report (`/transparencia`, `/transparencia.csv`,
 * `/transparencia.json`), read as the superuser and reduced at once to the fields the figures
 * need (src/lib/domain/transparency.ts): dates, states, reasons, signal codes and ratings. No
 * id of a member, name, e-mail, network or signal detail leaves this module.
 */
import { memoize } from './snapshot';
import { getServerPb, type TypedPocketBase } from './pb-server';
import {
  transparencyMonths,
  type TransparencyMonth,
  type TransparencyRecords,
} from '@/lib/domain/transparency';

/** Records per request (PocketBase's largest page). */
const BATCH = 1000;

/** The rating of an expanded `review`, 0 when the review is gone. */
function ratingOf(expand: Record<string, unknown> | undefined): number {
  const review = expand?.['review'] as { overall_rating?: unknown } | undefined;
  return Number(review?.overall_rating ?? 0) || 0;
}

/** The codes of a stored `signals` array (nothing else of each signal). */
function codesOf(signals: unknown): { code: string }[] {
  if (!Array.isArray(signals)) return [];
  return signals
    .map((s) => (s as { code?: unknown } | null)?.code)
    .filter((c): c is string => typeof c === 'string')
    .map((code) => ({ code }));
}

export async function readTransparencyRecords(pb: TypedPocketBase): Promise<TransparencyRecords> {
  const [signals, reports, approvals, warnings] = await Promise.all([
    pb.collection('review_signals').getFullList({
      batch: BATCH,
      sort: 'created,id',
      expand: 'review',
      fields:
        'created,held,held_at,signals,decision,decided_at,decision_reason,expand.review.overall_rating',
    }),
    pb.collection('review_reports').getFullList({
      batch: BATCH,
      sort: 'created,id',
      expand: 'review',
      fields: 'review,created,reason,status,decided_at,expand.review.overall_rating',
    }),
    pb.collection('users').getFullList({
      batch: BATCH,
      filter: "approved_at != ''",
      sort: 'approved_at,id',
      fields: 'created,approved_at,approved_by',
    }),
    pb.collection('provider_warnings').getFullList({
      batch: BATCH,
      sort: 'created,id',
      fields: 'created',
    }),
  ]);
  return {
    signals: signals.map((s) => ({
      created: String(s.created ?? ''),
      held: s.held === true,
      held_at: String(s.held_at ?? ''),
      signals: codesOf(s.signals),
      decision: String(s.decision ?? ''),
      decided_at: String(s.decided_at ?? ''),
      decision_reason: String(s.decision_reason ?? ''),
      rating: ratingOf(s.expand),
    })),
    reports: reports.map((r) => ({
      review: String(r.review ?? ''),
      created: String(r.created ?? ''),
      reason: String(r.reason ?? ''),
      status: String(r.status ?? ''),
      decided_at: String(r.decided_at ?? ''),
      rating: ratingOf(r.expand),
    })),
    approvals: approvals.map((u) => ({
      created: String(u.created ?? ''),
      approved_at: String(u.approved_at ?? ''),
      approved_by: String(u.approved_by ?? ''),
    })),
    warnings: warnings.map((w) => ({ created: String(w.created ?? '') })),
  };
}

/**
 * Every month's figures, oldest first: one read of the records per render pass, shared by the
 * page, the CSV and the JSON (memoize, ./snapshot.ts). Callers get a copy they may reorder.
 */
const months = memoize(async () =>
  transparencyMonths(await readTransparencyRecords(await getServerPb())),
);
export async function loadTransparencyMonths(): Promise<TransparencyMonth[]> {
  return [...(await months())];
}
