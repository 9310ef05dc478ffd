import { describe, expect, it } from 'vitest';
import {
  categoryList,
  changedAlternativesPages,
  isAlternativesPage,
  directoryList,
  isFilteredDirectoryPage,
  listsOf,
  reorderedPages,
  type RankedProvider,
} from '../../src/server/ranked-lists.ts';
import { PAGE_SIZE, paginate } from '@/lib/domain/pagination';
import { alternativesIndex, alternativesOf } from '@/lib/domain/alternatives';
import { paths } from '@/lib/contract/paths';

const provider = (i: number, over: Partial<RankedProvider> = {}): RankedProvider => ({
  id: `p${i}`,
  categories: ['payroll'],
  headquarters_country: 'México',
  ...over,
});

/** The stored pages of a list as the renderer tagged them for `order`. */
function storedPages(prefix: string, order: readonly RankedProvider[], extra: string[] = []) {
  const pages = [];
  const count = Math.max(1, Math.ceil(order.length / PAGE_SIZE));
  for (let n = 1; n <= count; n++) {
    pages.push({
      key: n === 1 ? prefix : `${prefix}?pagina=${n}`,
      tags: ['providers', ...extra, ...paginate(order, n).items.map((p) => `provider:${p.id}`)],
    });
  }
  return pages;
}

const move = <T>(xs: readonly T[], from: number, to: number): T[] => {
  const out = [...xs];
  const [x] = out.splice(from, 1);
  out.splice(to, 0, x!);
  return out;
};

describe('reorderedPages (which directory pages a re-ranking changes)', () => {
  const before = Array.from({ length: 24 * 10 }, (_, i) => provider(i));
  const stored = [...storedPages('/providers', before), ...storedPages('/proveedores', before)];

  it('a provider moving from page 9 to page 2 changes pages 2 to 9 of both directories', () => {
    const after = move(before, 8 * 24 + 5, 24 + 3);
    const pages = reorderedPages(stored, [directoryList(after)]);
    const expected = [2, 3, 4, 5, 6, 7, 8, 9].flatMap((n) => [
      `/providers?pagina=${n}`,
      `/proveedores?pagina=${n}`,
    ]);
    expect([...pages].sort()).toEqual(expected.sort());
  });

  it('a move within one page changes that page only (its cards are in another order)', () => {
    const after = move(before, 30, 26);
    expect([...reorderedPages(stored, [directoryList(after)])].sort()).toEqual([
      '/proveedores?pagina=2',
      '/providers?pagina=2',
    ]);
  });

  it('the same cards in the same order change nothing', () => {
    expect(reorderedPages(stored, [directoryList(before)]).size).toBe(0);
  });

  it('a move across a page boundary changes exactly the two pages', () => {
    const after = move(before, 24, 23);
    expect([...reorderedPages(stored, [directoryList(after)])].sort()).toEqual(
      ['/proveedores', '/proveedores?pagina=2', '/providers', '/providers?pagina=2'].sort(),
    );
  });

  it('simultaneous moves in opposite directions: every page whose cards change, no other', () => {
    let after = move(before, 200, 10); // page 9 → page 1
    after = move(after, 50, 120); // page 3 → page 6
    const pages = [...reorderedPages(stored, [directoryList(after)])].filter((k) =>
      k.startsWith('/providers'),
    );
    const changed: string[] = [];
    for (let n = 1; n <= 10; n++) {
      const a = paginate(before, n)
        .items.map((p) => p.id)
        .sort();
      const b = paginate(after, n)
        .items.map((p) => p.id)
        .sort();
      if (a.join() !== b.join()) changed.push(n === 1 ? '/providers' : `/providers?pagina=${n}`);
    }
    expect(pages.sort()).toEqual(changed.sort());
    expect(changed.length).toBeGreaterThan(0);
    expect(changed.length).toBeLessThan(10);
  });

  it('ignores pages that are not pages of the list (filtered, other paths)', () => {
    const after = move(before, 200, 0);
    const others = [
      { key: '/providers?q=nomina', tags: ['providers', 'provider:p0'] },
      { key: '/providers?categoria=payroll&pagina=2', tags: ['providers'] },
      { key: '/', tags: ['providers', 'ranking', 'provider:p0'] },
    ];
    const pages = reorderedPages(others, [directoryList(after)]);
    expect(pages.size).toBe(0);
    expect(isFilteredDirectoryPage('/providers?q=nomina')).toBe(true);
    expect(isFilteredDirectoryPage('/proveedores?categoria=payroll&pagina=2')).toBe(true);
    expect(isFilteredDirectoryPage('/providers?pagina=2')).toBe(false);
    expect(isFilteredDirectoryPage('/providers/acme')).toBe(false);
  });
});

