// The monthly transparency figures (src/lib/domain/transparency.ts): table cases, and a
// property: over random event sequences, the module's figures equal a naive recount.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  TRANSPARENCY_FIGURES,
  RATINGS,
  monthsBetween,
  siteMonth,
  transparencyCsv,
  transparencyMonths,
  type ApprovalRecord,
  type ReportRecord,
  type SignalRecord,
  type TransparencyRecords,
} from '@/lib/domain/transparency';
import { siteDay } from '@/lib/contract/time';
import { FIGURE_LABELS } from '@/lib/messages/transparency';
import { REPORT_REASONS } from '@/lib/contract/moderation';
import { SIGNAL_CODES } from '@/lib/contract/review-integrity';
import { APPROVAL_RULES } from '@/lib/contract/accounts';
import { STAR_VALUES } from '@/lib/contract/reviews';

const none: TransparencyRecords = { signals: [], reports: [], approvals: [], warnings: [] };

const signal = (over: Partial<SignalRecord>): SignalRecord => ({
  created: '2026-01-10 12:00:00.000Z',
  held: false,
  held_at: '',
  signals: [],
  decision: '',
  decided_at: '',
  decision_reason: '',
  rating: 4,
  ...over,
});

const report = (over: Partial<ReportRecord>): ReportRecord => ({
  review: 'r1',
  created: '2026-01-10 12:00:00.000Z',
  reason: 'spam',
  status: 'open',
  decided_at: '',
  rating: 2,
  ...over,
});

describe('siteMonth and monthsBetween', () => {
  it.each([
    ['2026-02-01 05:59:59.000Z', '2026-01'],
    ['2026-02-01 06:00:00.000Z', '2026-02'],
    ['2026-01-01T05:00:00Z', '2025-12'],
    ['', null],
  ])('counts %s in the site month %s', (iso, month) => {
    expect(siteMonth(iso)).toBe(month);
  });

  it('counts every instant in the month of its site day (random instants, both date forms)', () => {
    fc.assert(
      fc.property(
        fc.date({
          min: new Date('2020-01-01T00:00:00Z'),
          max: new Date('2030-12-31T23:59:59Z'),
          noInvalidDate: true,
        }),
        fc.boolean(),
        (at, spaced) => {
          const iso = at.toISOString();
          const value = spaced ? iso.replace('T', ' ') : iso;
          expect(siteMonth(value)).toBe(siteDay(at).slice(0, 7));
        },
      ),
      { numRuns: 2000 },
    );
    // Around the turn of a month and of a year, every minute of the offset's hours.
    for (const start of ['2026-03-01T00:00:00Z', '2027-01-01T00:00:00Z', '2024-03-01T00:00:00Z']) {
      for (let m = -8 * 60; m <= 8 * 60; m++) {
        const at = new Date(Date.parse(start) + m * 60_000);
        expect(siteMonth(at.toISOString().replace('T', ' '))).toBe(siteDay(at).slice(0, 7));
      }
    }
  });

  it('lists every month between two, across a year', () => {
    expect(monthsBetween('2025-11', '2026-02')).toEqual([
      '2025-11',
      '2025-12',
      '2026-01',
      '2026-02',
    ]);
  });
});

