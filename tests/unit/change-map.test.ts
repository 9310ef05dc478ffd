import { describe, expect, it } from 'vitest';
import {
  addAffected,
  changedProviders,
  reviewChangedProviders,
  changeEventOf,
  changeEventsOf,
  emptyAffected,
  isProviderPage,
  listMembership,
  needsListPass,
  providerIds,
  type ChangeEvent,
  type CurrentProvider,
} from '../../src/server/change-map.ts';
import { COUNTRY_SLUGS } from '../../src/lib/contract/countries.ts';
import { categoryListingTags, marketMapTags } from '../../src/lib/contract/cache-tags.ts';

const event = (
  topic: string,
  data: Record<string, unknown> | null,
  record_id = 'r1',
): ChangeEvent => ({
  id: 'e1',
  topic,
  record_id,
  op: 'update',
  data,
  created: '2026-11-23 00:00:00.000Z',
});

const snap = (over: Record<string, unknown> = {}) => ({
  id: 'p1',
  slug: 'acme',
  company_name: 'Acme',
  status: 'approved',
  verified: true,
  featured: false,
  public: true,
  categories: ['reclutamiento'],
  headquarters_country: 'México',
  ...over,
});

const acme: CurrentProvider = {
  slug: 'acme',
  categories: ['reclutamiento'],
  country: 'México',
  public: true,
};

describe('listMembership', () => {
  it.each([
    ['created (no before)', null, snap(), 'changed'],
    ['deleted (no after)', snap(), null, 'changed'],
    ['public, same lists', snap(), snap({ company_name: 'Acme 2' }), 'unchanged-public'],
    [
      'categories reordered only',
      snap({ categories: ['a', 'b'] }),
      snap({ categories: ['b', 'a'] }),
      'unchanged-public',
    ],
    [
      'hidden before and after',
      snap({ public: false }),
      snap({ public: false, slug: 'x' }),
      'unchanged-hidden',
    ],
    ['approved (became public)', snap({ public: false }), snap(), 'changed'],
    ['rejected (left the directory)', snap(), snap({ public: false }), 'changed'],
    ['moved category', snap(), snap({ categories: ['nomina'] }), 'changed'],
    ['moved country', snap(), snap({ headquarters_country: 'Chile' }), 'changed'],
  ] as const)('%s → %s', (_what, before, after, expected) => {
    expect(listMembership({ before, after })).toBe(expected);
  });

  it('treats a missing snapshot as a change', () => {
    expect(listMembership(null)).toBe('changed');
  });
});

