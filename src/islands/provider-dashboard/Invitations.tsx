/**
 * The provider dashboard's review invitations: paste addresses or upload a CSV,
 * send them (API.providerInvitations (POST): all or nothing, the 24-hour limit kept
 * by the server), and the counts sent / opened / turned into reviews with the latest rows.
 * State and requests: use-invitations.ts; the form: InvitationForm.tsx.
 */
import { formatLongDateEs } from '@/lib/domain/dates';
import type { InvitationRow, InvitationStats } from '@/lib/contract/invitations';
import { invitations as m } from '@/lib/messages/invitations';
import type { ProviderRecord } from '@/lib/stores/types';
import { cardClass } from '../shared/ui';
import InvitationForm from './InvitationForm';
import { useInvitations } from './use-invitations';

export default function Invitations({ provider }: { provider: ProviderRecord }) {
  const state = useInvitations(provider);
  return (
    <section className={cardClass} aria-labelledby="invitations-title" data-invitations>
      <h2 id="invitations-title" className="text-lg font-semibold text-ink">
        {m.dashTitle}
      </h2>
      {!state.approved ? (
        <p className="mt-2 text-sm text-slate-600">{m.notApproved}</p>
      ) : (
        <>
          <p className="mt-2 text-sm text-slate-600">{m.dashIntro}</p>
          {state.stats && <Counts stats={state.stats} />}
          <InvitationForm state={state} />
          <h3 className="mt-6 text-sm font-semibold text-ink">{m.recent}</h3>
          <Latest items={state.items} />
        </>
      )}
    </section>
  );
}

/** Sent, opened and turned into reviews. */
function Counts({ stats }: { stats: InvitationStats }) {
  return (
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
  );
}

/** The latest invitations with their state and date. */
function Latest({ items }: { items: InvitationRow[] }) {
  if (items.length === 0) return <p className="mt-2 text-sm text-slate-600">{m.none}</p>;
  return (
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
  );
}