describe('transparencyMonths', () => {
  it('has no month without records', () => {
    expect(transparencyMonths(none)).toEqual([]);
  });

  it('counts a review held by two signals once, under each signal, and its later removal in the month decided', () => {
    const months = transparencyMonths({
      ...none,
      signals: [
        signal({
          held: true,
          held_at: '2026-01-10 12:00:00.000Z',
          signals: [{ code: 'burst' }, { code: 'duplicate_text' }, { code: 'burst' }],
          decision: 'remove',
          decided_at: '2026-03-01 12:00:00.000Z',
          decision_reason: 'not_real',
          rating: 5,
        }),
        signal({}),
      ],
    });
    expect(months.map((m) => m.month)).toEqual(['2026-01', '2026-02', '2026-03']);
    const [jan, feb, mar] = months.map((m) => m.figures);
    expect(jan).toMatchObject({
      reviews_submitted: 2,
      reviews_published_at_once: 1,
      reviews_held: 1,
      reviews_held_signal_burst: 1,
      reviews_held_signal_duplicate_text: 1,
      reviews_held_signal_shared_network: 0,
      removals_total: 0,
      removals_automatic_percent: null,
      decisions_median_hours: null,
    });
    expect(feb!.reviews_submitted).toBe(0);
    expect(mar).toMatchObject({
      reviews_submitted: 0,
      removals_total: 1,
      removals_automatic: 1,
      removals_reason_not_real: 1,
      removals_rating_5: 1,
      removals_automatic_percent: 100,
      decisions: 1,
      decisions_median_hours: 50 * 24,
    });
  });

  it('counts reports upheld together as one removal through reports, under the oldest report reason', () => {
    const decided = '2026-02-02 12:00:00.000Z';
    const [jan, feb] = transparencyMonths({
      ...none,
      signals: [
        signal({
          held: true,
          held_at: '2026-02-01 12:00:00.000Z',
          decision: 'publish',
          decided_at: '2026-02-01 14:00:00.000Z',
        }),
      ],
      reports: [
        report({ created: '2026-01-20 12:00:00.000Z', reason: 'harmful' }),
        report({
          created: '2026-01-31 12:00:00.000Z',
          reason: 'harmful',
          status: 'upheld',
          decided_at: decided,
        }),
        report({
          created: '2026-01-30 12:00:00.000Z',
          reason: 'spam',
          status: 'upheld',
          decided_at: decided,
        }),
        report({
          review: 'r2',
          created: '2026-02-01 12:00:00.000Z',
          status: 'dismissed',
          decided_at: decided,
        }),
      ].map((r) => r),
    }).map((m) => m.figures);
    expect(jan).toMatchObject({ reports_received: 3, reports_received_reason_harmful: 2 });
    expect(feb).toMatchObject({
      reports_received: 1,
      reports_upheld: 2,
      reports_upheld_reason_harmful: 1,
      reports_upheld_reason_spam: 1,
      removals_total: 1,
      removals_through_reports: 1,
      removals_reason_spam: 1,
      removals_rating_2: 1,
      removals_automatic_percent: 0,
      reviews_published_after_verification: 1,
      decisions: 4,
      // 2 h (the hold), 24 h (the dismissed report), 3 days and 2 days: the median of 4 values.
      decisions_median_hours: (48 + 24) / 2,
    });
  });

  it('splits approvals by rule, and measures only the admins’ wait', () => {
    const created = '2026-04-01 12:00:00.000Z';
    const approvals: ApprovalRecord[] = [
      { created, approved_at: '2026-04-02 12:00:00.000Z', approved_by: 'admin' },
      { created, approved_at: '2026-04-01 22:00:00.000Z', approved_by: 'admin' },
      { created, approved_at: '2026-04-01 12:00:01.000Z', approved_by: 'linkedin' },
      { created, approved_at: '2026-04-05 12:00:00.000Z', approved_by: 'company_domain' },
    ];
    const [apr] = transparencyMonths({
      ...none,
      approvals,
      warnings: [{ created: '2026-04-09 00:00:00.000Z' }],
    });
    expect(apr!.figures).toMatchObject({
      accounts_approved_automatically: 2,
      accounts_approved_rule_linkedin: 1,
      accounts_approved_rule_company_domain: 1,
      accounts_approved_rule_invitation: 0,
      accounts_approved_by_admin: 2,
      accounts_admin_median_wait_hours: 17,
      warnings_issued: 1,
    });
  });

  it('is never moved by the rating alone: a 1-star review nothing flagged is published at once', () => {
    const [m] = transparencyMonths({ ...none, signals: [signal({ rating: 1 })] });
    expect(m!.figures).toMatchObject({ reviews_published_at_once: 1, reviews_held: 0 });
  });
});

describe('transparencyCsv', () => {
  it('writes a header and one row per month × figure, empty for a median with nothing to measure', () => {
    const months = transparencyMonths({
      ...none,
      warnings: [{ created: '2026-05-05 00:00:00.000Z' }],
    });
    const lines = transparencyCsv(months, FIGURE_LABELS).trimEnd().split('\r\n');
    expect(lines[0]).toBe('month,figure,label,value');
    expect(lines).toHaveLength(1 + TRANSPARENCY_FIGURES.length);
    expect(lines).toContain('2026-05,warnings_issued,Advertencias públicas sobre proveedores,1');
    expect(lines.find((l) => l.includes(',decisions_median_hours,'))?.endsWith(',')).toBe(true);
  });
});

// ── Property: the figures equal a naive recount ─────────────────────────────────────────────

/** The site month through Intl's time-zone database (independent of the module's offset). */
const MEXICO_CITY = new Intl.DateTimeFormat('en-CA', {
  timeZone: 'America/Mexico_City',
  year: 'numeric',
  month: '2-digit',
});
const monthOf = (iso: string): string => {
  const parts = MEXICO_CITY.formatToParts(new Date(iso.replace(' ', 'T')));
  const get = (t: string) => parts.find((p) => p.type === t)!.value;
  return `${get('year')}-${get('month')}`;
};

