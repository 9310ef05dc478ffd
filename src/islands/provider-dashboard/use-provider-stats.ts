/**
 * The provider's figures from API.providerStats (GET) (owner and
 * admins only): one window of 30 or 90 days, a row per day.
 */
import { useEffect, useState } from 'react';
import { callApi } from '@/lib/pb-client';
import {
  statTotals,
  type StatDay,
  type StatKey,
  type StatWindow,
} from '@/lib/contract/provider-owner';
import { API } from '@/lib/contract/api-routes';

export interface ProviderStats {
  days: StatWindow;
  series: StatDay[];
  totals: Record<StatKey, number>;
  /** False while review invitations are not counted (their figure is left out). */
  invitationsCounted: boolean;
}

export async function fetchStats(providerId: string, days: StatWindow): Promise<ProviderStats> {
  const r = await callApi(API.providerStats, [providerId], { query: { days } });
  return {
    days,
    series: r.series,
    totals: statTotals(r.series),
    invitationsCounted: r.invitations_counted,
  };
}

/** One provider's window; `error` once a read failed. */
export function useProviderStats(
  providerId: string,
  days: StatWindow,
): { stats: ProviderStats | null; error: boolean } {
  const [state, setState] = useState<{ stats: ProviderStats | null; error: boolean }>({
    stats: null,
    error: false,
  });
  useEffect(() => {
    let live = true;
    setState((s) => ({ stats: s.stats?.days === days ? s.stats : null, error: false }));
    fetchStats(providerId, days)
      .then((stats) => live && setState({ stats, error: false }))
      .catch((err: unknown) => {
        console.error('[provider-stats]', err);
        if (live) setState({ stats: null, error: true });
      });
    return () => {
      live = false;
    };
  }, [providerId, days]);
  return state;
}

/** The 30-day totals of several providers (the member dashboard's company cards), by id. */
export function useStatsTotals(
  providerIds: readonly string[],
  days: StatWindow = 30,
): Map<string, Record<StatKey, number>> | null {
  const key = providerIds.join(',');
  const [totals, setTotals] = useState<Map<string, Record<StatKey, number>> | null>(null);
  useEffect(() => {
    const ids = key ? key.split(',') : [];
    let live = true;
    Promise.all(ids.map((id) => fetchStats(id, days).then((s) => [id, s.totals] as const)))
      .then((pairs) => live && setTotals(new Map(pairs)))
      .catch((err: unknown) => console.error('[provider-stats] totals', err));
    return () => {
      live = false;
    };
  }, [key, days]);
  return totals;
}
