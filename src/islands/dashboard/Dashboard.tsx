/** /dashboard: the HR professional's and the provider's panels (spec §2). */
import { paths } from '@/lib/contract/paths';
import { useCallback, useEffect, useState } from 'react';
import { getPb } from '@/lib/pb-client';
import { messages } from '@/lib/messages';
import { reloadProfile, refreshSession } from '@/lib/stores/session';
import { toastError } from '@/lib/stores/toast';
import type { ProviderRecord, UserRecord } from '@/lib/stores/types';
import { useRequireSession, useSession } from '../shared/use-session';
import { Badge, cardClass, primaryButton, secondaryButton, Spinner } from '../shared/ui';
import RepliesToMyReviews from './RepliesToMyReviews';

const m = messages.dashboard;

interface Counters {
  reviews: number;
  favorites: number;
}

function useOwnData(userId: string | undefined) {
  const [providers, setProviders] = useState<ProviderRecord[]>([]);
  const [counters, setCounters] = useState<Counters>({ reviews: 0, favorites: 0 });

  const load = useCallback(async () => {
    if (!userId) return;
    const pb = getPb();
    try {
      const [own, reviews, favorites] = await Promise.all([
        pb.collection('providers').getFullList<ProviderRecord>({
          filter: pb.filter('user = {:id}', { id: userId }),
          sort: '-created',
        }),
        pb.collection('my_reviews').getList(1, 1, { fields: 'id' }),
        pb.collection('user_favorites').getList(1, 1, {
          filter: pb.filter('user = {:id}', { id: userId }),
          fields: 'id',
        }),
      ]);
      setProviders(own);
      setCounters({ reviews: reviews.totalItems, favorites: favorites.totalItems });
    } catch (err) {
      console.error('[dashboard] load', err);
      toastError(messages.common.loadDataError);
    }
  }, [userId]);

  useEffect(() => {
    if (!userId) return;
    void load();
    // Live counters: any change to the caller's reviews, favourites or providers.
    const pb = getPb();
    const unsubs = ['reviews', 'user_favorites', 'providers'].map((c) =>
      pb.collection(c).subscribe('*', () => void load()),
    );
    return () => {
      for (const u of unsubs) void u.then((fn) => fn()).catch(() => {});
    };
  }, [userId, load]);

  return { providers, counters };
}

function Header({ profile, isAdmin }: { profile: UserRecord; isAdmin: boolean }) {
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

function CompanyCard({ p, detailed }: { p: ProviderRecord; detailed: boolean }) {
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
            <dd className="font-semibold">{(p.average_rating ?? 0).toFixed(1)}</dd>
          </div>
          <div>
            <dt className="text-slate-500">{m.reviews}</dt>
            <dd className="font-semibold">{p.total_reviews ?? 0}</dd>
          </div>
          <div>
            <dt className="text-slate-500">{m.views}</dt>
            <dd className="font-semibold">{messages.common.dash}</dd>
          </div>
          <div>
            <dt className="text-slate-500">{m.leads}</dt>
            <dd className="font-semibold">{messages.common.dash}</dd>
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

function Stat({
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

export default function Dashboard() {
  const allowed = useRequireSession();
  const { user, profile, profileState, isAdmin } = useSession();
  const { providers, counters } = useOwnData(allowed ? user?.id : undefined);

  if (!allowed || !user) return <Spinner />;
  if (profileState === 'error') {
    return (
      <div className="container-page py-10">
        <div className={`${cardClass} text-center`} role="alert">
          <p className="font-semibold text-red-800">{m.profileLoadError}</p>
          <button
            type="button"
            className={`${primaryButton} mt-4`}
            onClick={() => void (profile ? reloadProfile() : refreshSession())}
          >
            {messages.common.retry}
          </button>
        </div>
      </div>
    );
  }
  if (!profile) return <Spinner />;

  const isProvider = profile.user_type === 'provider';
  const avgRating = providers.length
    ? providers.reduce((s, p) => s + (p.average_rating ?? 0), 0) / providers.length
    : 0;
  const totalReviews = providers.reduce((s, p) => s + (p.total_reviews ?? 0), 0);

  return (
    <div className="container-page space-y-8 py-10">
      <Header profile={profile} isAdmin={isAdmin} />
      {!profile.approved && (
        <div
          role="status"
          className="rounded-xl border border-orange-300 bg-orange-50 px-5 py-4 text-orange-900"
          data-testid="pending-banner"
        >
          <p className="font-semibold">{m.pendingBannerTitle}</p>
          <p className="mt-1 text-sm">{m.pendingBannerText}</p>
        </div>
      )}

      {isProvider ? (
        <>
          <section aria-labelledby="companies-title">
            <h2 id="companies-title" className="text-lg font-semibold text-ink">
              {m.companyProfiles}
            </h2>
            {providers.length ? (
              <ul className="mt-3 grid gap-4 md:grid-cols-2">
                {providers.map((p) => (
                  <CompanyCard key={p.id} p={p} detailed />
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
            <Stat label={m.statRating} value={avgRating.toFixed(1)} />
            <Stat label={m.statReviews} value={totalReviews} />
            <Stat label={m.statViews} value={messages.common.dash} />
            <Stat label={m.statLeads} value={messages.common.dash} />
          </section>
          <section className={cardClass}>
            <h2 className="text-lg font-semibold text-ink">{m.recentReviews}</h2>
            <p className="mt-2 text-sm text-slate-500">{m.noRecentReviews}</p>
          </section>
        </>
      ) : (
        <>
          {providers.length > 0 && (
            <section aria-labelledby="my-companies">
              <h2 id="my-companies" className="text-lg font-semibold text-ink">
                {m.myCompanies}
              </h2>
              <ul className="mt-3 grid gap-4 md:grid-cols-2">
                {providers.map((p) => (
                  <CompanyCard key={p.id} p={p} detailed={false} />
                ))}
              </ul>
            </section>
          )}
          <section className="grid gap-4 sm:grid-cols-2">
            <Stat label={m.reviewsWritten} value={counters.reviews} testId="count-reviews" />
            <Stat label={m.favoriteProviders} value={counters.favorites} testId="count-favorites" />
          </section>
          <section className={cardClass}>
            <h2 className="text-lg font-semibold text-ink">{m.quickActions}</h2>
            <div className="mt-4 flex flex-wrap gap-3">
              <a href="/write-review" className={primaryButton}>
                {m.writeReview}
              </a>
              {providers.length === 0 && (
                <a href="/create-provider" className={secondaryButton}>
                  {m.createCompany}
                </a>
              )}
              {providers.length > 0 && isAdmin && (
                <a href="/create-provider?new=1" className={secondaryButton}>
                  {m.createNewCompany}
                </a>
              )}
              <a href="/favorites" className={secondaryButton}>
                {m.myFavorites}
              </a>
            </div>
          </section>
          <RepliesToMyReviews />
          <section className={cardClass}>
            <h2 className="text-lg font-semibold text-ink">{m.recentActivity}</h2>
            <p className="mt-2 text-sm text-slate-500">{m.noRecentActivity}</p>
          </section>
        </>
      )}
    </div>
  );
}
