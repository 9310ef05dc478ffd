import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import {
  PATH_REDIRECTS,
  ROUTES,
  isProviderPath,
  knownPaths,
  paths,
  queryOf,
  routeOf,
  staticPaths,
  staticSitemapEntries,
  type KnownData,
  type RouteDef,
} from '@/lib/contract/routes';
import { sitemapEntries } from '@/lib/domain/sitemap';
import { filesUnder } from '../shared/files';
import { DIRECTORY_PARAMS } from '@/lib/domain/directory-query';
import { FACT_FILTER_PARAMS } from '@/lib/domain/fact-filters';
import { REVIEW_FILTER_PARAMS } from '@/lib/domain/review-filters';
import {
  BLOG_PARAM_NAMES,
  BLOG_QUERY_MAX_LENGTH,
  parseBlogFilterParams,
} from '@/lib/contract/blog-params';
import { ALL_OUTBOX_TOPICS } from '@/lib/contract/outbox';
import { addAffected, emptyAffected, type ChangeEvent } from '../../src/server/change-map.ts';

const PAGES_DIR = join(import.meta.dirname, '../../src/pages');
const pageFiles = filesUnder(PAGES_DIR);
const routes = Object.entries(ROUTES) as [string, RouteDef][];

/** The facts filters of the directory and the category pages. */
const FACT_FILTERS = {
  atiende: 'filter',
  tamano: 'filter',
  modelo: 'filter',
  obligacion: 'filter',
  calificacion: 'filter',
};

describe('the route table covers the site', () => {
  it.each(pageFiles)('page file %s belongs to exactly one route', (file) => {
    expect(routes.filter(([, r]) => r.files.includes(file)).map(([id]) => id)).toHaveLength(1);
  });

  it.each(routes)('route %s names page files that exist', (_id, route) => {
    for (const f of route.files) expect(pageFiles).toContain(f);
  });

  it.each(routes)('route %s is found again by its own paths', (_id, route) => {
    for (const p of route.paths) {
      const sample = p.replace(/:[a-z]+/g, 'ejemplo');
      expect(routeOf(sample)).toBe(route);
    }
  });

  it('a path the table lists as written wins over a pattern it also matches; other paths have no route', () => {
    // `/blog/rss.xml` fits the blog post's `/blog/:slug`, listed earlier in the table.
    expect(routeOf('/blog/rss.xml')).toBe(ROUTES.feeds);
    expect(routeOf('/blog/una-nota')).toBe(ROUTES.blogPost);
    expect(routeOf('/sitemaps/paginas.xml')).toBe(ROUTES.sitemapPages);
    expect(routeOf('/sitemaps/proveedores-1.xml')).toBe(ROUTES.sitemapProviders);
    expect(routeOf('/providers/acme/reviews/r1/extra')).toBeUndefined();
    expect(routeOf('/no-existe')).toBeUndefined();
    expect(routeOf('')).toBeUndefined();
  });
});

describe('fixed redirects', () => {
  it.each(Object.entries(PATH_REDIRECTS))(
    '%s → %s: a page of the table, from no page',
    (from, to) => {
      expect(routeOf(to)?.paths).toContain(to);
      expect(routeOf(from)?.paths ?? []).not.toContain(from);
      expect(staticPaths()).not.toContain(from);
    },
  );
});

/** One change of each kind (record topics and the server's own), and the tags the outbox consumer derives from it. */
function tagsOfEveryChange(): Set<string> {
  const data = {
    before: {
      id: 'p1',
      slug: 'a',
      public: true,
      categories: ['x'],
      headquarters_country: 'México',
      provider: 'p1',
      name: 'x',
    },
    after: null,
  };
  const tags = new Set<string>();
  // Record changes and the server's own events (the daily ranking recompute, trust decisions).
  for (const topic of ALL_OUTBOX_TOPICS) {
    const ev: ChangeEvent = {
      id: 'e',
      topic,
      record_id: 'p1',
      op: 'delete',
      data,
      created: '',
    };
    const a = addAffected(emptyAffected(), ev, new Map([['p1', null]]));
    for (const t of a.tags) tags.add(t);
    // Favourites and case studies re-render the provider's own page through its tag.
    if (a.providerPages.size > 0) tags.add('provider:p1');
  }
  return tags;
}

