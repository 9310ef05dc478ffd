/**
 * /lapieza-admin (spec §2): access check, header, summary cards and the six tabs, plus
 * "Reportes" (issue 13). The
 * route check is only the interface; PocketBase refuses every admin operation to others.
 */
import { useEffect, useState } from 'react';
import { messages } from '@/lib/messages';
import { refreshSession } from '@/lib/stores/session';
import { flash, toastError } from '@/lib/stores/toast';
import { useRequireSession, useSession } from '../shared/use-session';
import { cardClass, primaryButton, secondaryButton, Spinner } from '../shared/ui';
import { LIST_LOADERS, type AdminLists } from './api';
import { BlogTab } from './BlogTab';
import { CategoriesTab } from './CategoriesTab';
import { ProvidersTab } from './ProvidersTab';
import { UsersTab } from './UsersTab';
import { ReportsTab } from './ReportsTab';
import { moderation } from '@/lib/messages/moderation';
import {
  ADMIN_TABS,
  STORAGE_KEYS,
  initialTab,
  moveRow,
  parseDialogState,
  type AdminTab,
  type DialogState,
} from './state';

const m = messages.admin;

const TAB_LABELS: Record<AdminTab, string> = {
  'approved-users': m.tabApprovedUsers,
  'blocked-users': m.tabBlockedUsers,
  'approved-providers': m.tabApprovedProviders,
  'blocked-providers': m.tabBlockedProviders,
  categories: m.tabCategories,
  blog: m.tabBlog,
  reports: moderation.tab,
};

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
  const [lists, setLists] = useState<Partial<AdminLists>>({});

  useEffect(() => {
    let failed = false;
    for (const key of Object.keys(LIST_LOADERS) as (keyof AdminLists)[]) {
      LIST_LOADERS[key]()
        .then((rows) => setLists((l) => ({ ...l, [key]: rows })))
        .catch((err: unknown) => {
          console.error('[admin] load', key, err);
          if (!failed) toastError(m.loadError);
          failed = true;
        });
    }
  }, []);

  useEffect(() => {
    writeStorage(STORAGE_KEYS.activeTab, tab);
  }, [tab]);

  /** After an action the row changes list here; no reload of every list. */
  const move = <K extends keyof AdminLists>(
    from: K,
    to: K,
    id: string,
    patch: Partial<AdminLists[K][number]>,
    /** Whether the moved row belongs in the target list at all. */
    belongs: (row: AdminLists[K][number]) => boolean = () => true,
  ) =>
    setLists((l) => {
      const [a, b] = moveRow<AdminLists[K][number]>(l[from] ?? [], l[to] ?? [], id, patch);
      return { ...l, [from]: a, [to]: b.filter((r) => r.id !== id || belongs(r)) };
    });

  const count = (key: keyof AdminLists) => lists[key]?.length ?? null;
  const approvedUsers = count('approvedUsers');
  const blockedUsers = count('blockedUsers');
  const total =
    approvedUsers === null || blockedUsers === null ? null : approvedUsers + blockedUsers;
  const current =
    tab === 'approved-users'
      ? lists.approvedUsers
      : tab === 'blocked-users'
        ? lists.blockedUsers
        : tab === 'approved-providers'
          ? lists.approvedProviders
          : tab === 'blocked-providers'
            ? lists.rejectedProviders
            : undefined;

  return (
    <div className="container-page space-y-8 py-10">
      <header className="flex flex-wrap items-center justify-between gap-4">
        <h1 className="text-2xl font-bold text-ink">{m.title}</h1>
        <a href="/dashboard" className={secondaryButton}>
          {m.backToDashboard}
        </a>
      </header>

      <section className="grid gap-4 sm:grid-cols-2 lg:grid-cols-4" aria-label="Resumen">
        <SummaryCard label={m.statBlockedUsers} value={blockedUsers} testId="stat-blocked-users" />
        <SummaryCard
          label={m.statApprovedUsers}
          value={approvedUsers}
          testId="stat-approved-users"
        />
        <SummaryCard
          label={m.statApprovedProviders}
          value={count('approvedProviders')}
          testId="stat-approved-providers"
        />
        <SummaryCard label={m.statTotalUsers} value={total} testId="stat-total-users" />
      </section>

      <div>
        <div
          role="tablist"
          aria-label={m.title}
          className="flex flex-wrap gap-1 border-b border-slate-200"
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
              className={`-mb-px rounded-t-lg border-b-2 px-4 py-2 text-sm font-semibold ${
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
          {tab === 'reports' ? (
            <ReportsTab />
          ) : tab === 'categories' ? (
            <CategoriesTab />
          ) : tab === 'blog' ? (
            <BlogTab restoreDialog={dialog} />
          ) : !current ? (
            <Spinner />
          ) : tab === 'approved-users' ? (
            <UsersTab
              kind="approved"
              users={lists.approvedUsers ?? []}
              currentUserId={currentUserId}
              onMoved={(id, patch) => move('approvedUsers', 'blockedUsers', id, patch)}
            />
          ) : tab === 'blocked-users' ? (
            <UsersTab
              kind="blocked"
              users={lists.blockedUsers ?? []}
              currentUserId={currentUserId}
              onMoved={(id, patch) =>
                move('blockedUsers', 'approvedUsers', id, patch, (u) => u.approved)
              }
            />
          ) : (
            <ProvidersTab
              kind={tab === 'approved-providers' ? 'approved' : 'rejected'}
              providers={
                (tab === 'approved-providers'
                  ? lists.approvedProviders
                  : lists.rejectedProviders) ?? []
              }
              brand={brand}
              onMoved={(id, patch) =>
                tab === 'approved-providers'
                  ? move('approvedProviders', 'rejectedProviders', id, patch)
                  : move('rejectedProviders', 'approvedProviders', id, patch)
              }
            />
          )}
        </div>
      </div>
    </div>
  );
}
