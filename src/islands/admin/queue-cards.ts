/**
 * Pure rules of the queue tabs' cards (./QueueTab.tsx): the facts a profile claim shows
 * (./ClaimsTab.tsx), and the law, right, term and lateness of a privacy request
 * (./PrivacyRequestsTab.tsx).
 */
import { formatLongDateEs } from '@/lib/domain/dates';
import {
  PRIVACY_LAWS,
  PRIVACY_RIGHT_LABELS,
  isPrivacyCountry,
  isPrivacyRight,
  privacyDeadline,
  termText,
} from '@/lib/contract/privacy-rights';
import { siteDay } from '@/lib/contract/time';
import { claimsAdmin } from '@/lib/messages/provider-owner';
import type { AdminClaimRow, AdminPrivacyRequestRow } from '@/lib/contract/admin';

/** The facts of a claim, as term and detail, in order; decision lines only once decided. */
export function claimFacts(row: AdminClaimRow): [string, string][] {
  const m = claimsAdmin;
  const facts: [string, string][] = [
    [m.claimedBy, `${row.member_name} <${row.member_email}>`],
    [m.companyEmail, row.email],
    [m.website, row.provider_website],
    [m.verifiedOn, row.verified_at ? formatLongDateEs(row.verified_at) : ''],
  ];
  if (row.decided_at) facts.push([m.decidedOn, formatLongDateEs(row.decided_at)]);
  if (row.decision_reason) facts.push([m.reason, row.decision_reason]);
  return facts;
}

export interface RequestTerms {
  /** "Ley …" and the right's name ("otro" for anything unknown). */
  law: string;
  right: string;
  /** The term and law the stored deadline comes from (same rules, same received day). */
  term: string;
  ruleLaw: string;
  /** Still pending after its last day. */
  overdue: boolean;
}

export function requestTerms(
  row: Pick<AdminPrivacyRequestRow, 'country' | 'right' | 'created' | 'status' | 'due_on'>,
  now: Date,
): RequestTerms {
  const country = isPrivacyCountry(row.country) ? row.country : 'otro';
  const right = isPrivacyRight(row.right) ? row.right : 'otro';
  const rule = privacyDeadline(country, right, new Date(row.created.replace(' ', 'T')));
  return {
    law: PRIVACY_LAWS[country].name,
    right: PRIVACY_RIGHT_LABELS[right],
    term: termText(rule.term),
    ruleLaw: rule.law,
    overdue: row.status === 'pending' && row.due_on < siteDay(now),
  };
}