describe('addAffected', () => {
  it('an edit that keeps a public provider in its lists re-renders its pages and re-ranks it', () => {
    const a = addAffected(
      emptyAffected(),
      event('provider', { before: snap(), after: snap({ company_name: 'Acme 2' }) }, 'p1'),
      new Map([['p1', acme]]),
    );
    expect([...a.tags].sort()).toEqual([
      'category-map:reclutamiento',
      'category-map:reclutamiento/mexico',
      'provider-set',
      'provider:p1',
      'ranking',
    ]);
    expect([...a.urls].sort()).toEqual([
      '/proveedores/acme',
      '/proveedores/categoria/reclutamiento/mexico/mapa',
      '/providers/acme',
      '/providers/acme/alternativas',
    ]);
    expect([...a.reranked]).toEqual(['p1']);
    expect(a.redirects).toBe(true);
  });

  it('a change of its facts alone (countries served, prices) re-renders every page of it', () => {
    // The outbox snapshots carry no facts: before and after are the same. Its comparisons per
    // country carry `provider:<id>` (re-rendered, or removed when the country is no longer
    // shared); the sitemap, which lists the index pairs' countries, carries 'provider-set'.
    const a = addAffected(
      emptyAffected(),
      event('provider', { before: snap(), after: snap() }, 'p1'),
      new Map([['p1', acme]]),
    );
    expect(a.tags).toContain('provider:p1');
    expect(a.tags).toContain('provider-set');
  });

  it('a rename renders the old and the new URL under both prefixes, and their alternatives', () => {
    const a = addAffected(
      emptyAffected(),
      event('provider', { before: snap(), after: snap({ slug: 'acme-rh' }) }, 'p1'),
      new Map([['p1', { ...acme, slug: 'acme-rh' }]]),
    );
    expect([...a.urls].filter((u) => !u.endsWith('/mapa')).sort()).toEqual([
      '/proveedores/acme',
      '/proveedores/acme-rh',
      '/providers/acme',
      '/providers/acme-rh',
      '/providers/acme-rh/alternativas',
      '/providers/acme/alternativas',
    ]);
  });

  it('an edit of a hidden provider touches only its own pages', () => {
    const a = addAffected(
      emptyAffected(),
      event('provider', { before: snap({ public: false }), after: snap({ public: false }) }, 'p1'),
      new Map([['p1', null]]),
    );
    expect([...a.tags]).toEqual(['provider:p1']);
    expect(a.reranked.size).toBe(0);
  });

  it('a rejection re-renders every list the provider left, by category and country', () => {
    const a = addAffected(
      emptyAffected(),
      event('provider', { before: snap(), after: snap({ public: false }) }, 'p1'),
      new Map([['p1', null]]),
    );
    expect(a.tags).toEqual(
      new Set([
        'provider:p1',
        'provider-set',
        'ranking',
        'reviews',
        'providers',
        'category:reclutamiento',
        'category:reclutamiento/mexico',
        'category-map:reclutamiento',
        'category-map:reclutamiento/mexico',
      ]),
    );
    expect(a.reranked.size).toBe(0);
  });

  it('a move to another category re-renders the old and the new listings', () => {
    const a = addAffected(
      emptyAffected(),
      event(
        'provider',
        { before: snap(), after: snap({ categories: ['nomina'], headquarters_country: 'Chile' }) },
        'p1',
      ),
      new Map([['p1', { ...acme, categories: ['nomina'], country: 'Chile' }]]),
    );
    for (const tag of [
      'category:reclutamiento',
      'category:nomina',
      'category:reclutamiento/mexico',
      'category:reclutamiento/chile',
      'category:nomina/mexico',
      'category:nomina/chile',
    ]) {
      expect(a.tags, tag).toContain(tag);
    }
  });

  it.each([
    ['public provider: re-ranked', new Map([['p1', acme]]), { reranked: ['p1'], providers: false }],
    ['unknown state: whole directory', new Map(), { reranked: [], providers: true }],
    ['hidden provider: its page only', new Map([['p1', null]]), { reranked: [], providers: false }],
  ] as const)('a review of a %s', (_what, current, expected) => {
    const a = addAffected(
      emptyAffected(),
      event('review', { before: null, after: { id: 'r1', provider: 'p1', provider_slug: 'acme' } }),
      current as Map<string, CurrentProvider | null>,
    );
    expect(a.tags).toContain('provider:p1');
    expect(a.tags).toContain('ranking');
    // The community reviews page lists the newest reviews of every provider.
    expect(a.tags).toContain('reviews');
    expect([...a.reranked]).toEqual(expected.reranked);
    expect(a.tags.has('providers')).toBe(expected.providers);
  });

  // Issue 31: a category × country listing's first page shows what its providers' reviews
  // praise and criticise; a review of a public provider re-renders those of its lists only.
  it("a review re-renders the review topics of its provider's category × country listings", () => {
    const current = new Map([['p1', { ...acme, categories: ['reclutamiento', 'nomina'] }]]);
    const a = addAffected(
      emptyAffected(),
      event('review', { before: null, after: { id: 'r1', provider: 'p1' } }),
      current,
    );
    expect([...a.tags].filter((t) => t.startsWith('category-topics:')).sort()).toEqual([
      'category-topics:nomina/mexico',
      'category-topics:reclutamiento/mexico',
    ]);
    // Not the listings themselves (their cards move only through the re-ranking).
    expect(a.tags.has('category:reclutamiento/mexico')).toBe(false);
    const hidden = addAffected(
      emptyAffected(),
      event('review', { before: null, after: { id: 'r1', provider: 'p1' } }),
      new Map([['p1', null]]),
    );
    expect([...hidden.tags].some((t) => t.startsWith('category-topics:'))).toBe(false);
    // The listing's first page (which shows the topics) carries the tag; later pages do not.
    const listing = (topics?: null) => ({
      category: { name: 'nomina' },
      country: { slug: 'mexico' },
      slice: { items: [] },
      ...(topics !== undefined && { topics }),
    });
    expect(categoryListingTags(listing(null))).toContain('category-topics:nomina/mexico');
    expect(categoryListingTags(listing())).not.toContain('category-topics:nomina/mexico');
  });

  // Issue 20: an author's edit (text, rating) or deletion of a review reaches the same pages
  // as a new review: its provider's pages and every list its rating moves it in.
  it.each([
    [
      'edit',
      'update',
      {
        before: { id: 'r1', provider: 'p1', provider_slug: 'acme', overall_rating: 5 },
        after: { id: 'r1', provider: 'p1', provider_slug: 'acme', overall_rating: 2 },
        total_reviews: 3,
        average_rating: 3.67,
      },
    ],
    [
      'deletion',
      'delete',
      {
        before: { id: 'r1', provider: 'p1', provider_slug: 'acme', overall_rating: 5 },
        after: null,
        total_reviews: 2,
        average_rating: 3,
      },
    ],
  ] as const)("a review's %s re-renders its provider and re-ranks it", (_what, op, data) => {
    const ev = { ...event('review', data), op };
    const a = addAffected(emptyAffected(), ev, new Map([['p1', acme]]));
    expect(a.tags).toContain('provider:p1');
    expect(a.tags).toContain('ranking');
    expect([...a.reranked]).toEqual(['p1']);
    expect(changedProviders([ev])).toEqual(new Set(['p1']));
  });

  it.each(['favorite', 'case_study', 'review_reply'])(
    'a %s re-renders only the provider’s own page',
    (topic) => {
      const a = addAffected(emptyAffected(), event(topic, { after: { provider: 'p1' } }));
      expect([...a.providerPages]).toEqual(['p1']);
      expect(a.tags.size).toBe(0);
      expect(a.urls.size).toBe(0);
    },
  );

  it('a review_report re-renders the provider’s own page and the transparency report', () => {
    const a = addAffected(emptyAffected(), event('review_report', { after: { provider: 'p1' } }));
    expect([...a.providerPages]).toEqual(['p1']);
    expect([...a.tags]).toEqual(['transparency']);
  });

  it.each([
    ['an account approval', { kind: 'account_approval' }],
    ['a public warning issued', { kind: 'provider_warning' }],
  ])('%s re-renders only the transparency report', (_what, data) => {
    const ev = event('trust_decision', data);
    const a = addAffected(emptyAffected(), ev);
    expect([...a.tags]).toEqual(['transparency']);
    expect(a.urls.size + a.providerPages.size + a.reranked.size).toBe(0);
    expect(changedProviders([ev])).toEqual(new Set());
  });

  it('a review written or decided re-renders the transparency report; a provider edit does not, its deletion does', () => {
    const review = event('review', { after: { id: 'r1', provider: 'p1', provider_slug: 'acme' } });
    expect(addAffected(emptyAffected(), review, new Map([['p1', acme]])).tags).toContain(
      'transparency',
    );
    const edit = addAffected(
      emptyAffected(),
      event('provider', { before: snap(), after: snap({ company_name: 'Acme 2' }) }, 'p1'),
      new Map([['p1', acme]]),
    );
    expect(edit.tags).not.toContain('transparency');
    const gone = addAffected(emptyAffected(), {
      ...event('provider', { before: snap(), after: null }, 'p1'),
      op: 'delete',
    });
    expect(gone.tags).toContain('transparency');
  });

  it('a category change re-renders its listing in every country and everything showing its label', () => {
    const a = addAffected(
      emptyAffected(),
      event('category', {
        before: { name: 'nomina', label: 'Nómina' },
        after: { name: 'nomina', label: 'Nóminas' },
      }),
    );
    const countries = Object.keys(COUNTRY_SLUGS);
    expect(a.tags).toContain('category:nomina');
    expect(a.tags).toContain('category-label:nomina');
    expect(a.tags).toContain('categories');
    for (const c of countries) {
      expect(a.tags).toContain(`category:nomina/${c}`);
      expect(a.urls).toContain(`/proveedores/categoria/nomina/${c}`);
    }
    expect(a.urls).toContain('/proveedores/categoria/nomina');
  });

  it('a blog post re-renders its article (old and new slug) and the blog pages', () => {
    const a = addAffected(
      emptyAffected(),
      event('blog_post', { before: { slug: 'viejo' }, after: { slug: 'nuevo' } }, 'b1'),
    );
    expect(a.tags).toEqual(new Set(['blog_post:b1', 'blog']));
    expect([...a.urls].sort()).toEqual(['/blog/nuevo', '/blog/viejo']);
  });

  it.each(['blog_category', 'blog_tag'])('a %s re-renders the blog pages', (topic) => {
    expect(addAffected(emptyAffected(), event(topic, null)).tags).toEqual(new Set(['blog']));
  });

  it('an unknown topic re-renders every list rather than leave a page stale', () => {
    const a = addAffected(emptyAffected(), event('something_new', null));
    expect(a.tags).toEqual(
      new Set([
        'providers',
        'ranking',
        'categories',
        'blog',
        'reviews',
        'transparency',
        'category-maps',
        'recognitions',
      ]),
    );
  });

  it('a published quarter re-renders the archive and the recognised providers', () => {
    const a = addAffected(
      emptyAffected(),
      event('recognition', { quarter: '2026-t3', providers: ['p1', 'p2'] }, 'q1'),
    );
    expect([...a.tags].sort()).toEqual(['provider:p1', 'provider:p2', 'recognitions']);
    expect([...a.urls].sort()).toEqual(['/reconocimientos', '/reconocimientos/2026-t3']);
    expect(a.rerankAll).toBe(false);
    // Every provider's labels may change: the provider list is read whole again.
    expect(
      changedProviders([event('recognition', { quarter: '2026-t3', providers: ['p1'] })]),
    ).toBe(null);
  });

  it('accumulates several events', () => {
    const acc = emptyAffected();
    addAffected(acc, event('favorite', { after: { provider: 'p1' } }));
    addAffected(acc, event('blog_tag', null));
    expect([...acc.providerPages]).toEqual(['p1']);
    expect(acc.tags).toContain('blog');
  });
});

