/**
 * /lapieza-admin: access check, header, summary cards and the six tabs, plus
 * "Reportes". The
 * route check is only the interface; PocketBase refuses every admin operation to others.
 */
import { useCallback, useEffect, useState } from 'react';
import { messages } from '@/lib/messages';
import { refreshSession } from '@/lib/stores/session';
import { flash, toastError } from '@/lib/stores/toast';
import { useRequireSession, useSession } from '../shared/use-session';
import { cardClass, primaryButton, secondaryButton, Spinner } from '../shared/ui';
import type { ProviderCounts, UserCounts } from '@/lib/contract/admin';
import { loadSummary, startPanelRequests } from './api';
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
import {
  ADMIN_TABS,
  STORAGE_KEYS,
  countsAfter,
  initialTab,
  parseDialogState,
  type AdminTab,
  type DialogState,
  type RowAction,
} from './state';

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

const USER_TAB_KIND = {
  'approved-users': 'approved',
  'blocked-users': 'blocked',
  'pending-users': 'pending',
} as const;

interface Props {
  /** The spec's {product}, from the server config. */
  brand: string;
  /** ADMIN_EMAIL_DOMAIN, from the server config. */
  adminDomain: string;
}

function readStorage(key: string): string | null {
  try {
    return localStorage.getItem(key);
  } catch {
    return null;
  }
}

function writeStorage(key: string, value: string): void {
  try {
    localStorage.setItem(key, value);
  } catch {
    /* storage unavailable: nothing is remembered */
  }
}

function inDomain(email: string | undefined, domain: string): boolean {
  const d = domain.trim().toLowerCase().replace(/^@/, '');
  return Boolean(d) && (email ?? '').trim().toLowerCase().endsWith(`@${d}`);
}

function SummaryCard({
  label,
  value,
  testId,
}: {
  label: string;
  value: number | null;
  testId: string;
}) {
  return (
    <div className={cardClass}>
      <p className="text-sm text-slate-500">{label}</p>
      <p className="mt-1 text-3xl font-bold text-ink" data-testid={testId}>
        {value ?? messages.common.dash}
      </p>
    </div>
  );
}

// The remembered tab's first page and the summary start with the script, while the session
// is checked (api.ts: startPanelRequests).
if (typeof window !== 'undefined') {
  startPanelRequests(
    initialTab(
      readStorage(STORAGE_KEYS.activeTab),
      parseDialogState(readStorage(STORAGE_KEYS.dialog)),
    ),
  );
}

export default function AdminPanel({ brand, adminDomain }: Props) {
  const allowed = useRequireSession();
  const { user, profile, profileState, isAdmin } = useSession();
  const granted =
    profileState === 'ready' && profile !== null && isAdmin && inDomain(profile.email, adminDomain);
  const denied = profileState === 'ready' && profile !== null && !granted;

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
  if (!granted) return <Spinner />;
  return <Panel brand={brand} currentUserId={user.id} />;
}

function Panel({ brand, currentUserId }: { brand: string; currentUserId: string }) {
  const [dialog] = useState<DialogState>(() => parseDialogState(readStorage(STORAGE_KEYS.dialog)));
  const [tab, setTab] = useState<AdminTab>(() =>
    initialTab(readStorage(STORAGE_KEYS.activeTab), dialog),
  );
  // The server's counts (API.adminSummary (GET), then each page's own), never the length
  // of a loaded list: the lists are paged.
  const [users, setUsers] = useState<UserCounts | null>(null);
  const [providers, setProviders] = useState<ProviderCounts | null>(null);

  useEffect(() => {
    loadSummary()
      .then((s) => {
        setUsers((u) => u ?? s.users);
        setProviders((p) => p ?? s.providers);
      })
      .catch((err: unknown) => {
        console.error('[admin] summary', err);
        toastError(m.loadError);
      });
  }, []);

  useEffect(() => {
    // Below the sm breakpoint the tabs are one row that scrolls sideways: keep the chosen one in view.
    document
      .getElementById(`admin-tab-${tab}`)
      ?.scrollIntoView({ block: 'nearest', inline: 'nearest' });
  }, [tab]);

  useEffect(() => {
    writeStorage(STORAGE_KEYS.activeTab, tab);
  }, [tab]);

  /** An action moved a row to another list: the counts follow without a reload. */
  const onAction = useCallback(
    (action: RowAction) => {
      if (!users || !providers) return;
      const next = countsAfter({ users, providers }, action);
      setUsers(next.users);
      setProviders(next.providers);
    },
    [users, providers],
  );

  const total = users === null ? null : users.approved + users.blocked;

  return (
    <div className="container-page space-y-8 py-10">
      <header className="flex flex-wrap items-center justify-between gap-4">
        <h1 className="text-2xl font-bold text-ink">{m.title}</h1>
        <a href="/dashboard" className={secondaryButton}>
          {m.backToDashboard}
        </a>
      </header>

      <section className="grid gap-4 sm:grid-cols-2 lg:grid-cols-4" aria-label="Resumen">
        <SummaryCard
          label={m.statBlockedUsers}
          value={users?.blocked ?? null}
          testId="stat-blocked-users"
        />
        <SummaryCard
          label={m.statApprovedUsers}
          value={users?.approved ?? null}
          testId="stat-approved-users"
        />
        <SummaryCard
          label={m.statApprovedProviders}
          value={providers?.approved ?? null}
          testId="stat-approved-providers"
        />
        <SummaryCard label={m.statTotalUsers} value={total} testId="stat-total-users" />
      </section>

      <div>
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
              onClick={() => setTab(t)}
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
        <div
          role="tabpanel"
          id={`admin-panel-${tab}`}
          aria-labelledby={`admin-tab-${tab}`}
          className="pt-6"
        >
          {tab === 'claims' ? (
            <ClaimsTab />
          ) : tab === 'privacy' ? (
            <PrivacyRequestsTab />
          ) : tab === 'reports' ? (
            <ReportsTab />
          ) : tab === 'verification' ? (
            <VerificationTab />
          ) : tab === 'categories' ? (
            <CategoriesTab />
          ) : tab === 'blog' ? (
            <BlogTab restoreDialog={dialog} />
          ) : tab === 'approved-users' || tab === 'blocked-users' || tab === 'pending-users' ? (
            <UsersTab
              key={tab}
              kind={USER_TAB_KIND[tab]}
              currentUserId={currentUserId}
              onAction={onAction}
              onCounts={setUsers}
            />
          ) : (
            <ProvidersTab
              key={tab}
              kind={tab === 'approved-providers' ? 'approved' : 'rejected'}
              brand={brand}
              counts={providers}
              onAction={onAction}
              onCounts={setProviders}
            />
          )}
        </div>
      </div>
    </div>
  );
}
