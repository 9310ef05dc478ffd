/**
 * Approved and rejected providers with their creator: Rechazar (reason stored in
 * admin_notes), Reactivar (notes cleared) and "Avísale al usuario" (spec §2, §4, §5).
 */
import { useMemo, useState } from 'react';
import { messages } from '@/lib/messages';
import { toastError, toastSuccess } from '@/lib/stores/toast';
import { reactivateProvider, rejectProvider, type AdminProvider, type StatusFields } from './api';
import { Empty, LinkedIn, SearchBox, dangerButton, dateOf, smallButton } from './parts';
import { matchesQuery, whatsappLink } from './state';

const m = messages.admin;

interface Props {
  kind: 'approved' | 'rejected';
  providers: AdminProvider[];
  brand: string;
  /** The row left this list with the server's new status fields. */
  onMoved: (id: string, patch: StatusFields) => void;
}

export function ProvidersTab({ kind, providers, brand, onMoved }: Props) {
  const [query, setQuery] = useState('');
  const [busy, setBusy] = useState<string | null>(null);
  const shown = useMemo(
    () =>
      providers.filter((p) =>
        matchesQuery(query, [
          p.company_name,
          p.user_first_name,
          p.user_last_name,
          `${p.user_first_name} ${p.user_last_name}`,
          p.user_email,
        ]),
      ),
    [providers, query],
  );

  async function onReject(p: AdminProvider) {
    const reason = window.prompt(m.rejectPrompt);
    if (reason === null) return;
    if (!reason.trim()) {
      toastError(m.rejectReasonRequired);
      return;
    }
    setBusy(p.id);
    try {
      const patch = await rejectProvider(p.id, reason.trim());
      toastSuccess(m.rejected);
      onMoved(p.id, patch);
    } catch (err) {
      console.error('[admin] reject', err);
      toastError(m.rejectError);
    } finally {
      setBusy(null);
    }
  }

  async function onReactivate(p: AdminProvider) {
    setBusy(p.id);
    try {
      const patch = await reactivateProvider(p.id);
      toastSuccess(m.reactivated);
      onMoved(p.id, patch);
    } catch (err) {
      console.error('[admin] reactivate', err);
      toastError(m.reactivateError);
    } finally {
      setBusy(null);
    }
  }

  if (!providers.length) {
    return <Empty>{kind === 'approved' ? m.noApprovedProviders : m.noRejectedProviders}</Empty>;
  }

  return (
    <div className="space-y-4">
      <SearchBox id={`search-${kind}-providers`} value={query} onChange={setQuery} />
      <ul className="space-y-3">
        {shown.map((p) => {
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
                      href={`/providers/${p.slug}`}
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
                    onClick={() => void onReject(p)}
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
    </div>
  );
}
