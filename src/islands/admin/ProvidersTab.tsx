/**
 * The providers with their owner, one server page at a time, searched on the server (company,
 * owner's name and e-mail): Rechazar (reason stored in admin_notes), Reactivar (notes cleared)
 * and "Avísale al usuario" (spec §2, §4, §5). The approved providers' tab also lists the
 * pending ones (Aprobar) and those without owner (held by the platform or left by an account
 * deletion: Asignar responsable, by the account's e-mail). An approved provider can get a public
 * warning ("Advertencia pública", docs/DECISIONS.md § Public warnings) and lose it again.
 */
import { paths } from '@/lib/contract/paths';
import { isClaimed } from '@/lib/contract/provider-owner';
import { errorMessage } from '@/lib/backend-errors';
import { useCallback, useState } from 'react';
import { messages } from '@/lib/messages';
import {
  approveProvider,
  assignProviderOwner,
  issueProviderWarning,
  liftProviderWarning,
  loadProviders,
  reactivateProvider,
  rejectProvider,
  type AdminProvider,
  type ProviderCounts,
  type ProviderList,
} from './api';
import type { PageParams } from './paging';
import { PagedListView } from './PagedListView';
import { LinkedIn, adminCardText, dangerButton, dateOf, smallButton, smallPrimary } from './parts';
import { whatsappLink, type RowAction } from './state';
import { useModerationList } from './use-moderation-list';
import { ReasonDialog } from './ReasonDialog';
import { WarningDialog, type WarningInput } from './WarningDialog';
import { WARNING_REASON_LABELS, warningAdmin as wt } from '@/lib/messages/provider-warnings';
import { isWarningReason } from '@/lib/contract/provider-warnings';

const m = messages.admin;

interface Props {
  kind: 'approved' | 'rejected';
  brand: string;
  /** The panel's provider counts (the list chooser shows them). */
  counts: ProviderCounts | null;
  /** A row left this list (the counts follow). */
  onAction: (action: RowAction) => void;
  /** The server's provider counts, with every page. */
  onCounts: (counts: ProviderCounts) => void;
}

/** The lists the approved providers' tab offers. */
const APPROVED_TAB_LISTS = [
  ['approved', m.viewApproved],
  ['pending', m.viewPending],
  ['unowned', m.viewUnowned],
] as const;

export function ProvidersTab({ kind, counts, ...rest }: Props) {
  const [list, setList] = useState<ProviderList>(kind);
  if (kind === 'rejected') return <ProviderRows list="rejected" {...rest} />;
  return (
    <div className="space-y-4">
      <div role="group" aria-label={m.providerViews} className="flex flex-wrap gap-2">
        {APPROVED_TAB_LISTS.map(([key, label]) => (
          <button
            key={key}
            type="button"
            aria-pressed={list === key}
            className={list === key ? smallPrimary : smallButton}
            onClick={() => setList(key)}
            data-provider-list={key}
          >
            {label}
            {counts?.[key] !== undefined && ` (${counts[key]})`}
          </button>
        ))}
      </div>
      <ProviderRows key={list} list={list} {...rest} />
    </div>
  );
}

const EMPTY: Record<ProviderList, string> = {
  approved: m.noApprovedProviders,
  rejected: m.noRejectedProviders,
  pending: m.noPendingProviders,
  unowned: m.noUnownedProviders,
};

