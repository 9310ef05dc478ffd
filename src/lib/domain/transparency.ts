/**
 * The monthly transparency figures (`/transparencia`, its CSV and JSON), computed from plain
 * records: nothing is typed by hand. Each figure is counted in the month (site time,
 * contract/time.ts) of its own event; the definitions are in docs/DATA-MODEL.md § Transparency
 * report. Only aggregate counts come out: no id, name, e-mail or signal of a given review.
 */
import { APPROVAL_RULES, AUTOMATIC_APPROVAL_RULES, type ApprovalRule } from '../contract/accounts';
import { REPORT_REASONS } from '../contract/moderation';
import { SIGNAL_CODES, median } from '../contract/review-integrity';
import { SITE_UTC_OFFSET_MINUTES, siteDay } from '../contract/time';
import type {
  ApprovalMonthCount,
  ApprovalRecord,
  PublishedMonthCount,
  ReportRecord,
  WarningRecord,
} from '../contract/transparency';

/** A `review_signals` row with the rating of its review. */
export interface SignalRecord {
  /** The review's creation (PocketBase date). */
  created: string;
  held: boolean;
  held_at: string;
  signals: readonly { code: string }[];
  /** `publish` | `remove` | '' */
  decision: string;
  decided_at: string;
  decision_reason: string;
  /** The review's `overall_rating` (1..5). */
  rating: number;
}

export type { ApprovalRecord, ReportRecord, WarningRecord } from '../contract/transparency';

export interface TransparencyRecords {
  signals: readonly SignalRecord[];
  /** Reviews published at once counted per month, besides any among `signals`. */
  publishedAtOnce?: readonly PublishedMonthCount[];
  /** Approved accounts counted per month and rule, besides any among `approvals`. */
  approvalsByMonth?: readonly ApprovalMonthCount[];
  reports: readonly ReportRecord[];
  approvals: readonly ApprovalRecord[];
  warnings: readonly WarningRecord[];
}

/**
 * The star values as literal types (the report's column names are built from them); the same
 * list as STAR_VALUES (contract/reviews.ts), which tests/unit/transparency.test.ts checks.
 */
export const RATINGS = [1, 2, 3, 4, 5] as const;
/** The rules that approve without an admin (every rule but `admin`). */
const AUTOMATIC_RULES = APPROVAL_RULES.filter((r): r is Exclude<ApprovalRule, 'admin'> =>
  AUTOMATIC_APPROVAL_RULES.includes(r),
);

/**
 * Every figure of a month, in the order the page, the CSV and the JSON list them. A code is
 * stable (the CSV's and JSON's key); its Spanish label lives in src/lib/messages/transparency.ts.
 */
export const TRANSPARENCY_FIGURES = [
  'reviews_submitted',
  'reviews_published_at_once',
  'reviews_held',
  ...SIGNAL_CODES.map((c) => `reviews_held_signal_${c}` as const),
  'reviews_published_after_verification',
  'removals_total',
  'removals_automatic',
  'removals_through_reports',
  'removals_automatic_percent',
  ...REPORT_REASONS.map((r) => `removals_reason_${r}` as const),
  ...RATINGS.map((n) => `removals_rating_${n}` as const),
  'reports_received',
  ...REPORT_REASONS.map((r) => `reports_received_reason_${r}` as const),
  'reports_upheld',
  ...REPORT_REASONS.map((r) => `reports_upheld_reason_${r}` as const),
  'decisions',
  'decisions_median_hours',
  'accounts_approved_automatically',
  ...AUTOMATIC_RULES.map((r) => `accounts_approved_rule_${r}` as const),
  'accounts_approved_by_admin',
  'accounts_admin_median_wait_hours',
  'warnings_issued',
] as const;
export type TransparencyFigure = (typeof TRANSPARENCY_FIGURES)[number];

/** A month's figures: counts, and null for a median or share with nothing to measure. */
export type MonthFigures = Record<TransparencyFigure, number | null>;

export interface TransparencyMonth {
  /** "YYYY-MM", site time. */
  month: string;
  figures: MonthFigures;
}

/** The instant of a PocketBase date ("2026-01-02 10:00:00.000Z"), or null when empty. */
function instant(value: string): number | null {
  if (!value) return null;
  const ms = Date.parse(value.includes('T') ? value : value.replace(' ', 'T'));
  return Number.isNaN(ms) ? null : ms;
}

/** The site month ("YYYY-MM") of a PocketBase date, or null when empty. */
export function siteMonth(value: string): string | null {
  return utcDateMonth(value) ?? slowSiteMonth(value);
}

function slowSiteMonth(value: string): string | null {
  const ms = instant(value);
  return ms === null ? null : siteDay(new Date(ms)).slice(0, 7);
}

/**
 * `siteMonth` of a UTC date as PocketBase writes it ("2026-02-01 05:59:59.000Z", or with a
 * "T"), by arithmetic on its digits, the site's offset being fixed (contract/time.ts): the
 * report reads tens of thousands of dates per render, and a Date (or a regular expression)
 * per date was most of its time. Null for any other form (then `slowSiteMonth`).
 */
