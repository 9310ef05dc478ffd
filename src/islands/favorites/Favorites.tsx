/** /favorites: the member's favourite providers, with the heart toggle. */
import { paths } from '@/lib/contract/paths';
import { useCallback, useEffect, useState } from 'react';
import { getPb } from '@/lib/pb-client';
import { messages } from '@/lib/messages';
import { visibleChips } from '@/lib/domain/chips';
import { toastError, toastSuccess } from '@/lib/stores/toast';
import type { ProviderRecord } from '@/lib/stores/types';
import { useSession } from '../shared/use-session';
import { useCategories } from '../shared/use-categories';
import { Badge, cardClass, primaryButton, Spinner } from '../shared/ui';
import { HeartIcon } from '../provider/HeartIcon';
import { SessionGate } from '../shared/SessionGate';

const m = messages.favorites;

interface FavoriteRow {
  id: string;
  provider: string;
  expand?: { provider?: ProviderRecord };
}

export default function Favorites() {
  return (
    <SessionGate prompt={{ title: m.loginTitle, text: m.loginText, linkLabel: m.loginLink }}>
      <FavoriteList />
    </SessionGate>
  );
}

function FavoriteList() {
  const { user } = useSession();
  const [rows, setRows] = useState<FavoriteRow[] | null>(null);
  const [busy, setBusy] = useState<string | null>(null);
  const { labelOf } = useCategories();

  const load = useCallback(async () => {
    if (!user) return;
    const pb = getPb();
    try {
      setRows(
        await pb.collection('user_favorites').getFullList<FavoriteRow>({
          filter: pb.filter('user = {:id}', { id: user.id }),
          expand: 'provider',
          sort: '-created',
        }),
      );
    } catch (err) {
      console.error('[favorites] load', err);
      toastError(m.loadError);
      setRows([]);
    }
  }, [user]);

  useEffect(() => {
    void load();
  }, [load]);

  if (!rows) return <Spinner />;

  async function remove(row: FavoriteRow) {
    setBusy(row.id);
    try {
      await getPb().collection('user_favorites').delete(row.id);
      setRows((r) => (r ?? []).filter((x) => x.id !== row.id));
      toastSuccess(m.removed);
    } catch (err) {
      console.error('[favorites] remove', err);
      toastError(m.updateError);
    } finally {
      setBusy(null);
    }
  }

  return (
    <div className="container-page py-10">
      <h1 className="text-2xl font-bold text-ink">{m.title}</h1>
      {rows.length === 0 ? (
        <div className={`${cardClass} mt-6 text-center`}>
          <p className="text-lg font-semibold text-ink">{m.empty}</p>
          <a href="/providers" className={`${primaryButton} mt-4`}>
            {m.browse}
          </a>
        </div>
      ) : (
        <ul className="mt-6 grid gap-4 md:grid-cols-2 lg:grid-cols-3">
          {rows.map((row) => {
            const p = row.expand?.provider;
            if (!p) return null;
            const chips = visibleChips(p.categories ?? [], 3);
            return (
              <li key={row.id} className={cardClass} data-testid="favorite-card">
                <div className="flex items-start justify-between gap-2">
                  <h2 className="text-lg font-semibold text-ink">{p.company_name}</h2>
                  <button
                    type="button"
                    aria-pressed="true"
                    aria-label={`${m.remove}: ${p.company_name}`}
                    className="rounded-full p-2 text-red-600 hover:bg-red-50"
                    onClick={() => void remove(row)}
                    disabled={busy === row.id}
                  >
                    <HeartIcon filled />
                  </button>
                </div>
                <p className="mt-1 text-sm text-slate-500">{p.headquarters_country}</p>
                <p className="mt-2 line-clamp-3 text-sm text-slate-700">{p.description}</p>
                <div className="mt-3 flex flex-wrap gap-1">
                  {chips.shown.map((c) => (
                    <Badge key={c} tone="brand">
                      {labelOf(c)}
                    </Badge>
                  ))}
                  {chips.extra > 0 && <Badge tone="slate">+{chips.extra}</Badge>}
                </div>
                <a
                  href={paths.provider(p.slug)}
                  className="mt-4 inline-block text-sm font-semibold text-brand-700 hover:underline"
                >
                  {m.details}
                </a>
              </li>
            );
          })}
        </ul>
      )}
    </div>
  );
}