const naiveMedian = (xs: number[]): number | null => {
  if (xs.length === 0) return null;
  const s = [...xs].sort((a, b) => a - b);
  const n = s.length;
  const v = n % 2 === 1 ? s[(n - 1) / 2]! : (s[n / 2 - 1]! + s[n / 2]!) / 2;
  return Math.round(v * 10) / 10;
};
const hours = (a: string, b: string) =>
  (new Date(b.replace(' ', 'T')).getTime() - new Date(a.replace(' ', 'T')).getTime()) / 3.6e6;

function recount(r: TransparencyRecords, month: string): Record<string, number | null> {
  const inMonth = (iso: string) => iso !== '' && monthOf(iso) === month;
  const out: Record<string, number | null> = {};
  const subm = r.signals.filter((s) => inMonth(s.created));
  out.reviews_submitted = subm.length;
  out.reviews_published_at_once = subm.filter((s) => !s.held).length;
  out.reviews_held = subm.filter((s) => s.held).length;
  for (const c of SIGNAL_CODES) {
    out[`reviews_held_signal_${c}`] = subm.filter(
      (s) => s.held && s.signals.some((x) => x.code === c),
    ).length;
  }
  const dec = r.signals.filter((s) => s.held && s.decision !== '' && inMonth(s.decided_at));
  out.reviews_published_after_verification = dec.filter((s) => s.decision === 'publish').length;
  const autoRemoved = dec.filter((s) => s.decision === 'remove');
  const closed = r.reports.filter((x) => x.status !== 'open' && inMonth(x.decided_at));
  const upheld = closed.filter((x) => x.status === 'upheld');
  // Removals through reports: distinct (review, decision time); reason of the oldest report.
  const groups: ReportRecord[][] = [];
  for (const u of upheld) {
    const g = groups.find((x) => x[0]!.review === u.review && x[0]!.decided_at === u.decided_at);
    if (g) g.push(u);
    else groups.push([u]);
  }
  const viaReports = groups.map((g) => [...g].sort((a, b) => (a.created < b.created ? -1 : 1))[0]!);
  out.removals_automatic = autoRemoved.length;
  out.removals_through_reports = viaReports.length;
  out.removals_total = autoRemoved.length + viaReports.length;
  out.removals_automatic_percent =
    out.removals_total === 0
      ? null
      : Math.round((autoRemoved.length / out.removals_total) * 1000) / 10;
  for (const reason of REPORT_REASONS) {
    out[`removals_reason_${reason}`] =
      autoRemoved.filter((s) => s.decision_reason === reason).length +
      viaReports.filter((x) => x.reason === reason).length;
  }
  for (const n of [1, 2, 3, 4, 5]) {
    out[`removals_rating_${n}`] =
      autoRemoved.filter((s) => s.rating === n).length +
      viaReports.filter((x) => x.rating === n).length;
  }
  const received = r.reports.filter((x) => inMonth(x.created));
  out.reports_received = received.length;
  for (const reason of REPORT_REASONS) {
    out[`reports_received_reason_${reason}`] = received.filter((x) => x.reason === reason).length;
  }
  out.reports_upheld = upheld.length;
  for (const reason of REPORT_REASONS) {
    out[`reports_upheld_reason_${reason}`] = upheld.filter((x) => x.reason === reason).length;
  }
  out.decisions = dec.length + closed.length;
  out.decisions_median_hours = naiveMedian([
    ...dec.map((s) => hours(s.held_at, s.decided_at)),
    ...closed.map((x) => hours(x.created, x.decided_at)),
  ]);
  const approved = r.approvals.filter((u) => inMonth(u.approved_at));
  const auto = approved.filter((u) => u.approved_by !== 'admin');
  out.accounts_approved_automatically = auto.length;
  for (const rule of ['company_domain', 'invitation', 'linkedin']) {
    out[`accounts_approved_rule_${rule}`] = auto.filter((u) => u.approved_by === rule).length;
  }
  const byAdmin = approved.filter((u) => u.approved_by === 'admin');
  out.accounts_approved_by_admin = byAdmin.length;
  out.accounts_admin_median_wait_hours = naiveMedian(
    byAdmin.map((u) => hours(u.created, u.approved_at)),
  );
  out.warnings_issued = r.warnings.filter((w) => inMonth(w.created)).length;
  return out;
}

