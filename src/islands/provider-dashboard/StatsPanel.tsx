/**
 * "Estadísticas" of the provider dashboard: the last 30 or 90 days, one card per
 * figure and a small chart. Counted without cookies or personal data (see the note).
 */
import { useState } from 'react';
import { STAT_WINDOWS, type StatKey, type StatWindow } from '@/lib/contract/provider-owner';
import { ownerDashboard as m } from '@/lib/messages/provider-owner';
import { cardClass, Spinner } from '../shared/ui';
import { smallToggle } from './parts';
import { StatsChart } from './StatsChart';
import { useProviderStats } from './use-provider-stats';

const LABELS: Record<StatKey, string> = {
  views: m.views,
  website_clicks: m.websiteClicks,
  leads: m.leads,
  favorites: m.favorites,
  comparisons: m.comparisons,
  invitations: m.invitations,
};

export function StatsPanel({ providerId }: { providerId: string }) {
  const [days, setDays] = useState<StatWindow>(30);
  const { stats, error } = useProviderStats(providerId, days);
  const keys = (Object.keys(LABELS) as StatKey[]).filter(
    (k) => k !== 'invitations' || stats?.invitationsCounted,
  );
  return (
    <section className={cardClass} aria-labelledby="stats-title" data-provider-stats>
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h2 id="stats-title" className="text-lg font-semibold text-ink">
          {m.statsTitle}
        </h2>
        <div className="flex gap-2" role="group" aria-label={m.statsTitle}>
          {STAT_WINDOWS.map((w) => (
            <button
              key={w}
              type="button"
              aria-pressed={days === w}
              className={smallToggle(days === w)}
              onClick={() => setDays(w)}
            >
              {m.window(w)}
            </button>
          ))}
        </div>
      </div>
      {error ? (
        <p role="alert" className="mt-4 text-sm text-red-800">
          {m.statsError}
        </p>
      ) : !stats ? (
        <Spinner />
      ) : (
        <>
          <dl className="mt-4 grid gap-3 sm:grid-cols-3 lg:grid-cols-6">
            {keys.map((k) => (
              <div key={k} className="rounded-lg bg-slate-50 px-3 py-2">
                <dt className="text-xs text-slate-600">{LABELS[k]}</dt>
                <dd className="text-xl font-bold text-ink" data-stat={k}>
                  {stats.totals[k]}
                </dd>
              </div>
            ))}
          </dl>
          <StatsChart series={stats.series} days={days} />
        </>
      )}
      <p className="mt-3 text-xs text-slate-600">{m.statsNote}</p>
    </section>
  );
}
