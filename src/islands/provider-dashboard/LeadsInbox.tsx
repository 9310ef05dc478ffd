/**
 * "Solicitudes de propuesta": the requests members sent the provider, newest
 * first, each with the member's e-mail (revealed when they sent it) and a reply link.
 * The records API lets only the provider's owner (and admins) read them.
 */
import { useEffect, useState } from 'react';
import { getPb } from '@/lib/pb-client';
import { formatLongDateEs } from '@/lib/domain/dates';
import { ownerDashboard as m } from '@/lib/messages/provider-owner';
import { Spinner } from '../shared/ui';

interface LeadRow {
  id: string;
  member_name: string;
  member_email: string;
  service: string;
  company_size: string;
  country: string;
  message: string;
  created: string;
}

export function LeadsInbox({
  providerId,
  labelOf,
}: {
  providerId: string;
  labelOf: (category: string) => string;
}) {
  const [rows, setRows] = useState<LeadRow[] | null>(null);
  const [failed, setFailed] = useState(false);
  useEffect(() => {
    const pb = getPb();
    pb.collection('proposal_requests')
      .getList<LeadRow>(1, 100, {
        filter: pb.filter('provider = {:id}', { id: providerId }),
        sort: '-created',
        requestKey: null,
      })
      .then((list) => setRows(list.items))
      .catch((err: unknown) => {
        console.error('[provider-dashboard] leads', err);
        setFailed(true);
      });
  }, [providerId]);
  if (failed) return <p role="alert">{m.statsError}</p>;
  if (!rows) return <Spinner />;
  return (
    <section>
      <h2 className="text-lg font-semibold text-ink">{m.inboxTitle}</h2>
      {rows.length === 0 ? (
        <p className="py-6 text-center text-slate-600">{m.inboxEmpty}</p>
      ) : (
        <ul className="mt-4 divide-y divide-slate-200">
          {rows.map((r) => (
            <li key={r.id} className="py-4" data-lead={r.id}>
              <p className="font-semibold text-ink">
                {m.inboxFrom}: {r.member_name ? `${r.member_name} · ` : ''}
                {r.member_email}
              </p>
              <p className="mt-1 text-sm text-slate-600">
                {m.inboxService}: {labelOf(r.service)} · {m.inboxSize}: {r.company_size} ·{' '}
                {m.inboxCountry}: {r.country}
              </p>
              <p className="mt-2 text-sm whitespace-pre-line text-slate-800">{r.message}</p>
              <p className="mt-1 text-xs text-slate-500">{formatLongDateEs(r.created)}</p>
              <a
                href={`mailto:${r.member_email}?subject=${encodeURIComponent(labelOf(r.service))}`}
                className="mt-2 inline-block text-sm font-semibold text-brand-700 underline"
              >
                {m.inboxReply}
              </a>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