function ProviderRows({
  list: which,
  brand,
  onAction,
  onCounts,
}: Omit<Props, 'kind' | 'counts'> & { list: ProviderList }) {
  const load = useCallback((p: PageParams) => loadProviders(which, p), [which]);
  const { list, busy, move } = useModerationList(load, { log: 'providers', onCounts, onAction });
  const [rejecting, setRejecting] = useState<AdminProvider | null>(null);
  const [assigning, setAssigning] = useState<AdminProvider | null>(null);
  const [warning, setWarning] = useState<AdminProvider | null>(null);
  const [lifting, setLifting] = useState<AdminProvider | null>(null);
  // A status change keeps the row in the list of providers without owner.
  const statusPatch = which === 'unowned' ? (answer: unknown) => answer as object : undefined;

  const reject = (p: AdminProvider, reason: string) =>
    move(p, {
      run: () => rejectProvider(p.id, reason),
      done: [m.rejected],
      failed: () => [m.rejectError],
      action: { kind: 'reject', from: p.status === 'pending' ? 'pending' : 'approved' },
      log: 'reject',
      rethrow: true,
      ...(statusPatch ? { patch: statusPatch } : {}),
    });

  const onReactivate = (p: AdminProvider) =>
    move(p, {
      run: () => reactivateProvider(p.id),
      done: [m.reactivated],
      failed: () => [m.reactivateError],
      action: { kind: 'reactivate' },
      log: 'reactivate',
      ...(statusPatch ? { patch: statusPatch } : {}),
    });

  const onApprove = (p: AdminProvider) =>
    move(p, {
      run: () => approveProvider(p.id),
      done: [m.providerApproved],
      failed: (err) => [m.approveProviderError, errorMessage(err)],
      action: { kind: 'approve-provider' },
      log: 'approve provider',
      ...(statusPatch ? { patch: statusPatch } : {}),
    });

  const assign = (p: AdminProvider, email: string) =>
    move(p, {
      run: () => assignProviderOwner(p.id, email),
      done: [m.ownerAssigned(email.toLowerCase())],
      failed: (err) => [m.assignOwnerError, errorMessage(err)],
      action: { kind: 'assign-owner' },
      log: 'assign owner',
      rethrow: true,
      // Only the list of providers without owner loses the row.
      ...(which === 'unowned' ? {} : { patch: (answer: unknown) => answer as object }),
    });

  const issueWarning = (p: AdminProvider, input: WarningInput) =>
    move(p, {
      run: () => issueProviderWarning(p.id, input),
      done: [wt.issued],
      failed: (err) => [wt.issueTitle(p.company_name), errorMessage(err)],
      action: { kind: 'provider-warning' },
      log: 'issue warning',
      rethrow: true,
      patch: (answer: unknown) => ({ warning: answer }),
    });

  const liftWarning = (p: AdminProvider, note: string) =>
    move(p, {
      run: () => liftProviderWarning(p.id, note),
      done: [wt.lifted],
      failed: (err) => [wt.liftTitle(p.company_name), errorMessage(err)],
      action: { kind: 'provider-warning' },
      log: 'lift warning',
      rethrow: true,
      patch: () => ({ warning: null }),
    });

  return (
    <>
      {warning && (
        <WarningDialog
          providerName={warning.company_name}
          onConfirm={(input) => issueWarning(warning, input)}
          onClose={() => setWarning(null)}
        />
      )}
      {lifting && (
        <ReasonDialog
          title={wt.liftTitle(lifting.company_name)}
          label={wt.noteLabel}
          confirmLabel={wt.liftConfirm}
          onConfirm={(note) => liftWarning(lifting, note)}
          onClose={() => setLifting(null)}
        />
      )}
      {rejecting && (
        <ReasonDialog
          title={m.rejectTitle(rejecting.company_name)}
          label={m.rejectPrompt}
          confirmLabel={m.reject}
          requiredMessage={m.rejectReasonRequired}
          onConfirm={(reason) => reject(rejecting, reason)}
          onClose={() => setRejecting(null)}
        />
      )}
      {assigning && (
        <ReasonDialog
          email
          title={m.assignOwnerTitle(assigning.company_name)}
          label={m.assignOwnerPrompt}
          confirmLabel={m.assignOwner}
          requiredMessage={m.assignOwnerRequired}
          onConfirm={(email) => assign(assigning, email)}
          onClose={() => setAssigning(null)}
        />
      )}
      <PagedListView
        list={list}
        searchId={`search-${which}-providers`}
        searchPlaceholder={m.providerSearchPlaceholder}
        empty={EMPTY[which]}
      >
        {(providers) => (
          <ul className="space-y-3">
            {providers.map((p) => {
              const owned = isClaimed(p.user);
              const owner = `${p.user_first_name} ${p.user_last_name}`.trim();
              const notify =
                which === 'approved' && owned
                  ? whatsappLink(
                      p.whatsapp_number,
                      m.notifyMessage(brand, p.company_name, p.user_first_name),
                    )
                  : null;
              return (
                <li
                  key={p.id}
                  className="flex flex-wrap items-start justify-between gap-4 rounded-xl border border-slate-200 bg-white p-4 shadow-sm"
                  data-testid="admin-provider-row"
                  data-provider-id={p.id}
                >
                  <div className={adminCardText}>
                    <h3 className="text-base font-semibold text-ink">
                      {p.status === 'approved' ? (
                        <a
                          href={paths.provider(p.slug)}
                          target="_blank"
                          rel="noopener"
                          className="hover:underline"
                        >
                          {p.company_name}
                        </a>
                      ) : (
                        p.company_name
                      )}
                    </h3>
                    <p className="text-slate-600">
                      {which === 'unowned' && <>{m.statusLabel[p.status] ?? p.status} · </>}
                      {p.headquarters_country} · {m.created}: {dateOf(p.created)}
                      {p.status === 'approved' && p.approved_at && (
                        <>
                          {' '}
                          · {m.approvedAt}: {dateOf(p.approved_at)}
                        </>
                      )}
                    </p>
                    {owned ? (
                      <p className="text-slate-700">
                        <span className="font-medium">{m.creator}:</span>{' '}
                        {owner || messages.common.dash} · {p.user_email || messages.common.dash} ·{' '}
                        <LinkedIn url={p.user_linkedin_url} />
                      </p>
                    ) : (
                      <p className="text-amber-800" data-testid="admin-provider-unowned">
                        {m.noOwner}
                      </p>
                    )}
                    {p.warning && (
                      <p className="text-amber-800" data-testid="admin-provider-warning">
                        <span className="font-medium">{wt.activeBadge}:</span>{' '}
                        {isWarningReason(p.warning.reason)
                          ? WARNING_REASON_LABELS[p.warning.reason]
                          : p.warning.reason}{' '}
                        · {dateOf(p.warning.created)}
                        {p.warning.expires_at && <> → {dateOf(p.warning.expires_at)}</>}
                      </p>
                    )}
                    {p.status === 'rejected' && p.admin_notes && (
                      <p className="text-red-800">
                        <span className="font-medium">{m.reason}:</span> {p.admin_notes}
                      </p>
                    )}
                  </div>
                  <div className="flex flex-wrap gap-2">
                    {notify && (
                      <a
                        href={notify}
                        target="_blank"
                        rel="noopener noreferrer"
                        className={smallButton}
                      >
                        {m.notifyUser}
                      </a>
                    )}
                    {!owned && (
                      <button
                        type="button"
                        className={smallButton}
                        disabled={busy !== null}
                        onClick={() => setAssigning(p)}
                      >
                        {m.assignOwner}
                      </button>
                    )}
                    {p.status === 'approved' &&
                      (p.warning ? (
                        <button
                          type="button"
                          className={smallButton}
                          disabled={busy !== null}
                          onClick={() => setLifting(p)}
                        >
                          {wt.lift}
                        </button>
                      ) : (
                        <button
                          type="button"
                          className={smallButton}
                          disabled={busy !== null}
                          onClick={() => setWarning(p)}
                        >
                          {wt.issue}
                        </button>
                      ))}
                    {p.status === 'pending' && (
                      <button
                        type="button"
                        className={smallPrimary}
                        disabled={busy !== null}
                        onClick={() => void onApprove(p)}
                      >
                        {m.approveProvider}
                      </button>
                    )}
                    {p.status === 'rejected' ? (
                      <button
                        type="button"
                        className={smallButton}
                        disabled={busy !== null}
                        onClick={() => void onReactivate(p)}
                      >
                        {m.reactivate}
                      </button>
                    ) : (
                      <button
                        type="button"
                        className={dangerButton}
                        disabled={busy !== null}
                        onClick={() => setRejecting(p)}
                      >
                        {m.reject}
                      </button>
                    )}
                  </div>
                </li>
              );
            })}
          </ul>
        )}
      </PagedListView>
    </>
  );
}
