/** The HR professional's panel of /dashboard: companies, counters, quick actions, reviews. */
import { messages } from '@/lib/messages';
import type { PendingReason } from '@/lib/domain/account-state';
import type { ProviderRecord } from '@/lib/stores/types';
import { cardClass, primaryButton, secondaryButton } from '../shared/ui';
import RepliesToMyReviews from './RepliesToMyReviews';
import MyReviews from './MyReviews';
import RecentActivity from './RecentActivity';
import { CompanyCard, Stat } from './parts';
import type { useOwnData } from './use-own-data';

const m = messages.dashboard;

interface Props {
  own: ReturnType<typeof useOwnData>;
  pending: PendingReason;
  isAdmin: boolean;
}

export function MemberPanel({ own, pending, isAdmin }: Props) {
  const { providers, counters, reviews, removeReview, activity } = own;
  return (
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
      <QuickActions providers={providers} pending={pending} isAdmin={isAdmin} />
      <MyReviews reviews={reviews} onDeleted={removeReview} />
      <RepliesToMyReviews />
      <RecentActivity items={activity} />
    </>
  );
}

/** "Acciones rápidas": write a review (or why not yet), add a company, the favourites. */
function QuickActions({
  providers,
  pending,
  isAdmin,
}: Omit<Props, 'own'> & { providers: readonly ProviderRecord[] }) {
  return (
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
  );
}
