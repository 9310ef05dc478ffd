/**
 * The active public warnings of providers (docs/DECISIONS.md § Public warnings), read
 * server-side for the pages: a provider's page, its cards and its comparisons show one while
 * it is active. Admins only through the records API; the superuser reads them here.
 */
import type { TypedPocketBase } from './pb-server';
import { activeWarningFilter, isWarningReason } from '@/lib/contract/provider-warnings';
import type { ProviderWarningView } from '@/lib/view/providers';

/** The records of one `ids` filter (PocketBase's filter length stays bounded). */
const IDS_PER_READ = 100;

/**
 * The active warning of each provider that has one (`ids`: only those providers). Expired
 * warnings are left out whenever this runs; the hourly cron's outbox event makes the stored
 * pages run it again once a warning expires.
 */
export async function readActiveWarnings(
  pb: TypedPocketBase,
  ids?: readonly string[],
  now: Date = new Date(),
): Promise<Map<string, ProviderWarningView>> {
  const active = activeWarningFilter(now.toISOString().replace('T', ' '));
  const filters: string[] = [];
  if (!ids) filters.push(active);
  else {
    for (let i = 0; i < ids.length; i += IDS_PER_READ) {
      const part = ids.slice(i, i + IDS_PER_READ);
      const any = part.map((_, k) => `provider = {:p${k}}`).join(' || ');
      const binds = Object.fromEntries(part.map((id, k) => [`p${k}`, id]));
      filters.push(pb.filter(`(${active}) && (${any})`, binds));
    }
  }
  const out = new Map<string, ProviderWarningView>();
  for (const filter of filters) {
    const rows = await pb.collection('provider_warnings').getFullList({
      filter,
      sort: 'created',
      fields: 'provider,reason,created',
    });
    for (const r of rows) {
      if (!isWarningReason(r.reason)) continue;
      out.set(String(r.provider), { reason: r.reason, issued_at: String(r.created ?? '') });
    }
  }
  return out;
}

/** `providers` with their active warnings set (null: none). */
export async function withWarnings<T extends { id: string; warning?: ProviderWarningView | null }>(
  pb: TypedPocketBase,
  providers: T[],
  ids?: readonly string[],
): Promise<T[]> {
  if (providers.length === 0) return providers;
  const warnings = await readActiveWarnings(pb, ids);
  for (const p of providers) p.warning = warnings.get(p.id) ?? null;
  return providers;
}