describe('every data-backed route is re-rendered by some change', () => {
  const produced = [...tagsOfEveryChange()];
  const families = [...new Set(routes.flatMap(([, r]) => r.tags).filter((t) => t !== 'static'))];
  it.each(families)('tag %s is produced by an outbox change', (family) => {
    const hit = family.endsWith(':')
      ? produced.some((t) => t.startsWith(family))
      : produced.includes(family);
    expect(hit, `no change produces ${family}: pages carrying it would go stale`).toBe(true);
  });

  it.each(routes.filter(([, r]) => r.known !== 'app'))(
    'public route %s declares what re-renders it',
    (_id, route) => {
      expect(route.tags.length).toBeGreaterThan(0);
    },
  );
});

describe('derived lists', () => {
  it('the full pre-render starts from every static route', () => {
    expect(staticPaths()).toEqual(
      expect.arrayContaining([
        '/',
        '/providers',
        '/proveedores',
        '/404',
        '/sitemap.xml',
        '/rss.xml',
      ]),
    );
    expect(staticPaths()).not.toContain('/dashboard');
  });

  it('the sitemap lists the static pages in table order, app screens never', () => {
    const locs = staticSitemapEntries().map((e) => e.loc);
    expect(locs[0]).toBe('/');
    expect(locs).toContain('/providers');
    expect(locs).not.toContain('/proveedores');
    expect(locs).not.toContain('/auth');
  });

  it.each([
    [
      '/providers',
      {
        q: 'text',
        categoria: 'slug',
        pais: 'slug',
        orden: 'slug',
        pagina: 'page',
        ...FACT_FILTERS,
      },
    ],
    ['/proveedores/categoria/nomina/mexico', { pagina: 'page', ...FACT_FILTERS }],
    ['/auth/confirm', { token_hash: 'client', type: 'client', next: 'client' }],
    ['/providers/acme', {}],
    ['/no-route/at/all', {}],
  ])('the query of %s', (path, expected) => {
    expect(queryOf(path)).toEqual(expected);
  });

  it.each([
    ['/providers/acme', true],
    ['/proveedores/acme', true],
    ['/providers', false],
    ['/blog/acme', false],
  ])('%s is a provider page: %s', (path, expected) => {
    expect(isProviderPath(path)).toBe(expected);
  });

  it('builds URLs with encoded segments', () => {
    expect(paths.provider('acme')).toBe('/providers/acme');
    expect(paths.providerAliases('acme')).toEqual(['/providers/acme', '/proveedores/acme']);
    expect(paths.categoryListing('nomina', 'mexico')).toBe('/proveedores/categoria/nomina/mexico');
    expect(paths.blogPost('a b')).toBe('/blog/a%20b');
  });
});

/** One record of each kind a route's URLs are made of. */
const SAMPLE: KnownData = {
  providerSlugs: ['acme-rh'],
  categoryNames: ['payroll'],
  countrySlugs: ['mexico'],
  posts: [{ slug: 'tendencias', updatedAt: '2026-01-02 10:00:00.000Z' }],
};
/** The parameter values SAMPLE gives each pattern name. */
const SAMPLE_PARAMS: Record<string, string> = {
  slug: 'acme-rh',
  category: 'payroll',
  country: 'mexico',
};
const sample = (pattern: string, post: boolean): string =>
  pattern.replace(/:([a-z]+)/g, (_m, name: string) =>
    post && name === 'slug' ? 'tendencias' : SAMPLE_PARAMS[name]!,
  );
/** The routes whose URLs the data names (everything else is reached through links or is an app screen). */
const guessed = routes.filter(([, r]) =>
  ['static', 'providers', 'categories', 'posts'].includes(r.known),
);

