// the directory's ranking order has one home (src/lib/contract/ranking-order.ts).
// The web server sorts with its comparator and the hooks with its SQL ORDER BY
// (/api/lp/providers/public); on names that only accents, case or ñ tell apart both orders
// must be the same, or a card would jump between the list the server patches and the one it
// reads afresh.
import { describe, expect, it } from 'vitest';
import { sortRanked, nameSortKey } from '@/lib/contract/ranking-order';
import { makeProvider, makeUser, superuser, uid } from './helpers';

interface Row {
  id: string;
  company_name: string;
  ranking_score: number;
  total_reviews: number;
}

// In the order a Spanish reader expects: accents and case do not count, ñ after n.
const NAMES = ['alamo', 'Álamo', 'Ébano', 'eco', 'nube', 'Nzeta', 'Ñandú', 'ñu', 'Zeta'];

describe('the ranking order', () => {
  it('is the same from the hooks SQL and the web server comparator on accents, case and ñ', async () => {
    const tag = uid();
    const ids: string[] = [];
    // Created out of order, so neither the creation order nor the ids decide.
    for (const name of [...NAMES].reverse()) {
      const owner = await makeUser({ user_type: 'provider' });
      const p = await makeProvider(owner.id, { company_name: `${name} ${tag}` });
      ids.push(p.id);
    }
    const rows = await superuser().send<Row[]>('/api/lp/providers/public', {
      query: { ids: ids.join(','), fields: 'id,company_name,ranking_score,total_reviews' },
    });
    expect(rows).toHaveLength(NAMES.length);
    // A tie on score and review count: the name decides.
    expect(new Set(rows.map((r) => `${r.ranking_score}/${r.total_reviews}`)).size).toBe(1);

    const fromSql = rows.map((r) => r.company_name);
    const fromComparator = sortRanked([...rows].reverse()).map((r) => r.company_name);
    expect(fromSql).toEqual(fromComparator);
    expect(fromSql).toEqual(NAMES.map((n) => `${n} ${tag}`));
  });

  it('keys names the same whatever their accents and case, ñ after every other n', () => {
    expect(nameSortKey('Álamo')).toBe(nameSortKey('alamo'));
    expect(nameSortKey('ÉBANO')).toBe('ebano');
    expect(nameSortKey('Nzeta') < nameSortKey('Ñandú')).toBe(true);
    expect(nameSortKey('Ñandú') < nameSortKey('Oro')).toBe(true);
  });
});
