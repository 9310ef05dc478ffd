/**
 * "Reclamos de perfil": claims of unowned providers whose company address was
 * verified, oldest first; "Aprobar" makes the member the provider's owner (with the provider
 * role), "Rechazar" asks for the reason sent to the member. Decided claims stay listed.
 * Server: API.adminClaims (GET), API.adminClaimDecide (POST) (audited).
 */
import { Fragment, useState } from 'react';
import { callApi } from '@/lib/pb-client';
import { errorMessage } from '@/lib/backend-errors';
import { paths } from '@/lib/contract/paths';
import { errorText } from '@/lib/contract/errors';
import { claimsAdmin as m } from '@/lib/messages/provider-owner';
import { toastError, toastSuccess } from '@/lib/stores/toast';
import { ReasonDialog } from './ReasonDialog';
import { cardClass } from '../shared/ui';
import { dangerButton, smallPrimary } from './parts';
import { claimFacts } from './queue-cards';
import { QueueTab } from './QueueTab';
import { useBusy } from './use-busy';
import { API } from '@/lib/contract/api-routes';
import type { AdminClaimRow } from '@/lib/contract/admin';

type Estado = 'verified' | 'approved' | 'refused';

export function ClaimsTab() {
  return (
    <QueueTab<Estado, AdminClaimRow>
      label={m.tab}
      states={[
        ['verified', m.verified],
        ['approved', m.approved],
        ['refused', m.refused],
      ]}
      route={API.adminClaims}
      searchId="search-claims"
      searchPlaceholder={m.searchPlaceholder}
      loadError={m.loadError}
      empty={(estado) => (estado === 'verified' ? m.empty : m.emptyDecided)}
      row={(r, moved) => <ClaimCard key={r.id} row={r} onDecided={moved} />}
    />
  );
}

function ClaimCard({
  row,
  onDecided,
}: {
  row: AdminClaimRow;
  onDecided: (to: 'approved' | 'refused') => void;
}) {
  const { busy, run } = useBusy();
  const [refusing, setRefusing] = useState(false);

  async function decide(approve: boolean, reason = '') {
    await callApi(API.adminClaimDecide, [row.id], { body: { approve, reason } });
    toastSuccess(approve ? m.approvedToast : m.refusedToast);
    onDecided(approve ? 'approved' : 'refused');
  }

  const approve = () =>
    run(
      () => decide(true),
      (err) => toastError(m.decideError, errorMessage(err)),
    );

  return (
    <li className={cardClass} data-claim={row.id}>
      <h3 className="font-semibold text-ink">
        <a href={paths.provider(row.provider_slug)} className="text-brand-700 underline">
          {row.provider_name}
        </a>
      </h3>
      <dl className="mt-3 grid gap-x-6 gap-y-1 text-sm sm:grid-cols-[auto_1fr]">
        {claimFacts(row).map(([term, detail]) => (
          <Fragment key={term}>
            <dt className="font-medium text-slate-700">{term}</dt>
            <dd>{detail}</dd>
          </Fragment>
        ))}
      </dl>
      {row.status === 'verified' && (
        <div className="mt-3 flex flex-wrap gap-2">
          <button
            type="button"
            className={smallPrimary}
            disabled={busy}
            onClick={() => void approve()}
          >
            {m.approve}
          </button>
          <button
            type="button"
            className={dangerButton}
            disabled={busy}
            onClick={() => setRefusing(true)}
          >
            {m.refuse}
          </button>
        </div>
      )}
      {refusing && (
        <ReasonDialog
          title={`${m.refuseTitle}: ${row.provider_name}`}
          label={m.refuseLabel}
          confirmLabel={m.refuse}
          requiredMessage={errorText('claim_reason_required')}
          onConfirm={(reason) => decide(false, reason)}
          onClose={() => setRefusing(false)}
        />
      )}
    </li>
  );
}
