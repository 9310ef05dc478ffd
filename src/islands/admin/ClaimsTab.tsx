/**
 * "Reclamos de perfil": claims of unowned providers whose company address was
 * verified, oldest first; "Aprobar" makes the member the provider's owner (with the provider
 * role), "Rechazar" asks for the reason sent to the member. Decided claims stay listed.
 * Server: API.adminClaims (GET), API.adminClaimDecide (POST) (audited).
 */
import { useState } from 'react';
import { getPb } from '@/lib/pb-client';
import { errorMessage } from '@/lib/backend-errors';
import { formatLongDateEs } from '@/lib/domain/dates';
import { paths } from '@/lib/contract/paths';
import { errorText } from '@/lib/contract/errors';
import { claimsAdmin as m } from '@/lib/messages/provider-owner';
import { toastError, toastSuccess } from '@/lib/stores/toast';
import { ReasonDialog } from './ReasonDialog';
import { cardClass } from '../shared/ui';
import { dangerButton, smallPrimary } from './parts';
import { QueueTab } from './QueueTab';
import { API } from '@/lib/contract/api-routes';

type Estado = 'verified' | 'approved' | 'refused';

/** A row of `API.adminClaims (GET)`. */
export interface ClaimRow {
  id: string;
  provider: string;
  provider_name: string;
  provider_slug: string;
  provider_website: string;
  member_name: string;
  member_email: string;
  email: string;
  status: Estado;
  created: string;
  verified_at: string;
  decided_at: string;
  decision_reason: string;
}

export function ClaimsTab() {
  return (
    <QueueTab<Estado, ClaimRow>
      label={m.tab}
      states={[
        ['verified', m.verified],
        ['approved', m.approved],
        ['refused', m.refused],
      ]}
      endpoint={API.adminClaims()}
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
  row: ClaimRow;
  onDecided: (to: 'approved' | 'refused') => void;
}) {
  const [busy, setBusy] = useState(false);
  const [refusing, setRefusing] = useState(false);

  async function decide(approve: boolean, reason = '') {
    await getPb().send(API.adminClaimDecide(row.id), {
      method: 'POST',
      body: { approve, reason },
    });
    toastSuccess(approve ? m.approvedToast : m.refusedToast);
    onDecided(approve ? 'approved' : 'refused');
  }

  async function approve() {
    setBusy(true);
    try {
      await decide(true);
    } catch (err) {
      toastError(m.decideError, errorMessage(err));
    } finally {
      setBusy(false);
    }
  }

  return (
    <li className={cardClass} data-claim={row.id}>
      <h3 className="font-semibold text-ink">
        <a href={paths.provider(row.provider_slug)} className="text-brand-700 underline">
          {row.provider_name}
        </a>
      </h3>
      <dl className="mt-3 grid gap-x-6 gap-y-1 text-sm sm:grid-cols-[auto_1fr]">
        <dt className="font-medium text-slate-700">{m.claimedBy}</dt>
        <dd>
          {row.member_name} &lt;{row.member_email}&gt;
        </dd>
        <dt className="font-medium text-slate-700">{m.companyEmail}</dt>
        <dd>{row.email}</dd>
        <dt className="font-medium text-slate-700">{m.website}</dt>
        <dd>{row.provider_website}</dd>
        <dt className="font-medium text-slate-700">{m.verifiedOn}</dt>
        <dd>{row.verified_at ? formatLongDateEs(row.verified_at) : ''}</dd>
        {row.decided_at && (
          <>
            <dt className="font-medium text-slate-700">{m.decidedOn}</dt>
            <dd>{formatLongDateEs(row.decided_at)}</dd>
          </>
        )}
        {row.decision_reason && (
          <>
            <dt className="font-medium text-slate-700">{m.reason}</dt>
            <dd>{row.decision_reason}</dd>
          </>
        )}
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
