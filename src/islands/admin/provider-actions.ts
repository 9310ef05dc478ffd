/**
 * The rows of the providers' tab as rules: which actions a row offers, in order, and what each
 * action does once the server agrees (its toasts, the move the panel's counts follow, and
 * whether the row leaves the list or stays patched). Pure apart from the requests, which
 * `providerMove` only wraps.
 */
import { errorMessage } from '@/lib/backend-errors';
import type { AdminProvider } from '@/lib/contract/admin';
import { isClaimed } from '@/lib/contract/provider-owner';
import { messages } from '@/lib/messages';
import { warningAdmin as wt } from '@/lib/messages/provider-warnings';
import {
  approveProvider,
  assignProviderOwner,
  issueProviderWarning,
  liftProviderWarning,
  reactivateProvider,
  rejectProvider,
  type ProviderList,
} from './api';
import type { RowMove } from './use-moderation-list';
import type { WarningInput } from './WarningDialog';

const m = messages.admin;

/** The buttons of a row, in the order they show. */
export type ProviderButton =
  'notify' | 'assign' | 'warn' | 'lift' | 'approve' | 'reactivate' | 'reject';

/**
 * What a row offers: "Avísale al usuario" (approved list, owned, with a WhatsApp number), an
 * owner for an unowned one, a public warning on an approved one (or lifting it), approval of a
 * pending one, and reactivation of a rejected one or rejection of any other.
 */
export function providerButtons(
  p: Pick<AdminProvider, 'user' | 'status' | 'warning'>,
  list: ProviderList,
  hasWhatsapp: boolean,
): ProviderButton[] {
  const owned = isClaimed(p.user);
  const out: ProviderButton[] = [];
  if (list === 'approved' && owned && hasWhatsapp) out.push('notify');
  if (!owned) out.push('assign');
  if (p.status === 'approved') out.push(p.warning ? 'lift' : 'warn');
  if (p.status === 'pending') out.push('approve');
  out.push(p.status === 'rejected' ? 'reactivate' : 'reject');
  return out;
}

/** The input each action takes from its dialog. */
export interface ProviderActionInput {
  reject: string;
  reactivate: undefined;
  approve: undefined;
  assign: string;
  warn: WarningInput;
  lift: string;
}
export type ProviderAction = keyof ProviderActionInput;

const keep = (answer: unknown) => answer as object;

/** The row move of `action` on `p` in `list` (see RowMove). */
export function providerMove<A extends ProviderAction>(
  action: A,
  p: AdminProvider,
  list: ProviderList,
  input: ProviderActionInput[A],
): RowMove {
  // A status change keeps the row in the list of providers without owner.
  const statusPatch = list === 'unowned' ? { patch: keep } : {};
  const text = input as string;
  switch (action) {
    case 'reject':
      return {
        run: () => rejectProvider(p.id, text),
        done: [m.rejected],
        failed: () => [m.rejectError],
        action: { kind: 'reject', from: p.status === 'pending' ? 'pending' : 'approved' },
        log: 'reject',
        rethrow: true,
        ...statusPatch,
      };
    case 'reactivate':
      return {
        run: () => reactivateProvider(p.id),
        done: [m.reactivated],
        failed: () => [m.reactivateError],
        action: { kind: 'reactivate' },
        log: 'reactivate',
        ...statusPatch,
      };
    case 'approve':
      return {
        run: () => approveProvider(p.id),
        done: [m.providerApproved],
        failed: (err) => [m.approveProviderError, errorMessage(err)],
        action: { kind: 'approve-provider' },
        log: 'approve provider',
        ...statusPatch,
      };
    case 'assign':
      return {
        run: () => assignProviderOwner(p.id, text),
        done: [m.ownerAssigned(text.toLowerCase())],
        failed: (err) => [m.assignOwnerError, errorMessage(err)],
        action: { kind: 'assign-owner' },
        log: 'assign owner',
        rethrow: true,
        // Only the list of providers without owner loses the row.
        ...(list === 'unowned' ? {} : { patch: keep }),
      };
    case 'warn':
      return {
        run: () => issueProviderWarning(p.id, input as WarningInput),
        done: [wt.issued],
        failed: (err) => [wt.issueTitle(p.company_name), errorMessage(err)],
        action: { kind: 'provider-warning' },
        log: 'issue warning',
        rethrow: true,
        patch: (answer: unknown) => ({ warning: answer }),
      };
    default:
      return {
        run: () => liftProviderWarning(p.id, text),
        done: [wt.lifted],
        failed: (err) => [wt.liftTitle(p.company_name), errorMessage(err)],
        action: { kind: 'provider-warning' },
        log: 'lift warning',
        rethrow: true,
        patch: () => ({ warning: null }),
      };
  }
}
