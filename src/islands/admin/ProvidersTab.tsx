/**
 * The providers with their owner, one server page at a time, searched on the server (company,
 * owner's name and e-mail): Rechazar (reason stored in admin_notes), Reactivar (notes cleared)
 * and "Avísale al usuario". The approved providers' tab also lists the
 * pending ones (Aprobar) and those without owner (held by the platform or left by an account
 * deletion: Asignar responsable, by the account's e-mail). An approved provider can get a public
 * warning ("Advertencia pública", docs/DECISIONS.md § Public warnings) and lose it again.
 */
import { paths } from '@/lib/contract/paths';
import { isClaimed } from '@/lib/contract/provider-owner';
import { useCallback, useState } from 'react';
import { messages } from '@/lib/messages';
import type { AdminProvider, ProviderCounts } from '@/lib/contract/admin';
import { loadProviders, type ProviderList } from './api';
import type { PageParams } from './paging';
import { PagedListView } from './PagedListView';
import { LinkedIn, adminCardText, dangerButton, dateOf, smallButton, smallPrimary } from './parts';
import { whatsappLink, type RowAction } from './state';
import { useModerationList } from './use-moderation-list';
import { ReasonDialog } from './ReasonDialog';
import { WarningDialog } from './WarningDialog';
import { WARNING_REASON_LABELS, warningAdmin as wt } from '@/lib/messages/provider-warnings';
import { isWarningReason } from '@/lib/contract/provider-warnings';
import {
  providerButtons,
  providerMove,
  type ProviderAction,
  type ProviderActionInput,
  type ProviderButton,
} from './provider-actions';

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

/** The actions that ask something first (a reason, an e-mail, a warning) and their row. */
type Dialog = { action: 'reject' | 'assign' | 'warn' | 'lift'; p: AdminProvider } | null;
type Act = <A extends ProviderAction>(
  action: A,
  p: AdminProvider,
  input: ProviderActionInput[A],
) => Promise<void>;

function ProviderRows({
  list: which,
  brand,
  onAction,
  onCounts,
}: Omit<Props, 'kind' | 'counts'> & { list: ProviderList }) {
  const load = useCallback((p: PageParams) => loadProviders(which, p), [which]);
  const { list, busy, move } = useModerationList(load, { log: 'providers', onCounts, onAction });
  const [dialog, setDialog] = useState<Dialog>(null);
  const act: Act = (action, p, input) => move(p, providerMove(action, p, which, input));
  const onButton = (button: ProviderButton, p: AdminProvider) => {
    if (button === 'approve' || button === 'reactivate') void act(button, p, undefined);
    else if (button !== 'notify') setDialog({ action: button, p });
  };
  return (
    <>
      {dialog && <ProviderDialog dialog={dialog} act={act} onClose={() => setDialog(null)} />}
      <PagedListView
        list={list}
        searchId={`search-${which}-providers`}
        searchPlaceholder={m.providerSearchPlaceholder}
        empty={EMPTY[which]}
      >
        {(providers) => (
          <ul className="space-y-3">
            {providers.map((p) => (
              <ProviderRow
                key={p.id}
                p={p}
                which={which}
                brand={brand}
                busy={busy !== null}
                onButton={onButton}
              />
            ))}
          </ul>
        )}
      </PagedListView>
    </>
  );
}

/** The dialog an action opens; confirming runs the action (a failure keeps it open). */
function ProviderDialog({
  dialog: { action, p },
  act,
  onClose,
}: {
  dialog: NonNullable<Dialog>;
  act: Act;
  onClose: () => void;
}) {
  const name = p.company_name;
  if (action === 'warn') {
    return (
      <WarningDialog
        providerName={name}
        onConfirm={(input) => act('warn', p, input)}
        onClose={onClose}
      />
    );
  }
  const props = {
    lift: { title: wt.liftTitle(name), label: wt.noteLabel, confirmLabel: wt.liftConfirm },
    reject: {
      title: m.rejectTitle(name),
      label: m.rejectPrompt,
      confirmLabel: m.reject,
      requiredMessage: m.rejectReasonRequired,
    },
    assign: {
      email: true,
      title: m.assignOwnerTitle(name),
      label: m.assignOwnerPrompt,
      confirmLabel: m.assignOwner,
      requiredMessage: m.assignOwnerRequired,
    },
  }[action];
  return <ReasonDialog {...props} onConfirm={(text) => act(action, p, text)} onClose={onClose} />;
}

interface RowProps {
  p: AdminProvider;
  which: ProviderList;
  brand: string;
  busy: boolean;
  onButton: (button: ProviderButton, p: AdminProvider) => void;
}

function ProviderRow({ p, which, brand, busy, onButton }: RowProps) {
  const notify =
    which === 'approved' && isClaimed(p.user)
      ? whatsappLink(p.whatsapp_number, m.notifyMessage(brand, p.company_name, p.user_first_name))
      : null;
  return (
    <li
      className="flex flex-wrap items-start justify-between gap-4 rounded-xl border border-slate-200 bg-white p-4 shadow-sm"
      data-testid="admin-provider-row"
      data-provider-id={p.id}
    >
      <ProviderSummary p={p} which={which} />
      <div className="flex flex-wrap gap-2">
        {providerButtons(p, which, notify !== null).map((button) =>
          button === 'notify' ? (
            <a
              key={button}
              href={notify!}
              target="_blank"
              rel="noopener noreferrer"
              className={smallButton}
            >
              {m.notifyUser}
            </a>
          ) : (
            <button
              key={button}
              type="button"
              className={BUTTONS[button].className}
              disabled={busy}
              onClick={() => onButton(button, p)}
            >
              {BUTTONS[button].label}
            </button>
          ),
        )}
      </div>
    </li>
  );
}

const BUTTONS: Record<Exclude<ProviderButton, 'notify'>, { label: string; className: string }> = {
  assign: { label: m.assignOwner, className: smallButton },
  warn: { label: wt.issue, className: smallButton },
  lift: { label: wt.lift, className: smallButton },
  approve: { label: m.approveProvider, className: smallPrimary },
  reactivate: { label: m.reactivate, className: smallButton },
  reject: { label: m.reject, className: dangerButton },
};

/** The row's text: name (linked when public), dates, owner or "sin responsable", warning, reason. */
function ProviderSummary({ p, which }: { p: AdminProvider; which: ProviderList }) {
  const owner = `${p.user_first_name} ${p.user_last_name}`.trim();
  return (
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
      {isClaimed(p.user) ? (
        <p className="text-slate-700">
          <span className="font-medium">{m.creator}:</span> {owner || messages.common.dash} ·{' '}
          {p.user_email || messages.common.dash} · <LinkedIn url={p.user_linkedin_url} />
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
  );
}
