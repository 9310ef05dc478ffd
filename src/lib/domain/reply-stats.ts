/**
 * A provider's reply rate and median reply time: over the reviews published in
 * the last 12 months, the share that has a provider reply and the median time from review to
 * reply. Pure, over PocketBase date strings ("2026-01-02 10:00:00.000Z") or ISO strings.
 */
import { recentWindowStart } from '../contract/ranking';

export interface ReplyStats {
  /** Reviews published in the window. */
  reviews: number;
  /** Of those, the ones with a reply. */
  replied: number;
  /** replied / reviews, 0..1 (0 without reviews). */
  rate: number;
  /** Median hours from review to reply over the replied ones, null when none. */
  medianHours: number | null;
}

const parse = (s: string): number => Date.parse(s.includes('T') ? s : s.replace(' ', 'T'));

/**
 * The start of the window of `now`: the ranking's 12-month window (contract/ranking.ts
 * `recentWindowStart`, 365 days before the start of today in the site's time zone), so the
 * figures change only when the day does, with the providers' other 12-month figures.
 */
export function windowStart(now: Date): Date {
  return new Date(recentWindowStart(now));
}

export function median(values: readonly number[]): number | null {
  if (values.length === 0) return null;
  const s = [...values].sort((a, b) => a - b);
  const mid = Math.floor(s.length / 2);
  return s.length % 2 ? s[mid]! : (s[mid - 1]! + s[mid]!) / 2;
}

export function replyStats(
  reviews: readonly { id: string; created: string }[],
  replies: readonly { review: string; created: string }[],
  now: Date = new Date(),
): ReplyStats {
  const from = windowStart(now).getTime();
  const replyAt = new Map(replies.map((r) => [r.review, parse(r.created)]));
  let count = 0;
  const hours: number[] = [];
  for (const r of reviews) {
    const at = parse(r.created);
    if (!Number.isFinite(at) || at <= from || at > now.getTime()) continue;
    count++;
    const replied = replyAt.get(r.id);
    if (replied !== undefined && Number.isFinite(replied)) {
      hours.push(Math.max(0, (replied - at) / 3_600_000));
    }
  }
  return {
    reviews: count,
    replied: hours.length,
    rate: count ? hours.length / count : 0,
    medianHours: median(hours),
  };
}

/** "3 horas", "1 día", "12 días": the median reply time in Spanish. */
export function formatReplyTime(hours: number): string {
  if (hours < 1) return 'menos de 1 hora';
  if (hours < 48) {
    const h = Math.round(hours);
    return `${h} ${h === 1 ? 'hora' : 'horas'}`;
  }
  const days = Math.round(hours / 24);
  return `${days} días`;
}
