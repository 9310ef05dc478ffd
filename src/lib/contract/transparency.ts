/**
 * The records of the transparency report as `SERVER_API.transparencyRecords (GET)` answers them
 * (pocketbase/pb_hooks/render-reads.pb.js): dates, states, reasons, signal codes and ratings,
 * no id of a member, name, e-mail, network or signal detail. src/lib/domain/transparency.ts
 * counts the figures from them.
 */

/** A `review_reports` row with the rating of its review. */
export interface ReportRecord {
  review: string;
  created: string;
  reason: string;
  /** `open` | `upheld` | `dismissed` */
  status: string;
  decided_at: string;
  rating: number;
}

/** Reviews published at once that were submitted in `month` ("YYYY-MM", site time). */
export interface PublishedMonthCount {
  month: string;
  count: number;
}

/**
 * The accounts approved in `month` ("YYYY-MM", site time) by one rule (`approved_by`), counted
 * in SQL; for admin approvals, each account's wait from its creation to its approval in ms,
 * comma-separated (the month's median wait).
 */
export interface ApprovalMonthCount {
  month: string;
  approved_by: string;
  count: number;
  waits_ms: string;
}

/** An approved account (`users.approved_at` set). */
export interface ApprovalRecord {
  created: string;
  approved_at: string;
  approved_by: string;
}

export interface WarningRecord {
  created: string;
}

/** A held review's `review_signals` row, its signals' codes comma-separated. */
export interface HeldSignalRow {
  created: string;
  held: boolean;
  held_at: string;
  codes: string;
  decision: string;
  decided_at: string;
  decision_reason: string;
  /** The review's rating, 0 when the review is gone. */
  rating: number;
}

export interface TransparencyRecordsAnswer {
  /** The held reviews' signal rows. */
  signals: HeldSignalRow[];
  /**
   * How many reviews were published at once, per site month of their submission (all their
   * rows say to the figures: counted in SQL rather than sent one date per review).
   */
  publishedAtOnce: PublishedMonthCount[];
  reports: ReportRecord[];
  approvals: ApprovalMonthCount[];
  warnings: WarningRecord[];
}
