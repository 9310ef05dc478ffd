/**
 * /provider-dashboard: the owner's view of their provider profile. "Editar Perfil"
 * opens the one profile editor (/create-provider?edit=), which returns here.
 * State lives in use-provider-dashboard.ts, pure figures and tabs in state.ts; this file only
 * lays the sections out (the header parts in DashboardParts.tsx). Owner tools (statistics,
 * requests for proposal) are sections mounted by one line each below.
 */
import { useState, type ReactNode } from 'react';
import { messages } from '@/lib/messages';
import { useCategories } from '../shared/use-categories';
import { cardClass, primaryButton, Spinner } from '../shared/ui';
import { useProviderDashboard } from './use-provider-dashboard';
import { ProfileDetails } from './ProfileDetails';
import { ReviewList } from './ReviewList';
import { StatsPanel } from './StatsPanel';
import { LeadsInbox } from './LeadsInbox';
import Invitations from './Invitations';
import BadgeSnippet from './BadgeSnippet';
import RecognitionBadgeSnippet from './RecognitionBadgeSnippet';
import { DashboardHeader, HeadlineFigures, StatusNotice, UnansweredLink } from './DashboardParts';
import { TAB_ID, TABS, unansweredCount, type Tab } from './state';

const m = messages.providerDashboard;

export default function ProviderDashboard() {
  const { signedIn, provider, reviews, replies, setReply } = useProviderDashboard();
  const { labelOf } = useCategories();
  const [tab, setTab] = useState<Tab>('profile');

  if (!signedIn) {
    return (
      <Centered>
        <p className="text-slate-700">{m.loginRequired}</p>
        <a href="/auth" className={`${primaryButton} mt-6`}>
          {m.loginLink}
        </a>
      </Centered>
    );
  }
  if (provider === undefined) return <Spinner />;
  if (provider === null) {
    return (
      <Centered>
        <h1 className="text-2xl font-bold text-ink">{m.notFoundTitle}</h1>
        <p className="mt-2 text-slate-600">{m.notFoundText}</p>
        <a href="/create-provider" className={`${primaryButton} mt-6`}>
          {m.createProfile}
        </a>
      </Centered>
    );
  }
  const p = provider;
  return (
    <div className="container-page space-y-6 py-10">
      <DashboardHeader provider={p} />
      <UnansweredLink count={unansweredCount(reviews, replies)} onShow={() => setTab('reviews')} />
      <StatusNotice provider={p} />
      <HeadlineFigures provider={p} />

      {/* Owner tools, one section per line. */}
      <StatsPanel providerId={p.id} />
      <Invitations provider={p} />
      <BadgeSnippet provider={p} />
      <RecognitionBadgeSnippet provider={p} />

      <Tabs tab={tab} onTab={setTab}>
        {tab === 'profile' && <ProfileDetails provider={p} labelOf={labelOf} />}
        {tab === 'reviews' && (
          <ReviewList reviews={reviews} replies={replies} setReply={setReply} />
        )}
        {tab === 'inbox' && <LeadsInbox providerId={p.id} labelOf={labelOf} />}
      </Tabs>
    </div>
  );
}

function Centered({ children }: { children: ReactNode }) {
  return <div className="container-page max-w-xl py-16 text-center">{children}</div>;
}

/** The tab list and the chosen tab's panel. */
function Tabs({
  tab,
  onTab,
  children,
}: {
  tab: Tab;
  onTab: (t: Tab) => void;
  children: ReactNode;
}) {
  const tabClass = (t: Tab) =>
    `rounded-t-lg border-b-2 px-4 py-2 text-sm font-semibold ${
      tab === t ? 'border-brand-700 text-brand-800' : 'border-transparent text-slate-600'
    }`;
  return (
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
            onClick={() => onTab(t)}
          >
            {label}
          </button>
        ))}
      </div>
      <div role="tabpanel" className={`${cardClass} mt-4`}>
        {children}
      </div>
    </div>
  );
}