describe('every declared route is in the known URLs and the sitemap', () => {
  const known = knownPaths(SAMPLE);
  const sitemap = sitemapEntries(SAMPLE).map((e) => e.loc);

  it.each(guessed)('route %s: each of its paths is a known URL', (_id, route) => {
    for (const p of route.paths) expect(known).toContain(sample(p, route.known === 'posts'));
  });

  it.each(routes.filter(([, r]) => r.sitemap))(
    'route %s: each path it lists in the sitemap is there',
    (_id, route) => {
      expect(guessed.map(([, r]) => r)).toContain(route);
      route.paths.forEach((p, i) => {
        const loc = sample(p, route.known === 'posts');
        if (route.sitemap?.[i]) expect(sitemap).toContain(loc);
        else expect(sitemap).not.toContain(loc);
      });
    },
  );

  it('per-provider URLs are the URL builders’ (both prefixes of the page, the alternatives)', () => {
    const slugs = { ...SAMPLE, providerSlugs: ['a b'] };
    expect(knownPaths(slugs)).toEqual(
      expect.arrayContaining([...paths.providerAliases('a b'), paths.providerAlternatives('a b')]),
    );
    expect(sitemapEntries(slugs).map((e) => e.loc)).not.toContain(
      paths.provider('a b', '/proveedores'),
    );
  });

  it('category URLs: the listing and each country’s, the category’s map, no country map', () => {
    expect(known).toEqual(
      expect.arrayContaining([
        paths.categoryListing('payroll'),
        paths.categoryListing('payroll', 'mexico'),
        paths.categoryMap('payroll'),
      ]),
    );
    expect(known).not.toContain(paths.categoryMap('payroll', 'mexico'));
    expect(known.filter((u) => u.startsWith(paths.categoryListing('payroll')))).toHaveLength(3);
  });

  it('a post’s sitemap entry carries its last change', () => {
    expect(sitemapEntries(SAMPLE).find((e) => e.loc === paths.blogPost('tendencias'))).toEqual({
      loc: '/blog/tendencias',
      changefreq: 'monthly',
      priority: 0.6,
      lastmod: '2026-01-02 10:00:00.000Z',
    });
  });

  it('linked, on-request and app routes are never guessed', () => {
    for (const [, r] of routes.filter(([, r]) => !guessed.some(([, g]) => g === r)))
      for (const p of r.paths) expect(known).not.toContain(sample(p, false));
  });
});

describe('the query parameters the pages read are the route table’s', () => {
  const directory: Readonly<Record<string, string>> = ROUTES.directory.query;
  const listing: Readonly<Record<string, string>> = ROUTES.categoryListing.query;

  it('each parameter the directory validates is declared, free text as text (never stored)', () => {
    const validated = Object.values(DIRECTORY_PARAMS);
    for (const p of validated) {
      expect(directory[p.name], p.name).toBeDefined();
      expect(directory[p.name] === 'text', p.name).toBe(!p.stored);
    }
    for (const f of Object.values(FACT_FILTER_PARAMS)) {
      expect(directory[f.name], f.name).toBe('filter');
      expect(listing[f.name], f.name).toBe('filter');
    }
    // …and nothing is declared that the page does not read.
    expect(Object.keys(directory).sort()).toEqual(
      [...validated, ...Object.values(FACT_FILTER_PARAMS)].map((p) => p.name).sort(),
    );
  });

  it('a provider’s review pages declare the review filters and their builder’s parameters', () => {
    const query: Readonly<Record<string, string>> = ROUTES.providerReviews.query;
    for (const f of Object.values(REVIEW_FILTER_PARAMS))
      expect(query[f.name], f.name).toBe('filter');
    const built = new URL(
      paths.providerReviews('acme', 'recientes', 2, [['estrellas', '5']]),
      'https://x',
    );
    for (const name of built.searchParams.keys()) expect(query[name], name).toBeDefined();
  });

  it('the community reviews’ builder writes only the parameters its route declares', () => {
    const built = new URL(
      paths.communityReviews({ categoria: 'nomina', pais: 'mexico', estrellas: 5, pagina: 2 }),
      'https://x',
    );
    expect([...built.searchParams.keys()].sort()).toEqual(
      Object.keys(ROUTES.reviewsInfo.query).sort(),
    );
  });

  it('the blog reads the parameters its route declares, and cuts the search text once', () => {
    expect(Object.keys(ROUTES.blog.query).sort()).toEqual(Object.values(BLOG_PARAM_NAMES).sort());
    const long = 'x'.repeat(BLOG_QUERY_MAX_LENGTH + 5);
    expect(parseBlogFilterParams(new URLSearchParams({ q: long, categoria: 'guias' }))).toEqual({
      q: 'x'.repeat(BLOG_QUERY_MAX_LENGTH),
      categoria: 'guias',
    });
    expect(parseBlogFilterParams(new URLSearchParams())).toEqual({ q: '', categoria: '' });
    expect(paths.blog({ q: 'a b', categoria: 'guias' })).toBe('/blog?categoria=guias&q=a+b');
    expect(paths.blog()).toBe('/blog');
  });
});

describe('pages rendered on request only', () => {
  it('a review’s own address is never followed as a link (full pre-render, revalidation)', () => {
    expect(routeOf('/providers/acme/reviews/abcdefghij12345')?.known).toBe('request');
    expect(routeOf('/providers/acme/reviews')?.known).toBe('linked');
  });
});