describe('category lists', () => {
  const all = [
    provider(1, { categories: ['payroll', 'recruiting'], headquarters_country: 'Chile' }),
    provider(2, { categories: ['payroll'] }),
    provider(3, { categories: ['recruiting'], headquarters_country: 'México' }),
  ];

  it('a category listing and a category × country listing, each with its own pages', () => {
    const cat = categoryList(all, 'payroll', null)!;
    expect(cat.ids).toEqual(['p1', 'p2']);
    expect(cat.pageOf('/proveedores/categoria/payroll')).toBe(1);
    expect(cat.pageOf('/proveedores/categoria/payroll?pagina=3')).toBe(3);
    expect(cat.pageOf('/proveedores/categoria/payroll/chile')).toBeNull();
    const country = categoryList(all, 'payroll', 'Chile')!;
    expect(country.ids).toEqual(['p1']);
    expect(country.pageOf('/proveedores/categoria/payroll/chile')).toBe(1);
    expect(categoryList(all, 'payroll', 'Atlántida')).toBeNull();
  });

  it('listsOf: the directory plus each category of the moved providers, with and without their country', () => {
    const lists = listsOf(all, [{ categories: ['payroll', 'recruiting'], country: 'Chile' }]);
    const keys = [
      '/providers',
      '/proveedores/categoria/payroll',
      '/proveedores/categoria/payroll/chile',
      '/proveedores/categoria/recruiting',
      '/proveedores/categoria/recruiting/chile',
    ];
    for (const k of keys) expect(lists.some((l) => l.pageOf(k) === 1)).toBe(true);
    expect(lists.some((l) => l.pageOf('/proveedores/categoria/recruiting/mexico') !== null)).toBe(
      false,
    );
  });

  it('a category page whose stored cards no longer match its slice is reordered', () => {
    const stored = [
      {
        key: '/proveedores/categoria/payroll',
        tags: ['category:payroll', 'provider:p1', 'provider:p2'],
      },
      { key: '/proveedores/categoria/recruiting', tags: ['category:recruiting', 'provider:p1'] },
    ];
    const pages = reorderedPages(
      stored,
      listsOf(all, [{ categories: ['payroll'], country: 'Chile' }]),
    );
    // payroll shows p1 then p2 in both versions; recruiting is not a list of the moved provider.
    expect(pages.size).toBe(0);
    const swapped = [{ ...stored[0]!, tags: ['category:payroll', 'provider:p2', 'provider:p1'] }];
    expect([
      ...reorderedPages(swapped, listsOf(all, [{ categories: ['payroll'], country: 'Chile' }])),
    ]).toEqual(['/proveedores/categoria/payroll']);
    const recruiting = reorderedPages(stored, [categoryList(all, 'recruiting', null)!]);
    expect([...recruiting]).toEqual(['/proveedores/categoria/recruiting']);
  });
});

