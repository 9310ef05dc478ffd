/** The favourites page's state as pure functions: the cards it shows and a removal. */
import { visibleChips } from '@/lib/domain/chips';
import type { ProviderRecord } from '@/lib/stores/types';

/** How many category chips a favourite's card shows before "+N". */
export const FAVORITE_CHIPS = 3;

export interface FavoriteRow {
  id: string;
  provider: string;
  expand?: { provider?: ProviderRecord };
}

export interface FavoriteCardView {
  row: FavoriteRow;
  provider: ProviderRecord;
  chips: { shown: string[]; extra: number };
}

/** One card per favourite whose provider is readable (a hidden provider has no card). */
export function favoriteCards(rows: readonly FavoriteRow[]): FavoriteCardView[] {
  return rows.flatMap((row) => {
    const provider = row.expand?.provider;
    if (!provider) return [];
    return [{ row, provider, chips: visibleChips(provider.categories ?? [], FAVORITE_CHIPS) }];
  });
}

/** The list after one favourite is removed. */
export function withoutFavorite(rows: readonly FavoriteRow[] | null, id: string): FavoriteRow[] {
  return (rows ?? []).filter((r) => r.id !== id);
}
