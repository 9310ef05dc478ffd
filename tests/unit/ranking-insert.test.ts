// A provider list patched after a change (src/lib/data/providers.ts) must come out in exactly
// the order a full read sorts it into, or a card would jump between two renders.
import { describe, expect, it } from 'vitest';
import { insertRanked, sortRanked } from '@/lib/contract/ranking-order';

const NAMES = ['alamo', 'Álamo', 'Ébano', 'eco', 'nube', 'Ñandú', 'ñu', 'Zeta', 'zeta'];

function randomProviders(n: number, seed: number) {
  let s = seed;
  const next = () => (s = (s * 1103515245 + 12345) % 2 ** 31) / 2 ** 31;
  return Array.from({ length: n }, (_, i) => ({
    id: `p${i}`,
    company_name: NAMES[Math.floor(next() * NAMES.length)]!,
    // Few distinct values, so ties on score and on review count are common.
    ranking_score: Math.floor(next() * 4) / 2,
    total_reviews: Math.floor(next() * 3),
  }));
}

describe('insertRanked (a sorted list patched with a few providers)', () => {
  it.each([1, 2, 3, 4, 5, 6, 7, 8])('equals a full sort (seed %i)', (seed) => {
    const all = randomProviders(300, seed);
    const sorted = sortRanked(all);
    // Some providers change (score, reviews, name) and are put back.
    const changed = new Set(all.filter((_, i) => i % 37 === seed % 37).map((p) => p.id));
    const fresh = all
      .filter((p) => changed.has(p.id))
      .map((p, i) => ({
        ...p,
        ranking_score: (i % 3) / 2,
        total_reviews: (p.total_reviews + 1) % 3,
      }));
    const kept = sorted.filter((p) => !changed.has(p.id));
    const patched = insertRanked(kept, fresh).map((p) => p.id);
    expect(patched).toEqual(sortRanked([...kept, ...fresh]).map((p) => p.id));
  });

  it('puts a new provider at the start, the end and between equals by its name', () => {
    const base = sortRanked([
      { id: 'a', company_name: 'Beta', ranking_score: 4, total_reviews: 2 },
      { id: 'b', company_name: 'Delta', ranking_score: 4, total_reviews: 2 },
      { id: 'c', company_name: 'Zeta', ranking_score: 1, total_reviews: 0 },
    ]);
    const add = [
      { id: 'top', company_name: 'Omega', ranking_score: 5, total_reviews: 9 },
      { id: 'mid', company_name: 'Ceta', ranking_score: 4, total_reviews: 2 },
      { id: 'end', company_name: 'Alfa', ranking_score: 0, total_reviews: 0 },
    ];
    expect(insertRanked(base, add).map((p) => p.id)).toEqual(['top', 'a', 'mid', 'b', 'c', 'end']);
  });
});
