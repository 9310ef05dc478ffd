/**
 * Review integrity: the signals computed on every new review, in the transaction that accepts
 * it (pb_hooks/lib/review-signals.js gathers the facts, `reviewSignals` and `shouldHold`
 * below decide), their thresholds, and what is kept (docs/DATA-MODEL.md § review_signals,
 * docs/SECURITY.md § Review signals).
 *
 * Every threshold lives here. A signal is explainable: it carries the numbers its Spanish
 * explanation needs. A review that holds is stored with `moderation = 'verifying'`
 * ("En verificación": hidden from the public and every aggregate, visible to its author) until
 * an admin decides; every other review is published at once. The rating is never a reason to
 * hold on its own.
 */
import { RATING_MAX, RATING_MIN } from './reviews';

/** The signal codes, as stored in `review_signals.signals[].code`. */
export const SIGNAL_CODES = [
  'insider_competitor',
  'duplicate_text',
  'burst',
  'shared_network',
  'new_account_extreme',
] as const;
export type SignalCode = (typeof SIGNAL_CODES)[number];

/** The moderation state of a review held by the signals. */
export const VERIFYING_STATE = 'verifying';

/**
 * The message of the server log line (superusers only) that times what the signals add to one
 * review create, in `ms`; `npm run bench:scale` reads it.
 */
export const SIGNALS_TIMING_LOG = 'review signals';

// ── Thresholds ─────────────────────────────────────────────────────────────────────────────

/** Words per shingle of the duplicate-text comparison. */
export const SHINGLE_WORDS = 3;
/**
 * Below this many distinct shingles (about 14 words) a text is too short to call a copy:
 * "Excelente servicio, cumplieron todo lo acordado" is written by many honest people.
 */
export const MIN_SHINGLES = 12;
/** Jaccard similarity of the shingle sets from which a text is a near-duplicate. */
export const DUPLICATE_SIMILARITY = 0.6;
/** MinHash signature: LSH_BANDS bands of LSH_ROWS hashes (candidates for the exact check). */
export const LSH_BANDS = 16;
export const LSH_ROWS = 4;
/** At most this many candidate texts are compared exactly (the most band matches first). */
export const MAX_DUPLICATE_CANDIDATES = 50;

/** Burst: reviews of one provider in BURST_WINDOW_HOURS (this one included) … */
export const BURST_WINDOW_HOURS = 24;
/** … above max(BURST_MIN, BURST_FACTOR × its daily median over BURST_HISTORY_DAYS). */
export const BURST_MIN = 5;
export const BURST_FACTOR = 5;
export const BURST_HISTORY_DAYS = 90;

/** Shared network: accounts reviewing one provider from one network within this many days. */
export const NETWORK_WINDOW_DAYS = 30;
/** How many accounts (this one included) make a shared network. */
export const NETWORK_MIN_ACCOUNTS = 2;
/** The network of an address: its /24 (IPv4) or /48 (IPv6) prefix, kept as a keyed hash. */
export const IPV4_PREFIX_OCTETS = 3;
export const IPV6_PREFIX_GROUPS = 3;
/** Network rows are deleted this many days after the review (hourly job). */
export const NETWORK_RETENTION_DAYS = 30;

/** New-account extreme: an account younger than this many hours … */
export const NEW_ACCOUNT_HOURS = 24;
/** … whose first review has one of these ratings (the lowest and the highest) and no context field. */
export const EXTREME_RATINGS: readonly number[] = [RATING_MIN, RATING_MAX];

/**
 * Weight of each signal towards holding; a review is held at HOLD_WEIGHT. A weight below it
 * counts only together with another signal (the new-account extreme never holds alone).
 */
export const SIGNAL_WEIGHTS: Readonly<Record<SignalCode, number>> = {
  insider_competitor: 2,
  duplicate_text: 2,
  burst: 2,
  shared_network: 2,
  new_account_extreme: 1,
};
export const HOLD_WEIGHT = 2;

/** What the author is told (dashboard): an admin reads a held review within this many working days. */
export const VERIFICATION_TARGET_DAYS = 2;

// ── Signals ────────────────────────────────────────────────────────────────────────────────

export type Signal =
  | { code: 'insider_competitor'; domain: string; provider: string }
  | { code: 'duplicate_text'; similarity: number; review: string }
  | { code: 'burst'; count: number; hours: number; usual_per_day: number; threshold: number }
  | { code: 'shared_network'; accounts: number; days: number }
  | { code: 'new_account_extreme'; account_hours: number; rating: number };

/** What the hooks gather about a new review before deciding (all from the database). */
export interface SignalFacts {
  /** The reviewer's e-mail domain equals the website domain of a provider sharing a category. */
  competitor: { domain: string; provider: string } | null;
  /** The most similar other account's review by its shingles, if any was compared. */
  nearest: { similarity: number; review: string } | null;
  /** Reviews of the provider in the last BURST_WINDOW_HOURS, this one included. */
  recentCount: number;
  /** Reviews of the provider per day over the BURST_HISTORY_DAYS before the window (0s included). */
  dailyCounts: readonly number[];
  /** Distinct accounts (this one included) that reviewed the provider from this network in the window. */
  networkAccounts: number;
  /** Hours between the account's creation and the review. */
  accountHours: number;
  /** True when the account has no earlier review. */
  firstReview: boolean;
  rating: number;
  /** True when any context field (service, size, sub-ratings…) was given. */
  hasContext: boolean;
}