describe('market maps (docs/DECISIONS.md § Market map)', () => {
  const mapOf = (category: string, country: string | null) => ({
    category: { name: category },
    country: country ? { slug: country } : null,
  });
  const hits = (a: ReturnType<typeof emptyAffected>, pageTags: readonly string[]) =>
    pageTags.some((t) => a.tags.has(t));

  it("a review names the maps of its provider's categories, overall and in its country", () => {
    const current = new Map([['p1', { ...acme, categories: ['reclutamiento', 'nomina'] }]]);
    const a = addAffected(
      emptyAffected(),
      event('review', { before: null, after: { id: 'r1', provider: 'p1' } }),
      current,
    );
    expect(hits(a, marketMapTags(mapOf('reclutamiento', null)))).toBe(true);
    expect(hits(a, marketMapTags(mapOf('nomina', 'mexico')))).toBe(true);
    // The country map is rendered even when not stored yet (its first drawing).
    expect(a.urls).toContain('/proveedores/categoria/nomina/mexico/mapa');
    expect(a.urls).toContain('/proveedores/categoria/reclutamiento/mexico/mapa');
    // Not the maps of another category or country.
    expect(a.tags.has('category-map:beneficios')).toBe(false);
    expect(a.tags.has('category-map:nomina/chile')).toBe(false);
    expect(a.tags.has('category-maps')).toBe(false);
  });

  it('a review of a hidden provider names no map; one whose provider is unknown names them all', () => {
    const ev = event('review', { before: null, after: { id: 'r1', provider: 'p1' } });
    const hidden = addAffected(emptyAffected(), ev, new Map([['p1', null]]));
    expect([...hidden.tags].some((t) => t.startsWith('category-map'))).toBe(false);
    const unknown = addAffected(emptyAffected(), ev, new Map());
    expect(hits(unknown, marketMapTags(mapOf('nomina', 'chile')))).toBe(true);
  });

  it('a provider edit names the maps it was and is on (a move re-renders both)', () => {
    const a = addAffected(
      emptyAffected(),
      event(
        'provider',
        {
          before: snap(),
          after: snap({ categories: ['nomina'], headquarters_country: 'Chile' }),
        },
        'p1',
      ),
      new Map([['p1', { ...acme, categories: ['nomina'], country: 'Chile' }]]),
    );
    for (const tags of [
      marketMapTags(mapOf('reclutamiento', null)),
      marketMapTags(mapOf('reclutamiento', 'mexico')),
      marketMapTags(mapOf('nomina', null)),
      marketMapTags(mapOf('nomina', 'chile')),
    ])
      expect(hits(a, tags)).toBe(true);
  });

  it('the daily recompute re-renders every map; a category change its own', () => {
    const daily = addAffected(emptyAffected(), event('ranking', { providers: [] }));
    expect(hits(daily, marketMapTags(mapOf('x', 'peru')))).toBe(true);
    const cat = addAffected(
      emptyAffected(),
      event('category', { before: { name: 'nomina' }, after: { name: 'nomina' } }),
    );
    expect(hits(cat, marketMapTags(mapOf('nomina', 'peru')))).toBe(true);
    expect(cat.urls).toContain('/proveedores/categoria/nomina/mapa');
  });
});

