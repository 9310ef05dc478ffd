import { describe, expect, it } from 'vitest';
import {
  FAVORITE_CHIPS,
  favoriteCards,
  withoutFavorite,
  type FavoriteRow,
} from '@/islands/favorites/state';
import type { ProviderRecord } from '@/lib/stores/types';

const provider = (id: string, categories: string[]) =>
  ({ id, company_name: id, slug: id, categories }) as unknown as ProviderRecord;
const row = (id: string, p?: ProviderRecord): FavoriteRow => ({
  id,
  provider: p?.id ?? 'gone',
  ...(p ? { expand: { provider: p } } : {}),
});

describe('the favourites page state', () => {
  it.each([
    [[], [], 0],
    [['payroll'], ['payroll'], 0],
    [['a', 'b', 'c'], ['a', 'b', 'c'], 0],
    [['a', 'b', 'c', 'd', 'e'], ['a', 'b', 'c'], 2],
  ])('a provider in %j shows chips %j and +%i', (categories, shown, extra) => {
    const [card] = favoriteCards([row('f1', provider('p1', categories))]);
    expect(card?.chips).toEqual({ shown, extra });
    expect(card!.chips.shown.length).toBeLessThanOrEqual(FAVORITE_CHIPS);
  });

  it('has no card for a favourite whose provider is not readable, keeping the order', () => {
    const rows = [row('f1', provider('p1', [])), row('f2'), row('f3', provider('p3', []))];
    expect(favoriteCards(rows).map((c) => [c.row.id, c.provider.id])).toEqual([
      ['f1', 'p1'],
      ['f3', 'p3'],
    ]);
  });

  it.each([
    [null, 'f1', []],
    [['f1', 'f2'], 'f1', ['f2']],
    [['f1', 'f2'], 'f9', ['f1', 'f2']],
  ])('removing from %j the favourite %s leaves %j', (ids, id, left) => {
    const rows = ids?.map((i) => row(i)) ?? null;
    expect(withoutFavorite(rows, id).map((r) => r.id)).toEqual(left);
  });
});
