/** /dashboard: the HR professional's and the provider's panels. */
import { paths } from '@/lib/contract/paths';
import { formatFixed } from '@/lib/contract/number-format';
import { useCallback, useEffect, useMemo, useState } from 'react';
import { getPb } from '@/lib/pb-client';
import { messages } from '@/lib/messages';
import { reloadProfile, refreshSession } from '@/lib/stores/session';
import { toastError } from '@/lib/stores/toast';
import type { ProviderRecord, UserRecord } from '@/lib/stores/types';
import { useRequireSession, useSession } from '../shared/use-session';
import { Badge, cardClass, primaryButton, secondaryButton, Spinner } from '../shared/ui';
import { pendingReason } from '@/lib/domain/account-state';
import { APPROVAL_RULE_LABELS, isApprovalRule } from '@/lib/contract/accounts';
import RepliesToMyReviews from './RepliesToMyReviews';
import PendingNotice from './PendingNotice';
import MyReviews from './MyReviews';
import RecentActivity from './RecentActivity';
import { useStatsTotals } from '../provider-dashboard/use-provider-stats';
import { RecentReviews } from '../provider-dashboard/RecentReviews';
import type { OwnReview } from '@/lib/contract/reviews';
import { loadOwnReviews, recentActivity, type FavoriteEvent } from './own-reviews';

const m = messages.dashboard;
/** How many events "Actividad reciente" shows. */
const ACTIVITY_ITEMS = 10;

interface Counters {
  favorites: number;
}

/** The caller's companies, reviews (the list the counter counts) and favourites. */
function useOwnData(userId: string | undefined) {
  const [providers, setProviders] = useState<ProviderRecord[]>([]);
  const [counters, setCounters] = useState<Counters>({ favorites: 0 });
  const [reviews, setReviews] = useState<OwnReview[] | null>(null);
  const [favorites, setFavorites] = useState<FavoriteEvent[] | null>(null);

  const load = useCallback(async () => {
    if (!userId) return;
    const pb = getPb();
    try {
      const [own, mine, favs] = await Promise.all([
        pb.collection('providers').getFullList<ProviderRecord>({
          filter: pb.filter('user = {:id}', { id: userId }),
          sort: '-created',
        }),
        loadOwnReviews(),
        pb.collection('user_favorites').getList(1, ACTIVITY_ITEMS, {
          filter: pb.filter('user = {:id}', { id: userId }),
          sort: '-created',
          expand: 'provider',
          fields: 'id,created,expand.provider.company_name,expand.provider.slug',
        }),
      ]);
      setProviders(own);
      setReviews(mine);
      setFavorites(
        favs.items.map((f) => {
          const p = (f.expand?.['provider'] ?? {}) as { company_name?: string; slug?: string };
          return {
            id: f.id,
            created: String(f['created'] ?? ''),
            provider_name: p.company_name ?? '',
            provider_slug: p.slug ?? '',
          };
        }),
      );
      setCounters({ favorites: favs.totalItems });
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

  const removeReview = useCallback(
    (id: string) => setReviews((old) => (old ? old.filter((r) => r.id !== id) : old)),
    [],
  );
  const activity = useMemo(
    () => (reviews && favorites ? recentActivity(reviews, favorites, ACTIVITY_ITEMS) : null),
    [reviews, favorites],
  );

  return { providers, counters, reviews, removeReview, activity };
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

function CompanyCard({
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

/** A figure summed over the caller's providers (last 30 days); '' while loading. */
function sumOf(
  figures: ReadonlyMap<string, { views: number; leads: number }> | null,
  key: 'views' | 'leads',
): number | string {
  return figures ? [...figures.values()].reduce((s, f) => s + f[key], 0) : '';
}

export default function Dashboard() {
  const allowed = useRequireSession();
  const { user, profile, profileState, isAdmin } = useSession();
  // After the session's refresh (the profile): never with a token the server refuses.
  const { providers, counters, reviews, removeReview, activity } = useOwnData(
    allowed ? profile?.id : undefined,
  );
  const figures = useStatsTotals(providers.map((p) => p.id));

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
  const pending = pendingReason(profile);
  const avgRating = providers.length
    ? providers.reduce((s, p) => s + (p.average_rating ?? 0), 0) / providers.length
    : 0;
  const totalReviews = providers.reduce((s, p) => s + (p.total_reviews ?? 0), 0);

  return (
    <div className="container-page space-y-8 py-10">
      <Header profile={profile} isAdmin={isAdmin} />
      {pending && <PendingNotice reason={pending} email={profile.email} />}

      {isProvider ? (
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
            <Stat label={m.statRating} value={formatFixed(avgRating, 1)} />
            <Stat label={m.statReviews} value={totalReviews} />
            <Stat label={m.statViews} value={sumOf(figures, 'views')} testId="stat-views" />
            <Stat label={m.statLeads} value={sumOf(figures, 'leads')} testId="stat-leads" />
          </section>
          <section className={cardClass}>
            <h2 className="text-lg font-semibold text-ink">{m.recentReviews}</h2>
            <RecentReviews providerIds={providers.map((p) => p.id)} emptyText={m.noRecentReviews} />
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
                  <CompanyCard key={p.id} p={p} detailed={false} figures={null} />
                ))}
              </ul>
            </section>
          )}
          <section className="grid gap-4 sm:grid-cols-2">
            <Stat
              label={m.reviewsWritten}
              value={reviews?.length ?? messages.common.dash}
              testId="count-reviews"
            />
            <Stat label={m.favoriteProviders} value={counters.favorites} testId="count-favorites" />
          </section>
          <section className={cardClass}>
            <h2 className="text-lg font-semibold text-ink">{m.quickActions}</h2>
            <div className="mt-4 flex flex-wrap gap-3">
              {pending ? (
                <span className="inline-flex flex-col gap-1">
                  <button
                    type="button"
                    className={primaryButton}
                    disabled
                    aria-describedby="write-review-blocked"
                  >
                    {m.writeReview}
                  </button>
                  <span id="write-review-blocked" className="text-xs text-slate-600">
                    {messages.pendingAccounts.reviewBlocked[pending]}
                  </span>
                </span>
              ) : (
                <a href="/write-review" className={primaryButton}>
                  {m.writeReview}
                </a>
              )}
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
          <MyReviews reviews={reviews} onDeleted={removeReview} />
          <RepliesToMyReviews />
          <RecentActivity items={activity} />
        </>
      )}
    </div>
  );
}
