/** The /dashboard's building blocks (Dashboard.tsx): the header, a company card, a figure. */
import { paths } from '@/lib/contract/paths';
import { formatFixed } from '@/lib/contract/number-format';
import { messages } from '@/lib/messages';
import type { ProviderRecord, UserRecord } from '@/lib/stores/types';
import { Badge, cardClass, primaryButton, secondaryButton } from '../shared/ui';
import { APPROVAL_RULE_LABELS, isApprovalRule } from '@/lib/contract/accounts';

const m = messages.dashboard;

export function Header({ profile, isAdmin }: { profile: UserRecord; isAdmin: boolean }) {
  const isProvider = profile.user_type === 'provider';
  return (
    <header className="flex flex-wrap items-start justify-between gap-4">
      <div>
        <h1 className="text-2xl font-bold text-ink">
          {m.hello}, {profile.first_name?.trim() || m.fallbackName}
        </h1>
        <p className="mt-1 text-slate-600">{isProvider ? m.providerPanel : m.hrPanel}</p>
        <div className="mt-3 flex flex-wrap gap-2">
          {profile.approved ? (
            <Badge tone="green">{m.verified}</Badge>
          ) : (
            <Badge tone="orange">{m.pendingVerification}</Badge>
          )}
          <Badge tone="brand">{isProvider ? m.userTypeProvider : m.userTypeHr}</Badge>
        </div>
        {profile.approved && isApprovalRule(profile.approved_by) && (
          <p className="mt-2 text-sm text-slate-600" data-approved-by={profile.approved_by}>
            {messages.pendingAccounts.approvedBy(APPROVAL_RULE_LABELS[profile.approved_by])}
          </p>
        )}
      </div>
      <div className="flex gap-2">
        {isAdmin && (
          <a href="/lapieza-admin" className={primaryButton}>
            {m.adminPanel}
          </a>
        )}
        <a href="/settings" className={secondaryButton}>
          {m.settings}
        </a>
      </div>
    </header>
  );
}

export function CompanyCard({
  p,
  detailed,
  figures,
}: {
  p: ProviderRecord;
  detailed: boolean;
  /** Views and leads of the last 30 days; null while loading. */
  figures: { views: number; leads: number } | null;
}) {
  return (
    <li className={cardClass} data-testid="company-card">
      <div className="flex items-start justify-between gap-2">
        <h3 className="text-lg font-semibold text-ink">{p.company_name}</h3>
        {p.verified ? (
          <Badge tone="green">{m.verifiedCompany}</Badge>
        ) : (
          <Badge tone="orange">{m.underReview}</Badge>
        )}
      </div>
      {detailed && (
        <dl className="mt-3 grid grid-cols-4 gap-2 text-center text-sm">
          <div>
            <dt className="text-slate-500">{m.rating}</dt>
            <dd className="font-semibold">{formatFixed(p.average_rating ?? 0, 1)}</dd>
          </div>
          <div>
            <dt className="text-slate-500">{m.reviews}</dt>
            <dd className="font-semibold">{p.total_reviews ?? 0}</dd>
          </div>
          <div>
            <dt className="text-slate-500">{m.views}</dt>
            <dd className="font-semibold">{figures?.views ?? ''}</dd>
          </div>
          <div>
            <dt className="text-slate-500">{m.leads}</dt>
            <dd className="font-semibold">{figures?.leads ?? ''}</dd>
          </div>
        </dl>
      )}
      <div className="mt-4 flex flex-wrap gap-3 text-sm font-medium">
        <a className="text-brand-700 hover:underline" href={`/create-provider?edit=${p.id}`}>
          {m.edit}
        </a>
        <a className="text-brand-700 hover:underline" href={paths.provider(p.slug)}>
          {m.publicProfile}
        </a>
        <a className="text-brand-700 hover:underline" href="/provider-dashboard">
          {m.providerDashboard}
        </a>
      </div>
    </li>
  );
}

export function Stat({
  label,
  value,
  testId,
}: {
  label: string;
  value: string | number;
  testId?: string;
}) {
  return (
    <div className={cardClass}>
      <p className="text-sm text-slate-500">{label}</p>
      <p className="mt-1 text-3xl font-bold text-ink" data-testid={testId}>
        {value}
      </p>
    </div>
  );
}
