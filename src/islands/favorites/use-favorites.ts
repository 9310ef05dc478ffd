/** The member's favourites (newest first) and their removal; pure parts in ./state.ts. */
import { useCallback, useEffect, useState } from 'react';
import { getPb } from '@/lib/pb-client';
import { messages } from '@/lib/messages';
import { toastError, toastSuccess } from '@/lib/stores/toast';
import { useSession } from '../shared/use-session';
import { withoutFavorite, type FavoriteRow } from './state';

const m = messages.favorites;

export function useFavorites() {
  const { user } = useSession();
  const [rows, setRows] = useState<FavoriteRow[] | null>(null);
  const [busy, setBusy] = useState<string | null>(null);

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

  async function remove(row: FavoriteRow) {
    setBusy(row.id);
    try {
      await getPb().collection('user_favorites').delete(row.id);
      setRows((r) => withoutFavorite(r, row.id));
      toastSuccess(m.removed);
    } catch (err) {
      console.error('[favorites] remove', err);
      toastError(m.updateError);
    } finally {
      setBusy(null);
    }
  }

  return { rows, busy, remove };
}
