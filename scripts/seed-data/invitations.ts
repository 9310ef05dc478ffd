/**
 * Demo review invitations: the invitations behind the reviews the demo shows as
 * "Invitada por el proveedor". A review is invited only because such a record exists: the
 * seed creates these before the reviews, each bound to its reviewer's account and opened a day
 * before the review, and the reviews hook (pb_hooks/invitations.pb.js) labels the review and
 * marks the invitation used, as it does for any member. Deterministic: about one in four
 * reviews of the last 11 months of providers with an owner (the demo HR professional's own
 * reviews stay organic, so "Mis reviews" shows both kinds only through real data).
 */
import type { Dataset, UserRecord } from './dataset';
import { DEMO_ACCOUNTS, DEMO_DOMAIN } from './dataset';

export interface InvitationSeed {
  /** Provider company name and reviewer e-mail (the review's key). */
  provider: string;
  reviewer: string;
  /** The owner's e-mail (who sent it). */
  owner: string;
  /** Days before the seed run it was sent, and opened (the review is written after that). */
  sentAgeDays: number;
  openedAgeDays: number;
}

/** Stable 32-bit hash of a string (FNV-1a). */
function hash(s: string): number {
  let h = 0x811c9dc5;
  for (let i = 0; i < s.length; i++) {
    h ^= s.charCodeAt(i);
    h = Math.imul(h, 0x01000193);
  }
  return h >>> 0;
}

export function buildInvitations(data: Dataset): InvitationSeed[] {
  const owners = new Map(data.providers.map((p) => [p.company_name, p.owner]));
  const out: InvitationSeed[] = [];
  for (const r of data.reviews) {
    const owner = owners.get(r.provider);
    if (!owner || r.reviewer === DEMO_ACCOUNTS.hr) continue;
    if (r.ageDays > 330 || hash(`${r.provider}:${r.reviewer}`) % 4 !== 0) continue;
    out.push({
      provider: r.provider,
      reviewer: r.reviewer,
      owner,
      sentAgeDays: r.ageDays + 3,
      openedAgeDays: r.ageDays + 1,
    });
  }
  return out;
}

/**
 * The dataset's users with the approval rule the hooks cannot infer from the account alone: a
 * reviewer at a free-mail address with an invited review came in through that invitation and
 * was approved by it (the company-domain and admin rules are recorded by the hooks from the
 * account itself).
 */
export function withApprovalRules(data: Dataset): UserRecord[] {
  const invited = new Set(buildInvitations(data).map((i) => i.reviewer));
  return data.users.map((u) =>
    u.approved && invited.has(u.email) && !u.email.endsWith(`@${DEMO_DOMAIN}`)
      ? { ...u, approved_by: 'invitation' as const }
      : u,
  );
}
