/**
 * The demo's trust history (the transparency report, docs/DATA-MODEL.md § Transparency
 * report): when each account was opened and approved, so that approvals by rule and by an
 * admin, and the admins' wait, spread over the months of the demo like its reviews do. The
 * seed sends these dates to the real routes as an import (`original_created`, and
 * `approved_at` on a superuser's create); the hooks still record the rule from the evidence.
 * Deterministic: the same dataset gives the same dates.
 */
import type { Dataset, ReviewRecord, UserRecord } from './dataset';
import { DEMO_ACCOUNTS, DEMO_DOMAIN } from './dataset';
import { Random } from './random';

export interface AccountAges {
  /** Days before the seed run the account was opened. */
  createdAgeDays: number;
  /** Days before the seed run it was approved (null: still pending). */
  approvedAgeDays: number | null;
}

/** Longest an admin's approval waits in the demo, in hours (the gap before any activity exceeds it). */
const ADMIN_WAIT_MAX_HOURS = 96;

/**
 * Each account opened some days before its first activity (its oldest review or report),
 * approved minutes later when its evidence approves it (a company address, an invitation) or
 * 3 to 96 hours later by an admin (a free-mail address), and always before that activity.
 */
export function accountAges(
  data: Pick<Dataset, 'reviews' | 'reports'>,
  users: readonly UserRecord[],
): Map<string, AccountAges> {
  const first = new Map<string, number>();
  const seen = (email: string, age: number) => {
    const key = email.toLowerCase();
    first.set(key, Math.max(first.get(key) ?? 0, age));
  };
  for (const r of data.reviews) seen(r.reviewer, r.ageDays);
  for (const r of data.reports) seen(r.reporter, r.ageDays);
  const out = new Map<string, AccountAges>();
  for (const u of users) {
    const key = u.email.toLowerCase();
    const rng = new Random(`account-history:${key}`);
    const activity = first.get(key) ?? rng.next() * 600;
    const created = activity + ADMIN_WAIT_MAX_HOURS / 24 + 0.5 + rng.next() * 40;
    if (!u.approved) {
      out.set(key, {
        createdAgeDays: u.verified ? 1 + rng.next() * 20 : created,
        approvedAgeDays: null,
      });
      continue;
    }
    const automatic =
      u.approved_by === 'invitation' ||
      u.email.endsWith(`@${DEMO_DOMAIN}`) ||
      u.email.endsWith('@lapieza.io');
    const waitHours = automatic
      ? (2 + rng.next() * 8) / 60
      : 3 + rng.next() * (ADMIN_WAIT_MAX_HOURS - 3);
    out.set(key, { createdAgeDays: created, approvedAgeDays: created - waitHours / 24 });
  }
  return out;
}

/** A near-copy of a demo review, written from its author's network by another account. */
export interface HeldReviewSeed extends Omit<ReviewRecord, 'reviewer'> {
  /** The copy's author (e-mail). */
  reviewer: string;
  /** The original's author: the copy is sent from the same network. */
  originalReviewer: string;
  /** The admin's later decision in the verification queue (null: still waiting). */
  decision: 'publish' | 'remove' | null;
  /** Its ground, for a removal (a report reason). */
  reason: string;
  /** Days before the seed run the decision was made. */
  decisionAgeDays: number;
}

/** How many held reviews the demo has; the two most recent still wait for a decision. */
export const HELD_REVIEWS = 8;
const WAITING = 2;
const ENDINGS = [
  'Muy recomendables.',
  'Cumplieron lo prometido.',
  'Volveríamos a contratarlos.',
  'Buena relación calidad-precio.',
];

/**
 * Reviews the integrity signals hold, for the demo's verification queue and transparency
 * report: near-copies of long demo reviews (a duplicated text) sent by another member from the
 * original author's network (a shared network), one to three days after the original; most
 * later published or removed by an admin. The copies' authors are members with no review of
 * that provider and no provider of their own.
 */
export function heldReviews(
  data: Pick<Dataset, 'reviews' | 'users' | 'providers'>,
): HeldReviewSeed[] {
  const owners = new Set(data.providers.map((p) => p.owner?.toLowerCase()));
  const authors = data.users.filter(
    (u) =>
      u.approved &&
      !u.blocked &&
      u.user_type === 'hr_professional' &&
      !owners.has(u.email.toLowerCase()) &&
      !(Object.values(DEMO_ACCOUNTS) as string[]).includes(u.email),
  );
  const reviewed = new Set(data.reviews.map((r) => `${r.provider}|${r.reviewer.toLowerCase()}`));
  const originals = data.reviews
    .filter(
      (r) =>
        r.ageDays > 20 &&
        r.ageDays < 700 &&
        r.reviewer !== DEMO_ACCOUNTS.hr &&
        r.review_text.split(/\s+/).length >= 30,
    )
    .filter((_, i) => i % 7 === 3);
  const used = new Set<string>();
  const out: HeldReviewSeed[] = [];
  for (const r of originals) {
    if (out.length === HELD_REVIEWS) break;
    const i = out.length;
    const rng = new Random(`held:${r.provider}:${r.reviewer}`);
    const author = authors.find(
      (u) =>
        !used.has(u.email) &&
        u.email !== r.reviewer &&
        !reviewed.has(`${r.provider}|${u.email.toLowerCase()}`),
    );
    if (!author) continue;
    used.add(author.email);
    const ageDays = r.ageDays - (1 + rng.next() * 2);
    out.push({
      ...r,
      reviewer: author.email,
      originalReviewer: r.reviewer,
      title: `${r.title}.`,
      review_text: `${r.review_text} ${ENDINGS[i % ENDINGS.length]}`,
      overall_rating: i % 3 === 0 ? 1 : 5,
      ageDays,
      decision: null,
      reason: '',
      decisionAgeDays: 0,
    });
  }
  // The most recent copies wait; the others were decided a few hours to four days later.
  const byAge = [...out].sort((a, b) => a.ageDays - b.ageDays);
  for (const [i, h] of byAge.entries()) {
    if (i < WAITING) continue;
    const rng = new Random(`held-decision:${h.provider}:${h.reviewer}`);
    h.decision = i % 2 === 0 ? 'publish' : 'remove';
    h.reason = h.decision === 'remove' ? (i % 4 === 1 ? 'not_real' : 'spam') : '';
    h.decisionAgeDays = Math.max(0.01, h.ageDays - (0.2 + rng.next() * 4));
  }
  return out;
}