describe('providerIds and isProviderPage', () => {
  it('finds provider ids before and after, once each', () => {
    expect(
      providerIds({
        before: { provider: 'p1' },
        after: { provider: 'p2' },
        old_provider: 'p1',
      }).sort(),
    ).toEqual(['p1', 'p2']);
  });
  it.each([
    ['/providers/acme', true],
    ['/proveedores/acme', true],
    ['/providers', false],
    ['/providers/acme?x=1', false],
    ['/proveedores/categoria/nomina', false],
    ['/blog/acme', false],
    ['/providers/acme/reviews', true],
    ['/providers/acme/reviews?pagina=2', true],
    // A review's own page shows its reply, votes and labels: it follows the provider's page.
    ['/providers/acme/reviews/abcdefghij12345', true],
  ])('%s is a provider page: %s', (key, expected) => {
    expect(isProviderPage(key)).toBe(expected);
  });
});

describe('changedProviders (the provider rows a pass must read again)', () => {
  it.each([
    ['a provider edit', [event('provider', { before: snap(), after: snap() }, 'p1')], ['p1']],
    ['a review (its aggregates)', [event('review', { after: { provider: 'p2' } })], ['p2']],
    ['a favourite (its count)', [event('favorite', { after: { provider: 'p3' } })], ['p3']],
    ['a blog post', [event('blog_post', { after: { slug: 'x' } })], []],
    ['a category', [event('category', { after: { name: 'payroll' } })], []],
  ])('%s', (_label, events, ids) => {
    expect(changedProviders(events)).toEqual(new Set(ids));
  });

  it('is unknown (null) for a review that names no provider', () => {
    expect(changedProviders([event('review', null)])).toBeNull();
  });

  it('is unknown (null) after the daily ranking recompute, which rescores every provider', () => {
    const daily = event('ranking', {
      providers: ['p1'],
      as_of: '2026-11-23 00:00:00.000Z',
      mean: 4,
    });
    expect(changedProviders([event('favorite', { after: { provider: 'p3' } }), daily])).toBeNull();
  });
});