describe('changedAlternativesPages (which alternatives pages a change re-renders)', () => {
  const alt = (id: string, over: Partial<RankedProvider> = {}): RankedProvider => ({
    id,
    categories: ['payroll'],
    headquarters_country: 'México',
    ...over,
  });
  /** Stored pages as the renderer tagged them for `order`. */
  const stored = (order: readonly RankedProvider[]) => {
    const index = alternativesIndex(order);
    return order.map((s) => ({
      key: paths.providerAlternatives(s.id),
      tags: [
        `provider:${s.id}`,
        ...alternativesOf(index, s).map((a) => `provider:${a.provider.id}`),
        'category-label:payroll',
      ],
    }));
  };
  const before = [
    ...Array.from({ length: 10 }, (_, i) => alt(`mx${i}`)),
    alt('cl', { headquarters_country: 'Chile' }),
    alt('training', { categories: ['training'] }),
  ];

  it('re-renders nothing when the order is the same', () => {
    expect(changedAlternativesPages(stored(before), before).size).toBe(0);
  });

  it('a provider moving inside the top re-renders the pages that list it, not the others', () => {
    const after = move(before, 3, 0); // mx3 rises to first
    const changed = changedAlternativesPages(stored(before), after);
    expect([...changed].sort()).toEqual(
      ['mx0', 'mx1', 'mx2', 'mx4', 'mx5', 'mx6', 'mx7', 'mx8', 'mx9', 'cl']
        .map(paths.providerAlternatives)
        .sort(),
    );
    expect(changed.has(paths.providerAlternatives('training'))).toBe(false);
    // A move below every page's cut (the last Mexican provider swaps with Chile) changes only
    // the pages that show one of them.
    const small = changedAlternativesPages(stored(before), move(before, 9, 10));
    expect(small.has(paths.providerAlternatives('training'))).toBe(false);
    expect(small.has(paths.providerAlternatives('mx0'))).toBe(false);
  });

  it('a provider declaring a new country served, or leaving the directory, moves the lists', () => {
    const few = [alt('cl', { headquarters_country: 'Chile' }), alt('mx0'), alt('mx1')];
    const declared = few.map((p) => (p.id === 'cl' ? { ...p, facts: { countries: ['MX'] } } : p));
    // Chile now serves Mexico: it moves ahead in the Mexican providers' lists; its own is the same.
    expect([...changedAlternativesPages(stored(few), declared)].sort()).toEqual(
      ['mx0', 'mx1'].map(paths.providerAlternatives).sort(),
    );
    const gone = before.filter((p) => p.id !== 'mx0');
    const afterGone = changedAlternativesPages(stored(before), gone);
    expect(afterGone.has(paths.providerAlternatives('mx0'))).toBe(true); // its subject left
    expect(afterGone.has(paths.providerAlternatives('mx1'))).toBe(true); // lost an entry
    expect(afterGone.has(paths.providerAlternatives('training'))).toBe(false);
  });

  it('ignores every other stored page', () => {
    expect(isAlternativesPage('/providers/acme/alternativas')).toBe(true);
    expect(isAlternativesPage('/providers/acme')).toBe(false);
    expect(isAlternativesPage('/providers/acme/reviews')).toBe(false);
    expect(isAlternativesPage('/providers//alternativas')).toBe(false);
    expect(isAlternativesPage('/providers/a/b/alternativas')).toBe(false);
    expect(isAlternativesPage('/providers/acme/alternativas?x=1')).toBe(false);
    expect(isAlternativesPage('/proveedores/acme/alternativas')).toBe(false);
    const other = [{ key: '/providers', tags: ['provider:mx0'] }];
    expect(changedAlternativesPages(other, []).size).toBe(0);
  });

  it('knowing which providers moved finds every page recomputing all of them finds (random changes)', () => {
    let seed = 7;
    const rand = () => (seed = (seed * 1103515245 + 12345) % 2 ** 31) / 2 ** 31;
    const pick = <T>(xs: readonly T[]): T => xs[Math.floor(rand() * xs.length)]!;
    const CATS = ['payroll', 'recruiting', 'training'];
    const COUNTRIES = ['México', 'Chile', 'Perú'];
    const CODES = ['MX', 'CL', 'PE'];
    const randomProvider = (id: string): RankedProvider => ({
      id,
      categories: [...new Set([pick(CATS), pick(CATS)])],
      headquarters_country: pick(COUNTRIES),
      facts: rand() < 0.3 ? { countries: [...new Set([pick(CODES), pick(CODES)])] } : null,
    });
    for (let round = 0; round < 200; round++) {
      const before = Array.from({ length: 5 + Math.floor(rand() * 40) }, (_, i) =>
        randomProvider(`p${i}`),
      );
      let after = [...before];
      const moved = new Set<string>();
      for (let k = 1 + Math.floor(rand() * 3); k > 0; k--) {
        const i = Math.floor(rand() * after.length);
        const p = after[i]!;
        moved.add(p.id);
        const kind = rand();
        if (kind < 0.5) after = move(after, i, Math.floor(rand() * after.length));
        else if (kind < 0.7) after[i] = { ...randomProvider(p.id) };
        else if (kind < 0.85) after = after.filter((x) => x.id !== p.id);
        else {
          const fresh = randomProvider(`new${round}-${k}`);
          moved.add(fresh.id);
          after.splice(Math.floor(rand() * after.length), 0, fresh);
        }
      }
      const pages = stored(before);
      const known = changedAlternativesPages(pages, after, moved);
      const full = changedAlternativesPages(pages, after);
      // Every page whose list changed, plus only pages about or showing a mover (their
      // provider tag has the pass re-render them anyway).
      for (const k of full) expect(known).toContain(k);
      const tagged = new Set(
        pages
          .filter((p) => p.tags.some((t) => moved.has(t.slice('provider:'.length))))
          .map((p) => p.key),
      );
      for (const k of known) if (!full.has(k)) expect(tagged).toContain(k);
    }
  });
});
