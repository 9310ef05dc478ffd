/**
 * What keeps an account from writing reviews, so the dashboard, the review form and
 * the provider page say the same thing before anything is filled in. The server refuses on its
 * own (`account_not_approved`): this only decides what to show.
 *
 * - `unconfirmed`: the e-mail is not confirmed yet (the member can resend the link);
 * - `awaiting`: confirmed, waiting for an admin's approval (docs/DECISIONS.md § Pending
 *   accounts: usually within one working day);
 * - null: approved.
 */
export type PendingReason = 'unconfirmed' | 'awaiting' | null;

export function pendingReason(account: {
  approved?: boolean | undefined;
  verified?: boolean | undefined;
}): PendingReason {
  if (account.approved === true) return null;
  return account.verified === true ? 'awaiting' : 'unconfirmed';
}