const START = Date.parse('2025-10-01T00:00:00Z');
const SPAN_MS = 200 * 86_400_000;
const iso = (ms: number) => new Date(ms).toISOString().replace('T', ' ');
/** A moment in the window, whole minutes (as PocketBase stores milliseconds, any would do). */
const moment = fc.integer({ min: 0, max: SPAN_MS / 60_000 }).map((m) => START + m * 60_000);
const later = (from: number) => from + 1;

/**
 * A random event sequence: reviews written (held by some signals or not, then decided or not),
 * reports on them (decided together by a moderation decision or left open), accounts approved
 * by a rule or an admin, warnings issued. Records are built as the hooks would leave them.
 */
const sequence = fc
  .record({
    reviews: fc.array(
      fc.record({
        at: moment,
        rating: fc.integer({ min: 1, max: 5 }),
        codes: fc.subarray([...SIGNAL_CODES]),
        decideAfter: fc.option(fc.integer({ min: 1, max: 60 * 24 * 40 })),
        remove: fc.boolean(),
        reason: fc.constantFrom(...REPORT_REASONS),
        reports: fc.array(
          fc.record({
            after: fc.integer({ min: 0, max: 60 * 24 * 30 }),
            reason: fc.constantFrom(...REPORT_REASONS),
          }),
          { maxLength: 3 },
        ),
        moderation: fc.option(
          fc.record({ after: fc.integer({ min: 1, max: 60 * 24 * 30 }), remove: fc.boolean() }),
        ),
      }),
      { maxLength: 25 },
    ),
    accounts: fc.array(
      fc.record({
        created: moment,
        waitMinutes: fc.integer({ min: 0, max: 60 * 24 * 20 }),
        rule: fc.constantFrom(...APPROVAL_RULES),
      }),
      { maxLength: 15 },
    ),
    warnings: fc.array(moment, { maxLength: 4 }),
  })
  .map(({ reviews, accounts, warnings }): TransparencyRecords => {
    const signals: SignalRecord[] = [];
    const reports: ReportRecord[] = [];
    reviews.forEach((w, i) => {
      const held = w.codes.length >= 2;
      const decided = held && w.decideAfter !== null ? w.at + w.decideAfter * 60_000 : null;
      signals.push({
        created: iso(w.at),
        held,
        held_at: held ? iso(w.at) : '',
        signals: w.codes.map((code) => ({ code })),
        decision: decided === null ? '' : w.remove ? 'remove' : 'publish',
        decided_at: decided === null ? '' : iso(decided),
        decision_reason: decided !== null && w.remove ? w.reason : '',
        rating: w.rating,
      });
      const filed = w.reports.map((rep) => ({ ...rep, created: later(w.at) + rep.after * 60_000 }));
      const last = Math.max(w.at, ...filed.map((f) => f.created));
      const decision = w.moderation ? last + w.moderation.after * 60_000 : null;
      for (const f of filed) {
        reports.push({
          review: `r${i}`,
          created: iso(f.created),
          reason: f.reason,
          status: decision === null ? 'open' : w.moderation!.remove ? 'upheld' : 'dismissed',
          decided_at: decision === null ? '' : iso(decision),
          rating: w.rating,
        });
      }
    });
    return {
      signals,
      reports,
      approvals: accounts.map((a) => ({
        created: iso(a.created),
        approved_at: iso(a.created + a.waitMinutes * 60_000),
        approved_by: a.rule,
      })),
      warnings: warnings.map((w) => ({ created: iso(w) })),
    };
  });

describe('transparency figures over random event sequences', () => {
  it('equal a naive recount of the records, month by month, from the first month with an event', () => {
    fc.assert(
      fc.property(sequence, (records) => {
        const months = transparencyMonths(records);
        const stamps = [
          ...records.signals.flatMap((s) => [s.created, s.decided_at]),
          ...records.reports.flatMap((x) => [x.created, x.decided_at]),
          ...records.approvals.map((u) => u.approved_at),
          ...records.warnings.map((w) => w.created),
        ].filter((s) => s !== '');
        const all = [...new Set(stamps.map(monthOf))].sort();
        if (all.length === 0) return months.length === 0;
        expect(months.map((m) => m.month)).toEqual(monthsBetween(all[0]!, all[all.length - 1]!));
        for (const m of months) expect(m.figures).toEqual(recount(records, m.month));
        return true;
      }),
      { numRuns: 200 },
    );
  }, 60_000);
});

describe('the star values', () => {
  it('are the rating range of the review rules (one home: contract/reviews.ts)', () => {
    expect(RATINGS).toEqual(STAR_VALUES);
  });
});