describe('reviewChangedProviders (the providers whose public reviews a pass reads again)', () => {
  it('leaves out the ranking recompute and the recognitions, which change provider rows only', () => {
    const daily = event('ranking', {
      providers: ['p1'],
      as_of: '2026-11-23 00:00:00.000Z',
      mean: 4,
    });
    const quarter = event('recognition', { quarter: '2026-t3', providers: ['p1'] });
    expect(reviewChangedProviders([daily, quarter])).toEqual(new Set());
    expect(reviewChangedProviders([daily, event('review', { after: { provider: 'p2' } })])).toEqual(
      new Set(['p2']),
    );
  });

  it('is unknown (null) when a review names no provider', () => {
    expect(reviewChangedProviders([event('review', null)])).toBeNull();
  });
});

describe('the daily ranking event', () => {
  it('re-checks every list, the ranking pages and the pages of providers whose 12-month figures moved', () => {
    const acc = addAffected(
      emptyAffected(),
      event('ranking', { providers: ['p1', 'p2'], as_of: '2026-11-23 00:00:00.000Z', mean: 4 }),
    );
    expect(acc.rerankAll).toBe(true);
    expect([...acc.tags].sort()).toEqual([
      'category-maps',
      'provider:p1',
      'provider:p2',
      'ranking',
    ]);
  });
});

