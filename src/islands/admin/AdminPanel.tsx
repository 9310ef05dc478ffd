/**
 * /lapieza-admin: access check, header, summary cards and the six tabs, plus
 * "Reportes". The
 * route check is only the interface; PocketBase refuses every admin operation to others.
 * The panel's state is ./use-panel.ts, its rules ./panel-state.ts.
 */
import { useEffect } from 'react';
import { messages } from '@/lib/messages';
import { refreshSession } from '@/lib/stores/session';
import { flash } from '@/lib/stores/toast';
import { useRequireSession, useSession } from '../shared/use-session';
import { cardClass, primaryButton, secondaryButton, Spinner } from '../shared/ui';
import { startPanelRequests } from './api';
import { BlogTab } from './BlogTab';
import { CategoriesTab } from './CategoriesTab';
import { ProvidersTab } from './ProvidersTab';
import { UsersTab } from './UsersTab';
import { ReportsTab } from './ReportsTab';
import { VerificationTab } from './VerificationTab';
import { PrivacyRequestsTab } from './PrivacyRequestsTab';
import { ClaimsTab } from './ClaimsTab';
import { claimsAdmin } from '@/lib/messages/provider-owner';
import { privacyAdmin } from '@/lib/messages/public-forms';
import { moderation } from '@/lib/messages/moderation';
import { verification } from '@/lib/messages/verification';
import { panelAccess, summaryCards, tabView } from './panel-state';
import { StatCard } from './parts';
import { ADMIN_TABS, type AdminTab, type DialogState } from './state';
import { storedStart, useAdminTab, usePanelCounts } from './use-panel';

const m = messages.admin;

const TAB_LABELS: Record<AdminTab, string> = {
  'approved-users': m.tabApprovedUsers,
  'blocked-users': m.tabBlockedUsers,
  'pending-users': messages.pendingAccounts.tab,
  'approved-providers': m.tabApprovedProviders,
  'blocked-providers': m.tabBlockedProviders,
  categories: m.tabCategories,
  blog: m.tabBlog,
  reports: moderation.tab,
  verification: verification.tab,
  privacy: privacyAdmin.tab,
  claims: claimsAdmin.tab,
};

interface Props {
  /** The spec's {product}, from the server config. */
  brand: string;
  /** ADMIN_EMAIL_DOMAIN, from the server config. */
  adminDomain: string;
}

// The remembered tab's first page and the summary start with the script, while the session
// is checked (api.ts: startPanelRequests).
if (typeof window !== 'undefined') {
  startPanelRequests(storedStart().tab);
}

export default function AdminPanel({ brand, adminDomain }: Props) {
  const allowed = useRequireSession();
  const { user, profile, profileState, isAdmin } = useSession();
  const access = panelAccess(profileState, profile, isAdmin, adminDomain);
  const denied = access === 'denied';

  // A refresh that ended the session (revoked, blocked) leaves no user: back to /auth.
  useEffect(() => {
    if (allowed && !user) window.location.replace('/auth');
  }, [allowed, user]);

  useEffect(() => {
    if (!denied) return;
    flash({ title: m.accessDenied(brand), variant: 'error' });
    window.location.replace('/dashboard');
  }, [denied, brand]);

  if (!allowed || !user) return <Spinner />;
  if (profileState === 'error') {
    return (
      <div className="container-page py-10">
        <div className={`${cardClass} text-center`} role="alert">
          <p className="font-semibold text-red-800">{messages.dashboard.profileLoadError}</p>
          <button
            type="button"
            className={`${primaryButton} mt-4`}
            onClick={() => void refreshSession()}
          >
            {messages.common.retry}
          </button>
        </div>
      </div>
    );
  }
  if (access !== 'granted') return <Spinner />;
  return <Panel brand={brand} currentUserId={user.id} />;
}

function Panel({ brand, currentUserId }: { brand: string; currentUserId: string }) {
  const { tab, setTab, dialog } = useAdminTab();
  const counts = usePanelCounts();
  return (
    <div className="container-page space-y-8 py-10">
      <header className="flex flex-wrap items-center justify-between gap-4">
        <h1 className="text-2xl font-bold text-ink">{m.title}</h1>
        <a href="/dashboard" className={secondaryButton}>
          {m.backToDashboard}
        </a>
      </header>

      <section className="grid gap-4 sm:grid-cols-2 lg:grid-cols-4" aria-label="Resumen">
        {summaryCards(counts.users, counts.providers).map((card) => (
          <StatCard key={card.testId} {...card} />
        ))}
      </section>

      <div>
        <TabList tab={tab} onChoose={setTab} />
        <div
          role="tabpanel"
          id={`admin-panel-${tab}`}
          aria-labelledby={`admin-tab-${tab}`}
          className="pt-6"
        >
          <TabBody
            tab={tab}
            dialog={dialog}
            brand={brand}
            currentUserId={currentUserId}
            counts={counts}
          />
        </div>
      </div>
    </div>
  );
}

function TabList({ tab, onChoose }: { tab: AdminTab; onChoose: (tab: AdminTab) => void }) {
  return (
    <div
      role="tablist"
      aria-label={m.title}
      className="flex gap-1 border-b border-slate-200 max-sm:overflow-x-auto max-sm:overflow-y-hidden max-sm:overscroll-x-contain sm:flex-wrap"
    >
      {ADMIN_TABS.map((t) => (
        <button
          key={t}
          type="button"
          role="tab"
          id={`admin-tab-${t}`}
          aria-selected={tab === t}
          aria-controls={`admin-panel-${t}`}
          data-tab={t}
          onClick={() => onChoose(t)}
          className={`-mb-px shrink-0 rounded-t-lg border-b-2 px-4 py-2 text-sm font-semibold whitespace-nowrap ${
            tab === t
              ? 'border-brand-700 text-brand-800'
              : 'border-transparent text-slate-600 hover:text-ink'
          }`}
        >
          {TAB_LABELS[t]}
        </button>
      ))}
    </div>
  );
}

interface TabBodyProps {
  tab: AdminTab;
  dialog: DialogState;
  brand: string;
  currentUserId: string;
  counts: ReturnType<typeof usePanelCounts>;
}

/** The chosen tab's content; each list of users or providers is its own instance. */
function TabBody({ tab, dialog, brand, currentUserId, counts }: TabBodyProps) {
  const view = tabView(tab);
  switch (view.kind) {
    case 'claims':
      return <ClaimsTab />;
    case 'privacy':
      return <PrivacyRequestsTab />;
    case 'reports':
      return <ReportsTab />;
    case 'verification':
      return <VerificationTab />;
    case 'categories':
      return <CategoriesTab />;
    case 'blog':
      return <BlogTab restoreDialog={dialog} />;
    case 'users':
      return (
        <UsersTab
          key={tab}
          kind={view.list}
          currentUserId={currentUserId}
          onAction={counts.onAction}
          onCounts={counts.setUsers}
        />
      );
    case 'providers':
      return (
        <ProvidersTab
          key={tab}
          kind={view.list}
          brand={brand}
          counts={counts.providers}
          onAction={counts.onAction}
          onCounts={counts.setProviders}
        />
      );
  }
}