function utcDateMonth(value: string): string | null {
  if (value.length < 17 || value.charCodeAt(value.length - 1) !== 90 /* Z */) return null;
  if (value[4] !== '-' || value[7] !== '-' || value[13] !== ':') return null;
  if (value[10] !== ' ' && value[10] !== 'T') return null;
  let n = 0;
  for (const i of DIGITS) {
    const c = value.charCodeAt(i) - 48;
    if (c < 0 || c > 9) return null;
    n = n * 10 + c;
  }
  // n is YYYYMMDDHHmm.
  const local = (Math.floor(n / 100) % 100) * 60 + (n % 100) + SITE_UTC_OFFSET_MINUTES;
  if (local >= 0 && local < 24 * 60) return value.slice(0, 7);
  const y = Math.floor(n / 1e8);
  const mo = Math.floor(n / 1e6) % 100;
  const d = Math.floor(n / 1e4) % 100;
  let month = mo;
  if (local < 0 && d === 1) month--;
  else if (local >= 24 * 60 && d === new Date(Date.UTC(y, mo, 0)).getUTCDate()) month++;
  if (month === mo) return value.slice(0, 7);
  const year = month === 0 ? y - 1 : month === 13 ? y + 1 : y;
  return `${year}-${String(month === 0 ? 12 : month === 13 ? 1 : month).padStart(2, '0')}`;
}

/** Positions of the digits of "YYYY-MM-DD HH:mm" read by `utcDateMonth`. */
const DIGITS = [0, 1, 2, 3, 5, 6, 8, 9, 11, 12, 14, 15];

/** The months from `first` to `last` ("YYYY-MM"), both included. */
export function monthsBetween(first: string, last: string): string[] {
  const out: string[] = [];
  let [y, m] = first.split('-').map(Number) as [number, number];
  for (;;) {
    const key = `${y}-${String(m).padStart(2, '0')}`;
    if (key > last) return out;
    out.push(key);
    m += 1;
    if (m > 12) {
      m = 1;
      y += 1;
    }
  }
}

function emptyFigures(): MonthFigures {
  return Object.fromEntries(TRANSPARENCY_FIGURES.map((f) => [f, 0])) as MonthFigures;
}

/** Hours from `from` to `to`, or null when either is missing. */
function hoursBetween(from: string, to: string): number | null {
  const a = instant(from);
  const b = instant(to);
  return a === null || b === null ? null : (b - a) / 3_600_000;
}

/** A median in hours with one decimal; null for no values. */
function medianHours(values: readonly number[]): number | null {
  return values.length === 0 ? null : Math.round(median(values) * 10) / 10;
}

function inc(f: MonthFigures, figure: TransparencyFigure, by = 1): void {
  f[figure] = (f[figure] ?? 0) + by;
}

const isMonth = (v: string): boolean => /^\d{4}-(0[1-9]|1[0-2])$/.test(v);

function isKnown<T extends string>(list: readonly T[], v: string): v is T {
  return (list as readonly string[]).includes(v);
}

/**
 * The figures of every month from the first with any event to the last (months between with
 * no event are listed with zeros), oldest first. Pure: the same records give the same months,
 * whenever it runs, so the stored page changes only when a record does.
 */
