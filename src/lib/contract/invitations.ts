/**
 * Review invitations and provenance: the rules the invitation routes
 * (pb_hooks/invitations.pb.js), the dashboard and the public pages share.
 *
 * A provider's owner invites clients by e-mail; the invitee opens a single-use link, signs
 * in (or up) with the invited address and writes a review like any member. The server, never
 * the client, decides a review's `source`: 'invited' when its author holds an invitation of
 * that provider bound to their verified address and not used yet, else 'organic'.
 */
import { recentWindowStart } from './ranking';

/** Most invitations one provider sends in any 24 hours. */
export const INVITATION_DAILY_LIMIT = 200;

/** Days an invitation's link stays valid after it is sent. */
export const INVITATION_TTL_DAYS = 30;

/** Invitation states: sent, opened (link used by its address), reviewed (turned into a review). */
export const INVITATION_STATUSES = ['sent', 'opened', 'reviewed'] as const;
export type InvitationStatus = (typeof INVITATION_STATUSES)[number];

/** How a review came in ("Invitada por el proveedor" / "Orgánica"). */
export const REVIEW_SOURCES = ['invited', 'organic'] as const;
export type ReviewSource = (typeof REVIEW_SOURCES)[number];

/** How the reviewer's identity was verified when the review was written. */
export const REVIEWER_VERIFICATIONS = ['linkedin', 'email'] as const;
export type ReviewerVerification = (typeof REVIEWER_VERIFICATIONS)[number];

/** The query parameter of the invitation link (`/invitacion?token=`). */
export const INVITATION_TOKEN_PARAM = 'token';

/** Longest address accepted (RFC 5321). */
const MAX_EMAIL = 254;
const EMAIL_RE =
  /^[^\s@<>(),;:"[\]\\]+@[A-Za-z0-9](?:[A-Za-z0-9-]*[A-Za-z0-9])?(?:\.[A-Za-z0-9](?:[A-Za-z0-9-]*[A-Za-z0-9])?)+$/;

/** Whether `s` is an e-mail address an invitation may be sent to. */
export function isInvitableEmail(s: string): boolean {
  return s.length <= MAX_EMAIL && EMAIL_RE.test(s) && !/\.\./.test(s);
}

/** What a pasted list or CSV text holds: addresses to invite and entries that are not addresses. */
export interface ParsedInvitationList {
  /** Valid addresses, lower-cased, each once, in order of appearance. */
  emails: string[];
  /** Entries that look like an intended address but are not valid. */
  invalid: string[];
}

/**
 * Reads a pasted list or the text of a CSV file: addresses separated by new lines, commas,
 * semicolons, tabs or spaces; quotes and `Nombre <correo>` forms are unwrapped. In a CSV,
 * cells without `@` (names, a header row such as "email") are ignored; a cell with `@` that is
 * not a valid address is reported as invalid.
 */
export function parseInvitationList(text: string): ParsedInvitationList {
  const emails: string[] = [];
  const invalid: string[] = [];
  const seen = new Set<string>();
  const cells = String(text ?? '')
    // `Nombre <correo>`: keep the address.
    .replace(/[^<>\n,;]*<([^<>]*)>/g, ' $1 ')
    .split(/[\s,;]+/);
  for (const raw of cells) {
    const cell = raw.replace(/^["'`]+|["'`]+$/g, '').trim();
    if (!cell || !cell.includes('@')) continue;
    const email = cell.toLowerCase();
    if (!isInvitableEmail(email)) {
      if (!invalid.includes(cell)) invalid.push(cell);
      continue;
    }
    if (seen.has(email)) continue;
    seen.add(email);
    emails.push(email);
  }
  return { emails, invalid };
}

/** The invited/organic split of a provider's public reviews over the last 12 months. */
export interface InvitedSplit {
  /** Public reviews in the window. */
  total: number;
  invited: number;
  organic: number;
  /** Share of invited reviews, 0..1 (0 when there are none). */
  invitedShare: number;
  /** Average rating of each kind, or null when the window has none of that kind. */
  invitedAverage: number | null;
  organicAverage: number | null;
}

/**
 * The 12-month invited/organic split of `reviews` (public reviews of one provider) at `now`:
 * the ranking's 12-month window (`recentWindowStart`; the provider page says "últimos 12 meses").
 */
export function invitedSplit(
  reviews: readonly { source: ReviewSource; overall_rating: number; created: string }[],
  now: Date,
): InvitedSplit {
  const since = recentWindowStart(now);
  let invited = 0;
  let organic = 0;
  let invitedSum = 0;
  let organicSum = 0;
  for (const r of reviews) {
    const t = Date.parse(r.created.replace(' ', 'T'));
    if (!(t > since && t <= now.getTime())) continue;
    if (r.source === 'invited') {
      invited++;
      invitedSum += r.overall_rating;
    } else {
      organic++;
      organicSum += r.overall_rating;
    }
  }
  const total = invited + organic;
  return {
    total,
    invited,
    organic,
    invitedShare: total ? invited / total : 0,
    invitedAverage: invited ? invitedSum / invited : null,
    organicAverage: organic ? organicSum / organic : null,
  };
}

/** Counts the dashboard shows (GET /api/lp/providers/{id}/invitations). */
export interface InvitationStats {
  sent: number;
  opened: number;
  reviewed: number;
  /** Invitations sent in the last 24 hours, and how many more may be sent now. */
  lastDay: number;
  remainingToday: number;
  limit: number;
}

/** One row of the dashboard's list of invitations. */
export interface InvitationRow {
  id: string;
  email: string;
  status: InvitationStatus;
  sent_at: string;
  opened_at: string;
  expires: string;
}

/** The answer of POST /api/lp/providers/{id}/invitations. */
export interface InvitationSendResult {
  sent: string[];
  /** Addresses that already hold a pending invitation of this provider (not sent again). */
  skipped: string[];
  stats: InvitationStats;
}

/** The answer of POST /api/lp/invitations/open. */
export interface InvitationOpenResult {
  provider: { id: string; slug: string; company_name: string };
  /** The invited address (shown to the visitor who holds the link, so they sign in with it). */
  email: string;
  /** Bound to the signed-in member: the next review of this provider counts as invited. */
  bound: boolean;
  status: InvitationStatus;
}

/** The answer of `API.providerInvitations (GET)`: the counts and the latest 50 invitations. */
export interface InvitationsAnswer {
  stats: InvitationStats;
  items: InvitationRow[];
}

/** The body of `API.providerInvitationsSend (POST)`: a pasted list or a CSV's text. */
export interface InvitationSendBody {
  emails: string;
}

/** The body of `API.invitationOpen (POST)`: the link's token. */
export interface InvitationOpenBody {
  token: string;
}
