/**
 * The /dashboard's own data: the caller's companies, reviews and favourites, kept live by
 * realtime subscriptions. Pure parts in figures.ts and own-reviews.ts.
 */
import { useCallback, useEffect, useMemo, useState } from 'react';
import { getPb } from '@/lib/pb-client';
import { messages } from '@/lib/messages';
import { toastError } from '@/lib/stores/toast';
import type { ProviderRecord } from '@/lib/stores/types';
import type { OwnReview } from '@/lib/contract/reviews';
import { loadOwnReviews, recentActivity, type FavoriteEvent } from './own-reviews';
import { favoriteEvents } from './figures';

/** How many events "Actividad reciente" shows. */
const ACTIVITY_ITEMS = 10;

interface Counters {
  favorites: number;
}

/** The caller's companies, reviews (the list the counter counts) and favourites. */
export function useOwnData(userId: string | undefined) {
  const [providers, setProviders] = useState<ProviderRecord[]>([]);
  const [counters, setCounters] = useState<Counters>({ favorites: 0 });
  const [reviews, setReviews] = useState<OwnReview[] | null>(null);
  const [favorites, setFavorites] = useState<FavoriteEvent[] | null>(null);

  const load = useCallback(async () => {
    if (!userId) return;
    const pb = getPb();
    try {
      const [own, mine, favs] = await Promise.all([
        pb.collection('providers').getFullList<ProviderRecord>({
          filter: pb.filter('user = {:id}', { id: userId }),
          sort: '-created',
        }),
        loadOwnReviews(),
        pb.collection('user_favorites').getList(1, ACTIVITY_ITEMS, {
          filter: pb.filter('user = {:id}', { id: userId }),
          sort: '-created',
          expand: 'provider',
          fields: 'id,created,expand.provider.company_name,expand.provider.slug',
        }),
      ]);
      setProviders(own);
      setReviews(mine);
      setFavorites(favoriteEvents(favs.items));
      setCounters({ favorites: favs.totalItems });
    } catch (err) {
      console.error('[dashboard] load', err);
      toastError(messages.common.loadDataError);
    }
  }, [userId]);

  useEffect(() => {
    if (!userId) return;
    void load();
    // Live counters: any change to the caller's reviews, favourites or providers.
    const pb = getPb();
    const unsubs = ['reviews', 'user_favorites', 'providers'].map((c) =>
      pb.collection(c).subscribe('*', () => void load()),
    );
    return () => {
      for (const u of unsubs) void u.then((fn) => fn()).catch(() => {});
    };
  }, [userId, load]);

  const removeReview = useCallback(
    (id: string) => setReviews((old) => (old ? old.filter((r) => r.id !== id) : old)),
    [],
  );
  const activity = useMemo(
    () => (reviews && favorites ? recentActivity(reviews, favorites, ACTIVITY_ITEMS) : null),
    [reviews, favorites],
  );

  return { providers, counters, reviews, removeReview, activity };
}
