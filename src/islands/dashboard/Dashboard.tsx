/**
 * /dashboard: the HR professional's and the provider's panels. The data lives in
 * use-own-data.ts, derived figures in figures.ts, the header and cards in parts.tsx.
 */
import { formatFixed } from '@/lib/contract/number-format';
import { messages } from '@/lib/messages';
import { reloadProfile, refreshSession } from '@/lib/stores/session';
import type { ProviderRecord } from '@/lib/stores/types';
import { useRequireSession, useSession } from '../shared/use-session';
import { cardClass, primaryButton, Spinner } from '../shared/ui';
import { pendingReason } from '@/lib/domain/account-state';
import PendingNotice from './PendingNotice';
import { useStatsTotals } from '../provider-dashboard/use-provider-stats';
import { RecentReviews } from '../provider-dashboard/RecentReviews';
import { MemberPanel } from './MemberPanel';
import { CompanyCard, Header, Stat } from './parts';
import { useOwnData } from './use-own-data';
import { portfolioFigures, sumOf } from './figures';

const m = messages.dashboard;

export default function Dashboard() {
  const allowed = useRequireSession();
  const { user, profile, profileState, isAdmin } = useSession();
  // After the session's refresh (the profile): never with a token the server refuses.
  const own = useOwnData(allowed ? profile?.id : undefined);
  const figures = useStatsTotals(own.providers.map((p) => p.id));

  if (!allowed || !user) return <Spinner />;
  if (profileState === 'error')
    return <ProfileError retry={profile ? reloadProfile : refreshSession} />;
  if (!profile) return <Spinner />;

  const pending = pendingReason(profile);
  return (
    <div className="container-page space-y-8 py-10">
      <Header profile={profile} isAdmin={isAdmin} />
      {pending && <PendingNotice reason={pending} email={profile.email} />}
      {profile.user_type === 'provider' ? (
        <ProviderPanel providers={own.providers} figures={figures} />
      ) : (
        <MemberPanel own={own} pending={pending} isAdmin={isAdmin} />
      )}
    </div>
  );
}

/** The profile could not be read: say so, with a retry. */
function ProfileError({ retry }: { retry: () => Promise<unknown> }) {
  return (
    <div className="container-page py-10">
      <div className={`${cardClass} text-center`} role="alert">
        <p className="font-semibold text-red-800">{m.profileLoadError}</p>
        <button type="button" className={`${primaryButton} mt-4`} onClick={() => void retry()}>
          {messages.common.retry}
        </button>
      </div>
    </div>
  );
}

/** A provider's panel: their companies with the last 30 days' figures, totals, recent reviews. */
function ProviderPanel({
  providers,
  figures,
}: {
  providers: ProviderRecord[];
  figures: ReturnType<typeof useStatsTotals>;
}) {
  const { rating, reviews } = portfolioFigures(providers);
  return (
    <>
      <section aria-labelledby="companies-title">
        <h2 id="companies-title" className="text-lg font-semibold text-ink">
          {m.companyProfiles}
        </h2>
        {providers.length ? (
          <ul className="mt-3 grid gap-4 md:grid-cols-2">
            {providers.map((p) => (
              <CompanyCard key={p.id} p={p} detailed figures={figures?.get(p.id) ?? null} />
            ))}
          </ul>
        ) : (
          <div className={`${cardClass} mt-3`}>
            <p className="text-slate-600">{m.noCompanyYet}</p>
            <a href="/create-provider" className={`${primaryButton} mt-4`}>
              {m.createCompany}
            </a>
          </div>
        )}
      </section>
      <section className="grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
        <Stat label={m.statRating} value={formatFixed(rating, 1)} />
        <Stat label={m.statReviews} value={reviews} />
        <Stat label={m.statViews} value={sumOf(figures, 'views')} testId="stat-views" />
        <Stat label={m.statLeads} value={sumOf(figures, 'leads')} testId="stat-leads" />
      </section>
      <section className={cardClass}>
        <h2 className="text-lg font-semibold text-ink">{m.recentReviews}</h2>
        <RecentReviews providerIds={providers.map((p) => p.id)} emptyText={m.noRecentReviews} />
      </section>
    </>
  );
}
