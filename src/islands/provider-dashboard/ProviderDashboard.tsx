/**
 * /provider-dashboard: the owner's view of their provider profile. "Editar Perfil"
 * opens the one profile editor (/create-provider?edit=), which returns here.
 * State lives in use-provider-dashboard.ts; this file only lays the sections out. Owner tools
 * (statistics, requests for proposal) are sections mounted by one line each below.
 */
import { useState, type MouseEvent } from 'react';
import { messages } from '@/lib/messages';
import { paths } from '@/lib/contract/paths';
import { formatFixed } from '@/lib/contract/number-format';
import { ownerDashboard } from '@/lib/messages/provider-owner';
import { useCategories } from '../shared/use-categories';
import { StatusBadge, cardClass, primaryButton, secondaryButton, Spinner } from '../shared/ui';
import { useProviderDashboard } from './use-provider-dashboard';
import { ProfileDetails } from './ProfileDetails';
import { ReviewList } from './ReviewList';
import { StatsPanel } from './StatsPanel';
import { LeadsInbox } from './LeadsInbox';
import Invitations from './Invitations';
import BadgeSnippet from './BadgeSnippet';
import RecognitionBadgeSnippet from './RecognitionBadgeSnippet';

const m = messages.providerDashboard;

/** Activo if approved, Pendiente if pending, otherwise Inactivo. */
export function statusLabel(status: string): string {
  if (status === 'approved') return m.active;
  if (status === 'pending') return m.pending;
  return m.inactive;
}

type Tab = 'profile' | 'reviews' | 'inbox';

const TAB_ID: Record<Tab, string> = {
  profile: 'provider-tab-profile',
  reviews: 'provider-tab-reviews',
  inbox: 'provider-tab-inbox',
};

const TABS: [Tab, string][] = [
  ['profile', m.tabProfile],
  ['reviews', m.tabReviews],
  ['inbox', ownerDashboard.tabInbox],
];

export default function ProviderDashboard() {
  const { signedIn, provider, reviews, replies, setReply } = useProviderDashboard();
  const { labelOf } = useCategories();
  const [tab, setTab] = useState<Tab>('profile');
  const unanswered = reviews.filter((r) => !replies.has(r.id)).length;

  /** The "N reviews sin responder" link: the Reviews tab, chosen, scrolled to and focused. */
  function showReviews(e: MouseEvent<HTMLAnchorElement>) {
    e.preventDefault();
    setTab('reviews');
    const tabButton = document.getElementById(TAB_ID.reviews);
    tabButton?.scrollIntoView({ block: 'start' });
    tabButton?.focus({ preventScroll: true });
  }

  if (!signedIn) {
    return (
      <div className="container-page max-w-xl py-16 text-center">
        <p className="text-slate-700">{m.loginRequired}</p>
        <a href="/auth" className={`${primaryButton} mt-6`}>
          {m.loginLink}
        </a>
      </div>
    );
  }
  if (provider === undefined) return <Spinner />;
  if (provider === null) {
    return (
      <div className="container-page max-w-xl py-16 text-center">
        <h1 className="text-2xl font-bold text-ink">{m.notFoundTitle}</h1>
        <p className="mt-2 text-slate-600">{m.notFoundText}</p>
        <a href="/create-provider" className={`${primaryButton} mt-6`}>
          {m.createProfile}
        </a>
      </div>
    );
  }
  const p = provider;
  const tabClass = (t: Tab) =>
    `rounded-t-lg border-b-2 px-4 py-2 text-sm font-semibold ${
      tab === t ? 'border-brand-700 text-brand-800' : 'border-transparent text-slate-600'
    }`;

  return (
    <div className="container-page space-y-6 py-10">
      <header className="flex flex-wrap items-start justify-between gap-4">
        <div>
          <p className="text-sm font-medium text-brand-700">{m.label}</p>
          <div className="mt-1 flex flex-wrap items-center gap-3">
            <h1 className="text-2xl font-bold text-ink">{p.company_name}</h1>
            <StatusBadge status={p.status} />
          </div>
        </div>
        <a href={paths.editProvider(p.id, true)} className={secondaryButton}>
          {m.editProfile}
        </a>
      </header>

      {unanswered > 0 && (
        <p>
          <a
            href={`#${TAB_ID.reviews}`}
            onClick={showReviews}
            className="inline-flex items-center gap-1 rounded-lg border border-orange-300 bg-orange-50 px-4 py-2 text-sm font-semibold text-orange-900 hover:bg-orange-100"
            data-unanswered-reviews
          >
            {m.unansweredReviews(unanswered)}
            <span aria-hidden="true">→</span>
          </a>
        </p>
      )}

      {p.status === 'pending' && (
        <div
          role="status"
          className="rounded-xl border border-orange-300 bg-orange-50 px-5 py-4 text-orange-900"
        >
          <p className="font-semibold">{m.pendingTitle}</p>
          <p className="mt-1 text-sm">{m.pendingText}</p>
        </div>
      )}
      {p.status === 'rejected' && (
        <div
          role="status"
          className="rounded-xl border border-red-300 bg-red-50 px-5 py-4 text-red-900"
        >
          <p className="font-semibold">{m.rejectedTitle}</p>
          <p className="mt-1 text-sm">{p.admin_notes || m.rejectedDefault}</p>
          <p className="mt-1 text-sm">{m.rejectedAction}</p>
        </div>
      )}

      <section className="grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
        {[
          [m.statRating, formatFixed(p.average_rating ?? 0, 1)],
          [m.statReviews, String(p.total_reviews ?? 0)],
          [m.statCategories, String((p.categories ?? []).length)],
          [m.statStatus, statusLabel(p.status)],
        ].map(([label, value]) => (
          <div key={label} className={cardClass}>
            <p className="text-sm text-slate-500">{label}</p>
            <p className="mt-1 text-2xl font-bold text-ink">{value}</p>
          </div>
        ))}
      </section>

      {/* Owner tools, one section per line. */}
      <StatsPanel providerId={p.id} />
      <Invitations provider={p} />
      <BadgeSnippet provider={p} />
      <RecognitionBadgeSnippet provider={p} />

      <div>
        <div role="tablist" className="flex gap-2 border-b border-slate-200">
          {TABS.map(([t, label]) => (
            <button
              key={t}
              type="button"
              role="tab"
              id={TAB_ID[t]}
              aria-selected={tab === t}
              className={tabClass(t)}
              onClick={() => setTab(t)}
            >
              {label}
            </button>
          ))}
        </div>
        <div role="tabpanel" className={`${cardClass} mt-4`}>
          {tab === 'profile' && <ProfileDetails provider={p} labelOf={labelOf} />}
          {tab === 'reviews' && (
            <ReviewList reviews={reviews} replies={replies} setReply={setReply} />
          )}
          {tab === 'inbox' && <LeadsInbox providerId={p.id} labelOf={labelOf} />}
        </div>
      </div>
    </div>
  );
}