export function transparencyMonths(records: TransparencyRecords): TransparencyMonth[] {
  const months = new Map<string, MonthFigures>();
  const decisionHours = new Map<string, number[]>();
  const waitHours = new Map<string, number[]>();
  const inMonth = (key: string): MonthFigures => {
    let f = months.get(key);
    if (!f) months.set(key, (f = emptyFigures()));
    return f;
  };
  const at = (value: string): MonthFigures | null => {
    const key = siteMonth(value);
    return key === null ? null : inMonth(key);
  };
  const pushIn = (map: Map<string, number[]>, month: string, hours: readonly number[]) => {
    if (hours.length === 0) return;
    const list = map.get(month);
    if (list) list.push(...hours);
    else map.set(month, [...hours]);
  };
  const push = (map: Map<string, number[]>, value: string, hours: number | null) => {
    const key = siteMonth(value);
    if (key !== null && hours !== null) pushIn(map, key, [hours]);
  };
  /** `count` accounts approved in `month` by the rule `by`; an admin's waits in hours. */
  const approved = (month: string, by: string, count: number, waits: readonly number[]) => {
    const f = inMonth(month);
    if (isKnown(AUTOMATIC_RULES, by)) {
      inc(f, 'accounts_approved_automatically', count);
      inc(f, `accounts_approved_rule_${by}`, count);
    } else if (by === 'admin') {
      inc(f, 'accounts_approved_by_admin', count);
      pushIn(waitHours, month, waits);
    }
  };
  const removal = (f: MonthFigures, reason: string, rating: number) => {
    inc(f, 'removals_total');
    if (isKnown(REPORT_REASONS, reason)) inc(f, `removals_reason_${reason}`);
    const star = RATINGS.find((n) => n === rating);
    if (star !== undefined) inc(f, `removals_rating_${star}`);
  };

  for (const s of records.signals) {
    const f = at(s.created);
    if (f) {
      inc(f, 'reviews_submitted');
      if (s.held) {
        inc(f, 'reviews_held');
        const codes = new Set(s.signals.map((x) => x.code));
        for (const c of SIGNAL_CODES) if (codes.has(c)) inc(f, `reviews_held_signal_${c}`);
      } else inc(f, 'reviews_published_at_once');
    }
    if (!s.held || !s.decision) continue;
    const d = at(s.decided_at);
    if (!d) continue;
    inc(d, 'decisions');
    push(decisionHours, s.decided_at, hoursBetween(s.held_at || s.created, s.decided_at));
    if (s.decision === 'publish') inc(d, 'reviews_published_after_verification');
    else if (s.decision === 'remove') {
      inc(d, 'removals_automatic');
      removal(d, s.decision_reason, s.rating);
    }
  }

  for (const { month, count } of records.publishedAtOnce ?? []) {
    if (!isMonth(month) || !(count > 0)) continue;
    const f = inMonth(month);
    inc(f, 'reviews_submitted', count);
    inc(f, 'reviews_published_at_once', count);
  }

  // One removal through reports per review and decision (the reports it upheld together); its
  // reason is the one of the oldest of those reports.
  const removals = new Map<string, ReportRecord>();
  for (const r of records.reports) {
    const f = at(r.created);
    if (f) {
      inc(f, 'reports_received');
      if (isKnown(REPORT_REASONS, r.reason)) inc(f, `reports_received_reason_${r.reason}`);
    }
    if (r.status !== 'upheld' && r.status !== 'dismissed') continue;
    const d = at(r.decided_at);
    if (!d) continue;
    inc(d, 'decisions');
    push(decisionHours, r.decided_at, hoursBetween(r.created, r.decided_at));
    if (r.status !== 'upheld') continue;
    inc(d, 'reports_upheld');
    if (isKnown(REPORT_REASONS, r.reason)) inc(d, `reports_upheld_reason_${r.reason}`);
    const key = `${r.review}\u0000${r.decided_at}`;
    const first = removals.get(key);
    if (!first || r.created < first.created) removals.set(key, r);
  }
  for (const r of removals.values()) {
    const d = at(r.decided_at)!;
    inc(d, 'removals_through_reports');
    removal(d, r.reason, r.rating);
  }

  for (const u of records.approvals) {
    const month = siteMonth(u.approved_at);
    if (month === null) continue;
    const wait = hoursBetween(u.created, u.approved_at);
    approved(month, u.approved_by, 1, wait === null ? [] : [wait]);
  }
  for (const a of records.approvalsByMonth ?? []) {
    if (!isMonth(a.month) || !(a.count > 0)) continue;
    const waits = a.waits_ms.split(',').filter((ms) => ms !== '');
    approved(
      a.month,
      a.approved_by,
      a.count,
      waits.map((ms) => Number(ms) / 3_600_000),
    );
  }

  for (const w of records.warnings) {
    const f = at(w.created);
    if (f) inc(f, 'warnings_issued');
  }

  const keys = [...months.keys()].sort();
  if (keys.length === 0) return [];
  return monthsBetween(keys[0]!, keys[keys.length - 1]!).map((month) => {
    const figures = months.get(month) ?? emptyFigures();
    figures.decisions_median_hours = medianHours(decisionHours.get(month) ?? []);
    figures.accounts_admin_median_wait_hours = medianHours(waitHours.get(month) ?? []);
    const removed = figures.removals_total ?? 0;
    figures.removals_automatic_percent =
      removed === 0 ? null : Math.round(((figures.removals_automatic ?? 0) / removed) * 1000) / 10;
    return { month, figures };
  });
}

/** The CSV of the months: a header row, then one row per month × figure (`month,figure,value`). */
export function transparencyCsv(
  months: readonly TransparencyMonth[],
  labels: Readonly<Record<TransparencyFigure, string>>,
): string {
  const cell = (v: string) => (/[",\n\r]/.test(v) ? `"${v.replace(/"/g, '""')}"` : v);
  const rows = ['month,figure,label,value'];
  for (const m of months) {
    for (const f of TRANSPARENCY_FIGURES) {
      const v = m.figures[f];
      rows.push([m.month, f, cell(labels[f]), v === null ? '' : String(v)].join(','));
    }
  }
  return rows.join('\r\n') + '\r\n';
}

/** The JSON document of the months: the figures' codes and labels, then each month's values. */
export function transparencyJson(
  months: readonly TransparencyMonth[],
  labels: Readonly<Record<TransparencyFigure, string>>,
  timeZone: string,
): {
  time_zone: string;
  figures: { code: TransparencyFigure; label: string }[];
  months: TransparencyMonth[];
} {
  return {
    time_zone: timeZone,
    figures: TRANSPARENCY_FIGURES.map((code) => ({ code, label: labels[code] })),
    months: [...months],
  };
}
