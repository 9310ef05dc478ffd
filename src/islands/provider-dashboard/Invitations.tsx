/**
 * The provider dashboard's review invitations: paste addresses or upload a CSV,
 * send them (API.providerInvitations (POST): all or nothing, the 24-hour limit kept
 * by the server), and the counts sent / opened / turned into reviews with the latest rows.
 */
import { useCallback, useEffect, useState, type ChangeEvent, type SubmitEvent } from 'react';
import { getPb } from '@/lib/pb-client';
import { errorMessage } from '@/lib/backend-errors';
import { formatLongDateEs } from '@/lib/domain/dates';
import { toastError, toastSuccess } from '@/lib/stores/toast';
import type {
  InvitationRow,
  InvitationSendResult,
  InvitationStats,
} from '@/lib/contract/invitations';
import { invitations as m } from '@/lib/messages/invitations';
import type { ProviderRecord } from '@/lib/stores/types';
import { cardClass, FormAlert, inputClass, labelClass, primaryButton } from '../shared/ui';
import { API } from '@/lib/contract/api-routes';

export default function Invitations({ provider }: { provider: ProviderRecord }) {
  const [stats, setStats] = useState<InvitationStats | null>(null);
  const [items, setItems] = useState<InvitationRow[]>([]);
  const [emails, setEmails] = useState('');
  const [busy, setBusy] = useState(false);
  const [problem, setProblem] = useState('');
  const [note, setNote] = useState('');
  const approved = provider.status === 'approved';
  const api = API.providerInvitations(provider.id);

  const load = useCallback(async () => {
    try {
      const res = await getPb().send<{ stats: InvitationStats; items: InvitationRow[] }>(api, {});
      setStats(res.stats);
      setItems(res.items);
    } catch (err) {
      console.error('[invitations] load', err);
    }
  }, [api]);

  useEffect(() => {
    if (approved) void load();
  }, [approved, load]);

  async function onFile(e: ChangeEvent<HTMLInputElement>) {
    const file = e.target.files?.[0];
    if (!file) return;
    try {
      const text = await file.text();
      setEmails((old) => (old.trim() ? `${old.trim()}\n${text}` : text));
    } catch {
      toastError(m.csvError);
    }
  }

  async function onSubmit(e: SubmitEvent) {
    e.preventDefault();
    setProblem('');
    setNote('');
    setBusy(true);
    try {
      const res = await getPb().send<InvitationSendResult>(api, {
        method: 'POST',
        body: { emails },
      });
      toastSuccess(m.sentToast(res.sent.length));
      if (res.skipped.length) setNote(m.skippedNote(res.skipped.join(', ')));
      setEmails('');
      setStats(res.stats);
      await load();
    } catch (err) {
      const message = errorMessage(err);
      setProblem(message);
      toastError(m.sendError, message);
    } finally {
      setBusy(false);
    }
  }

  return (
    <section className={cardClass} aria-labelledby="invitations-title" data-invitations>
      <h2 id="invitations-title" className="text-lg font-semibold text-ink">
        {m.dashTitle}
      </h2>
      {!approved ? (
        <p className="mt-2 text-sm text-slate-600">{m.notApproved}</p>
      ) : (
        <>
          <p className="mt-2 text-sm text-slate-600">{m.dashIntro}</p>
          {stats && (
            <dl className="mt-4 grid gap-3 sm:grid-cols-3" data-invitation-stats>
              {(
                [
                  [m.statSent, stats.sent, 'sent'],
                  [m.statOpened, stats.opened, 'opened'],
                  [m.statReviewed, stats.reviewed, 'reviewed'],
                ] as const
              ).map(([label, value, key]) => (
                <div key={key} className="rounded-lg bg-slate-50 p-3">
                  <dt className="text-xs text-slate-600">{label}</dt>
                  <dd className="text-xl font-bold text-ink" data-invitation-stat={key}>
                    {value}
                  </dd>
                </div>
              ))}
            </dl>
          )}
          <form className="mt-4 space-y-3" onSubmit={onSubmit} noValidate>
            {problem && <FormAlert title={m.sendError} description={problem} />}
            <div>
              <label htmlFor="invitation-emails" className={labelClass}>
                {m.emailsLabel}
              </label>
              <textarea
                id="invitation-emails"
                className={`${inputClass} mt-1 min-h-24`}
                value={emails}
                onChange={(e) => setEmails(e.target.value)}
                placeholder="cliente@empresa.com"
              />
            </div>
            <div>
              <label htmlFor="invitation-csv" className={labelClass}>
                {m.csvLabel}
              </label>
              <input
                id="invitation-csv"
                type="file"
                accept=".csv,text/csv,text/plain"
                className="mt-1 text-sm"
                onChange={(e) => void onFile(e)}
              />
            </div>
            {stats && (
              <p className="text-xs text-slate-600">
                {m.dashLimit(stats.limit, stats.remainingToday)}
              </p>
            )}
            <button type="submit" className={primaryButton} disabled={busy || !emails.trim()}>
              {busy ? m.sending : m.send}
            </button>
            {note && (
              <p className="text-sm text-slate-700" role="status">
                {note}
              </p>
            )}
          </form>
          <h3 className="mt-6 text-sm font-semibold text-ink">{m.recent}</h3>
          {items.length === 0 ? (
            <p className="mt-2 text-sm text-slate-600">{m.none}</p>
          ) : (
            <ul className="mt-2 divide-y divide-slate-200 text-sm" data-invitation-list>
              {items.map((i) => (
                <li key={i.id} className="flex flex-wrap justify-between gap-2 py-2">
                  <span className="text-ink">{i.email}</span>
                  <span className="text-slate-600">
                    {m.statusLabels[i.status]} · {formatLongDateEs(i.sent_at)}
                  </span>
                </li>
              ))}
            </ul>
          )}
        </>
      )}
    </section>
  );
}
