/** The provider dashboard's header parts (ProviderDashboard.tsx): title, notices, figures. */
import type { MouseEvent } from 'react';
import { messages } from '@/lib/messages';
import { paths } from '@/lib/contract/paths';
import type { ProviderRecord } from '@/lib/stores/types';
import { StatusBadge, cardClass, secondaryButton } from '../shared/ui';
import { headlineFigures, TAB_ID } from './state';

const m = messages.providerDashboard;

export function DashboardHeader({ provider: p }: { provider: ProviderRecord }) {
  return (
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
  );
}

/** The "N reviews sin responder" link: the Reviews tab, chosen, scrolled to and focused. */
export function UnansweredLink({ count, onShow }: { count: number; onShow: () => void }) {
  if (count === 0) return null;
  function show(e: MouseEvent<HTMLAnchorElement>) {
    e.preventDefault();
    onShow();
    const tabButton = document.getElementById(TAB_ID.reviews);
    tabButton?.scrollIntoView({ block: 'start' });
    tabButton?.focus({ preventScroll: true });
  }
  return (
    <p>
      <a
        href={`#${TAB_ID.reviews}`}
        onClick={show}
        className="inline-flex items-center gap-1 rounded-lg border border-orange-300 bg-orange-50 px-4 py-2 text-sm font-semibold text-orange-900 hover:bg-orange-100"
        data-unanswered-reviews
      >
        {m.unansweredReviews(count)}
        <span aria-hidden="true">→</span>
      </a>
    </p>
  );
}

/** Why a pending or rejected profile is not public yet. */
export function StatusNotice({ provider: p }: { provider: ProviderRecord }) {
  if (p.status === 'pending') {
    return (
      <div
        role="status"
        className="rounded-xl border border-orange-300 bg-orange-50 px-5 py-4 text-orange-900"
      >
        <p className="font-semibold">{m.pendingTitle}</p>
        <p className="mt-1 text-sm">{m.pendingText}</p>
      </div>
    );
  }
  if (p.status !== 'rejected') return null;
  return (
    <div
      role="status"
      className="rounded-xl border border-red-300 bg-red-50 px-5 py-4 text-red-900"
    >
      <p className="font-semibold">{m.rejectedTitle}</p>
      <p className="mt-1 text-sm">{p.admin_notes || m.rejectedDefault}</p>
      <p className="mt-1 text-sm">{m.rejectedAction}</p>
    </div>
  );
}

export function HeadlineFigures({ provider }: { provider: ProviderRecord }) {
  return (
    <section className="grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
      {headlineFigures(provider).map(([label, value]) => (
        <div key={label} className={cardClass}>
          <p className="text-sm text-slate-500">{label}</p>
          <p className="mt-1 text-2xl font-bold text-ink">{value}</p>
        </div>
      ))}
    </section>
  );
}
