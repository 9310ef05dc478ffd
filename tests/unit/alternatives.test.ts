import { describe, expect, it } from 'vitest';
import {
  ALTERNATIVES_LIMIT,
  alternativesIndex,
  alternativesOf,
  servedCountries,
  type AlternativeCandidate,
} from '@/lib/domain/alternatives';
import { alternativesPageTags } from '@/lib/contract/cache-tags';
import { paths, routeOf, ROUTES } from '@/lib/contract/routes';

const p = (
  id: string,
  categories: string[],
  country = 'México',
  declared: string[] = [],
): AlternativeCandidate => ({
  id,
  categories,
  headquarters_country: country,
  facts: { countries: declared },
});

/** Brute force: every other provider sharing a category; country sharers first; rank order. */
function naive(ranked: readonly AlternativeCandidate[], subject: AlternativeCandidate): string[] {
  const mine = servedCountries(subject);
  const others = ranked.filter(
    (x) => x.id !== subject.id && x.categories.some((c) => subject.categories.includes(c)),
  );
  const shares = (x: AlternativeCandidate) => servedCountries(x).some((c) => mine.includes(c));
  return [...others.filter(shares), ...others.filter((x) => !shares(x))]
    .slice(0, ALTERNATIVES_LIMIT)
    .map((x) => x.id);
}

describe('alternativesOf (the providers an alternatives page lists)', () => {
  it('lists providers sharing a category, country sharers first, in ranking order, without itself', () => {
    const ranked = [
      p('top-co', ['payroll'], 'Colombia'),
      p('other-cat', ['recruiting']),
      p('subject', ['payroll', 'training']),
      p('mx-1', ['payroll']),
      p('mx-training', ['training']),
      p('declares-mx', ['payroll'], 'Chile', ['MX', 'CL']),
    ];
    const index = alternativesIndex(ranked);
    const list = alternativesOf(index, ranked[2]!);
    expect(list.map((a) => a.provider.id)).toEqual([
      'mx-1',
      'mx-training',
      'declares-mx',
      'top-co',
    ]);
    expect(list[0]).toMatchObject({ sharedCategories: ['payroll'], sharedCountries: ['México'] });
    expect(list[2]).toMatchObject({ sharedCountries: ['México'] });
    expect(list[3]).toMatchObject({ sharedCategories: ['payroll'], sharedCountries: [] });
  });

  it('uses the declared countries served, else the headquarters', () => {
    expect(servedCountries(p('a', [], 'Chile', ['MX', 'PE']))).toEqual(['México', 'Perú']);
    expect(servedCountries(p('a', [], 'Chile'))).toEqual(['Chile']);
  });

  it('never lists a provider that is not public (not in the ranked list)', () => {
    const ranked = [p('a', ['payroll']), p('b', ['payroll'])];
    const hidden = p('hidden', ['payroll']);
    const list = alternativesOf(alternativesIndex(ranked), ranked[0]!);
    expect(list.map((a) => a.provider.id)).toEqual(['b']);
    // A subject outside the list (not public) gets only public providers.
    expect(alternativesOf(alternativesIndex(ranked), hidden).map((a) => a.provider.id)).toEqual([
      'a',
      'b',
    ]);
  });

  it('agrees with a brute-force selection on a random directory, at most the limit', () => {
    let seed = 7;
    const rnd = (n: number) => {
      seed = (seed * 1103515245 + 12345) % 2 ** 31;
      return seed % n;
    };
    const cats = ['payroll', 'recruiting', 'training', 'benefits', 'legal'];
    const countries = ['México', 'Chile', 'Colombia', 'Perú'];
    const codes = ['MX', 'CL', 'CO', 'PE'];
    const ranked = Array.from({ length: 300 }, (_, i) =>
      p(
        `p${i}`,
        [...new Set([cats[rnd(5)]!, cats[rnd(5)]!])],
        countries[rnd(4)],
        rnd(3) === 0 ? [codes[rnd(4)]!, codes[rnd(4)]!] : [],
      ),
    );
    const index = alternativesIndex(ranked);
    for (const subject of ranked) {
      const got = alternativesOf(index, subject).map((a) => a.provider.id);
      expect(got).toEqual(naive(ranked, subject));
      expect(got.length).toBeLessThanOrEqual(ALTERNATIVES_LIMIT);
    }
  });
});

describe('the alternatives route and its tags', () => {
  it('is one page per public provider at /providers/{slug}/alternativas', () => {
    expect(paths.providerAlternatives('acme')).toBe('/providers/acme/alternativas');
    expect(routeOf('/providers/acme/alternativas')).toBe(ROUTES.providerAlternatives);
    expect(ROUTES.providerAlternatives.known).toBe('providers');
  });

  it('carries its subject, then each alternative in order, then its category labels', () => {
    const tags = alternativesPageTags({
      provider: { id: 's', categories: ['payroll'] },
      alternatives: [{ provider: { id: 'b' } }, { provider: { id: 'a' } }],
    });
    expect(tags).toEqual(['provider:s', 'provider:b', 'provider:a', 'category-label:payroll']);
    expect(tags).not.toContain('ranking');
    expect(alternativesPageTags(null)).toEqual(['provider-set']);
  });
});