describe('needsListPass (alternatives pages and list pages are recomputed, not tagged ranking)', () => {
  const pass = (topic: string, data: Record<string, unknown> | null, now = acme) =>
    needsListPass(addAffected(emptyAffected(), event(topic, data, 'p1'), new Map([['p1', now]])));

  it.each([
    ['a review of a public provider', 'review', { before: null, after: { provider: 'p1' } }],
    [
      'an edit of a public provider',
      'provider',
      { before: snap(), after: snap({ company_name: 'B' }) },
    ],
    ['a provider approved', 'provider', { before: snap({ public: false }), after: snap() }],
    [
      'a provider moved to another category',
      'provider',
      { before: snap(), after: snap({ categories: ['x'] }) },
    ],
    ['the daily recompute', 'ranking', { providers: ['p1'] }],
  ])('%s reads the ranked list', (_name, topic, data) => {
    expect(pass(topic, data)).toBe(true);
  });

  it.each([
    [
      'an edit of a hidden provider',
      'provider',
      { before: snap({ public: false }), after: snap({ public: false, slug: 'x' }) },
    ],
    ['a favourite', 'favorite', { before: null, after: { provider: 'p1' } }],
    ['a blog post', 'blog_post', { before: null, after: { slug: 'x' } }],
  ])('%s does not', (_name, topic, data) => {
    expect(pass(topic, data, { ...acme, public: false })).toBe(false);
  });
});

describe('reading change_events rows', () => {
  const row = {
    id: 'e1',
    collectionId: 'pbc_1',
    collectionName: 'change_events',
    topic: 'provider',
    record_id: 'p1',
    op: 'update',
    data: { before: null, after: snap() },
    done: false,
    created: '2026-11-23 00:00:00.000Z',
  };

  it('reads a row as the event the hooks wrote', () => {
    expect(changeEventOf(row)).toEqual({
      id: 'e1',
      topic: 'provider',
      record_id: 'p1',
      op: 'update',
      data: { before: null, after: snap() },
      created: '2026-11-23 00:00:00.000Z',
    });
    expect(changeEventOf({ ...row, data: null })?.data).toBeNull();
  });

  it('refuses a row that is not an event', () => {
    expect(changeEventOf(null)).toBeNull();
    expect(changeEventOf('e1')).toBeNull();
    expect(changeEventOf({ ...row, id: '' })).toBeNull();
    expect(changeEventOf({ ...row, topic: 7 })).toBeNull();
    expect(changeEventOf({ ...row, record_id: undefined })).toBeNull();
    expect(changeEventOf({ ...row, data: 'after' })).toBeNull();
    expect(changeEventOf({ ...row, data: [snap()] })).toBeNull();
  });

  it('skips and logs a malformed row, keeping the others in order and naming it for acknowledgement', () => {
    const logged: string[] = [];
    const { events, skipped } = changeEventsOf(
      [
        row,
        { ...row, id: 'bad1', data: 'oops' },
        { topic: 'review' },
        { ...row, id: 'e2', record_id: 'p2' },
      ],
      (m) => logged.push(m),
    );
    expect(events.map((e) => e.id)).toEqual(['e1', 'e2']);
    expect(skipped).toEqual(['bad1']);
    expect(logged).toHaveLength(2);
    expect(logged[0]).toContain('bad1');
    expect(logged[1]).toContain('(no id)');
    expect(events[1]).toEqual(changeEventOf({ ...row, id: 'e2', record_id: 'p2' }));
  });
});