/** The median of a list of numbers (0 for an empty list). */
export function median(values: readonly number[]): number {
  if (values.length === 0) return 0;
  const s = [...values].sort((a, b) => a - b);
  const mid = Math.floor(s.length / 2);
  return s.length % 2 ? s[mid]! : (s[mid - 1]! + s[mid]!) / 2;
}

/** The most reviews a provider may receive in BURST_WINDOW_HOURS before the excess is held. */
export function burstThreshold(dailyCounts: readonly number[]): number {
  return Math.max(BURST_MIN, BURST_FACTOR * median(dailyCounts));
}

/** The signals a review trips, from its facts; pure (unit- and property-tested). */
export function reviewSignals(f: SignalFacts): Signal[] {
  const out: Signal[] = [];
  if (f.competitor) out.push({ code: 'insider_competitor', ...f.competitor });
  if (f.nearest && f.nearest.similarity >= DUPLICATE_SIMILARITY) {
    out.push({
      code: 'duplicate_text',
      similarity: Math.round(f.nearest.similarity * 100) / 100,
      review: f.nearest.review,
    });
  }
  const threshold = burstThreshold(f.dailyCounts);
  if (f.recentCount > threshold) {
    const usual = f.dailyCounts.length
      ? f.dailyCounts.reduce((a, b) => a + b, 0) / f.dailyCounts.length
      : 0;
    out.push({
      code: 'burst',
      count: f.recentCount,
      hours: BURST_WINDOW_HOURS,
      usual_per_day: Math.round(usual * 10) / 10,
      threshold,
    });
  }
  if (f.networkAccounts >= NETWORK_MIN_ACCOUNTS) {
    out.push({ code: 'shared_network', accounts: f.networkAccounts, days: NETWORK_WINDOW_DAYS });
  }
  // A negative age is an imported review older than its account: the age is unknown.
  if (
    f.accountHours >= 0 &&
    f.accountHours < NEW_ACCOUNT_HOURS &&
    f.firstReview &&
    EXTREME_RATINGS.includes(f.rating) &&
    !f.hasContext
  ) {
    out.push({
      code: 'new_account_extreme',
      account_hours: Math.max(0, Math.round(f.accountHours * 10) / 10),
      rating: f.rating,
    });
  }
  return out;
}

/** True when the signals together reach HOLD_WEIGHT: the review waits for an admin. */
export function shouldHold(signals: readonly { code: string }[]): boolean {
  let weight = 0;
  for (const s of signals) weight += SIGNAL_WEIGHTS[s.code as SignalCode] ?? 0;
  return weight >= HOLD_WEIGHT;
}

/** The network key of an address (before hashing): its /24 or /48 prefix; null if not an address. */
export function networkPrefix(ip: string): string | null {
  const v = (ip || '').trim().toLowerCase();
  const mapped = /^(?:0{0,4}:){0,5}:?ffff:(\d{1,3}(?:\.\d{1,3}){3})$/.exec(v);
  const v4 = mapped ? mapped[1]! : v;
  if (/^\d{1,3}(\.\d{1,3}){3}$/.test(v4)) {
    const parts = v4.split('.').map(Number);
    if (parts.some((n) => n > 255)) return null;
    return `v4:${parts.slice(0, IPV4_PREFIX_OCTETS).join('.')}`;
  }
  if (!v.includes(':') || !/^[0-9a-f:]+$/.test(v)) return null;
  // Expand "::" to the missing zero groups.
  const [head, tail] = v.split('::') as [string, string | undefined];
  const h = head ? head.split(':') : [];
  const t = tail ? tail.split(':') : [];
  if (v.split('::').length > 2) return null;
  const missing = 8 - h.length - t.length;
  if (tail === undefined ? missing !== 0 : missing < 1) return null;
  const groups = [...h, ...Array<string>(tail === undefined ? 0 : missing).fill('0'), ...t];
  if (groups.length !== 8 || groups.some((g) => g.length === 0 || g.length > 4)) return null;
  return `v6:${groups
    .slice(0, IPV6_PREFIX_GROUPS)
    .map((g) => parseInt(g, 16).toString(16))
    .join(':')}`;
}

// ── Decisions ──────────────────────────────────────────────────────────────────────────────

/**
 * An admin's decision on a held review (`review_signals.decision`): publish (shown and counted
 * as a new review) or remove (kept hidden as `removed`, with a report reason as its ground).
 */
export const VERIFICATION_DECISIONS = ['publish', 'remove'] as const;
export type VerificationDecision = (typeof VERIFICATION_DECISIONS)[number];

/** True for one of the verification decisions (a client-sent value checked on the server). */
export function isVerificationDecision(value: string): value is VerificationDecision {
  return (VERIFICATION_DECISIONS as readonly string[]).includes(value);
}
