/**
 * Approved and rejected providers with their creator, one server page at a time, searched on
 * the server: Rechazar (reason stored in admin_notes), Reactivar (notes cleared) and
 * "Avísale al usuario" (spec §2, §4, §5).
 */
import { paths } from '@/lib/contract/paths';
import { useCallback, useState } from 'react';
import { messages } from '@/lib/messages';
import {
  loadProviders,
  reactivateProvider,
  rejectProvider,
  type AdminProvider,
  type ProviderCounts,
} from './api';
import type { PageParams } from './paging';
import { PagedListView } from './PagedListView';
import { LinkedIn, dangerButton, dateOf, smallButton } from './parts';
import { whatsappLink, type RowAction } from './state';
import { useModerationList } from './use-moderation-list';
import { ReasonDialog } from './ReasonDialog';

const m = messages.admin;

interface Props {
  kind: 'approved' | 'rejected';
  brand: string;
  /** A row left this list (the counts follow). */
  onAction: (action: RowAction) => void;
  /** The server's provider counts, with every page. */
  onCounts: (counts: ProviderCounts) => void;
}

export function ProvidersTab({ kind, brand, onAction, onCounts }: Props) {
  const load = useCallback((p: PageParams) => loadProviders(kind, p), [kind]);
  const { list, busy, move } = useModerationList(load, { log: 'providers', onCounts, onAction });
  const [rejecting, setRejecting] = useState<AdminProvider | null>(null);

  const reject = (p: AdminProvider, reason: string) =>
    move(p, {
      run: () => rejectProvider(p.id, reason),
      done: [m.rejected],
      failed: () => [m.rejectError],
      action: { kind: 'reject' },
      log: 'reject',
      rethrow: true,
    });

  const onReactivate = (p: AdminProvider) =>
    move(p, {
      run: () => reactivateProvider(p.id),
      done: [m.reactivated],
      failed: () => [m.reactivateError],
      action: { kind: 'reactivate' },
      log: 'reactivate',
    });

  return (
    <>
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
      <PagedListView
        list={list}
        searchId={`search-${kind}-providers`}
        empty={kind === 'approved' ? m.noApprovedProviders : m.noRejectedProviders}
      >
        {(providers) => (
          <ul className="space-y-3">
            {providers.map((p) => {
              const creator = `${p.user_first_name} ${p.user_last_name}`.trim();
              const notify =
                kind === 'approved'
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
                  <div className="min-w-0 space-y-1 text-sm">
                    <h3 className="text-base font-semibold text-ink">
                      {kind === 'approved' ? (
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
                      {p.headquarters_country} · {m.created}: {dateOf(p.created)}
                      {kind === 'approved' && p.approved_at && (
                        <>
                          {' '}
                          · {m.approvedAt}: {dateOf(p.approved_at)}
                        </>
                      )}
                    </p>
                    <p className="text-slate-700">
                      <span className="font-medium">{m.creator}:</span>{' '}
                      {creator || messages.common.dash} · {p.user_email || messages.common.dash} ·{' '}
                      <LinkedIn url={p.user_linkedin_url} />
                    </p>
                    {kind === 'rejected' && p.admin_notes && (
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
                    {kind === 'approved' ? (
                      <button
                        type="button"
                        className={dangerButton}
                        disabled={busy !== null}
                        onClick={() => setRejecting(p)}
                      >
                        {m.reject}
                      </button>
                    ) : (
                      <button
                        type="button"
                        className={smallButton}
                        disabled={busy !== null}
                        onClick={() => void onReactivate(p)}
                      >
                        {m.reactivate}
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
